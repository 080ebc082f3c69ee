import nlp from "compromise";
import { spaceTokens, words as textWords } from "../../text";
import { anyPhrase, leadingMatch } from "../read/cue-match";
import { beforeFinalPlace, isPlaceOrRegion } from "../read/place-slot";
import type { PhraseMatch } from "../read/phrases";
import {
  ELSEWHERE_CUES,
  EXCEPT_CUES,
  EXCLUDE_CUES,
  FOLLOWING_CUES,
  LEADING_EXCLUDE_CUES,
  SELF_FOLLOWED_CUES,
  REFERRING_WORDS,
} from "./watch-exclusion-cues";
import { ABBREVIATIONS, AND_WORDS } from "./watch-vocabulary";

/*
 * How a watch list splits (docs/pipeline.md "watch items"): into sentences, then clauses (commas, semicolons, bullets,
 * lines), then phrases ("and", "&", "/"). What a pair of brackets holds qualifies the phrase before it and is never
 * split: "Big customer wins (pharmacy chains, NHS trusts)" is one phrase. A clause may say what not to send
 * (watch-exclusion-cues.ts): its phrases are then exclusions, or only what its brackets hold when the cue is there.
 */

const OPENING = "([{";
const CLOSING = ")]}";

/** Splits `text` where `at(i)` says a separator of `width` characters starts, never inside brackets. */
function splitOutsideBrackets(text: string, at: (i: number) => number): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (OPENING.includes(text[i]!)) depth++;
    else if (CLOSING.includes(text[i]!)) depth = Math.max(0, depth - 1);
    if (depth > 0) continue;
    const width = at(i);
    if (width > 0) {
      parts.push(text.slice(start, i));
      start = i + width;
      i = start - 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((p) => p.trim()).filter(Boolean);
}

/**
 * Whether the mark at `i` ends a sentence: ".", "!" or "?" followed by a space or the end, after a word that is no
 * abbreviation ("esp.", "e.g.", "Inc."): "Product launches. We already know about their financing."
 */
function endsSentence(text: string, i: number): boolean {
  if (!".!?".includes(text[i]!)) return false;
  const next = text[i + 1];
  if (next !== undefined && next.trim() !== "") return false;
  if (text[i] !== ".") return true;
  const before = textWords(text.slice(Math.max(0, i - 12), i)).at(-1) ?? "";
  return text[i - 1]?.trim() !== "" && before.length > 1 && !ABBREVIATIONS.has(before);
}

/** Commas, semicolons, bullets and lines, with the ideographic comma and full stop of Japanese and Chinese lists. */
const CLAUSE_MARKS = ",;•·\n、，；。";
/**
 * Dashes, which part clauses with a space on each side when an exclusion follows ("Funding and M&A only — skip
 * partnerships"); a dash before a reason ("— I get their KPIs in the board pack") keeps it in its clause.
 */
const DASHES = "—–-";

/** A watch list's clauses: its sentences split on CLAUSE_MARKS, outside brackets. */
export function watchClauses(thingsToTrack: string): string[] {
  return watchSentences(thingsToTrack).flat();
}

/** A watch list's sentences, each as its clauses. */
export function watchSentences(thingsToTrack: string): string[][] {
  const text = thingsToTrack.replaceAll("\t", " ").replaceAll("\r", " ");
  return splitOutsideBrackets(text, (i) => (endsSentence(text, i) ? 1 : 0)).map((sentence) =>
    splitOutsideBrackets(sentence, (i) => (CLAUSE_MARKS.includes(sentence[i]!) || spacedDash(sentence, i) ? 1 : 0)),
  );
}

/** A dash with a space on each side before an exclusion: "M&A only — skip partnerships", not "Series A–B". */
const spacedDash = (text: string, i: number) =>
  DASHES.includes(text[i]!) && text[i - 1] === " " && text[i + 1] === " " && exclusionOpens(text.slice(i + 2));
