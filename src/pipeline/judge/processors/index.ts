import type { RawFinding } from "../finding";
import type { AnalysisInput } from "../types";
import { filingFindings } from "./filings";
import { siteIdentityFindings } from "./identity";
import { investorLogoFindings, logoFindings } from "./logos";
import { lostPageFindings } from "./lost-pages";
import { pageChangeFindings } from "./page-lines";
import { officeFindings } from "./offices";
import { newPostFindings } from "./posts";
import { pricingFindings } from "./pricing";
import { releaseFindings } from "./releases";
import { jobListingFindings } from "./roles";
import { departureFindings, retitleFindings, teamJoinerFindings } from "./team";

/*
 * Each kind of change is a processor (docs/pipeline.md "Processors"): it reads the part of the comparison it knows and
 * returns its findings, each with the statements that decided it. A new kind of change is a new file and one line
 * here. The order is kept on purpose: the ranking is a stable sort, so between findings that tie it decides which
 * leads the signal.
 */
export interface ChangeProcessor {
  /** What it judges, as the analysis names it. */
  kind: string;
  findings(input: AnalysisInput): RawFinding[];
}

export const PROCESSORS: readonly ChangeProcessor[] = [
  { kind: "posts and press", findings: newPostFindings },
  { kind: "filings", findings: filingFindings },
  { kind: "releases and repositories", findings: releaseFindings },
  { kind: "roles", findings: jobListingFindings },
  { kind: "pricing", findings: pricingFindings },
  { kind: "page lines", findings: pageChangeFindings },
  { kind: "offices", findings: officeFindings },
  { kind: "customers and logos", findings: logoFindings },
  { kind: "investors' logos", findings: investorLogoFindings },
  { kind: "team: joiners", findings: teamJoinerFindings },
  { kind: "team: departures", findings: departureFindings },
  { kind: "team: new titles", findings: retitleFindings },
  { kind: "pages lost", findings: lostPageFindings },
  { kind: "the site's identity", findings: siteIdentityFindings },
];

/** The findings of a run after the first: every processor's, in the registry's order. */
export function changeFindings(input: AnalysisInput): RawFinding[] {
  return PROCESSORS.flatMap((p) => p.findings(input));
}
