import { sql } from "kysely";
import type { ImportRowStatus, ImportStatus } from "../../db/types";

export type { ImportRowStatus, ImportStatus };
import type { Actor } from "../access/actor";
import type { AppDeps } from "../deps";
import { importNotFound } from "./preview";
import type { RowIssue } from "./columns";

/* An import as its page shows it: what the file holds, how far it has got, and its rows. */

export interface ImportRowView {
  line: number;
  status: ImportRowStatus;
  label: string;
  website: string | null;
  issues: RowIssue[];
  entityId: string | null;
  duplicateOf: number | null;
  runAfter: Date | null;
}

export interface ImportView {
  id: string;
  fileName: string;
  status: ImportStatus;
  totalRows: number;
  /** The headers read, in the file's order, and the ones ignored. */
  columns: { read: string[]; ignored: string[] };
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  /** Rows by status. */
  counts: Record<ImportRowStatus, number>;
  /** When the last scheduled row is due; null when none is. */
  lastScheduledAt: Date | null;
  /** Another import of the same file by this organisation, before this one. */
  sameFileBefore: { id: string; createdAt: Date } | null;
  rows: ImportRowView[];
  /** The first line after this page of rows, if any. */
  nextLine: number | null;
}

export const IMPORT_ROW_STATUSES: ImportRowStatus[] = [
  "new",
  "scheduled",
  "created",
  "existing",
  "duplicate",
  "invalid",
  "skipped",
];
const PAGE = 200;

/**
 * The import with a page of its rows from `fromLine`, optionally of some statuses only. 404 for another organisation's.
 */
export async function getImport(
  deps: Pick<AppDeps, "db">,
  actor: Actor,
  importId: string,
  opts: { fromLine?: number; statuses?: ImportRowStatus[] } = {},
): Promise<ImportView> {
  const imp = await deps.db
    .selectFrom("imports")
    .selectAll()
    .where("id", "=", importId)
    .where("org_id", "=", actor.orgId)
    .executeTakeFirst();
  if (!imp) throw importNotFound();
  const [countRows, rows, same] = await Promise.all([
    deps.db
      .selectFrom("import_rows")
      .select([
        "status",
        sql<number>`count(*)::int`.as("n"),
        sql<Date | null>`max(run_after) filter (where status = 'scheduled')`.as("last"),
      ])
      .where("import_id", "=", importId)
      .groupBy("status")
      .execute(),
    deps.db
      .selectFrom("import_rows")
      .select(["line", "status", "label", "website", "errors", "entity_id", "duplicate_of", "run_after"])
      .where("import_id", "=", importId)
      .where("line", ">=", opts.fromLine ?? 0)
      .$if(Boolean(opts.statuses?.length), (q) => q.where("status", "in", opts.statuses!))
      .orderBy("line")
      .limit(PAGE + 1)
      .execute(),
    deps.db
      .selectFrom("imports")
      .select(["id", "created_at"])
      .where("org_id", "=", actor.orgId)
      .where("file_sha256", "=", imp.file_sha256)
      .where("status", "!=", "preview")
      .where("id", "!=", imp.id)
      .where("created_at", "<=", imp.created_at)
      .orderBy("created_at", "desc")
      .limit(1)
      .executeTakeFirst(),
  ]);
  const counts = Object.fromEntries(IMPORT_ROW_STATUSES.map((s) => [s, 0])) as Record<ImportRowStatus, number>;
  let lastScheduledAt: Date | null = null;
  for (const c of countRows) {
    counts[c.status] = Number(c.n);
    if (c.last) lastScheduledAt = new Date(c.last);
  }
  const page = rows.slice(0, PAGE);
  return {
    id: imp.id,
    fileName: imp.file_name,
    status: imp.status,
    totalRows: imp.total_rows,
    columns: imp.columns as ImportView["columns"],
    createdAt: imp.created_at,
    startedAt: imp.started_at,
    finishedAt: imp.finished_at,
    counts,
    lastScheduledAt,
    sameFileBefore: same ? { id: same.id, createdAt: same.created_at } : null,
    rows: page.map((r) => ({
      line: r.line,
      status: r.status,
      label: r.label,
      website: r.website,
      issues: r.errors as RowIssue[],
      entityId: r.entity_id,
      duplicateOf: r.duplicate_of,
      runAfter: r.run_after,
    })),
    nextLine: rows.length > PAGE ? rows[PAGE]!.line : null,
  };
}

/** The organisation's latest imports, for the import page. */
export async function recentImports(deps: Pick<AppDeps, "db">, actor: Actor, limit = 10) {
  return deps.db
    .selectFrom("imports")
    .select(["id", "file_name", "status", "total_rows", "created_at"])
    .where("org_id", "=", actor.orgId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}
