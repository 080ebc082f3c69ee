import { hostOf } from "../../collect/urls";
import type { SnapshotPage } from "../../collect/snapshot";
import { isParkedPage } from "../../read/index";
import { quoteOf, type RawFinding } from "../finding";
import type { AnalysisInput } from "../types";

/*
 * The site's identity (docs/pipeline.md "Processors"): the company's website itself changed hands or place. A home
 * page that became a domain parking or for-sale page, or that now lands on another company's site, is a corporate
 * event (a shutdown, a sale, a rename), judged here on the same evidence checks as every finding: its own event,
 * the company's own site, new in this run.
 */

const PARKED_STRENGTH = 5;
const MOVED_STRENGTH = 4;

export function siteIdentityFindings(input: AnalysisInput): RawFinding[] {
  const now = homeOf(input.pages);
  const before = homeOf(input.previousPages ?? []);
  if (!now || !before) return [];
  const url = now.finalUrl ?? now.url;
  if (isParkedPage(now.text ?? "") && !isParkedPage(before.text ?? "")) {
    return [finding(now, url, PARKED_STRENGTH, "has a domain parking page for a website (the domain is for sale)")];
  }
  // Another site, not the same one with or without "www." (hostOf leaves it out).
  const was = hostOf(before.finalUrl ?? before.url);
  const is = hostOf(url);
  if (was && is && was !== is) {
    return [finding(now, url, MOVED_STRENGTH, `now sends its website to ${is} (it was ${was})`)];
  }
  return [];
}

/** `headline` completes "<Company> …". */
function finding(home: SnapshotPage, url: string, strength: number, headline: string): RawFinding {
  const line = (home.text ?? "").split("\n").find((l) => l.trim()) ?? "";
  return {
    type: "corporate_event",
    strength,
    headline,
    text: `${home.title ?? ""}\n${home.text ?? ""}`.slice(0, 2000),
    url,
    quote: quoteOf([line], []),
    cues: [headline],
    evidence: [{ url, title: home.title ?? "Home page" }],
  };
}

function homeOf(pages: SnapshotPage[]): SnapshotPage | undefined {
  return pages.find((p) => p.kind === "home" && p.ok);
}