/** Whether a text opens with a cue of exclusion ("skip …", "no hiring news", "not interested in …"). */
const exclusionOpens = (text: string) => (leadingMatch(text, EXCLUDES) ?? leadingCue(text)) !== null;

/** What separates a clause's phrases: "and" (in the languages the vocabulary holds), "&" (not M&A's), "/", "+". */
function separatorAt(clause: string, i: number): number {
  if (i > 0 && clause[i - 1] !== " ") return 0;
  const end = clause.indexOf(" ", i);
  if ((clause[i] === "/" || clause[i] === "+") && end === i + 1) return 1;
  if (clause[i] === "&" && end === i + 1) return textWords(clause.slice(i + 1))[0] === "a" ? 0 : 1;
  if (end < 0) return 0;
  if (!AND_WORDS.has(clause.slice(i, end).toLowerCase())) return 0;
  return placesJoined(clause.slice(0, i), clause.slice(end)) ? 0 : end - i;
}

/**
 * Whether "and" joins two places of one phrase: "product registrations in the EU and Brazil" asks for registrations
 * in either, not for anything about Brazil. The phrase before it ends in a place after a preposition, and a place is
 * all that follows.
 */
function placesJoined(before: string, after: string): boolean {
  if (!isPlaceOrRegion(withoutFinalStop(after.trim()))) return false;
  const lead = beforeFinalPlace(before);
  const ws = textWords(lead ?? "").filter((w) => w !== "the");
  return ws.length > 1 && PLACE_PREPOSITIONS.has(ws.at(-1)!);
}
const PLACE_PREPOSITIONS = new Set(["in", "into", "across", "throughout", "within", "to", "en", "em", "dans", "nach"]);

/** A clause's phrases: "Product Updates, hiring and M & A / exits" → Product Updates, hiring, M & A, exits. */
export function clausePhrases(clause: string): string[] {
  const spaced = ` ${clause} `;
  return splitOutsideBrackets(spaced, (i) => separatorAt(spaced, i)).map(withoutFinalStop);
}

/** A watch list's phrases, exclusions and all. */
export function watchPhrases(thingsToTrack: string): string[] {
  return watchClauses(thingsToTrack).flatMap(clausePhrases);
}

const withoutFinalStop = (phrase: string) => (".!?".includes(phrase.at(-1) ?? " ") ? phrase.slice(0, -1) : phrase);

const EXCLUDES = anyPhrase(EXCLUDE_CUES);
const LEADING = anyPhrase(LEADING_EXCLUDE_CUES);
const EXCEPT = anyPhrase(EXCEPT_CUES);
const ELSEWHERE = anyPhrase(ELSEWHERE_CUES);
const FOLLOWING = anyPhrase(FOLLOWING_CUES);
const SELF_FOLLOWED = anyPhrase(SELF_FOLLOWED_CUES);

/** "We follow their customer orders and expansion ourselves": what the cue holds, between its verb and "ourselves". */
function selfFollowed(clause: string): string[] | null {
  const m = SELF_FOLLOWED.exec(clause);
  if (!m) return null;
  return clausePhrases(spaceTokens(m[0]).slice(1, -1).join(" "));
}

/** The clause without the words of a cue: "no need to alert on rounds" → "rounds". */
const without = (clause: string, m: PhraseMatch) =>
  `${clause.slice(0, m.index)} ${clause.slice(m.index + m[0].length)}`;

/** A leading cue ("no hiring news"), not the first part of a word a hyphen joins ("no-code launches"). */
function leadingCue(clause: string): PhraseMatch | null {
  const m = leadingMatch(clause, LEADING);
  return m && clause[m.index + m[0].length] !== "-" ? m : null;
}

/** "we follow funding elsewhere": the adverb, when a verb of following comes before it. */
function followedElsewhere(clause: string): PhraseMatch | null {
  const m = ELSEWHERE.exec(clause);
  return m && FOLLOWING.test(clause.slice(0, m.index)) ? m : null;
}

