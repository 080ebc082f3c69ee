/** A word of a text with where it is: its letters as written and its offsets. */
export interface WordSpan {
  text: string;
  start: number;
  end: number;
}

/** Runs of letters and digits, and the signs a phrase may name: money, "&", "%" ("€5M", "Acme & Globex", "20%"). */
const SPAN_RE = /[\p{L}\p{N}]+|[$€£&%]/gu;

/** The words of a text with their offsets ("raised €5M" → raised 0–6, € 7–8, 5M 8–10). */
export function wordSpans(text: string): WordSpan[] {
  return [...text.matchAll(SPAN_RE)].map((m) => ({ text: m[0], start: m.index, end: m.index + m[0].length }));
}
