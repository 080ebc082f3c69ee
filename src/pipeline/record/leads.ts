import type { Db } from "../../db/database";
import { json } from "../../db/database";
import { findSamePerson, normalizePersonName, personKey } from "../../identity/people";
import { normalizeLinkedin, normalizeWebsite } from "../../identity/identifiers";
import { tracksCompanyWith } from "../../identity/existing-company";
import { newId } from "../../platform/ids";
import { normalizeName } from "../../search/normalize";
import { recordObjectEvent, type EventDataRenderer } from "../../db/events";
import { joinClassificationPaths } from "../../taxonomy/stored-paths";
import { categoryPath } from "../../taxonomy/tree";
import { discoverCompany, type DiscoverContext } from "../enrich/company";
import { isSameSite } from "../collect/extract/discover";
import type { Stage } from "../enrich/facts";
import type { SnapshotPage, SnapshotPerson } from "../collect/snapshot";
import { findPhrase } from "../../text";

/*
 * Lead discovery (issue step 8): people named around a tracked company (its team, advisors,
 * board) whose own link leads to another company's site, and who are that company's founders
 * there (its team page names them as founder) or say so themselves. Each becomes a lead with its
 * company quickly enriched (description, stage, sector), once per person and organisation
 * (`person_key`), never for a company the organisation already tracks.
 */

export interface LeadCandidate {
  personKey: string;
  founderName: string;
  founderLinkedinUrl: string | null;
  founderTwitterUrl: string | null;
  companyName: string | null;
  companyWebsite: string;
  websiteNorm: string | null;
  companyLinkedinUrl: string | null;
  companyTwitterUrl: string | null;
  linkedinNorm: string | null;
  description: string | null;
  stage: Stage;
  classification: string[];
  location: string | null;
  foundingYear: number | null;
  team: { name: string; role: string | null; linkedinUrl: string | null }[];
  evidence: { url: string; title: string; note: string }[];
}

export interface LeadConsideration {
  name: string;
  website: string | null;
  /**
   * What became of the person: `lead_created`, or why not. `candidate` only until the run records
   * its leads (recordLeads settles it: a lead made, or already tracked / already a lead by then).
   */
  outcome:
    | "candidate"
    | "lead_created"
    | "already_a_lead"
    | "already_tracked"
    | "not_a_founder"
    | "site_unreadable"
    | "over_budget";
}

export interface LeadScan {
  candidates: LeadCandidate[];
  considered: LeadConsideration[];
}

/** What a person says of themselves that makes them a founder: "Co-founder", "founded Acme", "founding partner". */
const FOUNDER_WORDS = ["founder", "cofounder", "founded", "founding ceo", "founding partner"];

type ScanContext = DiscoverContext & {
  db: Db;
  maxCandidates: number;
  lookedIntoRecently?: ReadonlyMap<string, number>;
};
type ScanSource = { orgId: string; website: string | null; founders: { name: string; linkedinUrl: string | null }[] };
/** A person named on the tracked company's pages, with the page that names them. */
type PagePerson = SnapshotPerson & { pageUrl: string; pageTitle: string | null };
type CompanyFound = Awaited<ReturnType<typeof discoverCompany>>;

export async function scanForLeads(ctx: ScanContext, source: ScanSource, pages: SnapshotPage[]): Promise<LeadScan> {
  const considered: LeadConsideration[] = [];
  const candidates: LeadCandidate[] = [];
  let budget = ctx.maxCandidates;
  for (const person of peopleToLookInto(ctx, source, pages)) {
    const website = person.websiteUrl ? safeUrl(person.websiteUrl)!.href : "";
    const consider = (outcome: LeadConsideration["outcome"]) =>
      considered.push({ name: person.name, website, outcome });
    // Cheap checks first, so a person seen on every run costs no fetch after the first.
    const known = await knownOutcome(ctx.db, source.orgId, person, website);
    if (known) {
      consider(known);
      continue;
    }
    if (budget <= 0) {
      consider("over_budget");
      continue;
    }
    budget--;
    const found = await discoverFounderCompany(ctx, person, website);
    if (found.failure) {
      consider("site_unreadable");
      continue;
    }
    const candidate = candidateOf(person, website, found);
    if (candidate) candidates.push(candidate);
    consider(candidate ? "candidate" : "not_a_founder");
  }
  return { candidates, considered };
}

