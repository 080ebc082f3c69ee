import type { Insertable } from "kysely";
import type { Db } from "../../db/database";
import { isLastAttempt } from "../../db/job-lease";
import type { DigestsTable } from "../../db/types";
import { dispatchNow, type JobContext, type JobHandler } from "../../lifecycle/jobs";
import { queueEmail } from "../../lifecycle/mail";
import { newId } from "../../platform/ids";
import { composeDigest, isEmptyDigest, type DigestContent } from "./compose";
import { appLinks } from "./links";
import { DEFAULT_TIME_ZONE, slotOfPeriod, type DigestSlot } from "./period";
import { renderDigest } from "./render";
import { unsubscribeToken } from "./unsubscribe";

/*
 * Sending one member's digest of one period (job `digest`, docs/digest.md). Once only, however
 * many processes compose it at once and across restarts: the digests row of (member, period) is
 * inserted in the transaction that queues the mail, under a unique key, so exactly one sender's
 * transaction commits a row and its mail; the others insert nothing and queue nothing. A digest
 * with nothing to tell gets its row (status `empty`) and no mail, so the period is settled.
 */

export const JOB_DIGEST = "digest";
/** At most one live job per member and period. */
export const digestJobKey = (memberId: string, period: string) => `digest:${memberId}:${period}`;

export interface DigestJobPayload {
  memberId: string;
  /** `weekly:YYYY-MM-DD` or `daily:YYYY-MM-DD` (period.ts). */
  period: string;
  /** The zone the period was reckoned in; the member may have changed theirs since. */
  timeZone: string;
}

export type DigestOutcome =
  /** The mail and its row committed. */
  | "queued"
  /** Nothing to tell: a row, no mail. */
  | "empty"
  /** This period's row exists already (another sender, or an earlier run of the job). */
  | "already_sent"
  /** Not this member's digest any more: removed, no email, or its settings changed since it was queued. */
  | "skipped";

type Ctx = Pick<JobContext, "db" | "clock" | "config" | "logger" | "jobs">;

