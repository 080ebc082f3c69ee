import nlp from "compromise";
import { findPhrase, hasHangul, hasKana, lowerWords, trimEndOf, words } from "../../text";
import { QUOTATION_PAIRS } from "../../text/token-classes";
import type { ChangeType } from "../signal";
import { anyPhrase, leadingMatch, withoutTrailingPunctuation } from "./cue-match";
import {
  DENIAL,
  GERMAN_SUBJUNCTIVES,
  HYPOTHETICAL,
  NEGATION,
  NEGATION_THAT_ASSERTS,
  PLACE_CONTRACTIONS,
  RUMOUR,
} from "./cues";
import {
  ADVICE_CUES,
  ADVICE_STRICT_CUES,
  ATTRIBUTION_CUES,
  HEARSAY_CUES,
  IMPERATIVE_OPENERS,
  ASKED_ENDINGS,
  FAILED_AFTER_CUES,
  NEGATED_ENDINGS,
  NOT_ASKED,
  PLAN_AFTER_CUES,
  PLAN_CUES,
  PRIORITY_CUES,
  QUESTION_OPENERS,
  SELF_CUES,
  UNNAMED_SOURCE_CUES,
} from "./modality-cues";

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

const PLAN = anyPhrase(PLAN_CUES);
const PRIORITY = anyPhrase(PRIORITY_CUES);
const FAILED_AFTER = anyPhrase(FAILED_AFTER_CUES);
const PLAN_AFTER = anyPhrase(PLAN_AFTER_CUES);

/**
 * A plan named right after the event's words, as Korean and Japanese put it: "투자를 유치할 계획이 없습니다", "資金調達を
 * 行う予定です" (a few words on: the particle and the verb come between); not a plan told later in the sentence.
 */
function planNext(afterEvent: string): [string] | null {
  const next = words(afterEvent).slice(0, 3);
  const plan = next.find((w) => PLAN_NOUNS.some((p) => w.startsWith(p)));
  return plan ? [plan] : null;
}
const PLAN_NOUNS = ["계획", "예정", "予定", "計画"];
/** Korean "rather than", written onto the word it sets aside ("유치보다는"), longest first. */
const RATHER_THAN_SUFFIXES = ["보다는", "보다도", "보다"];

/** The "rather than" ending of the event's last word, if it has one. */
function ratherThan(word: string | undefined): string | null {
  return (word && RATHER_THAN_SUFFIXES.find((suffix) => word.endsWith(suffix))) || null;
}
const ADVICE = anyPhrase(ADVICE_CUES);
const ADVICE_STRICT = anyPhrase(ADVICE_STRICT_CUES);
const HEARSAY = anyPhrase(HEARSAY_CUES);
const UNNAMED_SOURCE = anyPhrase(UNNAMED_SOURCE_CUES);
const SELF = anyPhrase(SELF_CUES);
const IMPERATIVE = anyPhrase(IMPERATIVE_OPENERS);
const QUESTION = anyPhrase(QUESTION_OPENERS);
const ATTRIBUTION = anyPhrase(ATTRIBUTION_CUES);

/**
 * A question: it ends in "?" (Arabic's "؟"), or opens with a question's word and reaches a "?" before a sentence's
 * end.
 */
function isQuestion(sentence: string): boolean {
  const end = sentence.trimEnd();
  if (end.endsWith("?") || end.endsWith("؟")) return true;
  const mark = sentence.indexOf("?");
  if (mark < 0 || !leadingMatch(sentence, QUESTION)) return false;
  const upToMark = sentence.slice(0, mark);
  return !upToMark.includes(".") && !upToMark.includes("!");
}

/** Marks that end a clause, and the closing marks a clause's last word may carry. */
const CLAUSE_ENDS = ["。", ".", "!", "！", "?", "？", "、", ",", ";"];
const CLOSING = "」』”\"')） ";

/**
 * How a Korean or Japanese clause ends after the event's words, where those languages put a question or a negation:
 * "asked" when it ends on "?" or a question's ending ("할까?", "すべきか、"), the negation's ending when negated.
 */
function clauseEnding(afterEvent: string): { asked: true } | { negation: string } | null {
  if (!hasHangul(afterEvent) && !hasKana(afterEvent)) return null;
  const at = Math.min(...CLAUSE_ENDS.map((m) => afterEvent.indexOf(m)).filter((i) => i >= 0), afterEvent.length);
  if (afterEvent[at] === "?" || afterEvent[at] === "？") return { asked: true };
  const last = trimEndOf(afterEvent.slice(0, at), CLOSING);
  if (ASKED_ENDINGS.some((e) => last.endsWith(e)) && !NOT_ASKED.some((e) => last.endsWith(e))) return { asked: true };
  const negation = NEGATED_ENDINGS.find((e) => last.endsWith(e));
  return negation ? { negation } : null;
}

/**
 * How `sentence` states the event whose words start after `before`; `upToEvent` is the event's clause up to the end of
 * its words (a negation after them negates something else, except in Korean and Japanese, whose clause ends on its
 * predicate: `afterInSentence`, the rest of the sentence, is read for that).
 */
