import { ONE_WORD_LEGAL_SUFFIXES } from "../../../search/normalize";
import {
  capitalisedTail,
  isAsciiWordChar,
  isCapitalised,
  isWordChar,
  spaceChunks,
  spaceTokens,
  wordSpans,
  type WordSpan,
} from "../../../text/token-classes";
import { compoundTradeBefore } from "./compound-trades";
import { taggedWords } from "./tags";
import { foldText } from "../../../text";
import { placesIn, type Place } from "../extract/places";
import { nameAt, nameWords } from "./name";

/*
 * What an item says the company is and where: the words it describes it with ("Nestwell, a Berlin-based fertility
 * start-up", "fertility start-up Nestwell") and the places it puts it in ("based in Austin", "Berlin-based").
 * Read on the text's words and whitespace-separated chunks, with word lists as data.
 */

/** Nouns an article calls a company by ("a fertility start-up", "the developer-tools company"), lower case. */
const COMPANY_NOUNS = new Set([
  ...["startup", "startups", "start-up", "start-ups", "scaleup", "scaleups", "scale-up", "scale-ups"],
  ...["company", "companies", "firm", "firms", "maker", "makers", "platform", "platforms", "provider", "providers"],
  ...["app", "apps", "business", "businesses", "brand", "brands", "lab", "labs", "developer", "developers"],
  ...["marketplace", "marketplaces", "unicorn", "unicorns", "unternehmen", "entreprise", "société", "empresa"],
]);

/** Articles that open an apposition after the name ("Acme, a …", "Acme (die …"), in the languages read. */
const ARTICLES = new Set([
  ...["a", "an", "the", "un", "une", "ein", "eine", "die", "der", "das", "el", "la", "una", "le", "o", "um", "uma"],
]);

/**
 * Nouns the Romance languages call a company by, written before what describes it ("la firma valenciana de calzado
 * Candela", "Candela, la marca oaxaqueña de velas"), folded.
 */
const ROMANCE_COMPANY_NOUNS = new Set([
  ...["firma", "empresa", "compania", "marca", "startup", "start-up", "plataforma", "fintech", "sociedad"],
  ...["companhia", "sociedade", "entreprise", "societe", "marque", "jeune-pousse", "azienda", "societa", "tecnologica"],
  // A chain or a group: "rede mineira de restaurantes", "la cadena poblana de cafeterías", "le groupe lyonnais".
  ...["rede", "cadena", "catena", "chaine", "grupo", "gruppo", "groupe"],
]);
const ENGLISH_ARTICLES = new Set(["a", "an", "the"]);
const ROMANCE_ARTICLES = new Set(["la", "el", "las", "los", "le", "les", "l'", "o", "os", "il", "lo"]);
/** Little words of a Romance descriptor ("de calzado", "di moda", "et de"). */
const ROMANCE_STOPS = new Set(["de", "del", "da", "do", "dos", "das", "des", "di", "y", "e", "et", "para", "pour"]);

/** Marks that set an apposition after the name ("Acme, a …", "Acme (a …)", "Acme – the …"). */
const APPOSITION_MARKS = [",", "(", "–", "—", "-"];

/** Little words left out of a descriptor read before the name ("the fast-growing start-up Acme"). */
const DESCRIPTOR_STOPS = new Set(["the", "a", "an", "and", "of", "by", "for"]);

/** How many words a descriptor holds at most. */
const MAX_DESCRIPTOR_WORDS = 5;

/** Marks a descriptor's words may hold besides letters and digits ("R&D", "developer-tools", "Europe's"). */
const DESCRIPTOR_MARKS = "&'’-";

/**
 * The words an item describes the company with: "Nestwell, a Berlin-based fertility start-up",
 * "fertility start-up Nestwell", "the developer-tools company Acme".
 */
