import { sql, type ExpressionBuilder, type SelectQueryBuilder } from "kysely";
import { z } from "zod";
import { ApiError, validationError } from "../../errors";
import { base64UrlDecode, base64UrlEncode, canonicalJson, constantTimeEqual, hmacSha256 } from "../../platform/crypto";
import { isUuid } from "../../platform/ids";

/* The shared rules of spec 4.1 for every list: limit, cursor, view, dates. */

export const DEFAULT_LIMIT = 25;
export const MAX_LIMIT = 100;

/** The page size of a list: `limit` (default 25), clamped to 100. */
export const pageSize = (limit: number | undefined) => Math.min(limit ?? DEFAULT_LIMIT, MAX_LIMIT);

export const viewSchema = z
  .enum(["compact", "full"], { message: "must be 'compact' or 'full'" })
  .describe("Response view: `compact` (default for lists) or `full` (default for single resources).");
export type View = z.infer<typeof viewSchema>;

/** `limit`: 1–100, default 25; above 100 is clamped; anything non-numeric is a validation error. */
export const limitSchema = z
  .string()
  // The pattern (0 excluded) is what the API description shows; values above 100 are clamped.
  .regex(/^\s*0*[1-9]\d*\s*$/, { message: "must be a whole number from 1 to 100" })
  .transform((v) => pageSize(Number(v)))
  .describe("Page size, 1 to 100 (default 25; larger values are clamped to 100).");

/** Any text: one that is not a cursor this service made (an empty one included) is `400 invalid_cursor`. */
export const cursorSchema = z
  .string()
  .describe(
    "The `nextCursor` of the previous page, with the same filters and a key of the same organisation (`view` " +
      "and `limit` may change).",
  );

/** The paging parameters every list query ends with. */
export const pageParams = {
  view: viewSchema.optional(),
  limit: limitSchema.optional(),
  cursor: cursorSchema.optional(),
};

/**
 * An instant to the microsecond, as Postgres keeps timestamps (spec 2.1): `YYYY-MM-DDTHH:MM:SS.ffffffZ`,
 * in UTC and of fixed width, so two of them compare as strings as they do in time. A JS `Date`
 * stops at the millisecond; positions and bounds held in one would skip or misplace rows that
 * differ by less (rows written by another client of the same database, spec 1 rule 2).
 */
export type Instant = string;

/** A Date as an instant (its microseconds are zero). */
export function instantOf(d: Date): Instant {
  return `${d.toISOString().slice(0, 23)}000Z`;
}

/** An instant as a query parameter, for comparing with a timestamp column. */
export const timestampParam = (i: Instant) => sql<Date>`${i}::timestamptz`;

/** Position of the last row of a page in (created_at desc, id desc) order. */
export interface Position {
  createdAt: Instant;
  id: string;
}

/** The column a keyset page adds to its rows: the row's creation instant, to the microsecond. */
export type KeysetRow = { cursor_at: Instant };

/**
 * What a cursor is bound to: the organisation whose list made it and that list's query (filters,
 * view, page size; only the filters count, see `fingerprint`).
 */
export interface CursorScope {
  orgId: string;
  query: Record<string, unknown>;
}

/**
 * Cursors are opaque and signed, and bound to the organisation and query that made them: both are
 * fingerprinted into the cursor, so a cursor replayed with other filters, or by another
 * organisation, is refused.
 */
export type Mac = (secret: string, data: string) => Uint8Array | Promise<Uint8Array>;

export class CursorCodec {
  /** `mac`: Web Crypto by default; Node passes its synchronous HMAC (platform/crypto-node.ts). */
  constructor(
    private readonly secret: string,
    private readonly mac: Mac = hmacSha256,
  ) {}

  async encode(pos: Position, scope: CursorScope): Promise<string> {
    const payload = JSON.stringify({ t: pos.createdAt, i: pos.id, q: await this.fingerprint(scope) });
    const body = base64UrlEncode(new TextEncoder().encode(payload));
    const sig = base64UrlEncode((await this.mac(this.secret, body)).slice(0, 16));
    return `${body}.${sig}`;
  }

  /** Where a page starts: the first page without a cursor; after the cursor's position otherwise. */
  async positionOf(cursor: string | undefined, scope: CursorScope): Promise<Position | null> {
    return cursor === undefined ? null : this.decode(cursor, scope);
  }

