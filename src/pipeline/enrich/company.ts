import { collectSocialProfiles } from "../../identity/social-profiles";
import { findSamePerson, normalizePersonName } from "../../identity/people";
import type { CompanyClassifier } from "../../taxonomy/types";
import { boardPageUrl, boardProviderOf, detectBoards } from "../collect/extract/boards";
import { discoverPages } from "../collect/extract/discover";
import { extractPeople, mergePerson, type PersonOnPage } from "../collect/extract/people";
import { detectFoundingYear, detectLocation, detectStage, nameFromTitle, pickDescription, type Stage } from "./facts";
import { siteFailureReason, type FetchedHtml, type SiteReader, type SourceRecord } from "../collect/site";

/*
 * What a company's own website says about it: the step shared by enrichment of a tracked company,
 * draft enrichment and lead discovery. It reads the home page and the team/about pages it links
 * to, and never invents: what the site does not say stays null and is reported as not found.
 */

export interface FounderHint {
  /** Caller's handle for the founder (row id, or index in a draft). */
  key: string;
  name: string;
  linkedinUrl: string | null;
  twitterUrl: string | null;
  githubUrl: string | null;
}

export interface CompanyHints {
  companyName: string | null;
  website: string | null;
  linkedinUrl: string | null;
  twitterUrl: string | null;
  founders: FounderHint[];
  /**
   * Look for the company's job board (decisions §3: `jobBoardUrl` is found when the site links
   * to one): on the home page, else on its careers page, which costs one request more. Only
   * callers that keep a board and lack one ask.
   */
  seekJobBoard?: boolean;
}

export interface FounderLinks {
  key: string;
  name: string;
  /** Links the site gave for a founder whose link was missing (null: not found or not missing). */
  linkedinUrl: string | null;
  twitterUrl: string | null;
  githubUrl: string | null;
  /** The page the founder was matched on. */
  source: string | null;
}

/** A person on a team/about page, with the page that names them. */
export interface PersonFound extends PersonOnPage {
  pageUrl: string;
}

export interface CompanyFindings {
  /** Null when the website was read; otherwise why not (`website_unreachable`, `blocked_by_robots`, …). */
  failure: { reason: string; detail: string; url: string | null } | null;
  /** The home page's URL after redirects. */
  websiteUrl: string | null;
  companyName: string | null;
  /** Found on the site (whether or not the caller already had one). */
  linkedinUrl: string | null;
  twitterUrl: string | null;
  /** The public page of the job board the site links to or embeds (when sought and found). */
  jobBoardUrl: string | null;
  description: string | null;
  stage: Stage;
  stageEvidence: string | null;
  location: string | null;
  foundingYear: number | null;
  /** Taxonomy category ids, best first. */
  classification: string[];
  founders: FounderLinks[];
  /** Founders named on the site (used when the caller knows none). */
  siteFounders: PersonFound[];
  /** Everyone the team/about pages name. */
  people: PersonFound[];
  /**
   * Fields the caller was missing and the site supplied, and those it did not (paths such as `founders.0.linkedinUrl`).
   */
  found: string[];
  notFound: string[];
  sources: SourceRecord[];
  deadlineReached: boolean;
}

export interface DiscoverContext {
  reader: SiteReader;
  classifier: CompanyClassifier;
  now: Date;
}

export async function discoverCompany(ctx: DiscoverContext, hints: CompanyHints): Promise<CompanyFindings> {
  const { reader } = ctx;
  const base = emptyFindings();
  if (!hints.website) {
    return finish(
      base,
      hints,
      { failure: { reason: "no_website", detail: "the company has no website to read", url: null } },
      reader,
    );
  }
  const home = await reader.html(hints.website);
  if (!home.ok) {
    return finish(
      base,
      hints,
      { failure: { reason: siteFailureReason(home.reason), detail: home.detail, url: home.url } },
      reader,
    );
  }

  const discovered = discoverPages(home.page, home.finalUrl);
  const [teamResults, jobBoardUrl] = await Promise.all([
    Promise.all(discovered.team.slice(0, 2).map((u) => reader.html(u))),
    hints.seekJobBoard ? findJobBoard(reader, home, discovered.careers) : null,
  ]);
  const teamPages = teamResults.filter((r): r is FetchedHtml => r.ok);
  const people = peopleOf([home, ...teamPages]);

  const social = collectSocialProfiles(home.page.links.map((l) => l.url));
  const texts = [home.page.text, ...teamPages.map((p) => p.page.text)];
  const stage = detectStage([home.page.description ?? "", ...texts]);
  const companyName = hints.companyName ?? nameFromTitle(home.page.title);
  const description = pickDescription(home.page);
  const categories = await ctx.classifier
    .classifyCompany({ name: companyName, description, text: texts.join("\n").slice(0, 50_000) })
    .catch(() => []);

  const founders = hints.founders.map((f) => matchFounder(f, people));
  return finish(
    base,
    hints,
    {
      websiteUrl: home.finalUrl,
      companyName,
      linkedinUrl: social.linkedinCompany[0]?.url ?? null,
      twitterUrl: social.twitter.find((t) => !people.some((p) => p.twitterUrl === t.url))?.url ?? null,
      jobBoardUrl,
      description,
      stage: stage.stage,
      stageEvidence: stage.evidence,
      location: detectLocation(texts),
      foundingYear: detectFoundingYear(texts, ctx.now),
      classification: categories.map((c) => c.categoryId),
      founders,
      siteFounders: people.filter((p) => p.isFounder),
      people,
    },
    reader,
  );
}

