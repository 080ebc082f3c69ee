import { spaceTokens } from "../../text";
import { anyPhrase, withoutTrailingPunctuation } from "./cue-match";
import { mentionsAny } from "./company-names";
import { startsUpper } from "./object";
import { MERGE_VERBS } from "./subject-cues";

/* A merger's parties named as its subject (read/subject.ts). */

const MERGE_VERB = anyPhrase(MERGE_VERBS);

/**
 * A merger told of its two parties as the subject ("Careline and Homewell to merge", "Acme and Globex have agreed to
 * merge"): a merge verb, and before it two names joined by "and", the company one of them. Such a merger has no object.
 */
export function mergingParties(upToEvent: string, names: string[]): boolean {
  const verb = twoPartiesBefore(upToEvent);
  return verb > 0 && mentionsAny(spaceTokens(upToEvent).slice(0, verb).join(" "), names);
}

/**
 * Where a merge verb stands after two names joined by "and" ("Tabla, the point-of-sale system from Tbilisi, and
 * Menuik, …, have agreed to merge": each party with its aside), as its token's index; -1 when it does not.
 */
export function twoPartiesBefore(upToEvent: string): number {
  const tokens = spaceTokens(upToEvent).map(withoutTrailingPunctuation);
  const verb = tokens.findIndex((t) => MERGE_VERB.test(t));
  if (verb < 2) return -1;
  const joined = tokens
    .slice(1, verb)
    .some((t, i) => t === "and" && startsUpper(tokens[i]!) && startsUpper(tokens[i + 2] ?? ""));
  return joined ? verb : -1;
}
