// Rows the pipeline would write (companies, founders, signals, alerts, leads), inserted directly
// with Kysely the way the application stores them: *_norm columns through the same normalisers,
// classification ids beside their paths text, JSON columns as text.

import { json, type Db } from "../../src/db/database";
import type { AlertOutcome } from "../../src/db/types";
import { newId } from "../../src/platform/ids";
import { normalizeLinkedin, normalizeWebsite } from "../../src/identity/identifiers";
import { normalizePersonName } from "../../src/identity/people";
import { normalizeName } from "../../src/search/normalize";
import { classificationPathsText } from "../../src/taxonomy/tree";

const BASE = Date.parse("2026-09-01T00:00:00.000Z");
let tick = 0;
/** Increasing timestamps (one second apart) for rows whose test does not care. */
export function nextTime(): Date {
  return new Date(BASE + ++tick * 1000);
}

export interface CompanySeed {
  name: string | null;
  founders?: (string | { name: string; linkedinUrl?: string })[];
  website?: string;
  linkedinUrl?: string;
  /** Taxonomy category ids, e.g. "fintech/payments". */
  classification?: string[];
  createdAt?: Date;
}

export async function seedCompany(db: Db, orgId: string, c: CompanySeed): Promise<string> {
  const id = newId();
  const at = c.createdAt ?? nextTime();
  const classification = c.classification ?? [];
  await db
    .insertInto("entities")
    .values({
      id,
      org_id: orgId,
      company_name: c.name,
      company_name_norm: c.name === null ? "" : normalizeName(c.name),
      company_website: c.website ?? null,
      website_norm: normalizeWebsite(c.website),
      company_linkedin_url: c.linkedinUrl ?? null,
      linkedin_norm: normalizeLinkedin(c.linkedinUrl),
      company_twitter_url: null,
      twitter_norm: null,
      things_to_track: "funding rounds and product launches",
      alert_emails: ["partner@example.com"],
      description: null,
      location: null,
      founding_year: null,
      confirmed_by_user: null,
      classification,
      classification_paths: classificationPathsText(classification),
      enrichment_status: "ready",
      enrichment_reason: null,
      enrichment_detail: null,
      enrichment_started_at: null,
      enrichment_finished_at: null,
      last_scraped_at: null,
      scrape_health_reason: null,
      created_by_member_id: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  const founders = (c.founders ?? []).map((f) => (typeof f === "string" ? { name: f } : f));
  if (founders.length) {
    await db
      .insertInto("founders")
      .values(
        founders.map((f, position) => ({
          id: newId(),
          org_id: orgId,
          entity_id: id,
          name: f.name,
          name_norm: normalizePersonName(f.name),
          linkedin_url: f.linkedinUrl ?? null,
          linkedin_norm: normalizeLinkedin(f.linkedinUrl),
          twitter_url: null,
          github_url: null,
          position,
          created_at: at,
          updated_at: at,
        })),
      )
      .execute();
  }
  return id;
}

export interface SignalSeed {
  type?: string;
  severity?: string;
  recommendation?: string;
  needsAttention?: boolean;
  summary?: string;
  evidence?: { url: string; title: string }[];
  analysis?: unknown;
  createdAt?: Date;
}

export async function seedSignal(db: Db, orgId: string, entityId: string, s: SignalSeed = {}): Promise<string> {
  const id = newId();
  await db
    .insertInto("signals")
    .values({
      id,
      org_id: orgId,
      entity_id: entityId,
      run_id: null,
      type: s.type ?? "product_update",
      severity: s.severity ?? "low",
      recommendation: s.recommendation ?? "monitor",
      needs_attention: s.needsAttention ?? false,
      summary: s.summary ?? "Shipped a new release.",
      evidence: json(s.evidence ?? [{ url: "https://example.com/changelog", title: "Changelog" }]),
      analysis: json(s.analysis ?? { reasoning: "A routine release." }),
      created_at: s.createdAt ?? nextTime(),
    })
    .execute();
  return id;
}

export interface AlertSeed {
  signalId?: string | null;
  outcome?: AlertOutcome;
  reason?: string;
  recipients?: string[];
  subject?: string | null;
  ruleEvaluations?: { rule: string; matched: boolean; detail: string }[];
  createdAt?: Date;
}

export async function seedAlert(db: Db, orgId: string, entityId: string, a: AlertSeed = {}): Promise<string> {
  const id = newId();
  await db
    .insertInto("alerts")
    .values({
      id,
      org_id: orgId,
      entity_id: entityId,
      signal_id: a.signalId ?? null,
      run_id: null,
      outcome: a.outcome ?? "sent",
      reason: a.reason ?? "Matched: Fundraising Signals",
      recipients: a.recipients ?? ["partner@example.com"],
      subject: a.subject === undefined ? "Acme raised a round" : a.subject,
      rule_evaluations: json(
        a.ruleEvaluations ?? [{ rule: "Fundraising Signals", matched: true, detail: "Announced a seed round." }],
      ),
      created_at: a.createdAt ?? nextTime(),
    })
    .execute();
  return id;
}

export interface LeadSeed {
  sourceEntityId?: string | null;
  founderName?: string;
  founderLinkedinUrl?: string | null;
  founderTwitterUrl?: string | null;
  companyName?: string | null;
  companyWebsite?: string | null;
  companyLinkedinUrl?: string | null;
  stage?: string;
  classification?: string[];
  description?: string | null;
  location?: string | null;
  foundingYear?: number | null;
  team?: unknown[];
  evidence?: unknown[];
  decision?: "accepted" | "rejected" | null;
  trackedEntityId?: string | null;
  createdAt?: Date;
}

export async function seedLead(db: Db, orgId: string, l: LeadSeed = {}): Promise<string> {
  const id = newId();
  const at = l.createdAt ?? nextTime();
  const founderName = l.founderName ?? "Jane Founder";
  const companyName = l.companyName === undefined ? "Newco Labs" : l.companyName;
  const website = l.companyWebsite === undefined ? `https://${id.slice(0, 8)}.example` : l.companyWebsite;
  const classification = l.classification ?? [];
  await db
    .insertInto("leads")
    .values({
      id,
      org_id: orgId,
      source_entity_id: l.sourceEntityId ?? null,
      person_key: `person:${id}`,
      founder_name: founderName,
      founder_name_norm: normalizePersonName(founderName),
      founder_linkedin_url: l.founderLinkedinUrl === undefined ? null : l.founderLinkedinUrl,
      founder_twitter_url: l.founderTwitterUrl ?? null,
      company_name: companyName,
      company_name_norm: companyName ? normalizeName(companyName) : "",
      company_website: website,
      website_norm: normalizeWebsite(website),
      company_linkedin_url: l.companyLinkedinUrl ?? null,
      company_twitter_url: null,
      stage: l.stage ?? "pre_seed_seed",
      classification,
      classification_paths: classificationPathsText(classification),
      description: l.description === undefined ? "Builds things." : l.description,
      location: l.location === undefined ? "Berlin, Germany" : l.location,
      founding_year: l.foundingYear === undefined ? 2024 : l.foundingYear,
      team: json(l.team ?? [{ name: founderName, role: "CEO" }]),
      evidence: json(l.evidence ?? [{ url: "https://example.com/post", title: "Announcement" }]),
      decision_status: l.decision ?? null,
      decided_at: l.decision ? at : null,
      decided_by_member_id: null,
      tracked_entity_id: l.trackedEntityId ?? null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  return id;
}
