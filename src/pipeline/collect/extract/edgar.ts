import { collapseSpaces, isDigits } from "../../../text";
import { z } from "zod";
import { childNamed, findAll, findFirst, parseXml, xmlText } from "./dom";

/*
 * EDGAR as it answers:
 * - full-text search, `GET {efts}/LATEST/search-index?q="<name>"&forms=D`: an Elasticsearch
 *   answer, `hits.hits[]` each with `_id` ("<accession>:<file>") and `_source` (`ciks`,
 *   `display_names` like "Acme Robotics, Inc.  (CIK 0001234567)", `form`, `root_forms`,
 *   `file_date`, `adsh`, `biz_states`, `biz_locations`, `inc_states`);
 * - submissions, `GET {data}/submissions/CIK##########.json`: `cik`, `name`, `website`,
 *   `investorWebsite`, `stateOfIncorporation`, `addresses.business` (`city`, `stateOrCountry`),
 *   and `filings.recent`, parallel arrays (`accessionNumber`, `filingDate`, `form`,
 *   `primaryDocument`, …);
 * - a Form D, `GET {archives}/Archives/edgar/data/{cik}/{accession without dashes}/primary_doc.xml`:
 *   `edgarSubmission` with `submissionType` (D, D/A), `primaryIssuer` (`cik`, `entityName`,
 *   `issuerAddress`, `jurisdictionOfInc`, `yearOfInc`), `relatedPersonsList` (names and
 *   relationships), `offeringData` (`industryGroup/industryGroupType`, `typeOfFiling`
 *   (`isAmendment`, `dateOfFirstSale`), `offeringSalesAmounts` (`totalOfferingAmount` a number
 *   or "Indefinite", `totalAmountSold`, `totalRemaining`), `investors`).
 */

export interface EdgarHit {
  cik: string;
  /** The filer's name, without EDGAR's " (CIK …)" and ticker suffixes. */
  name: string;
  form: string;
  fileDate: string | null;
  accession: string;
  states: string[];
  locations: string[];
}

const HitSchema = z.object({
  _id: z.string().nullish(),
  _source: z
    .object({
      ciks: z.array(z.string()).nullish(),
      display_names: z.array(z.string()).nullish(),
      form: z.string().nullish(),
      root_forms: z.array(z.string()).nullish(),
      file_date: z.string().nullish(),
      adsh: z.string().nullish(),
      biz_states: z.array(z.string().nullish()).nullish(),
      biz_locations: z.array(z.string().nullish()).nullish(),
    })
    .passthrough(),
});
const SearchSchema = z.object({ hits: z.object({ hits: z.array(z.unknown()) }).passthrough() }).passthrough();

/** The search's hits, one per filing and filer; null when the answer is not a search result. */
export function parseEdgarSearch(body: string): EdgarHit[] | null {
  const d = json(body, SearchSchema);
  if (!d) return null;
  return d.hits.hits.flatMap((raw) => {
    const h = HitSchema.safeParse(raw);
    if (!h.success) return [];
    const s = h.data._source;
    const accession = s.adsh ?? h.data._id?.split(":")[0] ?? null;
    const form = s.form ?? s.root_forms?.[0] ?? null;
    if (!accession || !form || !s.ciks?.length) return [];
    return s.ciks.map((cik, i) => ({
      cik: withoutLeadingZeros(cik),
      name: filerName(s.display_names?.[i] ?? s.display_names?.[0] ?? ""),
      form,
      fileDate: s.file_date ?? null,
      accession,
      states: (s.biz_states ?? []).filter((x): x is string => !!x),
      locations: (s.biz_locations ?? []).filter((x): x is string => !!x),
    }));
  });
}

/** What EDGAR adds to a filer's display name in brackets: its CIK ("(CIK 0001234567)"), its tickers ("(ACME)"). */
const FILER_SUFFIX = /\s*\((?:CIK\s*\d+|[A-Z0-9.,\s-]{1,20})\)\s*/g;

/** "Acme Robotics, Inc.  (ACME)  (CIK 0001234567)" → "Acme Robotics, Inc." */
export function filerName(display: string): string {
  return collapseSpaces(display.replace(FILER_SUFFIX, " "));
}

export interface EdgarFiler {
  cik: string;
  name: string;
  website: string | null;
  /** The business address's state or country code ("CA"; EDGAR's codes for other countries). */
  state: string | null;
  city: string | null;
  /** D and D/A filings, newest first. */
  formD: { accession: string; form: string; filingDate: string | null; primaryDocument: string | null }[];
}

const SubmissionsSchema = z
  .object({
    cik: z.union([z.string(), z.number()]),
    name: z.string(),
    website: z.string().nullish(),
    investorWebsite: z.string().nullish(),
    addresses: z
      .object({
        business: z
          .object({ city: z.string().nullish(), stateOrCountry: z.string().nullish() })
          .passthrough()
          .nullish(),
      })
      .passthrough()
      .nullish(),
    filings: z
      .object({
        recent: z
          .object({
            accessionNumber: z.array(z.string()),
            filingDate: z.array(z.string().nullish()).nullish(),
            form: z.array(z.string().nullish()),
            primaryDocument: z.array(z.string().nullish()).nullish(),
          })
          .passthrough(),
      })
      .passthrough(),
  })
  .passthrough();

