import nlp from "compromise";
import { foldText } from "../../text";
import { isEnglishWord } from "../collect/mentions";
import type { ChangeType } from "../signal";
import { emptyScores, LEXICON_PATTERNS, type LexiconPattern, type TypeScores } from "./lexicon";

/*
 * Statements read as sentences (docs/pipeline.md "Reading statements"). The lexicon says which
 * words are an event's; real writing uses them in every other sense. So each sentence holding an
 * event's words is read for who did it, when, and whether it is asserted, and counts toward a type
 * only when all three say it is this company's news now:
 *
 *  - assertion: not a question, not negated ("we are not raising"), not a hypothetical ("if we
 *    ever sell"), a plan ("we hope to raise next year") or advice ("how to survive a layoff");
 *  - time: not set in an earlier year, or recalled ("back when we raised", "three years ago",
 *    an anniversary);
 *  - subject: the company (its name, "we"/"our" on its own site, a founder acting for it), not a
 *    customer, a competitor, a guest or "a startup"; for an acquisition, a partnership or a
 *    leadership change, the company one of its parties;
 *  - kind of page: in an engineering write-up, a tutorial, a podcast page, an event recap or an
 *    advice post, an event needs the company named, never "we" doing something technical.
 *
 * compromise (an English NLP library: sentences, negation, questions, tags of names) does the
 * reading; German, French and Spanish sentences get the same checks by their own words. What each
 * statement was read as, kept or dropped, and which rule decided, goes into the signal's analysis.
 */

export type PageKindName =
  | "engineering"
  | "tutorial"
  | "podcast"
  | "event_recap"
  | "advice"
  | "case_study"
  | "retrospective"
  | "roundup";

export interface ReadingContext {
  company: { name: string; founders: string[]; aliases?: string[]; website?: string | null };
  /** Text from the company's own site: "we" is the company, and a sentence without a subject is its. */
  ownSite: boolean;
  now: Date;
  pageKind: PageKindName | null;
}

export type Rule = "asserted" | "assertion" | "time" | "subject" | "page_kind";

/** One event-shaped statement as read: counted, or dropped and why. */
export interface StatementReading {
  type: ChangeType;
  /** The words of the event ("raised a $40M Series B"). */
  statement: string;
  /** The sentence it is in, clipped. */
  sentence: string;
  counted: boolean;
  /** What decided: `asserted` when it counted, else the rule that dropped it. */
  rule: Rule;
  why: string;
}

export interface TextReading {
  scores: TypeScores;
  readings: StatementReading[];
}

const MAX_SENTENCE_CHARS = 400;
const MAX_READINGS = 12;

/**
 * Reads `text` (a title, a post, a changed page's lines): the type scores of its counted statements, and every reading.
 */
export function readText(text: string, ctx: ReadingContext, weight = 1): TextReading {
  const scores = emptyScores();
  const readings: StatementReading[] = [];
  const counted = new Set<LexiconPattern>();
  for (const line of text.split("\n")) {
    if (!line.trim() || !LEXICON_PATTERNS.some((p) => p.re.test(line))) continue;
    for (const sentence of sentencesOf(line)) {
      for (const p of LEXICON_PATTERNS) {
        const m = p.re.exec(sentence);
        if (!m) continue;
        const verdict = judge(sentence, m, p.type, ctx);
        if (verdict.counted && !counted.has(p)) {
          counted.add(p);
          scores[p.type] += p.weight * weight;
        }
        // A weak shape (weight < 1.5) only supports a stronger one: not worth a line in the analysis.
        if (p.weight >= 1.5 && !readings.some((r) => r.type === p.type && r.statement === m[0].trim())) {
          readings.push({ type: p.type, statement: m[0].trim(), sentence: clip(sentence), ...verdict });
        }
      }
    }
  }
  // Dropped readings first only when nothing counted: the analysis shows what counted, then why the rest did not.
  readings.sort((a, b) => Number(b.counted) - Number(a.counted));
  return { scores, readings: readings.slice(0, MAX_READINGS) };
}

/** The sentences of one line (a paragraph). */
export function sentencesOf(line: string): string[] {
  const trimmed = line.trim();
  if (trimmed.length < 60 && !/[.!?]\s+\S/.test(trimmed)) return [trimmed];
  return nlp(trimmed)
    .sentences()
    .out("array")
    .map((s: string) => s.trim())
    .filter(Boolean);
}

type Verdict = Pick<StatementReading, "counted" | "rule" | "why">;
const kept: Verdict = { counted: true, rule: "asserted", why: "stated as done by the company, now" };

