import type { Db } from "../../db/database";
import type { FounderRow } from "../../db/types";
import { validationError } from "../../errors";
import { newId } from "../../platform/ids";
import { normalizePersonName } from "../../search/normalize";
import { canonicalUrl, normalizeLinkedin } from "./identity";

/** A founder as clients send it (spec 2.3). `null` clears a link; absent leaves it. */
export interface FounderInput {
  /** PATCH only: a stored founder to update in place. */
  id?: string;
  name: string;
  linkedinUrl?: string | null;
  twitterUrl?: string | null;
  githubUrl?: string | null;
}

const url = (v: string | null | undefined) => (v === undefined ? undefined : v === null ? null : canonicalUrl(v));

/**
 * Merges founders into a company (decisions "Existing-company match updates"): a founder with an
 * `id` updates that founder; one without is the same as a stored founder with the same LinkedIn
 * URL, else the same normalised name, and updates it; otherwise it is added. Unknown ids are a
 * validation error naming each. Returns whether anything identifying changed (names or LinkedIn),
 * which restarts enrichment.
 */
export async function mergeFounders(
  trx: Db,
  target: { orgId: string; entityId: string; now: Date; /** Inserted in this transaction: no founders to read. */ isNew?: boolean },
  inputs: FounderInput[],
): Promise<{ identityChanged: boolean }> {
  const stored: FounderRow[] = target.isNew
    ? []
    : await trx.selectFrom("founders").selectAll().where("entity_id", "=", target.entityId).orderBy("position").orderBy("created_at").execute();
  // New founders are inserted together at the end; a later input matching one updates it in memory.
  const added = new Set<FounderRow>();

  const unknown = inputs
    .map((f, i) => ({ f, i }))
    .filter(({ f }) => f.id !== undefined && !stored.some((s) => s.id === f.id))
    .map(({ i }) => ({ path: `founders.${i}.id`, message: "no founder with this id on this company" }));
  if (unknown.length) throw validationError(unknown);

  let identityChanged = false;
  let nextPosition = stored.reduce((m, s) => Math.max(m, s.position + 1), 0);
  for (const f of inputs) {
    const name = f.name.trim();
    const nameNorm = normalizePersonName(name);
    const linkedinUrl = url(f.linkedinUrl);
    const linkedinNorm = linkedinUrl === undefined ? undefined : normalizeLinkedin(linkedinUrl);
    const match =
      f.id !== undefined
        ? stored.find((s) => s.id === f.id)
        : (linkedinNorm ? stored.find((s) => s.linkedin_norm === linkedinNorm) : undefined) ??
          stored.find((s) => s.name_norm === nameNorm && (!linkedinNorm || !s.linkedin_norm));

    if (match) {
      const set = {
        name,
        name_norm: nameNorm,
        ...(linkedinUrl !== undefined ? { linkedin_url: linkedinUrl, linkedin_norm: linkedinNorm ?? null } : {}),
        ...(f.twitterUrl !== undefined ? { twitter_url: url(f.twitterUrl) } : {}),
        ...(f.githubUrl !== undefined ? { github_url: url(f.githubUrl) } : {}),
      };
      const changed = Object.entries(set).some(([k, v]) => (match as unknown as Record<string, unknown>)[k] !== v);
      if (!changed) continue;
      if (match.name_norm !== nameNorm || (linkedinUrl !== undefined && match.linkedin_norm !== (linkedinNorm ?? null))) identityChanged = true;
      if (!added.has(match)) await trx.updateTable("founders").set({ ...set, updated_at: target.now }).where("id", "=", match.id).execute();
      Object.assign(match, set);
    } else {
      const row: FounderRow = {
        id: newId(),
        org_id: target.orgId,
        entity_id: target.entityId,
        name,
        name_norm: nameNorm,
        linkedin_url: linkedinUrl ?? null,
        linkedin_norm: linkedinNorm ?? null,
        twitter_url: url(f.twitterUrl) ?? null,
        github_url: url(f.githubUrl) ?? null,
        position: nextPosition++,
        created_at: target.now,
        updated_at: target.now,
      };
      added.add(row);
      stored.push(row);
      identityChanged = true;
    }
  }
  if (added.size) await trx.insertInto("founders").values([...added]).execute();
  return { identityChanged };
}
