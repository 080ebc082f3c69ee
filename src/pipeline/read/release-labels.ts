import { isStopword, words } from "../../text";
import { isNumeral } from "./cue-match";
import { monthNumber } from "../collect/extract/months";
import { isPatchRelease, parseVersion, releaseKind } from "../collect/extract/versions";

/** A bare version number, as a word: "2", "v2" (of "v2.0"). */
const isVersion = (word: string) => isNumeral(word.startsWith("v") ? word.slice(1) : word);

/*
 * What an entry of release notes says it is, by the label changelogs put on it (Keep a Changelog's "Added", "Fixed",
 * "Changed"; a badge "New", "Improved"; a title "Bug fixes and improvements"). Data per language: a routine entry (a
 * fix, an improvement, a change of behaviour) is the product's upkeep, not a launch (docs/pipeline.md, "Changelogs").
 */

/** Labels of routine entries, folded, by language. */
const ROUTINE: Record<string, string[]> = {
  en: [
    ...["fixed", "fix", "fixes", "bugfix", "bugfixes", "bug", "bugs", "hotfix", "patch", "patched"],
    ...["improved", "improvement", "improvements", "changed", "change", "changes", "updated", "tweaked", "tweaks"],
    ...["polish", "polished", "performance", "security", "deprecated", "removed", "maintenance", "minor", "chore"],
  ],
  de: ["behoben", "fehlerbehebung", "fehlerbehebungen", "verbessert", "verbesserung", "verbesserungen", "geandert"],
  fr: ["corrige", "corriges", "correctif", "correctifs", "correction", "corrections", "ameliore", "amelioration"],
  es: ["corregido", "correccion", "correcciones", "mejorado", "mejora", "mejoras", "cambiado", "arreglado"],
  pt: ["corrigido", "correcao", "correcoes", "melhoria", "melhorias", "melhorado", "ajuste", "ajustes", "alterado"],
  it: ["corretto", "correzione", "correzioni", "miglioramento", "miglioramenti", "migliorato", "modificato"],
  nl: ["opgelost", "verbeterd", "verbetering", "verbeteringen", "gewijzigd"],
  sv: ["buggfix", "buggfixar", "atgardat", "fixat", "forbattrat", "forbattring", "forbattringar", "andrat"],
  da: ["fejlrettelse", "fejlrettelser", "rettet", "forbedret", "forbedring", "forbedringer", "aendret"],
  nb: ["feilretting", "feilrettinger", "fikset", "forbedringer", "endret"],
  fi: ["korjattu", "korjaus", "korjaukset", "parannettu", "parannus", "parannukset", "muutettu"],
};
const ROUTINE_WORDS = new Set(Object.values(ROUTINE).flat());

/**
 * Words of an entry's title that say nothing of what it brings: quantities, and the entry naming itself or its week
 * ("Changelog · KW 46: Fehlerbehebungen", "Week 46 release notes").
 */
const UNTELLING = new Set([
  ...["small", "various", "other", "several", "changelog", "release", "releases", "notes", "update", "updates"],
  ...["week", "weekly", "sprint", "kw", "woche", "semaine", "semana", "settimana", "version"],
  ...["vecka", "uge", "uke", "viikko", "week"],
  // "Versie 4.12.1", "Versão 2.3.1": the word for a version in the other languages read.
  ...["versie", "versao", "versione", "versjon", "versio", "wersja", "surum", "versi", "phien ban"],
]);

/** Labels of entries that bring something new. */
const NEW = new Set([
  ...["new", "added", "launched", "introducing", "neu", "nouveau", "nouveaute", "nuevo", "novedad", "novo", "nova"],
  ...["novidade", "nuovo", "novita", "nieuw", "nytt", "ny", "nyt", "uusi", "uutta"],
]);

/**
 * Whether an entry of release notes is routine upkeep: its label (the first word of its text or its title) is a
 * routine one, or its title is made of routine words only ("Bug fixes and improvements"); never one labelled new.
 */
export function isRoutineRelease(title: string, text: string): boolean {
  // An entry headed by its date ("November 12, 2026 · Fixed …"): the label comes after the date.
  const label = withoutDate(words(text))[0] ?? "";
  const head = withoutDate(words(title));
  if (NEW.has(label) || NEW.has(head[0] ?? "")) return false;
  if (ROUTINE_WORDS.has(label) || ROUTINE_WORDS.has(head[0] ?? "")) return true;
  const telling = head.filter((w) => !isStopword(w) && !UNTELLING.has(w));
  // A title of routine words ("Bug fixes and improvements", "v1.4.2 fixes"); a bare version ("v2.0") says nothing.
  return telling.some((w) => ROUTINE_WORDS.has(w)) && telling.every((w) => ROUTINE_WORDS.has(w) || isVersion(w));
}

/** Words after a leading date's words (month names, numbers): "november 12 2026 fixed" → "fixed". */
function withoutDate(ws: string[]): string[] {
  let i = 0;
  while (i < ws.length && (isNumeral(ws[i]!) || monthNumber(ws[i]!) > 0)) i++;
  return ws.slice(i);
}

/**
 * Whether an entry's title names nothing but its date, or a patch version ("November 12, 2026", "v4.2.1"): such an
 * entry is a launch only by what its text states, as a routine one is. A new major version ("v2.0") is news by itself.
 */
export function isBareHeading(title: string): boolean {
  // "5.0.0 — November 12, 2026": the version's digits are no date's.
  const version = parseVersion(title);
  if (version && releaseKind(version) === "major") return false;
  const rest = withoutDate(words(title)).filter((w) => !UNTELLING.has(w));
  return rest.length === 0 || (rest.every(isVersion) && isPatchRelease(title));
}
