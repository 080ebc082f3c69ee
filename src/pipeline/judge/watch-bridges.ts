import type { PageKind } from "../collect/snapshot";
import { isSeniorRole } from "../collect/extract/jobs";
import { statesWorkforceReduction } from "../read/lexicon";
import { foldText, words } from "../../text";
import { keywordMatches, type Term } from "./watch-keywords";
import type { ReadStatement } from "./watch-corporate-kinds";
import { parseVersion, releaseKind } from "../collect/extract/versions";

/*
 * Findings of one kind that an item naming another kind covers, because they change what it watches
 * (docs/pipeline.md "Watch items"): headcount going down is hiring news, a senior role opened is the leadership
 * team changing, an insolvency is the end of the company's funding.
 */

/**
 * Words of an insolvency in the languages read, folded ("insolvent", "Insolvenzverfahren", "faillite", "quiebra",
 * "Chapter 11" is read by its vocabulary, not here): stems a word starts with.
 */
const INSOLVENCY_STEMS = [
  ...["insolven", "bankrupt", "receivership", "konkurs", "sanierungsverfahren", "faillite", "faillissement"],
  ...["quiebra", "falencia", "fallimento", "upadlosc", "iflas", "kepailitan", "pailit"],
];

/** Whether a text tells an insolvency (a bankruptcy, a receivership) in a language read. */
function tellsInsolvency(text: string): boolean {
  return words(foldText(text)).some((w) => INSOLVENCY_STEMS.some((s) => w.startsWith(s)));
}

/** Why an item of `item.type` covers a finding of another type, or null when it does not. */
export function kindBridge(item: { type: string | null }, f: { type: string; text: string }): string | null {
  // Layoffs are a corporate event, and headcount going down is hiring news too.
  if (item.type === "hiring" && f.type === "corporate_event" && statesWorkforceReduction(f.text))
    return "a workforce reduction, which changes headcount";
  // A senior role opened (a VP, a chief, a head of) is the leadership team changing.
  if (item.type === "leadership_change" && f.type === "hiring" && isSeniorRole(f.text))
    return "a senior role opened, a change to the leadership team";
  // An insolvency ends the company's funding: whoever watches its rounds wants it.
  if (item.type === "fundraising" && f.type === "corporate_event" && tellsInsolvency(f.text))
    return "an insolvency, the end of the company's funding";
  return null;
}

/**
 * An item asking for prices ("Pricing/fee changes", "Preisänderungen") that a change to the pricing page answers,
 * whatever its own lines say ("Credit card: 2.9% of the amount sent"); null when it is not one.
 */
export function pricingPageMatch(
  item: { label: string; keywords: string[] },
  f: { type: string; sitePage?: PageKind },
): { label: string; by: "words"; terms: Term[]; why: string } | null {
  const terms = f.sitePage === "pricing" && f.type === "product_update" ? keywordMatches(item, "pricing") : [];
  if (!terms.length) return null;
  return { label: item.label, by: "words", terms, why: `a change to the pricing page: “${item.label}” asks for it` };
}

/**
 * Words a watch list names the product's upkeep with ("minor releases", "small features", "bug fixes"), folded. Not
 * the routine labels of read/release-labels.ts: a list's "changes" or "security" ("skip pricing changes") name no
 * upkeep; and an entry launches by its launch words alone, not "release" or "roll out" as read/frame.ts counts them.
 */
const UPKEEP_WORDS = new Set([
  ...["minor", "small", "incremental", "routine", "patch", "patches", "bug", "bugs", "fixes", "tweaks"],
  ...["kleine", "kleinere", "mineur", "mineure", "mineures", "menor", "menores", "minori", "pequenas"],
]);
/** Stems of a launch in an entry's counted statements: such an entry brings something new, not upkeep. */
const LAUNCH_STEMS = ["launch", "introduc", "unveil", "debut", "generally availab", "general availab", "lanc", "lanz"];

/**
 * Why an exclusion of the product's upkeep ("skip minor releases and bug fixes") holds back an entry of the company's
 * release notes: one that launches nothing and is no new major version ("Sheet set filters and faster PDF export");
 * null when it does not.
 */
export function upkeepExcluded(
  item: { keywords: string[] },
  f: { type: string; text: string; pageKind?: string; statements?: readonly ReadStatement[] },
): string | null {
  if (f.type !== "product_update" || f.pageKind !== "changelog") return null;
  if (!item.keywords.some((k) => UPKEEP_WORDS.has(k))) return null;
  const launches = (f.statements ?? []).some(
    (s) => s.counted && s.type === "product_update" && LAUNCH_STEMS.some((l) => foldText(s.statement).includes(l)),
  );
  const version = parseVersion(f.text.split("\n")[0] ?? "");
  if (launches || (version && releaseKind(version) === "major")) return null;
  return "an entry of release notes that launches nothing";
}