/**
 * The job board the site names first (extract/boards.ts), as its public page: on the home page,
 * else on the careers page it links to on its own site (where embeds live). Null when neither has one.
 */
async function findJobBoard(reader: SiteReader, home: FetchedHtml, careers: string[]): Promise<string | null> {
  const onHome = detectBoards(home.html)[0];
  if (onHome) return boardPageUrl(onHome);
  // A careers link to a board's own host was already seen on the home page.
  const own = careers.find((u) => !boardProviderOf(u));
  if (!own) return null;
  const page = await reader.html(own);
  const onCareers = page.ok ? detectBoards(page.html)[0] : undefined;
  return onCareers ? boardPageUrl(onCareers) : null;
}

function matchFounder(f: FounderHint, people: PersonFound[]): FounderLinks {
  const person = findSamePerson(people, f);
  return {
    key: f.key,
    name: f.name,
    linkedinUrl: f.linkedinUrl ? null : (person?.linkedinUrl ?? null),
    twitterUrl: f.twitterUrl ? null : (person?.twitterUrl ?? null),
    githubUrl: f.githubUrl ? null : (person?.githubUrl ?? null),
    source: person ? person.pageUrl : null,
  };
}

function peopleOf(pages: FetchedHtml[]): PersonFound[] {
  const byName = new Map<string, PersonFound>();
  for (const p of pages) {
    for (const person of extractPeople(p.html, p.finalUrl)) {
      const key = normalizePersonName(person.name);
      const seen = byName.get(key);
      if (!seen) byName.set(key, { ...person, pageUrl: p.finalUrl });
      else mergePerson(seen, person);
    }
  }
  return [...byName.values()];
}

function emptyFindings(): CompanyFindings {
  return {
    failure: null,
    websiteUrl: null,
    companyName: null,
    linkedinUrl: null,
    twitterUrl: null,
    jobBoardUrl: null,
    description: null,
    stage: "unknown",
    stageEvidence: null,
    location: null,
    foundingYear: null,
    classification: [],
    founders: [],
    siteFounders: [],
    people: [],
    found: [],
    notFound: [],
    sources: [],
    deadlineReached: false,
  };
}

/** Fills in the found / not-found lists: what the caller lacked, and whether the site supplied it. */
function finish(
  base: CompanyFindings,
  hints: CompanyHints,
  part: Partial<CompanyFindings>,
  reader: SiteReader,
): CompanyFindings {
  const f: CompanyFindings = { ...base, ...part, sources: reader.sources, deadlineReached: reader.deadlineReached };
  const found: string[] = [];
  const notFound: string[] = [];
  const check = (path: string, sought: boolean, value: unknown) => {
    if (!sought) return;
    (value !== null && value !== undefined && !(Array.isArray(value) && value.length === 0) ? found : notFound).push(
      path,
    );
  };
  check("companyName", !hints.companyName, f.companyName);
  check("companyLinkedinUrl", !hints.linkedinUrl, f.linkedinUrl);
  check("companyTwitterUrl", !hints.twitterUrl, f.twitterUrl);
  check("description", true, f.description);
  check("classification", true, f.classification);
  if (hints.founders.length === 0) check("founders", true, f.siteFounders);
  hints.founders.forEach((h, i) => {
    const links = f.founders.find((x) => x.key === h.key);
    check(`founders.${i}.linkedinUrl`, !h.linkedinUrl, links?.linkedinUrl ?? null);
    check(`founders.${i}.twitterUrl`, !h.twitterUrl, links?.twitterUrl ?? null);
  });
  // Stage, location and founding year are taken only when the site states them: reported when
  // found, never counted as missing.
  if (f.stage !== "unknown") found.push("stage");
  if (f.location) found.push("location");
  if (f.foundingYear) found.push("foundingYear");
  // A company need not have a board: reported when found, never counted as missing.
  if (f.jobBoardUrl) found.push("jobBoardUrl");
  f.found = found;
  f.notFound = notFound;
  return f;
}
