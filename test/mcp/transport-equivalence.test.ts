import * as webStandard from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { LATEST_PROTOCOL_VERSION } from "@modelcontextprotocol/sdk/types.js";
import type { Context } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp, type App } from "../../src/app";
import { authenticate } from "../../src/http/authenticate";
import { readBodyText } from "../../src/http/body";
import type { AppEnv } from "../../src/http/env";
import { bodyError, MAX_BODY_BYTES } from "../../src/http/guard";
import { createRouter } from "../../src/http/router";
import { invalidRequestBody, readMessages } from "../../src/mcp/jsonrpc";
import { originGuard } from "../../src/mcp/origin-guard";
import { createMcpServer, McpServerPool } from "../../src/mcp/server";
import { TOOLS } from "../../src/mcp/tools";
import { MemoryCounterStore } from "../../src/platform/counters";
import { createTestOrg, getRuntime, runtimeWith, type TestOrg } from "../support/harness";
import { seedCompany } from "../support/seed";
import { pooledTwoOrgs } from "./support";

/*
 * The tool servers stay connected to our own transport (src/mcp/transport.ts) and the route makes
 * the transport's checks itself (src/mcp/post-checks.ts). Whatever a client sends, the answer must
 * be the one the SDK's WebStandardStreamableHTTPServerTransport gave before: here that transport,
 * with a new server per request (the route as it was), serves /ref/mcp in the same app, and each
 * request goes to both.
 */

/** The route before the pooled transport: the SDK's transport and a server built per request. */
async function referenceHandler(c: Context<AppEnv>): Promise<Response> {
  const read = await readBodyText(c, MAX_BODY_BYTES);
  if (!read.ok) throw bodyError(read.reason);
  let parsed: { ok: true; value: unknown } | { ok: false };
  try {
    parsed = { ok: true, value: JSON.parse(read.text) };
  } catch {
    parsed = { ok: false };
  }
  const messages = parsed.ok ? readMessages(parsed.value, c.req.header("mcp-protocol-version")) : undefined;
  if (messages && !messages.ok)
    return c.body(invalidRequestBody(messages.reason), 400, { "Content-Type": "application/json" });
  let rateLimit: Record<string, string> = {};
  const ctx = {
    deps: c.get("deps"),
    actor: c.get("actor"),
    requestId: c.get("requestId"),
    onRateLimitHeaders: (h: Record<string, string>) => (rateLimit = h),
  };
  const server = createMcpServer(() => ctx, TOOLS);
  const transport = new webStandard.WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
    maxRequestBodySize: MAX_BODY_BYTES,
  });
  await server.connect(transport);
  const res = parsed.ok
    ? await transport.handleRequest(c.req.raw, { parsedBody: parsed.value })
    : await transport.handleRequest(
        new Request(c.req.url, { method: "POST", headers: c.req.raw.headers, body: read.text }),
      );
  res.headers.set("X-Request-Id", c.get("requestId"));
  for (const [k, v] of Object.entries({
    ...rateLimit,
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "no-store",
  }))
    res.headers.set(k, v);
  setTimeout(() => void server.close(), 0);
  return res;
}

const GOOD = { "content-type": "application/json", accept: "application/json, text/event-stream" };
const rpc = (id: number | string, method: string, params?: unknown) => ({
  jsonrpc: "2.0",
  id,
  method,
  ...(params === undefined ? {} : { params }),
});
const call = (id: number | string, name: string, args: unknown = {}) =>
  rpc(id, "tools/call", { name, arguments: args });
const initialize = rpc(1, "initialize", {
  protocolVersion: "2025-06-18",
  capabilities: {},
  clientInfo: { name: "eq", version: "1" },
});
const initialized = { jsonrpc: "2.0", method: "notifications/initialized" };

