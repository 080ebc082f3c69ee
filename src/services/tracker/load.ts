import { sql } from "kysely";
import type { Db } from "../../db/database";
import type { EntityRow } from "../../db/types";
import type { View } from "../lists/paging";
import { isUuid } from "../../platform/ids";
import {
  COMPACT_ENTITY_COLUMNS,
  entityExtrasColumns,
  renderEntities,
  renderLoaded,
  type EntityWithExtras,
} from "./views";
import type { TrackerCompact, TrackerFull, TrackerItem } from "./views.schema";

/** Keys answered by one statement at most (more wait for the next). */
const MAX_BATCH = 100;

interface Waiting {
  orgId: string;
  id: string;
  resolve: (row: EntityWithExtras | undefined) => void;
  reject: (err: unknown) => void;
}

/**
 * Runs `fn` once the current turn of the event loop has handled what it received (Node). Workers
 * have no such turn to wait for, and their database handle lives for one request: they read alone.
 */
const nextTurn: ((fn: () => void) => void) | null =
  typeof setImmediate === "function" ? (fn) => void setImmediate(fn) : null;

/** Per database handle and view: the reads waiting for the next statement. */
const queues = new WeakMap<Db, Map<View, Waiting[]>>();

/**
 * Reads of single companies that arrive together — requests handled in one turn of the event loop,
 * such as many clients polling `GET /tracker/{id}` — are answered by one statement per view, one
 * round trip for all of them (a round trip is most of a read's cost: bench/results.md). Each
 * read keeps its organisation in the key, so a batch never mixes what one organisation may see.
 * Reads inside a transaction go on their own, on its connection.
 */
function loadRow(db: Db, orgId: string, rawId: string, view: View): Promise<EntityWithExtras | undefined> {
  if (!isUuid(rawId)) return Promise.resolve(undefined);
  // A UUID may arrive in capitals; Postgres returns it in lower case, which is what rows are keyed by.
  const id = rawId.toLowerCase();
  if (db.isTransaction || !nextTurn) return selectRows(db, view, [id], [orgId]).then((rows) => rows[0]);
  let byView = queues.get(db);
  if (!byView) queues.set(db, (byView = new Map()));
  let waiting = byView.get(view);
  if (!waiting) {
    byView.set(view, (waiting = []));
    nextTurn(() => flush(db, view));
  }
  return new Promise((resolve, reject) => waiting.push({ orgId, id, resolve, reject }));
}

function flush(db: Db, view: View): void {
  const byView = queues.get(db)!;
  const all = byView.get(view)!;
  byView.delete(view);
  for (let i = 0; i < all.length; i += MAX_BATCH) {
    const batch = all.slice(i, i + MAX_BATCH);
    const keys = new Map<string, { id: string; orgId: string }>();
    for (const w of batch) keys.set(`${w.orgId}|${w.id}`, { id: w.id, orgId: w.orgId });
    const unique = [...keys.values()];
    selectRows(
      db,
      view,
      unique.map((k) => k.id),
      unique.map((k) => k.orgId),
    ).then(
      (rows) => {
        const found = new Map(rows.map((r) => [`${r.org_id}|${r.id}`, r]));
        for (const w of batch) w.resolve(found.get(`${w.orgId}|${w.id}`));
      },
      (err) => {
        for (const w of batch) w.reject(err);
      },
    );
  }
}

async function selectRows(db: Db, view: View, ids: string[], orgIds: string[]): Promise<EntityWithExtras[]> {
  const r = await sql<EntityWithExtras>`
    select e.*, ${sql.join(entityExtrasColumns(view))}
    from unnest(${ids}::uuid[], ${orgIds}::uuid[]) as k(id, org_id)
    join entities e on e.id = k.id and e.org_id = k.org_id`.execute(db);
  return r.rows;
}

/**
 * One company of the organisation, rendered, with the company row and its extras in one
 * statement (shared with concurrent reads); `activeRun` says whether a run is queued or running
 * (for a compact `operation`). Null when the organisation has no such company.
 */
export async function loadEntity(
  db: Db,
  orgId: string,
  id: string,
  view: View,
): Promise<{ row: EntityRow; data: TrackerItem; activeRun: boolean } | null> {
  const found = await loadRow(db, orgId, id, view);
  return found ? renderLoaded(found, view) : null;
}

/** One company of the organisation in full view, or null. */
export async function loadFull(db: Db, orgId: string, id: string): Promise<TrackerFull | null> {
  const loaded = await loadEntity(db, orgId, id, "full");
  return loaded ? (loaded.data as TrackerFull) : null;
}

/**
 * One company of the organisation in compact view, or null: its row's compact columns and nothing
 * else (no latest run, which only `operation` needs). Webhook event data renders companies with it
 * inside the pipeline's transactions, twice per new company (bench/results.md, "Performance, sixth pass").
 */
export async function loadCompact(db: Db, orgId: string, id: string): Promise<TrackerCompact | null> {
  if (!isUuid(id)) return null;
  const row = await db
    .selectFrom("entities")
    .select(COMPACT_ENTITY_COLUMNS)
    .where("id", "=", id.toLowerCase())
    .where("org_id", "=", orgId)
    .$castTo<EntityWithExtras>()
    .executeTakeFirst();
  return row ? renderEntities([row], "compact")[0]! : null;
}
