/** Alerts (spec 2.7, 4.3): whether a run emailed the investor, and why. Shared by REST and the tool server. */
export {
  listAlerts,
  outcomesOf,
  ALERT_OUTCOME_FILTERS,
  AlertListQuery,
  type AlertOutcomeFilter,
  type ListAlertsResponse,
} from "./list";
export { getAlert, getAlertOfSignal } from "./get";
export * from "./views";
