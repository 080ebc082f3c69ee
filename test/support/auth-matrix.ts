import { beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app";
import { revokeKey } from "../../src/services/keys/revoke-key";
import { removeMember } from "../../src/services/members/organizations";
import { SCOPES, type Scope } from "../../src/services/access/scopes";
import { createTestOrg, getRuntime, type TestOrg } from "./harness";
import { ADMIN_CLI } from "../../src/services/audit/record";

/**
 * The security cases every authenticated route must pass (spec 5, decisions "401"/"403", spec 4.1
 * "Ids"), run against one route at a time:
 *   no key, malformed key, unknown key, revoked key, expired key, key whose member was removed → 401
 *   key lacking the route's scopes → 403 with details.requiredScopes / grantedScopes
 *   viewer's key → 403 on writes (reads still work)
 *   another organisation's id → 404 not_found; a malformed id → 400 validation_error
 * Each case runs in a fresh organisation. For routes with an id, `makeResource` creates the
 * resource in that organisation; the refused requests must leave it intact (`stillThere`).
 */
export interface AuthRoute {
  method: "GET" | "POST" | "PATCH" | "DELETE" | "PUT";
  /** A path, or a function of the resource id for routes with `{id}`. */
  path: string | ((id: string) => string);
  /** A valid body, so that only authentication or authorisation can fail. */
  body?: unknown;
  scopes: Scope[];
}

export interface AuthMatrixOptions {
  /** The app to call (default: the shared test runtime's). */
  app?: () => Promise<App>;
  /** Creates the resource an id route acts on, in `org`; returns its id. */
  makeResource?: (org: TestOrg) => Promise<string>;
  /** Asserts the resource survived the refused requests. */
  stillThere?: (org: TestOrg, id: string) => Promise<void>;
}

const UNKNOWN_KEY = "live_" + "A".repeat(43);
const MALFORMED_UUID = "not-a-uuid";

export function describeAuthMatrix(title: string, routes: AuthRoute[], opts: AuthMatrixOptions = {}): void {
  for (const route of routes) {
    const isWrite = route.method !== "GET";
    const label = `${route.method} ${typeof route.path === "string" ? route.path : route.path("{id}")}`;

    describe(`${title}: auth matrix for ${label}`, () => {
      // Opening the shared database takes seconds: not inside a test's timeout.
      beforeAll(async () => {
        if (opts.app) await opts.app();
        else await getRuntime();
      });

      const setup = async () => {
        const app = opts.app ? await opts.app() : (await getRuntime()).app;
        const org = await createTestOrg({ app });
        const id = typeof route.path === "function" ? await opts.makeResource!(org) : undefined;
        const path = typeof route.path === "function" ? route.path(id!) : route.path;
        const send = (key: string | null, p = path) =>
          org.request(route.method, p, { key, ...(route.body !== undefined ? { body: route.body } : {}) });
        const intact = async () => {
          if (id && opts.stillThere) await opts.stillThere(org, id);
        };
        return { org, id, path, send, intact, app };
      };

      const expect401 = async (res: Response) => {
        expect(res.status).toBe(401);
        const body = await res.json();
        expect(body.error.code).toBe("unauthorized");
        expect(body.error.requestId).toBeTruthy();
      };

      it("401 without a key", async () => {
        const s = await setup();
        await expect401(await s.send(null));
        await s.intact();
      });

      it("401 with a malformed key", async () => {
        const s = await setup();
        const res = await s.org.request(route.method, s.path, {
          key: null,
          headers: { authorization: "Bearer not-a-key" },
          body: route.body,
        });
        await expect401(res);
        const res2 = await s.org.request(route.method, s.path, {
          key: null,
          headers: { authorization: `Basic ${s.org.key}` },
          body: route.body,
        });
        await expect401(res2);
        await s.intact();
      });

      it("401 with an unknown key", async () => {
        const s = await setup();
        await expect401(await s.send(UNKNOWN_KEY));
        await s.intact();
      });

      it("401 with a revoked key", async () => {
        const s = await setup();
        const rt = await getRuntime();
        const k = await s.org.newKey();
        await revokeKey(rt.deps.db, rt.clock, k.keyId, ADMIN_CLI);
        await expect401(await s.send(k.key));
        await s.intact();
      });

      it("401 with an expired key", async () => {
        const s = await setup();
        const rt = await getRuntime();
        const k = await s.org.newKey({ expiresAt: new Date(rt.clock.now().getTime() - 1000) });
        await expect401(await s.send(k.key));
        await s.intact();
      });

      it("401 with a key whose member was removed", async () => {
        const s = await setup();
        const rt = await getRuntime();
        const k = await s.org.newKey();
        await removeMember(rt.deps.db, rt.clock, k.memberId, ADMIN_CLI);
        await expect401(await s.send(k.key));
        await s.intact();
      });

      it("403 with a key lacking the scope, naming required and granted scopes", async () => {
        const s = await setup();
        const granted = SCOPES.filter((x) => !route.scopes.includes(x));
        const k = await s.org.newKey({ scopes: granted.length ? granted : ["leads:read"] });
        const res = await s.send(k.key);
        expect(res.status).toBe(403);
        const body = await res.json();
        expect(body.error.code).toBe("forbidden");
        expect(body.error.details.requiredScopes).toEqual(route.scopes);
        expect(body.error.details.grantedScopes).toEqual(granted.length ? granted : ["leads:read"]);
        await s.intact();
      });

      if (isWrite) {
        it("403 for a viewer's key on a write, whatever its scopes", async () => {
          const s = await setup();
          const k = await s.org.newKey({ role: "viewer" });
          const res = await s.send(k.key);
          expect(res.status).toBe(403);
          expect((await res.json()).error.code).toBe("forbidden");
          await s.intact();
        });
      } else {
        it("a viewer's key can read", async () => {
          const s = await setup();
          const k = await s.org.newKey({ role: "viewer" });
          const res = await s.send(k.key);
          expect(res.status).toBe(200);
        });
      }

      if (typeof route.path === "function") {
        const pathOf = route.path;
        it("404 for another organisation's id, 400 for a malformed id", async () => {
          const s = await setup();
          const other = await createTestOrg({ app: s.app });
          const res = await other.request(route.method, s.path, route.body !== undefined ? { body: route.body } : {});
          expect(res.status).toBe(404);
          expect((await res.json()).error.code).toBe("not_found");
          await s.intact();

          const bad = await s.org.request(
            route.method,
            pathOf(MALFORMED_UUID),
            route.body !== undefined ? { body: route.body } : {},
          );
          expect(bad.status).toBe(400);
          const body = await bad.json();
          expect(body.error.code).toBe("validation_error");
          expect(body.error.message).toContain("id");

          // Any id of UUID form is well formed, whatever its version bits: one that names nothing is 404.
          for (const id of [
            crypto.randomUUID(),
            "12345678-1234-1234-1234-123456789012",
            "00000000-0000-0000-0000-000000000000",
          ]) {
            const unknown = await s.org.request(
              route.method,
              pathOf(id),
              route.body !== undefined ? { body: route.body } : {},
            );
            expect(unknown.status, id).toBe(404);
            expect((await unknown.json()).error.code).toBe("not_found");
          }
        });
      }
    });
  }
}
