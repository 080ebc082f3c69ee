import { createApp, type App } from "../../src/app";
import type { AppDeps } from "../../src/services/deps";
import { executeJob } from "../../src/jobs/execute";
import { jobHandlers } from "../../src/lifecycle/handlers";
import { JOB_LEASE_MS } from "../../src/db/job-lease";
import { claimDueJobs } from "../../src/db/jobs";
import { createPipeline, type PipelinePorts } from "../../src/pipeline";
import type { ManualClock } from "../../src/platform/clock";
import { createNodeFetcher } from "../../src/platform/fetcher-node";
import type { HttpFetcherConfig } from "../../src/platform/fetcher";
import type { LanguageModel } from "../../src/platform/llm";
import type { MailTransport } from "../../src/platform/mail-transport";
import { createTestOrg, getRuntime, type TestOrg } from "../support/harness";

/**
 * The real pipeline on the shared test database, with the real lifecycle (job handlers) and the
 * real fetcher pointed at the fixture sites. Jobs are worked per company (`settle`), so other
 * test files' jobs are never touched.
 */
export interface PipelineRig {
  app: App;
  deps: AppDeps;
  clock: ManualClock;
  org: TestOrg;
  /** Works the due jobs of one company (enrich, run, deliver_email) until none is left. */
  settle(entityId: string): Promise<string[]>;
}

export interface RigOptions {
  fetcher?: Partial<HttpFetcherConfig>;
  languageModel?: LanguageModel | null;
  mail?: MailTransport | null;
  settings?: PipelinePorts["settings"];
  /** Extra dependencies (e.g. the draft-enrichment fetcher). */
  overrides?: Partial<AppDeps>;
  /** More pipeline ports (a sleeper tests drive, a renderer). */
  ports?: Partial<PipelinePorts>;
}

/** When a rig's runs happen: the fixture sites' posts are dated up to 2026-11-20. */
export const RIG_DAY = new Date("2026-11-21T09:00:00.000Z");

export async function pipelineRig(opts: RigOptions = {}): Promise<PipelineRig> {
  const rt = await getRuntime();
  // The worker's clock is shared by its files, and some move it by weeks. A run judges posts by their own dates against
  // it (a post dated more than 30 days back is not new), and these files' sites date their posts in November 2026:
  // each rig starts on the day after the latest of them, whatever the real date.
  rt.clock.set(RIG_DAY);
  const fetcher = createNodeFetcher({ allowPrivateNetwork: true, timeoutMs: 3_000, ...opts.fetcher });
  const pipeline = createPipeline(rt.config, {
    fetcher,
    languageModel: opts.languageModel ?? null,
    settings: { enrichDeadlineMs: 15_000, collectDeadlineMs: 15_000, ...opts.settings },
    ...opts.ports,
  });
  const deps: AppDeps = {
    ...rt.deps,
    pipeline,
    fetcher,
    mail: opts.mail === undefined ? null : opts.mail,
    ...opts.overrides,
  };
  const app = createApp(deps);
  const org = await createTestOrg({ app });
  return {
    app,
    deps,
    clock: rt.clock,
    org,
    settle: async (entityId) => {
      await rt.settle();
      const outcomes: string[] = [];
      for (let round = 0; round < 20; round++) {
        const now = rt.clock.now();
        const ids = (
          await deps.db
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
        if (ids.length === 0) return outcomes;
        const jobs = await claimDueJobs(deps.db, now, JOB_LEASE_MS, ids.length, ids);
        for (const job of jobs) outcomes.push(`${job.kind}:${await executeJob(deps, jobHandlers, job)}`);
        await rt.settle();
      }
      throw new Error("company never settled");
    },
  };
}

/** POST /api/v1/tracker; returns the new company's id. */
export async function track(org: TestOrg, body: Record<string, unknown>): Promise<string> {
  const res = await org.request("POST", "/api/v1/tracker", {
    body: { alertEmails: ["partner@fund.example"], ...body },
  });
  const json = (await res.json()) as { data: { id: string } };
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(json)}`);
  return json.data.id;
}

export async function signalsOf(deps: AppDeps, entityId: string) {
  return deps.db
    .selectFrom("signals")
    .selectAll()
    .where("entity_id", "=", entityId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

export async function alertsOf(deps: AppDeps, entityId: string) {
  return deps.db
    .selectFrom("alerts")
    .selectAll()
    .where("entity_id", "=", entityId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

export async function outboxOf(deps: AppDeps, entityId: string) {
  return deps.db
    .selectFrom("email_outbox as o")
    .innerJoin("alerts as a", "a.id", "o.alert_id")
    .selectAll("o")
    .where("a.entity_id", "=", entityId)
    .orderBy("o.created_at")
    .execute();
}
