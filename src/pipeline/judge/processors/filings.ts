import type { RawFinding } from "../finding";
import { postFinding, readingOf } from "../post-finding";
import type { AnalysisInput } from "../types";
import { postsOf } from "./posts";

/*
 * Filings (docs/pipeline.md "Processors"): each new Form D the SEC source tied to the company is a round told by its
 * figures (sold, offered, first sale). An amendment that restates its offering's figures was never new (compare,
 * `sameAs`); one that states more is.
 */

/** One finding per new filing. */
export function filingFindings(input: AnalysisInput): RawFinding[] {
  return postsOf.filings(input).map((filing) => postFinding(filing, readingOf(input)));
}
