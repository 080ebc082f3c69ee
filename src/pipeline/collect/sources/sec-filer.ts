import { personNameTokens } from "../../../identity/people";
import type { EdgarFiler, EdgarHit, FormD } from "../extract/edgar";
import { placeOf, samePlace, usState, type Place } from "../extract/places";
import { isOnDomain } from "../mentions";
import { companyIdentity } from "./offsite";
import type { SourceContext } from "./types";

/*
 * Whether a Form D filer of the company's name is the company (sources/sec.ts): its website, its related persons,
 * its state and its industry, weighed.
 */

export interface Verdict {
  kept: boolean;
  /** What ties the filer to the company ("website", "founder Dana Whitfield", "state CA", "industry"). */
  support: string[];
  /** What says it is another company. */
  against: string[];
}

/**
 * How a filer's name fits the company's: the same (`exact`), or the company's name followed by more
 * words (`longer`: "quillmark data systems" for "quillmark"), which a filer's legal name often is.
 */
export function nameFits(filerPhrase: string, companyPhrase: string): "exact" | "longer" | null {
  if (!companyPhrase) return null;
  if (filerPhrase === companyPhrase) return "exact";
  return filerPhrase.startsWith(`${companyPhrase} `) ? "longer" : null;
}

/**
 * Whether a filer of the company's name is the company: its website or a founder among its
 * related persons settles it; else its state and industry count for or against, and its persons
 * against when none is a founder. Kept unless what is against outweighs what is for.
 * `longer`: a filer whose name only begins with the company's is a candidate, not a match: only its
 * website or a founder among its related persons makes it the company's.
 */
export function judge(
  ctx: SourceContext,
  filer: EdgarFiler | null,
  hits: EdgarHit[],
  forms: FormD[],
  longer = false,
): Verdict {
  const company = companyIdentity(ctx.target);
  const support: string[] = [];
  const against: string[] = [];
  if (
    filer?.website &&
    isOnDomain(filer.website.startsWith("http") ? filer.website : `https://${filer.website}`, company.domain)
  )
    support.push("website");
  const founders = ctx.target.founders.map((f) => f.name).filter(Boolean);
  const persons = [...new Set(forms.flatMap((f) => f.persons.map((p) => p.name)))];
  const founderHit = founders.find((f) => persons.some((p) => samePerson(p, f)));
  if (founderHit) support.push(`founder ${founderHit}`);
  else if (persons.length && founders.length)
    against.push(`lists ${persons.slice(0, 3).join(", ")} as its related persons, none of them a founder`);

  const home = placeOf(ctx.target.location ?? null);
  const code =
    filer?.state ?? forms.find((f) => f.state)?.state ?? hits.find((h) => h.states.length)?.states[0] ?? null;
  const where = code ? filerPlace(code, filer?.city ?? forms.find((f) => f.city)?.city ?? null) : null;
  if (home && where) {
    if (samePlace(home, where)) support.push(`state ${code}`);
    else against.push(`is based in ${[filer?.city, code].filter(Boolean).join(", ")}, not ${ctx.target.location}`);
  }

  const industries = [
    ...new Set(forms.map((f) => f.industry).filter((i): i is string => !!i && i.toLowerCase() !== "other")),
  ];
  const sectors = (ctx.target.classification ?? []).map((id) => id.split("/")[0]!);
  if (industries.length && sectors.length) {
    const fits = industries.some((i) => sectors.some((s) => industryFits(s, i)));
    if (fits) support.push("industry");
    else against.push(`files in ${industries.join(", ")}, not the company's sector`);
  }
  const settled = support.some((s) => s === "website" || s.startsWith("founder"));
  if (longer) {
    if (!settled)
      against.push(
        `has a longer name than the company's, and neither its website nor its related persons are the company's`,
      );
    else support.unshift("a longer legal name beginning with the company's");
    return { kept: settled, support, against };
  }
  return { kept: settled || against.length === 0 || support.length > against.length, support, against };
}

