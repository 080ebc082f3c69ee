import { sql } from "kysely";
import type { Db } from "../db/database";

/*
 * URL identity (decisions.md "URL identity"): identifiers are compared normalised. Scheme, `www.`,
 * trailing slash, query and fragment are ignored; LinkedIn is reduced to `/company/<slug>` or
 * `/in/<slug>`; Twitter and X are the same host. The normalised forms are stored beside the URLs
 * (website_norm, linkedin_norm, twitter_norm, founders.linkedin_norm) so matching is an index lookup.
 */

const LINKEDIN_HOST = /(^|\.)linkedin\.com$/;
const TWITTER_HOSTS = new Set(["twitter.com", "x.com", "mobile.twitter.com", "mobile.x.com"]);

/** Parses an http(s) URL; a bare host such as `acme.com` is read as `https://acme.com`. */
export function parseHttpUrl(input: string): URL | null {
  const s = input.trim();
  if (!s || /\s/.test(s)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(s) ? s : `https://${s}`;
  let u: URL;
  try {
    u = new URL(withScheme);
  } catch {
    return null;
  }
  if (u.protocol !== "http:" && u.protocol !== "https:") return null;
  // user:password@ would be stored and shown in every view, and the fetcher refuses it anyway.
  if (u.username || u.password) return null;
  // A host needs a dot (acme.com), or must be localhost or an IPv6 literal ([2001:db8::1], which
  // URL parsing has already checked and compressed); "https://acme" is almost always a typo.
  if (!u.hostname.includes(".") && u.hostname !== "localhost" && !u.hostname.startsWith("[")) return null;
  return u;
}

/** The URL as stored: as the client sent it, trimmed; a bare host (acme.com) gets `https://`. */
export function canonicalUrl(input: string): string {
  const s = input.trim();
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(s) ? s : `https://${s}`;
}

function hostOf(u: URL): string {
  return u.hostname.toLowerCase().replace(/^www\./, "").replace(/\.$/, "");
}

function cleanPath(u: URL): string {
  let p: string;
  try {
    p = decodeURIComponent(u.pathname);
  } catch {
    p = u.pathname;
  }
  return p.replace(/\/+$/, "").toLowerCase();
}

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

/** The normalised identifiers of a submission, as the existing-company rule compares them. */
export interface Identifiers {
  websiteNorm: string | null;
  linkedinNorm: string | null;
  founderLinkedinNorms: string[];
}

/**
 * The existing-company rule (spec 4.2): a company is already tracked when two identifiers match:
 * (a) a founder's LinkedIn plus the company LinkedIn, (a') a founder's LinkedIn plus the website,
 * or (b) the company LinkedIn plus the website. A website alone never matches. The oldest match
 * wins when several do. Call it inside the transaction that holds `lockCompanyIdentities` for these identifiers.
 */
export async function findExistingCompany(db: Db, orgId: string, ids: Identifiers): Promise<string | null> {
  const { websiteNorm: w, linkedinNorm: l } = ids;
  const f = [...new Set(ids.founderLinkedinNorms)];
  // Every rule needs the website or the company LinkedIn to match, so they select the candidates.
  if (!w && !l) return null;
  const candidates = await db
    .selectFrom("entities as e")
    .select(["e.id", "e.website_norm", "e.linkedin_norm", "e.created_at"])
    .where("e.org_id", "=", orgId)
    .where((eb) => {
      const ors = [];
      if (w) ors.push(eb("e.website_norm", "=", w));
      if (l) ors.push(eb("e.linkedin_norm", "=", l));
      return eb.or(ors);
    })
    .orderBy("e.created_at", "asc")
    .orderBy("e.id", "asc")
    .execute();
  if (candidates.length === 0) return null;

  let withFounder = new Set<string>();
  if (f.length) {
    const rows = await db
      .selectFrom("founders")
      .select("entity_id")
      .where("org_id", "=", orgId)
      .where(
        "entity_id",
        "in",
        candidates.map((c) => c.id),
      )
      .where("linkedin_norm", "in", f)
      .execute();
    withFounder = new Set(rows.map((r) => r.entity_id));
  }
  for (const c of candidates) {
    const website = !!w && c.website_norm === w;
    const linkedin = !!l && c.linkedin_norm === l;
    const founder = withFounder.has(c.id);
    if ((founder && (linkedin || website)) || (linkedin && website)) return c.id;
  }
  return null;
}

/**
 * Serialises creates that could be the same company, for the rest of the transaction, so two
 * requests for one company cannot both miss each other and insert twice. Every existing-company
 * rule needs the website or the company LinkedIn to match, so a transaction-scoped advisory lock
 * per (organisation, website) and per (organisation, company LinkedIn) is enough; creates of other
 * companies, in this organisation or another, do not wait (one lock per organisation made every
 * create in an organisation queue behind the others: bench/results.md). Locks are taken in one
 * statement, in the order of their numbers, so two transactions never wait on each other in a
 * cycle. A submission with neither identifier can match nothing and takes no lock.
 */
export async function lockCompanyIdentities(db: Db, orgId: string, ids: Pick<Identifiers, "websiteNorm" | "linkedinNorm">): Promise<void> {
  const keys = [ids.websiteNorm && `website:${ids.websiteNorm}`, ids.linkedinNorm && `linkedin:${ids.linkedinNorm}`]
    .filter((k): k is string => !!k)
    .map((k) => lockKey(`${orgId}|${k}`));
  const ordered = [...new Set(keys)].sort((a, b) => a - b);
  if (ordered.length === 0) return;
  const locks = ordered.map((k) => sql`pg_advisory_xact_lock(${IDENTITY_LOCK_SPACE}, ${k}::int)`);
  await sql`select ${sql.join(locks)}`.execute(db);
}

/** The first key of the two-key advisory locks on company identities. */
const IDENTITY_LOCK_SPACE = 727274011;

/** A 32-bit FNV-1a of the text, as a signed int (the second key of the lock). */
function lockKey(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h | 0;
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
