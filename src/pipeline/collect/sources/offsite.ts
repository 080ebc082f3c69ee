import { domainOf, siteTopicOf, type CompanyIdentity, type SiteTopic } from "../mentions";
import type { PageFailure } from "../site";
import type { CollectTarget, SnapshotPage } from "../snapshot";

/*
 * What the off-site sources that search for the company (news, hn, github) share: who the company
 * is as they match items against it, and how a failed request reads in the signal's analysis.
 */

/** Items older than this are history, not news, on any run (a search surfacing a two-year-old article). */
export const OFFSITE_NEWS_DAYS = 30;

/** The company as items are matched against it. */
export function companyIdentity(target: CollectTarget): CompanyIdentity {
  const domain = domainOf(target.website);
  return {
    name: target.companyName?.trim() || domain || "",
    domain,
    founders: target.founders.map((f) => f.name),
    classification: target.classification ?? [],
    location: target.location ?? null,
  };
}

/**
 * The company's own words this run (its pages and its description), which an item about it shares and a namesake's
 * does not (mentions/topic.ts).
 */
export function ownSiteTopic(pages: readonly SnapshotPage[], target: CollectTarget): SiteTopic {
  const own = pages.filter((p) => !p.source);
  // The site's description is its own words too ("charges bus and truck fleets" in a meta tag only).
  const home = own.find((p) => p.kind === "home" && p.ok);
  return siteTopicOf(
    [...own, { ok: true, text: target.description ?? "" }],
    [home?.title ?? "", target.description ?? ""],
  );
}

/**
 * Why a source read nothing, as `analysis.sources[].reason` shows it ("rate limited: GET …: HTTP 403 (rate limit
 * reached)").
 */
export function requestFailure(what: string, res: PageFailure): string {
  return `${res.rateLimited ? "rate limited: " : ""}${what}: ${res.detail}`;
}

/** A snapshot page holding one off-site source's items: the diff compares it with the same page of the last run. */
export function offsitePage(
  source: string,
  url: string,
  items: NonNullable<SnapshotPage["feedItems"]>,
  extra: Partial<SnapshotPage> = {},
): SnapshotPage {
  return { kind: "feed", source, url, ok: true, fetchable: true, feedItems: items, ...extra };
}

export const JSON_ACCEPT = "application/json";
