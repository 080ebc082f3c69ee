/** Signals (spec 2.7, 4.3): the analysed result of each tracker run. Shared by REST and the tool server. */
export { listSignals, MAX_TEXT_WORDS, SignalListQuery, type ListSignalsResponse } from "./list";
export { getSignal } from "./get";
export * from "./views";
