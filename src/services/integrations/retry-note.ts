import { JOB_INTEGRATION_NOTE, NOTE_MAX_ATTEMPTS } from "../../db/crm-notes";
import { enqueueDueNow } from "../../db/jobs";
import { ApiError, notFound } from "../../errors";
import { dispatchAfterCommit } from "../../lifecycle/jobs";
import type { Actor } from "../access/actor";
import type { AppDeps } from "../deps";
import { requireUuid } from "../shared/path-id";
import { notesWithCompany, renderNote } from "./list-notes";
import type { IntegrationNoteResponse } from "./notes.schema";
import { integrationOf } from "./read";

/**
 * POST /api/v1/integrations/{id}/notes/{noteId}/retry and the sync log's Retry button: a note not
 * yet written is tried again now, with a fresh run of its retry schedule. One that failed after an
 * attempt began goes back to `sending`, so the retry looks for it on the record before writing
 * (exactly one note still); a written note is left as it is. The connection must be active.
 */
export async function retryIntegrationNote(
  deps: AppDeps,
  actor: Actor,
  integrationId: string,
  noteId: string,
): Promise<IntegrationNoteResponse> {
  const integ = await integrationOf(deps.db, actor, integrationId);
  requireUuid(noteId, "noteId");
  if (integ.state !== "active")
    throw new ApiError(
      "integration_paused",
      `The connection is ${integ.state.replace("_", " ")}: resume it or fix it with PATCH before retrying notes.`,
      { state: integ.state, stateReason: integ.state_reason },
    );
  const jobIds = await deps.db.transaction().execute(async (trx) => {
    const note = await trx
      .selectFrom("integration_notes")
      .selectAll()
      .where("id", "=", noteId)
      .where("integration_id", "=", integrationId)
      .where("org_id", "=", actor.orgId)
      .forUpdate()
      .executeTakeFirst();
    if (!note) throw notFound("Note");
    if (note.status === "written") return [];
    const now = deps.clock.now();
    await trx
      .updateTable("integration_notes")
      .set({ status: note.attempts > 0 ? "sending" : "pending", updated_at: now })
      .where("id", "=", noteId)
      .execute();
    return [
      await enqueueDueNow(trx, now, {
        kind: JOB_INTEGRATION_NOTE,
        payload: { noteId },
        entityId: note.entity_id,
        dedupeKey: `${JOB_INTEGRATION_NOTE}:${noteId}`,
        maxAttempts: NOTE_MAX_ATTEMPTS,
      }),
    ];
  });
  dispatchAfterCommit(deps, jobIds);
  const row = await notesWithCompany(deps.db).where("n.id", "=", noteId).executeTakeFirstOrThrow();
  return { data: renderNote(row) };
}
