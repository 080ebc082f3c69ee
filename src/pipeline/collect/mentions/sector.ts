import { ancestorIds, getCategory } from "../../../taxonomy/tree";
import { LexicalClassifier } from "../../../taxonomy/lexical";
import { nameTokens } from "../../../search/normalize";
import { foldText, foldedPhrase, isStopword } from "../../../text";
import { spaceTokens, wordSpans } from "../../../text/token-classes";
import { placesIn } from "../extract/places";
import { wordsTagged } from "./tags";
import { type SiteTopic, usesWordsOf } from "./topic";

/*
 * Sectors in an item's words: the company's own sector words, the sector a descriptor names, and the one sector an
 * item speaks of when it is not the company's.
 */

/**
 * Top-level sectors a "software", "AI" or "tech" descriptor may mean any of: describing a company in one is no
 * contradiction of another.
 */
export const TECH_TOPS = new Set(["software", "devtools", "data-infra", "security", "vertical-saas"]);

/**
 * Sectors whose companies make software for other industries: an item speaking of another sector is their customers'
 * news as often as a namesake's.
 */
export const BUILDS_FOR_OTHER_SECTORS = new Set(["software", "vertical-saas"]);

const classifier = new LexicalClassifier();
/** Another language's words only: English sector words in a German article read what is not there ("die", "will"). */
const translated = new LexicalClassifier("translations");

/** The classifier for a text in English or in another language. */
function classifierFor(english: boolean): LexicalClassifier {
  return english ? classifier : translated;
}

/** Names and synonyms of the company's categories and their parents, folded: the words of its sector. */
export function sectorWords(classification: string[]): string[] {
  const ids = new Set(classification.flatMap((id) => [id, ...ancestorIds(id)]));
  const out = new Set<string>();
  for (const id of ids) {
    const cat = getCategory(id);
    if (!cat) continue;
    for (const w of [cat.name, ...cat.synonyms]) {
      const folded = foldedPhrase(w);
      // "AI" or "ML" alone would tie a namesake to any tech story.
      if (folded.length >= 3) out.add(folded);
    }
  }
  return [...out];
}

/** Words of a descriptor that say nothing of a sector besides function words: "a fast-growing … in …". */
const DESCRIPTOR_FILLERS = new Set("new young fast-growing leading stealth based".split(" "));

/**
 * The sector a descriptor's words name outright ("fertility" → Health & Bio), or null when none or
 * only generic words. In English its last word, two and three words are tried (the head of the descriptor
 * comes last: "a fast-growing Berlin fertility start-up"); in another language the longest first, since the head may
 * come first ("la marque de soins solaires": sun care, not solar).
 */
export function sectorOfWords(
  descriptor: string,
  english = true,
): { top: string; name: string; term: string; categoryId: string } | null {
  const words = spaceTokens(descriptor).filter((w) => {
    const lower = w.toLowerCase();
    return (
      !DESCRIPTOR_FILLERS.has(lower) &&
      !isStopword(lower) &&
      !lower.endsWith("-based") &&
      placesIn(w, { adjectives: true }).length === 0
    );
  });
  const longest = Math.min(3, words.length);
  const sizes = Array.from({ length: longest }, (_, i) => (english ? i + 1 : longest - i));
  for (const n of sizes) {
    const term = words.slice(-n).join(" ");
    const best = classifierFor(english)
      .matchTerm(term)
      .filter((m) => m.score >= 0.85);
    if (!best.length) continue;
    const top = best[0]!.categoryId.split("/")[0]!;
    // Every strong match in one top-level sector, or the descriptor is too vague to contradict anything.
    if (best.some((m) => m.categoryId.split("/")[0] !== top)) return null;
    return { top, name: getCategory(top)?.name ?? top, term, categoryId: best[0]!.categoryId };
  }
  return null;
}

/**
 * The sector an item's words speak of when it is not the company's: taxonomy terms of one or two
 * words that match a category outright, under a top-level sector outside the company's (software
 * words, which any company's news may hold, count for neither side unless they are its sector),
 * with no term of the company's own sectors; one sector leading the others by two to one. Words of the company's name
 * are not terms ("Lumora Health" is a name).
 */
