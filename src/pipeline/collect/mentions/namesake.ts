import { words } from "../../../text";
import { nameTokens } from "../../../search/normalize";
import { getCategory } from "../../../taxonomy/tree";
import { countryName, placeOf, samePlace } from "../extract/places";
import { compoundTradesOf, descriptorsOf, placesOfCompany } from "./descriptors";
import { domainOf, isOnDomain, withoutSentenceMarks, writtenUrls } from "./domain";
import { foundersNamed, samePersonName } from "./founders";
import { longerName } from "./longer-name";
import { ESTABLISHMENTS, nameAt, namePhrase, nameWords, SECTOR_TAILS } from "./name";
import { wordSpans } from "../../../text/token-classes";
import { BUILDS_FOR_OTHER_SECTORS, otherSectorTopic, sectorOfWords, TECH_TOPS } from "./sector";
import type { CompanyIdentity } from "./types";
import { isGeneralWord, type SiteTopic, usesWordsOf } from "./topic";

/*
 * What an item says of the company of that name that does not fit this company: its sector, its place, its website,
 * its founders. An item tied by the name alone and saying any of these is a namesake's.
 */

/**
 * What an item says of the company of that name that does not fit this company: its sector, its
 * place, its founders. Each as a short clause for the analysis ("calls it a fertility start-up
 * (Health & Bio), not Developer Tools").
 */
export function contradictions(
  text: string,
  company: CompanyIdentity,
  urls: string[] = [],
  opts: { sector?: boolean; site?: SiteTopic } = {},
): Contradiction[] {
  if (!namePhrase(company.name)) return [];
  const descriptors = descriptorsOf(text, company.name);
  const out = [opts.sector === false ? null : otherSector(text, company, descriptors, opts.site)];
  out.push(otherPlace(text, company, descriptors));
  // Another website: the item gives a site of the company's name that is not the company's (a
  // Launch HN's "We're the founders of Tandemly (https://www.tandemly.ai)", a story's link).
  const site = otherSiteOfName(text, urls, company);
  if (site) out.push(`gives ${site} as its site, not ${company.domain}`);
  out.push(otherFounders(text, company));
  out.push(otherTradeInName(text, company, opts.site));
  out.push(otherCompoundTrade(text, company, opts.site));
  const said: Contradiction[] = out.filter((c): c is string => !!c).map((why) => ({ why }));
  const longer = longerName(text, company.name);
  if (longer)
    said.push({
      why: `names ${longer}, another organisation whose name begins with ${company.name}`,
      longerName: true,
    });
  return said;
}

/** One thing an item says that does not fit the company; `longerName`: it names another by a longer name of its own. */
export interface Contradiction {
  why: string;
  longerName?: true;
}

/** Content words a site's pages must give before what they never say tells anything. */
const MIN_SITE_WORDS = 10;

/** English function words, and those of the other languages read, for telling an English text from another. */
const ENGLISH_WORDS = new Set("the and of to in is for with on its has from that at by are was".split(" "));
const OTHER_WORDS = new Set(
  (
    "der die das und mit fur ist ein eine von zu den dem des le la les et du pour avec est une el los las y del " +
    "para con que em os da do com uma il di che per het een van voor met op och att pa og af ze na w sie"
  ).split(" "),
);

/** Whether a text reads as English: more of its function words are English than another language's. */
function readsAsEnglish(text: string): boolean {
  const ws = words(text);
  const english = ws.filter((w) => ENGLISH_WORDS.has(w)).length;
  return english >= ws.filter((w) => OTHER_WORDS.has(w)).length;
}

function sectorNames(tops: Set<string>): string {
  return [...tops].map((t) => getCategory(t)?.name ?? t).join(" / ");
}

/** Whether a sector is the company's own: one of its sectors, or a tech sector beside a tech company's. */
function companysSector(top: string, tops: ReadonlySet<string>): boolean {
  return tops.has(top) || (TECH_TOPS.has(top) && [...tops].some((t) => TECH_TOPS.has(t)));
}

