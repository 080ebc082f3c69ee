import { quoteOf, type RawFinding } from "../finding";
import type { AnalysisInput } from "../types";

/** A page read last time that could not be read this time: noted, weakest of all. */
export function lostPageFindings(input: AnalysisInput): RawFinding[] {
  const out: RawFinding[] = [];
  for (const lost of input.diff.pagesLost) {
    out.push({
      type: "other",
      strength: 0.3,
      headline: `lost its ${lost.kind} page (${lost.reason})`,
      text: "",
      url: lost.url,
      quote: quoteOf([], []),
      cues: [],
      evidence: [{ url: lost.url, title: `${lost.kind} page` }],
    });
  }
  return out;
}
