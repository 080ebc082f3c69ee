import type { SnapshotDiff } from "../compare/index";
import type { SignalDraft } from "../signal";
import type { SnapshotPage } from "../collect/snapshot";
import type { WatchItem } from "./watch";

/** Everything an analyser reads: the company, what to watch, this snapshot and its diff. */
export interface AnalysisInput {
  company: { name: string; website: string | null; description: string | null; founders: string[] };
  thingsToTrack: string;
  watchItems: WatchItem[];
  diff: SnapshotDiff;
  pages: SnapshotPage[];
  /**
   * The snapshot the diff was taken against, when the run passes it: gives the titles of people
   * who left the team pages (a departing executive is named with their title).
   */
  previousPages?: SnapshotPage[] | null;
  now: Date;
}

/**
 * Turns a run's changes into its one signal. Two implementations satisfy it: the deterministic
 * local analyser, and the language-model analyser (which falls back to the local one).
 */
export interface SignalAnalyser {
  readonly name: string;
  analyse(input: AnalysisInput): Promise<SignalDraft>;
}
