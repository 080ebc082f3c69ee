import type { Handler, MiddlewareHandler } from "hono";
import { authorize, requirePermitted, type Operation, type WebOperation } from "../services/access/authorize";
import type { WebApp, WebEnv } from "./env";

/**
 * What a page route demands of the signed-in member, read from the one access table that REST and
 * the tool server read (services/access/authorize.ts), and checked before the handler runs, so no page can
 * forget it. Ownership of a row and owner-only operations stay where they are decided: in services.
 */
export type PageAccess =
  /** Performs the operation: counted toward its rate-limit buckets, then its scopes and the viewer rule. */
  | { kind: "does"; operation: Operation | WebOperation }
  /** Shows the operation's form (or a confirmation): refused to those who could not submit it, not counted. */
  | { kind: "shows"; operation: Operation | WebOperation }
  /** The member's own page (their settings, a file template): any signed-in member. */
  | { kind: "member" };

export const does = (operation: Operation | WebOperation): PageAccess => ({ kind: "does", operation });
export const shows = (operation: Operation | WebOperation): PageAccess => ({ kind: "shows", operation });
export const anyMember: PageAccess = { kind: "member" };

/** Every page route's access, by "METHOD /path" under /app (the web auth matrix test reads it). */
const declared = new Map<string, PageAccess>();

export function declaredPageRoutes(): ReadonlyMap<string, PageAccess> {
  return declared;
}

const check =
  (access: PageAccess): MiddlewareHandler<WebEnv> =>
  async (c, next) => {
    // Pages are registered behind requireMember (web/app.ts): a member is always there.
    const { actor } = c.get("member")!;
    if (access.kind === "does") await authorize(c.get("deps"), actor, access.operation);
    else if (access.kind === "shows") requirePermitted(actor, access.operation);
    await next();
  };

export interface PageRoutes {
  get<P extends string>(path: P, access: PageAccess, handler: Handler<WebEnv, P>): void;
  post<P extends string>(path: P, access: PageAccess, handler: Handler<WebEnv, P>): void;
}

/** The only way a page module registers a route: with its access, checked first. */
export function pageRoutes(web: WebApp): PageRoutes {
  return {
    get(path, access, handler) {
      declared.set(`GET ${path}`, access);
      web.get(path, check(access), handler);
    },
    post(path, access, handler) {
      declared.set(`POST ${path}`, access);
      web.post(path, check(access), handler);
    },
  };
}

/** A group of pages (src/web/<page>/index.tsx): registers its routes, each with its access. */
export interface PageModule {
  register(routes: PageRoutes): void;
}
