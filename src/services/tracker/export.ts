import type { Actor } from "../access/actor";
import type { AppDeps } from "../deps";
import { resolveCompanyFilter } from "../lists/company-lookup";
import { pagedCsv, many, manyOrBlank } from "../lists/csv-pages";
import { MAX_LIMIT } from "../lists/paging";
import { getCompany } from "./get";
import { listCompanies, type CompanyListQuery } from "./list";
import type { TrackerFull } from "./views.schema";

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
