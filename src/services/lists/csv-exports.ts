import type { Actor } from "../access/actor";
import { listAlerts, type AlertListQuery } from "../alerts/list";
import type { AlertFull } from "../alerts/views.schema";
import { resolveCompanyFilter } from "./company-lookup";
import { csvHeader, csvLine } from "../shared/csv";
import type { AppDeps } from "../deps";
import { listLeads, type LeadListQuery } from "../leads/list";
import type { LeadFull } from "../leads/views.schema";
import { MAX_LIMIT } from "./paging";
import { listSignals, type SignalListQuery } from "../signals/list";
import type { SignalFull } from "../signals/views.schema";
import { getCompany } from "../tracker/get";
import { listCompanies, type CompanyListQuery } from "../tracker/list";
import type { TrackerFull } from "../tracker/views.schema";

/*
 * Every list as CSV: the rows the list's filters select, every page of them, not
 * only the page on screen. Each export pages through the list's own service (the same filters,
 * scoping and validation as GET /api/v1/…) in its largest pages, so an export and the list can
 * never disagree; it is read a page at a time as the download is sent, so no export is held whole.
 * The first page is read before the header is yielded: a refused filter (an ambiguous company, a
 * bad date) is the list's error, not a broken file.
 */

/** A page of a list; its items are of the view asked for (`full`), which the list's type leaves as a union. */
interface Page {
  data: unknown[];
  nextCursor: string | null;
}

async function* pagedCsv<Item>(
  columns: readonly string[],
  page: (cursor: string | undefined) => Promise<Page>,
  row: (item: Item) => unknown[],
): AsyncGenerator<string> {
  let current = await page(undefined);
  yield csvHeader(columns);
  for (;;) {
    if (current.data.length) yield (current.data as Item[]).map((item) => csvLine(row(item))).join("");
    if (!current.nextCursor) return;
    current = await page(current.nextCursor);
  }
}

/** Several values in one cell as the import reads them back: separated by semicolons. */
const many = (values: readonly (string | null | undefined)[]) => values.map((v) => v ?? "").join("; ");
/** A list cell that is blank rather than a lone separator when every value is missing. */
const manyOrBlank = (values: readonly (string | null | undefined)[]) => (values.some(Boolean) ? many(values) : "");

/**
 * The companies' columns: the import's first (company name, website, LinkedIn, founders and their
 * LinkedIn URLs, things to track, alert emails, cadence, tags), so an exported file imports
 * again as it is; then what tracking knows.
 */
export const COMPANY_CSV_COLUMNS = [
  "company_name",
  "website",
  "linkedin",
  "twitter",
  "founders",
  "founder_linkedin_urls",
  "things_to_track",
  "alert_emails",
  "cadence_days",
  "tags",
  "status",
  "stage",
  "sectors",
  "last_run_at",
  "tracking_health",
  "latest_signal_type",
  "latest_signal_at",
  "company_id",
  "created_at",
] as const;

const companyRow = (c: TrackerFull): unknown[] => [
  c.companyName,
  c.companyWebsite,
  c.companyLinkedinUrl,
  c.companyTwitterUrl,
  many(c.founders.map((f) => f.name)),
  manyOrBlank(c.founders.map((f) => f.linkedinUrl)),
  c.thingsToTrack,
  many(c.alertEmails),
  c.cadenceDays,
  many(c.tags),
  c.status,
  c.stage,
  many(c.classification),
  c.lastScrapedAt,
  c.scrapeHealthReason,
  c.latestSignal?.type,
  c.latestSignal?.createdAt,
  c.id,
  c.createdAt,
];

export interface CompanyExportFilters {
  /** A search by name or founder: its one best match, as the list page shows it (the list's filters do not apply). */
  q?: string;
  query: CompanyListQuery;
}

