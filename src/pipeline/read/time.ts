import * as chrono from "chrono-node";

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

/** An event dated longer ago than this is history, not news (about six weeks: "two months ago" is past). */
const PAST_DAYS = 45;
const DAY_MS = 86_400_000;
const PARSERS = [chrono.en.casual, chrono.de.casual, chrono.fr.casual, chrono.es.casual];

export const NOW = new RegExp(
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
/** A year that dates the founding or a span does not date the event: "founded in 2019, Acme today raised …". */
/** Words that make a date a founding's or a span's bound, not an event's. */
const FOUNDING_WORDS =
  String.raw`founded|established|started|incorporated|since|through|until|` +
  String.raw`gegr[üu]ndet|fond[ée]e?|fundad[ao]`;
const YEAR_NOT_EVENT = new RegExp(
  String.raw`\b(?:${FOUNDING_WORDS}|launched|by|in business since)\s+(?:in\s+|en\s+|im\s+)?(?:early\s+|late\s+|` +
    String.raw`mid-?)?(\d{4})\b`,
  "gi",
);

/** When `clause` (the event's clause) sets its event, or null when it does not say. */
export function timeOf(clause: string, now: Date): EventTime | null {
  const recalled = RECALLED.exec(clause);
  if (recalled) return { text: recalled[0].trim(), date: null, past: true, absolute: false };
  const dated = datedByChrono(clause, now);
  if (dated?.past) return dated;
  const excluded = new Set([...clause.matchAll(YEAR_NOT_EVENT)].map((m) => m[1]));
  const years = [...clause.matchAll(/(?<![\d$€£.,])(19[5-9]\d|20\d\d)(?![\d%])/g)]
    .map((y) => y[1]!)
    .filter((y) => !excluded.has(y));
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
  return t.date === null && !/\bago\b/i.test(t.text)
    ? `recalled as past (“${t.text}”), not news`
    : `set ${t.text}, not news`;
}

/** The first date chrono finds with a certain year that is not a founding's or a span's. */
function datedByChrono(clause: string, now: Date): EventTime | null {
  for (const parse of PARSERS) {
    for (const r of parse.parse(clause, now)) {
      // A month without its year ("in October") is the last one by that name: chrono places it, and a month it places
      // ahead is a plan's ("in March we will …"), not a date this reader uses.
      if (!r.start.isCertain("year") && !(r.start.isCertain("month") && r.start.date() <= now)) continue;
      if (FOUNDING.test(clause.slice(Math.max(0, r.index - 30), r.index))) continue;
      // "over the last twelve months" is a span that ends now, not a time in the past.
      if (SPAN_TO_NOW.test(r.text) || /\bthe\s+$/i.test(clause.slice(0, r.index))) continue;
      const start = r.start.date();
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

const SPAN_TO_NOW = /^(?:the\s+)?(?:past\s|(?:last|previous)\s+(?:\d+|\p{L}+)\s+\p{L}+)/iu;

/** Words before a date that make it a founding's or a span's bound. */
const FOUNDING = new RegExp(String.raw`\b(?:${FOUNDING_WORDS})\b[^.]*$`, "i");
