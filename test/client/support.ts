import { createPartnerTrackingClient, type ClientOptions } from "../../clients/typescript/src/index";
import { createApp, type App } from "../../src/app";
import { MemoryCounterStore, type CounterResult, type CounterStore } from "../../src/platform/counters";
import type { AppDeps } from "../../src/services/deps";
import { createTestOrg, type TestOrg } from "../support/harness";
import { serveOverHttp } from "../support/serve";
import { lifecycleRuntime, type LifecycleRuntime } from "../support/test-pipeline";
import { stepEntity } from "../tracker/_helpers";
export { companyBody } from "../tracker/_helpers";

/**
 * The API served over real HTTP on the shared embedded database with the test pipeline (its jobs
 * run only when a test steps them), and rate limits on, counted in process on the shared clock. A
 * test may lower one key's limit for a bucket (`tighten`) to meet a real 429 without hundreds of calls.
 */
export interface LiveServer {
  rt: LifecycleRuntime;
  deps: AppDeps;
  app: App;
  baseUrl: string;
  newOrg(): Promise<TestOrg>;
  tighten(keyId: string, bucket: string, limit: number): void;
  close(): Promise<void>;
}

class TightenedCounters implements CounterStore {
  readonly name = "memory";
  readonly limits = new Map<string, number>();
  constructor(private readonly inner: CounterStore) {}
  hit(key: string, limit: number, windowSeconds: number): Promise<CounterResult> {
    return this.inner.hit(key, this.limits.get(key) ?? limit, windowSeconds);
  }
  ping() {
    return this.inner.ping();
  }
}

export async function startLiveServer(): Promise<LiveServer> {
  const rt = await lifecycleRuntime();
  const counters = new TightenedCounters(new MemoryCounterStore(rt.clock));
  const deps: AppDeps = { ...rt.deps, counters, rateLimitsEnabled: true };
  const app = createApp(deps);
  const served = await serveOverHttp(app);
  return {
    rt,
    deps,
    app,
    baseUrl: served.origin,
    newOrg: () => createTestOrg({ app }),
    tighten: (keyId, bucket, limit) => counters.limits.set(`${keyId}:${bucket}`, limit),
    close: served.close,
  };
}

/** What went over the wire: each request the client sent, and the status it got (0: dropped). */
export interface Sent {
  method: string;
  path: string;
  idempotencyKey: string | null;
  status: number;
}

export interface Wire {
  sent: Sent[];
  /** Drops the answer of the next request matching `match`: it reaches the server, the client sees a network error. */
  dropNextAnswer(match: (r: Request) => boolean): void;
  /** Answers the next request matching `match` with `response` without sending it (a proxy's 502…). */
  answerNext(match: (r: Request) => boolean, response: () => Response): void;
  fetch: (request: Request) => Promise<Response>;
}

export function wire(): Wire {
  const sent: Sent[] = [];
  const drops: ((r: Request) => boolean)[] = [];
  const fakes: { match: (r: Request) => boolean; response: () => Response }[] = [];
  const take = <T>(list: T[], pick: (t: T) => boolean) => {
    const i = list.findIndex(pick);
    return i < 0 ? undefined : list.splice(i, 1)[0];
  };
  return {
    sent,
    dropNextAnswer: (match) => drops.push(match),
    answerNext: (match, response) => fakes.push({ match, response }),
    async fetch(request) {
      const url = new URL(request.url);
      const note = {
        method: request.method,
        path: url.pathname + url.search,
        idempotencyKey: request.headers.get("idempotency-key"),
      };
      const fake = take(fakes, (f) => f.match(request));
      if (fake) {
        const response = fake.response();
        sent.push({ ...note, status: response.status });
        return response;
      }
      const response = await fetch(request);
      if (take(drops, (d) => d(request))) {
        await response.arrayBuffer();
        sent.push({ ...note, status: 0 });
        throw new TypeError("fetch failed: connection reset (dropped by the test)");
      }
      sent.push({ ...note, status: response.status });
      return response;
    },
  };
}

/** A client of `server` with `key`, its wire recorded, and sleeps recorded instead of waited. */
export function clientFor(
  server: LiveServer,
  key: string,
  over: Partial<ClientOptions> & { onSleep?: (ms: number) => Promise<void> | void } = {},
) {
  const w = wire();
  const sleeps: number[] = [];
  const { onSleep, ...options } = over;
  const client = createPartnerTrackingClient({
    baseUrl: server.baseUrl,
    apiKey: key,
    fetch: w.fetch,
    random: () => 0.5,
    sleep: async (ms, signal) => {
      signal?.throwIfAborted();
      sleeps.push(ms);
      await onSleep?.(ms);
    },
    ...options,
  });
  return { client, wire: w, sleeps };
}

/** A sleep that, instead of waiting, works the company's due jobs once (its enrichment, then its run). */
export const stepsCompany = (rt: LifecycleRuntime, id: () => string) => async () => {
  await stepEntity(rt, id());
};
