import { spaceTokens } from "../../text";
import { anyPhrase, withoutTrailingPunctuation } from "./cue-match";
import { mentionsAny } from "./company-names";
import { GENERIC, NOT_A_NAME } from "./subject-cues";

/*
 * What follows an event's words (docs/pipeline.md "Reading statements"): its object, up to the next clause, and a
 * product someone else made ("the FDA approved the first gene therapy …, developed by a large biotech company" is
 * that company's news, not this one's).
 */

/** A word as the word sets of subject-cues.ts hold it: lower case, "’" as "'" ("We’ve" is "we've"). */
export const wordKey = (word: string) => word.toLowerCase().replaceAll("’", "'");
export const startsUpper = (word: string | undefined) => word !== undefined && word[0]! >= "A" && word[0]! <= "Z";
// A single letter is an initial or a legal form's part ("A/S"), never a name.
export const isName = (word: string | undefined) =>
  word !== undefined && word.length > 1 && !NOT_A_NAME.has(wordKey(word));

/** What makes products: "a large biotech company", "a rival". */
const MAKERS = new Set(["company", "biotech", "firm", "startup", "start-up", "rival", "competitor", "group", "pharma"]);
/** Who made a product: "developed by", "made by", "built by", "marketed by". */
const MADE_BY = anyPhrase(["developed|made|built|marketed|sold|owned by*"]);
/** Whether what follows an event says someone else made its product ("developed by a large biotech company"). */
export function madeByOther(after: string, names: string[]): boolean {
  const m = MADE_BY.exec(after);
  if (!m) return false;
  const maker = after.slice(m.index + m[0].length, m.index + m[0].length + 60);
  if (mentionsAny(maker, names)) return false;
  // Someone: a name, or an organisation described ("a large biotech company"); not "by hand", not "by our team".
  const [next = "", ...rest] = spaceTokens(maker);
  if (startsUpper(next) && isName(next)) return true;
  return GENERIC.has(wordKey(next)) && rest.slice(0, 4).some((w) => MAKERS.has(wordKey(withoutTrailingPunctuation(w))));
}

/**
 * The words right after a deal's that name its other party, up to the first comma, bracket or stop: "Intakely" in
 * "has acquired Intakely, the tool many of you used before switching to Formwell" (an aside names no party).
 */
export function objectSpan(after: string): string {
  const head = after.slice(0, 80);
  // A clause after the object is another's: "buys CallMint as Gong and Seamly race …".
  const ends = [",", ";", ":", "(", ". ", "—", " – ", " as ", " while ", " amid ", " after "]
    .map((m) => head.indexOf(m))
    .filter((i) => i >= 0);
  const purpose = purposeAt(head);
  if (purpose >= 0) ends.push(purpose);
  return ends.length ? head.slice(0, Math.min(...ends)) : head;
}

/** Verbs of a rival's aim after "to": "to take on Pallio", "to compete with", "to challenge". */
const RIVALRY_VERBS = new Set([
  "take",
  "compete",
  "rival",
  "challenge",
  "battle",
  "fight",
  "beat",
  "outpace",
  "counter",
]);

/**
 * Where a rival's purpose starts: "buys Palletrack to take on Pallio", "raises $60M to compete with Pallio" tell why,
 * and the company named there is the target, not a party; "agreement to acquire Rinsely", "to deploy Vireo robots"
 * still name the deal's party.
 */
function purposeAt(text: string): number {
  for (let at = text.indexOf(" to "); at >= 0; at = text.indexOf(" to ", at + 1)) {
    if (RIVALRY_VERBS.has(text.slice(at + 4).split(" ")[0] ?? "")) return at;
  }
  return -1;
}
