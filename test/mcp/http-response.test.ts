import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMcpHarness, type McpHarness } from "./support";

/*
 * The tool server's answer as Node's HTTP server sends it (the route answers with the pooled
 * transport's JSON as REST answers, so the server writes its body directly): the headers every
 * response carries, and the JSON-RPC body intact.
 */
let h: McpHarness;
beforeAll(async () => {
  h = await startMcpHarness();
});
afterAll(async () => h.close());

describe("POST /api/mcp over HTTP: the tool call's response", () => {
  it(
    "carries the request id sent, the X-RateLimit-* headers, " +
      "nosniff and no-store, and the JSON-RPC result as JSON",
    async () => {
      const org = await h.newOrg();
      const res = await fetch(h.url, {
        method: "POST",
        headers: {
          authorization: `Bearer ${org.key}`,
          "content-type": "application/json",
          accept: "application/json, text/event-stream",
          "x-request-id": "client-chosen-id-1",
        },
        body: JSON.stringify({
          jsonrpc: "2.0",
          id: 7,
          method: "tools/call",
          params: { name: "list_companies", arguments: {} },
        }),
      });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      expect(res.headers.get("x-request-id")).toBe("client-chosen-id-1");
      expect(res.headers.get("x-ratelimit-limit")).toBe("600");
      expect(Number(res.headers.get("x-ratelimit-remaining"))).toBe(599);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("cache-control")).toBe("no-store");
      const body = await res.json();
      expect(body).toMatchObject({ jsonrpc: "2.0", id: 7 });
      expect(body.result.isError).toBeFalsy();
      expect(JSON.parse(body.result.content[0].text)).toEqual({ data: [], nextCursor: null });
    },
  );
});
