import { findPhrase, foldText, hasDigit, spaceTokens } from "../../text";
import type { ChangeType } from "../signal";
import type { ReadingContext } from "./context";
import { type Actor, namesAFeature, tokensOf } from "./subject-tokens";
import { LEGAL_SUFFIXES } from "./subject-cues";
import { startsUpper, wordKey } from "./object";

/*
 * A plan, a product or a feature where the subject stands (subject.ts): "Starter is now Business" renames a plan, not
 * the company; "Team plans can now sign in" is the company's product's news.
 */

/** A new name told as "X is now Y"; a capability of the product, whoever uses it: "Team plans can now sign in". */
const IS_NOW = ["is now", "are now"];
const CAN_NOW = ["can now", "now can"];
/**
 * A launch told of what is launched, in the passive or as arriving ("Indkøbsmodulet er her", "Inköpsmodulen är
 * lanserad"): the one word before it is the product, not who launched it.
 */
const OUT_NOW = [
  ...["er her", "er lansert", "er lanceret", "er nu live", "er nu her"],
  ...["ar har", "ar lanserad", "ar lanserat", "ar nu live", "ar nu har"],
];

/**
 * Heads a Nordic compound naming a product ends with, before its definite suffix: "Indkøbsmodulet", "Lönappen",
 * "Rapportfunktionen" (not "Julhandeln", the Christmas trade, arriving on a banner).
 */
const PRODUCT_HEADS = ["modul", "app", "funktion", "funksjon", "version", "versjon", "integration", "integrasjon"];
const PRODUCT_HEADS_MORE = ["tjeneste", "tjanst", "plattform", "produkt", "verktoy", "vaerktoj", "verktyg", "rapport"];

/**
 * An English release told of what is released, arriving rather than made ("Lighthouse Keepers is out now on iPhone",
 * "Ashes of Yggdrasil launches on Steam today"): the title before it is the product, not who made it.
 */
const ARRIVES = ["out now", "now out", "now live", "live now", "is live", "are live", "now available", "available now"];
const LAUNCHES = ["launches", "launched", "arrives", "arrived"];
/** What follows a launch told intransitively: a place, a platform or a time, not what is launched. */
const AFTER_ARRIVAL = new Set(["on", "in", "for", "today", "this", "next", "worldwide", "globally", "at", "across"]);
/** The words a title joins its capitalised words with ("Ashes of Yggdrasil", "Salt and Sails"). */
const TITLE_JOINS = new Set(["of", "the", "and", "&", "a", "an", "to", "in", "on"]);

/**
 * Whether the words before a release are a title alone: capitalised words and their joins, nothing marking a maker (no
 * "Northwind's new app", no "Acme Ltd"), the copula it arrives by dropped.
 */
function titleReleased(words: string, before: string, after: string): boolean {
  const next = wordKey(spaceTokens(after)[0] ?? ".");
  const released = findPhrase(words, ARRIVES) || (findPhrase(words, LAUNCHES) && (!next || AFTER_ARRIVAL.has(next)));
  if (!released) return false;
  const tokens = spaceTokens(before);
  if (["is", "are", "has", "have"].includes(tokens.at(-1) ?? "")) tokens.pop();
  if (!tokens.length || tokens.length > 6 || !startsUpper(tokens[0]!)) return false;
  const possessive = (t: string) => ["'s", "’s", "'", "’"].some((m) => t.endsWith(m));
  const titleWord = (t: string) => startsUpper(t) || TITLE_JOINS.has(t) || hasDigit(t[0]!);
  return tokens.every((t) => !possessive(t) && !LEGAL_SUFFIXES.has(wordKey(t)) && titleWord(t));
}

/** One word before the event, a compound whose head names a product. */
function namesAProduct(before: string): boolean {
  const tokens = tokensOf(before);
  const word = foldText(tokens[0] ?? "");
  return tokens.length === 1 && [...PRODUCT_HEADS, ...PRODUCT_HEADS_MORE].some((h) => word.includes(h));
}

/** The subject a thing makes: the company's own product, or a thing renamed that is not the company. */
interface Thing {
  kind: "company" | "thing";
  text: string | null;
  named: boolean;
  other?: string;
}

/** A plan, a product or a feature as the subject: renamed, or the company's own product's news on its site. */
export function productThing(
  type: ChangeType,
  words: string,
  before: string,
  actor: Actor | null,
  ctx: ReadingContext,
  sentence: { named: boolean; self: boolean; after: string },
): Thing | null {
  const after = sentence.after;
  // "Starter is now Business", "Our Growth plan is now Scale": a plan or a product renamed, unless the company is named
  // or speaks ("We are now Brigade").
  if (type === "corporate_event" && findPhrase(words, IS_NOW) && !sentence.self && !sentence.named && before.trim())
    return { kind: "thing", text: before.trim(), named: false, other: "a plan or a product renamed, not the company" };
  if (type !== "product_update" || !ctx.ownSite) return null;
  if (findPhrase(words, CAN_NOW)) return { kind: "company", text: actor?.text ?? null, named: false };
  if (actor?.kind === "other" && findPhrase(words, OUT_NOW) && namesAProduct(before))
    return { kind: "company", text: actor.text, named: false };
  // A title released on the company's site, no maker given, is its product: a studio's game, an app maker's app.
  if (actor?.kind === "other" && !sentence.named && titleReleased(words, before, after))
    return { kind: "company", text: actor.text, named: false };
  // "USDC payouts are generally available through the Corridor API": a name before a noun names a feature, the
  // company's when its site names the company in the sentence.
  if (sentence.named && actor?.kind === "other" && namesAFeature(before, actor.text))
    return { kind: "company", text: actor.text, named: true };
  return null;
}
