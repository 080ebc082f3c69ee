import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chunkedBody, exchange, head } from "../support/raw-http";
import { call, connect, startMcpHarness, type McpHarness } from "./support";

let h: McpHarness;
beforeAll(async () => {
  h = await startMcpHarness();
});
afterAll(async () => {
  await h?.close();
});

const TOOL_NAMES = [
  "whoami",
  "list_companies",
  "get_company",
  "add_company",
  "update_company",
  "refresh_company",
  "remove_company",
  "list_signals",
  "get_signal",
  "list_alerts",
  "get_alert",
  "list_leads",
  "get_lead",
  "track_lead",
  "decide_lead",
];

describe("the tool server at /api/mcp", () => {
  it("lists the 15 tools of the spec with titles, descriptions and annotations", async () => {
    const org = await h.newOrg();
    const client = await connect(h, org.key);
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual([...TOOL_NAMES].sort());
    for (const t of tools) {
      expect(t.title, t.name).toBeTruthy();
      expect(t.description!.length, t.name).toBeGreaterThan(60);
      expect(t.annotations, t.name).toBeDefined();
    }
    const byName = Object.fromEntries(tools.map((t) => [t.name, t]));
    expect(byName.remove_company!.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: true });
    for (const n of ["add_company", "update_company", "track_lead", "decide_lead"]) {
      expect(byName[n]!.annotations, n).toMatchObject({
        readOnlyHint: false,
        idempotentHint: true,
        destructiveHint: false,
      });
    }
    for (const n of [
      "whoami",
      "list_companies",
      "get_company",
      "list_signals",
      "get_signal",
      "list_alerts",
      "get_alert",
      "list_leads",
      "get_lead",
    ]) {
      expect(byName[n]!.annotations, n).toMatchObject({ readOnlyHint: true });
    }
    expect(byName.refresh_company!.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: false });
    // The tools that make the service fetch websites say so; the rest touch only our own store.
    const fetching = ["add_company", "update_company", "refresh_company", "track_lead"];
    for (const t of tools) expect(t.annotations!.openWorldHint, t.name).toBe(fetching.includes(t.name));
    // A fixed list, and no stream to announce changes on.
    expect(client.getServerCapabilities()?.tools?.listChanged).toBe(false);
    await client.close();
  });

  it("advertises object input schemas whose every field has a description", async () => {
    const org = await h.newOrg();
    const client = await connect(h, org.key);
    const { tools } = await client.listTools();
    for (const t of tools) {
      expect(t.inputSchema.type, t.name).toBe("object");
      const props = (t.inputSchema.properties ?? {}) as Record<string, { description?: string }>;
      if (t.name !== "whoami") expect(Object.keys(props).length, t.name).toBeGreaterThan(0);
      for (const [field, schema] of Object.entries(props)) {
        expect(schema.description, `${t.name}.${field}`).toBeTruthy();
      }
    }
    const byName = Object.fromEntries(tools.map((t) => [t.name, t]));
    expect(byName.add_company!.inputSchema.required).toEqual(
      expect.arrayContaining(["companyName", "companyWebsite", "founders"]),
    );
    expect(byName.add_company!.inputSchema.required).not.toContain("thingsToTrack");
    expect(byName.get_company!.inputSchema.required).toEqual(["companyId"]);
    expect((byName.get_company!.inputSchema.properties as any).companyId.format).toBe("uuid");
    expect(Object.keys(byName.list_signals!.inputSchema.properties!)).toEqual(
      expect.arrayContaining(["entityQuery", "view", "limit", "cursor"]),
    );
    expect(Object.keys(byName.list_alerts!.inputSchema.properties!)).toEqual(expect.arrayContaining(["entityQuery"]));
    expect(Object.keys(byName.list_leads!.inputSchema.properties!)).toEqual(expect.arrayContaining(["sourceQuery"]));
    // JSON values, not query strings.
    expect((byName.list_companies!.inputSchema.properties as any).limit.type).toBe("integer");
    expect((byName.list_signals!.inputSchema.properties as any).needsAttention.type).toBe("boolean");
    await client.close();
  });

  it("refuses an invalid key with HTTP 401 and our envelope before any tool runs", async () => {
    const init = {
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "x", version: "1" } },
    };
    for (const authorization of [undefined, "Bearer nope", `Bearer live_${"x".repeat(40)}`]) {
      const res = await fetch(h.url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          accept: "application/json, text/event-stream",
          ...(authorization ? { authorization } : {}),
        },
        body: JSON.stringify(init),
      });
      expect(res.status).toBe(401);
      const body = await res.json();
      expect(body.error.code).toBe("unauthorized");
      expect(body.error.requestId).toMatch(/^req_/);
    }
    // And through the SDK client: connecting fails, no tool call is made.
    const before = h.hits.length;
    await expect(connect(h, `live_${"y".repeat(40)}`)).rejects.toThrow();
    expect(h.hits.length).toBe(before);
  });

  it("answers GET and DELETE with 405 method_not_allowed (POST only)", async () => {
    const org = await h.newOrg();
    for (const method of ["GET", "DELETE"]) {
      const variants: Record<string, string>[] = [
        {},
        { authorization: `Bearer ${org.key}`, accept: "text/event-stream" },
      ];
      for (const headers of variants) {
        const res = await fetch(h.url, { method, headers });
        expect(res.status, method).toBe(405);
        expect(res.headers.get("allow")).toBe("POST");
        const body = await res.json();
        expect(body.error.code).toBe("method_not_allowed");
      }
    }
  });

  it("serves concurrent tool calls on separate connections, each answered for its own key", async () => {
    const orgs = await Promise.all(Array.from({ length: 10 }, () => h.newOrg()));
    const clients = await Promise.all(orgs.map((o) => connect(h, o.key)));
    const results = await Promise.all(
      clients.map((c, i) => (i % 2 ? call(c, "whoami") : call(c, "list_companies", { limit: 5 }))),
    );
    results.forEach((r, i) => {
      expect(r.isError, JSON.stringify(r.body)).toBe(false);
      if (i % 2) expect(r.body.organization.id).toBe(orgs[i]!.orgId);
      else expect(r.body).toEqual({ data: [], nextCursor: null });
    });
    await Promise.all(clients.map((c) => c.close()));
  });

  it("keeps working for many calls on one connection (a new server per request)", async () => {
    const org = await h.newOrg();
    const client = await connect(h, org.key);
    const results = await Promise.all(Array.from({ length: 10 }, () => call(client, "whoami")));
    for (const r of results) expect(r.body.member.id).toBe(org.memberId);
    await client.close();
  });

  it("answers over plain HTTP with JSON and a request id; a body over 1 MiB is 413 payload_too_large", async () => {
    const org = await h.newOrg();
    const headers = {
      authorization: `Bearer ${org.key}`,
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
    };
    const res = await fetch(h.url, {
      method: "POST",
      headers: { ...headers, "mcp-protocol-version": "2025-06-18" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 7, method: "tools/call", params: { name: "whoami", arguments: {} } }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(res.headers.get("x-request-id")).toMatch(/^req_/);
    const rpc = await res.json();
    expect(rpc.id).toBe(7);
    expect(JSON.parse(rpc.result.content[0].text).organization.id).toBe(org.orgId);

    const big = await fetch(h.url, { method: "POST", headers, body: JSON.stringify({ pad: "x".repeat(1024 * 1024) }) });
    expect(big.status).toBe(413);
    expect((await big.json()).error.code).toBe("payload_too_large");
    // The same without a Content-Length (chunked): our envelope too, read no further than the
    // limit. Sent over a raw socket: the server drops the connection with the upload unread, and
    // fetch, still writing, gives up on the reset (EPIPE) even with the answer in its socket.
    const fields = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
    const chunked = await exchange(
      Number(h.url.port),
      [
        head([`POST ${h.url.pathname} HTTP/1.1`, `Host: ${h.url.host}`, ...fields, "Transfer-Encoding: chunked"]),
        ...chunkedBody(64 * 1024 * 1024),
      ],
      {
        stopOnAnswer: true,
      },
    );
    expect(chunked.status).toBe(413);
    expect(chunked.body.error.code).toBe("payload_too_large");
    expect(chunked.headers.connection).toBe("close");
    // The client also fills the kernel's buffers; far from all 64 MiB are taken.
    expect(chunked.bytesWritten).toBeLessThan(16 * 1024 * 1024);
  });

  it(
    "a body that does not parse is JSON-RPC's parse error; " + "a tool call's response carries X-RateLimit-* headers",
    async () => {
      const org = await h.newOrg();
      const headers = {
        authorization: `Bearer ${org.key}`,
        "content-type": "application/json",
        accept: "application/json, text/event-stream",
      };
      const bad = await fetch(h.url, { method: "POST", headers, body: '{"jsonrpc": "2.0",' });
      expect(bad.status).toBe(400);
      expect((await bad.json()).error.code).toBe(-32700);
      const res = await fetch(h.url, {
        method: "POST",
        headers: { ...headers, "mcp-protocol-version": "2025-06-18" },
        body: JSON.stringify({
          jsonrpc: "2.0",
          id: 1,
          method: "tools/call",
          params: { name: "list_signals", arguments: {} },
        }),
      });
      expect(res.status).toBe(200);
      expect(res.headers.get("x-ratelimit-limit")).toBe("600");
      expect(Number(res.headers.get("x-ratelimit-remaining"))).toBeLessThan(600);
      expect(res.headers.get("x-ratelimit-reset")).toMatch(/^\d+$/);
    },
  );

  it("answers JSON that is not a JSON-RPC message, or an empty batch, with -32600 Invalid Request", async () => {
    const org = await h.newOrg();
    const headers = {
      authorization: `Bearer ${org.key}`,
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
    };
    const cases: Array<[unknown, RegExp]> = [
      [[], /empty batch/],
      [{}, /not a JSON-RPC 2\.0 message/],
      [5, /not a JSON-RPC 2\.0 message/],
      [{ jsonrpc: "1.0", id: 1, method: "tools/list" }, /not a JSON-RPC 2\.0 message/],
      [[{ jsonrpc: "2.0", id: 1, method: "tools/list" }, 5], /batch item 1/],
    ];
    for (const [body, message] of cases) {
      const res = await fetch(h.url, { method: "POST", headers, body: JSON.stringify(body) });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.headers.get("x-request-id")).toBeTruthy();
      const rpc = await res.json();
      expect(rpc, JSON.stringify(body)).toMatchObject({ jsonrpc: "2.0", id: null, error: { code: -32600 } });
      expect(rpc.error.message).toMatch(message);
    }
  });

  it("answers tools/call params of the wrong shape with -32602 Invalid params, naming the field", async () => {
    const org = await h.newOrg();
    const headers = {
      authorization: `Bearer ${org.key}`,
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      "mcp-protocol-version": "2025-06-18",
    };
    const cases: Array<[unknown, RegExp]> = [
      [{ name: "list_signals", arguments: "x" }, /params\.arguments/],
      [{ name: "list_signals", arguments: [] }, /params\.arguments/],
      [{ name: "whoami", arguments: null }, /params\.arguments/],
      [{ arguments: {} }, /params\.name/],
    ];
    for (const [params, field] of cases) {
      const res = await fetch(h.url, {
        method: "POST",
        headers,
        body: JSON.stringify({ jsonrpc: "2.0", id: 3, method: "tools/call", params }),
      });
      expect(res.status).toBe(200);
      const rpc = await res.json();
      expect(rpc, JSON.stringify(params)).toMatchObject({ jsonrpc: "2.0", id: 3, error: { code: -32602 } });
      expect(rpc.error.message).toMatch(field);
    }
    // No params at all is the same error, for the params object itself.
    const none = await fetch(h.url, {
      method: "POST",
      headers,
      body: JSON.stringify({ jsonrpc: "2.0", id: 4, method: "tools/call" }),
    });
    expect((await none.json()).error.code).toBe(-32602);
  });

  it("refuses JSON-RPC batches under protocol 2025-06-18, which dropped them", async () => {
    const org = await h.newOrg();
    const headers = {
      authorization: `Bearer ${org.key}`,
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
    };
    const batch = JSON.stringify([{ jsonrpc: "2.0", id: 1, method: "ping" }]);
    const refused = await fetch(h.url, {
      method: "POST",
      headers: { ...headers, "mcp-protocol-version": "2025-06-18" },
      body: batch,
    });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error).toMatchObject({
      code: -32600,
      message: expect.stringContaining("no JSON-RPC batches"),
    });
    const older = await fetch(h.url, {
      method: "POST",
      headers: { ...headers, "mcp-protocol-version": "2025-03-26" },
      body: batch,
    });
    expect(older.status).toBe(200);
    // A version that is not a date is the SDK's to refuse, not read as a late one.
    const junk = await fetch(h.url, {
      method: "POST",
      headers: { ...headers, "mcp-protocol-version": "garbage" },
      body: batch,
    });
    expect(await junk.text()).not.toContain("has no JSON-RPC batches");
  });

  it("answers an unknown tool with a protocol error, not a tool result", async () => {
    const org = await h.newOrg();
    const client = await connect(h, org.key);
    // -32602 with the message once (an McpError's own "MCP error -32602:" would be repeated by the client).
    await expect(client.callTool({ name: "drop_database", arguments: {} })).rejects.toThrow(
      /^MCP error -32602: Tool drop_database not found$/,
    );
    await client.close();
  });
});
