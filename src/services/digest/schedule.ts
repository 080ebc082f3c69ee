import { sql } from "kysely";
import { enqueueJob } from "../../db/jobs";
import { dispatchNow, type JobContext } from "../../lifecycle/jobs";
import { DEFAULT_TIME_ZONE, latestSlot, SENDING_FREQUENCIES, type DigestSlot } from "./period";
import { digestJobKey, JOB_DIGEST, type DigestJobPayload } from "./send";

const BATCH = 200;

/**
 * The digest part of the scheduler's tick (the Node timer and the Workers cron): queues a `digest`
 * job for every member whose digest has fallen due and has not gone. A member is due when their
 * digest is on, they are not removed and have an email, and the latest 08:00 of their frequency
 * in their zone has passed, came after they joined or last changed their digest settings, and has
 * no digests row and no live job yet. Safe to run twice and from several processes at once: a
 * job's dedupe key is the member and the period, and the job itself sends once (send.ts).
 *
 * Wall-clock times come from Intl, once per zone in use and frequency (not per member): the slots
 * are handed to the statement as a table of (zone, frequency, period, due at). Returns the number
 * of jobs queued.
 */
export async function scheduleDueDigests(deps: Pick<JobContext, "db" | "clock" | "jobs" | "logger">): Promise<number> {
  const now = deps.clock.now();
  const zones = await deps.db
    .selectFrom("members")
    .select(sql<string>`coalesce(time_zone, ${DEFAULT_TIME_ZONE})`.as("time_zone"))
    .distinct()
    .where("removed_at", "is", null)
    .where("email", "is not", null)
    .where("digest_frequency", "<>", "off")
    .execute();
  const slots: DigestSlot[] = [];
  for (const { time_zone } of zones) {
    for (const f of SENDING_FREQUENCIES) {
      try {
        slots.push(latestSlot(f, time_zone, now));
      } catch (err) {
        // Only a zone this engine does not know (set outside the settings, which check it).
        deps.logger.warn("digest time zone not known; its members get no digest", { timeZone: time_zone, error: err });
      }
    }
  }
  if (!slots.length) return 0;
  const table = sql.join(
    slots.map((s) => sql`(${s.timeZone}::text, ${s.frequency}::text, ${s.period}::text, ${s.dueAt}::timestamptz)`),
  );

  let total = 0;
  for (;;) {
    const jobIds = await deps.db.transaction().execute(async (trx) => {
      const due = await sql<{ member_id: string; period: string; time_zone: string }>`
        with slots (time_zone, frequency, period, due_at) as (values ${table})
        select m.id as member_id, s.period, s.time_zone
        from slots s
        join members m on coalesce(m.time_zone, ${DEFAULT_TIME_ZONE}) = s.time_zone and m.digest_frequency = s.frequency
        where m.removed_at is null
          and m.email is not null
          and coalesce(m.digest_changed_at, m.created_at) <= s.due_at
          and not exists (select 1 from digests d where d.member_id = m.id and d.period = s.period)
          and not exists (select 1 from jobs j where j.dedupe_key = 'digest:' || m.id::text || ':' || s.period)
        order by s.due_at, m.id
        limit ${BATCH}`.execute(trx);
      const ids: string[] = [];
      for (const r of due.rows) {
        const payload: DigestJobPayload = { memberId: r.member_id, period: r.period, timeZone: r.time_zone };
        const id = await enqueueJob(trx, now, {
          kind: JOB_DIGEST,
          payload: { ...payload },
          dedupeKey: digestJobKey(r.member_id, r.period),
        });
        if (id) ids.push(id);
      }
      return { ids, full: due.rows.length === BATCH };
    });
    total += jobIds.ids.length;
    await dispatchNow(deps, jobIds.ids);
    if (!jobIds.full) return total;
  }
}
