import { QUICK_PICKS } from "../../pipeline/judge/watch";

/**
 * The quick picks of `thingsToTrack` (spec 4.5 rule 2), in the spec's order: what a form offers as
 * one-click choices beside free text. The tracker reads them (pipeline/judge/watch.ts); forms only need
 * their labels.
 */
export const QUICK_PICK_LABELS: readonly string[] = QUICK_PICKS.map((q) => q.label);
