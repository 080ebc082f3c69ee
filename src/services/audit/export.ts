import type { Selectable } from "kysely";
import type { AuditEventsTable } from "../../db/types";
import type { Actor } from "../access/actor";
import { keysetPage, type KeysetRow, type Position } from "../lists/paging";
import { csvHeader, csvLine } from "../shared/csv";
import { type AuditEventView, type AuditFilters, type Deps, filtered, requireAuditReader, view } from "./list";

/* The audit log as a CSV file: the list's filters, every row they select (owners only, as the list). */

export const AUDIT_CSV_COLUMNS = [
  "time",
  "action",
  "actor",
  "actor_kind",
  "actor_member_id",
  "actor_key_id",
  "target_type",
  "target_id",
  "target",
  "ip_address",
  "user_agent",
  "details",
] as const;

function csvRow(e: AuditEventView): string {
  return csvLine([
    e.at,
    e.action,
    e.actor.label,
    e.actor.kind,
    e.actor.memberId,
    e.actor.keyId,
    e.target.type,
    e.target.id,
    e.target.label,
    e.address,
    e.userAgent,
    e.details,
  ]);
}

const CSV_BATCH = 500;

/**
 * Every row the filters select (the cursor and page size aside), newest first, as CSV: a byte
 * order mark (so a spreadsheet reads UTF-8), the header, then the rows, read in batches so a year
 * of rows is never held at once.
 */
export async function* auditCsv(deps: Deps, actor: Actor, f: AuditFilters): AsyncGenerator<string> {
  requireAuditReader(actor);
  yield csvHeader(AUDIT_CSV_COLUMNS);
  let pos: Position | null = null;
  for (;;) {
    const rows = (await keysetPage(
      filtered(deps, actor, f),
      { createdAt: "created_at", id: "id" },
      pos,
      CSV_BATCH,
    ).execute()) as (Selectable<AuditEventsTable> & KeysetRow)[];
    const batch = rows.slice(0, CSV_BATCH);
    if (batch.length) yield batch.map((r) => csvRow(view(r))).join("");
    if (rows.length <= CSV_BATCH) return;
    const last = batch[batch.length - 1]!;
    pos = { createdAt: last.cursor_at, id: last.id };
  }
}