function judge(sentence: string, m: RegExpExecArray, type: ChangeType, ctx: ReadingContext): Verdict {
  const start = m.index;
  const end = m.index + m[0].length;
  const before = sentence.slice(0, start);
  const clause = clauseAround(sentence, start, end);

  // A round named without a verb ("we have grown on a small seed round") refers to one; it does not say one was raised.
  if (type === "fundraising" && ROUND_NOUN.test(m[0]) && !ROUND_VERB.test(sentence))
    return { counted: false, rule: "assertion", why: "names a round without saying it was raised now" };
  const unasserted = assertionOf(sentence, before, clause.slice(0, clause.indexOf(m[0]) + m[0].length), type);
  if (unasserted) return { counted: false, rule: "assertion", why: unasserted };
  const past = timeOf(clause, ctx.now);
  if (past) return { counted: false, rule: "time", why: past };
  // The round's investors ("led by Northzone", "with participation from …") describe a round: whose it is, the
  // sentence's other words say.
  if (type === "fundraising" && INVESTORS.test(m[0])) {
    for (const p of LEXICON_PATTERNS) {
      if (p.type !== "fundraising") continue;
      const other = p.re.exec(sentence);
      if (other && !INVESTORS.test(other[0])) return judge(sentence, other, type, ctx);
    }
    return { counted: false, rule: "subject", why: "names a round's investors, not whose round it is" };
  }
  // A founder amplified is a founder (or the company) named in it: "podcast" on a podcast's own page is the page.
  if (type === "founder_amplified" && ctx.ownSite && ctx.pageKind === "podcast") {
    return { counted: false, rule: "page_kind", why: "the company's own podcast is not a founder amplified elsewhere" };
  }
  if (type === "founder_amplified") {
    // On its own site the company's name is everywhere (its own podcast, its own event): a founder must be named.
    const names = ctx.ownSite ? founderNames(ctx) : companyNames(ctx);
    if (
      !names.some((n) => containsName(foldText(sentence), n)) &&
      !/\bour (?:ceo|founders?|co-?founders?|cto)\b/i.test(sentence)
    ) {
      return {
        counted: false,
        rule: "subject",
        why: ctx.ownSite ? "names none of the founders" : "names none of the founders nor the company",
      };
    }
    return kept;
  }
  const who = subjectOf(sentence, before, sentence.slice(end), type, ctx);
  if (who.other) return { counted: false, rule: "subject", why: who.other };
  // A look back tells the past: an event in it is news only when the sentence says it is new.
  if (ctx.pageKind === "retrospective" && !NOW.test(sentence)) {
    return {
      counted: false,
      rule: "page_kind",
      why: `on ${PAGE_KIND_LABEL.retrospective}, an event needs the sentence to say it is new (today, this week, now)`,
    };
  }
  // A case study is about a customer: its partnership with the company is the news, the customer's own events are not.
  if (
    ctx.pageKind &&
    ctx.pageKind !== "retrospective" &&
    !(ctx.pageKind === "case_study" && type === "customer_partnership") &&
    !who.named
  ) {
    return {
      counted: false,
      rule: "page_kind",
      why: `on ${PAGE_KIND_LABEL[ctx.pageKind]}, an event needs the company named as doing it`,
    };
  }
  return kept;
}

const ROUND_NOUN = new RegExp(
  String.raw`^\W*(?:(?:series\s+[a-h]|seed|pre-?seed|bridge)\s+(?:round|funding|financing|extension|` +
    String.raw`investment)|(?:funding|financing|investment)\s+round)\W*$`,
  "i",
);
const ROUND_VERB = new RegExp(
  String.raw`\b(?:rais\w*|clos(?:e|es|ed|ing)|secur\w*|land(?:s|ed)?|announc\w*|complet\w*|led|lead(?:s|` +
    String.raw`ing)?|back(?:ed|s)?|invest(?:s|ed)|join(?:s|ed)|extend\w*|get|gets|got|won|took|take|taken|` +
    String.raw`taking)\b|[$€£]\s?\d|\d\s?(?:m|million|bn|billion)\b`,
  "i",
);
const INVESTORS = new RegExp(
  String.raw`^\W*(?:with participation|(?:co-)?led by|new investors?|joins? (?:our|the) cap table|(?:round|` +
    String.raw`funding|financing|investment)\b[^.\n]{0,40}\b(?:co-)?led by)`,
  "i",
);

