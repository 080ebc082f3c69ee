/**
 * One load sample with autocannon: a fixed duration at a fixed number of connections. Latencies
 * come from autocannon's per-response event (fractional milliseconds; its own histogram keeps
 * whole milliseconds, too coarse for sub-millisecond differences), so percentiles are exact.
 */
import autocannon, { type Request } from "autocannon";

export interface Target {
  port: number;
  method?: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** A new body for each request (unique creates). */
  setupRequest?: Request["setupRequest"];
}

export interface Sample {
  /** Successful (2xx) responses per second. */
  rps: number;
  p50: number;
  p99: number;
  ok: number;
  /** Responses that were not 2xx, and socket errors/timeouts: a sample with any is not trusted. */
  bad: number;
  statuses: Record<string, number>;
}

export function percentile(sorted: Float64Array | number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

export function median(xs: number[]): number {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

export async function sample(t: Target, connections: number, seconds: number): Promise<Sample> {
  const times: number[] = [];
  const statuses: Record<string, number> = {};
  const started = performance.now();
  const instance = autocannon({
    url: `http://127.0.0.1:${t.port}`,
    connections,
    duration: seconds,
    timeout: 30,
    requests: [
      {
        method: t.method ?? "GET",
        path: t.path,
        headers: t.headers,
        body: t.body,
        ...(t.setupRequest ? { setupRequest: t.setupRequest } : {}),
      },
    ],
  });
  instance.on("response", (_client, status, _bytes, responseTime) => {
    statuses[status] = (statuses[status] ?? 0) + 1;
    if (status >= 200 && status < 300) times.push(responseTime);
  });
  const result = await instance;
  const elapsed = (performance.now() - started) / 1000;
  const sorted = Float64Array.from(times).sort();
  const bad =
    Object.entries(statuses).reduce((n, [s, c]) => (Number(s) >= 300 ? n + c : n), 0) + result.errors + result.timeouts;
  return {
    rps: times.length / Math.min(elapsed, result.duration || elapsed),
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    ok: times.length,
    bad,
    statuses,
  };
}
