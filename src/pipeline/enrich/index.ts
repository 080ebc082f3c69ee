import type { Db } from "../../db/database";
import { json } from "../../db/database";
import type { EntityUpdate, FounderRow } from "../../db/types";
import { companyUrlColumns, normalizeLinkedin } from "../../identity/identifiers";
import { normalizePersonName } from "../../identity/people";
import { newId } from "../../platform/ids";
import { normalizeName } from "../../search/normalize";
import { joinClassificationPaths } from "../../taxonomy/stored-paths";
import { categoryPath } from "../../taxonomy/tree";
import { discoverCompany, type CompanyFindings, type DiscoverContext } from "./company";
import type { EnrichOutcome, EntityWithFounders } from "../../lifecycle/pipeline-port";

/*
 * Enrichment of a tracked company (spec 2.3, issue step 4): what its website says, written into
 * the fields the user left empty. A value the user gave is never replaced; a value an earlier
 * enrichment filled in (remembered in `enrichment_detail.filled`) may be refreshed.
 */

/** What enrichment wrote into user-editable fields, so a later enrichment can tell them from the user's. */
interface Filled {
  companyName?: string;
  companyLinkedinUrl?: string;
  companyTwitterUrl?: string;
  jobBoardUrl?: string;
  founders?: Record<string, { linkedinUrl?: string; twitterUrl?: string; githubUrl?: string }>;
}

export async function enrichEntity(ctx: DiscoverContext, target: EntityWithFounders): Promise<EnrichOutcome> {
  const { entity, founders } = target;
  const prev = filledOf(entity.enrichment_detail);
  const findings = await discoverCompany(ctx, {
    companyName: entity.company_name,
    website: entity.company_website,
    linkedinUrl: entity.company_linkedin_url,
    twitterUrl: entity.company_twitter_url,
    // A board the client gave is theirs: only an empty one, or one enrichment filled, is looked for.
    seekJobBoard: ours(entity.job_board_url, prev.jobBoardUrl),
    founders: founders.map((f) => ({
      key: f.id,
      name: f.name,
      linkedinUrl: f.linkedin_url,
      twitterUrl: f.twitter_url,
      githubUrl: f.github_url,
    })),
  });

  const status: EnrichOutcome["status"] = findings.failure ? "failed" : findings.notFound.length ? "partial" : "ready";
  const reason = findings.failure ? findings.failure.reason : status === "partial" ? "some_details_not_found" : null;
  return {
    status,
    reason,
    record: (trx) => recordEnrichment(trx, ctx.now, entity.id, findings, { status, reason }),
  };
}

function filledOf(detail: unknown): Filled {
  return ((detail as { filled?: Filled } | null)?.filled ?? {}) as Filled;
}

/** True when the field is empty, or holds what enrichment itself put there. */
function ours(current: string | null, previous: string | undefined): boolean {
  return current === null || (previous !== undefined && current === previous);
}

type EntityRow = NonNullable<Awaited<ReturnType<typeof readEntity>>>;
type FounderFilled = NonNullable<Filled["founders"]>[string];

/** Writes what enrichment found into the company and its founders, in the run's transaction. */
async function recordEnrichment(
  trx: Db,
  now: Date,
  entityId: string,
  f: CompanyFindings,
  outcome: { status: string; reason: string | null },
): Promise<void> {
  // Re-read inside the transaction: the user may have edited the company while we were fetching.
  const entity = await readEntity(trx, entityId);
  if (!entity) return;
  const founders = await trx
    .selectFrom("founders")
    .selectAll()
    .where("entity_id", "=", entityId)
    .orderBy("position")
    .execute();
  const prev = filledOf(entity.enrichment_detail);
  // Carried over: a value filled earlier and still unchanged stays recognisably ours.
  const filled: Filled = { ...prev, founders: { ...(prev.founders ?? {}) } };
  const set = entityUpdate(now, entity, f, prev, filled);
  await updateFounders(trx, now, founders, f, prev, filled);
  // A company created without founders gets the ones its site names (spec 2.3 finds their links).
  if (founders.length === 0 && f.siteFounders.length) await insertSiteFounders(trx, now, entity, f);
  set.enrichment_detail = json({
    status: outcome.status,
    reason: outcome.reason,
    failure: f.failure,
    website: f.websiteUrl,
    found: f.found,
    notFound: f.notFound,
    stageEvidence: f.stageEvidence,
    sources: f.sources,
    deadlineReached: f.deadlineReached,
    filled,
  });
  await trx.updateTable("entities").set(set).where("id", "=", entityId).execute();
}

