import { type RawBuilder, sql, type SelectQueryBuilder, type SqlBool } from "kysely";
import type { Db } from "../../db/database";
import type { Database } from "../../db/types";
import { canonicalJson } from "../../platform/crypto";
import type { AppDeps } from "../deps";
import type { Actor } from "../access/actor";
import {
  classificationFingerprint,
  classificationParam,
  resolveClassificationFilter,
  type ClassificationResolution,
} from "./classification-filter";
import { lookupParams, resolveCompanyFilter, type CompanyResolution, type LookupKind } from "./company-lookup";
import { Flights } from "./flights";
import {
  checkRange,
  finishPage,
  type Instant,
  keysetPage,
  type KeysetRow,
  pageSize,
  timestampParam,
  type View,
} from "./paging";

/*
 * The one way a list runs (spec 4.1), for tracked companies, signals, alerts and leads: the date
 * range, the company and sector filters, the organisation, page size, view, cursor binding and
 * keyset paging live here; each list brings only its table, its own filters and its renderer.
 */

/** The parameters every list query may carry; each list's query schema adds its own filters. */
export interface ListQuery {
  since?: Instant;
  until?: Instant;
  classification?: string;
  sector?: string;
  sectors?: string;
  view?: View;
  limit?: number;
  cursor?: string;
}

/** A list's response: a page, and how its company and sector filters were resolved. */
export type ListPage<Item, K extends LookupKind = never> = {
  data: Item[];
  nextCursor: string | null;
  classificationResolution?: ClassificationResolution;
} & { [P in `${K}Resolution`]?: CompanyResolution };

export interface ListSpec<Q extends ListQuery, F, Row extends { id: string }, Item, K extends LookupKind = never> {
  /** Columns of the listed table (aliased as the query names it). */
  columns: {
    orgId: string;
    createdAt: string;
    id: string;
    /**
     * The stored classification the sector filter reads (`classification_paths`, `classification`),
     * and the table's category index (migration 0012), if it has one: `row` is its column holding
     * the listed row's id.
     */
    classification: {
      paths: string;
      ids: string;
      index?: { table: "lead_categories" | "entity_categories"; row: string };
    };
  };
  /** `since`/`until` bound the rows' creation time. */
  dateRange?: boolean;
  /** The company filter: `entity` (entityId/entityQuery) or `source` (sourceEntityId/sourceQuery), on `column`. */
  company?: { kind: K; column: string };
  /** The list's own filters, checked and normalised; a bad one is refused before any lookup. */
  filters(q: Q): F;
  /** Those filters as a cursor is bound to them: a stable shape (sorted lists, null when absent). */
  binding(f: F, q: Q): Record<string, unknown>;
  /**
   * The table's query with the list's own conditions; the organisation, dates, company, sector and paging are added
   * here.
   */
  query(ctx: { db: Db; view: View; filters: F; q: Q; actor: Actor }): SelectQueryBuilder<Database, any, Row>;
  render(rows: Row[], view: View): Item[];
}

/**
 * Resolves once the current turn of the event loop has handled what it received (Node), so that
 * identical requests that arrived together share one run. Taken at load: a test faking the
 * timers must not stop the database reads behind it. Workers have no such turn to wait for, and
 * their handles live for one request: they read alone.
 */
const realSetImmediate = typeof setImmediate === "function" ? setImmediate : null;
const nextTurn: (() => Promise<void>) | null = realSetImmediate
  ? () => new Promise<void>((resolve) => void realSetImmediate(resolve))
  : null;

/** Per app's dependencies and list: the identical pages waiting to run (flights.ts). */
const flightsByDeps = new WeakMap<AppDeps, Map<object, Flights<unknown>>>();

function flightsOf(deps: AppDeps, spec: object): Flights<unknown> {
  let bySpec = flightsByDeps.get(deps);
  if (!bySpec) flightsByDeps.set(deps, (bySpec = new Map()));
  let flights = bySpec.get(spec);
  if (!flights) bySpec.set(spec, (flights = new Flights()));
  return flights;
}

/** List requests of an app in page runs that still take joiners (tests, diagnostics). */
export function listRequestsWaiting(deps: AppDeps): number {
  let n = 0;
  for (const flights of flightsByDeps.get(deps)?.values() ?? []) n += flights.waitingRequests;
  return n;
}

/**
 * Runs one page of a list: newest first (created_at desc, id desc), compact by default.
 *
 * Identical requests for a page — the same organisation, list and parameters — that wait together
 * share one run and one rendered page (many clients polling the same list): a request
 * joins only a run that has not yet taken its connection, so its answer is read after it arrived.
 * The actor's organisation is all a list reads of the actor (the guard checked the scopes), and
 * the deps (database, cursor secret, classifier) are the same object for every request of an app.
 * The page returned is shared: callers must not change it.
 */