/**
 * Another sector: the words the item describes it with name a sector outside the company's; without a descriptor,
 * what the item speaks of ("expand its fertility clinic network", "AI receptionist for dental clinics") is one other
 * sector's, and nothing in it the company's. Not for a company that makes software for other industries: its news
 * speaks of its customers' sector ("an AI receptionist for dental clinics" may well be an AI company's own).
 */
function otherSector(
  text: string,
  company: CompanyIdentity,
  descriptors: string[],
  site: SiteTopic | undefined,
): string | null {
  const tops = new Set(company.classification.map((id) => id.split("/")[0]!));
  if (!tops.size) return null;
  // An article in another language is read with that language's sector words only (sector.ts).
  const english = readsAsEnglish(text);
  for (const d of descriptors) {
    const sector = sectorOfWords(d, english);
    // Any company may be called a software one ("distribution SaaS startup" of a company filed under marketplaces).
    const generic = sector && BUILDS_FOR_OTHER_SECTORS.has(sector.top);
    // Its own site's words ("fleet" of a site that charges fleets) describe its trade, whatever a classifier files them
    // under.
    const own = sector && usesWordsOf(site, sector.term);
    if (sector && !generic && !own && !companysSector(sector.top, tops))
      return `calls it ${d.trim()} (${sector.name}), not ${sectorNames(tops)}`;
  }
  if ([...tops].some((t) => BUILDS_FOR_OTHER_SECTORS.has(t))) return null;
  const topic = otherSectorTopic(text, company.name, tops, site, english);
  return topic ? `speaks of ${topic.terms.join(", ")} (${topic.name}), not ${sectorNames(tops)}` : null;
}

/**
 * The same place: the item says the company is based where it is ("Austin-based Rostra" of an Austin company), by its
 * name or by the name its site writes in another script ("נגברה מבאר שבע").
 */
export function placedAtHome(text: string, company: CompanyIdentity): boolean {
  const home = placeOf(company.location ?? null);
  if (!home || !namePhrase(company.name)) return false;
  const names = [company.name, ...(company.aliases ?? [])];
  const places = placesOfCompany(text, [...new Set(names.flatMap((n) => descriptorsOf(text, n)))]);
  return places.length > 0 && places.every((p) => samePlace(home, p.place));
}

/** Another place: where the item says it is based. */
function otherPlace(text: string, company: CompanyIdentity, descriptors: string[]): string | null {
  const home = placeOf(company.location ?? null);
  if (!home) return null;
  const there = placesOfCompany(text, descriptors).find((p) => !samePlace(home, p.place));
  if (!there) return null;
  const country = there.place.country !== home.country ? ` (${countryName(there.place.country)})` : "";
  return `places it in ${there.name}${country}, not ${company.location}`;
}

/**
 * A trade in the name the item gives it that is not the company's: "Tessarine Therapeutics" of a data-governance
 * company named Tessarine (its own name, sector and site's words say nothing of therapeutics).
 */
function otherTradeInName(text: string, company: CompanyIdentity, site: SiteTopic | undefined): string | null {
  const own = nameWords(company.name);
  const tops = new Set(company.classification.map((id) => id.split("/")[0]!));
  if (!own.length || (!tops.size && !site)) return null;
  const spans = wordSpans(text);
  for (const i of nameAt(spans, own)) {
    const tail = spans[i + own.length];
    if (!tail || text.slice(spans[i + own.length - 1]!.end, tail.start) !== " ") continue;
    const word = tail.text.toLowerCase();
    if (nameTokens(company.name).includes(word) || usesWordsOf(site, word)) continue;
    // "the Fox & Lantern pub in Skipton": a kind of place of business the company's own site never speaks of.
    if (site && ESTABLISHMENTS.has(word) && tail.text === word)
      return `calls it ${company.name} ${word}, not its trade`;
    if (!SECTOR_TAILS.has(word)) continue;
    const sector = sectorOfWords(tail.text);
    if (sector && tops.size && !tops.has(sector.top))
      return `names it ${company.name} ${tail.text} (${sector.name}), not ${sectorNames(tops)}`;
    // No sector read on the site (its language is not the classifier's: a Norwegian heat-pump maker), yet its pages
    // never say the trade the item names it by ("Nordlys Therapeutics").
    if (!tops.size && site && site.words.size >= MIN_SITE_WORDS)
      return `names it ${company.name} ${tail.text}, a trade its own site never names`;
    // A branch of the company's sector its site never names: "Nordlys Therapeutics" (Biotech) of a heat-pump maker
    // filed under Health & Bio for the hospitals it heats.
    const branch = sector && branchOf(sector.categoryId);
    if (branch && tops.size && site && !company.classification.some((id) => branchOf(id) === branch)) {
      const trade = getCategory(branch)?.name ?? branch;
      return `names it ${company.name} ${tail.text} (${trade}), a trade its site never names`;
    }
  }
  return null;
}

