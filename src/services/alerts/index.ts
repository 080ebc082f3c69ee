/** Alerts (spec 2.7, 4.3): whether a run emailed the investor, and why. Shared by REST and the tool server. */
export { listAlerts, outcomesOf, type AlertOutcomeFilter, type ListAlertsFilters, type ListAlertsResponse } from "./list";
export { getAlert } from "./get";
export * from "./views";
