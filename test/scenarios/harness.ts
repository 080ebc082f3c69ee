import { createApp, type App } from "../../src/app";
import { createNodeRuntime, type NodeRuntime } from "../../src/bootstrap-node";
import { loadConfig } from "../../src/config";
import { JOB_LEASE_MS } from "../../src/db/job-lease";
import { claimDueJobs } from "../../src/db/jobs";
import { migrate } from "../../src/db/migrate";
import { loadMigrations } from "../../src/db/migrations-node";
import { openPGlite } from "../../src/db/open-node";
import { executeJob } from "../../src/jobs/execute";
import { jobHandlers } from "../../src/lifecycle/handlers";
import { createPipeline, sourceSettingsFromConfig } from "../../src/pipeline";
import type { AppDeps } from "../../src/services/deps";
import { issueKey } from "../../src/services/keys/issue";
import { createMember, createOrganization } from "../../src/services/members/organizations";
import { SCOPES } from "../../src/services/access/scopes";
import { ManualClock } from "../../src/platform/clock";
import type { Fetcher, FetchResult } from "../../src/platform/fetcher";
import { createNodeFetcher } from "../../src/platform/fetcher-node";
import { CdpPageRenderer } from "../../src/platform/renderer-cdp-node";
import { OpenAiCompatibleLanguageModel } from "../../src/platform/llm";
import { silentLogger } from "../../src/platform/logger";
import { startOpenAiFixture, type OpenAiFixture } from "../support/fixtures/openai";
import { fakeModelAnswer } from "./fake-model";
import { startChromiumCdp, type CdpBrowser } from "../support/chromium-cdp";
import { loadCorpus, needsBrowser, type Scenario } from "./scenario";
import { serveScenario, type ScenarioSite } from "./site-server";
import { ADMIN_CLI } from "../../src/services/audit/record";

/*
 * Runs scenarios through the real product: the real pipeline (real fetcher, sites served on
 * loopback), the real lifecycle (enrich and run jobs) and the public API, on an embedded database
 * with a clock fixed by the format: the before-run on 2026-11-10 09:00 UTC, the after-run a week
 * later. All scenarios of a mode share one database (one organisation each) and one timeline:
 * every site is tracked and settled in its before state, then every site switches to its after
 * state, the clock moves, and every company is refreshed. Usable from vitest and from tsx.
 */

export const BEFORE_AT = "2026-11-10T09:00:00.000Z";
export const AFTER_AT = "2026-11-17T09:00:00.000Z";
export const ALERT_EMAIL = "partner@fund.example";

export type Mode = "local" | "model";

export interface EvidenceLink {
  url: string;
  title?: string;
}

/** What the after-run produced, as the API shows it. */
export interface ScenarioOutcome {
  scenario: Scenario;
  mode: Mode;
  /** Set when the scenario could not be run to its after-run signal (the bench reports it as a miss). */
  error: string | null;
  signal: {
    id: string;
    type: string;
    severity: string;
    summary: string;
    evidence: EvidenceLink[];
    analysis: Record<string, unknown> | null;
  } | null;
  alert: { outcome: string; reason: string } | null;
  /** The site's origins ({{origin}}, {{origin2}}, {{api}}), to read evidence URLs relative to them. */
  origins: string[];
  /** Requests the scenario's APIs origin answered, in order: path and query, and the User-Agent sent. */
  apiRequests?: { path: string; userAgent: string }[];
}

/**
 * The pipeline's fetcher, but nothing beyond the scenario's loopback origins: the corpus has no internet (also the
 * pipeline bench's).
 */
export class LoopbackOnlyFetcher implements Fetcher {
  constructor(
    private readonly inner: Fetcher,
    private readonly who = "the scenario corpus",
  ) {}
  async fetchPage(url: string, opts?: Parameters<Fetcher["fetchPage"]>[1]): Promise<FetchResult> {
    let host = "";
    try {
      host = new URL(url).hostname;
    } catch {
      /* the inner fetcher reports invalid URLs */
    }
    if (host && host !== "127.0.0.1")
      return { ok: false, url, reason: "network_error", detail: `outside link: ${this.who} has no internet` };
    return this.inner.fetchPage(url, opts);
  }
}

