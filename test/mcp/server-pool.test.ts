import { beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app";
import type { McpServerPool } from "../../src/mcp/server";
import type { TestOrg } from "../support/harness";
import { pooledTwoOrgs } from "./support";

/*
 * The tool server is built once and lent to one request at a time (src/mcp/server.ts): what a call
 * sees — its organisation, its key's rate limits — must still be the calling request's own. A POST
 * holding one plain tools/call is answered without a server; a batch (here the call and a ping) is
 * answered by a pooled server. Both ways are checked.
 */
type Via = "server" | "direct";

describe("POST /api/mcp: tool servers built once per process, each request with its own key", () => {
  let app: App;
  let pool: McpServerPool;
  let a: TestOrg;
  let b: TestOrg;
  const companies = new Map<string, string>();
  // Work handed to waitUntil (key-use writes; a server's return a task after a POST with notifications) is awaited.
  const pending: Promise<unknown>[] = [];

  beforeAll(async () => {
    ({ app, pool, a, b } = await pooledTwoOrgs(["Pool Org A", "Pool Org B"], companies, pending));
  });

  async function callTool(org: TestOrg, name: string, via: Via = "server") {
    const call = { jsonrpc: "2.0", id: 1, method: "tools/call", params: { name, arguments: {} } };
    const res = await app.fetch(
      new Request("http://127.0.0.1/api/mcp", {
        method: "POST",
        headers: {
          authorization: `Bearer ${org.key}`,
          "content-type": "application/json",
          accept: "application/json, text/event-stream",
        },
        body: JSON.stringify(via === "server" ? [call, { jsonrpc: "2.0", id: 2, method: "ping" }] : call),
      }),
    );
    expect(res.status).toBe(200);
    type Rpc = { id: number; result: { isError?: boolean; content: { text: string }[] } };
    const answer = (await res.json()) as Rpc | Rpc[];
    const rpc = Array.isArray(answer) ? answer.find((m) => m.id === 1)! : answer;
    expect(Array.isArray(answer)).toBe(via === "server");
    expect(rpc.result.isError ?? false).toBe(false);
    // A server goes back to the pool once its POST is answered; other work through waitUntil.
    await Promise.all(pending.splice(0));
    return {
      body: JSON.parse(rpc.result.content[0]!.text),
      remaining: Number(res.headers.get("x-ratelimit-remaining")),
    };
  }

  it(
    "two keys in turn on one process: each call sees its " + "own organisation and companies, and one server is built",
    async () => {
      const before = pool.built;
      for (const org of [a, b, a, b, a]) {
        const who = await callTool(org, "whoami");
        expect(who.body.organization.id).toBe(org.orgId);
        const list = await callTool(org, "list_companies");
        expect(list.body.data.map((c: { id: string }) => c.id)).toEqual([companies.get(org.orgId)]);
      }
      // Sequential requests share the one server built for the first.
      expect(pool.built - before).toBeLessThanOrEqual(1);
      expect(pool.built).toBe(1);
    },
  );

  it("one plain tool call per POST, keys in turn: each sees its own organisation, and no server is lent", async () => {
    const before = pool.built;
    for (const org of [b, a, b, a]) {
      const who = await callTool(org, "whoami", "direct");
      expect(who.body.organization.id).toBe(org.orgId);
      const list = await callTool(org, "list_companies", "direct");
      expect(list.body.data.map((c: { id: string }) => c.id)).toEqual([companies.get(org.orgId)]);
    }
    expect(pool.built).toBe(before);
  });

  it.each(["server", "direct"] as const)(
    "each key's rate limits are its own whichever request came before (%s)",
    async (via) => {
      const [a1, b1, a2, b2] = [
        await callTool(a, "list_companies", via),
        await callTool(b, "list_companies", via),
        await callTool(a, "list_companies", via),
        await callTool(b, "list_companies", via),
      ];
      expect(a2.remaining).toBe(a1.remaining - 1);
      expect(b2.remaining).toBe(b1.remaining - 1);
    },
  );

  it(
    "concurrent calls of both keys each get their own " + "answer; servers are built only for calls running at once",
    async () => {
      const orgs = [a, b, a, b, a, b];
      const results = await Promise.all(orgs.map((org) => callTool(org, "list_companies")));
      results.forEach((r, i) => {
        expect(r.body.data.map((c: { id: string }) => c.id)).toEqual([companies.get(orgs[i]!.orgId)]);
      });
      expect(pool.built).toBeLessThanOrEqual(orgs.length);
      const built = pool.built;
      for (const org of orgs) await callTool(org, "whoami");
      expect(pool.built).toBe(built);
      // Plain calls at once: each its caller's, and no server built for them.
      const direct = await Promise.all(orgs.map((org) => callTool(org, "list_companies", "direct")));
      direct.forEach((r, i) => {
        expect(r.body.data.map((c: { id: string }) => c.id)).toEqual([companies.get(orgs[i]!.orgId)]);
      });
      expect(pool.built).toBe(built);
    },
  );
});
