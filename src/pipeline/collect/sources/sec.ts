import { normalizePersonName } from "../../../identity/people";
import {
  accessionFolder,
  parseEdgarSearch,
  parseFormD,
  parseSubmissions,
  type EdgarFiler,
  type EdgarHit,
  type FormD,
} from "../extract/edgar";
import { placeOf, samePlace, usState, type Place } from "../extract/places";
import { isOnDomain, namePhrase } from "../mentions";
import type { SiteReader } from "../site";
import type { SnapshotFeedItem, SnapshotPage } from "../snapshot";
import { companyIdentity, JSON_ACCEPT, OFFSITE_NEWS_DAYS, offsitePage, requestFailure } from "./offsite";
import type { Source, SourceContext } from "./types";

/*
 * SEC Form D filings: a US company raising money privately files a Form D
 * within 15 days of its first sale, often before any press. Through EDGAR, at the documented
 * paths and with the User-Agent naming a contact the SEC's fair-access rules require
 * (SEC_USER_AGENT; without it the source is off), at most 10 requests a second across the
 * process (the pipeline's shared pacer):
 * 1. full-text search for Form D filings naming the company (`forms=D`), its filers whose name is
 *    the company's (legal suffix aside);
 * 2. each such filer's submissions (its website, its business address, its D and D/A filings);
 * 3. its newest filing (`primary_doc.xml`: amounts, first sale, industry, related persons), and,
 *    once the filer is known to be the company, its other filings of the last 30 days not read before.
 * A filer is the company's when its website is the company's domain or its related persons name
 * a founder; a filer whose name matches but whose persons, state and industry do not is a
 * namesake and is dropped (the analysis says why). Each filing read becomes a dated item typed
 * `fundraising`, its amounts in the text, the filing's URL as evidence.
 */

/** Filers (same name, another CIK) looked into per run. */
const MAX_FILERS = 2;
/** Filings read per filer per run: the newest, and new ones since the last run. */
const MAX_FILINGS = 2;

export const secSource: Source = {
  name: "sec",
  off(settings) {
    return settings.tokens?.secUserAgent
      ? null
      : "SEC_USER_AGENT is not set: the SEC's fair-access rules ask every client for a User-Agent naming a contact";
  },
  needs(target) {
    return namePhrase(companyIdentity(target).name) ? null : "no company name to search EDGAR for";
  },
  async collect(ctx) {
    const edgar = new Edgar(ctx);
    const company = companyIdentity(ctx.target);
    const query = searchName(ctx.target.companyName ?? company.name);
    const searchUrl =
      `${ctx.endpoints.secSearch.replace(/\/+$/, "")}/LATEST/search-index?q=${encodeURIComponent(`"${query}"`)}` +
      `&forms=D`;
    const res = await edgar.get(searchUrl);
    if (!res.ok) return { pages: [], error: requestFailure("EDGAR full-text search", res) };
    const hits = parseEdgarSearch(res.body);
    if (!hits) return { pages: [], error: "EDGAR full-text search did not answer a search result" };

    // Filers named as the company is, or by a longer legal name that begins with its name
    // ("Quillmark Data Systems, Inc." for Quillmark): not every filing that mentions it. Latest first.
    const phrase = namePhrase(company.name);
    const byCik = new Map<string, EdgarHit[]>();
    for (const h of hits.filter((h) => nameFits(namePhrase(h.name), phrase) !== null))
      byCik.set(h.cik, [...(byCik.get(h.cik) ?? []), h]);
    const candidates = [...byCik.values()].sort((a, b) => latest(b).localeCompare(latest(a))).slice(0, MAX_FILERS);

    const seen = new Set(
      (ctx.previous ?? []).filter((p) => p.source === "sec").flatMap((p) => (p.feedItems ?? []).map((i) => i.url)),
    );
    const items: SnapshotFeedItem[] = [];
    const filers: NonNullable<SnapshotPage["filers"]> = [];
    const namesakes: NonNullable<SnapshotPage["namesakes"]> = [];
    for (const hitsOfFiler of candidates) {
      if (ctx.reader.budgetLeft <= 0) break;
      const cik = hitsOfFiler[0]!.cik;
      const filer = await edgar.submissions(cik);
      const filings = filer?.formD.length
        ? filer.formD
        : hitsOfFiler.map((h) => ({
            accession: h.accession,
            form: h.form,
            filingDate: h.fileDate,
            primaryDocument: null,
          }));
      const docs: { filing: (typeof filings)[number]; form: FormD; url: string }[] = [];
      const read = async (filing: (typeof filings)[number]) => {
        const url = edgar.formDUrl(cik, filing.accession);
        const form = await edgar.formD(url);
        if (form) docs.push({ filing, form, url });
      };
      // The newest filing tells who the filer is; the verdict comes before anything else is read.
      if (filings[0]) await read(filings[0]);
      const longer = nameFits(namePhrase(filer?.name ?? hitsOfFiler[0]!.name), phrase) === "longer";
      const verdict = judge(
        ctx,
        filer,
        hitsOfFiler,
        docs.map((d) => d.form),
        longer,
      );
      const name = filer?.name ?? hitsOfFiler[0]!.name;
      filers.push({ cik, name, confirmedBy: verdict.support, contradictions: verdict.against, kept: verdict.kept });
      if (!verdict.kept) {
        namesakes.push({
          item: `${name} (CIK ${cik})`,
          url: edgar.filerUrl(cik),
          why: `a namesake: the Form D filer of that name ${verdict.against.join("; ")}`,
        });
        continue;
      }
      // Then its other recent filings not read before (an amendment, a second close); older ones are history.
      const recent = ctx.now.getTime() - OFFSITE_NEWS_DAYS * 86_400_000;
      for (const filing of filings.slice(1)) {
        if (docs.length >= MAX_FILINGS || ctx.reader.budgetLeft <= 0) break;
        if (
          seen.has(edgar.formDUrl(cik, filing.accession)) ||
          !filing.filingDate ||
          Date.parse(filing.filingDate) < recent
        )
          continue;
        await read(filing);
      }
      for (const d of docs)
        items.push(filingItem(edgar, cik, d.filing.accession, d.filing.filingDate, d.form, d.url, verdict.support));
    }
    const page = offsitePage("sec", searchUrl, items, {
      title: `EDGAR: Form D filings of ${query}`,
      filers,
      ...(namesakes.length ? { namesakes } : {}),
    });
    return { pages: [page], ...(edgar.errors.length ? { error: edgar.errors.join("; ") } : {}) };
  },
};