/** Bodies clients send, well-formed and not. */
const BODIES: Array<[string, string]> = [
  ["initialize", JSON.stringify(initialize)],
  ["initialized notification", JSON.stringify(initialized)],
  [
    "a cancel of nothing",
    JSON.stringify({ jsonrpc: "2.0", method: "notifications/cancelled", params: { requestId: 1 } }),
  ],
  ["tools/list", JSON.stringify(rpc(2, "tools/list"))],
  ["ping with a string id", JSON.stringify(rpc("p-1", "ping"))],
  ["whoami", JSON.stringify(call(3, "whoami"))],
  ["list_companies", JSON.stringify(call(4, "list_companies", { limit: 2 }))],
  ["a tool error", JSON.stringify(call(5, "get_company", { companyId: "nope" }))],
  ["an unknown tool", JSON.stringify(call(6, "drop_database"))],
  [
    "a call with _meta and a progress token",
    JSON.stringify(
      rpc(18, "tools/call", { name: "list_companies", arguments: { limit: 1 }, _meta: { progressToken: "p" } }),
    ),
  ],
  [
    "a call asking for a task",
    JSON.stringify(rpc(19, "tools/call", { name: "whoami", arguments: {}, task: { ttl: 1000 } })),
  ],
  [
    "a call with a param no schema knows",
    JSON.stringify(rpc(20, "tools/call", { name: "whoami", arguments: {}, extra: true })),
  ],
  ["a call without arguments", JSON.stringify(rpc(21, "tools/call", { name: "whoami" }))],
  ["a call with id 0", JSON.stringify(call(0, "list_companies", { limit: 1 }))],
  ["a call whose name is not a string", JSON.stringify(rpc(22, "tools/call", { name: 5, arguments: {} }))],
  [
    "a call with a __proto__ argument",
    '{"jsonrpc":"2.0","id":23,"method":"tools/call","params":{"name":"list_companies","arguments":{"__proto__":' +
      '{"limit":1},"view":"full"}}}',
  ],
  ["a call with bad arguments", JSON.stringify(call(24, "list_companies", { limit: "many", view: 3 }))],
  ["arguments of the wrong type", JSON.stringify(call(7, "list_signals", "x"))],
  ["no params", JSON.stringify(rpc(8, "tools/call"))],
  ["an unknown method", JSON.stringify(rpc(9, "resources/list"))],
  ["a response from the client", JSON.stringify({ jsonrpc: "2.0", id: 10, result: {} })],
  ["a batch of two requests", JSON.stringify([rpc(11, "ping"), call(12, "whoami")])],
  ["a batch of one", JSON.stringify([rpc(13, "ping")])],
  ["a batch with a notification", JSON.stringify([initialized, rpc(14, "ping")])],
  ["a batch of notifications", JSON.stringify([initialized, initialized])],
  ["a batch repeating an id", JSON.stringify([rpc(15, "ping"), rpc(15, "ping")])],
  ["initialize in a batch", JSON.stringify([initialize, rpc(16, "ping")])],
  ["initialize alone in a batch", JSON.stringify([initialize])],
  ["a batch of 101", JSON.stringify(Array.from({ length: 101 }, (_, i) => rpc(100 + i, "ping")))],
  ["a batch of 100", JSON.stringify(Array.from({ length: 100 }, (_, i) => rpc(300 + i, "ping")))],
  ["not JSON", '{"jsonrpc": "2.0",'],
  ["empty", ""],
  ["an empty batch", "[]"],
  ["not JSON-RPC", "{}"],
  ["a bad batch item", JSON.stringify([rpc(17, "ping"), 5])],
];

const PROTOCOL_VERSIONS = [
  undefined,
  LATEST_PROTOCOL_VERSION,
  "2025-06-18",
  "2025-03-26",
  "2024-11-05",
  "1999-01-01",
  "garbage",
  "",
];

const HEADER_VARIANTS: Array<Record<string, string | undefined>> = [
  { accept: undefined },
  { accept: "application/json" },
  { accept: "text/event-stream" },
  { accept: "*/*" },
  { accept: "text/event-stream, application/json;q=0.9" },
  { "content-type": undefined },
  { "content-type": "text/plain" },
  { "content-type": "application/json; charset=utf-8" },
  { "content-type": "Application/JSON" },
  { "content-type": "application/jsonx" },
  { accept: "application/json", "content-type": "text/plain" },
];

