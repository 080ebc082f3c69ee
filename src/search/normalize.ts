// Name normalisation for fuzzy company lookup (spec 4.1).
//
// Two keys, both applied to stored names and to queries alike, so they always agree:
// - `normalizeName` for company names: entities.company_name_norm, leads.company_name_norm.
// - `normalizePersonName` for people (identity/people.ts): founders.name_norm,
//   leads.founder_name_norm. It skips the legal-suffix and domain rules of this file, which would
//   eat real surnames ("Jason Co", "Pedro Sá").
// Changing either means rewriting those columns.
//
// Pipeline: fold case and accents → drop a trailing domain → drop trailing legal suffixes →
// split into alphanumeric words. The key is the words joined, so spacing, punctuation and
// joined words all compare equal: "Acme Robotics, Inc." and "acmerobotics.com" → "acmerobotics".

import { foldText } from "../text";

/**
 * Legal-form suffixes, as word sequences (dots, slashes and hyphens removed, so "S.A.R.L.",
 * "A/S" and "Sp. z o.o." are covered). Removed only from the end of a name and never when
 * they are the whole name.
 */
export const LEGAL_SUFFIXES: readonly (readonly string[])[] = [
  // English-speaking
  ["inc"],
  ["incorporated"],
  ["llc"],
  ["pllc"],
  ["llp"],
  ["lp"],
  ["ltd"],
  ["limited"],
  ["plc"],
  ["corp"],
  ["corporation"],
  ["co"],
  ["company"],
  ["pty"],
  ["pte"],
  ["pvt"],
  ["private", "limited"],
  // German-speaking
  ["gmbh"],
  ["mbh"],
  ["ag"],
  ["kg"],
  ["kgaa"],
  ["ug"],
  ["ohg"],
  ["gbr"],
  ["se"],
  // French, Spanish, Italian, Portuguese
  ["sa"],
  ["sas"],
  ["sasu"],
  ["sarl"],
  ["eurl"],
  ["sca"],
  ["sl"],
  ["slu"],
  ["srl"],
  ["spa"],
  ["sapa"],
  ["snc"],
  ["lda"],
  ["ltda"],
  ["sa", "de", "cv"],
  // Benelux, Nordics
  ["bv"],
  ["nv"],
  ["vof"],
  ["oy"],
  ["oyj"],
  ["ab"],
  ["publ"],
  ["as"],
  ["asa"],
  ["aps"],
  ["ehf"],
  // Central and Eastern Europe
  ["sro"],
  ["spzoo"],
  ["sp", "zoo"],
  ["sp", "z", "oo"],
  ["kft"],
  ["zrt"],
  ["doo"],
  ["ooo"],
  ["jsc"],
  ["pjsc"],
  // Asia-Pacific
  ["kk"],
  ["gk"],
  ["bhd"],
  ["sdn", "bhd"],
];

/** The legal forms of one word ("inc", "gmbh", "sas"), as folded. */
export const ONE_WORD_LEGAL_SUFFIXES: ReadonlySet<string> = new Set(
  LEGAL_SUFFIXES.filter((s) => s.length === 1).map((s) => s[0]!),
);

const MAX_SUFFIX_WORDS = Math.max(...LEGAL_SUFFIXES.map((s) => s.length));
const SUFFIX_KEYS = new Set(LEGAL_SUFFIXES.map((s) => s.join(" ")));

/**
 * Top-level domains recognised in a trailing domain, besides any two-letter country code.
 * A fixed list rather than "any letters" so that names such as "St.Louis" stay intact.
 */
const GENERIC_TLDS = new Set(
  (
    "com net org info biz io ai app dev xyz tech co inc ltd llc vc so me ly gg sh to tv fm cc " +
    "bio health care energy finance capital ventures fund global world cloud digital systems " +
    "solutions agency design group network software studio space store shop site online works " +
    "company build security tools run page one life money eco earth green farm legal law " +
    "media news blog email plus pro team africa asia berlin london paris nyc"
  ).split(" "),
);
/** Second-level labels under a country code ("acme.co.uk", "acme.com.au"). */
const SECOND_LEVEL = new Set(["co", "com", "org", "net", "ac", "gov", "edu", "ltd", "plc"]);