export function parseSubmissions(body: string): EdgarFiler | null {
  const d = json(body, SubmissionsSchema);
  if (!d) return null;
  const r = d.filings.recent;
  const formD = r.accessionNumber
    .map((accession, i) => ({
      accession,
      form: r.form[i] ?? "",
      filingDate: r.filingDate?.[i] ?? null,
      primaryDocument: r.primaryDocument?.[i] ?? null,
    }))
    .filter((f) => f.form === "D" || f.form === "D/A")
    .sort((a, b) => (b.filingDate ?? "").localeCompare(a.filingDate ?? ""));
  return {
    cik: withoutLeadingZeros(String(d.cik)),
    name: d.name,
    website: d.website?.trim() || d.investorWebsite?.trim() || null,
    state: d.addresses?.business?.stateOrCountry?.trim() || null,
    city: d.addresses?.business?.city?.trim() || null,
    formD,
  };
}

export interface FormD {
  form: "D" | "D/A";
  issuerName: string;
  state: string | null;
  city: string | null;
  industry: string | null;
  /** Null when "Indefinite" or not given. */
  totalOfferingAmount: number | null;
  totalAmountSold: number | null;
  dateOfFirstSale: string | null;
  isAmendment: boolean;
  investors: number | null;
  persons: { name: string; relationships: string[] }[];
}

export function parseFormD(xml: string): FormD | null {
  const doc = parseXml(xml);
  const root = findFirst(doc, (el) => el.name.toLowerCase() === "edgarsubmission");
  if (!root) return null;
  const one = (name: string) => findFirst(root, (el) => el.name.toLowerCase() === name.toLowerCase());
  const text = (name: string) => xmlText(one(name)).trim() || null;
  const issuer = one("primaryIssuer");
  const address = issuer ? findFirst(issuer, (el) => el.name.toLowerCase() === "issueraddress") : null;
  const issuerName = issuer ? xmlText(childNamed(issuer, "entityName")).trim() : "";
  if (!issuerName) return null;
  const amount = (name: string) => {
    const v = text(name);
    return v ? plainAmount(v) : null;
  };
  const firstSale = one("dateOfFirstSale");
  const amendment = text("isAmendment") === "true" || text("submissionType") === "D/A";
  return {
    form: amendment ? "D/A" : "D",
    issuerName,
    state: address ? xmlText(childNamed(address, "stateOrCountry")).trim() || null : null,
    city: address ? xmlText(childNamed(address, "city")).trim() || null : null,
    industry: text("industryGroupType") ?? text("investmentFundType"),
    totalOfferingAmount: amount("totalOfferingAmount"),
    totalAmountSold: amount("totalAmountSold"),
    dateOfFirstSale: firstSale ? xmlText(childNamed(firstSale, "value")).trim() || null : null,
    isAmendment: amendment,
    investors: amount("totalNumberAlreadyInvested"),
    persons: findAll(root, (el) => el.name.toLowerCase() === "relatedpersoninfo")
      .map((p) => {
        const n = childNamed(p, "relatedPersonName");
        const name = n
          ? ["firstName", "middleName", "lastName"]
              .map((k) => xmlText(childNamed(n, k)).trim())
              .filter(Boolean)
              .join(" ")
          : "";
        const rels = findAll(p, (el) => el.name.toLowerCase() === "relationship")
          .map((r) => xmlText(r).trim())
          .filter(Boolean);
        return { name, relationships: rels };
      })
      .filter((p) => p.name),
  };
}

/** A CIK as EDGAR's URLs and our records write it: "0001234567" → "1234567" ("0" stays "0"). */
function withoutLeadingZeros(cik: string): string {
  const digits = cik.trim();
  return isDigits(digits) ? String(Number(digits)) : digits;
}

/** "1,500,000", "250000.00": an amount in digits, thousands separated by commas; null for anything else. */
function plainAmount(text: string): number | null {
  const [whole = "", fraction, ...more] = text.replaceAll(",", "").split(".");
  const ok =
    isDigits(text[0] ?? "") && isDigits(whole) && (fraction === undefined || isDigits(fraction)) && !more.length;
  return ok ? Number(text.replaceAll(",", "")) : null;
}

/** An accession number without its dashes, as the archive's folders name it. */
export function accessionFolder(accession: string): string {
  return accession.replaceAll("-", "");
}

function json<T extends z.ZodTypeAny>(body: string, schema: T): z.infer<T> | null {
  try {
    const r = schema.safeParse(JSON.parse(body));
    return r.success ? r.data : null;
  } catch {
    return null;
  }
}
