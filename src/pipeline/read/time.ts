import * as chrono from "chrono-node";
import { isEnglishWord } from "../collect/mentions";
import nlp from "compromise";
import { words } from "../../text";
import { isDigits } from "../../text/token-classes";
import { monthNumber } from "../collect/extract/months";
import { anyPhrase } from "./cue-match";
import { FOUNDING_WORDS, NOW_CUES, RECALLED_CUES, YEAR_BOUND_WORDS, YEAR_LEAD_WORDS } from "./modality-cues";

/*
 * When a statement sets its event (docs/pipeline.md "Reading statements"): recalled ("back when",
 * "years ago"), dated by chrono-node (English, German, French, Spanish: "three years ago", "last
 * year", "12 March 2024", "il y a deux ans"), or by a bare year. A date that founds the company or
 * bounds a span ("founded in 2019, Acme today raised …") does not date the event.
 */

export interface EventTime {
  /** The words that set it ("three years ago", "in 2021", "back when"). */
  text: string;
  /** The day, month or year it names (`2024-03-03`, `2024-03`, `2021`), when it names one. */
  date: string | null;
  /** Told as past: recalled, or dated before what is still news. */
  past: boolean;
  /**
   * Named as a date ("in October", "on 3 November", "in 2021"), not relative to when it was written ("today", "last
   * week"): a republished post's "today" is its first publication's.
   */
  absolute: boolean;
}

/**
 * An event dated longer ago than this is history, not news: about two months, as a round closed in September is
 * often first told in November ("two months ago" is past).
 */
export const PAST_DAYS = 60;
export const DAY_MS = 86_400_000;
const PARSERS = [chrono.en.casual, chrono.de.casual, chrono.fr.casual, chrono.es.casual];

/** A sentence that says its event is new ("today", "this week"). */
export const NOW = anyPhrase(NOW_CUES);
const RECALLED = anyPhrase(RECALLED_CUES);

/** What sets a figure against an earlier one. */
const COMPARED = /\b(?:up|down) from\b|\bcompared (?:to|with)\b|\bversus\b|\btimes what\b|\bthan (?:a year|last)\b/i;

/** A year as written in a text: "in 2021", "2019–2022"; not an amount ("$2021") nor a share ("2021%"). */
export const YEAR = /(?<![\d$€£.,])(19[5-9]\d|20\d\d)(?![\d%])/g;

/** The years a clause names that do not bound a founding, a span or a launch ("founded in 2019, Acme today …"). */
function eventYears(clause: string): string[] {
  const found = [...clause.matchAll(YEAR)];
  const bounds = new Set(found.filter((m) => boundsYear(words(clause.slice(0, m.index)))).map((m) => m[1]!));
  return found.map((m) => m[1]!).filter((y) => !bounds.has(y));
}

/** Whether the words before a year make it a bound: "founded in early", "since", "launched in", "by". */
function boundsYear(before: string[]): boolean {
  const lead = [...before];
  if (YEAR_LEAD_WORDS.season.has(lead.at(-1) ?? "")) lead.pop();
  if (YEAR_LEAD_WORDS.preposition.has(lead.at(-1) ?? "")) lead.pop();
  return YEAR_BOUND_WORDS.has(lead.at(-1) ?? "");
}

/** When `clause` (the event's clause) sets its event, or null when it does not say. */
export function timeOf(whole: string, now: Date): EventTime | null {
  // "up from 180,000 in November 2025", "2.3 times what it was a year ago": the time a figure is compared with is not
  // the event's.
  const compared = whole.search(COMPARED);
  const clause = compared >= 0 ? whole.slice(0, compared) : whole;
  const recalled = RECALLED.exec(clause);
  if (recalled) return { text: recalled[0].trim(), date: null, past: true, absolute: false };
  const dated = datedByChrono(clause, now) ?? monthWithoutYear(clause, now);
  if (dated?.past) return dated;
  const years = eventYears(clause);
  // January news of a December event is news: the year before counts only past its first two months.
  const thisYear = now.getUTCFullYear();
  const isPast = (y: number) => y < thisYear && !(y === thisYear - 1 && now.getUTCMonth() < 2);
  const year = years.find((y) => isPast(Number(y))) ?? years[0];
  if (year && (isPast(Number(year)) || !dated))
    return { text: `in ${year}`, date: year, past: isPast(Number(year)), absolute: true };
  return dated;
}

/** Why a statement set in the past was dropped, in the analysis's words. */
export function pastWhy(t: EventTime): string {
  return t.date === null && !words(t.text).includes("ago")
    ? `recalled as past (“${t.text}”), not news`
    : `set ${t.text}, not news`;
}

