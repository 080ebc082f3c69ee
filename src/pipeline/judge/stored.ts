import type { ChangeType, Evidence } from "../signal";
import type { SnapshotPage } from "../collect/snapshot";
import type { WatchItem } from "./watch";
import type { StatementReading } from "../read/index";
import type { EvidenceCheck } from "./evidence";

/*
 * What every analyser stores as a signal's `analysis` and what readers of it (the signal page) rely
 * on. The local analyser's analysisOf is typed by it (and the model analyser stores through it), and
 * the parts come from the analysers' own types: renaming a field on either side breaks the build,
 * not the page. The analysis holds more
 * (what changed, baseline facts, lead discovery); those parts are read only as the API's JSON.
 */

export type AnalyserName = "local" | "model" | "none";

/** A statement as stored: the frame is absent from analyses stored before statements were read as frames. */
export type StoredStatement = Pick<StatementReading, "statement" | "counted" | "rule" | "why"> &
  Partial<Pick<StatementReading, "frame">>;

/** A finding as analysisOf (local.ts) stores it, which the model analyser's findings share. */
export interface StoredFinding {
  type: ChangeType | "other";
  headline: string;
  quote: { added: string; removed: string };
  cues: string[];
  matchedWatchItems: string[];
  evidence: Evidence[];
  statements?: StoredStatement[];
  /** Judging on evidence: absent from analyses stored before findings were checked (judge/evidence.ts). */
  checks?: EvidenceCheck[];
  tiedBy?: string[];
}

export type StoredNamesake = NonNullable<SnapshotPage["namesakes"]>[number] & { source: string };

export type StoredWatchItem = Pick<WatchItem, "label"> & { matched: boolean; why: string[] };

/** The part of a signal's analysis its readers rely on. */
export interface StoredAnalysis {
  analyser: AnalyserName;
  findings: StoredFinding[];
  namesakes: StoredNamesake[];
  watchItems: StoredWatchItem[];
}