/**
 * A clause read for what it says to send and what not to: a cue of exclusion makes the whole clause an exclusion ("no
 * need to alert on rounds", "hiring news aside", "keine Jobs"); after "except" and its kin, the rest is ("everything
 * except hiring").
 */
export function readClause(clause: string): { watched: string[]; excluded: string[]; said: string; aside?: true } {
  const cue = EXCLUDES.exec(clause) ?? leadingCue(clause) ?? followedElsewhere(clause);
  // A cue in brackets excludes what the brackets hold, and no more: "Major releases (skip patch releases)".
  const open = cue ? clause.lastIndexOf("(", cue.index) : -1;
  const close = open >= 0 ? clause.indexOf(")", open) : -1;
  if (cue && open >= 0 && close > cue.index) {
    const inside = readClause(clause.slice(open + 1, close));
    const outside = `${clause.slice(0, open)} ${clause.slice(close + 1)}`;
    return { watched: clausePhrases(outside), excluded: inside.excluded, said: inside.said, aside: true };
  }
  if (cue) return { watched: [], excluded: clausePhrases(without(clause, cue)), said: withoutFinalStop(clause) };
  const followed = selfFollowed(clause);
  if (followed) return { watched: [], excluded: followed, said: withoutFinalStop(clause) };
  const except = EXCEPT.exec(clause);
  if (except) {
    return {
      watched: clausePhrases(clause.slice(0, except.index)),
      excluded: clausePhrases(clause.slice(except.index + except[0].length)),
      said: withoutFinalStop(clause.slice(except.index)),
    };
  }
  return { watched: clausePhrases(clause), excluded: [], said: "" };
}

type ClauseReading = ReturnType<typeof readClause>;

/**
 * A watch list read clause by clause (`leadIn` splits a catch-all's lead-in from what follows it), with what an
 * exclusion governs beyond its own clause: the clauses listed after it in its sentence ("We don't need awards,
 * rankings or founder press": no verb of their own), and the clause before it when it only refers back ("We follow
 * their releases ourselves, no need to flag those").
 */
export function readWatchList(thingsToTrack: string, leadIn: (clause: string) => string[]): ClauseReading[] {
  const sentences = watchSentences(thingsToTrack).map((s) => s.flatMap(leadIn).map(readClause));
  for (const sentence of sentences) {
    let said = "";
    for (const c of sentence) {
      if (c.said) said = c.aside ? "" : c.said;
      else if (said && c.watched.length && !c.watched.some(statesVerb))
        Object.assign(c, { excluded: c.watched, watched: [], said });
    }
  }
  const clauses = sentences.flat();
  clauses.forEach((c, i) => {
    const before = clauses[i - 1];
    if (c.said && before?.watched.length && !before.said && c.excluded.length && c.excluded.every(refersBack)) {
      c.excluded = before.watched;
      before.watched = [];
    }
  });
  return clauses;
}

/**
 * Whether a clause says something of its own (a verb: "but send layoffs", "fundraising matters"), not a list's next
 * items: a plural opening the clause ("hires or menus", "rounds") is a noun that compromise may tag a verb.
 */
function statesVerb(clause: string): boolean {
  const doc = nlp(clause);
  const ws = textWords(clause);
  const verbs: string[] = doc.verbs().out("array");
  // A plural that opens the clause or ends one of its phrases ("customer wins and product news") is a noun.
  const plural = (v: string) => {
    const i = ws.indexOf(textWords(v).at(-1) ?? "");
    return v.endsWith("s") && (i === 0 || i === ws.length - 1 || AND_WORDS.has(ws[i + 1] ?? ""));
  };
  return doc.has("#Pronoun") || verbs.some((v) => !plural(v));
}

/** An excluded phrase that only refers back ("those", "them"). */
const refersBack = (phrase: string) => REFERRING_WORDS.has(textWords(phrase).join(" "));
