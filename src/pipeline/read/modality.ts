import nlp from "compromise";
import { findPhrase } from "../../text";
import type { ChangeType } from "../signal";
import { DENIAL, HYPOTHETICAL, NEGATION, NEGATION_THAT_ASSERTS, RUMOUR } from "./cues";

/*
 * Whether a statement asserts its event (docs/pipeline.md "Reading statements"): its polarity (a
 * negation before the event's words) and its modality (a question, a denial, a hypothetical, a plan
 * or a wish, advice, a rumour relayed), and who it is attributed to. The cue words of each language
 * are data (cues.ts); compromise finds who a statement is attributed to.
 */

export type Modality = "asserted" | "question" | "denial" | "hypothetical" | "plan" | "advice" | "rumour";

export interface Assertion {
  polarity: "affirmative" | "negative";
  modality: Modality;
  /** The words that made it so ("not", "if", "plans to", "reportedly"). */
  cue: string | null;
  /** Who the statement is said by, when the sentence says ("according to TechCrunch", "said Jane Doe"). */
  attribution: string | null;
}

const PLAN = new RegExp(
  String.raw`\b(?:plan(?:s|ning|ned)?\s+to|intend(?:s|ing)?\s+to|hop(?:e|es|ing)\s+to|aim(?:s|ing)?\s+to|` +
    String.raw`look(?:ing)?\s+to|want(?:s|ed)?\s+to|wish(?:es)?\s+to|consider(?:s|ing)?|explor(?:e|es|ing)|` +
    String.raw`thinking\s+(?:about|of)|someday|one day|eventually|in the future|down the road|dream(?:s|` +
    String.raw`ing)?\s+of|expect(?:s|ing)?\s+to|going to|` +
    // A wish: "we'd like to", "we would also love to".
    String.raw`(?:would|['’]d)\s+(?:\p{L}+ly\s+|also\s+|still\s+)?(?:like|love)\s+to)(?![\p{L}])`,
  "iu",
);
const ADVICE = new RegExp(
  String.raw`\b(?:how to|tips? (?:for|on)|lessons? (?:for|from)|guide to|playbook|you|your|you['’]re|` +
    String.raw`you['’]ll|should|shouldn['’]t|must|founders should|when to|why (?:you|founders|startups))\b`,
  "i",
);
/** A rumour or another's report relayed ("a report said we are in talks to be acquired"). */
const HEARSAY = new RegExp(
  String.raw`\b(?:rumou?r\w*|report\w*\b[^.!?]{0,40}?\bthat|(?:story|article|piece|newsletter|post|report|` +
    "headline|tweet|thread)s? (?:said|says|claimed|claims|suggested|suggests|stated)|reportedly|" +
    String.raw`speculat\w*|according to (?:a|an|the|one) (?:report|article|story|outlet|source|newsletter)|` +
    String.raw`(?:claims?|claimed|alleg\w*) that|(?:saying|said|says|suggesting|suggested) that|` +
    String.raw`in (?:advanced |early |exclusive )?talks|gossip|whispers?)\b`,
  "i",
);
const ADVICE_STRICT = new RegExp(
  String.raw`\b(?:how to|tips? (?:for|on)|lessons? (?:for|from)|guide to|playbook|should|shouldn['’]t|must|` +
    String.raw`founders should|when to)\b`,
  "i",
);
/** A sentence that opens with a verb's bare form is an instruction ("Raise only when…", "Don't launch…"). */
const IMPERATIVE_START = new RegExp(
  String.raw`^\s*(?:don['’]t|do not|never|always|raise|launch|hire|sell|partner|merge|acquire|avoid|consider|` +
    String.raw`make sure|remember|try)\b`,
  "i",
);

/**
 * How `sentence` states the event whose words start after `before`; `upToEvent` is the event's clause up to the end of
 * its words (a negation after them negates something else).
 */
export function assertionOf(sentence: string, before: string, upToEvent: string, type: ChangeType): Assertion {
  const attribution = attributionOf(sentence);
  const as = (modality: Modality, cue: string | null = null, polarity: Assertion["polarity"] = "affirmative") => ({
    polarity,
    modality,
    cue,
    attribution,
  });
  if (
    /\?\s*$/.test(sentence) ||
    /^\s*(?:should|would|could|can|do|does|did|is|are|will|why|how|what|when|who)\b[^.!]*\?/i.test(sentence)
  )
    return as("question");
  // "Don't raise until …": an instruction, whatever negation it opens with.
  if (IMPERATIVE_START.test(sentence)) return as("advice");
  const denial = findPhrase(before, DENIAL);
  const negated = findPhrase(upToEvent, NEGATION);
  if (negated && !findPhrase(upToEvent, NEGATION_THAT_ASSERTS))
    return denial ? as("denial", denial, "negative") : as("asserted", negated, "negative");
  if (denial) return as("denial", denial);
  // A condition or a plan governs the words after it up to the next comma: "If you missed it, we raised …" is news.
  const lead = before.slice(Math.max(before.lastIndexOf(","), before.lastIndexOf(";")) + 1);
  const hypo = findPhrase(lead, HYPOTHETICAL);
  if (hypo) return as("hypothetical", hypo);
  const plan = PLAN.exec(lead);
  if (plan) return as("plan", plan[0].trim());
  const hearsay = HEARSAY.exec(before)?.[0].trim() ?? findPhrase(before, RUMOUR);
  if (hearsay) return as("rumour", hearsay);
  // A release note speaks to its readers ("you can now …"): "you" is advice only elsewhere.
  const advice = (type === "product_update" ? ADVICE_STRICT : ADVICE).exec(before);
  if (advice && !/\b(?:we|our|us)\b/i.test(before.slice(advice.index))) return as("advice", advice[0].trim());
  return as("asserted");
}

/** Why a statement that is not asserted was dropped, in the analysis's words. */
export function unassertedWhy(a: Assertion): string | null {
  const cue = a.cue ? ` (“${a.cue}”)` : "";
  if (a.modality === "question") return "a question, not a statement";
  if (a.modality === "denial") return `a denial${cue}, not the event it denies`;
  if (a.polarity === "negative") return `negated${cue}`;
  if (a.modality === "hypothetical") return `a hypothetical${cue}`;
  if (a.modality === "plan") return `a plan or a wish${cue}, not something done`;
  if (a.modality === "advice") return a.cue ? `advice${cue}, not an event` : "advice (an instruction), not an event";
  if (a.modality === "rumour") return `hearsay${cue}, not stated by the company`;
  return null;
}

/** "according to TechCrunch", "Jane Doe said", "said Jane Doe": the source a sentence names for itself. */
function attributionOf(sentence: string): string | null {
  if (!/\b(?:according|said|says|told|reported)\b/i.test(sentence)) return null;
  const doc = nlp(sentence);
  const found =
    doc.match("according to [#Determiner? #Noun+]", 0).text() ||
    doc.match("[#ProperNoun+] (said|says|told|reported)", 0).text() ||
    doc.match("(said|says) [#ProperNoun+]", 0).text();
  return found ? found.replace(/[,.;:]+$/, "") : null;
}
