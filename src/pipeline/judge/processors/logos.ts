import { list, quoteOf, type RawFinding } from "../finding";
import type { AnalysisInput } from "../types";

/**
 * Customers new on a page's wall of logos (named only in the images): a customer signal each wall. Logos that left are
 * a wall's rotation, not news.
 */
export function logoFindings(input: AnalysisInput): RawFinding[] {
  return (input.diff.logos ?? [])
    .filter((c) => c.added.length && !c.wall)
    .map((c) => ({
      type: "customer_partnership" as const,
      strength: 2.5 + 0.5 * Math.min(c.added.length, 4),
      headline: `added ${list(c.added)} to the customer logos on its ${c.kind} page`,
      text: `new customers shown as logos: ${c.added.join(", ")}`,
      url: c.url,
      quote: quoteOf(c.added, c.removed),
      cues: [`new customer logo${c.added.length > 1 ? "s" : ""}: ${c.added.join(", ")}`],
      evidence: [{ url: c.url, title: `${c.kind === "home" ? "Home" : "Customers"} page: customer logos` }],
    }));
}

/**
 * Investors new on a page's "Backed by" wall: a round, the new backer named only in its logo. Logos that left are the
 * wall's tidying, not news.
 */
export function investorLogoFindings(input: AnalysisInput): RawFinding[] {
  return (input.diff.logos ?? [])
    .filter((c) => c.added.length && c.wall === "investors")
    .map((c) => ({
      type: "fundraising" as const,
      strength: 3,
      headline: `added ${list(c.added)} to the investors on its ${c.kind} page`,
      text: `new investors shown as logos, a round: backed by ${c.added.join(", ")}`,
      url: c.url,
      quote: quoteOf(c.added, c.removed),
      cues: [`new investor logo${c.added.length > 1 ? "s" : ""}: ${c.added.join(", ")}`],
      evidence: [{ url: c.url, title: `${c.kind === "home" ? "Home" : "About"} page: investors' logos` }],
    }));
}