  async decode(cursor: string, scope: CursorScope): Promise<Position> {
    const bad = () =>
      new ApiError("invalid_cursor", "The cursor is malformed, was tampered with, or belongs to a different query.");
    // Ours are ~150 characters; a longer one is not worth hashing.
    if (cursor.length > 1000) throw bad();
    const [body, sig, extra] = cursor.split(".");
    if (!body || !sig || extra !== undefined) throw bad();
    const expected = base64UrlEncode((await this.mac(this.secret, body)).slice(0, 16));
    if (!constantTimeEqual(sig, expected)) throw bad();
    let parsed: { t?: unknown; i?: unknown; q?: unknown };
    try {
      parsed = JSON.parse(new TextDecoder().decode(base64UrlDecode(body)));
    } catch {
      throw bad();
    }
    if (typeof parsed.t !== "string" || typeof parsed.i !== "string" || !isUuid(parsed.i)) throw bad();
    // Cursors made before positions kept microseconds hold a millisecond ISO string; both parse.
    const createdAt = parseBound(parsed.t)?.instant;
    if (!createdAt) throw bad();
    if (parsed.q !== (await this.fingerprint(scope))) throw bad();
    return { createdAt, id: parsed.i };
  }

  /**
   * What a cursor is bound to: the organisation and the filters. Not the page size, and not the
   * view: spec 4.1 says cursors are identical in both views (it wins over docs/spec/decisions.md's "or
   * view"), so a walk may switch between compact and full. The organisation: another
   * organisation's key would only page through its own rows, but a cursor it did not make is
   * not its query.
   */
  private async fingerprint(scope: CursorScope): Promise<string> {
    const { cursor: _c, limit: _l, view: _v, ...filters } = scope.query;
    return base64UrlEncode((await this.mac(this.secret, canonicalJson({ org: scope.orgId, filters }))).slice(0, 12));
  }
}

/**
 * Keyset page: rows strictly after `pos` in (created_at desc, id desc) order, one extra row to know
 * whether another page exists. Equal timestamps are ordered by id, so nothing is skipped or repeated.
 * Each row also carries `cursor_at`, its creation instant to the microsecond, for the next cursor.
 */
