import { words } from "../../text";
import type { WatchItem } from "./watch";

/*
 * A watch item's alternatives ("Changes to pricing or business model", "Cambios de precios o de modelo de negocio"):
 * either is the item (judge/watch.ts).
 */

/**
 * "or" between an item's alternatives in the languages read; Spanish "o" only before a preposition or an article
 * ("precios o de modelo"), as Portuguese "o" is "the".
 */
const OR_WORD = /\s(?:or|ou|oder|eller|tai|lub|atau|veya|o(?=\s(?:de|del|el|la|los|las|en)\s))\s/iu;

/** The item's alternatives, each with the keywords it says; null when it has one. */
export function alternativesOf(item: WatchItem): WatchItem[] | null {
  const parts = item.label.split(OR_WORD).filter((p) => p.trim());
  if (parts.length < 2) return null;
  const alternatives = parts.map((part) => {
    const said = new Set(words(part));
    return { ...item, label: part, keywords: item.keywords.filter((k) => words(k).every((w) => said.has(w))) };
  });
  return alternatives.filter((alt) => alt.keywords.length > 0);
}
