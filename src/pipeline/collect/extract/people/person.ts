import { absoluteHttpUrl } from "../dom";
import { classifySocialUrl, isSocialHost } from "../../../../identity/social-profiles";

/** A person named on a team/about page. */
export interface PersonOnPage {
  name: string;
  role: string | null;
  /** The role (or the card's markup) says founder / co-founder. */
  isFounder: boolean;
  /** Canonical https://www.linkedin.com/in/<slug>. */
  linkedinUrl: string | null;
  /** Canonical https://x.com/<handle>. */
  twitterUrl: string | null;
  githubUrl: string | null;
  /** The first link in the card to another site that is not a social network (own site, company). */
  websiteUrl: string | null;
  /** The card's other text (a short bio), at most 300 characters. */
  bio: string | null;
}

type ProfileLinks = Pick<PersonOnPage, "linkedinUrl" | "twitterUrl" | "githubUrl" | "websiteUrl">;

/** The profile links among a person's links: LinkedIn, X/Twitter, GitHub, and a website of their own. */
export function profileLinks(hrefs: string[], pageUrl: string): ProfileLinks {
  const out: ProfileLinks = { linkedinUrl: null, twitterUrl: null, githubUrl: null, websiteUrl: null };
  for (const url of hrefs.map((h) => absoluteHttpUrl(h, pageUrl)).filter((u): u is string => u !== null)) {
    const social = classifySocialUrl(url);
    if (social?.kind === "linkedin_person") out.linkedinUrl ??= social.url;
    else if (social?.kind === "twitter") out.twitterUrl ??= social.url;
    else if (social?.kind === "github") out.githubUrl ??= social.url;
    else if (!social && !isSocialHost(url) && !sameOrigin(url, pageUrl)) out.websiteUrl ??= url;
  }
  return out;
}

function sameOrigin(a: string, b: string): boolean {
  try {
    return new URL(a).origin === new URL(b).origin;
  } catch {
    return false;
  }
}
