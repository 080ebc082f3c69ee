import { foldText } from "../../../text";
import { isWordChar, spaceTokens } from "../../../text/token-classes";

/*
 * German, Dutch and the Nordic languages glue a company's trade to the word for what it is: "Drahtseilhersteller
 * Seilwerk" (a wire-rope maker), "Møbelprodusenten Spira" (the furniture maker). The trade is the compound's head.
 */

/** Words for a maker, a seller or a firm that close a compound, folded, longest first within each language. */
const TRADE_HEADS = [
  ...["hersteller", "produzent", "anbieter", "handler", "haendler", "konzern", "dienstleister", "betreiber"],
  ...["zulieferer", "spezialist", "versender", "fabrikant", "unternehmen", "firma", "kette"],
  ...["producent", "producenten", "fabrikant", "leverancier", "aanbieder", "bedrijf", "keten"],
  ...["produsent", "produsenten", "tillverkare", "tillverkaren", "leverandor", "leverandoren", "leverantor"],
  ...["leverantoren", "selskapet", "selskabet", "bolaget", "foretaget", "firmaet", "kjeden", "kedjan", "kaeden"],
  ...["virksomheden", "bedriften"],
].sort((a, b) => b.length - a.length);

/** Letters a compound's trade keeps at least: "Möbel", not the "s" of a linking letter. */
const MIN_TRADE = 4;

/**
 * The compound right before the name that gives the company a trade, and that trade folded ("drahtseil" of
 * "Drahtseilhersteller Seilwerk"), or null. Hyphens are read as the compound's joints ("Fintech-Anbieter").
 */
export function compoundTradeBefore(head: string): { word: string; trade: string } | null {
  if (head.trimEnd().length === head.length) return null;
  const word = spaceTokens(head).at(-1) ?? "";
  if (![...word].every((c) => isWordChar(c) || c === "-")) return null;
  const folded = foldText(word);
  const noun = TRADE_HEADS.find((h) => folded.endsWith(h) && folded.length - h.length >= MIN_TRADE);
  if (!noun) return null;
  let trade = folded.slice(0, folded.length - noun.length);
  while (trade.endsWith("-")) trade = trade.slice(0, -1);
  return { word, trade };
}
