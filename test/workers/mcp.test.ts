import { request } from "node:http";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { DatabaseHandle } from "../../src/db/database";
import { openPostgres } from "../../src/db/open-node";
import { systemClock } from "../../src/platform/clock";
import { issueKey } from "../../src/services/keys/issue";
import { createMember, createOrganization } from "../../src/services/members/organizations";
import { startTestWorker, type TestWorker } from "../support/worker";
import { ADMIN_CLI } from "../../src/services/audit/record";

/*
 * The tool server inside workerd (the Worker bundle): servers built once per isolate on their own transport, the
 * Workers-safe JSON-schema validator, our envelopes. Over real HTTP with the SDK client.
 */

let worker: TestWorker;
let handle: DatabaseHandle;
let key: string;
let origin: URL;

beforeAll(async () => {
  const dbUrl = inject("testDatabaseUrl");
  handle = openPostgres(dbUrl);
  const clock = systemClock;
  const { orgId } = await createOrganization(handle.db, clock, "Workers MCP Fund");
  const { memberId } = await createMember(
    handle.db,
    clock,
    { orgId, email: "gp@example.com", role: "owner" },
    ADMIN_CLI,
  );
  ({ key } = await issueKey(
    handle.db,
    clock,
    { memberId, scopes: ["tracker:read", "tracker:write", "leads:read", "leads:write"] },
    ADMIN_CLI,
  ));
  const u = new URL(dbUrl);
  u.hostname = "db.local"; // only the Neon bridge dials; it always reaches the local Postgres
  worker = await startTestWorker({
    vars: { DATABASE_URL: u.toString(), NEON_WS_PROXY: inject("neonWsProxy"), LOG_LEVEL: "warn" },
  });
  const res = await worker.fetch("/healthz");
  origin = new URL(res.url);
});

afterAll(async () => {
  await worker?.dispose();
  await handle?.close();
});

async function connect(): Promise<Client> {
  const client = new Client({ name: "workers-test", version: "1.0.0" });
  await client.connect(
    new StreamableHTTPClientTransport(new URL("/api/mcp", origin), {
      requestInit: { headers: { Authorization: `Bearer ${key}` } },
    }),
  );
  return client;
}

const text = (r: unknown) => JSON.parse(((r as CallToolResult).content[0] as { text: string }).text);

describe("the tool server on Workers", () => {
  it("lists the 15 tools and answers calls, errors included, as tool results", async () => {
    const client = await connect();
    expect((await client.listTools()).tools).toHaveLength(15);
    const me = text(await client.callTool({ name: "whoami", arguments: {} }));
    expect(me.defaultAlertEmails).toEqual(["gp@example.com"]);

    const asked = (await client.callTool({
      name: "add_company",
      arguments: { companyName: "Acme", companyWebsite: "https://acme.example", founders: [{ name: "Jane" }] },
    })) as CallToolResult;
    expect(asked.isError).toBe(true);
    expect(text(asked).error.code).toBe("needs_user_input");

    const bad = (await client.callTool({ name: "get_company", arguments: { companyId: "nope" } })) as CallToolResult;
    expect(bad.isError).toBe(true);
    expect(text(bad).error.code).toBe("validation_error");

    const created = text(
      await client.callTool({
        name: "add_company",
        arguments: {
          companyName: "Acme",
          companyWebsite: "https://acme.example",
          founders: [{ name: "Jane" }],
          thingsToTrack: "Product Updates",
        },
      }),
    );
    expect(created.data.alertEmails).toEqual(["gp@example.com"]);
    const listed = text(await client.callTool({ name: "list_companies", arguments: {} }));
    expect(listed.data.map((c: { id: string }) => c.id)).toContain(created.data.id);
    await client.close();
  });

  it("serves concurrent calls on separate connections", async () => {
    const clients = await Promise.all(Array.from({ length: 5 }, () => connect()));
    const results = await Promise.all(clients.map((c) => c.callTool({ name: "whoami", arguments: {} })));
    for (const r of results) expect(text(r).member.email).toBe("gp@example.com");
    await Promise.all(clients.map((c) => c.close()));
  });

  it(
    "refuses a foreign Origin but answers any Host: a Worker " +
      "binds no address of its own (HOST is 127.0.0.1 by default)",
    async () => {
      const post = (headers: Record<string, string>) =>
        new Promise<{ status: number; body: any }>((resolve, reject) => {
          const body = JSON.stringify({
            jsonrpc: "2.0",
            id: 1,
            method: "initialize",
            params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "w", version: "1" } },
          });
          const req = request(
            {
              host: origin.hostname,
              port: origin.port,
              path: "/api/mcp",
              method: "POST",
              headers: {
                "content-type": "application/json",
                accept: "application/json, text/event-stream",
                authorization: `Bearer ${key}`,
                ...headers,
              },
            },
            (res) => {
              let text = "";
              res.setEncoding("utf8");
              res.on("data", (chunk) => (text += chunk));
              res.on("end", () => resolve({ status: res.statusCode!, body: JSON.parse(text) }));
            },
          );
          req.on("error", reject);
          req.end(body);
        });
      const served = await post({ host: "partner-tracking-api.example.workers.dev" });
      expect(served.status, JSON.stringify(served.body)).toBe(200);
      expect(served.body.result.serverInfo).toBeDefined();
      const refused = await post({ host: "partner-tracking-api.example.workers.dev", origin: "https://evil.example" });
      expect(refused.status).toBe(403);
      expect(refused.body.error).toMatchObject({
        code: "forbidden",
        message: expect.stringMatching(/^Origin "https:\/\/evil\.example" is not allowed/),
      });
    },
  );

  it("401 for a bad key and 405 for GET, with our envelopes", async () => {
    const bad = await fetch(new URL("/api/mcp", origin), {
      method: "POST",
      headers: {
        authorization: "Bearer nope",
        "content-type": "application/json",
        accept: "application/json, text/event-stream",
      },
      body: "{}",
    });
    expect(bad.status).toBe(401);
    expect((await bad.json()).error.code).toBe("unauthorized");
    const get = await fetch(new URL("/api/mcp", origin));
    expect(get.status).toBe(405);
    expect((await get.json()).error.code).toBe("method_not_allowed");
  });
});
