import type { Actor } from "../access/actor";
import type { AppDeps } from "../deps";
import { pagedCsv, many } from "../lists/csv-pages";
import { MAX_LIMIT } from "../lists/paging";
import { listLeads, type LeadListQuery } from "./list";
import type { LeadFull } from "./views.schema";

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
