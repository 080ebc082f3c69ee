import { isCapitalised } from "./cue-match";
import { wordKey } from "./object";

/**
 * The words of a party the event is done with, where a postposition follows it: Turkish "İzmir Büyükşehir Belediyesi
 * ile … sözleşmesi imzaladı" (with the municipality), so the name before "ile" is the partner, never the subject.
 */
export function withPartners(words: string[]): Set<number> {
  const out = new Set<number>();
  words.forEach((w, j) => {
    if (!WITH_AFTER.has(wordKey(w))) return;
    out.add(j);
    for (let k = j - 1; k >= 0 && k >= j - 5 && isCapitalised(words[k]!); k--) out.add(k);
  });
  return out;
}
/** Postpositions meaning "with": Turkish "ile". */
const WITH_AFTER = new Set(["ile"]);
