/** Spec 2.1: ISO 8601 UTC with microseconds and `+00:00`, e.g. 2026-11-21T22:27:20.671000+00:00. */
export function ts(d: Date): string;
export function ts(d: Date | null | undefined): string | null;
export function ts(d: Date | null | undefined): string | null {
  if (!d) return null;
  // toISOString always ends in ".sssZ"; slicing is several times cheaper than a regex, and lists
  // render thousands of these a second.
  return d.toISOString().slice(0, -1) + "000+00:00";
}

/** Parses what `ts` renders (and any ISO timestamp) back to a Date. */
export function parseTs(s: string): Date {
  return new Date(s);
}

/** A key naming a moment, by the API's naming rule (`createdAt`, `publishedAt`, …). */
const MOMENT_KEY = /[a-z]At$/;

/**
 * Stored JSON (a run's analysis, evidence, enrichment detail, a lead's discovery) as a view shows
 * it: every `*At` value, at any depth, rendered by `ts` (spec 2.1), whatever format the pipeline
 * or a source wrote it in. A value that is no moment at all becomes null rather than a second
 * format. Values already in the API's format are kept as they are.
 */
export function withApiTimestamps<T>(value: T): T {
  return rewrite(value) as T;
}

const API_FORMAT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}\+00:00$/;

function rewrite(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewrite);
  if (value === null || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) out[key] = MOMENT_KEY.test(key) ? moment(v) : rewrite(v);
  return out;
}

function moment(v: unknown): string | null {
  if (v === null || v === undefined) return null;
  if (typeof v === "string" && API_FORMAT.test(v)) return v;
  const d = v instanceof Date ? v : typeof v === "string" ? new Date(v) : null;
  return d && Number.isFinite(d.getTime()) ? ts(d) : null;
}
