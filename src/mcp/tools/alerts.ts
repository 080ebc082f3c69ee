import { z } from "zod";
import { ALERT_OUTCOME_FILTERS, AlertListQuery, listAlerts } from "../../services/alerts/list";
import { getAlert } from "../../services/alerts/get";
import { withOneCompanyLookup } from "../../services/lists/company-lookup";
import { withDateRange } from "../../services/lists/paging";
import { createdRangeArgs, enumList, pageArgs, sectorArgs, uuidArg } from "../schemas";
import { defineTool } from "../tool";

/* The alert tools: GET /alerts and GET /alerts/{id} (spec 4.3). */

export const listAlertsTool = defineTool({
  name: "list_alerts",
  title: "List alerts",
  description:
    "Lists alerts, newest first: whether a tracker run emailed the investor, and why (only `sent` alerts " +
    'unless `outcome` says otherwise; `all` for every outcome). Use it for "what was I alerted about" or "why ' +
    'was I not alerted" questions. Filter by company (`entityQuery` takes a company or founder name; ' +
    "`entityId` an exact id), by date, or by sector; `latestPerEntity: true` keeps each company's newest " +
    "alert. If `entityQuery` is ambiguous the tool answers `ambiguous_entity` with candidates: ask the user " +
    'which one, then pass its `entityId`. Compact unless `view: "full"`; page with `cursor`.',
  input: withOneCompanyLookup(
    "entity",
    withDateRange(
      z.strictObject({
        ...createdRangeArgs("alerts"),
        outcome: enumList(
          ALERT_OUTCOME_FILTERS,
          "Only alerts with this outcome, or any of a list: `sent` (the default), `suppressed` (the rules " +
            "decided not to email), `failed`; or `all`.",
        ),
        latestPerEntity: z
          .boolean()
          .optional()
          .describe("true: only each company's newest alert among those the other filters keep."),
        entityId: AlertListQuery.shape.entityId,
        entityQuery: AlertListQuery.shape.entityQuery,
        ...sectorArgs,
        ...pageArgs,
      }),
    ),
  ),
  annotations: { readOnlyHint: true, openWorldHint: false },
  operation: "listAlerts",
  run: (a, { deps, actor }) => listAlerts(deps, actor, a),
});

export const getAlertTool = defineTool({
  name: "get_alert",
  title: "Get an alert",
  description:
    "Returns one alert in full: its recipients, subject, and how each alert rule was evaluated. Use it to " +
    "explain to the user why an alert was or was not sent.",
  input: z.strictObject({ alertId: uuidArg("alert") }),
  annotations: { readOnlyHint: true, openWorldHint: false },
  operation: "getAlert",
  run: (a, { deps, actor }) => getAlert(deps, actor, a.alertId, "full"),
});
