import nlp from "compromise";
import { foldedPhrase } from "../../../text";

/*
 * The parse's tags of a text's words ("Noun", "Verb", "Place"), shared by the readers of headlines and items: one
 * parse per text, however many of its tags they ask for (a headline is asked for its verbs, its places and its nouns).
 */

/** One word as the parse reads it: folded, with its tags. */
export interface TaggedWord {
  word: string;
  tags: readonly string[];
}

/** The last texts parsed: the same headline is read by several rules in a row. */
const recent = new Map<string, TaggedWord[]>();
const RECENT_TEXTS = 8;

/** The words of a text with the tags the parse gives each, in order. */
export function taggedWords(text: string): TaggedWord[] {
  const known = recent.get(text);
  if (known) return known;
  const terms = nlp(text).terms().json() as { text: string; terms: { tags: string[] }[] }[];
  const words = terms.map((t) => ({ word: foldedPhrase(t.text), tags: t.terms[0]?.tags ?? [] }));
  if (recent.size >= RECENT_TEXTS) recent.delete(recent.keys().next().value!);
  recent.set(text, words);
  return words;
}

/** The folded words the parse gives any of these tags ("Verb", "Place"). */
export function wordsTagged(text: string, ...tags: string[]): Set<string> {
  return new Set(
    taggedWords(text)
      .filter((w) => tags.some((t) => w.tags.includes(t)))
      .map((w) => w.word),
  );
}
