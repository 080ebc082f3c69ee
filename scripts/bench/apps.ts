/**
 * The app variants the bench serves side by side in one process:
 *  - `bare`: a plain Hono JSON endpoint, the ceiling every other figure is compared with;
 *  - `api`: the real app (`createApp`), rate limits off, authenticated;
 *  - `limited`: the real app with rate limits on, counted by the configured store (in-process, or
 *    Upstash) with very high limits, so the counting costs what it costs without ever refusing;
 *  - `open`: the same routes without authentication or limits: a fixed actor is injected where
 *    `authenticate` would put it. Lives here, never in src: it exists only to measure what the
 *    middleware costs.
 */
import { Hono } from "hono";
import { createApp, type App } from "../../src/app";
import type { AppDeps } from "../../src/services/deps";
import type { AppEnv } from "../../src/http/env";
import { notFoundHandler, onError } from "../../src/http/error-handler";
import { requestId } from "../../src/http/request-id";
import { createRouter } from "../../src/http/router";
import type { CounterResult, CounterStore } from "../../src/platform/counters";
import type { Actor } from "../../src/services/access/actor";
import { missingGroups, registerGroups } from "./groups";

export function bareApp(): Hono {
  const app = new Hono();
  app.get("/bare", (c) => c.json({ data: { id: "0b5c1f3e-2a4d-4c8e-9f10-1a2b3c4d5e6f", status: "ok" } }));
  return app;
}

/** The real app; endpoint groups not yet mounted by `createApp` are mounted beside it (see groups.ts). */
export async function apiApp(deps: AppDeps): Promise<{ app: App; added: string[] }> {
  const missing = await missingGroups(deps);
  const extra = createRouter();
  await registerGroups(extra, missing);
  return { app: createApp(deps, missing.length ? { extraRoutes: [extra] } : {}), added: missing };
}

/** The routes of the API without `authenticate` and without limits: a fixed actor is injected. */
export async function openApp(deps: AppDeps, actor: Actor): Promise<Hono<AppEnv>> {
  const app = createRouter();
  app.use("*", requestId());
  app.use("*", async (c, next) => {
    c.set("deps", { ...deps, rateLimitsEnabled: false });
    c.set("actor", actor);
    await next();
  });
  await registerGroups(app, ["tracker", "signals", "alerts", "leads"]);
  app.onError(onError);
  app.notFound(notFoundHandler(app));
  return app;
}

/**
 * The in-process counter store, asked for a very high limit whatever the bucket: every hit is
 * counted exactly as in production (same store, same code path, same headers) but never refused.
 */
export class HighLimitCounters implements CounterStore {
  readonly name: string;
  constructor(
    private readonly inner: CounterStore,
    private readonly limit = 1_000_000_000,
  ) {
    this.name = `${inner.name} (limits raised for the bench)`;
  }
  hit(key: string, _limit: number, windowSeconds: number): Promise<CounterResult> {
    return this.inner.hit(key, this.limit, windowSeconds);
  }
  ping(): Promise<boolean> {
    return this.inner.ping();
  }
}
