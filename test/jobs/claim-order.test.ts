import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CompiledQuery, sql } from "kysely";
import { JOB_LEASE_MS } from "../../src/db/job-lease";
import { JOB_DELIVER_WEBHOOK } from "../../src/db/events";
import { claimDueJobs, claimStatement, enqueueJob, type JobPool } from "../../src/db/jobs";
import { isolatedLifecycleRuntime } from "../support/test-pipeline";

// These tests claim whatever is due: on real Postgres they get a database of their own.
let rt: Awaited<ReturnType<typeof isolatedLifecycleRuntime>>;
beforeAll(async () => {
  rt = await isolatedLifecycleRuntime();
});
afterAll(async () => rt.close());

const KIND = "claim_order_probe";
const at = (offsetMs: number) => new Date(rt.clock.now().getTime() + offsetMs);
const enqueue = async (runAt: Date, kind = KIND, payload: Record<string, unknown> = {}) =>
  (await enqueueJob(rt.deps.db, rt.clock.now(), { kind, payload, runAt }))!;
const claim = async (max: number, pool?: JobPool) =>
  (await claimDueJobs(rt.deps.db, rt.clock.now(), JOB_LEASE_MS, max, undefined, pool))
    .sort((a, b) => a.run_at.getTime() - b.run_at.getTime())
    .map((j) => j.id);
const clearJobs = () => rt.deps.db.deleteFrom("jobs").execute();

/** Index names in a plan (`explain (format json)`), and whether any node reads `jobs` whole. */
function planSummary(plan: unknown): { indexes: Set<string>; seqScanOfJobs: boolean } {
  const indexes = new Set<string>();
  let seqScanOfJobs = false;
  const walk = (node: Record<string, unknown>) => {
    if (typeof node["Index Name"] === "string") indexes.add(node["Index Name"]);
    if (node["Node Type"] === "Seq Scan" && node["Relation Name"] === "jobs") seqScanOfJobs = true;
    for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
  };
  walk((plan as { Plan: Record<string, unknown> }[])[0]!.Plan);
  return { indexes, seqScanOfJobs };
}

describe("claiming due jobs", () => {
  it("claims the oldest due job first, pending and lease-expired alike, and never one not yet due", async () => {
    await clearJobs();
    const oldest = await enqueue(at(-3_000));
    // Claimed once by a runner that died: due again once its lease expires.
    const abandoned = await enqueue(at(-2_000));
    expect((await claimDueJobs(rt.deps.db, rt.clock.now(), JOB_LEASE_MS, 1, [abandoned])).map((j) => j.id)).toEqual([
      abandoned,
    ]);
    const newer = await enqueue(at(-1_000));
    const future = await enqueue(at(JOB_LEASE_MS * 10));

    // Lease still live: the abandoned job is not due yet.
    expect(await claim(2)).toEqual([oldest, newer]);
    await rt.deps.db
      .updateTable("jobs")
      .set({ status: "pending", attempts: 0, locked_until: null })
      .where("id", "in", [oldest, newer])
      .execute();

    rt.clock.advance(JOB_LEASE_MS + 1);
    expect(await claim(2)).toEqual([oldest, abandoned]);
    expect(await claim(5)).toEqual([newer]);
    expect(await claim(5)).toEqual([]);
    await rt.deps.db
      .updateTable("jobs")
      .set({ status: "done", locked_until: null })
      .where("status", "=", "running")
      .execute();
    rt.clock.advance(JOB_LEASE_MS * 10);
    expect(await claim(5)).toEqual([future]);
  });

  it("each pool claims its own: deliveries take webhook deliveries only, work everything else", async () => {
    await clearJobs();
    const work = await enqueue(at(-2_000));
    const delivery = await enqueue(at(-1_000), JOB_DELIVER_WEBHOOK, { endpointId: "e1" });
    expect(await claim(5, "deliveries")).toEqual([delivery]);
    expect(await claim(5, "deliveries")).toEqual([]);
    expect(await claim(5, "work")).toEqual([work]);
    expect(await claim(5, "work")).toEqual([]);
  });

  it(
    "with a backlog of thousands, each pool's claim reads its " +
      "own index of pending jobs, in claim order, not the table",
    async () => {
      await clearJobs();
      const now = rt.clock.now();
      await sql`
      insert into jobs (id, kind, payload, status, attempts, max_attempts, run_at, created_at, updated_at)
      select gen_random_uuid(), case when i % 10 = 0 then ${JOB_DELIVER_WEBHOOK} else ${KIND} end,
        jsonb_build_object('endpointId', (i % 7)::text), case when i % 3 = 0 then 'done' else 'pending' end, 0, 5,
        ${now}::timestamptz - make_interval(secs => i), ${now}, ${now}
      from generate_series(1, 4000) i`.execute(rt.deps.db);
      await sql`analyze jobs`.execute(rt.deps.db);
      const expected: Record<JobPool, string> = {
        work: "jobs_pending_work_idx",
        deliveries: "jobs_pending_deliveries_idx",
      };
      for (const pool of ["work", "deliveries"] as const) {
        const compiled = claimStatement(now, JOB_LEASE_MS, 4, undefined, pool).compile(rt.deps.db);
        const r = await rt.deps.db.executeQuery<{ "QUERY PLAN": unknown }>(
          CompiledQuery.raw(`explain (format json) ${compiled.sql}`, [...compiled.parameters]),
        );
        const raw = r.rows[0]!["QUERY PLAN"];
        const { indexes, seqScanOfJobs } = planSummary(typeof raw === "string" ? JSON.parse(raw) : raw);
        expect(indexes, pool).toContain(expected[pool]);
        expect(seqScanOfJobs, pool).toBe(false);
      }
      // And the claims themselves take the oldest of each pool.
      const oldest = async (kind: string) =>
        (
          await rt.deps.db
            .selectFrom("jobs")
            .select("id")
            .where("status", "=", "pending")
            .where("kind", "=", kind)
            .orderBy("run_at")
            .orderBy("id")
            .limit(2)
            .execute()
        ).map((j) => j.id);
      const [oldestWork, oldestDeliveries] = [await oldest(KIND), await oldest(JOB_DELIVER_WEBHOOK)];
      expect(await claim(2, "work")).toEqual(oldestWork);
      expect(await claim(2, "deliveries")).toEqual(oldestDeliveries);
      await clearJobs();
    },
  );
});
