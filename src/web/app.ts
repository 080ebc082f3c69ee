import type { OpenAPIHono } from "@hono/zod-openapi";
import { Hono, type ErrorHandler, type MiddlewareHandler } from "hono";
import { ApiError } from "../errors";
import type { AppEnv } from "../http/env";
import { registerAssets } from "./assets";
import type { WebEnv } from "./env";
import { forgeryCheck } from "./forgery";
import { pageRoutes, type PageModule } from "./guard";
import { problemPage } from "./forms";
import { problemOf } from "./problems";
import { loadSession, requireMember } from "./session";
import * as signIn from "./sign-in";
import * as inbox from "./inbox";
import * as signals from "./signals";
import * as companies from "./companies";
import * as leads from "./leads";
import * as alerts from "./alerts";
import * as settings from "./settings";
import * as unsubscribe from "./unsubscribe";

/*
 * The web app (docs/web.md), mounted under /app by src/app.ts: server-rendered pages over the same
 * services as the REST routes, with the signed-in member as the actor. Every request passes the
 * page headers (a Content-Security-Policy allowing nothing from another origin) and the forgery
 * check; every page but sign-in needs a session. The pages, one folder each:
 *   /app/sign-in, /app/sign-in/link, /app/sign-out   sign-in/
 *   /app (the inbox), /app/inbox/read-all             inbox/
 *   /app/signals/export.csv (the inbox's filters)     inbox/
 *   /app/signals/:id, /app/signals/:id/read           signals/
 *   /app/companies, /new, /export.csv, /:id           companies/
 *   /app/companies/import, /app/companies/imports/:id companies/import.tsx
 *   /app/leads, /export.csv, /:id/decision            leads/
 *   /app/alerts, /app/alerts/export.csv               alerts/
 *   /app/settings (you), /app/settings/digest         settings/ (index, digest)
 *   /app/settings/members, /keys, /webhooks, /audit   settings/ (members, keys, webhooks, audit)
 *   /app/settings/integrations, /:id, /:id/disconnect settings/integrations.tsx
 *   /app/unsubscribe, /app/unsubscribe/one-click      unsubscribe/ (public: the digest's link)
 *   /app/assets/:file (our CSS and script)            assets/
 * A new page is a folder with an `index.tsx` exporting `register(routes)`, added to PAGES; each page file
 * in it (named for what it shows: `new.tsx`, `company.tsx`) exports its own `register(routes)`, which
 * the index calls through a namespace import (`newCompanyPage.register(routes)`).
 */

export const APP_PATH = "/app";

/** Is this path the web app's (and so answered with pages, not JSON)? */
export const isWebPath = (path: string) => path === APP_PATH || path.startsWith(`${APP_PATH}/`);

/** The pages behind sign-in, in the order of the navigation. */
const PAGES: PageModule[] = [inbox, signals, companies, leads, alerts, settings];

/**
 * Only this origin: our stylesheet and script, images inline as data: (the favicon), forms posting
 * here. No inline script or style at all.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join("; ");

/** Set before the handler, so every page, error page and redirect carries them; assets set their own caching. */
const pageHeaders = (): MiddlewareHandler<WebEnv> => async (c, next) => {
  c.header("Content-Security-Policy", CONTENT_SECURITY_POLICY);
  // Pages show one organisation's data: no cache may keep them.
  c.header("Cache-Control", "no-store");
  // The sign-in link's token is in its URL: never sent on as a referrer.
  c.header("Referrer-Policy", "same-origin");
  c.header("X-Frame-Options", "DENY");
  await next();
};

/** The one error mapping (problems.ts) as a page: the error's status and message, and a way back. */
const onPageError: ErrorHandler<WebEnv> = async (err, c) => {
  const problem = problemOf(err, c);
  // A page that failed for want of the database has no navigation to count unread signals for.
  if (problem.status >= 500 || !c.get("member")) c.set("member", null);
  return problemPage(c, problem, {
    title: problem.status === 404 ? "Not found" : problem.status === 403 ? "Not allowed" : "That did not work",
  });
};

export function registerWebApp(app: OpenAPIHono<AppEnv>): void {
  const web = new Hono<WebEnv>();
  web.use("*", pageHeaders());
  // RFC 8058's one-click unsubscribe is posted by mailbox providers' servers, with no Origin: its
  // token is its only credential and it reads no cookie (unsubscribe/index.tsx), so it comes
  // before the forgery check.
  unsubscribe.registerOneClick(web);
  web.use("*", forgeryCheck());
  registerAssets(web);
  web.use("*", loadSession());
  signIn.register(web);
  // Public pages (no sign-in): the digest's unsubscribe link.
  unsubscribe.register(web);
  web.use("*", requireMember());
  const routes = pageRoutes(web);
  for (const page of PAGES) page.register(routes);
  web.all("*", (c) => {
    throw new ApiError("not_found", `There is no page at ${c.req.path}.`);
  });
  web.onError(onPageError);
  app.route(APP_PATH, web as unknown as Hono<AppEnv>);
}
