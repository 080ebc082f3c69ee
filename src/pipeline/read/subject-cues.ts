/*
 * Who a statement is about, as data (docs/pipeline.md "Vocabulary is data"): words that name the company speaking, a
 * group of others, a deal's parties. Word sets hold words as written in lower case (apostrophes as "'": "we've");
 * phrases are the phrase matcher's (phrases.ts: `stem*`, `a|b`, `?optional`, `~N`), matched by cue-match.ts.
 */

/** Words that name a round's investors at the start of an event's words ("led by Northzone", "with participation"). */
export const INVESTOR_CUES = [
  "with participation",
  "?co led by",
  "new investor|investors",
  "join|joins our|the cap table",
  "round|funding|financing|investment ~6 ?co led by",
];

/** The company's own founder or chief named as such ("our CEO", "our co-founders"). */
export const OUR_FOUNDER = ["our ceo|cto|founder|founders|cofounder|cofounders", "our co founder|founders"];
