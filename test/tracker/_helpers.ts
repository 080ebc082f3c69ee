import { sql } from "kysely";
import { expect } from "vitest";
import type { Db } from "../../src/db/database";
import { executeJob } from "../../src/jobs/execute";
import { jobHandlers } from "../../src/lifecycle/handlers";
import { JOB_LEASE_MS } from "../../src/db/job-lease";
import { claimDueJobs } from "../../src/db/jobs";
import { createTestOrg, type TestOrg } from "../support/harness";
import type { Pipeline } from "../../src/lifecycle/pipeline-port";
import { lifecycleRuntime, type LifecycleRuntime } from "../support/test-pipeline";

let n = 0;

/** A valid POST /tracker body for a new company; `over` replaces fields. */
export function companyBody(over: Record<string, unknown> = {}) {
  const i = `${process.pid}-${++n}`;
  return {
    companyName: `Acme ${i}`,
    companyWebsite: `https://acme-${i}.example`,
    companyLinkedinUrl: `https://www.linkedin.com/company/acme-${i}`,
    founders: [{ name: `Jane Doe ${i}`, linkedinUrl: `https://www.linkedin.com/in/jane-${i}` }],
    thingsToTrack: "Product launches and fundraising",
    alertEmails: ["partner@example.com"],
    ...over,
  };
}

export interface Ctx {
  rt: LifecycleRuntime;
  org: TestOrg;
}

/** A fresh organisation on the lifecycle runtime (test pipeline, its own worker). */
export async function setup(): Promise<Ctx> {
  const rt = await lifecycleRuntime();
  const org = await createTestOrg({ app: rt.app });
  return { rt, org };
}

export async function create(org: TestOrg, body: unknown, headers: Record<string, string> = {}) {
  const res = await org.request("POST", "/api/v1/tracker", { body, headers });
  return { res, body: await res.json() };
}

/** Creates a company and returns its id (expects 201). */
export async function createOk(org: TestOrg, body: unknown = companyBody()): Promise<string> {
  const { res, body: json } = await create(org, body);
  expect(res.status, JSON.stringify(json)).toBe(201);
  return json.data.id as string;
}

export async function get(org: TestOrg, id: string, view?: string) {
  const res = await org.request("GET", `/api/v1/tracker/${id}${view ? `?view=${view}` : ""}`);
  return { res, body: await res.json() };
}

/** Works every due job with the test pipeline. */
export async function drain(rt: LifecycleRuntime): Promise<void> {
  await rt.settle();
  await rt.runner.drain();
}

export type Stepper = Pick<LifecycleRuntime, "deps" | "clock" | "settle">;

/**
 * Works the due jobs of one company only, once each (no loop): a precise step through its
 * lifecycle that other tests' jobs cannot disturb. Returns the outcomes.
 */
export async function stepEntity(rt: Stepper, entityId: string): Promise<string[]> {
  await rt.settle();
  const now = rt.clock.now();
  const ids = (
    await rt.deps.db
      .selectFrom("jobs")
      .select("id")
      .where("entity_id", "=", entityId)
      .where((eb) =>
        eb.or([
          eb.and([eb("status", "=", "pending"), eb("run_at", "<=", now)]),
          eb.and([eb("status", "=", "running"), eb("locked_until", "<=", now)]),
        ]),
      )
      .execute()
  ).map((r) => r.id);
  if (ids.length === 0) return [];
  const jobs = await claimDueJobs(rt.deps.db, now, JOB_LEASE_MS, ids.length, ids);
  const out: string[] = [];
  for (const job of jobs) out.push(await executeJob(rt.deps, jobHandlers, job));
  return out;
}

/** Steps one company until it has no due job left. */
export async function settleEntity(rt: Stepper, entityId: string): Promise<void> {
  for (let i = 0; i < 20; i++) if ((await stepEntity(rt, entityId)).length === 0) return;
  throw new Error("entity never settled");
}

export async function jobsOf(rt: LifecycleRuntime, entityId: string) {
  return rt.deps.db
    .selectFrom("jobs")
    .selectAll()
    .where("entity_id", "=", entityId)
    .orderBy("created_at")
    .orderBy("kind")
    .execute();
}

export async function runsOf(rt: LifecycleRuntime, entityId: string) {
  // Oldest first; a company's first run before any other made at the same clock instant (a test's clock may not move).
  return rt.deps.db
    .selectFrom("runs")
    .selectAll()
    .where("entity_id", "=", entityId)
    .orderBy("created_at")
    .orderBy(sql`case when trigger = 'first' then 0 else 1 end`)
    .execute();
}

export interface Deferred {
  promise: Promise<void>;
  resolve: () => void;
}
export function deferred(): Deferred {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/**
 * Two writers on real Postgres, in a set order: transaction A runs `first` and holds its
 * transaction open; B runs `second`, which must wait for a lock A holds; once a session of the
 * database waits for a lock, A commits, and both are awaited.
 */
export async function raceOnLock(
  db: Db,
  first: (trx: Db) => Promise<unknown>,
  second: (trx: Db) => Promise<unknown>,
): Promise<void> {
  const holding = deferred();
  const release = deferred();
  const a = db.transaction().execute(async (trx) => {
    await first(trx);
    holding.resolve();
    await release.promise;
  });
  await holding.promise;
  const b = db.transaction().execute(async (trx) => {
    await second(trx);
  });
  await someoneWaitsForALock(db);
  release.resolve();
  await Promise.all([a, b]);
}

async function someoneWaitsForALock(db: Db): Promise<void> {
  for (;;) {
    const r = await sql<{
      n: number;
    }>`select count(*)::int as n from pg_stat_activity where datname = current_database()
      and wait_event_type = 'Lock'`.execute(db);
    if (r.rows[0]!.n > 0) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * The test pipeline, but the enrichment and the run of one company wait at a gate, so a test can
 * look at the company while its enrichment or run is in progress.
 */
export function gatedPipeline(inner: Pipeline, entityId: () => string | undefined) {
  const gate = { enrich: deferred(), run: deferred() };
  const entered = { enrich: deferred(), run: deferred() };
  const pipeline: Pipeline = {
    failedRun: (deps, t) => inner.failedRun(deps, t),
    async enrich(deps, t) {
      if (t.entity.id === entityId()) {
        entered.enrich.resolve();
        await gate.enrich.promise;
      }
      return inner.enrich(deps, t);
    },
    async run(deps, t) {
      if (t.entity.id === entityId()) {
        entered.run.resolve();
        await gate.run.promise;
      }
      return inner.run(deps, t);
    },
  };
  return { pipeline, gate, entered };
}

/** For beforeAll: opens the shared database (seconds on PGlite) outside any test's timeout. */
export async function warmUp(): Promise<void> {
  await lifecycleRuntime();
}