const PAGE_KIND_LABEL: Record<PageKindName, string> = {
  engineering: "an engineering write-up",
  tutorial: "a tutorial",
  podcast: "a podcast page",
  event_recap: "an event recap",
  advice: "an advice post",
  case_study: "a case study",
  retrospective: "a look back (an anniversary, a year in review, a story of the past)",
  roundup: "a roundup of other companies' news",
};

/** The part of the sentence the event's words are in: from the boundary before them to the one after. */
function clauseAround(sentence: string, start: number, end: number): string {
  const BOUNDARY = /[;:—–()]|,\s+(?:but|and|while|whereas|although|though|which|who)\b|\.\s/g;
  let from = 0;
  let to = sentence.length;
  for (const b of sentence.matchAll(BOUNDARY)) {
    if (b.index! + b[0].length <= start) from = b.index! + b[0].length;
    else if (b.index! >= end && to === sentence.length) to = b.index!;
  }
  return sentence.slice(from, to);
}

// ---- assertion

const NEGATION = new RegExp(
  String.raw`(?:^|[^\p{L}])(?:not|never|no|n['’]t|nor|without|nicht|kein(?:e[nrms]?)?|nie(?:mals)?|pas|` +
    String.raw`jamais|aucun(?:e)?|nunca|jam[áa]s|ning[úu]n(?:a)?)(?![\p{L}-])`,
  "iu",
);
/** A negation that still states an event: "no longer with the company", "not only … but". */
const NEGATION_THAT_ASSERTS = /\bno longer\b|\bnot only\b|\bnot just\b|\bwith no\b|\bnot without\b/i;
const HYPOTHETICAL = new RegExp(
  String.raw`(?:^|[^\p{L}])(?:if|unless|whether|would|could|might|imagine|suppose|supposing|in case|what if|` +
    String.raw`wenn|falls|ob|si|quand bien m[êe]me|en caso de)(?![\p{L}])`,
  "iu",
);
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

/** `upToEvent`: the event's clause up to the end of its words (a negation after them negates something else). */
function assertionOf(sentence: string, before: string, upToEvent: string, type: ChangeType): string | null {
  if (
    /\?\s*$/.test(sentence) ||
    /^\s*(?:should|would|could|can|do|does|did|is|are|will|why|how|what|when|who)\b[^.!]*\?/i.test(sentence)
  )
    return "a question, not a statement";
  const negated = NEGATION.exec(upToEvent);
  if (negated && !NEGATION_THAT_ASSERTS.test(upToEvent)) return `negated (“${negated[0].trim()}”)`;
  // A condition or a plan governs the words after it up to the next comma: "If you missed it, we raised …" is news.
  const lead = before.slice(Math.max(before.lastIndexOf(","), before.lastIndexOf(";")) + 1);
  const hypo = HYPOTHETICAL.exec(lead);
  if (hypo) return `a hypothetical (“${hypo[0].trim()}”)`;
  const plan = PLAN.exec(lead);
  if (plan) return `a plan or a wish (“${plan[0].trim()}”), not something done`;
  if (IMPERATIVE_START.test(sentence)) return "advice (an instruction), not an event";
  const hearsay = HEARSAY.exec(before);
  if (hearsay) return `hearsay (“${hearsay[0].trim()}”), not stated by the company`;
  // A release note speaks to its readers ("you can now …"): "you" is advice only elsewhere.
  const advice = (type === "product_update" ? ADVICE_STRICT : ADVICE).exec(before);
  if (advice && !/\b(?:we|our|us)\b/i.test(before.slice(advice.index)))
    return `advice (“${advice[0].trim()}”), not an event`;
  return null;
}

// ---- time

const NOW = new RegExp(
  String.raw`\b(?:today|this (?:week|month|morning)|now|just|as of (?:today|this week)|we['’]re (?:excited|` +
    String.raw`thrilled|proud|happy) to (?:announce|share)|announc(?:e|es|ing))\b`,
  "i",
);

const RECALLED = new RegExp(
  String.raw`\b(?:back (?:in|when|then)|years? ago|decades? ago|at the time|in those days|in (?:our|` +
    "the) early days|when we (?:first|started)|looking back|anniversary|years? since|remember when|" +
    String.raw`used to|first (?:few )?years?|in hindsight|at the beginning|way back|(?:\w+ )?years? later|` +
    String.raw`since (?:we|our) (?:founding|launch|start))\b|\b(?:vor\s+\d+\s+jahren|damals|il y a \d+ ans|` +
    String.raw`à l['’]époque|hace \d+ años|en aquel entonces)\b`,
  "i",
);
const MONTHS_AGO = /\b(\d+|three|four|five|six|seven|eight|nine|ten|eleven|twelve|eighteen)\s+months?\s+ago\b/i;
/** A year that dates the founding or a span does not date the event: "founded in 2019, Acme today raised …". */
const YEAR_NOT_EVENT = new RegExp(
  String.raw`\b(?:founded|established|started|incorporated|launched|since|through|until|by|in business since|` +
    String.raw`gegr[üu]ndet|fond[ée]e?|fundad[ao])\s+(?:in\s+|en\s+|im\s+)?(?:early\s+|late\s+|mid-?)?(\d{4})\b`,
  "gi",
);