function samePerson(a: string, b: string): boolean {
  const [na, nb] = [personNameTokens(a), personNameTokens(b)];
  if (!na.length || !nb.length || na[0] !== nb[0]) return false;
  // First and last names equal (a middle name or initial on one side only is the same person); or one name's words
  // all in the other's, in order, as a Spanish or Portuguese filing adds a second surname ("Núria Puig Casals").
  const [short, long] = na.length <= nb.length ? [na, nb] : [nb, na];
  let at = 0;
  for (const w of long) if (w === short[at]) at++;
  return na[na.length - 1] === nb[nb.length - 1] || at === short.length;
}

/**
 * EDGAR's stateOrCountry: a US state's code, else one of its own country codes ("U3" is Spain), which we do not
 * compare; abroad its city, in capitals ("BARCELONA"), places the filer when the places table knows it.
 */
function filerPlace(code: string, city: string | null): Place | null {
  const state = usState(code);
  if (state) return { country: "US", state, ...(city ? (placeOf(`${city}, ${state}`) ?? {}) : {}) } as Place;
  const named = (city ?? "").split(" ").map((w) => w.charAt(0) + w.slice(1).toLowerCase());
  const abroad = placeOf(named.join(" "));
  return abroad?.city ? abroad : null;
}

/*
 * Form D's industry groups (its item 4) the company's sector may file under. "Other" fits anyone;
 * a pooled investment fund is never a start-up.
 */
const TECH = ["Computers", "Telecommunications", "Other Technology"];
const HEALTH = [
  "Biotechnology",
  "Health Insurance",
  "Hospitals and Physicians",
  "Hospitals & Physicians",
  "Pharmaceuticals",
  "Other Health Care",
];
const FINANCE = [
  "Commercial Banking",
  "Insurance",
  "Investing",
  "Investment Banking",
  "Other Banking and Financial Services",
  "Other Banking & Financial Services",
];
const ENERGY = [
  "Coal Mining",
  "Electric Utilities",
  "Energy Conservation",
  "Environmental Services",
  "Oil and Gas",
  "Oil & Gas",
  "Other Energy",
];
const REAL_ESTATE = [
  "Commercial",
  "Construction",
  "REITS and Finance",
  "REITS & Finance",
  "Residential",
  "Other Real Estate",
];
const TRAVEL = [
  "Airlines and Airports",
  "Airlines & Airports",
  "Lodging and Conventions",
  "Lodging & Conventions",
  "Tourism and Travel Services",
  "Tourism & Travel Services",
  "Other Travel",
];
const BUSINESS = ["Business Services"];
const MANUFACTURING = ["Manufacturing"];
const RETAIL = ["Retailing", "Restaurants"];
const SECTOR_INDUSTRIES: Record<string, string[]> = {
  software: [...TECH, ...BUSINESS],
  devtools: [...TECH, ...BUSINESS],
  "data-infra": [...TECH, ...BUSINESS],
  security: [...TECH, ...BUSINESS],
  "vertical-saas": [...TECH, ...BUSINESS],
  fintech: [...FINANCE, ...TECH, ...BUSINESS],
  health: [...HEALTH, ...TECH],
  climate: [...ENERGY, ...TECH, ...MANUFACTURING, "Agriculture"],
  industrial: [...MANUFACTURING, ...TECH, ...ENERGY],
  deeptech: [...TECH, ...MANUFACTURING, ...HEALTH, ...ENERGY],
  consumer: [...RETAIL, ...TECH, ...MANUFACTURING, ...TRAVEL, ...BUSINESS, ...HEALTH, "Agriculture"],
  marketplaces: [...RETAIL, ...TECH, ...BUSINESS, ...TRAVEL, ...REAL_ESTATE],
  proptech: [...REAL_ESTATE, ...TECH, ...BUSINESS],
  edtech: [...TECH, ...BUSINESS],
  work: [...TECH, ...BUSINESS],
  legaltech: [...TECH, ...BUSINESS],
  govtech: [...TECH, ...MANUFACTURING, ...BUSINESS],
  mobility: [...TECH, ...MANUFACTURING, ...TRAVEL, ...ENERGY],
  telecom: [...TECH],
};

function industryFits(sector: string, industry: string): boolean {
  const allowed = SECTOR_INDUSTRIES[sector];
  return !allowed || allowed.some((a) => a.toLowerCase() === industry.toLowerCase());
}
