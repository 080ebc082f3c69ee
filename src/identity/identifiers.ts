import type { EntityUpdate } from "../db/types";
import { cleanPath, hostOf, parseHttpUrl, submittedUrl } from "./url";

/*
 * URL identity (docs/spec/decisions.md "URL identity"): identifiers are compared normalised. Scheme, `www.`,
 * trailing slash, query and fragment are ignored; LinkedIn is reduced to `/company/<slug>` or
 * `/in/<slug>`; Twitter and X are the same host. The normalised forms are stored beside the URLs
 * (website_norm, linkedin_norm, twitter_norm, founders.linkedin_norm) so matching is an index lookup.
 */

const LINKEDIN_HOST = /(^|\.)linkedin\.com$/;
const TWITTER_HOSTS = new Set(["twitter.com", "x.com", "mobile.twitter.com", "mobile.x.com"]);

/** What a LinkedIn URL points at: a company's page or a person's profile, by its section and slug. */
export interface LinkedinPage {
  kind: "company" | "in";
  /** The path's first part, `pub` read as `in`: /school/x and /company/x are different pages. */
  section: "company" | "school" | "showcase" | "in";
  slug: string;
}

const SECTIONS: Record<string, Pick<LinkedinPage, "kind" | "section">> = {
  company: { kind: "company", section: "company" },
  school: { kind: "company", section: "school" },
  showcase: { kind: "company", section: "showcase" },
  in: { kind: "in", section: "in" },
  pub: { kind: "in", section: "in" },
};

/**
 * `linkedin.com/company/<slug>` (also `/school/`, `/showcase/`) or `linkedin.com/in/<slug>` (also
 * `/pub/`); null for anything else on LinkedIn (`/company/` with no slug, `/feed/`, the home page),
 * which names nobody and so must never identify a company.
 */
export function linkedinPage(input: string | null | undefined): LinkedinPage | null {
  if (!input) return null;
  const u = parseHttpUrl(input);
  if (!u || !LINKEDIN_HOST.test(hostOf(u))) return null;
  const m = /^\/([a-z]+)\/([^/]+)/.exec(cleanPath(u));
  const section = m && Object.hasOwn(SECTIONS, m[1]!) ? SECTIONS[m[1]!] : undefined;
  return section ? { ...section, slug: m![2]! } : null;
}

/** A LinkedIn page of `kind`: a company's for a company, a person's profile for a founder. */
export function isLinkedinUrl(input: string, kind: LinkedinPage["kind"]): boolean {
  return linkedinPage(input)?.kind === kind;
}

export function isTwitterUrl(input: string): boolean {
  const u = parseHttpUrl(input);
  return !!u && TWITTER_HOSTS.has(hostOf(u));
}

/** `https://www.Acme.com/?utm=x#top` → `acme.com`; `acme.com/eu/` → `acme.com/eu`. */
export function normalizeWebsite(input: string | null | undefined): string | null {
  if (!input) return null;
  const u = parseHttpUrl(input);
  if (!u) return null;
  return websiteKey(u);
}

/** The identifier's form of a website: host without `www.`, port, path (no scheme, query or case). */
function websiteKey(u: URL): string {
  return `${hostOf(u)}${u.port ? `:${u.port}` : ""}${cleanPath(u)}`;
}

/**
 * The registrable part a website identifies people by (`www.nimbus.example/about` → `nimbus.example`); "" without one.
 */
export function websiteDomain(input: string | null | undefined): string {
  return (normalizeWebsite(input) ?? "").split("/")[0];
}

/**
 * `https://uk.linkedin.com/company/Acme-Robotics/about/` → `linkedin.com/company/acme-robotics`;
 * `linkedin.com/in/jane-doe?trk=x` → `linkedin.com/in/jane-doe`. Null for a LinkedIn URL that is
 * not a page (see `linkedinPage`).
 */
export function normalizeLinkedin(input: string | null | undefined): string | null {
  const page = linkedinPage(input);
  return page ? `linkedin.com/${page.section}/${page.slug}` : null;
}

/** `https://twitter.com/AcmeHQ/status/1` and `x.com/acmehq` → `x.com/acmehq`. */
export function normalizeTwitter(input: string | null | undefined): string | null {
  if (!input) return null;
  const u = parseHttpUrl(input);
  if (!u || !TWITTER_HOSTS.has(hostOf(u))) return null;
  const handle = cleanPath(u).split("/").filter(Boolean)[0]?.replace(/^@/, "");
  return handle ? `x.com/${handle}` : "x.com";
}

/** A company's URLs as a write gives them: absent is left as stored, null clears. */
export interface CompanyUrls {
  website?: string | null;
  linkedin?: string | null;
  twitter?: string | null;
}

/** The URLs of a create or update as the client sent them, in their stored form (`submittedUrl`). */
export function submittedCompanyUrls(input: {
  companyWebsite?: string | null;
  companyLinkedinUrl?: string | null;
  companyTwitterUrl?: string | null;
}): CompanyUrls {
  return {
    website: submittedUrl(input.companyWebsite),
    linkedin: submittedUrl(input.companyLinkedinUrl),
    twitter: submittedUrl(input.companyTwitterUrl),
  };
}

type UrlColumns = Pick<
  EntityUpdate,
  "company_website" | "website_norm" | "company_linkedin_url" | "linkedin_norm" | "company_twitter_url" | "twitter_norm"
>;

/** The company columns a write sets for `urls`: each URL given, with its identifier beside it. */
export function companyUrlColumns(urls: CompanyUrls): UrlColumns {
  const { website, linkedin, twitter } = urls;
  return {
    ...(website !== undefined ? { company_website: website, website_norm: normalizeWebsite(website) } : {}),
    ...(linkedin !== undefined ? { company_linkedin_url: linkedin, linkedin_norm: normalizeLinkedin(linkedin) } : {}),
    ...(twitter !== undefined ? { company_twitter_url: twitter, twitter_norm: normalizeTwitter(twitter) } : {}),
  };
}

/**
 * Whether writing `urls` changes what identifies the company to enrichment: the website it reads
 * (`websiteChanged`) or its LinkedIn page. Founders' changes are judged where founders are merged.
 */
export function companyIdentityChanged(
  stored: { company_website: string | null; linkedin_norm: string | null },
  urls: CompanyUrls,
): boolean {
  return (
    websiteChanged(stored.company_website, urls.website) ||
    (urls.linkedin !== undefined && normalizeLinkedin(urls.linkedin) !== stored.linkedin_norm)
  );
}

/**
 * Whether a submission changes the website that enrichment and runs fetch. Not the identifier
 * (website_norm ignores the scheme and `www.`): http://acme.com where https://acme.com failed is
 * another site to read, so it starts enrichment again as any identity change does. A trailing
 * slash, letter case or a query string is not (nor a bare host for its https:// form).
 */
export function websiteChanged(stored: string | null, submitted: string | null | undefined): boolean {
  return submitted !== undefined && siteToRead(submitted) !== siteToRead(stored);
}

/** The site a URL makes us read: the identifier's form, with the scheme and `www.` it drops. */
function siteToRead(url: string | null): string | null {
  const u = url === null ? null : parseHttpUrl(url);
  if (!u) return url;
  return `${u.protocol}//${/^www\./i.test(u.hostname) ? "www." : ""}${websiteKey(u)}`;
}