/**
 * The people of the pages worth looking into: not the company's own founders, linking to another site than its own;
 * those never looked into first, then those looked into longest ago (the sort is stable), so the budget reaches
 * everyone in turn over a few runs.
 */
function peopleToLookInto(ctx: ScanContext, source: ScanSource, pages: SnapshotPage[]): PagePerson[] {
  const founderNames = new Set(source.founders.map((f) => normalizePersonName(f.name)));
  const founderLinkedins = new Set(source.founders.map((f) => normalizeLinkedin(f.linkedinUrl)).filter(Boolean));
  const home = source.website ? safeUrl(source.website) : null;
  const people = new Map<string, PagePerson>();
  for (const page of pages) {
    for (const p of page.people ?? []) {
      const k = normalizePersonName(p.name);
      if (!people.has(k)) people.set(k, { ...p, pageUrl: page.finalUrl ?? page.url, pageTitle: page.title ?? null });
    }
  }
  const recency = (p: SnapshotPerson) => {
    const runsAgo = p.websiteUrl ? ctx.lookedIntoRecently?.get(safeUrl(p.websiteUrl)?.href ?? "") : undefined;
    return runsAgo === undefined ? -1_000_000 : -runsAgo;
  };
  return [...people.values()]
    .sort((a, b) => recency(a) - recency(b))
    .filter((person) => {
      const isFounder =
        founderNames.has(normalizePersonName(person.name)) ||
        (person.linkedinUrl && founderLinkedins.has(normalizeLinkedin(person.linkedinUrl)));
      const site = person.websiteUrl ? safeUrl(person.websiteUrl) : null;
      return !isFounder && site && !(home && isSameSite(site, home));
    });
}

/** Whether the person is already a lead of the organisation, or their company already tracked by it. */
async function knownOutcome(
  db: Db,
  orgId: string,
  person: PagePerson,
  website: string,
): Promise<"already_a_lead" | "already_tracked" | null> {
  const keys = [personKey(person.linkedinUrl, person.name, website)];
  const known = await db
    .selectFrom("leads")
    .select("id")
    .where("org_id", "=", orgId)
    .where("person_key", "in", keys)
    .executeTakeFirst();
  if (known) return "already_a_lead";
  const tracked = await tracksCompanyWith(db, orgId, { websiteNorm: normalizeWebsite(website), linkedinNorm: null });
  return tracked ? "already_tracked" : null;
}

/** The person's own company, quickly enriched from its site. */
function discoverFounderCompany(ctx: ScanContext, person: PagePerson, website: string): Promise<CompanyFound> {
  return discoverCompany(ctx, {
    companyName: null,
    website,
    linkedinUrl: null,
    twitterUrl: null,
    founders: [
      {
        key: "person",
        name: person.name,
        linkedinUrl: person.linkedinUrl,
        twitterUrl: person.twitterUrl,
        githubUrl: null,
      },
    ],
  });
}

