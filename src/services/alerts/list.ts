import { sql, type RawBuilder, type SqlBool } from "kysely";
import { z } from "zod";
import type { AlertOutcome } from "../../db/types";
import type { AppDeps } from "../deps";
import type { Actor } from "../access/actor";
import { classificationParam, classificationParams } from "../lists/classification-filter";
import { entityLookupParams, withOneCompanyLookup } from "../lists/company-lookup";
import { runList, type ListPage, type ListSpec } from "../lists/run";
import { boolParam, dateRangeParams, enumListParam, pageParams, timestampParam, withDateRange } from "../lists/paging";
import { ALERT_OUTCOMES, type AlertItem } from "./views.schema";
import { renderAlert, type AlertViewRow } from "./views";

export const ALERT_OUTCOME_FILTERS = [...ALERT_OUTCOMES, "all"] as const;
export type AlertOutcomeFilter = (typeof ALERT_OUTCOME_FILTERS)[number];

/**
 * GET /alerts query (spec 4.3), as query-string values; the tool `list_alerts` takes the same
 * fields as JSON values. since before until, and not both company parameters, are checked with
 * the other fields.
 */
export const AlertListQuery = withOneCompanyLookup(
  "entity",
  withDateRange(
    z
      .object({
        ...dateRangeParams,
        outcome: enumListParam(ALERT_OUTCOME_FILTERS, "outcome")
          .optional()
          .describe("`sent` (default), `suppressed`, `failed`, a comma list of them, or `all`."),
        latestPerEntity: boolParam
          .optional()
          .describe(
            "true: only each company's newest alert among those the other filters keep (pages still work with " +
              "`cursor`).",
          ),
        ...entityLookupParams,
        ...classificationParams,
        ...pageParams,
      })
      .strict(),
  ),
);
export type AlertListQuery = z.output<typeof AlertListQuery>;

export type ListAlertsResponse = ListPage<AlertItem, "entity">;

/** The outcomes to keep, or null for all of them. */
export function outcomesOf(filter: AlertOutcomeFilter[] | undefined): AlertOutcome[] | null {
  const values: AlertOutcomeFilter[] = filter?.length ? filter : ["sent"];
  if (values.includes("all")) return null;
  return [...new Set(values as AlertOutcome[])].sort();
}

const alertList: ListSpec<AlertListQuery, { outcomes: AlertOutcome[] | null }, AlertViewRow, AlertItem, "entity"> = {
  columns: {
    orgId: "a.org_id",
    createdAt: "a.created_at",
    id: "a.id",
    classification: { paths: "e.classification_paths", ids: "e.classification" },
  },
  dateRange: true,
  company: { kind: "entity", column: "a.entity_id" },
  filters: (f) => ({ outcomes: outcomesOf(f.outcome) }),
  binding: ({ outcomes }, f) => ({ outcome: outcomes, latestPerEntity: f.latestPerEntity ?? false }),
  query({ db, view, filters: { outcomes }, q: f, actor }) {
    let qb = db
      .selectFrom("alerts as a")
      // The row carries its company's name (migration 0010): the company is joined only for the sector filter.
      .$if(classificationParam(f) !== undefined, (b) => b.innerJoin("entities as e", "e.id", "a.entity_id"))
      .select(["a.id", "a.entity_id", "a.company_name", "a.signal_id", "a.outcome", "a.reason", "a.created_at"])
      .$if(view === "full", (b) => b.select(["a.recipients", "a.subject", "a.rule_evaluations"]));
    if (outcomes) qb = qb.where(sql<SqlBool>`a.outcome = any(${outcomes}::text[])`);
    if (f.latestPerEntity) {
      // Keeps an alert only when its company has no newer one passing the same filters (the list
      // applies the organisation and dates to `a`). The set does not depend on the page, so keyset
      // cursors over it skip and repeat nothing.
      const newer: RawBuilder<SqlBool>[] = [sql<SqlBool>`b.org_id = ${actor.orgId}`];
      if (outcomes) newer.push(sql<SqlBool>`b.outcome = any(${outcomes}::text[])`);
      if (f.since) newer.push(sql<SqlBool>`b.created_at >= ${timestampParam(f.since)}`);
      if (f.until) newer.push(sql<SqlBool>`b.created_at < ${timestampParam(f.until)}`);
      qb = qb.where(
        sql<SqlBool>`not exists (select 1 from alerts b
          where b.entity_id = a.entity_id and ${sql.join(newer, sql` and `)}
            and (b.created_at, b.id) > (a.created_at, a.id))`,
      );
    }
    return qb;
  },
  render: (rows, view) => rows.map((r) => renderAlert(r, view)),
};

/**
 * GET /api/v1/alerts and the tool `list_alerts`: newest first, compact by default, `sent` unless
 * `outcome` says otherwise.
 */
export function listAlerts(deps: AppDeps, actor: Actor, q: AlertListQuery): Promise<ListAlertsResponse> {
  return runList(deps, actor, alertList, q);
}