interface Corpus {
  rt: NodeRuntime;
  clock: ManualClock;
  llm: OpenAiFixture;
  /** Chromium's DevTools endpoint, started only when a scenario needs a browser (`browser: true`). */
  browser: CdpBrowser | null;
  /** The pipeline's renderer connected to it, shared by the scenarios that need it. */
  renderer: CdpPageRenderer | null;
  close(): Promise<void>;
}

const CORPUS_ENV = { LOG_LEVEL: "silent", SEED_DEMO: "false", ALLOW_PRIVATE_NETWORK: "true" };

async function openCorpusRuntime(needsBrowser: boolean): Promise<Corpus> {
  const config = loadConfig(CORPUS_ENV);
  const clock = new ManualClock(BEFORE_AT);
  const handle = await openPGlite("memory://");
  await migrate(handle, loadMigrations(), () => clock.now());
  const rt = await createNodeRuntime(config, { clock, logger: silentLogger, handle, handlers: jobHandlers });
  const llm = await startOpenAiFixture();
  llm.setResponder(fakeModelAnswer);
  // Only when a scenario asks: the fast suite needs no browser where none is needed.
  const browser = needsBrowser ? await startChromiumCdp() : null;
  const renderer = browser ? new CdpPageRenderer(browser.wsEndpoint) : null;
  return {
    rt,
    clock,
    llm,
    browser,
    renderer,
    async close() {
      await renderer?.close();
      await browser?.close();
      await llm.close();
      await rt.close();
      await handle.close();
    },
  };
}

/**
 * The app and pipeline one scenario is run through: the corpus' database and clock, and the
 * outside services' base URLs pointed at the scenario's APIs origin (`_api/<provider>/…`).
 */
function appFor(corpus: Corpus, mode: Mode, scenario: Scenario, site: ScenarioSite): { app: App; deps: AppDeps } {
  const { rt } = corpus;
  const fetcher = new LoopbackOnlyFetcher(createNodeFetcher({ allowPrivateNetwork: true, timeoutMs: 5_000 }));
  const languageModel =
    mode === "model"
      ? new OpenAiCompatibleLanguageModel({
          baseUrl: corpus.llm.baseUrl,
          apiKey: corpus.llm.apiKey,
          model: "fake-model",
        })
      : null;
  const withBrowser = needsBrowser(scenario) && corpus.browser !== null;
  const browserEnv: Record<string, string> = withBrowser ? { BROWSER_WS_ENDPOINT: corpus.browser!.wsEndpoint } : {};
  const config = loadConfig({ ...CORPUS_ENV, ...apiEnv(site.api), ...browserEnv });
  const settings = {
    enrichDeadlineMs: 20_000,
    collectDeadlineMs: 30_000,
    modelTimeoutMs: 10_000,
    sources: { ...sourceSettingsFromConfig(config), timeoutMs: 10_000 },
  };
  const pipeline = createPipeline(config, {
    fetcher,
    languageModel,
    settings,
    renderer: withBrowser ? corpus.renderer : null,
  });
  const deps: AppDeps = { ...rt.deps, pipeline, fetcher, mail: null };
  return { app: createApp(deps), deps };
}

/** Each provider's base URL on a scenario's APIs origin (site-server.ts). */
export function apiEnv(api: string): Record<string, string> {
  return {
    GREENHOUSE_API_URL: `${api}/greenhouse`,
    LEVER_API_URL: `${api}/lever`,
    ASHBY_API_URL: `${api}/ashby`,
    WORKABLE_API_URL: `${api}/workable`,
    NEWS_SEARCH_URL: `${api}/news/rss/search?q={query}&hl=en-US&gl=US&ceid=US:en`,
    HN_SEARCH_API_URL: `${api}/hn`,
    GITHUB_API_URL: `${api}/github`,
    SEC_SEARCH_URL: `${api}/sec-search`,
    SEC_DATA_URL: `${api}/sec-data`,
    SEC_ARCHIVES_URL: `${api}/sec-archives`,
    // The SEC's fair-access rules: a User-Agent naming a contact (the corpus' own address).
    SEC_USER_AGENT: "Partner Tracking corpus corpus@fund.example",
    NPM_REGISTRY_URL: `${api}/npm`,
    PYPI_URL: `${api}/pypi`,
    CRATES_API_URL: `${api}/crates`,
    ITUNES_LOOKUP_URL: `${api}/appstore/lookup`,
  };
}

