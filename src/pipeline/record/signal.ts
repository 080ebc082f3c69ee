import type { Db } from "../../db/database";
import { json } from "../../db/database";
import { newId } from "../../platform/ids";
import type { ChangedPageText } from "../compare/index";
import type { LeadConsideration } from "./leads";
import type { SignalDraft } from "../signal";
import type { RunRef } from "./run-ref";

/**
 * The signal with what became of each person the run considered for a lead, as recorded (a lead,
 * already tracked…), in place of what the scan alone knew.
 */
export function withLeadOutcomes(signal: SignalDraft, leadDiscovery: LeadConsideration[]): SignalDraft {
  return { ...signal, analysis: { ...signal.analysis, leadDiscovery } };
}

/**
 * The run's one signal (spec 2.7: type, severity, recommendation, needs-attention flag, summary,
 * evidence, the full analysis), with the changed pages' texts the web app diffs (docs/web.md).
 * Returns its id.
 */
export async function storeSignal(
  trx: Db,
  run: RunRef,
  signal: SignalDraft,
  diffPages: ChangedPageText[] | undefined,
  now: Date,
): Promise<string> {
  const id = newId();
  await trx
    .insertInto("signals")
    .values({
      id,
      org_id: run.orgId,
      entity_id: run.entityId,
      run_id: run.runId,
      type: signal.type,
      severity: signal.severity,
      recommendation: signal.recommendation,
      needs_attention: signal.needsAttention,
      summary: signal.summary,
      evidence: json(signal.evidence),
      analysis: json({ ...signal.analysis, matchedWatchItems: signal.matchedWatchItems }),
      diff_pages: diffPages?.length ? json(diffPages) : null,
      created_at: now,
    })
    .execute();
  return id;
}
