import type { Db } from "../../db/database";
import type { FounderRow } from "../../db/types";
import { validationError } from "../../errors";
import { normalizeLinkedin } from "../../identity/identifiers";
import { normalizePersonName } from "../../identity/people";
import { submittedUrl } from "../../identity/url";
import { newId } from "../../platform/ids";
import type { FounderPatch } from "./fields.schema";

/**
 * Merges founders into a company (decisions "Existing-company match updates"): a founder with an
 * `id` updates that founder; one without is the same as a stored founder with the same LinkedIn
 * URL, else the same normalised name, and updates it; otherwise it is added. Unknown ids are a
 * validation error naming each. Returns whether anything identifying changed (names or LinkedIn),
 * which restarts enrichment.
 */
export async function mergeFounders(
  trx: Db,
  target: { orgId: string; entityId: string; now: Date },
  inputs: FounderPatch[],
): Promise<{ identityChanged: boolean }> {
  const stored: FounderRow[] = await trx
    .selectFrom("founders")
    .selectAll()
    .where("entity_id", "=", target.entityId)
    .orderBy("position")
    .orderBy("created_at")
    .execute();
  const plan = planFounderMerge(stored, inputs, target);
  for (const u of plan.updates)
    await trx
      .updateTable("founders")
      .set({ ...u.set, updated_at: target.now })
      .where("id", "=", u.id)
      .execute();
  if (plan.inserts.length) await trx.insertInto("founders").values(plan.inserts).execute();
  return { identityChanged: plan.identityChanged };
}

export interface FounderMergePlan {
  updates: { id: string; set: Partial<FounderRow> }[];
  /** New founders, in order; inserted together. */
  inserts: FounderRow[];
  /** Names or LinkedIn changed, or a founder was added: enrichment starts again. */
  identityChanged: boolean;
}

/**
 * What merging `inputs` into the `stored` founders changes, without touching the database (a new
 * company's founders are inserted with the company, in one statement). Unknown ids are a
 * validation error naming each.
 */
export function planFounderMerge(
  stored: readonly FounderRow[],
  inputs: FounderPatch[],
  target: { orgId: string; entityId: string; now: Date },
): FounderMergePlan {
  const unknown = inputs
    .map((f, i) => ({ f, i }))
    .filter(({ f }) => f.id !== undefined && !stored.some((s) => s.id === f.id))
    .map(({ i }) => ({ path: `founders.${i}.id`, message: "no founder with this id on this company" }));
  if (unknown.length) throw validationError(unknown);

  // Working copies: a later input matches what earlier ones made of a founder.
  const current: FounderRow[] = stored.map((r) => ({ ...r }));
  const inserts: FounderRow[] = [];
  const updates = new Map<string, Partial<FounderRow>>();
  let identityChanged = false;
  let nextPosition = current.reduce((m, s) => Math.max(m, s.position + 1), 0);
  for (const f of inputs) {
    const name = f.name.trim();
    const nameNorm = normalizePersonName(name);
    const linkedinUrl = submittedUrl(f.linkedinUrl);
    const linkedinNorm = linkedinUrl === undefined ? undefined : normalizeLinkedin(linkedinUrl);
    const match =
      f.id !== undefined
        ? current.find((s) => s.id === f.id)
        : ((linkedinNorm ? current.find((s) => s.linkedin_norm === linkedinNorm) : undefined) ??
          current.find((s) => s.name_norm === nameNorm && (!linkedinNorm || !s.linkedin_norm)));

    if (match) {
      const set = {
        name,
        name_norm: nameNorm,
        ...(linkedinUrl !== undefined ? { linkedin_url: linkedinUrl, linkedin_norm: linkedinNorm ?? null } : {}),
        ...(f.twitterUrl !== undefined ? { twitter_url: submittedUrl(f.twitterUrl) } : {}),
        ...(f.githubUrl !== undefined ? { github_url: submittedUrl(f.githubUrl) } : {}),
      };
      const changed = Object.entries(set).some(([k, v]) => (match as unknown as Record<string, unknown>)[k] !== v);
      if (!changed) continue;
      if (match.name_norm !== nameNorm || (linkedinUrl !== undefined && match.linkedin_norm !== (linkedinNorm ?? null)))
        identityChanged = true;
      Object.assign(match, set);
      // A founder added by this merge is inserted as it ends up; a stored one is updated.
      if (!inserts.includes(match)) updates.set(match.id, { ...updates.get(match.id), ...set });
    } else {
      const row: FounderRow = {
        id: newId(),
        org_id: target.orgId,
        entity_id: target.entityId,
        name,
        name_norm: nameNorm,
        linkedin_url: linkedinUrl ?? null,
        linkedin_norm: linkedinNorm ?? null,
        twitter_url: submittedUrl(f.twitterUrl) ?? null,
        github_url: submittedUrl(f.githubUrl) ?? null,
        position: nextPosition++,
        created_at: target.now,
        updated_at: target.now,
      };
      inserts.push(row);
      current.push(row);
      identityChanged = true;
    }
  }
  return { updates: [...updates].map(([id, set]) => ({ id, set })), inserts, identityChanged };
}