describe("POST /api/mcp answers exactly as the SDK's Streamable HTTP transport did", () => {
  let app: App;
  let org: TestOrg;

  beforeAll(async () => {
    const rt = await getRuntime();
    // Rate limits on, far from their limits: both routes count on the same key.
    const { deps } = await runtimeWith({ counters: new MemoryCounterStore(rt.clock), rateLimitsEnabled: true });
    const reference = createRouter();
    reference.post("/ref/mcp", originGuard(), authenticate(), referenceHandler);
    app = createApp(deps, { extraRoutes: [reference] });
    org = await createTestOrg({ app, name: "Equivalence Org" });
    await seedCompany(deps.db, org.orgId, { name: "Acme" });
  });

  /** Status, headers and body, with what differs between any two requests (ids, rate-limit counts) masked. */
  async function answer(path: string, headers: Record<string, string | undefined>, body: string) {
    const sent = Object.fromEntries(
      Object.entries({ authorization: `Bearer ${org.key}`, ...headers }).filter(([, v]) => v !== undefined),
    ) as Record<string, string>;
    const res = await app.fetch(new Request(`http://127.0.0.1${path}`, { method: "POST", headers: sent, body }));
    const masked = (s: string) => s.replace(/req_[0-9a-f]{32}/g, "req_…");
    return {
      status: res.status,
      headers: Object.fromEntries(
        [...res.headers].map(([k, v]) => [
          k,
          k === "x-request-id" ? "…" : k === "x-ratelimit-remaining" || k === "x-ratelimit-reset" ? "n" : v,
        ]),
      ),
      body: masked(await res.text()),
    };
  }

  async function expectSame(headers: Record<string, string | undefined>, body: string, label: string) {
    const ours = await answer("/api/mcp", headers, body);
    const theirs = await answer("/ref/mcp", headers, body);
    expect(ours, label).toEqual(theirs);
    return ours;
  }

  it("for every kind of body, under every protocol version header", async () => {
    const statuses = new Set<number>();
    for (const [label, body] of BODIES) {
      for (const version of PROTOCOL_VERSIONS) {
        const got = await expectSame(
          { ...GOOD, "mcp-protocol-version": version },
          body,
          `${label}, MCP-Protocol-Version ${version}`,
        );
        statuses.add(got.status);
      }
    }
    // The cases reach each kind of answer: results, 202, and the refusals.
    expect([...statuses].sort()).toEqual([200, 202, 400]);
  });

  it("for every Accept and Content-Type a client may send", async () => {
    const statuses = new Set<number>();
    for (const variant of HEADER_VARIANTS) {
      for (const [label, body] of BODIES.filter(([l]) =>
        ["whoami", "initialized notification", "not JSON", "an empty batch", "a batch of 101"].includes(l),
      )) {
        const got = await expectSame({ ...GOOD, ...variant }, body, `${label}, ${JSON.stringify(variant)}`);
        statuses.add(got.status);
      }
    }
    expect([...statuses].sort()).toEqual([200, 202, 400, 406, 415]);
  });
});

