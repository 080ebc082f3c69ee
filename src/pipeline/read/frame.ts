import nlp from "compromise";
import type { ChangeType } from "../signal";
import { anyPhrase, leadingMatch, withoutTrailingPunctuation } from "./cue-match";
import { type PhraseMatch, phrase } from "./phrases";
import { INVESTOR_CUES } from "./subject-cues";
import { ASKED_WHEN_CUES, LATER_CUES } from "./modality-cues";
import type { ReadingContext } from "./context";
import { foldedPhrase, hasDigit, hasHangul, hasKana, words } from "../../text";
import { isDigits, spaceTokens } from "../../text/token-classes";
import { EVENT_NOUNS, EVENT_VERBS, SOURCE_DETERMINERS, SOURCE_PREPOSITIONS } from "./cues";
import { type Assertion, assertionOf } from "./modality";
import { type SubjectKind, subjectOf, type Who } from "./subject";
import { type EventTime, timeOf } from "./time";
import { isAbbreviation } from "./phrase-reading";
import { approvedOther } from "./regulator";
import { inQuotedTitle } from "./quoted-title";

/*
 * A statement read as an event frame (docs/pipeline.md "Reading statements"): who did what to whom,
 * for how much, when, in which tense, whether asserted and on whose word. compromise parses the
 * tense, the amount and the object; chrono-node the date (time.ts); the subject, the polarity and
 * the modality come from subject.ts and modality.ts. The verdict (read/index.ts) is taken from the
 * frame alone, and the frame is stored with it in the signal's analysis.
 */

export interface Frame {
  event: ChangeType;
  /** The words of the event ("raised a $40M Series B"). */
  words: string;
  subject: { kind: SubjectKind; text: string | null };
  /** Whom or what the event is done to or with ("Stripe", "a new Denver office"). */
  object: string | null;
  amount: string | null;
  /** The day, month or year the sentence sets the event at, and the words that set it. */
  date: string | null;
  when: string | null;
  tense: "past" | "present" | "future" | null;
  polarity: Assertion["polarity"];
  modality: Assertion["modality"] | "reference";
  attribution: string | null;
}

/** A frame with what its verdict needs beyond it: why the subject is not the company, and the time as read. */
export interface FramedStatement {
  frame: Frame;
  /** The part of the sentence the event's words are in. */
  clause: string;
  who: Who;
  assertion: Assertion;
  time: EventTime | null;
}

/** The frame of the event whose words `m` matched in `sentence`. */
export function frameOf(sentence: string, m: PhraseMatch, type: ChangeType, ctx: ReadingContext): FramedStatement {
  const start = m.index;
  const end = m.index + m[0].length;
  const before = sentence.slice(0, start);
  const after = sentence.slice(end);
  const clause = clauseAround(sentence, start, end);
  const eventEnd = clause.indexOf(m[0]) + m[0].length;
  const stated = assertionOf(sentence, before, clause.slice(0, eventEnd), type, clause.slice(eventEnd), after);
  // A relative clause tells what followed the event before it ("In March we raised $22M, which let us grow the
  // team"), and a timeline's label dates its entry ("2023 — Raised a €4M seed"): without a time of its own, the
  // clause has theirs.
  const lead = words(sentence.slice(0, sentence.indexOf(clause)));
  const inherits =
    RELATIVE.has(lead.at(-1) ?? "") || (lead.length > 0 && lead.length <= 3) || opensWithDateLabel(sentence);
  const time =
    timeOf(clause, ctx.now) ??
    (inherits ? timeOf(sentence.slice(0, start), ctx.now) : null) ??
    datedByRelative(sentence.slice(sentence.indexOf(clause) + clause.length), ctx.now);
  const who = approvedOther(m[0], after, ctx) ?? subjectOf(sentence, before, after, type, ctx);
  const doc = nlp(clause);
  const tense = tenseOf(doc, m[0]);
  // A round is raised when it is done: "we will raise a Series B" is a plan (a deal or an appointment announced for a
  // later date is still news).
  // So is a round dated in a later year ("we'll raise a small seed round next year").
  const later = !!time?.date && Number(time.date.slice(0, 4)) > ctx.now.getUTCFullYear();
  const asserted = stated.modality === "asserted" && stated.polarity === "affirmative";
  // So is a launch, a round or a figure told for a later time right after its words ("we're launching a port feed
  // next quarter", "runway into 2028": a forecast).
  const ahead =
    type === "fundraising" || type === "metrics_shared" || launches(m[0])
      ? laterAfter(clause.slice(eventEnd - m[0].length), ctx.now)
      : null;
  const askedWhen = asserted && tense !== "past" ? ASKED_WHEN.exec(before) : null;
  const assertion: FramedStatement["assertion"] = askedWhen
    ? { ...stated, modality: "question", cue: askedWhen[0].trim() }
    : type === "fundraising" && (tense === "future" || later) && asserted
      ? { ...stated, modality: "plan", cue: later ? `a round dated ${time!.text}` : "a round in the future tense" }
      : ahead && asserted
        ? { ...stated, modality: "plan", cue: `${LATER_WHAT[type] ?? "a launch"} dated ${ahead}` }
        : stated;
  // A round or a customer named without a verb of its event ("we grew on a small seed round", "our largest customer
  // renewed") refers to one, "every launch" to all of a kind, and a talk's quoted title ("a demo: “Launch day for …”")
  // to a work; none says one was raised, won or shipped.
  const reference =
    refersOnly(sentence, m[0], type) ||
    inQuotedTitle(sentence, start) ||
    EVERY.has(words(before).at(-1) ?? "") ||
    roundAsSource(before, m[0], type) ||
    roundNamedOnly(sentence, m[0], after, type) ||
    CONTACT_CLAUSE.test(before);
  const frame: Frame = {
    event: type,
    words: m[0].trim(),
    subject: { kind: who.kind, text: who.text },
    object: objectOf(after),
    amount: doc.match("#Money+ #Multiple?").first().text() || null,
    date: time?.date ?? null,
    when: time?.text ?? null,
    tense,
    polarity: assertion.polarity,
    modality: reference ? "reference" : assertion.modality,
    attribution: assertion.attribution,
  };
  return { frame, clause, who, assertion, time };
}

