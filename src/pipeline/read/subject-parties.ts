import { foldedPhrase, spaceTokens } from "../../text";
import { anyPhrase, withoutTrailingPunctuation } from "./cue-match";
import { mentionsAny } from "./company-names";
import { startsUpper } from "./object";
import { LEGAL_SUFFIXES, MERGE_VERBS } from "./subject-cues";

/* A merger's parties named as its subject, and a company named as one example of many (read/subject.ts). */

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

/** Words that open a list of examples before a name ("startups such as Kaeru"), and end one after it. */
const EXAMPLES_BEFORE = ["such as", "including", "among them"];
/** Japanese "A や B など" and Korean "A, B 등": the particles that join or close a list of examples. */
const EXAMPLES_AFTER = ["や", "など", "등", "and other", "and others"];

/**
 * Another's news that names the company only as one example of a list ("startups such as Kaeru Energy and Sanko",
 * "カエルエナジー株式会社や…サンコウ計装株式会社など"): one of many named in passing, no party to it. Off the company's
 * site only; null otherwise.
 */
export function exampleOfMany(sentence: string, ownSite: boolean, names: string[]) {
  if (ownSite || !namedAsExample(sentence, names)) return null;
  const why = "names the company as one example of many";
  return { kind: "organisation" as const, text: null, named: false, other: why };
}

/** Whether every mention of the company in the sentence is an example of a list, and there is one. */
function namedAsExample(sentence: string, names: string[]): boolean {
  const folded = foldedPhrase(sentence).split(" ");
  let seen = false;
  for (const name of names) {
    const parts = name.split(" ");
    for (let i = folded.indexOf(parts[0]!); i >= 0; i = folded.indexOf(parts[0]!, i + 1)) {
      if (folded.slice(i, i + parts.length).join(" ") !== name) continue;
      seen = true;
      let end = i + parts.length;
      while (LEGAL_SUFFIXES.has(folded[end] ?? "")) end++;
      const before = folded.slice(Math.max(0, i - 2), i).join(" ");
      const after = folded.slice(end, end + 2);
      const example =
        EXAMPLES_BEFORE.some((w) => before.endsWith(w)) || EXAMPLES_AFTER.some((w) => after.join(" ").startsWith(w));
      if (!example) return false;
    }
  }
  return seen;
}