export function keysetPage<DB, TB extends keyof DB, O>(
  qb: SelectQueryBuilder<DB, TB, O>,
  cols: { createdAt: string; id: string },
  pos: Position | null,
  limit: number,
): SelectQueryBuilder<DB, TB, O & KeysetRow> {
  const at = sql.ref(cols.createdAt);
  let q = qb.select(
    sql<Instant>`to_char(${at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as("cursor_at") as never,
  ) as unknown as SelectQueryBuilder<DB, TB, O & KeysetRow>;
  if (pos) {
    q = q.where((eb: ExpressionBuilder<DB, TB>) =>
      eb(sql`(${at}, ${sql.ref(cols.id)})`, "<", sql`(${pos.createdAt}::timestamptz, ${pos.id}::uuid)`),
    );
  }
  return q
    .orderBy(at, "desc")
    .orderBy(sql.ref(cols.id), "desc")
    .limit(limit + 1);
}

/** Splits the extra row off and makes the next cursor from the last row kept. */
export async function finishPage<R extends KeysetRow & { id: string }>(
  rows: R[],
  limit: number,
  codec: CursorCodec,
  scope: CursorScope,
): Promise<{ rows: R[]; nextCursor: string | null }> {
  if (rows.length <= limit) return { rows, nextCursor: null };
  const kept = rows.slice(0, limit);
  const last = kept[kept.length - 1]!;
  return { rows: kept, nextCursor: await codec.encode({ createdAt: last.cursor_at, id: last.id }, scope) };
}

/* Date filters: a bare date or a full timestamp. A bare `until` date includes that whole UTC day. */

/* One source for the forms a bound may take: the checks below and the pattern descriptions show use it. */
const DATE = "\\d{4}-\\d{2}-\\d{2}";
const TIME_WITH_ZONE = "[Tt ]\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?([Zz]|[+-]\\d{2}:?\\d{2})";
const DATE_RE = new RegExp(`^${DATE}$`);
const TIMESTAMP_RE = new RegExp(`^${DATE}${TIME_WITH_ZONE}$`);
const DATE_OR_TIMESTAMP_PATTERN = `^${DATE}(${TIME_WITH_ZONE})?$`;

/** Dates a bound may name: years 0001 to 9999 (Postgres has no year 0, and JSON dates stop at 9999). */
const EARLIEST = Date.parse("0001-01-01T00:00:00.000Z");
const LATEST = Date.parse("9999-12-31T23:59:59.999Z");

/**
 * A bound as sent, as an instant: a real calendar date (its midnight in UTC), or a timestamp with a
 * zone, to the microsecond (digits past the sixth are dropped); null when it is neither.
 */
function parseBound(v: string): { instant: Instant; ms: number } | null {
  if (DATE_RE.test(v))
    return isRealDate(v) ? { instant: `${v}T00:00:00.000000Z`, ms: Date.parse(`${v}T00:00:00.000Z`) } : null;
  const m = TIMESTAMP_RE.exec(v);
  if (!m) return null;
  // Date parses the milliseconds and the zone; the fourth to sixth digits are carried over.
  const fraction = m[2] ?? "";
  const ms = Date.parse(fraction ? v.replace(fraction, fraction.slice(0, 4)) : v);
  if (Number.isNaN(ms)) return null;
  // Only within years 0001-9999 is the instant of fixed width (toISOString writes +010000 past them).
  const instant =
    ms >= EARLIEST && ms <= LATEST
      ? `${new Date(ms).toISOString().slice(0, 23)}${fraction.slice(4, 7).padEnd(3, "0")}Z`
      : "";
  return { instant, ms };
}

export function dateParam(kind: "since" | "until" | "updatedAfter") {
  return (
    z
      .string()
      .superRefine((v, ctx) => {
        const b = parseBound(v);
        if (!b)
          ctx.addIssue({
            code: "custom",
            message: "must be a date (YYYY-MM-DD) or an ISO 8601 timestamp with a time zone",
          });
        else if (b.ms < EARLIEST || b.ms > LATEST)
          ctx.addIssue({ code: "custom", message: "must be between 0001-01-01 and 9999-12-31" });
      })
      .transform((v): Instant => {
        const b = parseBound(v)!;
        // `until` with a bare date covers that entire UTC day: the bound is the next midnight, exclusive
        // (held within year 9999, which is what the database can be handed).
        return kind === "until" && DATE_RE.test(v)
          ? instantOf(new Date(Math.min(b.ms + 86_400_000, LATEST)))
          : b.instant;
      })
      // What the refinement accepts, for API descriptions and tool schemas (validation is above).
      .meta({ pattern: DATE_OR_TIMESTAMP_PATTERN })
      .describe(
        kind === "until"
          ? "Exclusive upper bound: a timestamp, or a date (YYYY-MM-DD) which includes that whole UTC day."
          : kind === "since"
            ? "Inclusive lower bound: a date (YYYY-MM-DD, from its start in UTC) or a timestamp."
            : "Only items updated at or after this date (YYYY-MM-DD) or timestamp.",
      )
  );
}

function isRealDate(v: string): boolean {
  const d = new Date(`${v}T00:00:00.000Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
}

const RANGE_MESSAGE = "must be earlier than until";
const outOfOrder = (since: Instant | undefined, until: Instant | undefined) => !!since && !!until && since >= until;

/** `since` must be earlier than `until` (instants compare as strings). */
export function checkRange(since: Instant | undefined, until: Instant | undefined): void {
  if (outOfOrder(since, until)) {
    throw validationError([{ path: "since", message: RANGE_MESSAGE }]);
  }
}

/**
 * The same rule inside a request's schema, so that it is reported together with every other
 * failing field (spec 2.8); it waits for both dates to be valid themselves. The list services
 * still call `checkRange` for callers that bypass the schemas.
 */
export function withDateRange<T extends z.ZodType<{ since?: Instant; until?: Instant }>>(schema: T): T {
  return schema.refine((v) => !outOfOrder(v.since, v.until), {
    path: ["since"],
    message: RANGE_MESSAGE,
    when: (payload) => !payload.issues.some((i) => i.path?.[0] === "since" || i.path?.[0] === "until"),
  });
}

/** `since` and `until`, the date range of a list by creation time. */
export const dateRangeParams = { since: dateParam("since").optional(), until: dateParam("until").optional() };

/** Free text a list matches (a name, words): trimmed, not blank, at most 200 characters. */
export const textParam = (description: string) =>
  z.string().trim().min(1, { message: "must not be blank" }).max(200).optional().describe(description);

/** Boolean query values: `true`/`false` (also 1/0). */
export const boolParam = z
  .enum(["true", "false", "1", "0"], { message: "must be true or false" })
  .transform((v) => v === "true" || v === "1");

/** What a comma list of `values` may look like (blank items are ignored), for descriptions and tool schemas. */
export function enumListPattern(values: readonly string[]): string {
  const alt = values.join("|");
  return `^[\\s,]*(${alt})(\\s*,[\\s,]*(${alt}))*[\\s,]*$`;
}

/** A comma list of enum values (`type=hiring,fundraising`). */
export function enumListParam<T extends string>(values: readonly [T, ...T[]], what: string) {
  return z
    .string()
    .meta({ pattern: enumListPattern(values) })
    .transform((v) =>
      v
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.enum(values, { message: `must be one or more of ${values.join(", ")}` }))
        .min(1, { message: `give at least one ${what}` }),
    )
    .describe(`One value or a comma-separated list of: ${values.join(", ")}.`);
}