/** Composes and sends `memberId`'s digest of `period` unless it went already. */
export async function sendDigest(ctx: Ctx, job: DigestJobPayload): Promise<DigestOutcome> {
  const member = await ctx.db
    .selectFrom("members as m")
    .innerJoin("organizations as o", "o.id", "m.org_id")
    .select([
      "m.id",
      "m.org_id",
      "m.email",
      "m.removed_at",
      "m.created_at",
      "m.time_zone",
      "m.digest_frequency",
      "m.digest_changed_at",
      "o.name as orgName",
    ])
    .where("m.id", "=", job.memberId)
    .executeTakeFirst();
  const slot = slotOfPeriod(job.period, job.timeZone);
  if (!member || !slot || member.removed_at || !member.email) return "skipped";
  // Settings changed after this job was queued: the scheduler reckons the member's digest anew.
  const since = member.digest_changed_at ?? member.created_at;
  if (
    member.digest_frequency !== slot.frequency ||
    (member.time_zone ?? DEFAULT_TIME_ZONE) !== slot.timeZone ||
    since > slot.dueAt
  )
    return "skipped";

  const sent = await ctx.db
    .selectFrom("digests")
    .select("id")
    .where("member_id", "=", member.id)
    .where("period", "=", slot.period)
    .executeTakeFirst();
  if (sent) return "already_sent";

  const range = await coveredRange(ctx, member.id, slot);
  const content = await composeDigest(ctx.db, member.org_id, range);
  const empty = isEmptyDigest(content);
  const links = appLinks(ctx.config);
  const token = empty ? "" : await unsubscribeToken(ctx.db, member.id);
  const mail = empty
    ? null
    : renderDigest({
        orgName: member.orgName,
        frequency: slot.frequency,
        timeZone: slot.timeZone,
        ...range,
        content,
        links,
        unsubscribeToken: token,
      });

  const now = ctx.clock.now();
  const result = await ctx.db.transaction().execute(async (trx) => {
    const row = await insertDigestOnce(trx, member, {
      period: slot.period,
      status: empty ? "empty" : "queued",
      covers_from: range.from,
      covers_until: range.until,
      outbox_id: null,
      ...counts(content),
      error: null,
      created_at: now,
    })
      .returning("id")
      .executeTakeFirst();
    // Another sender's row committed first: it sent (or settled) this period.
    if (!row) return { outcome: "already_sent" as const, jobIds: [] };
    if (!mail) return { outcome: "empty" as const, jobIds: [] };
    const queued = await queueEmail(trx, now, {
      orgId: member.org_id,
      alertId: null,
      recipients: [member.email!],
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      // RFC 2369 and RFC 8058: mail clients show their own unsubscribe button, which POSTs here.
      headers: {
        "List-Unsubscribe": `<${links.oneClickUnsubscribe(token)}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    });
    await trx.updateTable("digests").set({ outbox_id: queued.outboxId }).where("id", "=", row.id).execute();
    return { outcome: "queued" as const, jobIds: queued.jobIds };
  });
  await dispatchNow(ctx, result.jobIds);
  return result.outcome;
}

/**
 * What a digest covers: from the end of the member's last digest (so nothing is told twice), but
 * never from before the previous period's 08:00 (a member back from months of `off` gets one
 * period's news, not months of it), up to the 08:00 this one fell due at.
 */
async function coveredRange(ctx: Ctx, memberId: string, slot: DigestSlot): Promise<{ from: Date; until: Date }> {
  const last = await ctx.db
    .selectFrom("digests")
    .select("covers_until")
    .where("member_id", "=", memberId)
    .where("status", "<>", "failed")
    .orderBy("covers_until", "desc")
    .limit(1)
    .executeTakeFirst();
  const until = slot.dueAt;
  const floor = slot.previousDueAt.getTime();
  const from = Math.min(Math.max(last?.covers_until.getTime() ?? floor, floor), until.getTime());
  return { from: new Date(from), until };
}

function counts(c: DigestContent) {
  return { signal_count: c.signalCount, lead_count: c.leadCount, failing_count: c.failingCount };
}

/**
 * Job `digest` ({ memberId, period, timeZone }). Safe to run twice (the row decides). A digest
 * that cannot be composed by its last attempt is recorded `failed`, so the scheduler does not
 * queue that period again; the next period is tried afresh.
 */
export const digestJob: JobHandler = async (ctx, payload, job) => {
  const p: DigestJobPayload = {
    memberId: String(payload.memberId ?? ""),
    period: String(payload.period ?? ""),
    timeZone: String(payload.timeZone ?? ""),
  };
  try {
    const outcome = await sendDigest(ctx, p);
    if (outcome === "queued") ctx.logger.info("digest queued", { memberId: p.memberId, period: p.period });
  } catch (err) {
    if (!isLastAttempt(job)) throw err;
    await recordFailure(ctx, p, err);
  }
};

/**
 * A member's digest row of a period, written once: the unique (member_id, period) leaves it out
 * when another sender's row committed first (it sent, or settled, that period).
 */
function insertDigestOnce(
  db: Db,
  member: { id: string; org_id: string },
  row: Omit<Insertable<DigestsTable>, "id" | "org_id" | "member_id">,
) {
  return db
    .insertInto("digests")
    .values({ id: newId(), org_id: member.org_id, member_id: member.id, ...row })
    .onConflict((oc) => oc.columns(["member_id", "period"]).doNothing());
}

async function recordFailure(ctx: Ctx, p: DigestJobPayload, err: unknown): Promise<void> {
  const message = err instanceof Error ? err.message : String(err);
  const slot = slotOfPeriod(p.period, p.timeZone);
  const member = await ctx.db
    .selectFrom("members")
    .select(["id", "org_id"])
    .where("id", "=", p.memberId)
    .executeTakeFirst();
  if (slot && member) {
    await insertDigestOnce(ctx.db, member, {
      period: slot.period,
      status: "failed",
      covers_from: slot.previousDueAt,
      covers_until: slot.dueAt,
      outbox_id: null,
      error: message.slice(0, 2000),
      created_at: ctx.clock.now(),
    }).execute();
  }
  ctx.logger.error("digest could not be composed; this period is given up", {
    memberId: p.memberId,
    period: p.period,
    error: message,
  });
}