export function assertionOf(
  sentence: string,
  before: string,
  upToEvent: string,
  type: ChangeType,
  afterEvent = "",
  afterInSentence = afterEvent,
): Assertion {
  const attribution = attributionOf(sentence);
  const as = (modality: Modality, cue: string | null = null, polarity: Assertion["polarity"] = "affirmative") => ({
    polarity,
    modality,
    cue,
    attribution,
  });
  const ending = clauseEnding(afterInSentence);
  if (isQuestion(sentence) || (ending && "asked" in ending)) return as("question");
  // "Don't raise until …": an instruction, whatever negation it opens with.
  if (leadingMatch(sentence, IMPERATIVE)) return as("advice");
  const denial = findPhrase(before, DENIAL);
  const negated = findPhrase(withoutPlaceContractions(withoutQuotations(upToEvent)), NEGATION);
  if (negated && !findPhrase(upToEvent, NEGATION_THAT_ASSERTS))
    return denial ? as("denial", denial, "negative") : as("asserted", negated, "negative");
  if (ending && "negation" in ending) return as(denial ? "denial" : "asserted", ending.negation, "negative");
  if (denial) return as("denial", denial);
  // Korean puts "rather than" on the event's own word: "추가 투자 유치보다는 흑자 전환에 집중" is no round sought.
  const rather = ratherThan(words(upToEvent).at(-1));
  if (rather) return as("asserted", rather, "negative");
  // Said not to have happened after its words: "a funding round we expected to close did not come together".
  const failed = FAILED_AFTER.exec(afterEvent);
  if (failed) return as("asserted", failed[0].trim(), "negative");
  const planned = PLAN_AFTER.exec(afterEvent) ?? planNext(afterEvent);
  if (planned) return as("plan", planned[0].trim());
  // A condition or a plan governs the words after it up to the next comma: "If you missed it, we raised …" is news.
  const lead = before.slice(Math.max(before.lastIndexOf(","), before.lastIndexOf(";")) + 1);
  const hypo = findPhrase(lead, HYPOTHETICAL) ?? lowerWords(lead).find((w) => GERMAN_SUBJUNCTIVES.has(w));
  if (hypo && !reflexiveSi(hypo, lead)) return as("hypothetical", hypo);
  const plan = PLAN.exec(lead) ?? PRIORITY.exec(before);
  if (plan) return as("plan", plan[0].trim());
  const hearsay =
    HEARSAY.exec(before)?.[0].trim() ?? findPhrase(before, RUMOUR) ?? UNNAMED_SOURCE.exec(sentence)?.[0].trim();
  if (hearsay) return as("rumour", hearsay);
  // A release note speaks to its readers ("you can now …"): "you" is advice only elsewhere.
  const advice = (type === "product_update" ? ADVICE_STRICT : ADVICE).exec(before);
  if (advice && !SELF.test(before.slice(advice.index))) return as("advice", advice[0].trim());
  return as("asserted");
}

/**
 * The clause without the speech it quotes: "« Ce n'est pas un problème de prix », a-t-elle expliqué lors du panel" is
 * the panel told, its quotation's "pas" the speaker's own.
 */
function withoutQuotations(text: string): string {
  let out = text;
  for (const [open, close] of Object.entries(QUOTATION_PAIRS)) {
    // Only marks made for pairs set speech apart: an apostrophe closes none ("don’t"), a straight quote has no side.
    if (open === close || close === "’") continue;
    // A quotation opened in the sentence before ("« … cyber. Ce n'est pas … », a-t-elle expliqué") closes here.
    // Its mark is followed by the reporting clause's comma, as a closing one is (not Danish »…«, which opens with »).
    const closed = out.indexOf(`${close},`);
    const opened = out.indexOf(open);
    if (closed >= 0 && (opened < 0 || opened > closed)) out = out.slice(closed + 1);
    for (let at = out.indexOf(open); at >= 0; at = out.indexOf(open, at)) {
      const end = out.indexOf(close, at + 1);
      if (end < 0) break;
      out = `${out.slice(0, at)} ${out.slice(end + 1)}`;
    }
  }
  return out;
}

/**
 * Portuguese "no", "na", "nos", "nas" before a name are "in the" ("desembarca no México", "chega na Colômbia"), not
 * the English "no": left out before negation is looked for.
 */
function withoutPlaceContractions(text: string): string {
  const tokens = text.split(" ");
  const capitalised = (t: string | undefined) => !!t && t.charAt(0) !== t.charAt(0).toLowerCase();
  return tokens.map((t, i) => (PLACE_CONTRACTIONS.has(t) && capitalised(tokens[i + 1]) ? "em" : t)).join(" ");
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
  if (!ATTRIBUTION.test(sentence)) return null;
  const doc = nlp(sentence);
  const found =
    doc.match("according to [#Determiner? #Noun+]", 0).text() ||
    doc.match("[#ProperNoun+] (said|says|told|reported)", 0).text() ||
    doc.match("(said|says) [#ProperNoun+]", 0).text();
  return found ? withoutTrailingPunctuation(found) : null;
}

/**
 * "si" right before the event's words is Italian's reflexive ("Logiq si è aggiudicata la gara"), not French "if":
 * a French condition names its subject first ("si nous levons …", "s'il …").
 */
function reflexiveSi(cue: string, lead: string): boolean {
  const ws = words(lead);
  // "si è aggiudicata", "si sono aggiudicati": an auxiliary between.
  if (ITALIAN_AUXILIARIES.has(ws.at(-1) ?? "")) ws.pop();
  return words(cue).join(" ") === "si" && ws.at(-1) === "si";
}

const ITALIAN_AUXILIARIES = new Set(["e", "sono", "era", "sara"]);
