import { findPhrase } from "../../../text";
import type { PageChange } from "../../compare/index";
import type { TypeScores } from "../../read/lexicon";
import type { RawFinding } from "../finding";
import { KIND_PRIOR } from "../post-finding";
import type { AnalysisInput } from "../types";
import { isPriceRow, isStatement } from "./line-kinds";
import { withoutFaq } from "../../compare/faq";
import { changedPageFindings } from "./page-lines";

/*
 * Pricing (docs/pipeline.md "Processors"): a pricing page's news is its prices and plans (pricing and packaging, a
 * product update). An entry added to its FAQ is not, nor the same prices laid out and worded again (compare's
 * `samePrices`: a table become cards, labels reworded); a line stating another event still types the change.
 */

/**
 * Words of a sale, not of a price: a time-limited promotion ("Black Friday: 40% off no plano anual", "Oferta válida
 * até 30/11", "Buen Fin", "-20 % Rabatt") leaves the prices as they are, in every language read.
 */
const PROMOTION = [
  ...["black friday", "cyber monday", "buen fin", "hot sale", "off", "sale", "limited time", "promo", "promotion"],
  ...["descuento", "desconto", "oferta", "ofertas", "promocion", "promocao", "rabatt", "soldes", "sconto", "korting"],
  ...["por tiempo limitado", "por tempo limitado", "remise", "reduction"],
  // A sale's own price beside the list price: "$89/month for your first 3 months".
  ...["for your first", "for the first month", "for the first year", "for the first 3 months"],
];

/** The type a pricing page lends a change: a product update when a plan or a price row changed, not for a sale. */
export function pricingPrior(change: Pick<PageChange, "added" | "removed" | "samePrices">): Partial<TypeScores> {
  // A promotion's card added beside prices that all stand ("$41.99 for your first year", then "Usually $69.99. Enter
  // code …; renews at $69.99/year"): its lines are the sale's, whatever amounts they restate.
  if (!change.removed.length && change.added.some((l) => findPhrase(l, PROMOTION))) return {};
  const rows = [...withoutFaq(change.added), ...withoutFaq(change.removed)].filter((l) => !findPhrase(l, PROMOTION));
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
