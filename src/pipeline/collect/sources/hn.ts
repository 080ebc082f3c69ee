import { contentYear, launchPitch, parseHnSearch, type HnStory } from "../extract/hn";
import {
  dropNameOnlyBesideNamesakes,
  isOnDomain,
  mentionOf,
  namePhrase,
  searchedDomain,
  otherNameOf,
  pitchInOtherWords,
  tiedByEvidence,
  type CompanyIdentity,
  type Mention,
  type SiteTopic,
} from "../mentions";
import type { SnapshotFeedItem, SnapshotPage } from "../snapshot";
import { companyIdentity, JSON_ACCEPT, offsitePage, ownSiteTopic, requestFailure } from "./offsite";
import type { Source } from "./types";
import { withoutTrailingSlashes } from "../urls";
import { foldedPhrase } from "../../../text";

/*
 * Hacker News, through the Algolia HN Search API: stories linking to the
 * company's domain (`GET {HN_SEARCH_API_URL}/v1/search_by_date?query={domain}&tags=story`), then,
 * budget allowing, stories naming it (the same search for its name: a Launch HN is often a text
 * post without a link). A story counts when it links to the domain or names the company
 * (mentions.ts). A "Show HN" or "Launch HN" by the company is a product launch; every story's
 * points and comments go into its evidence, with the discussion's link and the story's own.
 */

export const hnSource: Source = {
  name: "hn",
  needs(target) {
    const c = companyIdentity(target);
    return c.domain || c.name ? null : "no website or company name to search Hacker News for";
  },
  async collect({ reader, target, endpoints, pages }) {
    const company = companyIdentity(target);
    const site = ownSiteTopic(pages, target);
    const queries = [
      ...new Set(
        [searchedDomain(company.domain), namePhrase(company.name) ? company.name : null].filter(
          (q): q is string => !!q,
        ),
      ),
    ];
    const url = (q: string) =>
      `${withoutTrailingSlashes(endpoints.hn)}/v1/search_by_date?query=${encodeURIComponent(q)}&tags=story`;
    const stories = new Map<string, HnStory>();
    let error: string | undefined;
    let answered = false;
    for (const q of queries) {
      if (reader.budgetLeft <= 0) break;
      const res = await reader.api(url(q), { accept: JSON_ACCEPT });
      if (!res.ok) {
        error = requestFailure(`the Hacker News search for ${q}`, res);
        if (res.rateLimited || res.reason === "deadline") break;
        continue;
      }
      const found = parseHnSearch(res.body);
      if (!found) {
        error = `the Hacker News search for ${q} did not answer a search result`;
        continue;
      }
      answered = true;
      for (const s of found) if (!stories.has(s.id)) stories.set(s.id, s);
    }
    if (!answered) return { pages: [], error };
    const about: { story: HnStory; by: string[] }[] = [];
    const namesakes: NonNullable<SnapshotPage["namesakes"]> = [];
    for (const s of stories.values()) {
      const m = storyMention(s, company, site);
      if (m?.namesake) namesakes.push({ item: s.title, url: s.itemUrl, why: m.namesake, ...otherNameOf(m) });
      else if (m) about.push({ story: s, by: m.by });
    }
    const kept = dropNameOnlyBesideNamesakes(
      about.map((x) => ({ item: x.story, by: x.by, label: x.story.title, url: x.story.itemUrl })),
      namesakes,
    );
    // The page is the domain's search (else the name's): the same page run after run, whichever queries answered.
    const page = offsitePage(
      "hn",
      url(queries[0]!),
      kept.map((x) => itemOf(x.item, company, x.by)),
      namesakes.length ? { namesakes } : {},
    );
    return { pages: [page], ...(error ? { error } : {}) };
  },
};

/**
 * How a story names the company (mentionOf), and a launch post tied by its name alone whose pitch is told in words
 * the company's site does not use ("Show HN: Kowhai – a tiny Lisp that compiles to WebAssembly" of a pocket-money
 * card) is a namesake's, unless its poster says they run the company: a maker pitches their product in their words.
 */
function storyMention(s: HnStory, company: CompanyIdentity, site: SiteTopic): Mention | null {
  // Not tied by the site's words: a competitor's launch on Hacker News speaks the same trade ("AI on-call agent for
  // PagerDuty and Embergate users"); a maker's pitch in other words is what tells a namesake.
  const m = mentionOf({ text: `${s.title}\n${s.text}`, urls: storyLinks(s) }, company);
  if (!m || m.namesake || tiedByEvidence(m.by) || postedFrom(s.text ?? "", company.name)) return m;
  const pitch = launchPitch(s, company.name);
  if (!pitch || !pitchInOtherWords(pitch, company.name, site)) return m;
  const why = `its maker pitches it as “${pitch}”, in words the company's site does not use`;
  return { by: m.by, namesake: `tied by its name alone, and ${why}` };
}

/** Where a story links: its URL, and for a text post the links in its text. */
const storyLinks = (s: HnStory) => [...(s.url ? [s.url] : []), ...s.links];

function itemOf(s: HnStory, company: CompanyIdentity, tiedBy: string[]): SnapshotFeedItem {
  const tally = `${s.points} point${s.points === 1 ? "" : "s"}, ${s.comments} comment${s.comments === 1 ? "" : "s"}`;
  // A launch post is the company's own when it links to its site, names it, or its poster says they found or run it
  // ("Hi HN, I'm Jess, co-founder and CTO at Saltmarsh Security").
  const byCompany =
    s.launch !== null &&
    (storyLinks(s).some((u) => isOnDomain(u, company.domain)) ||
      mentionOf({ text: s.title }, company) !== null ||
      postedFrom(s.text ?? "", company.name));
  // A story marked with an earlier year ("… (2024)") submits old content again: the content is as old as that year.
  const year = contentYear(s.title);
  const dated =
    year !== null && s.createdAt && year < s.createdAt.getUTCFullYear()
      ? new Date(Date.UTC(year, 11, 31))
      : s.createdAt;
  return {
    title: s.title,
    // The discussion is the item (a blog post the story links to may be a news item of the site already).
    url: s.itemUrl,
    publishedAt: dated?.toISOString() ?? null,
    detail: {
      source: "hn",
      tiedBy,
      ...(s.text ? { text: s.text } : {}),
      ...(byCompany ? { type: "product_update" as const } : {}),
      cue: byCompany ? `a ${s.launch} by the company on Hacker News: ${tally}` : `on Hacker News: ${tally}`,
      label: `Hacker News: ${s.title} (${tally})`,
      ...(s.url ? { links: [{ url: s.url, text: s.title }] } : {}),
    },
  };
}

/** A poster's role at the company, in the post's own words: "co-founder and CTO at Saltmarsh Security". */
function postedFrom(text: string, name: string): boolean {
  const phrase = namePhrase(name);
  if (!phrase) return false;
  const role =
    /\b(?:co-?founder|founder|ceo|cto|one of the founders)\b[^.!?\n]{0,30}?\b(?:at|of)\s+([^.!?,\n]{1,60})/giu;
  return [...text.matchAll(role)].some((m) => foldedPhrase(m[1]!).startsWith(phrase));
}