/** The companies the filters select, newest first; a search exports its one match. */
export function companiesCsv(deps: AppDeps, actor: Actor, f: CompanyExportFilters): AsyncGenerator<string> {
  if (f.q) {
    const q = f.q;
    return pagedCsv<TrackerFull>(
      COMPANY_CSV_COLUMNS,
      async () => {
        const match = await resolveCompanyFilter(deps, actor, "entity", { query: q });
        return { data: [(await getCompany(deps, actor, match!.entityId, { view: "full" })).data], nextCursor: null };
      },
      companyRow,
    );
  }
  return pagedCsv<TrackerFull>(
    COMPANY_CSV_COLUMNS,
    (cursor) => listCompanies(deps, actor, { ...f.query, view: "full", limit: MAX_LIMIT, cursor }),
    companyRow,
  );
}

export const SIGNAL_CSV_COLUMNS = [
  "created_at",
  "company",
  "type",
  "severity",
  "recommendation",
  "needs_attention",
  "summary",
  "evidence_urls",
  "signal_id",
  "company_id",
] as const;

/** The signals the filters select, newest first, with their whole summaries and every evidence link. */
export function signalsCsv(deps: AppDeps, actor: Actor, query: SignalListQuery): AsyncGenerator<string> {
  return pagedCsv<SignalFull>(
    SIGNAL_CSV_COLUMNS,
    (cursor) => listSignals(deps, actor, { ...query, view: "full", limit: MAX_LIMIT, cursor }),
    (s) => [
      s.createdAt,
      s.companyName,
      s.type,
      s.severity,
      s.recommendation,
      s.needsAttention,
      s.summary,
      many(s.evidence.map((e) => e.url)),
      s.id,
      s.entityId,
    ],
  );
}

export const ALERT_CSV_COLUMNS = [
  "created_at",
  "company",
  "outcome",
  "reason",
  "subject",
  "recipients",
  "rules_matched",
  "rules_not_matched",
  "signal_id",
  "alert_id",
  "company_id",
] as const;

/** The alert decisions the filters select, newest first, with the rules each evaluated. */
export function alertsCsv(deps: AppDeps, actor: Actor, query: AlertListQuery): AsyncGenerator<string> {
  return pagedCsv<AlertFull>(
    ALERT_CSV_COLUMNS,
    (cursor) => listAlerts(deps, actor, { ...query, view: "full", limit: MAX_LIMIT, cursor }),
    (a) => [
      a.createdAt,
      a.companyName,
      a.outcome,
      a.reason,
      a.subject,
      many(a.recipients),
      many(a.ruleEvaluations.filter((r) => r.matched).map((r) => r.rule)),
      many(a.ruleEvaluations.filter((r) => !r.matched).map((r) => r.rule)),
      a.signalId,
      a.id,
      a.entityId,
    ],
  );
}

export const LEAD_CSV_COLUMNS = [
  "created_at",
  "founder_name",
  "founder_linkedin_url",
  "company_name",
  "company_website",
  "company_linkedin_url",
  "stage",
  "sectors",
  "location",
  "description",
  "source_company",
  "decision",
  "decided_at",
  "evidence_urls",
  "lead_id",
  "source_company_id",
  "tracked_company_id",
] as const;

/** The leads the filters select, in the list's order. */
export function leadsCsv(deps: AppDeps, actor: Actor, query: LeadListQuery): AsyncGenerator<string> {
  return pagedCsv<LeadFull>(
    LEAD_CSV_COLUMNS,
    (cursor) => listLeads(deps, actor, { ...query, view: "full", limit: MAX_LIMIT, cursor }),
    (l) => [
      l.createdAt,
      l.founderName,
      l.founderLinkedinUrl,
      l.companyName,
      l.companyWebsite,
      l.companyLinkedinUrl,
      l.stage,
      many(l.classification),
      l.location,
      l.description,
      l.source?.companyName,
      l.decision.status,
      l.decision.decidedAt,
      many(l.evidence.map((e) => (typeof e.url === "string" ? e.url : null)).filter(Boolean)),
      l.id,
      l.source?.id,
      l.decision.trackedEntityId,
    ],
  );
}