const SCHEME_RE = /^[a-z][a-z0-9+.-]*:\/\//;
const HOST_RE = /^(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+[a-z]{2,}\.?$/u;
const WORD_RE = /[\p{L}\p{N}]+/gu;
const DOTTED_ABBREVIATION_RE = /^(?:[\p{L}\p{N}]\.)+[\p{L}\p{N}]?\.?$/u;

/**
 * If `token` (already folded) is a domain or URL, returns its registrable label
 * ("www.acme.io" → "acme", "https://acme.co.uk/about" → "acme"); otherwise null.
 */
export function domainLabel(token: string): string | null {
  let host = token.replace(SCHEME_RE, "");
  host = host.split(/[/?#]/, 1)[0].replace(/:\d+$/, "");
  if (!HOST_RE.test(host)) return null;
  const labels = host.replace(/\.$/, "").split(".");
  if (labels[0] === "www" || /^www\d$/.test(labels[0])) labels.shift();
  const tld = labels.pop()!;
  const generic = GENERIC_TLDS.has(tld);
  if (!generic && tld.length !== 2) return null;
  if (!generic && labels.length > 1 && SECOND_LEVEL.has(labels[labels.length - 1])) labels.pop();
  const label = labels[labels.length - 1];
  // Under a bare country code, one letter is more likely an initial ("E.ON") than a domain.
  if (label === undefined || (!generic && label.length < 2)) return null;
  return label;
}

/** "https://www.acme.io/about?x=1" → "www.acme.io"; other words unchanged. */
function urlHost(word: string): string {
  if (!SCHEME_RE.test(word) && !word.startsWith("www.")) return word;
  return word.replace(SCHEME_RE, "").split(/[/?#]/, 1)[0];
}

/** Words of a chunk: dotted abbreviations ("s.a.r.l.", "j.p.") become one word. */
function chunkWords(chunk: string): string[] {
  if (DOTTED_ABBREVIATION_RE.test(chunk)) return [chunk.replace(/\./g, "")];
  return chunk.match(WORD_RE) ?? [];
}

/** The suffix key of a chunk ("S.A.R.L." → "sarl", "A/S" → "as"), or "" if it has no letters. */
function suffixWord(chunk: string): string {
  return (chunk.match(WORD_RE) ?? []).join("");
}

/** Number of trailing chunks forming a legal suffix (longest first), or 0. */
function trailingSuffixLength(chunks: string[]): number {
  const max = Math.min(MAX_SUFFIX_WORDS, chunks.length - 1); // never the whole name
  for (let n = max; n >= 1; n--) {
    const key = chunks
      .slice(chunks.length - n)
      .map(suffixWord)
      .join(" ");
    if (SUFFIX_KEYS.has(key)) return n;
  }
  return 0;
}

/**
 * The words of a name with a trailing domain and trailing legal suffixes removed:
 * "Acme Robotics GmbH" → ["acme", "robotics"], "www.acme.io" → ["acme"], "AB" → ["ab"].
 */
export function nameTokens(name: string): string[] {
  // Chunks keep the characters that matter for domains and dotted abbreviations; every other
  // character separates them.
  const chunks = foldText(name)
    .split(/\s+/)
    .map(urlHost)
    .join(" ")
    .split(/[^\p{L}\p{N}.\-/:?#]+/u)
    .map((c) => c.replace(/^[.\-/:?#]+|[-/:?#]+$/g, ""))
    .filter((c) => /[\p{L}\p{N}]/u.test(c));

  for (;;) {
    const label = chunks.length > 0 ? domainLabel(chunks[chunks.length - 1]) : null;
    if (label !== null) {
      // A domain after a name is noise ("Acme – acme.ai"); a domain alone names the company.
      if (chunks.length === 1) {
        chunks[0] = label;
        break;
      }
      chunks.pop();
      continue;
    }
    const n = trailingSuffixLength(chunks);
    if (n === 0) break;
    chunks.splice(chunks.length - n, n);
  }
  return chunks.flatMap(chunkWords);
}

/** The compact key of a company name: the words of `nameTokens` joined. */
export function normalizeName(name: string): string {
  return nameTokens(name).join("");
}
