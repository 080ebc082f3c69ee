/* The admin CLI's flag rules, shared by every command: a bad or missing flag is a usage error (exit 2). */

export type Flags = Record<string, string>;

export class UsageError extends Error {}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TIMESTAMP_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i;

export function need(flags: Flags, name: string): string {
  const v = flags[name];
  if (v === undefined || v === "") throw new UsageError(`missing --${name}`);
  return v;
}

/** An id flag: a UUID, as every id the other commands print. */
export function needId(flags: Flags, name: string): string {
  const v = need(flags, name);
  if (!UUID_RE.test(v)) throw new UsageError(`--${name} must be an id (a UUID), got '${v}'`);
  return v.toLowerCase();
}

export function optionalId(flags: Flags, name: string): string | undefined {
  return flags[name] === undefined ? undefined : needId(flags, name);
}

export function positiveInt(flags: Flags, name: string, max: number): number | undefined {
  const v = flags[name];
  if (v === undefined) return undefined;
  if (!/^\d+$/.test(v) || Number(v) < 1 || Number(v) > max)
    throw new UsageError(`--${name} must be an integer from 1 to ${max}`);
  return Number(v);
}

/** A moment after `now`, written as an ISO 8601 timestamp with its time zone (2027-01-01T00:00:00Z). */
export function futureTimestamp(flags: Flags, name: string, now: Date): Date | null {
  const v = flags[name];
  if (v === undefined) return null;
  const at = TIMESTAMP_RE.test(v) ? new Date(v) : null;
  if (!at || Number.isNaN(at.getTime()))
    throw new UsageError(
      `--${name} must be an ISO 8601 timestamp with a time zone, e.g. 2027-01-01T00:00:00Z (got '${v}')`,
    );
  if (at.getTime() <= now.getTime()) throw new UsageError(`--${name} must be in the future (got ${v})`);
  return at;
}
