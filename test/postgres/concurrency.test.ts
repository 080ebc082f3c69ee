import { afterAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import ws from "ws";
import type { DatabaseHandle } from "../../src/db/database";
import { migrate } from "../../src/db/migrate";
import { loadMigrations } from "../../src/db/migrations-node";
import { openNeon } from "../../src/db/open-neon";
import { openPostgres } from "../../src/db/open-node";
import { JOB_LEASE_MS } from "../../src/db/job-lease";
import { claimDueJobs, enqueueJob } from "../../src/db/jobs";
import { systemClock } from "../../src/platform/clock";
import { seedFirstStart } from "../../src/services/setup/first-start";
import { getOrCreateSecret } from "../../src/services/shared/stored-secrets";
import { getRuntime, onRealPostgres, realPostgresTitle } from "../support/harness";
import { createTestDatabase, type TestDatabase } from "../support/postgres";

/**
 * What only a real Postgres with several connections can show: the once-only rules that rest on
 * row locks, unique indexes and advisory locks. (The tracker's own races — creates of one company,
 * one Idempotency-Key, two schedulers, two refreshes — are in test/tracker and test/jobs, and run
 * here again under `npm run test:postgres`.)
 */

/** A separate connection pool on `url`, as a second process or Worker isolate would have. */
function connect(url: string): DatabaseHandle {
  return process.env.TEST_DB_DRIVER === "neon"
    ? openNeon({ connectionString: url, wsProxy: inject("neonWsProxy"), webSocketConstructor: ws, max: 5 })
    : openPostgres(url, 5);
}

describe.skipIf(!onRealPostgres)(realPostgresTitle("real Postgres: once-only under concurrency"), () => {
  const cleanup: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const c of cleanup.reverse()) await c();
  });

  async function freshDatabase(migrated: boolean): Promise<TestDatabase> {
    const db = await createTestDatabase({ prefix: "pta_race", migrated });
    cleanup.push(db.drop);
    return db;
  }
  function pools(url: string, n: number): DatabaseHandle[] {
    const handles = Array.from({ length: n }, () => connect(url));
    cleanup.push(async () => void (await Promise.all(handles.map((h) => h.close()))));
    return handles;
  }

  it("workers claiming at once never take the same job", async () => {
    const rt = await getRuntime();
    const now = systemClock.now();
    const kind = `race_${crypto.randomUUID()}`;
    const ids = (await Promise.all(
      Array.from({ length: 20 }, () => enqueueJob(rt.deps.db, now, { kind, payload: {} })),
    )) as string[];
    const claims = await Promise.all(
      Array.from({ length: 4 }, () => claimDueJobs(rt.deps.db, now, JOB_LEASE_MS, 10, ids)),
    );
    const claimed = claims.flat().map((j) => j.id);
    expect(new Set(claimed).size).toBe(claimed.length);
    expect(claimed.sort()).toEqual([...ids].sort());
  });

  it("one job delivered twice at the same moment (QStash is at-least-once) is claimed once", async () => {
    const rt = await getRuntime();
    const now = systemClock.now();
    const id = (await enqueueJob(rt.deps.db, now, { kind: `race_${crypto.randomUUID()}`, payload: {} }))!;
    const claims = await Promise.all(
      Array.from({ length: 6 }, () => claimDueJobs(rt.deps.db, now, JOB_LEASE_MS, 1, [id])),
    );
    expect(claims.flat()).toHaveLength(1);
  });

  it("racing enqueues of one dedupe key make one job", async () => {
    const rt = await getRuntime();
    const now = systemClock.now();
    const dedupeKey = `race:${crypto.randomUUID()}`;
    const ids = await Promise.all(
      Array.from({ length: 10 }, () => enqueueJob(rt.deps.db, now, { kind: "race", payload: {}, dedupeKey })),
    );
    expect(ids.filter((x) => x !== null)).toHaveLength(1);
    const rows = await rt.deps.db.selectFrom("jobs").select("id").where("dedupe_key", "=", dedupeKey).execute();
    expect(rows).toHaveLength(1);
  });

  it("two processes migrating a fresh database at once apply each migration exactly once", async () => {
    const fresh = await freshDatabase(false);
    const [a, b] = pools(fresh.url, 2);
    const [ra, rb] = await Promise.all([migrate(a!, loadMigrations()), migrate(b!, loadMigrations())]);
    const names = loadMigrations().map((m) => m.name);
    expect([...ra, ...rb].sort()).toEqual(names.sort());
    const recorded = await a!.db.selectFrom("schema_migrations").select("name").execute();
    expect(recorded.map((r) => r.name).sort()).toEqual(names.sort());
  });

  it("two servers starting at once on an empty database create the demo organisation once", async () => {
    const fresh = await freshDatabase(true);
    const handles = pools(fresh.url, 3);
    const seeded = await Promise.all(handles.map((h) => seedFirstStart(h.db, systemClock)));
    expect(seeded.filter((s) => s !== null)).toHaveLength(1);
    const orgs = await handles[0]!.db.selectFrom("organizations").select("name").execute();
    expect(orgs).toEqual([{ name: "Demo Ventures" }]);
  });

  it("Worker isolates racing for the generated cursor secret all get the same one", async () => {
    const fresh = await freshDatabase(true);
    const handles = pools(fresh.url, 4);
    const secrets = await Promise.all(
      handles.flatMap((h) => [getOrCreateSecret(h.db, "cursor_secret"), getOrCreateSecret(h.db, "cursor_secret")]),
    );
    expect(new Set(secrets).size).toBe(1);
  });
});
