import { words } from "../../text";
import { QUOTATION_PAIRS } from "../../text/token-classes";

/*
 * A work's title quoted after the noun that names the work (docs/pipeline.md "Reading statements"): "our CEO ran a live
 * demo: “Launch day for your contract review …”", "her talk 'How we shipped in a week'", "un atelier « Lancer son
 * produit »". The event's words inside such a title name the work; nothing was launched, raised or won. A quote after
 * a verb of saying ("she said: “We launched …”") is someone's word, read as attributed elsewhere.
 */

/** Nouns of works that carry a title: talks, sessions, episodes, writing; folded, by language. */
const WORK_NOUNS = new Set([
  // en
  ...["talk", "keynote", "demo", "session", "panel", "webinar", "presentation", "workshop", "masterclass", "lecture"],
  ...["episode", "podcast", "book", "essay", "article", "column", "paper", "report", "guide", "ebook", "whitepaper"],
  ...["course", "track", "fireside", "chat", "titled", "entitled", "called", "named", "theme", "slogan", "tagline"],
  // de, fr, es, pt, it, nl, nordic
  ...["vortrag", "sitzung", "titel", "folge", "buch", "conference", "intervention", "atelier", "livre", "intitule"],
  ...["charla", "ponencia", "taller", "sesion", "episodio", "libro", "titulado", "palestra", "sessao", "intitulado"],
  ...["intervento", "sessione", "intitolato", "lezing", "sessie", "aflevering", "boek", "foredrag", "avsnitt"],
]);

/** Whether the text at `start` of `sentence` stands inside a quoted title whose work a noun just before it names. */
export function inQuotedTitle(sentence: string, start: number): boolean {
  const before = sentence.slice(0, start);
  let open = -1;
  for (const [mark, close] of Object.entries(QUOTATION_PAIRS)) {
    const at = before.lastIndexOf(mark);
    // Still open at the event's words: no closing mark between (an ASCII quote: an odd count before them).
    const unclosed =
      mark === '"' ? before.split('"').length % 2 === 0 : at >= 0 && !before.slice(at + 1).includes(close);
    if (at > open && unclosed) open = at;
  }
  if (open < 0) return false;
  return words(before.slice(0, open))
    .slice(-3)
    .some((w) => WORK_NOUNS.has(w) || (ELIDED.has(w[0]!) && WORK_NOUNS.has(w.slice(1))));
}

/** Articles elided into the noun as words are folded: French "l'épisode" reads "lepisode", Italian "l'intervento". */
const ELIDED = new Set(["l", "d"]);
