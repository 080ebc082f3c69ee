import { accessionFolder, parseFormD, parseSubmissions, type EdgarFiler, type FormD } from "../extract/edgar";
import type { SiteReader } from "../site";
import type { SnapshotFeedItem } from "../snapshot";
import { withoutTrailingSlashes } from "../urls";
import { JSON_ACCEPT, requestFailure } from "./offsite";
import type { SourceContext } from "./types";

/*
 * EDGAR for the SEC source (sources/sec.ts): its documented paths, read with the User-Agent the SEC's fair-access
 * rules require and each failure recorded; and a Form D filing written as the dated item it becomes.
 */

/** EDGAR through the source's reader: its User-Agent, its errors recorded. */
export class Edgar {
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
    const url = `${withoutTrailingSlashes(this.ctx.endpoints.secData)}/submissions/CIK${cik.padStart(10, "0")}.json`;
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
    return withoutTrailingSlashes(this.ctx.endpoints.secArchives);
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

export function filingItem(
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
      // An amendment that restates the offering's figures (the yearly D/A) says what the filing before it said.
      sameAs: `form-d ${cik} ${[offered, sold, form.investors, form.dateOfFirstSale].map((x) => x ?? "-").join(" ")}`,
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