/** `{{origin}}`, `{{origin2}}` and `{{api}}` in a scenario's text (its company, say a jobBoardUrl) filled in. */
function fillOrigins(text: string, site: ScenarioSite): string {
  return text
    .replaceAll("{{origin2}}", site.origin2)
    .replaceAll("{{origin}}", site.origin)
    .replaceAll("{{api}}", site.api);
}

type Request = (method: string, path: string, body?: unknown) => Promise<Response>;

async function newOrganisation(deps: AppDeps, clock: ManualClock, app: App, name: string): Promise<Request> {
  const { orgId } = await createOrganization(deps.db, clock, name);
  const { memberId } = await createMember(
    deps.db,
    clock,
    { orgId, email: `${orgId}@corpus.example`, role: "owner" },
    ADMIN_CLI,
  );
  const { key } = await issueKey(deps.db, clock, { memberId, scopes: [...SCOPES] }, ADMIN_CLI);
  return async (method, path, body) => {
    const headers: Record<string, string> = { authorization: `Bearer ${key}` };
    if (body !== undefined) headers["content-type"] = "application/json";
    return app.request(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  };
}

/** Works one company's due jobs (enrichment, runs, mail) until none is left. */
async function settle(rt: NodeRuntime, deps: AppDeps, clock: ManualClock, entityId: string): Promise<void> {
  await rt.settle();
  for (let round = 0; round < 20; round++) {
    const now = clock.now();
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
    if (ids.length === 0) return;
    for (const job of await claimDueJobs(deps.db, now, JOB_LEASE_MS, ids.length, ids))
      await executeJob(deps, jobHandlers, job);
    await rt.settle();
  }
  throw new Error("the company's jobs never settled");
}

async function ok(res: Response, what: string): Promise<any> {
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${what}: ${res.status} ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

/** At most `n` at a time, results in input order. */
async function pool<T, R>(items: T[], n: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(n, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i]!);
      }
    }),
  );
  return out;
}

interface Live {
  scenario: Scenario;
  site: ScenarioSite;
  app: App;
  deps: AppDeps;
  request: Request | null;
  entityId: string | null;
  error: string | null;
}

