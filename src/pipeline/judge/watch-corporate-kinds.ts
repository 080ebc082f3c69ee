import { words } from "../../text";
import { keywordMatches } from "./watch-keywords";

/*
 * A corporate event is of one of several kinds, and a watch list may name only some of them (docs/pipeline.md "Watch
 * items"): "exits (acquisition, shutdown)" asks for a sale or a closure, not a new kitchen in Calgary. Each kind is
 * named by one of its words; the synonyms (watch-vocabulary.ts) carry the rest ("takeover", "M&A", "winding down",
 * "opens", a place a move names, "zertifiziert").
 */
const KINDS = ["acquisition", "shutdown", "expansion", "production", "certification", "regulatory", "recall", "layoff"];

/**
 * Words that name a kind in a statement though they are no synonym of it in a watch list: "first office in Portugal"
 * is a move (an item "office moves" is not about expansion alone), in any language.
 */
const STATEMENT_WORDS: Record<string, readonly string[]> = {
  // An office in the languages the vocabulary reads: "ouvre un bureau à Boston", "eröffnet ein Büro in Wien".
  expansion: [
    "office",
    "offices",
    "bureau",
    "bureaux",
    "buro",
    "kantoor",
    "kontor",
    "oficina",
    "escritorio",
    "ufficio",
  ],
  // Output made: "the first cells came off Line 1", "opens its first factory".
  production: ["line", "lines", "factory", "factories", "plant", "production", "manufacturing", "gigafactory"],
};

/** The kinds of corporate event a text names. */
function kindsIn(text: string, statement = false): string[] {
  const ws = statement ? words(text) : [];
  return KINDS.filter(
    (k) => keywordMatches({ keywords: [k] }, text).length > 0 || ws.some((w) => STATEMENT_WORDS[k]?.includes(w)),
  );
}

/** A finding's event statements as read (read/index.ts StatementReading): their words, and whether they counted. */
export interface ReadStatement {
  type: string;
  statement: string;
  counted: boolean;
}

/**
 * Whether a corporate event is plainly of another kind than the ones a watch item names: the item names some kinds,
 * each statement that made the finding an event names one by its own words ("opens Calgary kitchen"), and none is
 * asked for. An item naming no kind ("corporate events"), a finding typed by no statement, or a statement whose words
 * name no kind here (a new name, a takeover told in Japanese) stays matched by its type.
 */
export function otherCorporateKind(itemLabel: string, statements: readonly ReadStatement[] | undefined): boolean {
  const asked = kindsIn(itemLabel);
  const counted = (statements ?? []).filter((s) => s.counted && s.type === "corporate_event");
  if (!asked.length || !counted.length) return false;
  const told = counted.map((s) => kindsIn(s.statement, true));
  return told.every((kinds) => kinds.length > 0 && !kinds.some((k) => asked.includes(k)));
}