/**
 * The name as EDGAR's filers write it, without a legal suffix the filing may spell otherwise ("Acme Robotics, Inc." →
 * "Acme Robotics").
 */
function searchName(name: string): string {
  return name
    .replace(/"/g, "")
    .replace(/[,\s]+(inc|incorporated|llc|l\.l\.c|ltd|limited|corp|corporation|co|company|gmbh|sas|sa|bv|plc)\.?$/i, "")
    .trim();
}

function latest(hits: EdgarHit[]): string {
  return (
    hits
      .map((h) => h.fileDate ?? "")
      .sort()
      .pop() ?? ""
  );
}

/** EDGAR through the source's reader: its User-Agent, its errors recorded. */
class Edgar {
  readonly errors: string[] = [];
  private readonly headers: Record<string, string>;
  private readonly reader: SiteReader;

  constructor(private readonly ctx: SourceContext) {
    this.reader = ctx.reader;
    this.headers = { "user-agent": ctx.tokens?.secUserAgent ?? "" };
  }

  get(url: string, accept = JSON_ACCEPT) {
    return this.reader.api(url, { accept, headers: this.headers });
  }

  async submissions(cik: string): Promise<EdgarFiler | null> {
    const url = `${this.ctx.endpoints.secData.replace(/\/+$/, "")}/submissions/CIK${cik.padStart(10, "0")}.json`;
    const res = await this.get(url);
    if (!res.ok) {
      this.errors.push(requestFailure(`EDGAR submissions of CIK ${cik}`, res));
      return null;
    }
    const filer = parseSubmissions(res.body);
    if (!filer) this.errors.push(`EDGAR submissions of CIK ${cik}: not a submissions answer`);
    return filer;
  }

  async formD(url: string): Promise<FormD | null> {
    const res = await this.get(url, "application/xml,text/xml;q=0.9,*/*;q=0.5");
    if (!res.ok) {
      this.errors.push(requestFailure(`EDGAR filing ${url}`, res));
      return null;
    }
    const form = parseFormD(res.body);
    if (!form) this.errors.push(`EDGAR filing ${url}: not a Form D`);
    return form;
  }

  private archives(): string {
    return this.ctx.endpoints.secArchives.replace(/\/+$/, "");
  }

  formDUrl(cik: string, accession: string): string {
    return `${this.archives()}/Archives/edgar/data/${cik}/${accessionFolder(accession)}/primary_doc.xml`;
  }

  /** The form as EDGAR renders it for people (its XSL view) and the filing's folder. */
  filingLinks(cik: string, accession: string): { url: string; text: string }[] {
    const folder = `${this.archives()}/Archives/edgar/data/${cik}/${accessionFolder(accession)}`;
    return [
      { url: `${folder}/xslFormDX01/primary_doc.xml`, text: "Form D as filed" },
      { url: `${folder}/${accession}-index.htm`, text: "the filing on EDGAR" },
    ];
  }

  filerUrl(cik: string): string {
    return `${this.archives()}/cgi-bin/browse-edgar?action=getcompany&CIK=${cik.padStart(10, "0")}&type=D`;
  }
}

function filingItem(
  edgar: Edgar,
  cik: string,
  accession: string,
  filingDate: string | null,
  form: FormD,
  url: string,
  tiedBy: string[],
): SnapshotFeedItem {
  const sold = form.totalAmountSold;
  const offered = form.totalOfferingAmount;
  const what =
    sold && offered
      ? `sold ${money(sold)} of a ${money(offered)} offering`
      : sold
        ? `sold ${money(sold)} (offering size indefinite)`
        : offered
          ? `offering ${money(offered)} (none sold yet)`
          : "an offering of securities";
  const title = `Form ${form.form}: ${form.issuerName} ${what}`;
  const persons = form.persons.map(
    (p) => `${p.name}${p.relationships.length ? ` (${p.relationships.join(", ")})` : ""}`,
  );
  const text = [
    `${form.issuerName} filed ${form.isAmendment ? "an amended Form D (D/A)" : "a Form D"} with the SEC` +
      `${filingDate ? ` on ${filingDate}` : ""}: ${what}.`,
    offered
      ? `Total offering amount: ${money(offered)}.`
      : form.totalAmountSold !== null
        ? "Total offering amount: indefinite."
        : "",
    sold !== null ? `Total amount sold: ${money(sold)}.` : "",
    form.dateOfFirstSale ? `Date of first sale: ${form.dateOfFirstSale}.` : "",
    form.investors !== null ? `Investors so far: ${form.investors}.` : "",
    form.industry ? `Industry: ${form.industry}.` : "",
    persons.length ? `Related persons: ${persons.join("; ")}.` : "",
  ]
    .filter(Boolean)
    .join("\n");
  return {
    title,
    url,
    publishedAt: filingDate ? new Date(`${filingDate}T00:00:00Z`).toISOString() : null,
    detail: {
      source: "sec",
      type: "fundraising",
      cue:
        `a Form ${form.form} filed with the SEC${sold ? `: ${money(sold)} sold` : ""}` +
        `${form.dateOfFirstSale ? ` (first sale ${form.dateOfFirstSale})` : ""}; the filer tied to the company ` +
        `by ${tiedBy.join(", ") || "its name"}`,
      label: `SEC EDGAR: ${title}${filingDate ? ` (filed ${filingDate})` : ""}`,
      text,
      links: edgar.filingLinks(cik, accession),
    },
  };
}

/** "$12M", "$1.5M", "$2.4B", "$850,000": what the merge of one round's reports compares too. */
export function money(n: number): string {
  if (n >= 1e9) return `$${trim(n / 1e9)}B`;
  if (n >= 1e6) return `$${trim(n / 1e6)}M`;
  return `$${n.toLocaleString("en-US")}`;
}

function trim(n: number): string {
  return String(Math.round(n * 100) / 100);
}

interface Verdict {
  kept: boolean;
  /** What ties the filer to the company ("website", "founder Dana Whitfield", "state CA", "industry"). */
  support: string[];
  /** What says it is another company. */
  against: string[];
}

/**
 * Whether a filer of the company's name is the company: its website or a founder among its
 * related persons settles it; else its state and industry count for or against, and its persons
 * against when none is a founder. Kept unless what is against outweighs what is for.
 */
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
 * `longer`: a filer whose name only begins with the company's is a candidate, not a match: only its
 * website or a founder among its related persons makes it the company's.
 */
function judge(
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

  const industries = [...new Set(forms.map((f) => f.industry).filter((i): i is string => !!i && !/^other$/i.test(i)))];
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
  const na = normalizePersonName(a).split(" ").filter(Boolean);
  const nb = normalizePersonName(b).split(" ").filter(Boolean);
  // First and last names equal (a middle name or initial on one side only is the same person).
  return na.length > 0 && nb.length > 0 && na[0] === nb[0] && na[na.length - 1] === nb[nb.length - 1];
}

/** EDGAR's stateOrCountry: a US state's code, else one of its own country codes (not a place we compare). */
function filerPlace(code: string, city: string | null): Place | null {
  const state = usState(code);
  if (state) return { country: "US", state, ...(city ? (placeOf(`${city}, ${state}`) ?? {}) : {}) } as Place;
  return null;
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
