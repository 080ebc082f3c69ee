import { foldText, isDenseScript, stem, words as textWords } from "../../text";
import { placesIn } from "../collect/extract/places";
import { placeNamedFor } from "./watch-terms";
import { SHORT_WORDS, SYNONYMS } from "./watch-vocabulary";

/*
 * A watch item's words found in a text (docs/pipeline.md "watch items"): by the same word, a word form (a light
 * stemmer, adjacent words read together), or a synonym; a watch list's words as the matcher compares them.
 */

/** One keyword found, and as what. */
export interface Term {
  keyword: string;
  found: string;
  as: "same word" | "word form" | "synonym";
  /** The word that tells the event, when it is not the one found: the move ("open") that names a place ("Phoenix"). */
  told?: string;
}

/** An item's keywords found in `text`: as the same word, a word form, two words read as one, or a synonym. */
export function keywordMatches(item: { keywords: string[] }, text: string): Term[] {
  if (item.keywords.length === 0) return [];
  const tokens = words(text);
  const stems = tokens.map(stem);
  // Adjacent words read together, so "shut down" and "shutting down" are both "shutdown".
  const joined = stems
    .slice(0, -1)
    .map((s, i) => ({ stem: s + stems[i + 1], surface: `${tokens[i]} ${tokens[i + 1]}` }));
  const out: Term[] = [];
  // Two keywords written apart may be one word in the text ("shut down" / "shutdown").
  for (let i = 0; i + 1 < item.keywords.length; i++) {
    const at = stems.indexOf(stem(item.keywords[i]) + stem(item.keywords[i + 1]));
    if (at >= 0)
      for (const k of item.keywords.slice(i, i + 2)) out.push({ keyword: k, found: tokens[at], as: "word form" });
  }
  for (const k of item.keywords) {
    if (out.some((t) => t.keyword === k)) continue;
    const ks = stem(k);
    const same = tokens.indexOf(k);
    if (same >= 0) {
      out.push({ keyword: k, found: tokens[same], as: "same word" });
      continue;
    }
    const formAt = stems.findIndex((s, i) => s === ks || sharesPrefix(k, tokens[i]));
    if (formAt >= 0) {
      out.push({ keyword: k, found: tokens[formAt], as: "word form" });
      continue;
    }
    const pair = joined.find((j) => j.stem === ks);
    if (pair) {
      out.push({ keyword: k, found: pair.surface, as: "word form" });
      continue;
    }
    const place = placeNamedFor(k, text, MOVE_STEMS);
    if (place) {
      const move = tokens[stems.findIndex((s) => MOVE_STEMS.includes(s))];
      out.push({ keyword: k, found: place, as: "synonym", ...(move ? { told: move } : {}) });
      continue;
    }
    const group = SYNONYM_STEMS.find((g) => g.includes(ks));
    if (group) {
      const i = stems.findIndex(
        (s, at) => group.includes(s) && (!WITH_A_PLACE.has(s) || placeBeside(text, tokens[at]!)),
      );
      const j = joined.find((p) => group.includes(p.stem));
      if (i >= 0) out.push({ keyword: k, found: tokens[i], as: "synonym" });
      else if (j) out.push({ keyword: k, found: j.surface, as: "synonym" });
    }
  }
  return out;
}

const SYNONYM_STEMS: string[][] = SYNONYMS.map((g) => g.map((p) => words(p).map(stem).join("")));
/** The stems of a move somewhere: the expansion synonyms'. */
const MOVE_STEMS = SYNONYM_STEMS.find((g) => g.includes(stem("expansion"))) ?? [];

/** Synonyms of a move that are one only beside the place they name: "now shipping to the UK", not "what we shipped". */
const WITH_A_PLACE = new Set(["ships", "shipping", "shipped"].map(stem));

/** Whether the line of `text` that holds `word` names a place. */
function placeBeside(text: string, word: string): boolean {
  const line = text.split("\n").find((l) => textWords(l).includes(word));
  return !!line && placesIn(line).some((p) => p.kind !== "state");
}

/** The old prefix rule, kept for derivations the stemmer does not join ("expansion" / "expands"). */
function sharesPrefix(keyword: string, word: string): boolean {
  if (keyword.length <= 5) return false;
  return word.startsWith(keyword.slice(0, Math.max(5, keyword.length - 3)));
}

/** A watch list's words: folded, "M&A" one word ("mna"), two-letter words only when they carry a subject. */
export function words(s: string): string[] {
  const pieces = foldText(s).split("&");
  const joined = pieces.slice(1).reduce((text, piece) => {
    const [before, after] = [text.trimEnd(), piece.trimStart()];
    const mna =
      textWords(before).at(-1) === "m" && before.endsWith("m") && textWords(after)[0] === "a" && after.startsWith("a");
    return mna ? `${before.slice(0, -1)}mna${after.slice(1)}` : `${text}&${piece}`;
  }, pieces[0]);
  return textWords(joined).filter((w) => w.length >= 3 || SHORT_WORDS.has(w) || (w.length === 2 && isDenseScript(w)));
}
