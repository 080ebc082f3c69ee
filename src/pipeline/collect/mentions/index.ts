import { foldedPhrase, isDenseScript } from "../../../text";
import { spaceTokens } from "../../../text/token-classes";
import { isOnDomain, searchedDomain, writesDomain } from "./domain";
import { isCoinedName, isCommonName, namePhrase, shortNamePhrase, writtenAsName } from "./name";
import { contradictions, placedAtHome } from "./namesake";
import { descriptorsOf } from "./descriptors";
import { sectorWords } from "./sector";
import { sharedTopic, type SiteTopic } from "./topic";
import type { CompanyIdentity, Mention, MentionCue } from "./types";

/*
 * Whether an item from outside the company's own site (a press article, a Hacker News story, a
 * repository) is about the company, not a namesake. An item names the
 * company when its text holds the company's name as whole words, its domain, or a link to it.
 * A common name (a dictionary word such as "Linear" or "Ramp", or a name of four letters or
 * fewer) says little alone: the item must also name the domain, a founder or the company's
 * sector, and write the name as a proper noun.
 *
 * Namesakes: an item tied to the company by its name alone (no link to its
 * site, no domain, no founder) is kept only when nothing in it contradicts the company: another
 * sector ("a fertility start-up" about a developer-tools company, or an item all about IVF),
 * another city or country ("the Berlin-based …" about a company in Austin), another website of
 * that name given as its own, another founder named as the company's. Otherwise it is a namesake:
 * `namesake` says why, the sources leave it out and record it (namesake.ts).
 */

export { domainOf, isOnDomain, searchedDomain } from "./domain";
export { isCommonName, isEnglishWord, namePhrase, namesLeadingWords } from "./name";
export { contradictions } from "./namesake";
export { otherInHeadline } from "./longer-name";
export { sectorWords } from "./sector";
export { namesOnSite, otherScriptVersion } from "./site-names";
export { pitchInOtherWords, siteTopicOf, type SiteTopic } from "./topic";
export type { CompanyIdentity, Mention, MentionCue } from "./types";

/**
 * How an item names the company, or null when it does not (a namesake, an unrelated story).
 * `text` is what the item says (title, summary); `urls` where it links (a story's URL); `site` the phrases of the
 * company's own pages, which an item describing the company in them shares (topic.ts).
 */
export function mentionOf(
  item: { text: string; urls?: string[] },
  company: CompanyIdentity,
  site?: SiteTopic,
): Mention | null {
  const by = cuesOf(item, company);
  if (site && by.includes("name") && sharedTopic(item.text, company.name, site)) by.push("topic");
  if (by.includes("name") && placedAtHome(item.text, company)) by.push("place");
  if (by.includes("name") && calledByItsTrade(item.text, company)) by.push("trade");
  const direct = by.includes("name") || by.includes("domain") || by.includes("link");
  if (!direct) return null;
  // A common name alone proves nothing: the item must tie it to the company some other way.
  if (isCommonName(company.name) && by.length === 1 && by[0] === "name") return null;
  // Not proved the company's: whatever it says of the company must fit (a namesake of the same trade elsewhere is
  // still a namesake).
  if (!provedBy(by)) {
    // Described in the company's own site's words: the sector a classifier reads in it is a neighbour's, not
    // another company's ("fleet charging" is mobility to the classifier and the site's own trade).
    const against = contradictions(item.text, company, item.urls ?? [], {
      sector: !by.includes("topic"),
      ...(site ? { site } : {}),
    });
    const otherName = against.length > 0 && against.every((c) => c.longerName) ? ({ otherName: true } as const) : {};
    const why = against.map((c) => c.why).join("; ");
    if (against.length) return { by, namesake: `tied by its name alone, and ${why}`, ...otherName };
  }
  return { by };
}

/**
 * A coined name the item calls by the company's own trade ("Austin health-tech startup Rostra", "Ojaloop, the
 * Lagos-based B2B e-commerce startup"): a namesake in that trade is unlikely, and mentionOf still checks that the
 * item contradicts nothing of the company (its place, its founders, its site).
 */
function calledByItsTrade(text: string, company: CompanyIdentity): boolean {
  if (!isCoinedName(company.name)) return false;
  const trade = sectorWords(company.classification);
  return descriptorsOf(text, company.name).some((d) => {
    const said = ` ${foldedPhrase(d)} `;
    return trade.some((w) => said.includes(` ${w} `));
  });
}

