import { sql } from "kysely";
import { z } from "zod";
import type { AppDeps } from "../deps";
import { STAGES } from "../../pipeline/enrich/facts";
import type { Actor } from "../access/actor";
import { runList, type ListPage, type ListSpec } from "../lists/run";
import { dateParam, enumListParam, pageParams, timestampParam } from "../lists/paging";
import { COMPACT_ENTITY_COLUMNS, pageExtrasColumns, renderEntities, type EntityWithExtras } from "./views";
import type { TrackerItem } from "./views.schema";

/**
 * GET /tracker query (decisions "Filter names left open"), as query-string values; list values
 * match any of them. The tool `list_companies` takes the same fields as JSON values.
 */
export const CompanyListQuery = z
  .object({
    classification: z
      .string()
      .max(500)
      .optional()
      .describe("Up to four comma-separated sector terms (aliases `sector`, `sectors`)."),
    sector: z.string().max(500).optional().describe("Alias of `classification`."),
    sectors: z.string().max(500).optional().describe("Alias of `classification`."),
    status: enumListParam(["ok", "paused"], "status").optional(),
    stage: enumListParam(STAGES, "stage").optional(),
    tag: z
      .string()
      .max(500)
      .transform((v) =>
        v
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean),
      )
      .optional()
      .describe("One tag or a comma-separated list: companies with any of them."),
    updatedAfter: dateParam("updatedAfter").optional(),
    ...pageParams,
  })
  .strict();
export type CompanyListQuery = z.output<typeof CompanyListQuery>;

export type ListCompaniesResponse = ListPage<TrackerItem>;

/** The compact columns, qualified: the sector filter may join the category index, which has some of the same names. */
const COMPACT_PAGE_COLUMNS = COMPACT_ENTITY_COLUMNS.map((c) => `entities.${c}` as const);

const companyList: ListSpec<CompanyListQuery, null, EntityWithExtras, TrackerItem> = {
  columns: {
    orgId: "entities.org_id",
    createdAt: "entities.created_at",
    id: "entities.id",
    classification: {
      paths: "entities.classification_paths",
      ids: "entities.classification",
      index: { table: "entity_categories", row: "entity_id" },
    },
  },
  filters: () => null,
  binding: (_, q) => ({
    status: q.status ? [...q.status].sort() : null,
    stage: q.stage ? [...q.stage].sort() : null,
    tag: q.tag ? [...q.tag].sort() : null,
    updatedAfter: q.updatedAfter ?? null,
  }),
  query({ db, view, q }) {
    // Each company's extras (full view) come back as columns of the page query: a page is one
    // statement. Its latest signal is on its row.
    const base = db.selectFrom("entities");
    let qb = (
      view === "compact"
        ? base.select(COMPACT_PAGE_COLUMNS)
        : base.selectAll("entities").select(pageExtrasColumns(view))
    ).$castTo<EntityWithExtras>();
    if (q.status?.length) qb = qb.where("entities.status", "in", q.status);
    if (q.stage?.length) qb = qb.where("entities.stage", "in", q.stage);
    if (q.tag?.length) qb = qb.where(sql<boolean>`entities.tags && ${q.tag}::text[]`);
    if (q.updatedAfter) qb = qb.where("entities.updated_at", ">=", timestampParam(q.updatedAfter));
    return qb;
  },
  render: renderEntities,
};

/** GET /api/v1/tracker and the tool `list_companies`: newest first, compact by default, each with its latest signal. */
export function listCompanies(deps: AppDeps, actor: Actor, q: CompanyListQuery): Promise<ListCompaniesResponse> {
  return runList(deps, actor, companyList, q);
}
