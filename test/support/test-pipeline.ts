import type { App } from "../../src/app";
import { createApp } from "../../src/app";
import { createNodeRuntime } from "../../src/bootstrap-node";
import { silentLogger } from "../../src/platform/logger";
import type { Db } from "../../src/db/database";
import { json } from "../../src/db/database";
import type { AppDeps } from "../../src/services/deps";
import { jobHandlers } from "../../src/lifecycle/handlers";
import { LocalJobRunner } from "../../src/jobs/local-runner";
import type { EntityWithFounders, Pipeline, RunOutcome } from "../../src/lifecycle/pipeline-port";
import { DEFAULT_PIPELINE_SETTINGS } from "../../src/pipeline/ports";
import { failedRunOutcome } from "../../src/pipeline/run";
import { ManualClock } from "../../src/platform/clock";
import { newId } from "../../src/platform/ids";
import { joinClassificationPaths } from "../../src/taxonomy/stored-paths";
import { categoryPath } from "../../src/taxonomy/tree";
import {
  createTestOrg,
  getRuntime,
  onRealPostgres,
  openOwnDatabase,
  testConfig,
  type TestOrg,
  whenRuntimeCloses,
} from "./harness";

/**
 * A small, deterministic implementation of the Pipeline port for lifecycle tests (the real one
 * fetches websites and calls a model). What it does is decided by the company's own data, so it
 * behaves the same whichever test's drain happens to work a job:
 *  - enrichment: a website containing "unreachable" fails (`website_unreachable`); one containing
 *    "robots" is partial (`blocked_by_robots`); otherwise ready, writing a description, a stage and
 *    a classification. thingsToTrack containing "[enrich-throws]" makes it throw.
 *  - a run records one `no_material_change` signal (`healthy`); thingsToTrack containing
 *    "[run-throws]" makes it throw; "[verbose]" makes the summary 400 characters long.
 * It counts its calls per company, so tests can show a job run twice did the work once.
 */
export interface TestPipeline extends Pipeline {
  enrichCalls: Map<string, number>;
  runCalls: Map<string, number>;
}

const bump = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);

/** Taxonomy category ids by company name: "…Pay…" payments, "…Robot…" robotics, else developer tools. */
export function classificationFor(companyName: string | null): string[] {
  const n = (companyName ?? "").toLowerCase();
  if (n.includes("pay")) return ["fintech/payments"];
  if (n.includes("robot")) return ["industrial/robotics"];
  return ["devtools"];
}

export function createTestPipeline(): TestPipeline {
  const enrichCalls = new Map<string, number>();
  const runCalls = new Map<string, number>();
  return {
    enrichCalls,
    runCalls,
    async enrich(_deps, { entity }: EntityWithFounders) {
      bump(enrichCalls, entity.id);
      if (entity.things_to_track.includes("[enrich-throws]")) throw new Error("enrichment exploded");
      const site = entity.company_website ?? "";
      if (site.includes("unreachable"))
        return { status: "failed", reason: "website_unreachable", record: async () => {} };
      const partial = site.includes("robots");
      return {
        status: partial ? "partial" : "ready",
        reason: partial ? "blocked_by_robots" : null,
        record: async (trx: Db) => {
          await trx
            .updateTable("entities")
            .set({
              description: `${entity.company_name ?? "The company"} makes things.`,
              stage: "pre_seed_seed",
              classification: classificationFor(entity.company_name),
              classification_paths: joinClassificationPaths(
                classificationFor(entity.company_name).map((id) => categoryPath(id)!),
              ),
              enrichment_detail: json({ pagesFetched: partial ? 1 : 3 }),
            })
            .where("id", "=", entity.id)
            .execute();
        },
      };
    },
    // The real pipeline's: the one signal and alert of a run that failed (no site is read).
    failedRun: (deps, target) => failedRunOutcome(DEFAULT_PIPELINE_SETTINGS, deps, target),
    async run(deps, { entity, run }): Promise<RunOutcome> {
      bump(runCalls, entity.id);
      if (entity.things_to_track.includes("[run-throws]")) throw new Error("run exploded");
      const summary = entity.things_to_track.includes("[verbose]")
        ? "x".repeat(400)
        : `No material change at ${entity.company_name ?? "the company"}.`;
      return {
        healthReason: "healthy",
        record: async (trx: Db) => {
          await trx
            .insertInto("signals")
            .values({
              id: newId(),
              org_id: entity.org_id,
              entity_id: entity.id,
              run_id: run.id,
              type: "no_material_change",
              severity: "none",
              recommendation: "no_action",
              needs_attention: false,
              summary,
              evidence: json([]),
              analysis: json({ trigger: run.trigger }),
              created_at: deps.clock.now(),
            })
            .execute();
          return { jobIds: [] };
        },
      };
    },
  };
}

export interface LifecycleRuntime {
  app: App;
  deps: AppDeps;
  clock: ManualClock;
  pipeline: TestPipeline;
  /** A local job runner on these deps: `drain()` works every due job with the test pipeline. */
  runner: LocalJobRunner;
  /** Waits for background work (job dispatch) handed to waitUntil. */
  settle(): Promise<void>;
}

let cached: Promise<LifecycleRuntime> | null = null;

/** The shared test database and clock, with the test pipeline and a job runner of its own. */
export function lifecycleRuntime(): Promise<LifecycleRuntime> {
  cached ??= (async () => {
    const rt = await getRuntime();
    const pipeline = createTestPipeline();
    const deps: AppDeps = { ...rt.deps, pipeline };
    const runner = new LocalJobRunner(() => deps, jobHandlers, { concurrency: 4, pollMs: 1000 });
    whenRuntimeCloses(async () => {
      cached = null;
      await runner.stop();
    });
    return { app: createApp(deps), deps, clock: rt.clock, pipeline, runner, settle: () => rt.settle() };
  })();
  return cached;
}

/**
 * For tests of whole-table operations (a LocalJobRunner draining every due job, the cadence
 * scheduler, the QStash sweep): on real Postgres, where every test worker shares one database,
 * these would work other files' jobs in the middle of their tests, so they get a database of their
 * own (and a clock of their own), dropped by `close`. On PGlite each test worker already has its
 * own database and runs its files one after another: the shared lifecycle runtime is used.
 */
export async function isolatedLifecycleRuntime(): Promise<
  LifecycleRuntime & { createOrg: () => Promise<TestOrg>; close(): Promise<void> }
> {
  if (!onRealPostgres) {
    const rt = await lifecycleRuntime();
    return { ...rt, createOrg: () => createTestOrg({ app: rt.app }), close: async () => {} };
  }
  const { handle, close } = await openOwnDatabase("pta_jobs");
  const clock = new ManualClock(new Date());
  const pipeline = createTestPipeline();
  const runtime = await createNodeRuntime(testConfig(), {
    clock,
    logger: silentLogger,
    handle,
    handlers: jobHandlers,
    pipeline,
  });
  const deps = runtime.deps;
  const runner = new LocalJobRunner(() => deps, jobHandlers, { concurrency: 4, pollMs: 1000 });
  const app = createApp(deps);
  return {
    app,
    deps,
    clock,
    pipeline,
    runner,
    settle: () => runtime.settle(),
    createOrg: () => createOrgOn(deps, clock, app),
    async close() {
      await runtime.close();
      await close();
    },
  };
}

/** createTestOrg for a runtime on another database than the shared one. */
function createOrgOn(deps: AppDeps, clock: ManualClock, app: App): Promise<TestOrg> {
  return createTestOrg({ app, on: { deps, clock }, name: "Isolated Org" });
}
