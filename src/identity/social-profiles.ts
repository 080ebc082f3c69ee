import { parseAbsoluteHttpUrl, safeDecode } from "./url";

/**
 * Recognises social profile links. URLs come back in one canonical form per network so they can
 * be compared: https, no query or fragment, no trailing slash, lower-case handle, and
 *   https://www.linkedin.com/company/<slug>   https://www.linkedin.com/in/<slug>
 *   https://x.com/<handle> (twitter.com too)  https://github.com/<owner>
 * Stricter than the identifiers of identifiers.ts, which read what users submit: these links are
 * picked off arbitrary pages, so only well-formed company and person profiles count.
 */

export type SocialKind = "linkedin_company" | "linkedin_person" | "twitter" | "github";

export interface SocialProfile {
  kind: SocialKind;
  /** The slug, handle or owner, lower-cased. */
  handle: string;
  url: string;
}

export interface SocialProfiles {
  linkedinCompany: SocialProfile[];
  linkedinPeople: SocialProfile[];
  twitter: SocialProfile[];
  github: SocialProfile[];
}

/** Paths on twitter.com / x.com that are features, not accounts (intent and share links among them). */
const TWITTER_RESERVED = new Set([
  "intent",
  "share",
  "home",
  "search",
  "hashtag",
  "i",
  "explore",
  "settings",
  "login",
  "logout",
  "signup",
  "tos",
  "privacy",
  "messages",
  "notifications",
  "compose",
  "account",
  "about",
  "download",
  "jobs",
  "en",
  "help",
  "following",
  "followers",
  "web",
  "widgets",
  "oauth",
  "personalization",
]);

const GITHUB_RESERVED = new Set([
  "about",
  "features",
  "pricing",
  "login",
  "join",
  "signup",
  "sponsors",
  "topics",
  "marketplace",
  "explore",
  "settings",
  "site",
  "security",
  "enterprise",
  "collections",
  "trending",
  "apps",
  "contact",
  "customer-stories",
  "readme",
  "team",
  "notifications",
  "new",
  "organizations",
  "search",
  "events",
  "resources",
  "solutions",
]);

export function classifySocialUrl(raw: string): SocialProfile | null {
  const url = parseAbsoluteHttpUrl(raw);
  if (!url) return null;
  const host = url.hostname.toLowerCase().replace(/^www\.|^mobile\.|^m\./, "");
  const segments = url.pathname.split("/").filter(Boolean).map(safeDecode);

  if (host === "linkedin.com" || host.endsWith(".linkedin.com")) {
    const [kind, slug] = segments;
    if (!slug || !/^[\p{L}\p{N}_.-]{2,100}$/u.test(slug)) return null;
    const handle = slug.toLowerCase();
    if (kind === "company") {
      return {
        kind: "linkedin_company",
        handle,
        url: `https://www.linkedin.com/company/${encodeURIComponent(handle)}`,
      };
    }
    if (kind === "in") {
      return { kind: "linkedin_person", handle, url: `https://www.linkedin.com/in/${encodeURIComponent(handle)}` };
    }
    return null;
  }

  if (host === "twitter.com" || host === "x.com") {
    const handle = segments[0]?.replace(/^@/, "");
    if (!handle || !/^[A-Za-z0-9_]{1,15}$/.test(handle) || TWITTER_RESERVED.has(handle.toLowerCase())) return null;
    // /<handle>/status/<id> is a tweet, still by that account; keep the account.
    return { kind: "twitter", handle: handle.toLowerCase(), url: `https://x.com/${handle.toLowerCase()}` };
  }

  if (host === "github.com") {
    let owner = segments[0];
    if (owner === "orgs" || owner === "users") owner = segments[1];
    if (!owner || !/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/.test(owner) || GITHUB_RESERVED.has(owner.toLowerCase())) {
      return null;
    }
    return { kind: "github", handle: owner.toLowerCase(), url: `https://github.com/${owner.toLowerCase()}` };
  }
  return null;
}

/** Groups the social links among `urls`, de-duplicated, in first-seen order. */
export function collectSocialProfiles(urls: Iterable<string>): SocialProfiles {
  const out: SocialProfiles = { linkedinCompany: [], linkedinPeople: [], twitter: [], github: [] };
  const seen = new Set<string>();
  for (const raw of urls) {
    const profile = classifySocialUrl(raw);
    if (!profile || seen.has(profile.url)) continue;
    seen.add(profile.url);
    const bucket = {
      linkedin_company: out.linkedinCompany,
      linkedin_person: out.linkedinPeople,
      twitter: out.twitter,
      github: out.github,
    }[profile.kind];
    bucket.push(profile);
  }
  return out;
}

/** True when the URL is on one of the recognised social networks at all (profile or not). */
export function isSocialHost(raw: string): boolean {
  try {
    const host = new URL(raw).hostname.toLowerCase().replace(/^www\./, "");
    return [
      "linkedin.com",
      "twitter.com",
      "x.com",
      "github.com",
      "facebook.com",
      "instagram.com",
      "youtube.com",
      "medium.com",
      "t.co",
    ].some((h) => host === h || host.endsWith(`.${h}`));
  } catch {
    return false;
  }
}
