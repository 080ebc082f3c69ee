import { words } from "../../text";
import { spaceTokens } from "../../text/token-classes";

/*
 * Numbers as a page writes them, amounts of money and versions, read by one parser for every stage that compares or
 * weighs them: the prices of a pricing page (compare), whether a line is a price row, the millions a funding headline
 * states and the version a release names (judge).
 */

/** Currencies written after the number: "29 USD", "49 €", and as Japanese, Chinese and Korean write them: "9,800円". */
const CURRENCIES_AFTER = new Set([
  ...["usd", "eur", "gbp", "chf", "jpy", "€", "$", "£", "円", "元", "원"],
  // The Nordic and Central European crowns, złoty and lei: "299 SEK per månad", "149 kr/md.", "49 zł".
  ...["sek", "nok", "dkk", "isk", "kr", "pln", "zł", "czk", "kč", "huf", "ron", "lei"],
]);
/** Multipliers of a headline's amount, in millions: "$5M", "$40 million", "€1.2bn". */
const MILLIONS: Record<string, number> = { m: 1, mm: 1, million: 1, b: 1000, bn: 1000, billion: 1000 };

/**
 * What an amount is written with: a currency sign (before the number: "$49", "€ 1.200"), a number with its separators
 * (French and Nordic prices group thousands with a space: "1 490 €"), a word. "$1,200.50/mo" gives "$", "1,200.50",
 * "mo".
 */
const GROUP_SPACE = String.raw`[ \u00a0\u202f]`;
const SPACED_NUMBER = String.raw`\d{1,3}(?:${GROUP_SPACE}\d{3})+(?:[,.]\d{1,2})?(?!\d)`;
const TOKEN = new RegExp(
  String.raw`(?<sign>[$€£¥₹₩₦₴₸])|(?<number>${SPACED_NUMBER}|\d[\d,.]*\d|\d)|(?<word>\p{L}+)`,
  "gu",
);
/** A thousands separator: a comma, a point or a space before exactly three digits ("1,200", "1.200", "1 200"). */
const THOUSANDS = new RegExp(String.raw`(?:[,.]|${GROUP_SPACE})(?=\d{3}(?!\d))`, "g");

interface Token {
  kind: "sign" | "number" | "word";
  text: string;
  start: number;
  end: number;
}

/** An amount of money a text states. */
export interface Money {
  /** The number as written ("1,200.50"). */
  number: string;
  /** The word after it, lower case ("million", "usd", "mo"), if any. */
  next: string | null;
}

function tokensOf(text: string): Token[] {
  return [...text.matchAll(TOKEN)].map((m) => ({
    kind: m.groups?.sign ? "sign" : m.groups?.number ? "number" : "word",
    text: m[0].toLowerCase(),
    start: m.index,
    end: m.index + m[0].length,
  }));
}

/** Two tokens written together or one space or line apart ("$ 49", "49€", "9,90\n€ / mėn."). */
function adjacent(text: string, a: Token, b: Token): boolean {
  const between = text.slice(a.end, b.start);
  return between.length <= 1 && between.trim() === "";
}

/** A sign on the next line that opens an amount of its own: "2.400\n$ 1.290.000" is a count, then a price. */
function opensNextAmount(text: string, t: Token, sign: Token, after: Token | undefined): boolean {
  return text.slice(t.end, sign.start) === "\n" && after?.kind === "number" && adjacent(text, sign, after);
}

/** The amounts of money a text states: a number after a currency sign, or before a currency. */
export function moneyIn(text: string): Money[] {
  const tokens = tokensOf(text);
  const out: Money[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const [t, n, after] = [tokens[i], tokens[i + 1], tokens[i + 2]];
    const nextOf = (k: Token, m: Token | undefined) => (m && adjacent(text, k, m) ? m.text : null);
    if (t.kind === "sign" && n?.kind === "number" && adjacent(text, t, n)) {
      out.push({ number: n.text, next: nextOf(n, after) });
      i++;
    } else if (
      t.kind === "number" &&
      n &&
      CURRENCIES_AFTER.has(n.text) &&
      adjacent(text, t, n) &&
      !(n.kind === "sign" && opensNextAmount(text, t, n, after))
    ) {
      out.push({ number: t.text, next: n.text });
      i++;
    }
  }
  return out;
}

/** Whether a text states an amount of money ("$49", "29 USD"). */
export function statesMoney(text: string): boolean {
  return moneyIn(text).length > 0;
}

/** The amounts of money a text states, as compared ("$1,200" and "$1200" are one), in order of size. */
export function amountsOf(text: string | undefined): string[] {
  return moneyIn(text ?? "")
    .map((m) => m.number.replace(THOUSANDS, ""))
    .sort();
}

/**
 * The amounts in millions a text states with a currency sign ("$40M" → "40", "€1.2bn" → "1200"), or in words of the
 * languages read, the currency after the multiplier ("30 M€", "30 millions d'euros", "4,5 Mio. Euro" → "30", "4.5").
 */