describe("POST /api/mcp: pooled servers and their transports keep each request's own key, headers and id", () => {
  let app: App;
  let pool: McpServerPool;
  let a: TestOrg;
  let b: TestOrg;
  const companies = new Map<string, string>();
  const pending: Promise<unknown>[] = [];

  beforeAll(async () => {
    ({ app, pool, a, b } = await pooledTwoOrgs(["Transport Org A", "Transport Org B"], companies, pending));
  });

  const post = (org: TestOrg, requestId: string, body: unknown) =>
    app.fetch(
      new Request("http://127.0.0.1/api/mcp", {
        method: "POST",
        headers: { authorization: `Bearer ${org.key}`, "x-request-id": requestId, ...GOOD },
        body: JSON.stringify(body),
      }),
    );

  it(
    "60 concurrent POSTs of two keys, all with JSON-RPC id 1: " +
      "each answer, request id and rate-limit count is its caller's",
    async () => {
      const calls = Array.from({ length: 60 }, (_, i) => {
        const org = i % 2 ? b : a;
        // A result, a tool error carrying the request id, and a batch, in turn.
        const kind = i % 3;
        const body =
          kind === 0
            ? call(1, "list_companies")
            : kind === 1
              ? call(1, "get_company", { companyId: "not-a-uuid" })
              : [call(1, "whoami"), rpc(2, "ping")];
        return { org, kind, requestId: `request-${String(i).padStart(4, "0")}`, body };
      });
      const results = await Promise.all(
        calls.map(async (c) => {
          const res = await post(c.org, c.requestId, c.body);
          return { ...c, res, rpc: await res.json() };
        }),
      );
      const remaining = new Map<TestOrg, number[]>([
        [a, []],
        [b, []],
      ]);
      for (const r of results) {
        expect(r.res.status).toBe(200);
        expect(r.res.headers.get("x-request-id")).toBe(r.requestId);
        // whoami counts toward no bucket: its POST carries no count, whatever its server served before.
        if (r.kind === 2) expect(r.res.headers.get("x-ratelimit-remaining")).toBeNull();
        else remaining.get(r.org)!.push(Number(r.res.headers.get("x-ratelimit-remaining")));
        if (r.kind === 0) {
          expect(r.rpc.id).toBe(1);
          expect(JSON.parse(r.rpc.result.content[0].text).data.map((x: { id: string }) => x.id)).toEqual([
            companies.get(r.org.orgId),
          ]);
        } else if (r.kind === 1) {
          expect(r.rpc.result.isError).toBe(true);
          expect(JSON.parse(r.rpc.result.content[0].text).error.requestId).toBe(r.requestId);
        } else {
          expect(r.rpc.map((m: { id: number }) => m.id)).toEqual([1, 2]);
          expect(JSON.parse(r.rpc[0].result.content[0].text).organization.id).toBe(r.org.orgId);
        }
      }
      // Each key's 20 counted calls counted on its own bucket: 20 different counts, one after another.
      for (const counts of remaining.values()) {
        const sorted = [...counts].sort((x, y) => x - y);
        expect(new Set(sorted).size).toBe(20);
        expect(sorted.at(-1)! - sorted[0]!).toBe(19);
      }
      await Promise.all(pending.splice(0));
      expect(pool.built).toBeLessThanOrEqual(60);
    },
  );
});

describe("a pooled server is lent again only when every request it was given is answered", () => {
  it("a late answer to a repeated id goes nowhere, not into the next POST", async () => {
    // Two test tools: `slow` waits until the test lets it go, `fast` answers at once; both say whose call they answer.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const base = TOOLS.find((t) => t.name === "whoami")!;
    const tools = [
      {
        ...base,
        name: "slow",
        run: async (_: unknown, ctx: { requestId: string }) => (await gate, { slow: ctx.requestId }),
      },
      { ...base, name: "fast", run: async (_: unknown, ctx: { requestId: string }) => ({ fast: ctx.requestId }) },
    ];
    const { deps } = await runtimeWith({});
    const pool = new McpServerPool(tools as never);
    const app = createApp(deps, { mcpServers: pool });
    const org = await createTestOrg({ app, name: "Late Answer Org" });
    const send = (requestId: string, body: unknown) =>
      app.fetch(
        new Request("http://127.0.0.1/api/mcp", {
          method: "POST",
          headers: { authorization: `Bearer ${org.key}`, "x-request-id": requestId, ...GOOD },
          body: JSON.stringify(body),
        }),
      );
    const text = (m: { result: { content: { text: string }[] } }) => JSON.parse(m.result.content[0]!.text);

    // As the SDK's transport answers a batch repeating an id: with the first answer for it.
    const first = await send("request-first-0", [call(1, "slow"), call(1, "fast")]);
    expect(text(await first.json())).toEqual({ fast: "request-first-0" });
    expect(pool.built).toBe(1);
    // The server still runs `slow` for that POST: the next gets another server, and its own answer.
    // (In a batch: a lone tools/call is answered without a server.)
    const second = await send("request-second", [call(1, "fast"), rpc(2, "ping")]);
    expect(text((await second.json())[0])).toEqual({ fast: "request-second" });
    expect(pool.built).toBe(2);
    // Once `slow` has answered (into nothing), its server serves again, for the caller it is lent to.
    release();
    await new Promise((resolve) => setImmediate(resolve)); // its handler's promises settle

    const third = await Promise.all([
      send("request-third-a", [call(1, "fast"), rpc(2, "ping")]),
      send("request-third-b", [call(1, "fast"), rpc(2, "ping")]),
    ]);
    expect(await Promise.all(third.map(async (r) => text((await r.json())[0])))).toEqual([
      { fast: "request-third-a" },
      { fast: "request-third-b" },
    ]);
    expect(pool.built).toBe(2);
  });
});
