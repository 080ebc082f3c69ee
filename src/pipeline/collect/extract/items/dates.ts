import { attr, findFirst, inlineText, visibleText, type DomElement } from "../dom";
import { MONTH_NAME, monthNumber } from "../months";

/*
 * An entry's date as sites write it: a `<time datetime>`, an ISO date, or a day, a month's name and a year in
 * English, German, French or Spanish (months.ts): "Nov 3, 2026", "3. November 2026", "3 novembre 2026",
 * "3 de noviembre de 2026"; or in numbers, the year first ("2026.11.13", "2026年11月13日") or the day ("13.11.2026").
 */

const MONTH = `(${MONTH_NAME})`;
/** "2026-03-03", "2026-03-03T10:00:00Z". */
const ISO_DATE = /\b(\d{4})-(\d{2})-(\d{2})(?!\d)/;
/** "Nov 3, 2026", "March 3rd 2026", "Sept. 5, 2025". */
const MONTH_DAY_YEAR = new RegExp(`(?<![\\p{L}])${MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})\\b`, "iu");
/** "3. November 2026", "1er mars 2026", "3 de noviembre de 2026", "16 Nov 2026". */
const DAY_MONTH_YEAR = new RegExp(
  `\\b(\\d{1,2})(?:st|nd|rd|th|er|\\.|º)?\\s+(?:de\\s+)?${MONTH},?\\s+(?:de\\s+)?(\\d{4})\\b`,
  "iu",
);

/** "2026.11.13", "2026/11/13", "2026年11月13日", "2026. 11. 13." (Japanese, Chinese, Korean sites). */
const YEAR_FIRST = /\b(\d{4})\s?[./年]\s?(\d{1,2})\s?[./月]\s?(\d{1,2})(?!\d)/u;
/**
 * The year first, then the month's name, as Hungarian and Lithuanian write it ("2026. november 16.", "2026 m.
 * lapkričio 13 d."), and Latvian with the day before the month ("2026. gada 12. novembrī").
 */
const YEAR_MONTH_DAY = new RegExp(`\\b(\\d{4})(?:\\.|\\s+m\\.)\\s+${MONTH}\\s+(\\d{1,2})(?!\\d)`, "iu");
const YEAR_DAY_MONTH = new RegExp(`\\b(\\d{4})\\.\\s+gada\\s+(\\d{1,2})\\.\\s+${MONTH}`, "iu");
/** "13.11.2026", "13. 11. 2026": a day first, as German, Nordic, Czech, Polish and Turkish sites write it. */
const DAY_FIRST_DOTS = /\b(\d{1,2})\.\s?(\d{1,2})\.\s?(\d{4})\b/;

/** The entry's date: a <time datetime>, else a date written in its text. */
export function dateIn(el: DomElement): string | null {
  const time = el.name === "time" ? el : findFirst(el, (d) => d.name === "time");
  if (time) {
    const d = parseDate(attr(time, "datetime") ?? null) ?? parseDate(inlineText(time));
    if (d) return d;
  }
  return parseDate(visibleText(el));
}

/** A line that is a date and little else ("March 3, 2026", "2026-03-03 · 4 min read"). */
export function isDateLine(line: string): boolean {
  return line.length <= 40 && parseDate(line) !== null;
}

/** A date in free text, as an ISO timestamp at midnight UTC (the day is what sites show). */
export function parseDate(text: string | null): string | null {
  if (!text) return null;
  let y: number, m: number, d: number;
  let match = ISO_DATE.exec(text);
  if (match) [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else if ((match = MONTH_DAY_YEAR.exec(text))) [y, m, d] = [Number(match[3]), monthNumber(match[1]), Number(match[2])];
  else if ((match = DAY_MONTH_YEAR.exec(text))) [y, m, d] = [Number(match[3]), monthNumber(match[2]), Number(match[1])];
  else if ((match = YEAR_MONTH_DAY.exec(text))) [y, m, d] = [Number(match[1]), monthNumber(match[2]), Number(match[3])];
  else if ((match = YEAR_DAY_MONTH.exec(text))) [y, m, d] = [Number(match[1]), monthNumber(match[3]), Number(match[2])];
  else if ((match = YEAR_FIRST.exec(text))) [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else if ((match = DAY_FIRST_DOTS.exec(text))) [y, m, d] = [Number(match[3]), Number(match[2]), Number(match[1])];
  else return null;
  if (m < 1 || m > 12 || d < 1 || d > 31 || y < 1990 || y > 2100) return null;
  return new Date(Date.UTC(y, m - 1, d)).toISOString();
}

/** How many lines of a post's head its byline's date may stand in (title, tag, author, date). */
const HEAD_LINES = 8;

/**
 * A post's own date, as its head shows it: the first line there that is a date and little else ("9 September 2025",
 * "Nov 3, 2026 · 4 min read"). Null when its head shows none.
 */
export function headDate(text: string): string | null {
  const line = text
    .split("\n")
    .slice(0, HEAD_LINES)
    .find((l) => isDateLine(l.trim()));
  return line ? parseDate(line) : null;
}
