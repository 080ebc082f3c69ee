import { z } from "zod";
import { MAX_CLASSIFICATION_TERMS } from "../taxonomy/resolve";
import { EmailAddress } from "../services/tracker/fields.schema";
import { dateParam, enumListPattern } from "../services/lists/paging";
import { THINGS_TO_TRACK_SUGGESTIONS } from "./user-input";

/*
 * Tool-side argument schemas. Tool arguments are JSON values (numbers, booleans, arrays), not query
 * strings, so these parse to the same values the REST query schemas produce and feed the same
 * service functions. Every field has a description: a model reads them.
 */

export const uuidArg = (what: string) =>
  z.guid({ message: "must be a UUID" }).describe(`The ${what} id (a UUID), as returned by a list or get tool.`);

export const viewArg = z
  .enum(["compact", "full"], { message: "must be 'compact' or 'full'" })
  .optional()
  .describe(
    "`compact` (default) keeps each item short; `full` returns every field. Ask for `full` only when you need " +
      "the detail.",
  );

export const limitArg = z
  .number()
  .int({ message: "must be a whole number" })
  .min(1, { message: "must be at least 1" })
  .optional()
  .describe("Page size, 1 to 100 (default 25; larger values are clamped to 100).");

export const cursorArg = z
  .string()
  .optional()
  .describe(
    "The `nextCursor` of the previous page, with the same filters (the view may change); omit for the first page.",
  );

export const dateArg = (kind: "since" | "until" | "updatedAfter", description: string) =>
  dateParam(kind).optional().describe(description);

/** The creation-date range of a list of `what` (alerts, signals), as every such list tool words it. */
export const createdRangeArgs = (what: string) => ({
  since: dateArg(
    "since",
    `Only ${what} created at or after this date (YYYY-MM-DD, from its start in UTC) or ISO 8601 timestamp.`,
  ),
  until: dateArg(
    "until",
    `Only ${what} created before this timestamp; a bare date (YYYY-MM-DD) includes that whole UTC day.`,
  ),
});

/** Longest comma list a filter takes as one string, as on REST; a list holds at most this many values. */
const LIST_TEXT_MAX = 500;
const LIST_ITEMS_MAX = 50;

/**
 * A filter value as a model sends it: one value, a comma list in one string (as the REST query
 * takes it), or a JSON list. Either way the service gets a list of trimmed, non-empty values, each
 * checked by `item`. `values`, when the filter is enumerated, goes into the advertised input schema
 * (a pattern for the text, an enum for list items) without changing validation or its messages.
 */
export function oneOrMany<T extends z.ZodType<string, string>>(
  item: T,
  description: string,
  values?: readonly string[],
) {
  const text = z.string().max(LIST_TEXT_MAX);
  return (
    z
      .union(
        [
          values ? text.meta({ pattern: enumListPattern(values) }) : text,
          // Items are checked after the union, so a bad one is named by its place, not lost in
          // the union's "Invalid input"; the advertised schema still says what they are.
          z
            .array(z.unknown().meta(values ? { type: "string", enum: [...values] } : { type: "string" }))
            .min(1, { message: "give at least one value" })
            .max(LIST_ITEMS_MAX, { message: `at most ${LIST_ITEMS_MAX} values` }),
        ],
        { message: "must be a value, a comma-separated list in one string, or a list of values" },
      )
      .transform((v) =>
        (Array.isArray(v) ? v : v.split(","))
          .map((s) => (typeof s === "string" ? s.trim() : s))
          .filter((s) => s !== ""),
      )
      // Issues name the value's place in the list (`type.1`), as REST's do.
      .pipe(
        z
          .array(
            z
              .string({ message: "must be text" })
              .max(LIST_TEXT_MAX, { message: `at most ${LIST_TEXT_MAX} characters` })
              .pipe(item),
          )
          .min(1, { message: "give at least one value" }),
      )
      .optional()
      .describe(description)
  );
}

/** `oneOrMany` of enumerated values, refused with the same reason as on REST. */
export const enumList = <T extends string>(values: readonly [T, ...T[]], description: string) =>
  oneOrMany(z.enum(values, { message: `must be one or more of ${values.join(", ")}` }), description, values);

export const emailListArg = (description: string) =>
  z.array(EmailAddress).max(20, { message: "at most 20 addresses" }).optional().describe(description);

/**
 * The sector filter (spec 4.1): `classification` and its aliases `sector`, `sectors`, each one
 * comma-separated string as REST takes it, or a list of terms (as a model sends every other list
 * filter), joined into REST's string for the service.
 */
const sectorTerms = (what: string) =>
  z
    .union([
      z.string().max(500),
      z
        .array(z.string().max(100))
        .max(MAX_CLASSIFICATION_TERMS, { message: `at most ${MAX_CLASSIFICATION_TERMS} terms` }),
    ])
    .transform((v) => (Array.isArray(v) ? v.join(",") : v))
    .optional()
    .describe(
      `${what}Up to ${MAX_CLASSIFICATION_TERMS} plain-word sector terms, as a list or one comma-separated ` +
        `string ("fintech, climate"); each is mapped onto the company taxonomy, with subcategories included. ` +
        `More terms is a validation_error; terms that match nothing give an empty list. The result then carries ` +
        `\`classificationResolution\`.`,
    );

export const sectorArgs = {
  classification: sectorTerms(""),
  sector: sectorTerms("Alias of `classification`. "),
  sectors: sectorTerms("Alias of `classification`. "),
};

/** The shared page arguments every list tool takes. */
export const pageArgs = { view: viewArg, limit: limitArg, cursor: cursorArg };

/** Optional in the schema: when absent or blank the tool asks the user (needs_user_input) instead of guessing. */
export const thingsToTrackArg = z
  .string()
  .max(5000)
  .optional()
  .describe(
    `What to watch, in the user's words; it decides which updates trigger alerts. Ask the user; do not invent ` +
      `it. Quick picks: ${THINGS_TO_TRACK_SUGGESTIONS.join(", ")}.`,
  );
