import { ONE_WORD_LEGAL_SUFFIXES } from "../../../search/normalize";
import { parseEdgarSearch, type EdgarHit, type FormD } from "../extract/edgar";
import { namePhrase } from "../mentions";
import type { SnapshotFeedItem, SnapshotPage } from "../snapshot";
import { withoutTrailingSlashes } from "../urls";
import { companyIdentity, OFFSITE_NEWS_DAYS, offsitePage, requestFailure } from "./offsite";
import { Edgar, filingItem } from "./sec-edgar";
import { judge, nameFits } from "./sec-filer";
import type { Source, SourceContext } from "./types";

export { money } from "./sec-edgar";
export { nameFits } from "./sec-filer";

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
      `${withoutTrailingSlashes(ctx.endpoints.secSearch)}/LATEST/search-index?q=${encodeURIComponent(`"${query}"`)}` +
      `&forms=D`;
    const res = await edgar.get(searchUrl);
    if (!res.ok) return { pages: [], error: requestFailure("EDGAR full-text search", res) };
    const hits = parseEdgarSearch(res.body);
    if (!hits) return { pages: [], error: "EDGAR full-text search did not answer a search result" };

    const found: Findings = { items: [], filers: [], namesakes: [] };
    const phrase = namePhrase(company.name);
    for (const hitsOfFiler of candidateFilers(hits, phrase)) {
      if (ctx.reader.budgetLeft <= 0) break;
      await readFiler(ctx, edgar, hitsOfFiler, phrase, found);
    }
    const page = offsitePage("sec", searchUrl, found.items, {
      title: `EDGAR: Form D filings of ${query}`,
      filers: found.filers,
      ...(found.namesakes.length ? { namesakes: found.namesakes } : {}),
    });
    return { pages: [page], ...(edgar.errors.length ? { error: edgar.errors.join("; ") } : {}) };
  },
};

/** What the filers read tell: their filings as items, each filer with its verdict, the namesakes dropped. */
interface Findings {
  items: SnapshotFeedItem[];
  filers: NonNullable<SnapshotPage["filers"]>;
  namesakes: NonNullable<SnapshotPage["namesakes"]>;
}

interface Filing {
  accession: string;
  form: string;
  filingDate: string | null;
  primaryDocument: string | null;
}

/**
 * The search's hits grouped by filer, latest first, at most MAX_FILERS: filers named as the company is, or by a
 * longer legal name that begins with its name ("Quillmark Data Systems, Inc." for Quillmark), not every filing that
 * mentions it.
 */
function candidateFilers(hits: EdgarHit[], phrase: string): EdgarHit[][] {
  const byCik = new Map<string, EdgarHit[]>();
  for (const h of hits.filter((h) => nameFits(namePhrase(h.name), phrase) !== null))
    byCik.set(h.cik, [...(byCik.get(h.cik) ?? []), h]);
  return [...byCik.values()].sort((a, b) => latest(b).localeCompare(latest(a))).slice(0, MAX_FILERS);
}

/**
 * One filer: its submissions, its newest Form D, the verdict on whether it is the company; then, when it is, its other
 * recent filings not read before. Its filings become items; a namesake is recorded with the reason.
 */
async function readFiler(
  ctx: SourceContext,
  edgar: Edgar,
  hitsOfFiler: EdgarHit[],
  phrase: string,
  found: Findings,
): Promise<void> {
  const cik = hitsOfFiler[0]!.cik;
  const filer = await edgar.submissions(cik);
  const filings: Filing[] = filer?.formD.length
    ? filer.formD
    : hitsOfFiler.map((h) => ({ accession: h.accession, form: h.form, filingDate: h.fileDate, primaryDocument: null }));
  const docs: { filing: Filing; form: FormD; url: string }[] = [];
  const read = async (filing: Filing) => {
    const url = edgar.formDUrl(cik, filing.accession);
    const form = await edgar.formD(url);
    if (form) docs.push({ filing, form, url });
  };
  // The newest filing tells who the filer is; the verdict comes before anything else is read.
  if (filings[0]) await read(filings[0]);
  const name = filer?.name ?? hitsOfFiler[0]!.name;
  const longer = nameFits(namePhrase(name), phrase) === "longer";
  const verdict = judge(
    ctx,
    filer,
    hitsOfFiler,
    docs.map((d) => d.form),
    longer,
  );
  found.filers.push({ cik, name, confirmedBy: verdict.support, contradictions: verdict.against, kept: verdict.kept });
  if (!verdict.kept) {
    const why = `a namesake: the Form D filer of that name ${verdict.against.join("; ")}`;
    found.namesakes.push({ item: `${name} (CIK ${cik})`, url: edgar.filerUrl(cik), why });
    return;
  }
  for (const filing of newFilings(ctx, edgar, cik, filings.slice(1))) {
    if (docs.length >= MAX_FILINGS || ctx.reader.budgetLeft <= 0) break;
    await read(filing);
  }
  for (const d of docs)
    found.items.push(filingItem(edgar, cik, d.filing.accession, d.filing.filingDate, d.form, d.url, verdict.support));
}

/** A filer's other filings of the last OFFSITE_NEWS_DAYS not read by an earlier run (an amendment, a second close). */
function newFilings(ctx: SourceContext, edgar: Edgar, cik: string, filings: Filing[]): Filing[] {
  const seen = new Set(
    (ctx.previous ?? []).filter((p) => p.source === "sec").flatMap((p) => (p.feedItems ?? []).map((i) => i.url)),
  );
  const recent = ctx.now.getTime() - OFFSITE_NEWS_DAYS * 86_400_000;
  return filings.filter(
    (f) => !seen.has(edgar.formDUrl(cik, f.accession)) && !!f.filingDate && Date.parse(f.filingDate) >= recent,
  );
}

/**
 * The name as EDGAR's filers write it, without a legal suffix the filing may spell otherwise ("Acme Robotics, Inc." →
 * "Acme Robotics").
 */
function searchName(name: string): string {
  const s = name.replaceAll('"', "").trim();
  const cut = Math.max(s.lastIndexOf(" "), s.lastIndexOf(","));
  const suffix = s.slice(cut + 1).toLowerCase();
  if (cut < 0 || !ONE_WORD_LEGAL_SUFFIXES.has(suffix.replaceAll(".", ""))) return s;
  let rest = s.slice(0, cut);
  while (rest.endsWith(",") || rest.endsWith(" ")) rest = rest.slice(0, -1);
  return rest.trim();
}

function latest(hits: EdgarHit[]): string {
  return (
    hits
      .map((h) => h.fileDate ?? "")
      .sort()
      .pop() ?? ""
  );
}