/**
 * A trade glued to the word for a maker that the company's site never names: "Drahtseilhersteller Seilwerk" (a
 * wire-rope maker) of a site about software for ski lifts. A trade of the company's sector, or too general to tell
 * ("Software-", "Tech-"), says nothing.
 */
function otherCompoundTrade(text: string, company: CompanyIdentity, site: SiteTopic | undefined): string | null {
  if (!site || site.words.size < MIN_SITE_WORDS) return null;
  const tops = new Set(company.classification.map((id) => id.split("/")[0]!));
  for (const { word, trade } of compoundTradesOf(text, company.name)) {
    if (isGeneralWord(trade) || usesWordsOf(site, trade)) continue;
    const sector = sectorOfWords(trade, false) ?? sectorOfWords(trade);
    if (sector && companysSector(sector.top, tops)) continue;
    return `calls it a ${word}, a trade its own site never names`;
  }
  return null;
}

/** A category's second level ("health/biotech" of "health/biotech/therapeutics"); null for a top-level one. */
function branchOf(id: string): string | null {
  const parts = id.split("/");
  return parts.length >= 2 ? `${parts[0]}/${parts[1]}` : null;
}

/** Another founder: people the item names as its founders or chief executive. */
function otherFounders(text: string, company: CompanyIdentity): string | null {
  if (!company.founders.length) return null;
  const named = foundersNamed(text, company.name);
  if (!named.length || named.some((n) => company.founders.some((f) => samePersonName(n, f)))) return null;
  return (
    `names ${named.slice(0, 2).join(" and ")} as its founder${named.length > 1 ? "s" : ""}, not ` +
    `${company.founders.slice(0, 2).join(" or ")}`
  );
}

/**
 * A website of the company's name that the item links or writes out (`https://www.tandemly.ai`,
 * `www.tandemly.ai`) and that is not the company's own domain: the host of another company of that
 * name. The name must be the site's own name (the label before its suffix: `tandemly.ai`,
 * `tandemly.co.uk`), not a page on a shared host (`tandemly.github.io`, `medium.com/tandemly`),
 * which anyone of that name may have. Null without the company's domain to compare with.
 */
function otherSiteOfName(text: string, urls: string[], company: CompanyIdentity): string | null {
  if (!company.domain) return null;
  const compact = nameTokens(company.name).join("");
  if (compact.length < 3) return null;
  for (const url of [...urls, ...writtenUrls(text)]) {
    const host = domainOf(withoutSentenceMarks(url));
    if (!host || isOnDomain(`https://${host}/`, company.domain) || company.domain.endsWith(`.${host}`)) continue;
    const labels = host.split(".");
    if (labels.length < 2) continue;
    // `co.uk`, `com.au`: a short second-level name under a country's code is part of the suffix.
    const suffix = labels.length >= 3 && labels.at(-1)!.length === 2 && labels.at(-2)!.length <= 3 ? 2 : 1;
    const own = labels[labels.length - suffix - 1];
    if (own && own.replaceAll("-", "") === compact) return host;
  }
  return null;
}
