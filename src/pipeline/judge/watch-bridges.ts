import { isSeniorRole } from "../collect/extract/jobs";
import { statesWorkforceReduction } from "../read/lexicon";

/*
 * Findings of one kind that an item naming another kind covers, because they change what it watches
 * (docs/pipeline.md "Watch items"): headcount going down is hiring news, a senior role opened is the leadership
 * team changing.
 */

/** Why an item of `item.type` covers a finding of another type, or null when it does not. */
export function kindBridge(item: { type: string | null }, f: { type: string; text: string }): string | null {
  // Layoffs are a corporate event, and headcount going down is hiring news too.
  if (item.type === "hiring" && f.type === "corporate_event" && statesWorkforceReduction(f.text))
    return "a workforce reduction, which changes headcount";
  // A senior role opened (a VP, a chief, a head of) is the leadership team changing.
  if (item.type === "leadership_change" && f.type === "hiring" && isSeniorRole(f.text))
    return "a senior role opened, a change to the leadership team";
  return null;
}
