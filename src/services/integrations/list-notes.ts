import type { Db } from "../../db/database";
import type { Actor } from "../access/actor";
import type { AppDeps } from "../deps";
import { finishPage, type KeysetRow, keysetPage, pageSize } from "../lists/paging";
import type { IntegrationNote, IntegrationNoteList, IntegrationNoteListQuery } from "./notes.schema";
import { integrationOf } from "./read";
import { ts } from "../shared/timestamps";

/** The notes with what the log shows beside them: the company's name and the alert's signal. */
export const notesWithCompany = (db: Db) =>
  db
    .selectFrom("integration_notes as n")
    .innerJoin("entities as e", "e.id", "n.entity_id")
    .innerJoin("alerts as a", "a.id", "n.alert_id")
    .selectAll("n")
    .select(["e.company_name", "a.signal_id"]);

type NoteWithCompany = Awaited<ReturnType<ReturnType<typeof notesWithCompany>["executeTakeFirstOrThrow"]>>;

export function renderNote(r: NoteWithCompany): IntegrationNote {
  return {
    id: r.id,
    integrationId: r.integration_id,
    alertId: r.alert_id,
    signalId: r.signal_id,
    entityId: r.entity_id,
    companyName: r.company_name,
    crmRecordId: r.crm_record_id,
    status: r.status,
    attempts: r.attempts,
    crmNoteId: r.crm_note_id,
    crmStatus: r.crm_status,
    error: r.error,
    createdAt: ts(r.created_at),
    writtenAt: ts(r.written_at),
  };
}

/** GET /api/v1/integrations/{id}/notes: the connection's notes, newest first, cursor pages (spec 4.1). */
export async function listIntegrationNotes(
  deps: AppDeps,
  actor: Actor,
  id: string,
  q: IntegrationNoteListQuery,
): Promise<IntegrationNoteList> {
  await integrationOf(deps.db, actor, id);
  const limit = pageSize(q.limit);
  const scope = { orgId: actor.orgId, query: { list: "integration-notes", id } };
  const pos = await deps.cursors.positionOf(q.cursor, scope);
  const rows = (await keysetPage(
    notesWithCompany(deps.db).where("n.integration_id", "=", id),
    { createdAt: "n.created_at", id: "n.id" },
    pos,
    limit,
  ).execute()) as (NoteWithCompany & KeysetRow)[];
  const page = await finishPage(rows, limit, deps.cursors, scope);
  return { data: page.rows.map(renderNote), nextCursor: page.nextCursor };
}