function readEntity(trx: Db, entityId: string) {
  return trx.selectFrom("entities").selectAll().where("id", "=", entityId).executeTakeFirst();
}

/** The company's columns enrichment sets: the user's own values kept, `filled` told what enrichment wrote. */
function entityUpdate(now: Date, entity: EntityRow, f: CompanyFindings, prev: Filled, filled: Filled): EntityUpdate {
  const set: EntityUpdate = { updated_at: now };
  if (f.companyName && ours(entity.company_name, prev.companyName)) {
    set.company_name = f.companyName;
    set.company_name_norm = normalizeName(f.companyName);
    filled.companyName = f.companyName;
  }
  if (f.linkedinUrl && ours(entity.company_linkedin_url, prev.companyLinkedinUrl)) {
    Object.assign(set, companyUrlColumns({ linkedin: f.linkedinUrl }));
    filled.companyLinkedinUrl = f.linkedinUrl;
  }
  if (f.twitterUrl && ours(entity.company_twitter_url, prev.companyTwitterUrl)) {
    Object.assign(set, companyUrlColumns({ twitter: f.twitterUrl }));
    filled.companyTwitterUrl = f.twitterUrl;
  }
  if (f.jobBoardUrl && ours(entity.job_board_url, prev.jobBoardUrl)) {
    set.job_board_url = f.jobBoardUrl;
    filled.jobBoardUrl = f.jobBoardUrl;
  }
  // Description, stage, location, year and classification are not user input: the latest
  // reading wins, and a value the site no longer states is kept rather than erased.
  if (f.description) set.description = f.description;
  if (f.stage !== "unknown") set.stage = f.stage;
  if (f.location) set.location = f.location;
  if (f.foundingYear) set.founding_year = f.foundingYear;
  if (f.classification.length) {
    set.classification = f.classification;
    set.classification_paths = joinClassificationPaths(f.classification.map((id) => categoryPath(id) ?? id));
  }
  return set;
}

/** The founders' links enrichment found, written where the user left them empty (or enrichment filled them). */
async function updateFounders(
  trx: Db,
  now: Date,
  founders: FounderRow[],
  f: CompanyFindings,
  prev: Filled,
  filled: Filled,
): Promise<void> {
  for (const found of f.founders) {
    const row = founders.find((r) => r.id === found.key);
    if (!row) continue; // removed meanwhile
    const before = prev.founders?.[row.id] ?? {};
    const mine: FounderFilled = {};
    const fset: Partial<FounderRow> = {};
    if (found.linkedinUrl && ours(row.linkedin_url, before.linkedinUrl)) {
      fset.linkedin_url = found.linkedinUrl;
      fset.linkedin_norm = normalizeLinkedin(found.linkedinUrl);
      mine.linkedinUrl = found.linkedinUrl;
    }
    if (found.twitterUrl && ours(row.twitter_url, before.twitterUrl)) {
      fset.twitter_url = found.twitterUrl;
      mine.twitterUrl = found.twitterUrl;
    }
    if (found.githubUrl && ours(row.github_url, before.githubUrl)) {
      fset.github_url = found.githubUrl;
      mine.githubUrl = found.githubUrl;
    }
    if (Object.keys(fset).length) {
      await trx
        .updateTable("founders")
        .set({ ...fset, updated_at: now })
        .where("id", "=", row.id)
        .execute();
      filled.founders![row.id] = { ...before, ...mine };
    }
  }
}

/** The founders the company's site names (five at most), for a company created without any. */
async function insertSiteFounders(trx: Db, now: Date, entity: EntityRow, f: CompanyFindings): Promise<void> {
  let position = 0;
  for (const p of f.siteFounders.slice(0, 5)) {
    await trx
      .insertInto("founders")
      .values({
        id: newId(),
        org_id: entity.org_id,
        entity_id: entity.id,
        name: p.name,
        name_norm: normalizePersonName(p.name),
        linkedin_url: p.linkedinUrl,
        linkedin_norm: normalizeLinkedin(p.linkedinUrl),
        twitter_url: p.twitterUrl,
        github_url: p.githubUrl,
        position: position++,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
}
