import { sql } from "kysely";
import type { AppDeps } from "../deps";
import type { Actor } from "../actor";
import { classificationFingerprint, resolveClassificationFilter, type ClassificationResolution } from "../classification-filter";
import { DEFAULT_LIMIT, finishPage, type CursorScope, type Instant, keysetPage, timestampParam, type View } from "../listing";
import { COMPACT_ENTITY_COLUMNS, pageExtrasColumns, renderEntities, type EntityWithExtras, type TrackerItem } from "./views";

/** GET /tracker filters (decisions "Filter names left open"); list values match any of them. */
export interface ListCompaniesQuery {
  status?: ("ok" | "paused")[];
  stage?: string[];
  /** Sector terms, comma-separated (the `classification`, `sector` and `sectors` values together). */
  classification?: string;
  tag?: string[];
  updatedAfter?: Instant;
  view?: View;
  limit?: number;
  cursor?: string;
}

export interface ListCompaniesResponse {
  data: TrackerItem[];
  nextCursor: string | null;
  classificationResolution?: ClassificationResolution;
}

/** GET /api/v1/tracker and the tool `list_companies`: newest first, compact by default, each with its latest signal. */
export async function listCompanies(deps: AppDeps, actor: Actor, q: ListCompaniesQuery): Promise<ListCompaniesResponse> {
  const view = q.view ?? "compact";
  const limit = q.limit ?? DEFAULT_LIMIT;
  const classification = await resolveClassificationFilter(deps, q.classification);
  // What the cursor is bound to: the organisation and every filter, in a stable shape.
  const cursorScope: CursorScope = {
    orgId: actor.orgId,
    query: {
      status: q.status ? [...q.status].sort() : null,
      stage: q.stage ? [...q.stage].sort() : null,
      classification: classificationFingerprint(classification),
      tag: q.tag ? [...q.tag].sort() : null,
      updatedAfter: q.updatedAfter ?? null,
      view,
    },
  };
  const pos = await deps.cursors.positionOf(q.cursor, cursorScope);

  // Each company's extras come back as columns of the page query: a page is one statement.
  const base = deps.db.selectFrom("entities");
  let qb = (view === "compact" ? base.select(COMPACT_ENTITY_COLUMNS) : base.selectAll())
    .select(pageExtrasColumns(view))
    .$castTo<EntityWithExtras>()
    .where("org_id", "=", actor.orgId);
  if (q.status?.length) qb = qb.where("status", "in", q.status);
  if (q.stage?.length) qb = qb.where("stage", "in", q.stage);
  if (q.tag?.length) qb = qb.where(sql<boolean>`tags && ${q.tag}::text[]`);
  if (q.updatedAfter) qb = qb.where("updated_at", ">=", timestampParam(q.updatedAfter));
  if (classification) qb = qb.where(classification.predicate({ paths: "classification_paths", ids: "classification" }));

  const rows = await keysetPage(qb, { createdAt: "created_at", id: "id" }, pos, limit).execute();
  const page = await finishPage(rows, limit, deps.cursors, cursorScope);
  const data = renderEntities(page.rows, view);
  return {
    data,
    nextCursor: page.nextCursor,
    ...(classification ? { classificationResolution: classification.resolution } : {}),
  };
}