async function runMode(
  corpus: Corpus,
  scenarios: Scenario[],
  mode: Mode,
  concurrency: number,
): Promise<ScenarioOutcome[]> {
  const { rt, clock } = corpus;
  clock.set(BEFORE_AT);
  const live: Live[] = await Promise.all(
    scenarios.map(async (scenario) => {
      const site = await serveScenario(scenario.dir);
      return { scenario, site, ...appFor(corpus, mode, scenario, site), request: null, entityId: null, error: null };
    }),
  );
  const attempt = async (l: Live, step: (l: Live) => Promise<void>) => {
    if (l.error) return;
    try {
      await step(l);
    } catch (err) {
      l.error = (err as Error).message;
    }
  };
  try {
    // Before: track every company on its before-state site; enrichment and the first run.
    await pool(live, concurrency, (l) =>
      attempt(l, async () => {
        l.request = await newOrganisation(l.deps, clock, l.app, `corpus ${mode} ${l.scenario.id}`);
        const company = JSON.parse(fillOrigins(JSON.stringify(l.scenario.company), l.site)) as Record<string, unknown>;
        const body = {
          ...company,
          companyWebsite: `${l.site.origin}/`,
          thingsToTrack: l.scenario.thingsToTrack,
          alertEmails: [ALERT_EMAIL],
        };
        l.entityId = (await ok(await l.request("POST", "/api/v1/tracker", body), "create")).data.id;
        await settle(rt, l.deps, clock, l.entityId!);
      }),
    );
    // After: every site changes, a week passes, every company is refreshed.
    for (const l of live) l.site.state = "after";
    clock.set(AFTER_AT);
    await pool(live, concurrency, (l) =>
      attempt(l, async () => {
        await ok(await l.request!("POST", `/api/v1/tracker/${l.entityId}/refresh`), "refresh");
        await settle(rt, l.deps, clock, l.entityId!);
      }),
    );
    return await pool(live, concurrency, async (l) => {
      const outcome: ScenarioOutcome = {
        scenario: l.scenario,
        mode,
        error: l.error,
        signal: null,
        alert: null,
        origins: [l.site.origin, l.site.origin2, l.site.api],
        apiRequests: l.site.apiRequests.map((path, i) => ({ path, userAgent: l.site.apiUserAgents[i] ?? "" })),
      };
      await attempt(l, async () => {
        const list = (await ok(await l.request!("GET", `/api/v1/signals?entityId=${l.entityId}&limit=5`), "signals"))
          .data as { id: string; createdAt: string }[];
        if (list.length < 2)
          throw new Error(`expected the before-run's and the after-run's signals, found ${list.length}`);
        const s = (await ok(await l.request!("GET", `/api/v1/signals/${list[0]!.id}?view=full`), "signal")).data;
        outcome.signal = {
          id: s.id,
          type: s.type,
          severity: s.severity,
          summary: s.summary,
          evidence: s.evidence ?? [],
          analysis: s.analysis ?? null,
        };
        const alerts = (
          await ok(
            await l.request!("GET", `/api/v1/alerts?entityId=${l.entityId}&outcome=all&view=full&limit=10`),
            "alerts",
          )
        ).data as { signalId: string; outcome: string; reason: string }[];
        const a = alerts.find((x) => x.signalId === s.id);
        if (!a) throw new Error("the after-run recorded no alert");
        outcome.alert = { outcome: a.outcome, reason: a.reason };
      });
      outcome.error = l.error;
      return outcome;
    });
  } finally {
    await Promise.all(live.map((l) => l.site.close()));
  }
}

export interface CorpusRunOptions {
  modes?: Mode[];
  /** Only these scenario ids (default: all). */
  only?: string[];
  /** Scenarios worked at once per phase (the database serialises anyway; fetches overlap). */
  concurrency?: number;
  /** The folder of scenarios to run (default: the corpus; the bench's --holdout passes the held-out set). */
  dir?: string;
  /** Scenarios run in one database before it is closed and the next batch opens a fresh one (default 500). */
  batch?: number;
  /** Told after each batch: how many scenarios have run, of how many (the bench prints its progress). */
  onBatch?: (done: number, total: number) => void;
}

/** Runs the corpus in each mode; outcomes per mode, in corpus order. */
export async function runCorpus(opts: CorpusRunOptions = {}): Promise<Record<Mode, ScenarioOutcome[]>> {
  const all = loadCorpus(opts.dir);
  const scenarios = opts.only?.length ? all.filter((s) => opts.only!.includes(s.id)) : all;
  const out: Record<Mode, ScenarioOutcome[]> = { local: [], model: [] };
  // A fresh database and set of sites per batch: one in-memory database holding every scenario's organisation, and
  // thousands of sites served at once, grew the process past 3 GB and slowed the whole corpus run by half.
  const size = opts.batch ?? 500;
  for (let i = 0; i < scenarios.length; i += size) {
    const batch = scenarios.slice(i, i + size);
    const corpus = await openCorpusRuntime(batch.some(needsBrowser));
    try {
      for (const mode of opts.modes ?? ["local", "model"])
        out[mode].push(...(await runMode(corpus, batch, mode, opts.concurrency ?? 4)));
    } finally {
      await corpus.close();
    }
    opts.onBatch?.(Math.min(i + size, scenarios.length), scenarios.length);
  }
  return out;
}