/** The first date chrono finds with a certain year that is not a founding's or a span's. */
function datedByChrono(clause: string, now: Date): EventTime | null {
  for (const parse of PARSERS) {
    for (const r of parse.parse(clause, now)) {
      // Another language's parser reading English words ("raised $14m in a Series A" is German "in a[inem Jahr]").
      if (parse !== PARSERS[0] && englishOnly(r.text)) continue;
      // "24/7" is around the clock, not the 24th of July.
      if (ROUND_THE_CLOCK.includes(r.text.replaceAll(" ", ""))) continue;
      // A month without its year ("in October") is the last one by that name: chrono places it, and a month it places
      // ahead is a plan's ("in March we will …"), not a date this reader uses; told in the past tense ("In March we
      // raised …") it is the last March.
      const ahead = !r.start.isCertain("year") && r.start.date() > now;
      if (!r.start.isCertain("year") && !(r.start.isCertain("month") && (!ahead || toldInPast(clause)))) continue;
      if (foundingBefore(clause.slice(Math.max(0, r.index - 30), r.index))) continue;
      // "over the last twelve months" is a span that ends now, not a time in the past.
      // A part of a month ahead ("step down as CTO at the end of December") is a plan's time, whatever verb decided it.
      const part = afterThe(clause.slice(0, r.index)) && partOfMonth(clause.slice(0, r.index), r.text);
      if (isSpanToNow(r.text) || (afterThe(clause.slice(0, r.index)) && !part) || (part && ahead)) continue;
      // "our first new product in five years" counts back over a span: no date ahead.
      if (firstInSpan(clause.slice(0, r.index), r.text)) continue;
      const start = ahead ? yearBefore(r.start.date()) : r.start.date();
      // The end of what it names: a month named without its day lasts to the month's end, a year to the year's.
      const end = !r.start.isCertain("month")
        ? Date.UTC(start.getUTCFullYear(), 11, 31)
        : !r.start.isCertain("day")
          ? Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0)
          : start.getTime();
      const iso = start.toISOString();
      const date = r.start.isCertain("day")
        ? iso.slice(0, 10)
        : r.start.isCertain("month")
          ? iso.slice(0, 7)
          : iso.slice(0, 4);
      // chrono tags what it read relative to the reference ("today", "last month"); the rest names its date.
      const tags = [...(r.tags?.() ?? [])];
      const absolute = !tags.some((t) => t.startsWith("result/relative") || t.startsWith("casualReference"));
      return { text: r.text, date, past: end < now.getTime() - PAST_DAYS * DAY_MS, absolute };
    }
  }
  return null;
}

const ROUND_THE_CLOCK = ["24/7", "24/7/365"];

/** Words before a month that name it as a time ("en octobre", "im Oktober", "in October"). */
const MONTH_PREPOSITIONS = new Set(["en", "em", "in", "im"]);

/**
 * A month named without its year where no parser reads a date ("bouclé en octobre un tour de table"): the last one
 * by that name, this month's included, as chrono's English parser places one told in the past.
 */
function monthWithoutYear(clause: string, now: Date): EventTime | null {
  const ws = words(clause);
  // A month written out ("octobre", "mai"), not an abbreviation that is a word too (Spanish "en mar", the sea).
  const named = (w: string) => monthNumber(w) > 0 && (w.length >= 4 || w === "mai" || w === "may");
  const at = ws.findIndex((w, i) => i > 0 && MONTH_PREPOSITIONS.has(ws[i - 1]!) && named(w));
  const next = ws[at + 1] ?? "";
  if (at < 0 || (next.length === 4 && isDigits(next))) return null;
  // A month a parser read and left undated (one ahead, told in the present: "In January Acme opens …") stays so.
  if (PARSERS.some((p) => p.parse(clause, now).some((r) => words(r.text).includes(ws[at]!)))) return null;
  const month = monthNumber(ws[at]!) - 1;
  const year = month <= now.getUTCMonth() ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
  const end = Date.UTC(year, month + 1, 0);
  const date = `${year}-${String(month + 1).padStart(2, "0")}`;
  return { text: `${ws[at - 1]} ${ws[at]}`, date, past: end < now.getTime() - PAST_DAYS * DAY_MS, absolute: true };
}

/** Whether a clause's verbs are in the past tense, as compromise reads them ("we raised", "was acquired"). */
function toldInPast(clause: string): boolean {
  const doc = nlp(clause);
  // The English parser takes other languages' words for past forms ("tjänsten"): an English word must say it.
  const past = doc.match("#PastTense").out("array") as string[];
  return past.some((w) => isEnglishWord(w)) && !doc.has("(will|#FutureTense)");
}

/** The same day a year earlier. */
function yearBefore(d: Date): Date {
  return new Date(Date.UTC(d.getUTCFullYear() - 1, d.getUTCMonth(), d.getUTCDate(), d.getUTCHours()));
}

/** "the past year", "last twelve months", "the previous 3 weeks": a span that ends now. */
function isSpanToNow(text: string): boolean {
  const ws = words(text);
  if (ws[0] === "the") ws.shift();
  return (ws[0] === "past" && ws.length > 1) || ((ws[0] === "last" || ws[0] === "previous") && ws.length >= 3);
}

/**
 * A part of a month chrono reads as its date, when it was: "closed at the end of October"; "by the end of March" is a
 * deadline ahead.
 */
function partOfMonth(before: string, text: string): boolean {
  const ws = words(text);
  return PARTS_OF_MONTH.has(ws[0] ?? "") && ws[1] === "of" && words(before).at(-2) === "at";
}
const PARTS_OF_MONTH = new Set(["end", "beginning", "start", "middle"]);

/** Whether a date comes right after "the": "over the last twelve months" is a span that ends now. */
function afterThe(before: string): boolean {
  return before.trimEnd() !== before && words(before).at(-1) === "the";
}

/** Whether the words before a date, in its sentence, make it a founding's or a span's bound ("founded in"). */
function foundingBefore(before: string): boolean {
  return words(before.slice(before.lastIndexOf(".") + 1)).some((w) => FOUNDING_WORDS.has(w));
}

/** Words that are all English and hold no digit: what another language's date parser misreads ("in a"). */
function englishOnly(text: string): boolean {
  const ws = words(text);
  return !/\d/.test(text) && ws.length > 0 && ws.every((w) => isEnglishWord(w));
}

/** "first … in five years", "the first time in a decade": the span a first is counted over, not a time ahead. */
function firstInSpan(before: string, text: string): boolean {
  return words(text)[0] === "in" && words(before).slice(-8).includes("first");
}
