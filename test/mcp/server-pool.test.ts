import { beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app";
import type { McpServerPool } from "../../src/mcp/server";
import type { TestOrg } from "../support/harness";
import { pooledTwoOrgs } from "./support";

/*
 * The tool server is built once and lent to one request at a time (src/mcp/server.ts): what a call
 * sees — its organisation, its key's rate limits — must still be the calling request's own.
 */

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

  async function callTool(org: TestOrg, name: string) {
    const res = await app.fetch(
      new Request("http://127.0.0.1/api/mcp", {
        method: "POST",
        headers: { authorization: `Bearer ${org.key}`, "content-type": "application/json", accept: "application/json, text/event-stream" },
        body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name, arguments: {} } }),
      }),
    );
    expect(res.status).toBe(200);
    const rpc = (await res.json()) as { result: { isError?: boolean; content: { text: string }[] } };
    expect(rpc.result.isError ?? false).toBe(false);
    // A server goes back to the pool once its POST is answered; other work through waitUntil.
    await Promise.all(pending.splice(0));
    return { body: JSON.parse(rpc.result.content[0]!.text), remaining: Number(res.headers.get("x-ratelimit-remaining")) };
  }

  it("two keys in turn on one process: each call sees its own organisation and companies, and one server is built", async () => {
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
  });

  it("each key's rate limits are its own whichever request the server served before", async () => {
    const [a1, b1, a2, b2] = [await callTool(a, "list_companies"), await callTool(b, "list_companies"), await callTool(a, "list_companies"), await callTool(b, "list_companies")];
    expect(a2.remaining).toBe(a1.remaining - 1);
    expect(b2.remaining).toBe(b1.remaining - 1);
  });

  it("concurrent calls of both keys each get their own answer; servers are built only for calls running at once", async () => {
    const orgs = [a, b, a, b, a, b];
    const results = await Promise.all(orgs.map((org) => callTool(org, "list_companies")));
    results.forEach((r, i) => expect(r.body.data.map((c: { id: string }) => c.id)).toEqual([companies.get(orgs[i]!.orgId)]));
    expect(pool.built).toBeLessThanOrEqual(orgs.length);
    const built = pool.built;
    for (const org of orgs) await callTool(org, "whoami");
    expect(pool.built).toBe(built);
  });
});
