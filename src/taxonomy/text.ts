/**
 * Text primitives for the lexical classifier: normalisation, tokens, a light stemmer and a
 * bounded Damerau-Levenshtein distance. Pure functions, no dependencies, safe on Workers.
 */

/** Letters NFKD does not decompose into ASCII. */
const FOLD: Record<string, string> = { ß: "ss", æ: "ae", œ: "oe", ø: "o", ł: "l", đ: "d", þ: "th" };

/**
 * Lower-case, strip accents, fold "&" into "and", drop apostrophes ("women's" -> "womens") and turn
 * every other run of non-alphanumerics into one space.
 */
export function normalizeText(input: string): string {
  return input
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[ßæœøłđþ]/g, (ch) => FOLD[ch] ?? ch)
    .replace(/&/g, " and ")
    .replace(/['’`]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/**
 * Words that carry no sector meaning in a term or a synonym ("fintech startups", "food and
 * beverage"). "sector", "industry" and "vertical" are not here: "public sector", "heavy industry".
 */
export const STOPWORDS: ReadonlySet<string> = new Set([
  "a",
  "an",
  "and",
  "or",
  "of",
  "the",
  "for",
  "in",
  "on",
  "to",
  "by",
  "with",
  "at",
  "from",
  "as",
  "startup",
  "startups",
  "company",
  "companies",
]);

/** Normalised tokens without stopwords. */
export function tokenize(input: string): string[] {
  const normalized = normalizeText(input);
  if (normalized === "") return [];
  return normalized.split(" ").filter((t) => !STOPWORDS.has(t));
}

function isConsonant(ch: string): boolean {
  return /[bcdfghjkmnpqrtvwxy]/.test(ch);
}

/**
 * A deliberately small stemmer: the same word in its plural, -ing, -er, -ic(s) and -ed forms maps
 * to one stem (payments/payment, robotics/robot, lending/lenders/lend, games/gaming). Stems need
 * not be words; they only have to agree between a query and the synonyms.
 */
/**
 * Words the suffix rules would fold into an unrelated synonym ("better" into "betting", "news"
 * into "new", "accounting" into "account", "customers" into "customs").
 */
const STEM_EXCEPTIONS: Record<string, string> = {
  care: "care",
  cares: "care",
  caring: "care",
  better: "better",
  news: "news",
  customs: "customs",
  safe: "safe",
  accounting: "accounting",
};

export function stem(token: string): string {
  const exception = STEM_EXCEPTIONS[token];
  if (exception !== undefined) return exception;
  if (!/^[a-z]+$/.test(token) || token.length <= 2) return token;
  let s = token;

  // Plurals.
  if (s.endsWith("ies") && s.length > 4) s = s.slice(0, -3) + "y";
  else if (s.endsWith("sses")) s = s.slice(0, -2);
  else if (/(x|ch|sh|z)es$/.test(s)) s = s.slice(0, -2);
  else if (s.endsWith("s") && !/(ss|us|is)$/.test(s) && s.length >= 3) s = s.slice(0, -1);

  // One derivational suffix, keeping a stem of at least three letters.
  for (const suffix of ["ing", "ic", "er", "ed"]) {
    if (s.endsWith(suffix) && s.length - suffix.length >= 3) {
      s = s.slice(0, -suffix.length);
      break;
    }
  }

  if (s.length > 3 && s.endsWith("e")) s = s.slice(0, -1);
  // "shipping" -> "shipp" -> "ship"; applied to every word so "staff" and "staffing" agree.
  if (s.length > 3 && s[s.length - 1] === s[s.length - 2] && isConsonant(s[s.length - 1])) {
    s = s.slice(0, -1);
  }
  return s;
}

/**
 * Optimal-string-alignment Damerau-Levenshtein distance (insert, delete, substitute, swap two
 * neighbours), giving up early: returns `max + 1` as soon as the distance must exceed `max`.
 */
export function damerauLevenshtein(a: string, b: string, max: number): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const n = a.length;
  const m = b.length;
  let prevPrev = new Int32Array(m + 1);
  let prev = new Int32Array(m + 1);
  let curr = new Int32Array(m + 1);
  for (let j = 0; j <= m; j++) prev[j] = j;
  for (let i = 1; i <= n; i++) {
    curr[0] = i;
    let rowMin = curr[0];
    for (let j = 1; j <= m; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j] + 1, curr[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        v = Math.min(v, prevPrev[j - 2] + 1);
      }
      curr[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    [prevPrev, prev, curr] = [prev, curr, prevPrev];
  }
  return Math.min(prev[m], max + 1);
}

/** How many edits a typo in a word of this length may contain. */
export function typoAllowance(length: number): number {
  if (length <= 3) return 0;
  if (length <= 7) return 1;
  return 2;
}
