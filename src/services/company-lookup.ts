import type { z } from "zod";
import type { AppDeps } from "./deps";
import { ApiError } from "../errors";
import { resolveCompany } from "../search/lookup";
import type { AmbiguousCandidate, Resolution } from "../search/score";
import type { Actor } from "./actor";

/*
 * The company filter that signals, alerts and leads share (spec 4.1 "Fuzzy company lookup"): an
 * exact id parameter or a fuzzy one, never both. The fuzzy query is resolved once per request to
 * one company; nothing found is a 404 and several near-equal companies a 409 with candidates.
 */

export type LookupKind = "entity" | "source";

const NAMES = {
  entity: { id: "entityId", query: "entityQuery", notFound: "entity_not_found", ambiguous: "ambiguous_entity" },
  source: { id: "sourceEntityId", query: "sourceQuery", notFound: "source_not_found", ambiguous: "ambiguous_source" },
} as const;

const bothMessage = (kind: LookupKind) => `send either ${NAMES[kind].id} or ${NAMES[kind].query}, not both`;

/**
 * The same "not both" rule inside a request's schema, so that it is reported together with every
 * other failing field (spec 2.8). `resolveCompanyFilter` still checks it for callers that bypass
 * the schemas.
 */
export function withOneCompanyLookup<T extends z.ZodType<Record<string, unknown>>>(kind: LookupKind, schema: T): T {
  const { id, query } = NAMES[kind];
  return schema.superRefine((v, ctx) => {
    if (v[id] === undefined || v[query] === undefined) return;
    for (const path of [id, query]) ctx.addIssue({ code: "custom", path: [path], message: bothMessage(kind) });
  }, { when: (payload) => typeof payload.value === "object" && payload.value !== null });
}

/** The resolution object of a response (`entityResolution`, `sourceResolution`). */
export type CompanyResolution = Resolution;
export type { AmbiguousCandidate };

export interface CompanyFilter {
  entityId: string;
  /** Set when the company came from the fuzzy parameter. */
  resolution: CompanyResolution | null;
}

/**
 * Resolves `{ id, query }` to the company to filter by, or null when neither was given.
 * - both → 400 validation_error naming both parameters;
 * - an id the organisation does not have (unknown or another organisation's) → 404 not_found;
 * - a fuzzy query that finds nothing → 404 entity_not_found / source_not_found;
 * - a query matching several companies about equally → 409 ambiguous_entity / ambiguous_source
 *   with up to five candidates, best first, in `details.candidates`.
 */
export async function resolveCompanyFilter(
  deps: AppDeps,
  actor: Actor,
  kind: LookupKind,
  params: { id?: string; query?: string },
): Promise<CompanyFilter | null> {
  const names = NAMES[kind];
  const { id, query } = params;
  if (id !== undefined && query !== undefined) {
    const message = bothMessage(kind);
    throw new ApiError("validation_error", `Invalid request: ${names.id}: ${message}; ${names.query}: ${message}`, {
      issues: [
        { path: names.id, message },
        { path: names.query, message },
      ],
    });
  }
  if (id !== undefined) {
    const row = await deps.db.selectFrom("entities").select("id").where("id", "=", id).where("org_id", "=", actor.orgId).executeTakeFirst();
    // Spec 7: an unknown (or another organisation's) id is not_found; entity_not_found and
    // source_not_found are the fuzzy lookup's "nothing matched".
    if (!row) throw new ApiError("not_found", `No tracked company has the id ${id}.`);
    return { entityId: row.id, resolution: null };
  }
  if (query === undefined) return null;

  const decision = await resolveCompany(deps.db, actor.orgId, query);
  switch (decision.kind) {
    case "match":
      return { entityId: decision.resolution.entity.id, resolution: decision.resolution };
    case "ambiguous":
      throw new ApiError(
        names.ambiguous,
        `"${query.trim()}" matches several tracked companies about equally; pass ${names.id} with one of the candidates' ids, or a more specific ${names.query}.`,
        { query: query.trim(), candidates: decision.candidates },
      );
    case "none":
      throw new ApiError(names.notFound, `No tracked company or founder matches "${query.trim()}".`);
  }
}
