import { findPhrase, spaceTokens, words } from "../../text";
import { hasDigit } from "../../text/token-classes";
import type { SnapshotPage } from "../collect/snapshot";
import { withoutFaq } from "./faq";
import { amountsOf, currenciesNamed } from "./numbers";

/*
 * A pricing page's content is its prices and plans (docs/pipeline.md "An item is its content"): the same amounts laid
 * out, worded or taxed again are the same prices; a plan added, or an amount changed, is packaging news.
 */

/**
 * Whether a page states a price: an amount with its currency sign, or a number for a period ("449 kr./md.", "R179 /
 * month") in any currency the amounts do not read.
 */
export function statesPrices(text: string | undefined): boolean {
  return amountsOf(text).length > 0 || (text ?? "").split("\n").some((l) => hasDigit(l) && l.includes("/"));
}

/** A pricing page's prices are its content: the same amounts before and after, however laid out. */
export function samePricesOf(before: string | undefined, after: string | undefined): boolean {
  const a = listPrices(before);
  const b = listPrices(after);
  const [x, y] = [before ?? "", after ?? ""];
  return a.length > 0 && (sameUpToYear(a, b) || sameBeforeTax(a, b, x, y) || inSecondCurrency(a, b, x, y));
}

/**
 * The same prices shown in a second currency too, or no longer (a "COP | USD" switch, "US$ 47" under "$190.000"):
 * every price of one run stands in the other, whose new amounts are those prices at one exchange rate, and the page
 * names a currency it did not. A rise shown beside the struck-out old prices names none.
 */
function inSecondCurrency(a: string[], b: string[], before: string, after: string): boolean {
  return convertedToo(a, b, before, after) || convertedToo(b, a, after, before);
}

function convertedToo(had: string[], has: string[], before: string, after: string): boolean {
  const extra = has.filter((x) => !had.includes(x)).map(Number);
  if (!had.every((x) => has.includes(x)) || extra.length !== had.length) return false;
  const named = currenciesNamed(before);
  if (![...currenciesNamed(after)].some((c) => !named.has(c))) return false;
  const old = had.map(Number).sort((p, q) => p - q);
  extra.sort((p, q) => p - q);
  const rate = extra[0]! / old[0]!;
  // Each converted price rounded to the unit, or to a hundredth of itself.
  return old.every((v, i) => Math.abs(v * rate - extra[i]!) <= Math.max(1, extra[i]! * 0.01));
}

/**
 * Prices that changed only by a sales tax now shown or no longer shown: a layout of its own, whatever lines came with
 * it ("incl. 18% GST (₹999 + ₹179.82 GST)").
 */
export function taxedAgain(before: string | undefined, after: string | undefined): boolean {
  const a = listPrices(before);
  const b = listPrices(after);
  return !sameUpToYear(a, b) && sameBeforeTax(a, b, before ?? "", after ?? "");
}

/**
 * The same prices, each perhaps shown for a year instead of a month ("£39/month, billed annually" now also "£468 a
 * year", or "29,90 €/ano" for 2,99 €/mês with two months free): every price of one list is in the other, or its
 * year of twelve, eleven or ten months is, or its month.
 */
function sameUpToYear(a: string[], b: string[]): boolean {
  const near = (x: number, y: number) => Math.abs(x - y) < 0.011;
  const year = (m: number, y: number) => YEAR_OF_MONTHS.some((k) => near(m * k, y));
  const covered = (xs: string[], ys: string[]) =>
    xs.every((x) => ys.some((y) => near(+x, +y) || year(+x, +y) || year(+y, +x)));
  return covered(a, b) && covered(b, a);
}
/** The months a year's price is billed as: twelve, or with one or two months free. */
const YEAR_OF_MONTHS = [12, 11, 10];

/** Words of a sales tax on a price, in the languages read: "IVA incluido", "TTC", "inkl. MwSt.", "incl. BTW". */
const TAX = new Set("vat gst iva tva ttc ht mwst ust btw moms mva alv ppn kdv impuesto impuestos tax taxes".split(" "));
/** Sales-tax rates a price shown with or without tax moves by (5 % to 27 %). */
const TAX_RATES = { min: 1.05, max: 1.27 };

/**
 * The same prices shown with or without sales tax ("$299 + IVA" become "$346.84 IVA incluido"): every price moved by
 * one factor that is a tax rate, the page speaks of the tax, and the tax is what changed: its lines read otherwise, or
 * a price of one run still stands in the other beside its taxed price. Every price up by a tenth on a page whose
 * lines said "incl. VAT" before and after is a rise.
 */
function sameBeforeTax(a: string[], b: string[], before: string, after: string): boolean {
  if (!a.length || !b.length || !words(`${before}\n${after}`).some((w) => TAX.has(w))) return false;
  if (sameSet(taxLines(before), taxLines(after)) && !a.some((x) => b.includes(x))) return false;
  return taxedFrom(a.map(Number), b.map(Number)) || taxedFrom(b.map(Number), a.map(Number));
}