/** "Every launch came with …", "each round": the event's words after these name a kind of event, not one. */
const EVERY = new Set(["every", "each"]);

/**
 * A noun phrase opening a clause and "we" right after it, without "that" ("The plan we raised our seed round for is
 * still the plan", "the money we raised lasts until 2028"): the event describes the noun, it is not told as news. A
 * time's noun ("This year we raised") is when, not what.
 */
const CONTACT_TIME = "year|month|week|quarter|spring|summer|autumn|fall|winter|morning|day|days|time|moment";
const CONTACT_CLAUSE = new RegExp(
  "(?:^|[,;:(]\\s*)(?:the|this|that|these|those|everything|all|anything)\\s+" +
    `(?:(?!(?:${CONTACT_TIME})\\s)[\\p{Ll}-]+\\s+){1,2}(?:we|i)\\s+(?:[\\p{L}'’-]+\\s+){0,3}$`,
  "iu",
);

/** The tense of the verb in the event's words, else of the clause's first verb; null for a headline without one. */
function tenseOf(doc: ReturnType<typeof nlp>, words: string): Frame["tense"] {
  const verbs = doc.verbs().json() as { text: string; verb?: { grammar?: { tense?: string } } }[];
  const own = verbs.find((v) => words.includes(v.text.trim())) ?? verbs[0];
  const tense = own?.verb?.grammar?.tense;
  return tense === "PastTense"
    ? "past"
    : tense === "FutureTense"
      ? "future"
      : tense === "PresentTense"
        ? "present"
        : null;
}

/** The organisation or noun phrase the event's words are followed by. */
function objectOf(after: string): string | null {
  const doc = nlp(after.slice(0, 120));
  const text = doc.match("^(by|with|of|to|from)? [#ProperNoun+]", 0).text() || doc.nouns().first().text();
  return text ? withoutTrailingPunctuation(text).slice(0, 80) : null;
}

/** The part of the sentence the event's words are in: from the boundary before them to the one after. */
function clauseAround(sentence: string, start: number, end: number): string {
  // A clause ends at a semicolon, a colon, a dash, a bracket, a comma before a conjunction (", but", ", which",
  // ", including") or a sentence's full stop: "We raised $5M; our rival sold" is two clauses.
  const BOUNDARY = /[;:—–()]|,\s+(?:but|and|while|whereas|although|though|which|who|whose|including)\b|\.\s/g;
  let from = 0;
  let to = sentence.length;
  for (const b of sentence.matchAll(BOUNDARY)) {
    // "a teacher in St. Paul": an abbreviation's full stop ends no clause.
    if (b[0].startsWith(".") && isAbbreviation(spaceTokens(sentence.slice(0, b.index)).at(-1) ?? "")) continue;
    if (b.index! + b[0].length <= start) from = b.index! + b[0].length;
    else if (b.index! >= end && to === sentence.length) to = b.index!;
  }
  // A relative clause set off by commas ends at its comma: "Fiona, who has been CEO since 2021, becomes CTO" tells
  // the change in its main clause, after the aside.
  const lead = sentence.slice(0, from);
  const aside = sentence.slice(from, start).lastIndexOf(",");
  if (RELATIVE.has(words(lead).at(-1) ?? "") && aside >= 0) from += aside + 1;
  return sentence.slice(from, to);
}

