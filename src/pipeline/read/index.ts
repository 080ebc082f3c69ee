import nlp from "compromise";
import { findPhrase, isDigits, spaceTokens } from "../../text";
import type { ChangeType } from "../signal";
import type { PhraseMatch } from "./phrases";
import type { ReadingContext } from "./context";
import { anyPhrase, withoutTrailingPunctuation } from "./cue-match";
import { isPatchRelease } from "../collect/extract/versions";
import { isOrdinalDay } from "../collect/extract/months";
import { DEAL, FUND } from "./cues";
import { type Frame, type FramedStatement, frameOf, INVESTORS } from "./frame";
import { emptyScores, LEXICON_PATTERNS, type LexiconPattern, type TypeScores } from "./lexicon";
import { unassertedWhy } from "./modality";
import { NEWS_KINDS, PAGE_KIND_LABEL } from "./page-kind";
import { callsOurFounder, companyNames, founderNames, mentionsAny, namesFounderByFirstName } from "./company-names";
import { FOUNDER_TITLES } from "./subject-cues";
import { NOW, pastWhy } from "./time";

/*
 * Statements read as sentences (docs/pipeline.md "Reading statements"). The lexicon says which
 * words are an event's; real writing uses them in every other sense. So each sentence holding an
 * event's words is read as a frame (frame.ts: who did it, to whom, when, asserted or not, on whose
 * word), and counts toward a type only when the frame says it is this company's news now:
 *
 *  - assertion: not a question, not negated ("we are not raising"), not a denial, a hypothetical
 *    ("if we ever sell"), a plan ("we hope to raise next year"), advice or a rumour relayed;
 *  - time: not set in an earlier year, or recalled ("back when we raised", "three years ago");
 *  - subject: the company (its name, "we"/"our" on its own site, a founder acting for it), not a
 *    customer, a competitor, a guest or "a startup"; for an acquisition, a partnership or a
 *    leadership change, the company one of its parties;
 *  - kind of page: in an engineering write-up, a tutorial, a podcast page, an event recap or an
 *    advice post, an event needs the company named, never "we" doing something technical.
 *
 * What each statement was read as (its frame), kept or dropped, and which rule decided, goes into
 * the signal's analysis.
 */

export type { ReadingContext } from "./context";
export type { Frame } from "./frame";
export {
  isParkedPage,
  NEWS_KINDS,
  PAGE_KIND_LABEL,
  type PageKindName,
  labelledKindOf,
  pageKindOf,
  postKindOf,
  republishedFrom,
} from "./page-kind";

/** What decided a statement: `event` when its words tell another event than the lexicon's shape (a deal's price). */
export type Rule = "asserted" | "assertion" | "time" | "subject" | "page_kind" | "event";

/** One event-shaped statement as read: its frame, counted or dropped, and why. */
export interface StatementReading {
  type: ChangeType;
  /** The words of the event ("raised a $40M Series B"). */
  statement: string;
  /** The sentence it is in, clipped. */
  sentence: string;
  frame: Frame;
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
  return readParts([{ text, part: ctx.part }], ctx, weight);
}

/**
 * Reads a text in its parts (a post's lede, then its body): each event's words count once over all of them, as in one
 * text, but each part is read as what it is (ReadingContext.part).
 */
export function readParts(
  parts: { text: string; part: ReadingContext["part"] }[],
  ctx: ReadingContext,
  weight = 1,
): TextReading {
  const scores = emptyScores();
  const readings: StatementReading[] = [];
  const counted = new Set<LexiconPattern>();
  for (const { text, part } of parts) {
    const partCtx = { ...ctx, part };
    for (const line of text.split("\n")) {
      if (!line.trim() || !LEXICON_PATTERNS.some((p) => p.re.test(line))) continue;
      for (const sentence of sentencesOf(line)) {
        const found = LEXICON_PATTERNS.flatMap((p) => {
          const m = p.re.exec(sentence);
          return m ? [{ p, m, ...judge(sentence, m, p.type, partCtx) }] : [];
        });
        for (const { p, m, frame, ...judged } of found) {
          // Words that are part of a longer, no weaker statement of another event counted in the sentence are that
          // statement's: "now live" in "now live in all 212 Hollis Foods stores" is the chain's rollout, not a launch.
          const within = found.find(
            (o) => o.counted && o.p.type !== p.type && o.p.weight >= p.weight && covers(o.m, m),
          );
          const verdict = within
            ? { counted: false, rule: "event" as const, why: `part of “${within.m[0].trim()}”` }
            : judged;
          if (verdict.counted && !counted.has(p)) {
            counted.add(p);
            scores[p.type] += p.weight * weight;
          }
          // A weak shape (weight < 1.5) only supports a stronger one: not worth a line in the analysis.
          if (p.weight >= 1.5 && !readings.some((r) => r.type === p.type && r.statement === m[0].trim())) {
            readings.push({ type: p.type, statement: m[0].trim(), sentence: clip(sentence), frame, ...verdict });
          }
        }
      }
    }
  }
  // Dropped readings first only when nothing counted: the analysis shows what counted, then why the rest did not.
  readings.sort((a, b) => Number(b.counted) - Number(a.counted));
  return { scores, readings: readings.slice(0, MAX_READINGS) };
}

