import { z } from "zod";
import { classificationParams } from "../routes/shared/filters";
import { dateParam, MAX_LIMIT } from "../services/listing";
import { THINGS_TO_TRACK_SUGGESTIONS } from "./user-input";

/*
 * Tool-side argument schemas. Tool arguments are JSON values (numbers, booleans, arrays), not query
 * strings, so these parse to the same values the REST query schemas produce and feed the same
 * service functions. Every field has a description: a model reads them.
 */

export const uuidArg = (what: string) =>
  z.uuid({ message: "must be a UUID" }).describe(`The ${what} id (a UUID), as returned by a list or get tool.`);

export const viewArg = z
  .enum(["compact", "full"], { message: "must be 'compact' or 'full'" })
  .optional()
  .describe("`compact` (default) keeps each item short; `full` returns every field. Ask for `full` only when you need the detail.");

export const limitArg = z
  .number()
  .int({ message: "must be a whole number" })
  .min(1, { message: "must be at least 1" })
  .optional()
  .describe("Page size, 1 to 100 (default 25; larger values are clamped to 100).");

export const cursorArg = z
  .string()
  .min(1)
  .max(1000)
  .optional()
  .describe("The `nextCursor` of the previous page, with the same filters (the view may change); omit for the first page.");

export const dateArg = (kind: "since" | "until" | "updatedAfter", description: string) => dateParam(kind).optional().describe(description);

/** A single value or a list of them (a model sends either); the service takes a list. */
export function oneOrMany<T extends z.ZodType<string>>(item: T, description: string) {
  return z
    .union([item, z.array(item).min(1, { message: "give at least one value" })])
    .optional()
    .describe(description);
}

export const asList = <T>(v: T | T[] | undefined): T[] | undefined => (v === undefined ? undefined : Array.isArray(v) ? v : [v]);

export const emailListArg = (description: string) =>
  z.array(z.email({ message: "must be an email address" }).max(320)).max(20, { message: "at most 20 addresses" }).optional().describe(description);

/** The sector filter as the REST lists take it (`classification`; the tools need no aliases). */
export const classificationArg = classificationParams.classification;

/** The shared page arguments every list tool takes. */
export const pageArgs = { view: viewArg, limit: limitArg, cursor: cursorArg };

export const clampLimit = (n: number | undefined) => (n === undefined ? undefined : Math.min(n, MAX_LIMIT));

/** Optional in the schema: when absent or blank the tool asks the user (needs_user_input) instead of guessing. */
export const thingsToTrackArg = z
  .string()
  .max(5000)
  .optional()
  .describe(
    `What to watch, in the user's words; it decides which updates trigger alerts. Ask the user; do not invent it. Quick picks: ${THINGS_TO_TRACK_SUGGESTIONS.join(", ")}.`,
  );
