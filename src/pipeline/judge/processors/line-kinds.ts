import { findPhrase, foldText, words } from "../../../text";
import { isDigits } from "../../../text/token-classes";
import { statesMoney } from "../../compare/numbers";

/* What a changed line of a steady page is: a statement, a price row, a FAQ's entry (page-lines.ts, pricing.ts). */

/**
 * The words of a line that hold a letter, a word's hyphens and apostrophes kept inside it: "Acme's e-mail tool, 2024"
 * is three words.
 */
function wordsWithLetters(line: string): string[] {
  const joined = line.replaceAll("-", "").replaceAll("'", "").replaceAll("’", "");
  return words(joined).filter((w) => Number.isNaN(Number(w)));
}

/** A line that says something (four words or more), not a button label ("Talk to sales") or a price. */
export function isStatement(line: string): boolean {
  return wordsWithLetters(line).length >= 4;
}

/** Quotation marks that open and close a quoted line. */
const OPENING_QUOTES = ["“", '"', "«", "„", "‘", "「"];
const CLOSING_QUOTES = ["”", '"', "»", "“", "’", "」"];

/** A line wholly in quotation marks: a testimonial or a pull quote, someone's words about the company, not its own. */
export function isQuotation(line: string): boolean {
  let t = line.trim();
  while (".,!".includes(t.at(-1) ?? "x")) t = t.slice(0, -1);
  return t.length > 2 && OPENING_QUOTES.includes(t[0]!) && CLOSING_QUOTES.includes(t.at(-1)!);
}

/** What a price is counted by after "per" or "/": "$12 per seat", "€49/mo". */
const RATE_UNITS = new Set(
  "mo mos month months yr yrs year years user users seat seats member members editor editors".split(" "),
);

/** Whether a line states a rate: "per" and a unit ("per seat"), or a unit right after a slash ("/mo"). */
function statesRate(line: string): boolean {
  const ws = words(line);
  if (ws.some((w, i) => w === "per" && RATE_UNITS.has(ws[i + 1] ?? ""))) return true;
  return line
    .split("/")
    .slice(1)
    .some((after) => {
      const unit = words(after)[0] ?? "";
      return RATE_UNITS.has(unit) && foldText(after).startsWith(unit);
    });
}

/** A line of a pricing page that is a price row: an amount of money ("$49", "€1.200", "29 USD") or a rate. */
export const isPriceRow = (line: string) => statesMoney(line) || statesRate(line);

/** A seasonal sale or a discount code, in the languages read: what a promotion says, whatever else its line says. */
const SALE = [
  ...["black friday", "cyber monday", "cyber week", "boxing day", "prime day", "singles day", "buen fin", "hot sale"],
  ...["promo code", "discount code", "coupon code", "use code", "with code", "enter code", "code promo"],
  ...["codigo promocional"],
  ...["rabattcode", "gutscheincode", "kortingscode", "rabattkod"],
];

/** A line of a promotion ("Black Friday early access: 25% off everything"): a sale, not an event of the company. */
export function isPromotion(line: string): boolean {
  return findPhrase(line, SALE) !== null;
}

/** A line that is a year alone, as a timeline labels its entries ("2021", then "Under the arches", then the entry). */
const isYearLabel = (line: string) => {
  const t = line.trim();
  return t.length === 4 && isDigits(t) && (t.startsWith("19") || t.startsWith("20"));
};

/**
 * Changed lines with the year a timeline labels them by ("2021 — We move into a bakery unit …"), read from the page's
 * text (`page`): an entry is as old as the year above it, within its title and its text (two lines up).
 */
export function withTimelineYears(lines: string[], page: string | undefined): string[] {
  const all = (page ?? "").split("\n").map((l) => l.trim());
  return lines.map((line) => {
    const at = all.indexOf(line.trim());
    const year = at < 0 ? undefined : all.slice(Math.max(0, at - 2), at).findLast(isYearLabel);
    return year ? `${year} — ${line}` : line;
  });
}
