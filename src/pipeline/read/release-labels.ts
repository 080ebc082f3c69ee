import { isStopword, words } from "../../text";
import { isNumeral } from "./cue-match";

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
};
const ROUTINE_WORDS = new Set(Object.values(ROUTINE).flat());

/** Labels of entries that bring something new. */
const NEW = new Set(["new", "added", "launched", "introducing", "neu", "nouveau", "nouveaute", "nuevo", "novedad"]);

/**
 * Whether an entry of release notes is routine upkeep: its label (the first word of its text or its title) is a
 * routine one, or its title is made of routine words only ("Bug fixes and improvements"); never one labelled new.
 */
export function isRoutineRelease(title: string, text: string): boolean {
  const label = words(text)[0] ?? "";
  const head = words(title);
  if (NEW.has(label) || NEW.has(head[0] ?? "")) return false;
  if (ROUTINE_WORDS.has(label) || ROUTINE_WORDS.has(head[0] ?? "")) return true;
  const telling = head.filter((w) => !isStopword(w) && !["small", "various", "other", "several"].includes(w));
  // A title of routine words ("Bug fixes and improvements", "v1.4.2 fixes"); a bare version ("v2.0") says nothing.
  return telling.some((w) => ROUTINE_WORDS.has(w)) && telling.every((w) => ROUTINE_WORDS.has(w) || isVersion(w));
}