/** What in the item ties it to the company: its name, its domain, a link to it, a founder, its sector's words. */
function cuesOf(item: { text: string; urls?: string[] }, company: CompanyIdentity): MentionCue[] {
  const words = ` ${foldedPhrase(item.text)} `;
  const has = (phrase: string) => words.includes(` ${phrase} `);
  // A name in Japanese or Chinese is cut into words as the text is ("ヨミトク" is ヨミ トク in "…のヨミトクを買収").
  const phrase = isDenseScript(company.name) ? foldedPhrase(namePhrase(company.name)) : namePhrase(company.name);
  const by: MentionCue[] = [];
  const short = shortNamePhrase(company.name);
  if (phrase && has(phrase) && (!isCommonName(company.name) || writtenAsName(item.text, company.name))) by.push("name");
  // "Pulsweg" for "Pulsweg Health": the press leaves a generic last word out.
  else if (short && has(short) && writtenAsName(item.text, short)) by.push("name");
  // Its name in another script, as its own site writes it ("دربك").
  else if ((company.aliases ?? []).some((a) => foldedPhrase(a) && has(foldedPhrase(a)))) by.push("name");
  if (company.domain && writesDomain(item.text, company.domain)) by.push("domain");
  if ((item.urls ?? []).some((u) => isOnDomain(u, company.domain))) by.push("link");
  if (company.founders.some((f) => foldedPhrase(f).includes(" ") && has(foldedPhrase(f)))) by.push("founder");
  // "We're Noah and Priyanka, the founders of Plinth": every founder by a first name, where there are two or more.
  else if (company.founders.length >= 2 && company.founders.every((f) => firstNameIn(item.text, f))) by.push("founder");
  if (sectorWords(company.classification).some(has)) by.push("sector");
  return by;
}

/** Whether a tie proves the company (its domain, a link to its site, a founder named), not only its name. */
export function provedBy(by: readonly string[]): boolean {
  return by.includes("domain") || by.includes("link") || by.includes("founder");
}

/**
 * Whether an item is the company's on evidence, not on its name alone: proved, describing the company in its own
 * site's words or placing it where it is based, or a coined name told in its trade (and contradicting nothing of it,
 * which mentionOf checked), or told alike by several outlets, or named bare as the doer of its headline's event
 * (judge/bare-headline.ts).
 */
export function tiedByEvidence(by: readonly string[]): boolean {
  return (
    provedBy(by) ||
    by.includes("topic") ||
    by.includes("place") ||
    by.includes("outlets") ||
    by.includes("headline") ||
    by.includes("trade")
  );
}

/**
 * Evidence before name: when the same results hold another company of the company's name (a
 * namesake found by a contradiction), an item tied by the name alone is that company's as likely
 * as this one's, and is dropped with the reason. Items with evidence stay.
 */
export function dropNameOnlyBesideNamesakes<T>(
  about: { item: T; by: string[]; label: string; url?: string }[],
  namesakes: { item: string; url?: string; why: string; otherName?: true }[],
): { item: T; by: string[] }[] {
  // Another company known by a longer name of its own ("Hollowpine Lodge") claims no story told of the name alone.
  const sameName = namesakes.filter((n) => !n.otherName);
  if (!sameName.length) return about;
  const kept: { item: T; by: string[] }[] = [];
  for (const a of about) {
    if (tiedByEvidence(a.by)) kept.push(a);
    else
      namesakes.push({
        item: a.label,
        ...(a.url ? { url: a.url } : {}),
        why:
          `tied by its name alone, while the same results name another company of that name (` +
          `${sameName[0]!.item}); nothing in it is this company's (its site, a link to it, a founder)`,
      });
  }
  return kept;
}

/** The news search query: the name as a phrase, or its domain (`"Acme Robotics" OR acme.com`). */
export function newsQuery(company: Pick<CompanyIdentity, "name" | "domain" | "aliases">): string {
  const quoted = (n: string) => (n.replaceAll('"', "").trim() ? `"${n.replaceAll('"', "").trim()}"` : "");
  return [quoted(company.name), searchedDomain(company.domain) ?? "", ...(company.aliases ?? []).map(quoted)]
    .filter(Boolean)
    .join(" OR ");
}

/** A founder's first name written as a name in the text ("Noah" of "Noah Feldman"). */
function firstNameIn(text: string, founder: string): boolean {
  const first = spaceTokens(founder)[0] ?? "";
  return first.length >= 3 && writtenAsName(text, first);
}

/** A namesake's mark that it goes by a longer name of its own (`Mention.otherName`), for its record. */
export function otherNameOf(m: Mention): { otherName?: true } {
  return m.otherName ? { otherName: true } : {};
}
