import type { PageChange } from "../../compare/index";
import type { TypeScores } from "../../read/lexicon";
import type { RawFinding } from "../finding";
import { KIND_PRIOR } from "../post-finding";
import type { AnalysisInput } from "../types";
import { isPriceRow, isStatement, withoutFaq } from "./line-kinds";
import { changedPageFindings } from "./page-lines";

/*
 * Pricing (docs/pipeline.md "Processors"): a pricing page's news is its prices and plans (pricing and packaging, a
 * product update). An entry added to its FAQ is not, nor the same prices laid out and worded again (compare's
 * `samePrices`: a table become cards, labels reworded); a line stating another event still types the change.
 */

/** The type a pricing page lends a change: a product update when a plan or a price row changed. */
export function pricingPrior(change: Pick<PageChange, "added" | "removed" | "samePrices">): Partial<TypeScores> {
  const rows = [...withoutFaq(change.added), ...withoutFaq(change.removed)];
  return rows.some((l) => isStatement(l) || isPriceRow(l)) && !change.samePrices ? { product_update: KIND_PRIOR } : {};
}

/** One finding per changed pricing page that changed its prices or plans, or states an event. */
export function pricingFindings(input: AnalysisInput): RawFinding[] {
  return changedPageFindings(input, {
    takes: (kind) => kind === "pricing",
    prior: pricingPrior,
    saysNothing: (change) => !!change.samePrices,
  });
}
