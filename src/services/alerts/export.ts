import type { Actor } from "../access/actor";
import type { AppDeps } from "../deps";
import { pagedCsv, many } from "../lists/csv-pages";
import { MAX_LIMIT } from "../lists/paging";
import { listAlerts, type AlertListQuery } from "./list";
import type { AlertFull } from "./views.schema";

export const ALERT_CSV_COLUMNS = [
  "created_at",
  "company",
  "outcome",
  "reason",
  "subject",
  "recipients",
  "rules_matched",
  "rules_not_matched",
  "signal_id",
  "alert_id",
  "company_id",
] as const;

/** The alert decisions the filters select, newest first, with the rules each evaluated. */
export function alertsCsv(deps: AppDeps, actor: Actor, query: AlertListQuery): AsyncGenerator<string> {
  return pagedCsv<AlertFull>(
    ALERT_CSV_COLUMNS,
    (cursor) => listAlerts(deps, actor, { ...query, view: "full", limit: MAX_LIMIT, cursor }),
    (a) => [
      a.createdAt,
      a.companyName,
      a.outcome,
      a.reason,
      a.subject,
      many(a.recipients),
      many(a.ruleEvaluations.filter((r) => r.matched).map((r) => r.rule)),
      many(a.ruleEvaluations.filter((r) => !r.matched).map((r) => r.rule)),
      a.signalId,
      a.id,
      a.entityId,
    ],
  );
}