function timeOf(clause: string, now: Date): string | null {
  const recalled = RECALLED.exec(clause);
  if (recalled) return `recalled as past (“${recalled[0].trim()}”), not news`;
  const months = MONTHS_AGO.exec(clause);
  if (months) return `set ${months[0]}, not news`;
  const excluded = new Set([...clause.matchAll(YEAR_NOT_EVENT)].map((m) => m[1]));
  for (const y of clause.matchAll(/(?<![\d$€£.,])(19[5-9]\d|20\d\d)(?![\d%])/g)) {
    const year = Number(y[1]);
    if (!excluded.has(y[1]!) && year < now.getUTCFullYear()) {
      // January news of a December event is news: the year before counts only past its first two months.
      if (year === now.getUTCFullYear() - 1 && now.getUTCMonth() < 2) continue;
      return `set in ${year}, not news`;
    }
  }
  return null;
}

// ---- subject

interface Who {
  /** Why it is someone else's, when it is. */
  other?: string;
  /** The company is named (its name, an alias, a founder) rather than only "we". */
  named: boolean;
}

const SELF = new RegExp(
  String.raw`^(?:we|we['’](?:ve|re|ll|d)|us|our|ours|ourselves|i|i['’](?:ve|m|d)|me|my|wir|uns|unser\w*|nous|` +
    String.raw`notre|nos|nosotros|nuestr[oa]s?)$`,
  "i",
);
const SELF_NOUNS = /^(?:company|startup|team|business|firm|founders?|ceo|board|management|leadership)$/i;
/** Words before the event naming someone else: a customer, a partner, a competitor, people in general. */
const OTHERS = new RegExp(
  "^(?:customers?|clients?|partners?|competitors?|rivals?|investors?|portfolio|startups?|companies|" +
    "founders|friends?|guests?|peers?|users?|vendors?|suppliers?|they|them|their|you|your|everyone|" +
    String.raw`many|most|others?|someone|somebody|anyone|he|she|his|her)$`,
  "i",
);
const PARTY_WORDS = new RegExp(
  String.raw`(?:^|[^\p{L}])(?:acqui|merg|buy|bought|snap|scoop|swallow|combin|partner|integrat|selected|` +
    "chosen|adopted|deployed|deploying|rolling out|rolls out|rolled out|deal|contract|agreement|welcom|pilot|" +
    "case study|customer|client|" +
    "takeover|part of|teams? up|joins? forces|went live|goes live|picked|standardi|[üu]bernimm|" +
    "[üu]bernomm|[üu]bernahm|[üu]bernahme|teil de[rs]|fusion|kooperation|partnerschaft|rach[eè]t|" +
    "rachat|rejoint|int[èe]gre|adquier|adquiri|adquisici|fusi[óo]n|se une a|alianza|colabora)",
  "iu",
);
/** The event's own words, from the sentence and what is before and after them. */
const m0 = (sentence: string, before: string, after: string) =>
  sentence.slice(before.length, sentence.length - after.length);
/** Leadership statements whose actor is the employer: it appoints, hires, promotes, welcomes. */
const EMPLOYER_ACTS = /^\W*(?:appoint|hire|hired|promot|welcom|names?\b|named)/i;
/** Types whose event has the company as one party, wherever it is in the sentence. */
const PARTY_TYPES = new Set<ChangeType>(["corporate_event", "customer_partnership", "leadership_change"]);
/** Capitalised words that name no one: sentence openers, months, days, titles, the event's own words. */
const NOT_A_NAME = new RegExp(
  "^(?:the|a|an|this|that|these|those|today|yesterday|tomorrow|now|then|after|before|when|while|" +
    "with|in|on|at|by|for|from|and|but|so|as|it|its|it['’]s|there|here|over|since|earlier|later|last|" +
    "next|finally|also|together|series|seed|round|funding|ceo|cto|cfo|coo|cmo|cro|cpo|vp|head|chief|" +
    "president|director|founder|co-?founder|monday|tuesday|wednesday|thursday|friday|saturday|sunday|" +
    "january|february|march|april|may|june|july|august|september|october|november|december|q[1-4]|" +
    String.raw`update|news|announcing|introducing|welcome|welcoming|big|new|our|we|i|us|mr|ms|mrs|dr)$`,
  "i",
);

