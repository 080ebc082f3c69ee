import { words } from "../../text";

/*
 * A watch item's alternatives ("Changes to pricing or business model", "Cambios de precios o de modelo de negocio"):
 * either is the item (judge/watch.ts).
 */

/**
 * "or" between an item's alternatives in the languages read; Spanish "o" only before a preposition or an article
 * ("precios o de modelo"), as Portuguese "o" is "the".
 */
const OR_WORD = /\s(?:or|ou|oder|eller|tai|lub|atau|veya|o(?=\s(?:de|del|el|la|los|las|en)\s))\s/iu;

/** A phrase's alternatives as written. */
export function alternativeLabels(phrase: string): string[] {
  return phrase.split(OR_WORD).filter((p) => p.trim());
}

/** The item's alternatives, each with the keywords it says; null when it has one. */
export function alternativesOf<T extends { label: string; keywords: string[] }>(item: T): T[] | null {
  const parts = alternativeLabels(item.label);
  if (parts.length < 2) return null;
  const alternatives = parts.map((part) => {
    const said = new Set(words(part));
    return { ...item, label: part, keywords: item.keywords.filter((k) => words(k).every((w) => said.has(w))) };
  });
  return alternatives.filter((alt) => alt.keywords.length > 0);
}

/** An alternative opening with a preposition or an article continues the first's head: "… o de fundadores". */
const SHARED_HEAD = /^\s*(?:de|del|des|du|di|of|to|in|for|with|the|a|an|la|le|el|los|las)\s/iu;

/** "Whether they raise again or run into trouble (closing, …)": alternatives of two kinds are two items. */
export function kindsApart(phrase: string, parse: (text: string) => { type: string | null }[]): string[] {
  const parts = alternativeLabels(phrase);
  // Inside brackets ("Capital raised (equity or debt)") or sharing the first's head ("Cambios de CEO o de fundadores"):
  // one item.
  const opens = (p: string) => (p.match(/\(/g) ?? []).length - (p.match(/\)/g) ?? []).length;
  if (parts.length < 2 || opens(parts[0]!) > 0 || parts.slice(1).some((p) => SHARED_HEAD.test(p))) return [phrase];
  // A bare word after a phrase completes its head ("Changes of CEO or founders"); words alike ("hiring or layoffs")
  // are items alike.
  const sizes = parts.map((p) => words(p).length);
  if (sizes.some((n) => n === 1) && sizes.some((n) => n > 1)) return [phrase];
  const kinds = parts.map((p) => parse(p).map((i) => i.type));
  // Each alternative one item, of a kind of its own (free text counting as one): else one item with alternatives.
  return kinds.every((k) => k.length === 1) && new Set(kinds.flat()).size === kinds.length ? parts : [phrase];
}
