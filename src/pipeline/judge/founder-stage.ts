import { findPhrase, foldedPhrase, words } from "../../text";
import type { StatementReading } from "../read/index";

/*
 * A founder amplified is a founder on a notable stage (docs/pipeline.md "Judging on evidence"): an award, a list, a
 * keynote, a hearing, a profile in the national business or tech press. A conversation (an interview, a podcast, a
 * guest spot) is amplification only where the outlet or show is one of those; a trade title's Q&A, a local podcast or
 * the company's own interview with its founder is the founder talking, which investors read as routine.
 */

/** Outlets and shows whose coverage of a founder is notable in itself: national business and tech press. */
const NOTABLE_OUTLETS = [
  "financial times",
  "forbes",
  "bloomberg",
  "wall street journal",
  "new york times",
  "reuters",
  "the economist",
  "techcrunch",
  "the information",
  "fortune",
  "business insider",
  "cnbc",
  "wired",
  "the verge",
  "axios",
  "sifted",
  "fast company",
  "les echos",
  "handelsblatt",
  "el pais",
  "nikkei",
  "the guardian",
  "bbc",
  "20vc",
  "twenty minute vc",
  "lex fridman",
  // The national business press and shows of the other markets read: Germany, Austria and Switzerland, France, Italy,
  // Spain.
  ...["omr", "doppelganger tech talk", "frankfurter allgemeine", "faz", "suddeutsche zeitung", "der spiegel"],
  ...["die zeit", "wirtschaftswoche", "manager magazin", "neue zurcher zeitung", "nzz", "der standard"],
  ...["le monde", "le figaro", "il sole 24 ore", "corriere della sera", "expansion", "cinco dias"],
  // The flagship conferences whose stages the press reports: a founder's talk there is heard far beyond the hall.
  ...["web summit", "slush", "vivatech", "viva technology", "sxsw", "world economic forum", "davos"],
  ...["mobile world congress"],
].map(foldedPhrase);

/** Those whose names are also everyday words ("on the verge of", "wired into"): known by the outlet's name alone. */
const EVERYDAY_NAMES = new Set([
  ...["wired", "fortune", "the information", "axios", "the verge", "sifted", "the guardian", "expansion"],
]);
const NAMED_IN_TEXT = NOTABLE_OUTLETS.filter((o) => !EVERYDAY_NAMES.has(o));

/** The first words of the conversation cues of every language's vocabulary ("Interview", "guest on", "entrevista"). */
const CONVERSATION = new Set([
  "podcast",
  "interview",
  "interviewed",
  "interviewee",
  "interviewe",
  "entrevista",
  "guest",
  "featured",
  "op",
  "fireside",
]);

/** Whether the outlet that published a text, or the text itself, names a notable outlet or show. */
export function onNotableStage(text: string, outlet?: string | null): boolean {
  return (outlet ? findPhrase(outlet, NOTABLE_OUTLETS) !== null : false) || findPhrase(text, NAMED_IN_TEXT) !== null;
}

/** Whether what amplifies a founder in these readings is a conversation only: an interview, a podcast, a guest spot. */
export function onlyConversation(readings: readonly StatementReading[]): boolean {
  const amplifying = readings.filter((r) => r.counted && r.type === "founder_amplified");
  return amplifying.length > 0 && amplifying.every((r) => CONVERSATION.has(words(r.frame.words)[0] ?? ""));
}
