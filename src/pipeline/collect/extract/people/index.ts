import { foldText } from "../../../../text";
import { collapseSpaces } from "../../../../text/token-classes";
import { parseHtml } from "../dom";
import { peopleFromMarkup } from "./cards";
import { peopleFromJsonLd } from "./json-ld";
import type { PersonOnPage } from "./person";

export { looksLikePersonName } from "./names";
export type { PersonOnPage } from "./person";

/**
 * Finds people on a team/about page. Heuristic, in two passes merged by name:
 * 1. Markup: elements that look like a person's name (`itemprop="name"`, class "name", headings
 *    h2–h6, a leading `strong`/`b`). Cards the markup announces (schema.org Person, classes such
 *    as "team-member", "founder", "person", "profile") are read first, named by their strongest
 *    name; every other name grows into the largest ancestor holding no other name (stopping at
 *    `li`, `article`, `section` or a "card"/"tile"/"item" class). The role is
 *    `itemprop="jobTitle"`, a role/title/position class, or the first short role-like line after
 *    the name; links in the card give LinkedIn, X/Twitter, GitHub and a website.
 * 2. JSON-LD: schema.org Person objects (and an Organization's `founder`).
 * A card is kept only with some evidence it is about a person (a role, a profile link, a photo,
 * or person markup), so product headings such as "Warehouse Robots" are not taken for people.
 */
export function extractPeople(html: string, pageUrl: string): PersonOnPage[] {
  const doc = parseHtml(html);
  const fromMarkup = peopleFromMarkup(doc, pageUrl);
  const fromJsonLd = peopleFromJsonLd(doc, pageUrl);
  const merged = new Map<string, PersonOnPage>();
  for (const p of [...fromMarkup, ...fromJsonLd]) {
    const key = nameKey(p.name);
    const seen = merged.get(key);
    if (!seen) merged.set(key, p);
    else mergePerson(seen, p);
  }
  return [...merged.values()];
}

/** Completes `seen` with what another mention of the same person adds; what `seen` says stays. */
export function mergePerson(seen: PersonOnPage, p: PersonOnPage): void {
  seen.role ??= p.role;
  seen.isFounder ||= p.isFounder;
  seen.linkedinUrl ??= p.linkedinUrl;
  seen.twitterUrl ??= p.twitterUrl;
  seen.githubUrl ??= p.githubUrl;
  seen.websiteUrl ??= p.websiteUrl;
  seen.bio ??= p.bio;
}

function nameKey(name: string): string {
  return collapseSpaces(foldText(name));
}
