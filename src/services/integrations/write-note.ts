import { mailBaseUrl } from "../../config";
import { isLastAttempt, RetryAfter } from "../../db/job-lease";
import type { IntegrationNoteRow } from "../../db/types";
import type { JobContext, JobHandler } from "../../lifecycle/jobs";
import { composeAlertNote } from "../../pipeline/record/alert-note";
import type { Evidence, SignalType } from "../../pipeline/signal";
import { CrmError, crmClient } from "../../platform/crm";
import { markNeedsAttention } from "./attention";
import { openStoredToken } from "./secrets";

/*
 * The `integration-note` job (docs/integrations.md, "Notes"): writes one alert's note on its
 * company's CRM record. Exactly one note per alert and connection, across retries and restarts:
 * the row is marked `sending` (committed) before the CRM is asked, and an attempt that finds it
 * `sending` (the last one may have landed before the answer was lost) first looks on the record
 * for a note holding the signal's link and, finding one, takes it rather than writing another.
 * The CRM limiting or failing is retried on NOTE_RETRY_DELAYS_MS (a 429's wait when longer); a
 * refused token turns the connection to needs_attention and the note fails, as does a record the
 * CRM no longer has. Every outcome is in the note's row, which the sync log shows.
 */

export const NOTE_RETRY_DELAYS_MS = [30_000, 120_000, 600_000, 1_800_000, 3_600_000, 7_200_000, 21_600_000];

/** The retry of a CRM write after `attempts`: the schedule's next delay, or the CRM's own wait when longer. */
export function retryLater(err: CrmError, attempts: number): RetryAfter {
  const planned = NOTE_RETRY_DELAYS_MS[Math.min(attempts, NOTE_RETRY_DELAYS_MS.length - 1)]!;
  return new RetryAfter(err.message, Math.max(planned, (err.retryAfterSeconds ?? 0) * 1000));
}

type Ctx = Pick<JobContext, "config" | "db" | "clock" | "logger" | "jobs">;

export type NoteOutcome = "written" | "found" | "failed" | "skipped";

/** One attempt at the note; throws RetryAfter when it should be tried again. */
export async function writeNote(ctx: Ctx, noteId: string, lastAttempt: boolean): Promise<NoteOutcome> {
  const note = await ctx.db.selectFrom("integration_notes").selectAll().where("id", "=", noteId).executeTakeFirst();
  if (!note || note.status === "written" || note.status === "failed") return "skipped";
  const integ = await ctx.db
    .selectFrom("integrations")
    .selectAll()
    .where("id", "=", note.integration_id)
    .executeTakeFirst();
  if (!integ) return "skipped";
  if (integ.state !== "active")
    return fail(ctx, note, null, `not written: the connection is ${integ.state.replace("_", " ")}`);
  const content = await noteContent(ctx, note);
  if (!content) return fail(ctx, note, null, "not written: the alert's signal is gone");
  const token = await openStoredToken(ctx, integ);
  if (token === null) {
    await markNeedsAttention(ctx, integ, "secrets_key_changed");
    return fail(ctx, note, null, "not written: the saved token cannot be read with the server's SECRETS_KEY");
  }
  const client = crmClient(ctx.config, integ.kind);
  try {
    if (note.status === "sending") {
      const found = await client.findNote(token, note.crm_record_id, content.marker);
      if (found) {
        await settle(ctx, note, { status: "written", crm_note_id: found, crm_status: null, error: null });
        return "found";
      }
    }
    await ctx.db
      .updateTable("integration_notes")
      .set({ status: "sending", attempts: note.attempts + 1, updated_at: ctx.clock.now() })
      .where("id", "=", note.id)
      .execute();
    const { noteId: crmNoteId } = await client.writeNote(token, note.crm_record_id, content);
    await settle(ctx, note, { status: "written", crm_note_id: crmNoteId, crm_status: null, error: null });
    return "written";
  } catch (err) {
    if (!(err instanceof CrmError)) throw err;
    if (err.refusesToken) {
      await markNeedsAttention(ctx, integ, "token_rejected");
      return fail(ctx, note, err.status ?? null, err.message);
    }
    if (err.reason === "not_found") return fail(ctx, note, err.status ?? null, err.message);
    if (lastAttempt) return fail(ctx, note, err.status ?? null, err.message);
    await ctx.db
      .updateTable("integration_notes")
      .set({ crm_status: err.status ?? null, error: err.message, updated_at: ctx.clock.now() })
      .where("id", "=", note.id)
      .execute();
    throw retryLater(err, note.attempts);
  }
}

/** The note's words: the alert's signal, and its page in the web app. Null when the signal is gone. */
async function noteContent(ctx: Ctx, note: IntegrationNoteRow) {
  const s = await ctx.db
    .selectFrom("alerts as a")
    .innerJoin("signals as s", "s.id", "a.signal_id")
    .select(["s.id", "s.type", "s.severity", "s.summary", "s.evidence", "a.created_at"])
    .where("a.id", "=", note.alert_id)
    .executeTakeFirst();
  if (!s) return null;
  const note_ = composeAlertNote({
    type: s.type as SignalType,
    severity: s.severity,
    summary: s.summary,
    evidence: (s.evidence ?? []) as Evidence[],
    signalUrl: `${mailBaseUrl(ctx.config)}/app/signals/${s.id}`,
  });
  return { ...note_, at: s.created_at };
}

async function settle(
  ctx: Ctx,
  note: IntegrationNoteRow,
  set: Pick<IntegrationNoteRow, "status" | "crm_note_id" | "crm_status" | "error">,
): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db
    .updateTable("integration_notes")
    .set({ ...set, updated_at: now, ...(set.status === "written" ? { written_at: now } : {}) })
    .where("id", "=", note.id)
    .execute();
}

async function fail(ctx: Ctx, note: IntegrationNoteRow, status: number | null, error: string): Promise<"failed"> {
  await settle(ctx, note, { status: "failed", crm_note_id: null, crm_status: status, error });
  ctx.logger.warn("CRM note not written", { noteId: note.id, integrationId: note.integration_id, error });
  return "failed";
}

export const integrationNoteJob: JobHandler = async (ctx, payload, job) => {
  await writeNote(ctx, String(payload.noteId ?? ""), isLastAttempt(job));
};