export function descriptorsOf(text: string, name: string): string[] {
  const { spans, at, size } = namedAt(text, name);
  const after = at.map(
    (i) => describedAfter(text, spans, i + size - 1) ?? hebrewPlaceAfter(text, spans[i + size - 1]!),
  );
  const before = at.map(
    (i) =>
      describedBefore(text, spans[i]!.start) ??
      romanceBefore(text, spans[i]!.start) ??
      placeOwning(text, spans[i]!.start) ??
      nounBefore(text, spans[i]!.start),
  );
  return [...after, ...before].filter((d): d is string => !!d);
}

/** The compounds giving the company a trade right before its name ("Drahtseilhersteller Seilwerk"). */
export function compoundTradesOf(text: string, name: string): { word: string; trade: string }[] {
  const { spans, at } = namedAt(text, name);
  return at
    .map((i) => compoundTradeBefore(lineBefore(text, spans[i]!.start)))
    .filter((c): c is { word: string; trade: string } => !!c);
}

/** Where the company's name stands in `text`: the text's words, the index of each occurrence's first, its length. */
function namedAt(text: string, name: string): { spans: WordSpan[]; at: number[]; size: number } {
  const words = nameWords(name);
  if (!words.length) return { spans: [], at: [], size: 0 };
  const spans = wordSpans(text);
  return { spans, at: nameAt(spans, words), size: words.length };
}

/** The name's line before it: a description never runs on from the line above (a headline, then its lede). */
function lineBefore(text: string, nameStart: number): string {
  return text.slice(text.lastIndexOf("\n", nameStart - 1) + 1, nameStart);
}

/** "Melbourne's Haven Labs": a place whose possessive stands right before the name, as a press headline places it. */
function placeOwning(text: string, nameStart: number): string | null {
  const head = lineBefore(text, nameStart);
  if (head.trimEnd().length === head.length) return null;
  const last = spaceTokens(head).at(-1) ?? "";
  const stem = last.endsWith("'s") || last.endsWith("’s") ? last.slice(0, -2) : "";
  const place = stem ? placesIn(stem)[0] : undefined;
  return place && place.name === stem ? stem : null;
}

/** "Acme, a Berlin-based fertility start-up": the words between the article and the noun after the name. */
function describedAfter(text: string, spans: WordSpan[], last: number): string | null {
  const suffix = spans[last + 1];
  const ends: number[] = [];
  if (suffix && ONE_WORD_LEGAL_SUFFIXES.has(suffix.text.toLowerCase()))
    ends.push(text[suffix.end] === "." ? suffix.end + 1 : suffix.end);
  ends.push(spans[last]!.end);
  for (const end of ends) {
    const rest = text.slice(end).trimStart();
    if (!APPOSITION_MARKS.includes(rest[0] ?? "")) continue;
    const chunks = spaceTokens(rest.slice(1));
    // The Romance press may leave the article out: "A Casa Plena, rede mineira de restaurantes, recebeu …".
    if (chunks.length > 1 && isRomanceNoun(chunks[0]!)) return romanceWords(chunks.slice(1));
    if (!ARTICLES.has(chunks[0]?.toLowerCase() ?? "") || chunks.length < 2) continue;
    if (!ENGLISH_ARTICLES.has(chunks[0]!.toLowerCase()) && isRomanceNoun(chunks[1]!))
      return romanceWords(chunks.slice(2));
    const words: string[] = [];
    for (const chunk of chunks.slice(1, 2 + MAX_DESCRIPTOR_WORDS)) {
      if (opensWithCompanyNoun(chunk)) return words.join(" ");
      if (!isDescriptorWord(chunk)) break;
      words.push(chunk);
    }
  }
  return null;
}

/**
 * A Hebrew headline places the company right after its name, with "from" or "in" joined to the place: "נגברה מבאר
 * שבע גייסה …" (Negevra from Be'er Sheva raised …).
 */