export function runList<Q extends ListQuery, F, Row extends { id: string }, Item, K extends LookupKind = never>(
  deps: AppDeps,
  actor: Actor,
  spec: ListSpec<Q, F, Row, Item, K>,
  q: Q,
): Promise<ListPage<Item, K>> {
  if (deps.db.isTransaction || !nextTurn) return runPage(deps, actor, spec, q, null);
  const wait = nextTurn;
  const key = canonicalJson({ org: actor.orgId, q: { ...q, view: q.view ?? "compact", limit: pageSize(q.limit) } });
  return flightsOf(deps, spec).run(key, async (started) => {
    await wait();
    return runPage(deps, actor, spec, q, started);
  }) as Promise<ListPage<Item, K>>;
}

async function runPage<Q extends ListQuery, F, Row extends { id: string }, Item, K extends LookupKind = never>(
  deps: AppDeps,
  actor: Actor,
  spec: ListSpec<Q, F, Row, Item, K>,
  q: Q,
  started: (() => void) | null,
): Promise<ListPage<Item, K>> {
  if (spec.dateRange) checkRange(q.since, q.until);
  const view = q.view ?? "compact";
  const limit = pageSize(q.limit);
  const filters = spec.filters(q);
  // The sector terms are mapped without the database (by a language model at most), so not while
  // a connection is held; their error still comes after the company lookup's, as it always has.
  const classifying = resolveClassificationFilter(deps, classificationParam(q));
  classifying.catch(() => {});

  // Every statement of the page on one connection: the flight starts once it holds it.
  const read = async (db: Db) => {
    started?.();
    const company = spec.company ? await resolveCompany({ ...deps, db }, actor, spec.company.kind, q) : null;
    const classification = await classifying;
    // What the cursor is bound to: the organisation and every filter, in a stable shape.
    const cursorScope = {
      orgId: actor.orgId,
      query: {
        ...(spec.dateRange ? { since: q.since ?? null, until: q.until ?? null } : {}),
        ...spec.binding(filters, q),
        ...(spec.company ? { [spec.company.kind]: company?.entityId ?? null } : {}),
        classification: classificationFingerprint(classification),
      },
    };
    const pos = await deps.cursors.positionOf(q.cursor, cursorScope);

    const col = spec.columns;
    const where: RawBuilder<SqlBool>[] = [sql<SqlBool>`${sql.ref(col.orgId)} = ${actor.orgId}`];
    if (spec.dateRange && q.since) where.push(sql<SqlBool>`${sql.ref(col.createdAt)} >= ${timestampParam(q.since)}`);
    if (spec.dateRange && q.until) where.push(sql<SqlBool>`${sql.ref(col.createdAt)} < ${timestampParam(q.until)}`);
    if (company && spec.company) where.push(sql<SqlBool>`${sql.ref(spec.company.column)} = ${company.entityId}`);
    let qb = spec.query({ db, view, filters, q, actor });
    // Rows come newest first: along the table's own order, or, for one category, along its index.
    let order = { createdAt: col.createdAt, id: col.id };
    const index = classification?.category ? col.classification.index : undefined;
    if (index) {
      const on = sql<SqlBool>`sector.${sql.ref(index.row)} = ${sql.ref(col.id)} and sector.org_id = ${actor.orgId}
        and sector.category_id = ${classification!.category!}`;
      qb = qb.innerJoin(sql`${sql.table(index.table)}`.as("sector"), (join) => join.on(on)) as unknown as typeof qb;
      order = { createdAt: "sector.created_at", id: `sector.${index.row}` };
    } else if (classification) {
      where.push(classification.predicate(col.classification));
    }
    for (const condition of where) qb = qb.where(condition);

    const rows = (await keysetPage(qb, order, pos, limit).execute()) as (Row & KeysetRow)[];
    return { rows, cursorScope, company, classification };
  };
  // Inside a transaction its own connection is the one (Kysely lends no other).
  const { rows, cursorScope, company, classification } = deps.db.isTransaction
    ? await read(deps.db)
    : await deps.db.connection().execute(read);

  const page = await finishPage(rows, limit, deps.cursors, cursorScope);
  return {
    data: spec.render(page.rows, view),
    nextCursor: page.nextCursor,
    ...(company?.resolution ? { [`${spec.company!.kind}Resolution`]: company.resolution } : {}),
    ...(classification ? { classificationResolution: classification.resolution } : {}),
  } as ListPage<Item, K>;
}

/** The company a list is filtered by, from the query's exact or fuzzy parameter of that kind. */
function resolveCompany(deps: AppDeps, actor: Actor, kind: LookupKind, q: ListQuery) {
  const names = lookupParams(kind);
  const params = q as Record<string, string | undefined>;
  return resolveCompanyFilter(deps, actor, kind, { id: params[names.id], query: params[names.query] });
}
