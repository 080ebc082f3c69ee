import { z } from "zod";
import type { AppDeps } from "../deps";
import { ApiError, validationError } from "../../errors";
import { resolveCompany } from "../../search/lookup";
import type { Resolution } from "../../search/score";
import type { Actor } from "../access/actor";
import { textParam } from "./paging";

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

/** The names of a kind's two query parameters. */
export const lookupParams = (kind: LookupKind) => NAMES[kind];

/** A company or founder name to look up fuzzily (spec 4.1); the description says how it resolves. */
const companyQuery = textParam;

/** The query parameters of the `entity` filter (signals, alerts). */
export const entityLookupParams = {
  entityId: z
    .guid({ message: "must be a UUID" })
    .optional()
    .describe("Only this tracked company. Not together with `entityQuery`."),
  entityQuery: companyQuery(
    "A company or founder name, matched fuzzily (case, spacing, punctuation, joined words, legal suffixes, a " +
      "trailing domain and small typos are ignored). One company must match: none gives 404 `entity_not_found`, " +
      "several about equally likely give 409 `ambiguous_entity` with up to five `error.details.candidates`. Not " +
      "together with `entityId`.",
  ),
};

/** The query parameters of the `source` filter (leads). */
export const sourceLookupParams = {
  sourceEntityId: z
    .guid({ message: "must be a UUID" })
    .optional()
    .describe("Only leads discovered around this tracked company. Not together with `sourceQuery`."),
  sourceQuery: companyQuery(
    "The source company by company or founder name, matched fuzzily as `entityQuery` on /signals. None gives " +
      "404 `source_not_found`, several about equally likely give 409 `ambiguous_source` with candidates. Not " +
      "together with `sourceEntityId`.",
  ),
};

const bothMessage = (kind: LookupKind) => `send either ${NAMES[kind].id} or ${NAMES[kind].query}, not both`;

/**
 * The same "not both" rule inside a request's schema, so that it is reported together with every
 * other failing field (spec 2.8). `resolveCompanyFilter` still checks it for callers that bypass
 * the schemas.
 */
export function withOneCompanyLookup<T extends z.ZodType<Record<string, unknown>>>(kind: LookupKind, schema: T): T {
  const { id, query } = NAMES[kind];
  return schema.superRefine(
    (v, ctx) => {
      if (v[id] === undefined || v[query] === undefined) return;
      for (const path of [id, query]) ctx.addIssue({ code: "custom", path: [path], message: bothMessage(kind) });
    },
    { when: (payload) => typeof payload.value === "object" && payload.value !== null },
  );
}

/** The resolution object of a response (`entityResolution`, `sourceResolution`). */
export type CompanyResolution = Resolution;

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
    throw validationError([
      { path: names.id, message },
      { path: names.query, message },
    ]);
  }
  if (id !== undefined) {
    const row = await deps.db
      .selectFrom("entities")
      .select("id")
      .where("id", "=", id)
      .where("org_id", "=", actor.orgId)
      .executeTakeFirst();
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
        `"${query.trim()}" matches several tracked companies about equally; pass ${names.id} with one of the ` +
          `candidates' ids, or a more specific ${names.query}.`,
        { query: query.trim(), candidates: decision.candidates },
      );
    case "none":
      throw new ApiError(names.notFound, `No tracked company or founder matches "${query.trim()}".`);
  }
}