function hebrewPlaceAfter(text: string, name: WordSpan): string | null {
  const rest = spaceTokens(text.slice(name.end)).slice(0, 3).join(" ");
  if (!"מב".includes(rest[0] ?? " ")) return null;
  const place = placesIn(rest)[0];
  return place?.index === 0 ? place.name : null;
}

/** "the developer-tools company Acme": up to five words before the noun that stands right before the name. */
function describedBefore(text: string, nameStart: number): string | null {
  const head = lineBefore(text, nameStart);
  const chunks = spaceTokens(head);
  if (head.trimEnd().length === head.length || !COMPANY_NOUNS.has(chunks.at(-1)?.toLowerCase() ?? "")) return null;
  const words: string[] = [];
  for (const chunk of chunks.slice(0, -1).reverse()) {
    if (words.length === MAX_DESCRIPTOR_WORDS) break;
    if (isDescriptorWord(chunk)) {
      words.unshift(chunk);
      continue;
    }
    // A word glued to punctuation before it ("(fertility") is read from its letters on.
    const tail = descriptorTail(chunk);
    if (tail) words.unshift(tail);
    break;
  }
  return words.filter((w) => !DESCRIPTOR_STOPS.has(w.toLowerCase())).join(" ") || null;
}

/**
 * "Reno battery recycler Ferrous", "Indonesian coffee chain Arunika": a common noun standing right before the name, as
 * a headline puts the trade it gives a company without a word for "company". The parse must read that word as a noun
 * in the sentence ("Investors back Ferrous" is a verb) and the word before it as neither a plural subject nor a verb
 * ("engineers launch Ferrous").
 */
function nounBefore(text: string, nameStart: number): string | null {
  const head = lineBefore(text, nameStart);
  const chunks = spaceTokens(head);
  const last = chunks.at(-1) ?? "";
  if (head.trimEnd().length === head.length || !/^\p{Ll}/u.test(last) || !isDescriptorWord(last)) return null;
  const terms = taggedWords(head.trimEnd());
  const [before, term] = [terms.at(-2)?.tags ?? [], terms.at(-1)?.tags ?? []];
  if (!term.includes("Noun") || term.includes("Pronoun") || before.includes("Plural") || before.includes("Verb"))
    return null;
  const words: string[] = [];
  for (const chunk of chunks.reverse()) {
    if (words.length === MAX_DESCRIPTOR_WORDS || !isDescriptorWord(chunk) || DESCRIPTOR_STOPS.has(chunk.toLowerCase()))
      break;
    words.unshift(chunk);
  }
  return words.join(" ");
}

/** "la firma valenciana de calzado Candela": the words between a Romance company noun and the name. */
function romanceBefore(text: string, nameStart: number): string | null {
  const head = lineBefore(text, nameStart);
  if (head.trimEnd().length === head.length) return null;
  const chunks = spaceTokens(head).slice(-(MAX_DESCRIPTOR_WORDS + 2));
  // "La chilena Trazo", "la paulista Garoa": a demonym standing for the noun, right after the article.
  const [article, last] = [chunks.at(-2)?.toLowerCase() ?? "", chunks.at(-1) ?? ""];
  if (ROMANCE_ARTICLES.has(article) && placesIn(last, { adjectives: true }).length) return last;
  const noun = chunks.findLastIndex(isRomanceNoun);
  if (noun < 0 || noun === chunks.length - 1 || !chunks.slice(noun + 1).every(isDescriptorWord)) return null;
  return romanceWords(chunks.slice(noun + 1));
}

/** A descriptor's words after a Romance company noun, up to the first that is none, little words left out. */
function romanceWords(chunks: string[]): string | null {
  const words: string[] = [];
  for (const chunk of chunks.slice(0, MAX_DESCRIPTOR_WORDS)) {
    const word = chunk.replace(/[,.;:)]+$/u, "");
    if (!isDescriptorWord(word)) break;
    words.push(word);
    if (word !== chunk) break;
  }
  return words.filter((w) => !ROMANCE_STOPS.has(w.toLowerCase())).join(" ") || null;
}

