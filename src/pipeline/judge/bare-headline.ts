import { wordsTagged } from "../collect/mentions/tags";
import { isCommonName, namePhrase, tiedByEvidence } from "../collect/mentions";
import { descriptorsOf } from "../collect/mentions/descriptors";
import { longerName } from "../collect/mentions/longer-name";
import { isGeneralWord } from "../collect/mentions/topic";
import type { StatementReading } from "../read/index";
import { foldedPhrase, isDenseScript, isStopword } from "../../text";
import { hasDigit, wordSpans } from "../../text/token-classes";

/*
 * A press headline whose event is done by the company's name and nothing else ("Kelpform closes £4m bridge round",
 * "Why we led Fieldnote's $11M Series A", "Stackmoor acquires Brineline"): the name is the event's subject (or what an
 * acquirer bought), written bare, with no trade, place or longer name beside it. A namesake's headline says which
 * company it is ("Brooklyn hot-sauce brand Cinder", "Kranich Solar", "Volta Grid Ltd"); one that says nothing more
 * than a distinctive name (not a dictionary word, docs/pipeline.md "Mentions") is the company's as its search found it.
 * So is one whose other words, beside the event's, are too few to say a trade ("… to open three more care homes in
 * Yorkshire", "La chilena Trazo, app para aprender caligrafía, …" say another's). The item is then tied by `headline`
 * (judging on evidence's subject check).
 */

/** Content words a headline may hold beside its name and its event's words and still say nothing of a trade. */
const SPARE_WORDS = 1;

/** Whether the headline's counted event names the company bare as its doer (or the company an acquirer bought). */
export function namedBareInHeadline(
  title: string,
  readings: readonly StatementReading[],
  company: { name: string },
  tiedBy: readonly string[],
): boolean {
  const name = namePhrase(company.name);
  if (!name || tiedByEvidence(tiedBy) || isCommonName(company.name) || isDenseScript(name)) return false;
  // A description or a longer name of its own ("Kranich Solar") says which company it is.
  if (descriptorsOf(title, company.name).length || longerName(title, company.name)) return false;
  const bare = (text: string | null) => !!text && foldedPhrase(text.replace(/['’]s$/, "")) === name;
  const events = readings.filter(
    (r) =>
      r.counted &&
      ((r.frame.subject.kind === "company" && bare(r.frame.subject.text)) ||
        (r.type === "corporate_event" && bare(r.frame.object?.trim() ?? null))),
  );
  return events.length > 0 && otherWords(title, name, events).length <= SPARE_WORDS;
}

/**
 * The headline's content words that are neither the company's name nor its events' words, nor a verb, an adjective
 * or an adverb as the parse reads the headline: a trade is named by nouns ("care homes", "hot-sauce brand"); "as it
 * waits out a slow Series A market" names none.
 */
function otherWords(title: string, name: string, events: readonly StatementReading[]): string[] {
  const taken = new Set([
    ...name.split(" "),
    ...events.flatMap((r) => wordSpans(r.statement).map((w) => foldedPhrase(w.text))),
  ]);
  const notNouns = wordsTagged(title, "Verb", "Adjective", "Adverb");
  return wordSpans(title)
    .map((w) => foldedPhrase(w.text))
    .filter(
      (w) => w.length >= 3 && !hasDigit(w) && !taken.has(w) && !isStopword(w) && !isGeneralWord(w) && !notNouns.has(w),
    );
}