function subjectOf(sentence: string, before: string, after: string, type: ChangeType, ctx: ReadingContext): Who {
  const names = companyNames(ctx);
  const fold = (s: string) => foldText(s);
  const mentionsCompany = (s: string) => names.some((n) => containsName(fold(s), n));
  const namedInSentence = mentionsCompany(sentence);
  const selfInSentence =
    /\b(?:we|we['’](?:ve|re|ll|d)|us|our|ours)\b/i.test(sentence) ||
    /(?:^|[^\p{L}])(?:wir|uns|unser\w*|nous|notre|nos|nosotros|nuestr[oa]s?)(?![\p{L}])/iu.test(sentence);

  if (type === "leadership_change" && EMPLOYER_ACTS.test(m0(sentence, before, after))) {
    // "Mirefield appointed Maren Ashdown as its CFO": the employer acts, and must be the company.
    const actor = nearestActor(before, names);
    if (actor?.kind === "other") return { other: `done by ${actor.text}, not the company`, named: false };
    return { named: namedInSentence };
  }
  if (type === "leadership_change") {
    // The person is the subject ("Jane Doe joins as CTO"); the company is where: named, "us"/"our", or its own site.
    if (namedInSentence || selfInSentence || ctx.ownSite) return { named: namedInSentence };
    const other = nearestActor(before, names);
    return other?.kind === "other" && OTHERS.test(other.text.split(" ").pop() ?? "")
      ? { other: `about ${other.text}, not the company`, named: false }
      : { named: false };
  }
  // A deal the company can be the object of (acquired, merged, partnered with, selected by); the rest of its type it
  // must do itself.
  if (PARTY_TYPES.has(type) && PARTY_WORDS.test(m0(sentence, before, after))) {
    const words = m0(sentence, before, after);
    // "we acquire a lock", "we merged the branch": a party must be an organisation, not a thing.
    if (
      type === "corporate_event" &&
      /\b(?:acquir|merg)/i.test(words) &&
      !/\b(?:acquired by|merg\w* with)\b/i.test(words) &&
      !objectIsOrganisation(after)
    ) {
      return { other: "what is acquired or merged is not an organisation", named: false };
    }
    if (type === "corporate_event" && /\bmerg\w* with\b/i.test(words) && !objectIsOrganisation(after)) {
      return { other: "what is merged with is not an organisation", named: false };
    }
    const actor = nearestActor(before, names);
    if (actor?.kind === "company") return { named: actor.named };
    // The company as the deal's other party: in its words or right after them ("is buying Drumlin", "partners with
    // Drumlin").
    if (mentionsCompany(`${words} ${after.slice(0, 80)}`)) return { named: true };
    if (actor?.kind === "other") return { other: `about ${actor.text}, not the company`, named: false };
    if (actor?.kind === "thing" && /\b(?:part of|acqui|merg|join)/i.test(words))
      return { other: `${actor.text} is the subject, not the company`, named: false };
    // On its own site, a sentence without another actor is the company's ("Now part of Stripe"); off it, the company
    // must be named or speak.
    return { named: false };
  }
  const actor = nearestActor(before, names);
  if (actor?.kind === "company") return { named: actor.named };
  if (actor?.kind === "other") return { other: `done by ${actor.text}, not the company`, named: false };
  // No subject before the words (a headline: "Raises $12M to …"): the page's own company on its site; off it, the
  // sentence must name it.
  if (ctx.ownSite) return { named: namedInSentence };
  return namedInSentence ? { named: true } : { named: false };
}

/** The nearest word before the event that says who acts: the company, someone else, or none. */
function nearestActor(
  text: string,
  names: string[],
): { kind: "company" | "other" | "thing"; text: string; named: boolean } | null {
  // An aside between commas ("Quarrystone, which has used our app since spring, raised …") is not the subject.
  const before = text
    .replace(/,\s*(?:which|who|whose|where|one of|a|an|based in|headquartered in|founded in)\b[^,]*,/gi, " ")
    .replace(/\([^)]*\)/g, " ");
  const words = [...before.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’&.-]*/gu)].map((m) =>
    m[0].replace(/[.'’]+$/, (s) => (s.startsWith("’") || s.startsWith("'") ? "" : s)),
  );
  for (let i = words.length - 1; i >= 0; i--) {
    const w = words[i]!;
    // The company's name (several words) ending at this word.
    const upto = foldText(words.slice(Math.max(0, i - 5), i + 1).join(" "));
    if (names.some((n) => upto.endsWith(n) || foldText(w) === n)) return { kind: "company", text: w, named: true };
    if (SELF.test(w)) {
      // "our customer Northwind", "our partners at Stripe": the noun after "our" decides; "our approvals" is a thing of
      // the company's.
      const next = words[i + 1];
      if (next && OTHERS.test(next)) return { kind: "other", text: `${w} ${next}`, named: false };
      if (
        /^(?:our|unser\w*|notre|nos|nuestr[oa]s?)$/i.test(w) &&
        next &&
        !SELF_NOUNS.test(next) &&
        !names.includes(foldText(next))
      )
        return { kind: "thing", text: `${w} ${next}`, named: false };
      return { kind: "company", text: w, named: false };
    }
    if (/^(?:the|this)$/i.test(w) && words[i + 1] && SELF_NOUNS.test(words[i + 1]!))
      return { kind: "company", text: `${w} ${words[i + 1]}`, named: false };
    if (OTHERS.test(w)) return { kind: "other", text: w, named: false };
    // A capitalised word is a name, except at the sentence's start, where it is one only when no dictionary word.
    if (/^[A-Z][\p{L}\p{N}&.-]*$/u.test(w) && !NOT_A_NAME.test(w) && (i > 0 || !isEnglishWord(w))) {
      // "our new Ledger app": the company's own product, not someone else.
      // "Brindle and Ferngate are combining": the company is one of the names joined by "and".
      if (/^(?:and|&|und|et|y)$/i.test(words[i - 1] ?? "")) {
        const joined = foldText(words.slice(Math.max(0, i - 7), i - 1).join(" "));
        if (names.some((n) => joined.endsWith(n))) return { kind: "company", text: w, named: true };
      }
      // "our customer Beltway Freight" is someone else: a word for another party between "our" and the name.
      for (let j = i - 1; j >= Math.max(0, i - 3); j--) {
        if (OTHERS.test(words[j]!)) return { kind: "other", text: `${words[j]} ${w}`, named: false };
        if (SELF.test(words[j]!)) return { kind: "company", text: w, named: false };
      }
      return { kind: "other", text: w, named: false };
    }
  }
  return null;
}

function objectIsOrganisation(after: string): boolean {
  const head = after.slice(0, 80);
  return (
    /^\s*(?:by\s+|with\s+|of\s+|to\s+acquire\s+)?(?:the\s+)?[A-Z][\p{L}\p{N}&.-]+/u.test(head) ||
    new RegExp(
      String.raw`^\s*(?:a|an|the)\s+(?:\w+\s+){0,2}(?:company|startup|firm|business|competitor|rival|group|` +
        String.raw`provider|maker|platform)\b`,
      "i",
    ).test(head)
  );
}

function hasOtherName(sentence: string, names: string[]): boolean {
  const words = [...sentence.matchAll(/[\p{L}\p{N}][\p{L}\p{N}&.-]*/gu)].map((m) => m[0]);
  return words.some(
    (w, i) =>
      i > 0 &&
      /^[A-Z]/.test(w) &&
      !NOT_A_NAME.test(w) &&
      !names.some((n) => foldText(w) === n || n.split(" ").includes(foldText(w))),
  );
}

function founderNames(ctx: ReadingContext): string[] {
  return ctx.company.founders.map((f) => foldText(f).trim()).filter((n) => n.includes(" "));
}

/** Each company's names, made once per company rather than once per statement judged. */
const namesOfCompany = new WeakMap<ReadingContext["company"], string[]>();

function companyNames(ctx: ReadingContext): string[] {
  let names = namesOfCompany.get(ctx.company);
  if (!names) {
    names = namesOf(ctx.company);
    namesOfCompany.set(ctx.company, names);
  }
  return names;
}

/** The company's names as folded text: its name (without a legal suffix), aliases, and its founders. */
function namesOf(company: ReadingContext["company"]): string[] {
  const base = [company.name, ...(company.aliases ?? [])].map((n) =>
    foldText(n.replace(/,?\s+(?:inc|llc|ltd|gmbh|sas|sa|bv|ag|corp|corporation|limited|co)\.?$/i, "")).trim(),
  );
  // How a company calls itself in its own writing: the first word of a longer name ("Lumen" of
  // "Lumen Robotics") and its domain's name ("parcelwise" of parcelwise.com).
  const short = base.flatMap((n) => {
    const first = n.split(" ")[0] ?? "";
    return n.includes(" ") && first.length >= 3 ? [first] : [];
  });
  let domain: string[] = [];
  try {
    const host = company.website ? new URL(company.website).hostname.replace(/^www\./, "") : "";
    const label = host.split(".")[0] ?? "";
    if (label.length >= 3) domain = [label.replace(/-/g, " ")];
  } catch {
    // no website: the name is enough
  }
  base.push(...short, ...domain);
  const founders = company.founders.flatMap((f) => {
    const full = foldText(f).trim();
    const last = full.split(" ").pop() ?? "";
    return last.length > 2 && last !== full ? [full, last] : [full];
  });
  return [...new Set([...base, ...founders].filter((n) => n.length >= 2))];
}

function containsName(folded: string, name: string): boolean {
  const i = folded.indexOf(name);
  if (i < 0) return false;
  const before = folded[i - 1];
  const after = folded[i + name.length];
  return (!before || !/[\p{L}\p{N}]/u.test(before)) && (!after || !/[\p{L}\p{N}]/u.test(after));
}

function clip(s: string): string {
  return s.length <= MAX_SENTENCE_CHARS ? s : `${s.slice(0, MAX_SENTENCE_CHARS - 1).trimEnd()}…`;
}

// ---- kinds of page

const REPUBLISHED = new RegExp(
  String.raw`\berschien (?:zuerst|ursprünglich|erstmals)\b|\bparu (?:d['’]abord|initialement|` +
    String.raw`pour la première fois)\b|\bapareci[óo] (?:primero|originalmente|por primera vez)\b|` +
    String.raw`\b(?:deutsche|englische|französische|spanische) (?:fassung|version|übersetzung)\b|\b(?:fassung|` +
    String.raw`version) (?:unserer|unseres|des) (?:ankündigung|beitrags|artikels)\b|\btraduction (?:de notre|` +
    String.raw`française de)\b|\bversi[óo]n (?:en espa[ñn]ol )?de nuestr[oa]\b|\b(?:english|german|french|` +
    String.raw`spanish) version of (?:our|the|a)\b|\b(?:originally|first) (?:published|appeared|posted)\b|` +
    String.raw`\bthis (?:post|article) (?:was|first) (?:published|appeared)\b|\bursprünglich (?:erschienen|` +
    String.raw`veröffentlicht)\b|\bzuerst (?:erschienen|veröffentlicht)\b|\bpubli[ée]e? (?:initialement|` +
    String.raw`à l['’]origine|pour la première fois)\b|\bpublicad[oa] (?:originalmente|por primera vez)\b|` +
    String.raw`\b(?:a )?translation of (?:our|the|a) (?:post|article)\b|\bÜbersetzung (?:unseres|des)\b`,
  "i",
);
const TECH_WORDS = new RegExp(
  String.raw`\b(?:kubernetes|k8s|cluster|nodes?|pods?|containers?|cpu|memory|latency|throughput|p99|p95|` +
    String.raw`database|postgres|mysql|redis|kafka|queue|query|queries|index|indexes|deploy\w*|terraform|` +
    String.raw`ansible|docker|autoscal\w*|instances?|vms?|servers?|replicas?|shards?|cache|caching|api|` +
    "endpoints?|requests? per second|rps|load balancer|ci|pipeline|build|compiler|runtime|" +
    String.raw`garbage collect\w*|heap|threads?|mutex|locks?|schema|migrations?|backfill|observability|grafana|` +
    String.raw`prometheus|on-call|incident|outage|rollback)\b`,
  "gi",
);

const KIND_BY_PATH: [RegExp, PageKindName][] = [
  [
    new RegExp(
      String.raw`\/(?:engineering|eng|tech|technology|dev|developers?|under-the-hood|infrastructure|devblog|` +
        String.raw`tech-blog|engineering-blog)\/`,
      "i",
    ),
    "engineering",
  ],
  [/\/(?:podcasts?|episodes?|ep-?\d+|shows?)\//i, "podcast"],
  [/\/(?:tutorials?|guides?|how-?to|learn|docs|academy|cookbook)\//i, "tutorial"],
  [/\/(?:events?|recap|conference|summit|meetup)s?\//i, "event_recap"],
  [/\/(?:case-stud(?:y|ies)|customer-stories|customers|success-stories)\//i, "case_study"],
];
const KIND_BY_TITLE: [RegExp, PageKindName][] = [
  [/\b(?:episode|ep\.?\s*\d+|podcast|on the show|listen)\b/i, "podcast"],
  [
    new RegExp(
      String.raw`\b(?:recap|takeaways from|highlights from|what we learned at|live from|notes from|` +
        String.raw`what we (?:saw|heard)|(?:day|days) (?:one|two|1|2) (?:at|of))\b|\blive (?:19|20)\d\d\b`,
      "i",
    ),
    "event_recap",
  ],
  [
    new RegExp(
      String.raw`\b(?:post-?mortem|incident (?:report|review)|deep dive|under the hood|how we (?:built|scaled|` +
        String.raw`migrated|debugged|rewrote|made|cut|handle|use)|benchmark(?:s|ing)?|architecture|refactor\w*|` +
        String.raw`migrat\w*|debugg\w*|latency|throughput|postgres|kubernetes|rust|golang|typescript|database|` +
        String.raw`locks?|concurrency|queue|compiler|memory)\b`,
      "i",
    ),
    "engineering",
  ],
  [/\b(?:how to|a guide to|tutorial|step[- ]by[- ]step|getting started|cheat ?sheet)\b/i, "tutorial"],
  [
    new RegExp(
      String.raw`\b(?:advice|tips|lessons|mistakes|what (?:founders|i) (?:should|wish)|should you|` +
        String.raw`why you should|playbook|for founders|guide for)\b`,
      "i",
    ),
    "advice",
  ],
  [
    new RegExp(
      String.raw`\b(?:(?:\d+|two|three|four|five|six|seven|eight|nine|ten)\s+years\s+(?:of|in|at|since)|` +
        String.raw`anniversary|birthday|looking back|retrospective|year in review|(?:19|20)\d\d in review|` +
        "our (?:story|journey) so far|how we got here|the (?:summer|winter|spring|autumn|fall|year|" +
        "week|day|night|month) (?:we|i|that)|(?:nearly|almost) (?:sold|shut|died|closed|ran out|lost|" +
        String.raw`quit)|the story of)\b`,
      "i",
    ),
    "retrospective",
  ],
  [
    new RegExp(
      String.raw`\b(?:round-?up|portfolio (?:news|update)s?|news from (?:our|the) (?:portfolio|community|` +
        String.raw`ecosystem)|this (?:week|month) in|funding news|who raised)\b`,
      "i",
    ),
    "roundup",
  ],
  [/\b(?:case study|customer story|how \S+ (?:uses|used|cut|saved|scaled))\b/i, "case_study"],
  // "How Brightfold kept support steady …": a story of how someone else did something.
  [
    new RegExp(
      String.raw`^\s*[Hh]ow (?!(?:we|i|to|our|you|your|it|this|` +
        String.raw`they)\b)[A-Z][\p{L}\p{N}&.-]*(?:\s+[A-Z][\p{L}\p{N}&.-]*)?\s+[a-z]+`,
      "u",
    ),
    "case_study",
  ],
];

/**
 * The kind of page a post is, from its address, title and text (code in it, a transcript, an
 * episode's show notes); null for an ordinary post or announcement.
 */
export function pageKindOf(url: string, title: string, text: string): PageKindName | null {
  let path = "";
  try {
    path = `${new URL(url).pathname}/`;
  } catch {
    // not a URL: the title and text decide
  }
  for (const [re, kind] of KIND_BY_PATH) if (re.test(path)) return kind;
  for (const [re, kind] of KIND_BY_TITLE) if (re.test(title)) return kind;
  // Code in the text: lines that read as a program more than as prose.
  const lines = text.split("\n");
  const code = lines.filter((l) =>
    new RegExp(
      String.raw`[{};]\s*$|^\s*(?:\$ |>>> |def |fn |func |const |let |import |SELECT |UPDATE |INSERT |CREATE |` +
        "BEGIN|COMMIT|#include|git )",
    ).test(l),
  ).length;
  if (code >= 3 && code >= lines.length / 10) return "engineering";
  if (/\b(?:transcript|show notes|subscribe on (?:apple podcasts|spotify))\b/i.test(text)) return "podcast";
  // A post republished or translated from an earlier one tells what was news then.
  if (REPUBLISHED.test(text)) return "retrospective";
  // A text full of systems' words is an engineering write-up, whatever its title plays on.
  const tech = new Set((text.match(TECH_WORDS) ?? []).map((w) => w.toLowerCase()));
  if (tech.size >= 6) return "engineering";
  return null;
}