/** A page's lines that speak of the tax, their figures left out ("€39/month incl. VAT" is "incl. VAT"). */
function taxLines(text: string): Set<string> {
  const lines = text.split("\n").filter((l) => words(l).some((w) => TAX.has(w)));
  return new Set(
    lines.map((l) =>
      spaceTokens(l)
        .filter((t) => !hasDigit(t))
        .join(" "),
    ),
  );
}

const sameSet = (x: Set<string>, y: Set<string>) => x.size === y.size && [...x].every((v) => y.has(v));

/**
 * Whether `taxed` is `net` moved by one tax factor, perhaps beside the net prices and the tax itself ("₹1,178.82 incl.
 * 18% GST (₹999 + ₹179.82 GST)"), each to the cent a rounding leaves: no price of its own.
 */
function taxedFrom(net: number[], taxed: number[]): boolean {
  const near = (v: number, w: number) => Math.abs(v - w) <= Math.max(0.011, w * 0.002);
  const lowest = Math.min(...net);
  for (const candidate of taxed) {
    const r = candidate / lowest;
    if (r < TAX_RATES.min || r > TAX_RATES.max) continue;
    const shown = (v: number) => net.some((u) => near(u * r, v) || near(u, v) || near(u * (r - 1), v));
    if (net.every((u) => taxed.some((v) => near(u * r, v))) && taxed.every(shown)) return true;
  }
  return false;
}

/** Words that work a price out from another ("That's £23.00 a box", "soit 23 € par box"): no price of its own. */
const WORKED_OUT = ["that s", "that is", "thats", "works out", "working out", "equivalent to", "c est", "soit"];

/**
 * The distinct prices a page states, without a free tier's zero and without what a price comes to by the month or the
 * unit ("$47.99/year: that's $4.00 a month", "£69 upfront, that's £23.00 a box"): a layout that adds either states no
 * new price.
 */
function listPrices(text: string | undefined): string[] {
  const stated = (text ?? "")
    .split("\n")
    .filter((l) => !findPhrase(l, WORKED_OUT))
    .join("\n");
  // A decimal comma ("2,99 €") is a decimal point: the thousands' separators are already gone.
  const all = [...new Set(amountsOf(stated).map((a) => a.replace(",", ".")))].filter((a) => Number(a) > 0);
  const monthly = (a: string) => all.some((y) => Math.abs(Number(y) / 12 - Number(a)) < 0.01);
  return all.filter((a) => !monthly(a));
}

/** What a plan's price says in words, not a plan's name: "Custom", "Free", "Contact us", "/month". */
const PRICE_LABELS = new Set([
  ...["custom", "free", "contact us", "contact sales", "talk to sales", "let s talk", "get a quote", "get started"],
  ...["month", "year", "mo", "yr", "per month", "per year", "billed annually", "billed monthly", "billed yearly"],
  ...["gratis", "gratuit", "kostenlos", "sur devis", "auf anfrage", "a medida", "personalizado", "op maat"],
]);

/**
 * Whether a page was worded again around its plans: only sentences came (a new heading, a plan's description), no
 * amount among them, and no plan's name the page did not have (a label of three words at most that is no price in
 * words and not the site's furniture, as `elsewhere` holds it): a plan added brings its name ("Scale").
 */
export function wordedAgain(
  added: string[],
  before: string | undefined,
  after: string | undefined,
  elsewhere: ReadonlySet<string>,
): boolean {
  const stated = withoutFaq(added);
  if (!stated.every((l) => words(l).length >= 4 && !amountsOf(l).length)) return false;
  const had = new Set(labelsOf(before));
  // A plan's button ("Choose Pro") names a plan the page had; a FAQ's heading is no plan.
  const planButton = (l: string) => had.has(l.split(" ").slice(1).join(" "));
  const faq = new Set(labelsOf(added.filter((l) => !stated.includes(l)).join("\n")));
  return !labelsOf(after).some(
    (l) => !had.has(l) && !elsewhere.has(l) && !PRICE_LABELS.has(l) && !planButton(l) && !faq.has(l),
  );
}

/** The short lines of the site's other pages (its menu, its buttons), folded: no plan's name. */
export function labelsElsewhere(pages: SnapshotPage[], page: SnapshotPage): Set<string> {
  return new Set(pages.filter((p) => p.ok && p !== page).flatMap((p) => labelsOf(p.text)));
}

/** A text's lines of one to three words with a letter, folded ("Enterprise", "Log in", "Custom"). */
function labelsOf(text: string | undefined): string[] {
  return (text ?? "")
    .split("\n")
    .map((l) => words(l).join(" "))
    .filter((l) => l && l.split(" ").length <= 3 && !hasDigit(l));
}
