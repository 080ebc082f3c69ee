import { z } from "zod";
import { getSignal } from "../../services/signals/get";
import { listSignals, SignalListQuery } from "../../services/signals/list";
import { SIGNAL_RECOMMENDATIONS, SIGNAL_SEVERITIES, SIGNAL_TYPES } from "../../services/signals/views";
import { withOneCompanyLookup } from "../../services/lists/company-lookup";
import { withDateRange } from "../../services/lists/paging";
import { createdRangeArgs, enumList, pageArgs, sectorArgs, uuidArg } from "../schemas";
import { defineTool } from "../tool";

/* The signal tools: GET /signals and GET /signals/{id} (spec 4.3). */

export const listSignalsTool = defineTool({
  name: "list_signals",
  title: "List signals",
  description:
    "Lists signals, newest first: the analysed result of each tracker run (type, severity, recommendation, " +
    'whether it needs attention, a summary and evidence links). Use it for "what\'s new" questions: filter by ' +
    "company (`entityQuery` takes a company or founder name; `entityId` an exact id), by date, by " +
    "`needsAttention`, by type, severity or recommendation, by sector, or by words (`q`). If `entityQuery` is " +
    "ambiguous the tool answers `ambiguous_entity` with candidates: ask the user which one, then pass its " +
    '`entityId`. Compact unless `view: "full"`; page with `cursor`.',
  input: withOneCompanyLookup(
    "entity",
    withDateRange(
      z.strictObject({
        ...createdRangeArgs("signals"),
        needsAttention: z
          .boolean()
          .optional()
          .describe("true: only signals that need the investor's attention; false: only those that do not."),
        entityId: SignalListQuery.shape.entityId,
        entityQuery: SignalListQuery.shape.entityQuery,
        ...sectorArgs,
        type: enumList(SIGNAL_TYPES, `Only these signal types (one or a list): ${SIGNAL_TYPES.join(", ")}.`),
        severity: enumList(
          SIGNAL_SEVERITIES,
          `Only these severities (one or a list): ${SIGNAL_SEVERITIES.join(", ")}.`,
        ),
        recommendation: enumList(
          SIGNAL_RECOMMENDATIONS,
          `Only these recommendations (one or a list): ${SIGNAL_RECOMMENDATIONS.join(", ")}.`,
        ),
        q: SignalListQuery.shape.q,
        ...pageArgs,
      }),
    ),
  ),
  annotations: { readOnlyHint: true, openWorldHint: false },
  operation: "listSignals",
  run: (a, { deps, actor }) => listSignals(deps, actor, a),
});

export const getSignalTool = defineTool({
  name: "get_signal",
  title: "Get a signal",
  description:
    "Returns one signal in full: the whole summary, every evidence link, and the run's full analysis. Use it " +
    "after list_signals when the user wants the detail.",
  input: z.strictObject({ signalId: uuidArg("signal") }),
  annotations: { readOnlyHint: true, openWorldHint: false },
  operation: "getSignal",
  run: (a, { deps, actor }) => getSignal(deps, actor, a.signalId, "full"),
});
