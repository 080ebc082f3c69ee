import type { Context, MiddlewareHandler } from "hono";
import type { AppDeps } from "./services/deps";
import { authenticate } from "./http/authenticate";
import type { AppEnv } from "./http/env";
import { ApiError } from "./errors";
import { notFoundHandler, onError, sendError, staticPathMethods } from "./http/error-handler";
import { requestId } from "./http/request-id";
import { securityHeaders } from "./http/security-headers";
import { createRouter } from "./http/router";
import * as mcp from "./mcp/route";
import type { McpServerPool } from "./mcp/server";
import * as docs from "./routes/system/docs";
import * as referencePage from "./routes/system/reference-page";
import * as healthz from "./routes/system/healthz";
import { registerJobRoutes } from "./routes/jobs";
import { registerWebSubRoutes } from "./routes/websub";
import { registerTrackerRoutes } from "./routes/tracker";
import { registerSignalRoutes } from "./routes/signals";
import { registerAlertRoutes } from "./routes/alerts";
import { registerLeadRoutes } from "./routes/leads";
import { registerWebhookRoutes } from "./routes/webhooks";
import { registerIntegrationRoutes } from "./routes/integrations";
import { isWebPath, registerWebApp } from "./web/app";

/** Paths under /api/v1 that need no API key. */
// The job endpoint authenticates QStash by its signature, not by an API key.
const PUBLIC_PATHS = [
  /^\/api\/v1\/openapi\/?$/,
  /^\/api\/v1\/docs(\/?$|\/assets\/)/,
  /^\/api\/v1\/jobs\/?$/,
  /^\/api\/v1\/websub\/[^/]+$/,
];

export type DepsProvider = AppDeps | ((c: Context<AppEnv>) => AppDeps | Promise<AppDeps>);

export interface AppOptions {
  /** Extra routers mounted beside the groups (tests use this to probe the shared middleware). */
  extraRoutes?: ReturnType<typeof createRouter>[];
  /** Serve only these endpoint groups (a per-group function); see createGroupApp. */
  only?: GroupName[];
  /** The built tool servers the app lends to /api/mcp requests (default: the app's own pool). */
  mcpServers?: McpServerPool;
}

/** The endpoint groups, each deployable as its own function (functions/<group>.ts). */
export const GROUP_PATHS = {
  tracker: /^\/api\/v1\/tracker(\/|$)/,
  signals: /^\/api\/v1\/signals(\/|$)/,
  alerts: /^\/api\/v1\/alerts(\/|$)/,
  leads: /^\/api\/v1\/leads(\/|$)/,
  webhooks: /^\/api\/v1\/webhooks(\/|$)/,
  integrations: /^\/api\/v1\/integrations(\/|$)/,
  mcp: /^\/api\/mcp\/?$/,
  // Internal callbacks: QStash deliveries and WebSub hubs.
  jobs: /^\/api\/v1\/(jobs|websub)(\/|$)/,
  openapi: /^\/api\/v1\/(openapi\/?$|docs(\/?$|\/assets\/))/,
  web: /^\/app(\/|$)/,
} satisfies Record<string, RegExp>;
export type GroupName = keyof typeof GROUP_PATHS;

/**
 * Assembles the API from its endpoint groups. This is the one place routes are mounted:
 *   /healthz, /api/v1/openapi, /api/v1/docs   src/routes/system (the page: reference-page.ts)
 *   /api/mcp (the tool server)               src/mcp
 *   /api/v1/tracker                           src/routes/tracker
 *   /api/v1/signals                           src/routes/signals
 *   /api/v1/alerts                            src/routes/alerts
 *   /api/v1/leads                             src/routes/leads
 *   /api/v1/webhooks                          src/routes/webhooks
 *   /api/v1/jobs (QStash deliveries)          src/routes/jobs
 *   /api/v1/websub/{id} (WebSub hubs' calls)  src/routes/websub.ts
 *   /app (the web app's pages)                src/web (the pages: src/web/app.ts)
 */
export function createApp(provider: DepsProvider, options: AppOptions = {}) {
  const app = createRouter();
  app.use("*", requestId());
  app.use("*", securityHeaders());
  if (options.only) app.use("*", onlyGroups(options.only));
  app.use("*", async (c, next) => {
    c.set("deps", typeof provider === "function" ? await provider(c) : provider);
    await next();
  });
  app.use("/api/v1/*", async (c, next) => {
    if (PUBLIC_PATHS.some((re) => re.test(c.req.path))) return next();
    return authenticate()(c, next);
  });
  // The web app answers its own unknown paths and methods, with pages.
  const apiMethods = staticPathMethods(app);
  app.use("*", (c, next) => (isWebPath(c.req.path) ? next() : apiMethods(c, next)));

  healthz.register(app);
  docs.register(app);
  referencePage.register(app);
  mcp.register(app, options.mcpServers);
  registerTrackerRoutes(app);
  registerSignalRoutes(app);
  registerAlertRoutes(app);
  registerLeadRoutes(app);
  registerWebhookRoutes(app);
  registerIntegrationRoutes(app);
  registerJobRoutes(app);
  registerWebSubRoutes(app);
  registerWebApp(app);
  for (const r of options.extraRoutes ?? []) app.route("/", r);

  app.onError(onError);
  app.notFound(notFoundHandler(app));
  return app;
}

export type App = ReturnType<typeof createApp>;

/**
 * The same app serving only some groups (plus /healthz): what a per-group function deploys. Every
 * group stays registered, so the API description still describes the whole API and the shared
 * middleware, errors and 405s are exactly those of the combined Worker.
 */
export function createGroupApp(groups: GroupName[], provider: DepsProvider): App {
  return createApp(provider, { only: groups });
}

function onlyGroups(groups: GroupName[]): MiddlewareHandler<AppEnv> {
  const served = groups.map((g) => GROUP_PATHS[g]);
  return async (c, next) => {
    if (c.req.path === "/healthz" || served.some((re) => re.test(c.req.path))) return next();
    return sendError(c, new ApiError("not_found", `No route for ${c.req.method} ${c.req.path}.`));
  };
}