function isRomanceNoun(chunk: string): boolean {
  return ROMANCE_COMPANY_NOUNS.has(foldText(chunk));
}

function isDescriptorWord(chunk: string): boolean {
  return [...chunk].every((c) => isWordChar(c) || DESCRIPTOR_MARKS.includes(c));
}

/** The end of a chunk made of a descriptor's characters ("(fertility" → "fertility"). */
function descriptorTail(chunk: string): string {
  const cs = [...chunk];
  let from = cs.length;
  while (from > 0 && isDescriptorWord(cs[from - 1]!)) from--;
  return cs.slice(from).join("");
}

/** Whether the chunk opens with a company noun as a whole word ("start-up,", "company's"; not "applied"). */
function opensWithCompanyNoun(chunk: string): boolean {
  const lower = chunk.toLowerCase();
  for (const noun of COMPANY_NOUNS)
    if (lower.startsWith(noun) && !isAsciiWordChar(lower[noun.length] ?? " ")) return true;
  return false;
}

/** Verbs that say where a company sits, before "in" ("based in Austin"). */
const BASED_VERBS = ["based", "headquartered", "located", "hqd", "hq'd"];
/** How many capitalised words a place after "based in" holds at most ("San Francisco, California"). */
const MAX_PLACE_WORDS = 4;

/**
 * Where an item says the company is: "Berlin-based", "based in Austin", "headquartered in Paris", "a Swedish start-up".
 */
export function placesOfCompany(text: string, descriptors: string[]): { name: string; place: Place }[] {
  const out: { name: string; place: Place }[] = [];
  for (const d of descriptors)
    for (const p of placesIn(d, { adjectives: true })) out.push({ name: p.name, place: p.place });
  for (const said of [...basedIn(text), ...basedAdjectives(text)]) {
    const p = placesIn(said)[0];
    if (p) out.push({ name: p.name, place: p.place });
  }
  return out;
}

/** The capitalised words after "based in", "headquartered in": "based in San Francisco, California." */
function basedIn(text: string): string[] {
  const chunks = spaceChunks(text);
  const out: string[] = [];
  for (let k = 0; k + 2 < chunks.length; k++) {
    if (!BASED_VERBS.some((v) => endsWithWord(chunks[k]!.text, v)) || chunks[k + 1]!.text !== "in") continue;
    const place: string[] = [];
    for (const { text: chunk, end } of chunks.slice(k + 2, k + 2 + MAX_PLACE_WORDS)) {
      const word = chunk.endsWith(",") ? chunk.slice(0, -1) : chunk;
      // A comma goes on to the next word: one at the text's very end does not.
      if (!isCapitalised(word, ".'’-") || (word !== chunk && end === text.length)) break;
      place.push(chunk);
    }
    if (place.length) out.push(place.join(" "));
  }
  return out;
}

/** Whether the chunk ends with the word, at a word's edge ("(based", not "debased"). */
function endsWithWord(chunk: string, word: string): boolean {
  return chunk.endsWith(word) && !isAsciiWordChar(chunk[chunk.length - word.length - 1] ?? " ");
}

/** Capitalised words glued to "-based", up to three: "San Francisco-based", "(Berlin-based". */
function basedAdjectives(text: string): string[] {
  const chunks = spaceTokens(text);
  const out: string[] = [];
  chunks.forEach((chunk, k) => {
    const at = chunk.indexOf("-based");
    if (at < 0 || isAsciiWordChar(chunk[at + "-based".length] ?? " ")) return;
    const last = capitalisedTail(chunk.slice(0, at), ".'’");
    if (!last) return;
    const words = [last];
    for (const before of chunks.slice(Math.max(0, k - 2), k).reverse()) {
      const tail = capitalisedTail(before, ".'’");
      if (!tail) break;
      words.unshift(tail);
      if (tail !== before) break;
    }
    out.push(words.join(" "));
  });
  return out;
}
