import { regionOf } from "../../collect/extract/places";
import type { JobChange } from "../../compare/types";
import { foldedPhrase } from "../../../text";
import { list, quoteOf, type RawFinding } from "../finding";
import type { AnalysisInput } from "../types";
import { pageUrlOf } from "./page-url";

/**
 * Roles added (and, beside them, the first roles in a new country: expansion) or, when none was
 * added, roles taken down.
 */
export function jobListingFindings(input: AnalysisInput): RawFinding[] {
  const { diff } = input;
  const out: RawFinding[] = [];
  const careersUrl = diff.careersUrl ?? pageUrlOf(input.pages, ["careers"]);
  const careers = careersEvidence(careersUrl, input);
  if (diff.jobsAdded.length) {
    const n = diff.jobsAdded.length;
    // A hiring wave (3+ new roles) or a first senior role is the signal; one more ordinary role is a minor change.
    const signal = diff.jobs?.hiringSignal ?? n >= 3;
    const why = diff.jobs?.wave ? "a hiring wave: " : diff.jobs?.firstSenior ? "a first senior role: " : "";
    const jobLinks = (diff.jobs?.added ?? [])
      .filter((j) => j.url)
      .slice(0, 3)
      .map((j) => ({ url: j.url!, title: j.title }));
    out.push({
      type: "hiring",
      strength: signal ? 3 + Math.min(n, 6) * 0.5 : 1.2,
      headline: `listed ${why}${n} new role${n > 1 ? "s" : ""}: ${list(diff.jobsAdded)}`,
      text: `hiring new roles: ${diff.jobsAdded.join(", ")}`,
      url: careersUrl,
      quote: quoteOf(diff.jobsAdded, diff.jobsRemoved),
      cues: signal ? [`${why}${diff.jobsAdded.join(", ")}`] : [],
      evidence: [...careers, ...jobLinks],
    });
    // Roles in countries the company had none in: expansion into them.
    const expansion = expansionFinding(diff, signal ? 3 + Math.min(n, 6) * 0.5 : 1.2, careersUrl, careers);
    if (expansion) out.push(expansion);
  } else if (diff.jobsRemoved.length) {
    const n = diff.jobsRemoved.length;
    out.push({
      type: "hiring",
      strength: 1,
      headline: `took down ${n} job listing${n > 1 ? "s" : ""}: ${list(diff.jobsRemoved)}`,
      text: `roles closed: ${diff.jobsRemoved.join(", ")}`,
      url: careersUrl,
      quote: quoteOf([], diff.jobsRemoved),
      cues: [],
      // The closed roles' own pages (a board's job URLs), so the evidence names what was taken down.
      evidence: [
        ...careers,
        ...(diff.jobs?.removed ?? [])
          .filter((j) => j.url)
          .slice(0, 3)
          .map((j) => ({ url: j.url!, title: j.title })),
      ],
    });
  }
  return out;
}

/**
 * The roles that say most of an expansion first: one named for the country ("Country Lead, Poland"), then the senior
 * ones, then the rest as listed (a stable sort).
 */
function tellingFirst(roles: JobChange[], country: string): JobChange[] {
  const named = (j: JobChange) => Number(` ${foldedPhrase(j.title)} `.includes(` ${foldedPhrase(country)} `));
  return [...roles].sort((a, b) => named(b) - named(a) || Number(b.senior) - Number(a.senior));
}

/** The roles' listing as evidence: the board's, and beside it the site's own careers page, where a person sees them. */
function careersEvidence(careersUrl: string | null, input: AnalysisInput): { url: string; title: string }[] {
  const sitePage = pageUrlOf(input.pages, ["careers"]);
  return [
    ...(careersUrl ? [{ url: careersUrl, title: "Careers" }] : []),
    ...(sitePage && sitePage !== careersUrl ? [{ url: sitePage, title: "Careers on the company's site" }] : []),
  ];
}

/** The first roles in countries the company had none in: expansion into them, above the roles' own finding. */
function expansionFinding(
  diff: AnalysisInput["diff"],
  rolesStrength: number,
  careersUrl: string | null,
  careers: { url: string; title: string }[],
): RawFinding | null {
  const abroad = diff.jobs?.newCountries ?? [];
  if (!abroad.length) return null;
  const names = abroad.map((c) => c.name);
  const regions = [...new Set(abroad.map((c) => regionOf(c.country)).filter((r): r is string => !!r))];
  const roles = abroad.flatMap((c) => tellingFirst(c.roles, c.name));
  return {
    type: "hiring",
    // Above the roles' own finding (they are one event, merged): the expansion is the news.
    strength: Math.max(4, rolesStrength + 0.5),
    headline: `opened its first roles in ${list(names)}: international expansion`,
    // Worded as investors word what they watch: expansion, international growth, new markets, the countries and
    // their region.
    text:
      `international expansion into ${[...names, ...regions].join(", ")}: expanding abroad into new markets ` +
      `(international growth, global expansion) with its first roles there: ` +
      `${roles.map((r) => `${r.title} (${r.location})`).join(", ")}`,
    url: careersUrl,
    quote: quoteOf(
      roles.map((r) => `${r.title} — ${r.location}`),
      [],
    ),
    cues: [
      `first roles in ${list(names)}, where its listings had none: expansion into ` +
        `${names.length > 1 ? "new countries" : "a new country"}`,
    ],
    evidence: [
      ...careers,
      ...roles
        .filter((j) => j.url)
        .slice(0, 3)
        .map((j) => ({ url: j.url!, title: `${j.title} (${j.location})` })),
    ],
  };
}