export function millionsOf(text: string): string[] {
  const signed = moneyIn(text).flatMap((m) =>
    inMillions(m.number, m.next === null ? undefined : (MILLIONS[m.next] ?? MILLION_WORDS[m.next])),
  );
  const tokens = tokensOf(text);
  const worded = tokens.flatMap((t, i) => {
    const word = tokens[i + 1];
    if (t.kind !== "number" || word?.kind !== "word" || !adjacent(text, t, word)) return [];
    const times = MILLION_WORDS[word.text];
    // The currency after the multiplier, or right before the number ("Rs 12 crore").
    const before = tokens[i - 1];
    const currency =
      tokens.slice(i + 2, i + 5).some((c) => c.kind === "sign" || CURRENCY_WORDS.has(c.text)) ||
      (before !== undefined && CURRENCY_WORDS.has(before.text) && adjacent(text, before, t));
    return times !== undefined && currency ? inMillions(t.text, times) : [];
  });
  return [...new Set([...signed, ...worded])];
}

/** A currency's letters written onto a number, with its multiplier or before one: "R54", "Rs12", "KSh40", "R1.2bn". */
const LETTERED = /^\p{Lu}\p{L}{0,2}(\d[\d,.]*)(\p{L}*)$/u;

/**
 * Whether a word and the one after it state an amount in a currency written in letters ("R54 million", "R54m"), which
 * is money, not a name like "N26".
 */
export function isLetteredAmount(word: string, next: string | undefined): boolean {
  const m = LETTERED.exec(word);
  if (!m) return false;
  const times = (w: string) => MILLION_WORDS[w.toLowerCase()] !== undefined;
  return m[2] ? times(m[2]) : next !== undefined && times(next);
}

/**
 * "1,5" times 1 is "1.5": a decimal comma or point, not thousands ("1,200,000" is no amount of millions); "6 500" is
 * 6500.
 */
function inMillions(number: string, times: number | undefined): string[] {
  const n = Number(spaceTokens(number).join("").replace(",", "."));
  return times === undefined || Number.isNaN(n) ? [] : [String(n * times)];
}

/** Words for a million and a billion as the languages read write them after the number, lower case. */
const MILLION_WORDS: Record<string, number> = {
  ...Object.fromEntries(
    ["m", "mm", "mn", "mln", "mio", "million", "millions", "millionen", "millones", "milioni", "milhões", "miljoen"]
      .concat(["miljoenen", "miljoner", "miljonen", "miljoonaa", "milionów", "milyon", "juta", "triệu"])
      .concat(["millió", "milliós", "miljoni", "miljonu", "miljonus", "milijonai", "milijonų", "miljonit"])
      .concat(["مليون", "ملايين", "млн"])
      .map((w) => [w, 1]),
  ),
  // India's crore (ten million) and lakh (a hundred thousand): "Rs 12 crore", "₹45 lakh".
  ...{ crore: 10, crores: 10, cr: 10, lakh: 0.1, lakhs: 0.1 },
  ...Object.fromEntries(
    ["b", "bn", "billion", "billions", "milliard", "milliards", "milliarden", "mrd", "miliardi", "bilhões", "milyar"]
      .concat(["miliar", "tỷ", "مليار", "млрд", "milliárd", "miljardi", "miljardit", "milijardai"])
      .map((w) => [w, 1000]),
  ),
};

/** Currencies written after an amount in words ("d'euros", "Euro", "dollars", "ريال"), lower case. */
const CURRENCY_WORDS = new Set(
  ["usd", "eur", "gbp", "chf", "sek", "nok", "dkk", "pln", "brl", "inr", "idr", "vnd", "sgd", "aed", "sar", "egp"]
    .concat(["euro", "euros", "dollar", "dollars", "dólares", "dolares", "dollari", "dólar", "dolar", "reais"])
    .concat(["pounds", "francs", "franken", "kronor", "kroner", "złotych", "zł", "rupees", "rupiah", "ringgit"])
    .concat(["baht", "pesos", "lira", "naira", "riyals", "dirhams", "ريال", "دولار", "جنيه", "درهم", "đồng"])
    .concat(["долларов", "доларів", "рублей", "гривень", "тенге", "евро", "євро", "rs"])
    .concat(["forint", "huf", "eiro", "eurų", "eurot"])
    .concat(["cop", "mxn", "clp", "ars", "pen", "uyu", "cad", "aud", "nzd", "jpy", "cny", "zar", "czk", "ron", "kes"]),
);

/** The currencies a text names in words or codes ("USD", "pesos"), lower case. */
export function currenciesNamed(text: string): Set<string> {
  return new Set(words(text).filter((w) => CURRENCY_WORDS.has(w)));
}

/** The versions a text names ("v2.0", "Acme 2.1.3"; "2.0" is "2"): a number with one or two points, not in a word. */
export function versionsIn(text: string): string[] {
  const tokens = tokensOf(text);
  return tokens.flatMap((t, i) => {
    const [before, after] = [tokens[i - 1], tokens[i + 1]];
    const parts = t.text.split(".");
    if (t.kind !== "number" || t.text.includes(",") || parts.length > 3 || parts.length < 2) return [];
    if (after?.kind === "word" && after.start === t.end) return [];
    if (before?.kind === "word" && before.end === t.start) {
      // "v2.0" is a version, "dev2.0" a word: the "v" stands alone before the number.
      if (before.text !== "v" || tokens[i - 2]?.end === before.start) return [];
    }
    return [t.text.endsWith(".0") ? t.text.slice(0, -2) : t.text];
  });
}
