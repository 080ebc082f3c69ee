import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp, type App } from "../../src/app";
import { createNodeRuntime, type NodeRuntime } from "../../src/bootstrap-node";
import type { DatabaseHandle } from "../../src/db/database";
import { migrate } from "../../src/db/migrate";
import { loadMigrations } from "../../src/db/migrations-node";
import { openPGlite } from "../../src/db/open-node";
import { DatabaseUnavailableError, isDatabaseUnavailable } from "../../src/db/unavailable";
import { jobHandlers } from "../../src/lifecycle/handlers";
import { ManualClock } from "../../src/platform/clock";
import { createLogger } from "../../src/platform/logger";
import { issueKey } from "../../src/services/keys/issue";
import { createMember, createOrganization } from "../../src/services/members/organizations";
import { SCOPES } from "../../src/services/access/scopes";
import { testConfig } from "../support/harness";
import { ADMIN_CLI } from "../../src/services/audit/record";

describe("isDatabaseUnavailable", () => {
  it.each([
    [
      "a session ended by the server (57P01)",
      Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" }),
    ],
    ["a server starting up (57P03)", Object.assign(new Error("the database system is starting up"), { code: "57P03" })],
    ["a connection exception (08006)", Object.assign(new Error("connection failure"), { code: "08006" })],
    ["too many connections (53300)", Object.assign(new Error("sorry, too many clients already"), { code: "53300" })],
    ["a refused socket", Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" })],
    ["node-postgres losing its socket", new Error("Connection terminated unexpectedly")],
    ["a closed embedded database", new Error("PGlite is closed")],
    ["a database already closed (shutdown)", new Error("driver has already been destroyed")],
    [
      "a failed connection attempt, whatever its reason",
      new DatabaseUnavailableError(new Error('database "x" is not currently accepting connections')),
    ],
    ["the Neon driver's WebSocket ErrorEvent", { type: "error", target: {}, message: "" }],
  ])("is true for %s", (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it.each([
    ["a bad statement (42601)", Object.assign(new Error("syntax error"), { code: "42601" })],
    ["a constraint violation (23505)", Object.assign(new Error("duplicate key"), { code: "23505" })],
    ["a plain bug", new TypeError("x is undefined")],
    ["not an error at all", "oops"],
  ])("is false for %s", (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(false);
  });
});

/**
 * The embedded database failing under a running server: what needs the database is refused with
 * 503 (REST and tools alike) and logged, what does not is still served, and nothing throws out of
 * the process.
 */
describe("the embedded database failing while the server runs", () => {
  let handle: DatabaseHandle;
  let runtime: NodeRuntime;
  let app: App;
  let key = "";
  const lines: string[] = [];

  beforeAll(async () => {
    handle = await openPGlite("memory://");
    await migrate(handle, loadMigrations());
    const clock = new ManualClock(new Date());
    const logger = createLogger("warn", (l) => lines.push(l));
    runtime = await createNodeRuntime(testConfig(), { clock, logger, handle, handlers: jobHandlers });
    app = createApp(runtime.deps);
    const { orgId } = await createOrganization(handle.db, clock, "Embedded Failure Capital");
    const { memberId } = await createMember(
      handle.db,
      clock,
      { orgId, email: "ops@example.com", role: "owner" },
      ADMIN_CLI,
    );
    key = (await issueKey(handle.db, clock, { memberId, scopes: [...SCOPES] }, ADMIN_CLI)).key;
    // Served once while the database works, so the key is held in memory when it fails.
    expect((await app.request("/api/v1/tracker", { headers: { authorization: `Bearer ${key}` } })).status).toBe(200);
    await handle.close();
  }, 60_000);

  afterAll(async () => {
    await runtime?.close().catch(() => {});
  });

  it(
    "answers what needs the database with 503 service_unavailable " + "and Retry-After, on REST and the tool server",
    async () => {
      const res = await app.request("/api/v1/tracker", {
        headers: { authorization: `Bearer ${key}`, "x-request-id": "req-embedded-down" },
      });
      expect(res.status).toBe(503);
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await res.json()).toEqual({
        error: {
          code: "service_unavailable",
          message: "The database is unavailable. Retry in a moment.",
          requestId: "req-embedded-down",
        },
      });

      const rpc = await app.request("/api/mcp", {
        method: "POST",
        headers: {
          authorization: `Bearer ${key}`,
          "content-type": "application/json",
          accept: "application/json, text/event-stream",
          "mcp-protocol-version": "2025-06-18",
        },
        body: JSON.stringify({
          jsonrpc: "2.0",
          id: 1,
          method: "tools/call",
          params: { name: "list_companies", arguments: {} },
        }),
      });
      expect(rpc.status).toBe(200);
      const result = (await rpc.json()).result;
      expect(result.isError).toBe(true);
      expect(JSON.parse(result.content[0].text).error.code).toBe("service_unavailable");
      // Reported to the operator, once for the burst rather than once per request.
      expect(lines.filter((l) => l.includes("database unavailable")).length).toBe(1);
      expect(lines.some((l) => l.includes("unhandled"))).toBe(false);
    },
  );

  it("keeps serving what needs no database: the API description, and /healthz saying what is wrong", async () => {
    expect((await app.request("/api/v1/openapi")).status).toBe(200);
    const health = await app.request("/healthz");
    expect(health.status).toBe(503);
    const body = await health.json();
    expect(body.status).toBe("degraded");
    expect(body.database).toEqual({ ok: false, kind: "pglite" });
  });
});
