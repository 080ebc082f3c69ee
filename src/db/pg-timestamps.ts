/**
 * node-postgres' timestamptz parser (postgres-date) runs three regular expressions per value;
 * timestamps are in every row, and parsing them was ~5% of a list page's CPU (bench/results.md).
 * Postgres sends `YYYY-MM-DD HH:MM:SS[.ffffff]+00` when the session's time zone is UTC, which is
 * read here by position; anything else (another zone, BC, infinity) goes to the general parser.
 */
export function fastTimestamptzParser(fallback: (value: string) => unknown): (value: string) => unknown {
  return (v) => {
    const n = v.length;
    if (n < 22 || n > 29 || v.charCodeAt(4) !== 45 || v.charCodeAt(10) !== 32 || !v.endsWith("+00")) return fallback(v);
    const frac = n > 22 ? v.slice(20, n - 3) : "";
    if (frac && v.charCodeAt(19) !== 46) return fallback(v);
    const ms = frac ? Number((frac + "00").slice(0, 3)) : 0;
    const t = Date.UTC(
      +v.slice(0, 4),
      +v.slice(5, 7) - 1,
      +v.slice(8, 10),
      +v.slice(11, 13),
      +v.slice(14, 16),
      +v.slice(17, 19),
      ms,
    );
    return Number.isNaN(t) || +v.slice(0, 4) < 100 ? fallback(v) : new Date(t);
  };
}
