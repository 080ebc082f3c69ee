import { sql, type SqlBool } from "kysely";
import { z } from "zod";
import type { AppDeps } from "../deps";
import { validationError } from "../../errors";
import { normalizePersonName } from "../../identity/people";
import { likeContainsPattern } from "../../taxonomy/resolve";
import type { Actor } from "../access/actor";
import { classificationParams } from "../lists/classification-filter";
import { sourceLookupParams, withOneCompanyLookup } from "../lists/company-lookup";
import { runList, type ListPage, type ListSpec } from "../lists/run";
import { enumListParam, pageParams, textParam } from "../lists/paging";
import { COMPACT_COLUMNS, FULL_COLUMNS, renderLead, type LeadViewRow } from "./views";
import { LEAD_DECISIONS, LEAD_STAGES, type LeadDecisionStatus, type LeadItem } from "./views.schema";

/**
 * GET /leads query (spec 4.4, decisions "Filter names left open"), as query-string values; list
 * values match any of them. The tool `list_leads` takes the same fields as JSON values. Not both
 * company parameters: checked with the other fields.
 */
export const LeadListQuery = withOneCompanyLookup(
  "source",
  z
    .object({
      decision: enumListParam(LEAD_DECISIONS, "decision")
        .optional()
        .describe("`unreviewed` (no decision yet: the inbox), `accepted`, `rejected`, or a comma list of them."),
      ...sourceLookupParams,
      stage: enumListParam(LEAD_STAGES, "stage").optional(),
      ...classificationParams,
      founderName: textParam(
        "A part of the founder's name, ignoring case, accents, spacing and punctuation (`jose` finds José Núñez).",
      ),
      ...pageParams,
    })
    .strict(),
);
export type LeadListQuery = z.output<typeof LeadListQuery>;

export type ListLeadsResponse = ListPage<LeadItem, "source">;

/** The compact key `founderName` is matched with; a value without letters or digits is refused. */
export function founderNameKey(value: string | undefined): string | null {
  if (value === undefined) return null;
  const key = normalizePersonName(value);
  if (key === "") throw validationError([{ path: "founderName", message: "must contain a letter or digit" }]);
  return key;
}

interface LeadFilters {
  founderKey: string | null;
  /** The decisions asked for, without repeats and in a stable order; null for any. */
  decisions: LeadDecisionStatus[] | null;
}

const leadList: ListSpec<LeadListQuery, LeadFilters, LeadViewRow, LeadItem, "source"> = {
  columns: {
    orgId: "l.org_id",
    createdAt: "l.created_at",
    id: "l.id",
    classification: {
      paths: "l.classification_paths",
      ids: "l.classification",
      index: { table: "lead_categories", row: "lead_id" },
    },
  },
  company: { kind: "source", column: "l.source_entity_id" },
  filters: (f) => ({
    founderKey: founderNameKey(f.founderName),
    decisions: f.decision?.length ? [...new Set(f.decision)].sort() : null,
  }),
  binding: ({ founderKey, decisions }, f) => ({
    decision: decisions,
    stage: f.stage?.length ? [...new Set(f.stage)].sort() : null,
    founderName: founderKey,
  }),
  query({ db, view, filters: { founderKey, decisions }, q: f }) {
    let qb = db
      .selectFrom("leads as l")
      .select(COMPACT_COLUMNS)
      .$if(view === "full", (b) => b.select(FULL_COLUMNS));
    if (decisions) {
      const decided = decisions.filter((d) => d !== "unreviewed");
      const unreviewed = decisions.includes("unreviewed");
      qb = qb.where((eb) =>
        eb.or([
          ...(unreviewed ? [eb("l.decision_status", "is", null)] : []),
          ...(decided.length ? [eb("l.decision_status", "in", decided)] : []),
        ]),
      );
    }
    if (f.stage?.length) qb = qb.where("l.stage", "in", f.stage);
    if (founderKey) {
      // founder_name_norm holds normalizePersonName(founder_name); the raw-name test also finds rows
      // written without it, as long as the query is spelled as stored.
      const raw = f.founderName!.trim();
      qb = qb.where(
        sql<SqlBool>`(l.founder_name_norm like ${likeContainsPattern(founderKey)}
          or l.founder_name ilike ${likeContainsPattern(raw)})`,
      );
    }
    return qb;
  },
  render: (rows, view) => rows.map((r) => renderLead(r, view)),
};

/** GET /api/v1/leads and the tool `list_leads`: newest first, compact by default. */
export function listLeads(deps: AppDeps, actor: Actor, q: LeadListQuery): Promise<ListLeadsResponse> {
  return runList(deps, actor, leadList, q);
}
