import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "kysely";
import { JOB_LEASE_MS } from "../../src/db/job-lease";
import { claimDueJobs } from "../../src/db/jobs";
import { executeJob } from "../../src/jobs/execute";
import type { AppDeps } from "../../src/services/deps";
import { allJobHandlers } from "../../src/services/job-handlers";
import type { ManualClock } from "../../src/platform/clock";
import type { TestOrg } from "../support/harness";

/** What a receiver got: one entry per request. */
export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A local receiver answering each request with the next status of `script` (then the last one). */
export async function receiver(
  script: number[] = [200],
  opts: { location?: string } = {},
): Promise<{ url: string; got: Received[]; close: () => Promise<void>; server: Server }> {
  const got: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", () => {
      got.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      const status = script[Math.min(got.length - 1, script.length - 1)]!;
      res.writeHead(status, opts.location ? { location: opts.location } : {});
      res.end(status >= 300 ? "x".repeat(10_000) : "ok");
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    got,
    server,
    close: () => new Promise((r) => server.close(() => r())),
  };
}

export async function addEndpoint(
  org: TestOrg,
  body: Record<string, unknown>,
): Promise<{ id: string; secret: string }> {
  const res = await org.request("POST", "/api/v1/webhooks", { body });
  if (res.status !== 201) throw new Error(`create endpoint: ${res.status} ${await res.text()}`);
  const { data } = await res.json();
  return { id: data.id, secret: data.secret };
}

/** Runs the due delivery jobs of these endpoints once each (other tests' jobs untouched); returns outcomes. */
export async function deliverDue(rt: { deps: AppDeps; clock: ManualClock }, endpointIds: string[]): Promise<string[]> {
  const now = rt.clock.now();
  const ids = (
    await sql<{
      id: string;
    }>`select id from jobs where kind = 'deliver_webhook' and payload->>'endpointId' = any(${endpointIds}::text[])
      and ((status = 'pending' and run_at <= ${now}) or (status = 'running' and locked_until <= ${now}))`.execute(
      rt.deps.db,
    )
  ).rows.map((r) => r.id);
  if (!ids.length) return [];
  const jobs = await claimDueJobs(rt.deps.db, now, JOB_LEASE_MS, ids.length, ids);
  const out: string[] = [];
  for (const job of jobs) out.push(await executeJob(rt.deps, allJobHandlers, job));
  return out;
}

export async function deliveriesOf(org: TestOrg, endpointId: string) {
  const res = await org.request("GET", `/api/v1/webhooks/${endpointId}/deliveries`);
  return (await res.json()).data as {
    id: string;
    eventId: string;
    eventType: string;
    status: string;
    attempts: number;
    lastResponseStatus: number | null;
    nextAttemptAt: string | null;
    lastError: string | null;
    recentAttempts: {
      attempt: number;
      outcome: string;
      responseStatus: number | null;
      latencyMs: number;
      attemptedAt: string;
    }[];
  }[];
}
