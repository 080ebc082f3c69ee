import { sql } from "kysely";
import type { Db } from "../../db/database";
import type { EntityRow } from "../../db/types";
import { RUN_IN_PROGRESS } from "../../lifecycle/run-job";

/*
 * What a digest tells (docs/digest.md), read from the organisation's data: the signals that need
 * attention created in the period it covers, grouped by company; the leads waiting for a decision;
 * the companies whose tracking is failing. Leads and failing companies are the state at the time
 * of composing; signals are those of the period, so each is in one digest only.
 */

/** How many of each a digest lists; the rest is counted and linked to the app. */
export const DIGEST_LIMITS = { signals: 30, leads: 10, failing: 20 } as const;

export interface DigestSignal {
  id: string;
  type: string;
  severity: string;
  recommendation: string;
  summary: string;
  createdAt: Date;
}

export interface DigestCompany {
  id: string;
  name: string;
  signals: DigestSignal[];
}

export interface DigestLead {
  id: string;
  founderName: string;
  companyName: string | null;
  sourceCompanyName: string | null;
}

export interface FailingCompany {
  id: string;
  name: string;
  /** What is failing, in words: the run's health reason, or the enrichment's. */
  reason: string;
}

export interface DigestContent {
  /** Companies with signals in the period, the most severe and then the newest first; their signals likewise. */
  companies: DigestCompany[];
  /** All signals that need attention in the period (more than are listed, when over the limit). */
  signalCount: number;
  leads: DigestLead[];
  leadCount: number;
  failing: FailingCompany[];
  failingCount: number;
}

export const isEmptyDigest = (c: DigestContent) => c.signalCount === 0 && c.leadCount === 0 && c.failingCount === 0;

const SEVERITY_RANK: Record<string, number> = { high: 3, medium: 2, low: 1, none: 0 };

/** Reads what the digest of `orgId` for [from, until) says. */
export async function composeDigest(db: Db, orgId: string, range: { from: Date; until: Date }): Promise<DigestContent> {
  const [signals, leads, failing] = await Promise.all([
    periodSignals(db, orgId, range),
    waitingLeads(db, orgId),
    failingCompanies(db, orgId),
  ]);
  return { ...signals, ...leads, ...failing };
}

async function periodSignals(db: Db, orgId: string, range: { from: Date; until: Date }) {
  const rows = await db
    .selectFrom("signals")
    .select([
      "id",
      "entity_id",
      "company_name",
      "type",
      "severity",
      "recommendation",
      "summary",
      "created_at",
      sql<number>`count(*) over ()::int`.as("total"),
    ])
    .where("org_id", "=", orgId)
    .where("needs_attention", "=", true)
    .where("created_at", ">=", range.from)
    .where("created_at", "<", range.until)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(DIGEST_LIMITS.signals)
    .execute();
  const byCompany = new Map<string, DigestCompany & { rank: number; newest: number }>();
  for (const r of rows) {
    let c = byCompany.get(r.entity_id);
    if (!c) {
      c = {
        id: r.entity_id,
        name: r.company_name ?? "Unnamed company",
        signals: [],
        rank: 0,
        newest: r.created_at.getTime(),
      };
      byCompany.set(r.entity_id, c);
    }
    c.signals.push({
      id: r.id,
      type: r.type,
      severity: r.severity,
      recommendation: r.recommendation,
      summary: r.summary,
      createdAt: r.created_at,
    });
    c.rank = Math.max(c.rank, SEVERITY_RANK[r.severity] ?? 0);
  }
  const bySeverity = (a: DigestSignal, b: DigestSignal) =>
    (SEVERITY_RANK[b.severity] ?? 0) - (SEVERITY_RANK[a.severity] ?? 0) ||
    b.createdAt.getTime() - a.createdAt.getTime();
  const companies = [...byCompany.values()]
    .sort((a, b) => b.rank - a.rank || b.newest - a.newest)
    .map(({ id, name, signals }) => ({ id, name, signals: signals.sort(bySeverity) }));
  return { companies, signalCount: rows[0]?.total ?? 0 };
}

async function waitingLeads(db: Db, orgId: string) {
  const rows = await db
    .selectFrom("leads")
    .select([
      "id",
      "founder_name",
      "company_name",
      "source_company_name",
      sql<number>`count(*) over ()::int`.as("total"),
    ])
    .where("org_id", "=", orgId)
    .where("decision_status", "is", null)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(DIGEST_LIMITS.leads)
    .execute();
  return {
    leads: rows.map((r) => ({
      id: r.id,
      founderName: r.founder_name,
      companyName: r.company_name,
      sourceCompanyName: r.source_company_name,
    })),
    leadCount: rows[0]?.total ?? 0,
  };
}

/**
 * Tracked companies (not paused) whose last run reported trouble (`scrapeHealthReason` other than
 * healthy or a run in progress), or whose enrichment failed.
 */
async function failingCompanies(db: Db, orgId: string) {
  const rows = await db
    .selectFrom("entities")
    .select([
      "id",
      "company_name",
      "company_website",
      "scrape_health_reason",
      "enrichment_status",
      "enrichment_reason",
      sql<number>`count(*) over ()::int`.as("total"),
    ])
    .where("org_id", "=", orgId)
    .where("status", "=", "ok")
    .where((eb) =>
      eb.or([
        eb("enrichment_status", "=", "failed"),
        eb.and([
          eb("scrape_health_reason", "is not", null),
          eb("scrape_health_reason", "not in", ["healthy", RUN_IN_PROGRESS]),
        ]),
      ]),
    )
    .orderBy("updated_at", "desc")
    .orderBy("id", "desc")
    .limit(DIGEST_LIMITS.failing)
    .execute();
  return {
    failing: rows.map((r) => ({
      id: r.id,
      name: r.company_name ?? r.company_website ?? "Unnamed company",
      reason: failureReason(r),
    })),
    failingCount: rows[0]?.total ?? 0,
  };
}

function failureReason(r: Pick<EntityRow, "scrape_health_reason" | "enrichment_reason">): string {
  const words = (s: string) => s.replace(/_/g, " ");
  if (r.scrape_health_reason && r.scrape_health_reason !== "healthy" && r.scrape_health_reason !== RUN_IN_PROGRESS)
    return words(r.scrape_health_reason);
  return `enrichment failed${r.enrichment_reason ? `: ${words(r.enrichment_reason)}` : ""}`;
}
