/*
 * The words that make a statement other than asserted, per language, as data (docs/pipeline.md
 * "Vocabulary is data"): each entry a folded phrase (lower case, no accents, apostrophes dropped:
 * "isn't" is "isnt"), matched as whole words by the text module's findPhrase.
 */

type Cues = Record<"en" | "de" | "fr" | "es", readonly string[]>;

const flat = (cues: Partial<Cues>): readonly string[] => Object.values(cues).flat();
/** A list written as one string, entries separated by commas. */
const list = (entries: string): readonly string[] => entries.split(", ");

/** Words that negate the event they come before. */
export const NEGATION = flat({
  en: list(
    "not, never, no, nor, without, cannot, isnt, arent, wasnt, werent, dont, doesnt, didnt, havent, hasnt, " +
      "hadnt, wont, cant, couldnt, wouldnt, shouldnt",
  ),
  de: list("nicht, kein, keine, keinen, keiner, keines, keinem, nie, niemals"),
  fr: list("pas, jamais, aucun, aucune"),
  es: list("nunca, jamas, ningun, ninguna"),
});

/** A negation that still states the event: "no longer with the company", "not only … but". */
export const NEGATION_THAT_ASSERTS = flat({ en: list("no longer, not only, not just, with no, not without") });

/** Words that make what follows them a condition or a supposition. */
export const HYPOTHETICAL = flat({
  en: list("what if, in case, if, unless, whether, would, could, might, imagine, suppose, supposing"),
  de: list("wenn, falls, ob"),
  fr: list("quand bien meme, si"),
  es: list("en caso de"),
});

/** Verbs and words that deny what they govern ("denies it was acquired", "dementiert"). */
export const DENIAL = flat({
  en: list(
    "deny, denies, denied, denying, refute, refutes, refuted, dismissed, dismisses, untrue, not true, no truth, " +
      "false",
  ),
  de: list("dementiert, dementieren, bestreitet, bestritten"),
  fr: list("dement, dementi, dementent, nie"),
  es: list("desmiente, desmintio, niega, nego"),
});