export function otherSectorTopic(
  text: string,
  name: string,
  tops: Set<string>,
  site?: SiteTopic,
  english = true,
): { name: string; terms: string[] } | null {
  const found = sectorTerms(text, name, tops, site, english);
  if (!found) return null;
  // One sector must lead clearly: a stray word of another ("insurance" beside "dental") is common.
  const ranked = [...found].sort((a, b) => b[1].size - a[1].size);
  const [top, terms] = ranked[0] ?? [];
  if (!top || !terms || terms.size < 2 * (ranked[1]?.[1].size ?? 0)) return null;
  // Said once: "dental" inside "dental clinics" is the same word.
  const said = [...terms].filter((t) => ![...terms].some((o) => o !== t && ` ${o} `.includes(` ${t} `)));
  return { name: getCategory(top)?.name ?? top, terms: said.slice(0, 3) };
}

/** The item's terms of one other sector each, by sector; null when one is of the company's own sectors. */
function sectorTerms(
  text: string,
  name: string,
  tops: Set<string>,
  site: SiteTopic | undefined,
  english: boolean,
): Map<string, Set<string>> | null {
  const nameWords = new Set(nameTokens(name));
  // A person's name is no sector's word ("Denise Carter as COO" is not CAR-T therapy).
  const people = wordsTagged(text, "Person");
  const tokens = wordSpans(text)
    .map(({ text: raw }) => ({ raw, word: foldText(raw) }))
    .filter((t) => !nameWords.has(t.word) && !people.has(t.word));
  const words = tokens.map((t) => t.word);
  const found = new Map<string, Set<string>>();
  for (let i = 0; i < words.length; i++) {
    for (let n = 2; n >= 1; n--) {
      if (i + n > words.length) continue;
      const parts = words.slice(i, i + n);
      if (parts.some((w) => STOP_TERMS.has(w))) continue;
      // A job's field is no sector: "finance director", "head of payments".
      if (JOB_TITLE.has(words[i + n] ?? "") || (words[i - 1] === "of" && JOB_TITLE.has(words[i - 2] ?? ""))) continue;
      const term = parts.join(" ");
      // Three letters are a word ("ran") unless written as an acronym ("IVF").
      if (n === 1 && (term.length < 3 || (term.length === 3 && tokens[i]!.raw !== tokens[i]!.raw.toUpperCase())))
        continue;
      const best = classifierFor(english)
        .matchTerm(term)
        .filter((m) => m.score >= 0.99);
      if (!best.length) continue;
      const sectors = new Set(best.map((m) => m.categoryId.split("/")[0]!));
      // A word of the company's own sector: what the item speaks of may well be the company's.
      if ([...sectors].some((t) => tops.has(t))) return null;
      // The company's own site's words ("fleets" of a site charging them) are its trade, whatever a classifier says.
      if (usesWordsOf(site, term)) continue;
      if (sectors.size !== 1 || TECH_TOPS.has([...sectors][0]!)) continue;
      const top = [...sectors][0]!;
      if (!found.has(top)) found.set(top, new Set());
      // Shown as written, accents and all ("cosmétique"), in lower case.
      found.get(top)!.add(
        tokens
          .slice(i, i + n)
          .map((t) => t.raw.toLowerCase())
          .join(" "),
      );
      break;
    }
  }
  return found;
}

/** Words of a job's title around its field: "finance director", "head of payments". */
const JOB_TITLE = new Set("director directors head chief officer manager vp lead".split(" "));

/**
 * Words that name a category somewhere but say nothing of a company's sector in a news item: what
 * every company does (hiring, sales), news words, and the little words no term starts or ends with.
 */
const STOP_TERMS = new Set(
  [
    "a an the and for with from new its their our on in of to at by as is are was we how why what who",
    "hiring hires recruiting talent sales marketing office offices remote employees staff jobs ceo cto founder",
    "founders series round raises lands launches million funding startup company platform network app apps data",
    "cloud software tech technology services solutions employers customers users teams market markets global",
    "growth capital ventures partners investors launch launched family families people world",
    // A deal's verbs are no sector: "Stackmoor acquires Brineline" is not card acquiring; nor a round's kind ("a
    // bridge round").
    "acquires acquired acquire acquiring acquisition acquisitions merger merges merged buys bought bridge",
  ]
    .join(" ")
    .split(" "),
);