/** The lead a person makes, when their company's site names them founder or they say so themselves; else null. */
function candidateOf(person: PagePerson, website: string, f: CompanyFound): LeadCandidate | null {
  const there = findSamePerson(f.people, person);
  const confirmed = there?.isFounder ?? false;
  const claimed = findPhrase(`${person.role ?? ""} ${person.bio ?? ""}`, FOUNDER_WORDS) !== null;
  if (!confirmed && !claimed) return null;
  const linkedinUrl = person.linkedinUrl ?? there?.linkedinUrl ?? null;
  const companyWebsite = f.websiteUrl ?? website;
  const companyName = f.companyName;
  const evidence = [
    {
      url: person.pageUrl,
      title: person.pageTitle ?? person.pageUrl,
      note:
        `Listed as ${person.role ?? "a team member"}${person.bio ? `: “${person.bio.slice(0, 160)}”` : ""}, ` +
        `linking to ${companyWebsite}.`,
    },
  ];
  if (there && confirmed) {
    evidence.push({
      url: there.pageUrl,
      title: `${companyName ?? "The company"}'s own site`,
      note: `Named as ${there.role ?? "founder"} on the company's own site.`,
    });
  }
  return {
    personKey: personKey(linkedinUrl, person.name, companyWebsite),
    founderName: person.name,
    founderLinkedinUrl: linkedinUrl,
    founderTwitterUrl: person.twitterUrl ?? there?.twitterUrl ?? null,
    companyName,
    companyWebsite,
    websiteNorm: normalizeWebsite(companyWebsite),
    companyLinkedinUrl: f.linkedinUrl,
    companyTwitterUrl: f.twitterUrl,
    linkedinNorm: normalizeLinkedin(f.linkedinUrl),
    description: f.description,
    stage: f.stage,
    classification: f.classification,
    location: f.location,
    foundingYear: f.foundingYear,
    team: f.people.map((p) => ({ name: p.name, role: p.role, linkedinUrl: p.linkedinUrl })),
    evidence,
  };
}

/**
 * Records the scan's candidates as leads (once per person and organisation), inside the run's
 * transaction, and settles each `candidate` in `considered`, in order, to what became of it. The
 * tracked-company check and the unique (org_id, person_key) make it safe against a company tracked
 * meanwhile and against a second run finding the same person. Returns, besides, the delivery jobs
 * of the `lead.created` events, for the caller to dispatch after commit.
 */
export async function recordLeads(
  trx: Db,
  deps: { eventData: EventDataRenderer },
  now: Date,
  orgId: string,
  sourceEntityId: string,
  scan: LeadScan,
): Promise<{ considered: LeadConsideration[]; jobIds: string[] }> {
  const outcomes: LeadConsideration["outcome"][] = [];
  const jobIds: string[] = [];
  for (const c of scan.candidates) {
    if (await tracksCompanyWith(trx, orgId, c)) {
      outcomes.push("already_tracked");
      continue;
    }
    const id = newId();
    const row = await trx
      .insertInto("leads")
      .values({
        id,
        org_id: orgId,
        source_entity_id: sourceEntityId,
        person_key: c.personKey,
        founder_name: c.founderName,
        founder_name_norm: normalizePersonName(c.founderName),
        founder_linkedin_url: c.founderLinkedinUrl,
        founder_twitter_url: c.founderTwitterUrl,
        company_name: c.companyName,
        company_name_norm: c.companyName ? normalizeName(c.companyName) : "",
        company_website: c.companyWebsite,
        website_norm: c.websiteNorm,
        company_linkedin_url: c.companyLinkedinUrl,
        company_twitter_url: c.companyTwitterUrl,
        stage: c.stage,
        classification: c.classification,
        classification_paths: joinClassificationPaths(c.classification.map((x) => categoryPath(x) ?? x)),
        description: c.description,
        location: c.location,
        founding_year: c.foundingYear,
        team: json(c.team),
        evidence: json(c.evidence),
        decision_status: null,
        decided_at: null,
        decided_by_member_id: null,
        tracked_entity_id: null,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.columns(["org_id", "person_key"]).doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!row) {
      outcomes.push("already_a_lead");
      continue;
    }
    outcomes.push("lead_created");
    jobIds.push(
      ...(await recordObjectEvent(trx, deps.eventData, {
        orgId,
        type: "lead.created",
        objectId: row.id,
        payload: { sourceEntityId },
        now,
      })),
    );
  }
  // Candidates were appended to `considered` in the order of `candidates`.
  let next = 0;
  const considered = scan.considered.map((x) =>
    x.outcome === "candidate" ? { ...x, outcome: outcomes[next++] ?? x.outcome } : x,
  );
  return { considered, jobIds };
}

function safeUrl(u: string): URL | null {
  try {
    return new URL(u);
  } catch {
    return null;
  }
}
