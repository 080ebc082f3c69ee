import type { Db } from "../../db/database";
import { splitClassificationPaths } from "../../taxonomy/stored-paths";
import type { View } from "../lists/paging";
import { ts, withApiTimestamps } from "../shared/timestamps";
import type { LeadCompact, LeadItem, LeadStage } from "./views.schema";

/* Renders the two views of a lead; their schemas and its enumerations are in views.schema.ts. */

/** The columns every view needs (the list selects the full-view ones only for `full`). */
export interface LeadViewRow {
  id: string;
  founder_name: string;
  founder_linkedin_url: string | null;
  company_name: string | null;
  company_website: string | null;
  stage: string;
  classification_paths: string;
  source_entity_id: string | null;
  source_company_name: string | null;
  decision_status: "accepted" | "rejected" | null;
  decided_at: Date | null;
  tracked_entity_id: string | null;
  created_at: Date;
  founder_twitter_url?: string | null;
  company_linkedin_url?: string | null;
  company_twitter_url?: string | null;
  description?: string | null;
  location?: string | null;
  founding_year?: number | null;
  team?: unknown;
  evidence?: unknown;
}

export const COMPACT_COLUMNS = [
  "l.id",
  "l.founder_name",
  "l.founder_linkedin_url",
  "l.company_name",
  "l.company_website",
  "l.stage",
  "l.classification_paths",
  "l.source_entity_id",
  "l.source_company_name",
  "l.decision_status",
  "l.decided_at",
  "l.tracked_entity_id",
  "l.created_at",
] as const;

export const FULL_COLUMNS = [
  "l.founder_twitter_url",
  "l.company_linkedin_url",
  "l.company_twitter_url",
  "l.description",
  "l.location",
  "l.founding_year",
  "l.team",
  "l.evidence",
] as const;

export function renderLead(r: LeadViewRow, view: View): LeadItem {
  const compact: LeadCompact = {
    id: r.id,
    founderName: r.founder_name,
    founderLinkedinUrl: r.founder_linkedin_url,
    companyName: r.company_name,
    companyWebsite: r.company_website,
    // The pipeline writes only the enumerated stages (docs/spec/decisions.md "Enumerations").
    stage: r.stage as LeadStage,
    classification: splitClassificationPaths(r.classification_paths),
    source: r.source_entity_id ? { id: r.source_entity_id, companyName: r.source_company_name } : null,
    decision: {
      status: r.decision_status ?? "unreviewed",
      decidedAt: ts(r.decided_at),
      trackedEntityId: r.tracked_entity_id,
    },
    createdAt: ts(r.created_at),
  };
  if (view === "compact") return compact;
  const { createdAt, ...rest } = compact;
  return {
    ...rest,
    founderTwitterUrl: r.founder_twitter_url ?? null,
    companyLinkedinUrl: r.company_linkedin_url ?? null,
    companyTwitterUrl: r.company_twitter_url ?? null,
    description: r.description ?? null,
    location: r.location ?? null,
    foundingYear: r.founding_year ?? null,
    team: withApiTimestamps(Array.isArray(r.team) ? r.team : []),
    evidence: withApiTimestamps(
      Array.isArray(r.evidence)
        ? r.evidence.filter((e): e is Record<string, unknown> => typeof e === "object" && e !== null)
        : [],
    ),
    createdAt,
  };
}

/** One lead of the organisation in the given view, with its source company's name; null when absent. */
export async function loadLead(db: Db, orgId: string, id: string, view: View = "full"): Promise<LeadItem | null> {
  const row = await db
    .selectFrom("leads as l")
    .select([...COMPACT_COLUMNS, ...FULL_COLUMNS])
    .where("l.id", "=", id)
    .where("l.org_id", "=", orgId)
    .executeTakeFirst();
  return row ? renderLead(row, view) : null;
}