/** A later time in an event's words or after them, up to the next comma ("next quarter", "into 2028"); else null. */
function laterAfter(rest: string, now: Date): string | null {
  const span = rest.split(",")[0] ?? "";
  const cue = LATER.exec(span);
  if (cue) return cue[0].trim();
  const time = timeOf(span, now);
  return time?.date && Number(time.date.slice(0, 4)) > now.getUTCFullYear() ? time.text : null;
}
const LATER = anyPhrase(LATER_CUES);
const ASKED_WHEN = anyPhrase(ASKED_WHEN_CUES);
const LATER_WHAT: Partial<Record<ChangeType, string>> = { fundraising: "a round", metrics_shared: "a figure" };
/** Words of a launch, as against a price revision or an approval a date makes effective later (still news). */
const launches = (eventWords: string) => LAUNCH.exec(eventWords) !== null;
const LAUNCH = anyPhrase(["launch*|releas*|ship|ships|shipping|introduc*|unveil*|debut*|roll|rolls|rolling"]);

/**
 * A timeline's entry: a sentence opening with a year or a year and month as its label ("2022.06 Launched …; raised
 * ¥150 million", "2023-09 Series A"), which dates each of its clauses.
 */
function opensWithDateLabel(sentence: string): boolean {
  const first = (sentence.trimStart().split(" ")[0] ?? "").replaceAll("/", ".").replaceAll("-", ".");
  const [year, month, ...rest] = first.split(".");
  const isYear = year?.length === 4 && isDigits(year) && (year.startsWith("19") || year.startsWith("20"));
  return isYear && rest.every((p) => p === "") && (!month || (month.length <= 2 && isDigits(month)));
}

/** The words a relative clause opens with (the clause boundary before it holds them). */
const RELATIVE = new Set(["which", "who", "whose"]);

/**
 * The time a relative clause right after the event's gives it, up to that clause's end: "led our $18 million Series
 * A, which closed at the end of October" is dated October. A time ahead ("which will fund us through 2027") is what
 * the money is for, not when it was raised.
 */
function datedByRelative(rest: string, now: Date): EventTime | null {
  if (!RELATIVE.has(words(rest)[0] ?? "")) return null;
  const ends = [rest.indexOf(",", 1), rest.indexOf(";", 1)].filter((i) => i > 0);
  const time = timeOf(ends.length ? rest.slice(0, Math.min(...ends)) : rest, now);
  return time?.date && time.date <= now.toISOString().slice(0, time.date.length) ? time : null;
}

/** An amount of money: a round that names its size states it ("an $8M seed round"). */
const AMOUNT = phrase("#amount");

/** Whether the event's words end in a bare noun of its type ("seed round") and the sentence has none of its verbs. */
function refersOnly(sentence: string, words: string, type: ChangeType): boolean {
  const verbs = EVENT_VERBS[type];
  const nouns = EVENT_NOUNS[type];
  if (!verbs || !nouns?.some((n) => ` ${foldedPhrase(words)}`.endsWith(` ${n}`))) return false;
  const infinitives = (text: string) =>
    (nlp(text).verbs().json() as { verb?: { infinitive?: string } }[]).map((v) => v.verb?.infinitive ?? "");
  if (infinitives(words).some((v) => verbs.has(v))) return false;
  if (type === "fundraising" && AMOUNT.test(sentence)) return false;
  return !infinitives(sentence).some((v) => verbs.has(v));
}

/**
 * A round's bare noun where something comes from ("reicht unser Geld aus der Seed-Runde"), no amount in its words: the
 * round referred to (SOURCE_PREPOSITIONS).
 */
function roundAsSource(before: string, matched: string, type: ChangeType): boolean {
  if (type !== "fundraising" || AMOUNT.test(matched)) return false;
  const ws = words(before).slice(-2);
  const [a, b] = ws.length === 2 ? ws : ["", ws[0] ?? ""];
  return SOURCE_PREPOSITIONS.has(b!) || (SOURCE_PREPOSITIONS.has(a!) && SOURCE_DETERMINERS.has(b!));
}

const INVESTOR_START = anyPhrase(INVESTOR_CUES);

/** Words that open by naming a round's investors ("led by Northzone", "with participation from …"). */
export const INVESTORS = { test: (words: string): boolean => leadingMatch(words, INVESTOR_START) !== null };

/** Korean and Japanese verbs of a round raised or closed: "투자를 유치했다", "資金調達を実施", "第三者割当増資". */
const RAISED_CJK = ["유치", "마무리", "완료", "클로징", "받았", "調達", "増資", "実施", "完了"];
/** Korean and Japanese for "since", right after an event: "シリーズAの調達以降は", "시리즈A 이후". */
const SINCE_CJK = ["以降", "以来", "이후", "이래"];

/**
 * A round named in Korean or Japanese without its verb or an amount ("시리즈A는 언제 준비해야 하느냐", "シリーズA
 * 단계"), or as the time since which something followed ("シリーズAの調達以降は、…72名になりました"): referred to, not
 * raised now.
 */
function roundNamedOnly(sentence: string, matched: string, after: string, type: ChangeType): boolean {
  if (type !== "fundraising" || (!hasHangul(sentence) && !hasKana(sentence))) return false;
  if (
    words(after)
      .slice(0, 3)
      .some((w) => SINCE_CJK.includes(w))
  )
    return true;
  return !AMOUNT.test(sentence) && !hasDigit(sentence) && !RAISED_CJK.some((v) => sentence.includes(v));
}