/** Whether match `a` spans more than `b` and all of it. */
function covers(a: PhraseMatch, b: PhraseMatch): boolean {
  return a[0].length > b[0].length && a.index <= b.index && a.index + a[0].length >= b.index + b[0].length;
}

/** What ends a sentence inside a line: a short line without one is one sentence. */
const SENTENCE_ENDS = [". ", "! ", "? "];
/** Marks that end a sentence wherever they stand: the full-width ones, Arabic's question mark, Urdu's full stop. */
const CJK_SENTENCE_ENDS = ["。", "！", "？", "؟", "۔"];
const FOUNDER_TITLE_CUES = anyPhrase(FOUNDER_TITLES);

/** The sentences of one line (a paragraph). */
export function sentencesOf(line: string): string[] {
  return cjkSentences(line).flatMap(spacedSentences);
}

/** A line cut after each such sentence end: Japanese and Chinese end a sentence so, with no space. */
function cjkSentences(line: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (let i = 0; i < line.length; i++) {
    if (!CJK_SENTENCE_ENDS.includes(line[i]!)) continue;
    out.push(line.slice(start, i + 1));
    start = i + 1;
  }
  out.push(line.slice(start));
  return out.filter((s) => s.trim());
}

function spacedSentences(line: string): string[] {
  const trimmed = line.trim();
  if (trimmed.length < 60 && !SENTENCE_ENDS.some((end) => trimmed.includes(end))) return [trimmed];
  const pieces: string[] = nlp(trimmed)
    .sentences()
    .out("array")
    .map((s: string) => s.trim())
    .filter(Boolean);
  return pieces.reduce<string[]>((out, piece) => {
    const last = out.at(-1);
    const day = spaceTokens(last ?? "").at(-1) ?? "";
    if (day.endsWith(".") && isOrdinalDay(day.slice(0, -1), withoutTrailingPunctuation(spaceTokens(piece)[0] ?? "")))
      out[out.length - 1] = `${last} ${piece}`;
    else out.push(piece);
    return out;
  }, []);
}

type Verdict = Pick<StatementReading, "frame" | "counted" | "rule" | "why">;

function judge(sentence: string, m: PhraseMatch, type: ChangeType, ctx: ReadingContext): Verdict {
  const verdict = verdictOf(frameOf(sentence, m, type, ctx), sentence, ctx);
  // The round's investors ("led by Northzone", "with participation from …") describe a round: whose it is, the
  // sentence's other words say.
  if (type !== "fundraising" || !INVESTORS.test(m[0]) || verdict.rule === "assertion" || verdict.rule === "time")
    return verdict;
  for (const p of LEXICON_PATTERNS) {
    if (p.type !== "fundraising") continue;
    const other = p.re.exec(sentence);
    if (other && !INVESTORS.test(other[0])) return judge(sentence, other, type, ctx);
  }
  return drop(verdict.frame, "subject", "names a round's investors, not whose round it is");
}

const drop = (frame: Frame, rule: Rule, why: string): Verdict => ({ frame, counted: false, rule, why });

/**
 * What a sentence says of its event: its words up to the event's, then on to the next comma. An aside after the event
 * tells something else ("We opened our first store, with a wall that kids now treat like a playground").
 */
function saidOfEvent(sentence: string, clause: string, frame: Frame): string {
  const at = Math.max(0, sentence.indexOf(clause)) + Math.max(0, clause.indexOf(frame.words)) + frame.words.length;
  return sentence.slice(0, at) + (sentence.slice(at).split(/[,;]/)[0] ?? "");
}

