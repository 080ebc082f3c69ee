import type { Context } from "hono";
import type { AppDeps } from "./deps";
import { authenticate } from "./http/authenticate";
import type { AppEnv } from "./http/env";
import { notFoundHandler, onError } from "./http/error-handler";
import { requestId } from "./http/request-id";
import { createRouter } from "./http/router";
import * as docs from "./routes/system/docs";
import * as healthz from "./routes/system/healthz";

/** Paths under /api/v1 that need no API key. */
const PUBLIC_PATHS = [/^\/api\/v1\/openapi\/?$/, /^\/api\/v1\/docs\/?$/];

export type DepsProvider = AppDeps | ((c: Context<AppEnv>) => AppDeps | Promise<AppDeps>);

/**
 * Assembles the API from its endpoint groups. This is the one place routes are mounted:
 *   /healthz, /api/v1/openapi, /api/v1/docs   src/routes/system
 */
export interface AppOptions {
  /** Extra routers mounted beside the groups (tests use this to probe the shared middleware). */
  extraRoutes?: ReturnType<typeof createRouter>[];
}

export function createApp(provider: DepsProvider, options: AppOptions = {}) {
  const app = createRouter();
  app.use("*", requestId());
  app.use("*", async (c, next) => {
    c.set("deps", typeof provider === "function" ? await provider(c) : provider);
    await next();
  });
  app.use("/api/v1/*", async (c, next) => {
    if (PUBLIC_PATHS.some((re) => re.test(c.req.path))) return next();
    return authenticate()(c, next);
  });

  healthz.register(app);
  docs.register(app);
  for (const r of options.extraRoutes ?? []) app.route("/", r);

  app.onError(onError);
  app.notFound(notFoundHandler(app));
  return app;
}

export type App = ReturnType<typeof createApp>;