/** The verdict a frame gives: the first of assertion, time, subject and kind of page that fails, or counted. */
function verdictOf(
  { frame, clause, who, assertion, time }: FramedStatement,
  sentence: string,
  ctx: ReadingContext,
): Verdict {
  const kept: Verdict = { frame, counted: true, rule: "asserted", why: "stated as done by the company, now" };
  // "gets a $40M takeover offer", "closes a $120M acquisition": the amount is a deal's price, not a round.
  const after = clause.slice(clause.indexOf(frame.words) + frame.words.length);
  const next = after.split(" ").filter(Boolean);
  const deal =
    frame.event === "fundraising"
      ? (findPhrase(next.slice(0, 3).join(" "), DEAL) ?? findPhrase(next.slice(0, 2).join(" "), FUND))
      : null;
  if (deal) return drop(frame, "event", `the amount is a deal's (“${deal}”), not a round`);
  // "shipped in Driftbase 1.14.2": a patch release is upkeep, never a launch (collect/extract/versions.ts).
  const version = frame.event === "product_update" ? patchVersionIn(frame.words, after) : null;
  if (version) return drop(frame, "event", `${version} is a patch release: upkeep, not a launch`);
  if (frame.modality === "reference")
    return drop(
      frame,
      "assertion",
      frame.event === "fundraising"
        ? "names a round without saying it was raised now"
        : "names such an event without saying one happened now",
    );
  const unasserted = unassertedWhy(assertion);
  if (unasserted) return drop(frame, "assertion", unasserted);
  if (time?.past) return drop(frame, "time", pastWhy(time));
  if (frame.event === "founder_amplified") return founderVerdict(kept, sentence, ctx);
  if (who.other) return drop(frame, "subject", who.other);
  // The main event of a page is in its headline and lede; in the body of a page about someone else, "the round", "$20M
  // was raised" may be anyone's.
  if (ctx.part === "body" && !ctx.aboutCompany && !who.named && who.text === null) {
    return drop(frame, "subject", "in the body of a page, an event needs the company as its explicit subject");
  }
  // A joke says so itself: none of its events happened; a legal page states terms and a parked domain nothing.
  if (ctx.pageKind === "joke") return drop(frame, "page_kind", "the page says it is a joke");
  if (ctx.pageKind === "legal" || ctx.pageKind === "parked")
    return drop(frame, "page_kind", `${PAGE_KIND_LABEL[ctx.pageKind]} states no news of the company`);
  // A job post tells the role; what it says of the company around it ("we raised our Series B") is its boilerplate.
  if (ctx.pageKind === "job_post" && frame.event !== "hiring" && !NOW.test(sentence))
    return drop(frame, "page_kind", "on a job post, what it says of the company is its boilerplate");
  // A look back tells the past: an event in it is news only when the sentence says it is new, or dates it recently by
  // its month or day ("this year" is the year the letter looks back on).
  const datedRecently = time?.absolute && !time.past && (time.date?.length ?? 0) > 4;
  // What comes next is no past: a deal it announces for later ("Mediqor will acquire Oxelo") is news.
  const dealAhead = frame.tense === "future" && DEALS.has(frame.event);
  if (ctx.pageKind === "retrospective" && ctx.republishedFrom)
    return drop(frame, "page_kind", `on a post republished from ${ctx.republishedFrom}, what it tells was news then`);
  if (
    ctx.pageKind === "retrospective" &&
    !NOW.test(saidOfEvent(sentence, clause, frame)) &&
    !datedRecently &&
    !dealAhead
  ) {
    const label = PAGE_KIND_LABEL.retrospective;
    return drop(
      frame,
      "page_kind",
      `on ${label}, an event needs the sentence to say it is new (today, this week, now)`,
    );
  }
  // A case study is about a customer: its partnership with the company is the news, the customer's own events are not.
  if (
    ctx.pageKind &&
    !NEWS_KINDS.has(ctx.pageKind) &&
    ctx.pageKind !== "retrospective" &&
    !(ctx.pageKind === "case_study" && frame.event === "customer_partnership") &&
    !(ctx.pageKind === "job_post" && frame.event === "hiring") &&
    !who.named
  ) {
    return drop(
      frame,
      "page_kind",
      `on ${PAGE_KIND_LABEL[ctx.pageKind]}, an event needs the company named as doing it`,
    );
  }
  return kept;
}

/** Events agreed before they happen: an acquisition, a customer's contract. */
const DEALS = new Set<ChangeType>(["corporate_event", "customer_partnership"]);

/** The patch version the event's words name, or the word right after them ("released 2.3.1", "in Acme 1.14.2"). */
function patchVersionIn(words: string, after: string): string | null {
  const tokens = [...spaceTokens(words), ...spaceTokens(after).slice(0, 1)].map((t) => withoutTrailingPunctuation(t));
  return tokens.find((t) => isDigits(t[0] === "v" ? t.slice(1, 2) : t.slice(0, 1)) && isPatchRelease(t)) ?? null;
}

/** A founder amplified is a founder (or the company) named in it: "podcast" on a podcast's own page is the page. */
function founderVerdict(kept: Verdict, sentence: string, ctx: ReadingContext): Verdict {
  if (ctx.ownSite && ctx.pageKind === "podcast") {
    return drop(kept.frame, "page_kind", "the company's own podcast is not a founder amplified elsewhere");
  }
  // The company's own recap of an event is about the event: a founder's panel told in its body is an aside, unless the
  // headline is the founder's.
  if (ctx.ownSite && ctx.pageKind === "event_recap" && ctx.part === "body" && !ctx.founderInHeadline) {
    return drop(kept.frame, "page_kind", "on the company's own event recap, a founder's talk in its body is an aside");
  }
  // On its own site the company's name is everywhere (its own podcast, its own event): a founder must be named.
  const names = ctx.ownSite ? founderNames(ctx) : companyNames(ctx);
  const byFirstName = ctx.ownSite && namesFounderByFirstName(sentence, ctx);
  const byTitle = FOUNDER_TITLE_CUES.test(sentence) && mentionsAny(sentence, companyNames(ctx));
  const named = mentionsAny(sentence, names) || byFirstName || byTitle;
  if (!named && !callsOurFounder(sentence) && !ctx.founderInHeadline) {
    const why = ctx.ownSite ? "names none of the founders" : "names none of the founders nor the company";
    return drop(kept.frame, "subject", why);
  }
  return kept;
}

function clip(s: string): string {
  return s.length <= MAX_SENTENCE_CHARS ? s : `${s.slice(0, MAX_SENTENCE_CHARS - 1).trimEnd()}…`;
}
