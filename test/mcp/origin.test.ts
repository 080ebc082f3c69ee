import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../support/harness";
import { connect, ok, startMcpHarness, type McpHarness } from "./support";

/*
 * DNS rebinding protection (docs/mcp.md §Origin and Host): a foreign Origin, or on a loopback server a foreign Host,
 * is refused with our 403 before the key is read. Over real HTTP, with the Host header as sent
 * (fetch would not let us choose it).
 */

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: any;
}

const INITIALIZE = {
  jsonrpc: "2.0",
  id: 1,
  method: "initialize",
  params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "origin-test", version: "1.0.0" } },
};

/** POSTs a JSON-RPC message to the harness's /api/mcp with exactly these headers (Host included). */
function post(
  h: McpHarness,
  headers: Record<string, string>,
  message: unknown = INITIALIZE,
  method = "POST",
): Promise<Answer> {
  const body = JSON.stringify(message);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: h.url.hostname,
        port: h.url.port,
        path: h.url.pathname,
        method,
        headers: {
          host: h.url.host,
          "content-type": "application/json",
          accept: "application/json, text/event-stream",
          "content-length": method === "POST" ? Buffer.byteLength(body) : 0,
          ...headers,
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (text += chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: text ? JSON.parse(text) : null }),
        );
      },
    );
    req.on("error", reject);
    req.end(method === "POST" ? body : undefined);
  });
}

function expectRefused(res: Answer, message: RegExp) {
  expect(res.status, JSON.stringify(res.body)).toBe(403);
  expect(Object.keys(res.body)).toEqual(["error"]);
  expect(res.body.error.code).toBe("forbidden");
  expect(res.body.error.message).toMatch(message);
  expect(res.body.error.requestId).toBe(res.headers["x-request-id"]);
}

function expectInitialized(res: Answer) {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.result.serverInfo.name).toBeTruthy();
}

let loopback: McpHarness;
let configured: McpHarness;
let proxied: McpHarness;
let anyAddress: McpHarness;
beforeAll(async () => {
  // The test configuration's HOST is 127.0.0.1 and PUBLIC_BASE_URL unset: own origin http://127.0.0.1:8787.
  loopback = await startMcpHarness();
  configured = await startMcpHarness({
    config: testConfig({ MCP_ALLOWED_ORIGINS: "https://app.example.com, http://localhost:5173" }),
  });
  proxied = await startMcpHarness({ config: testConfig({ PUBLIC_BASE_URL: "https://partners.example.com/" }) });
  anyAddress = await startMcpHarness({ config: testConfig({ HOST: "0.0.0.0" }) });
});
afterAll(async () => {
  await Promise.all([loopback, configured, proxied, anyAddress].map((h) => h?.close()));
});

describe("Origin and Host on /api/mcp", () => {
  it("refuses a DNS-rebinding request (another site's Host and Origin) with 403 forbidden, no key needed", async () => {
    // As the MCP conformance scenario dns-rebinding-protection sends it: no key, a foreign Host.
    expectRefused(await post(loopback, { host: "evil.example.com" }), /^Host "evil\.example\.com" is not allowed/);
    expectRefused(
      await post(loopback, { host: "evil.example.com:8787", origin: "http://evil.example.com:8787" }),
      /^Host "evil\.example\.com:8787" is not allowed/,
    );
    // The same request with a loopback Host reaches authentication.
    const res = await post(loopback, {});
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe("unauthorized");
  });

  it("refuses a foreign Origin with 403 forbidden in the error envelope, whatever the key", async () => {
    const org = await loopback.newOrg();
    expectRefused(
      await post(loopback, { origin: "http://evil.example" }),
      /^Origin "http:\/\/evil\.example" is not allowed/,
    );
    expectRefused(
      await post(loopback, { origin: "http://evil.example", authorization: `Bearer ${org.key}` }),
      /MCP_ALLOWED_ORIGINS/,
    );
    // An opaque origin (a sandboxed frame, a file) is no allowed origin either.
    expectRefused(
      await post(loopback, { origin: "null", authorization: `Bearer ${org.key}` }),
      /^Origin "null" is not allowed/,
    );
    // GET and DELETE stay 405.
    for (const method of ["GET", "DELETE"]) {
      const res = await post(loopback, { origin: "http://evil.example" }, undefined, method);
      expect(res.status, method).toBe(405);
      expect(res.body.error.code).toBe("method_not_allowed");
    }
  });

  it("a refused call costs the key nothing: no rate-limit bucket is counted", async () => {
    const org = await loopback.newOrg();
    const call = { jsonrpc: "2.0", id: 2, method: "tools/call", params: { name: "list_companies", arguments: {} } };
    const refused = await post(loopback, { origin: "http://evil.example", authorization: `Bearer ${org.key}` }, call);
    expectRefused(refused, /^Origin/);
    expect(refused.headers["x-ratelimit-remaining"]).toBeUndefined();
    expect(loopback.bucketsHit(org.keyId)).toEqual([]);
    // The same call from an allowed origin is counted.
    const served = await post(loopback, { origin: "http://127.0.0.1:8787", authorization: `Bearer ${org.key}` }, call);
    expect(served.status).toBe(200);
    expect(served.body.result.isError).toBeFalsy();
    expect(loopback.bucketsHit(org.keyId)).toEqual(["read"]);
  });

  it(
    "serves the service's own public origin by default, " + "and only the origins of MCP_ALLOWED_ORIGINS when set",
    async () => {
      const key = (await loopback.newOrg()).key;
      expectInitialized(await post(loopback, { origin: "http://127.0.0.1:8787", authorization: `Bearer ${key}` }));
      expectRefused(
        await post(loopback, { origin: "http://127.0.0.1:5173", authorization: `Bearer ${key}` }),
        /^Origin/,
      );

      const other = (await configured.newOrg()).key;
      expectInitialized(
        await post(configured, { origin: "https://app.example.com", authorization: `Bearer ${other}` }),
      );
      // Origins are compared as origins: letter case and the default port do not matter.
      expectInitialized(
        await post(configured, { origin: "HTTPS://App.Example.com:443", authorization: `Bearer ${other}` }),
      );
      expectInitialized(await post(configured, { origin: "http://localhost:5173", authorization: `Bearer ${other}` }));
      expectRefused(
        await post(configured, { origin: "http://app.example.com", authorization: `Bearer ${other}` }),
        /^Origin/,
      );
      expectRefused(
        await post(configured, { origin: "http://127.0.0.1:8787", authorization: `Bearer ${other}` }),
        /^Origin/,
      );
    },
  );

  it("serves requests without Origin (server-side clients): the SDK client sends none", async () => {
    const org = await loopback.newOrg();
    const client = await connect(loopback, org.key);
    const me = await ok(client, "whoami");
    expect(me.organization.id).toBe(org.orgId);
    await client.close();
  });

  it("on a loopback server, answers loopback Host names with any port: localhost, 127.0.0.1, [::1]", async () => {
    const key = (await loopback.newOrg()).key;
    const port = loopback.url.port;
    for (const host of [
      `localhost:${port}`,
      `127.0.0.1:${port}`,
      `[::1]:${port}`,
      "localhost",
      "127.0.0.2:9",
      "LOCALHOST",
    ]) {
      const res = await post(loopback, { host, authorization: `Bearer ${key}` });
      expect(res.status, host).toBe(200);
    }
    for (const host of ["localhost.evil.example", "127.0.0.1.nip.io", "10.0.0.1", "[::2]"]) {
      expectRefused(await post(loopback, { host, authorization: `Bearer ${key}` }), /^Host/);
    }
  });

  it(
    "on a loopback server behind a proxy, answers " + "PUBLIC_BASE_URL's host, whose origin is the default allowed one",
    async () => {
      const key = (await proxied.newOrg()).key;
      expectInitialized(
        await post(proxied, {
          host: "partners.example.com",
          origin: "https://partners.example.com",
          authorization: `Bearer ${key}`,
        }),
      );
      expectRefused(
        await post(proxied, { host: "other.example.com", authorization: `Bearer ${key}` }),
        /^Host "other\.example\.com"/,
      );
      expectRefused(
        await post(proxied, { origin: "http://127.0.0.1:8787", authorization: `Bearer ${key}` }),
        /^Origin/,
      );
    },
  );

  it("checks Host only while the server listens on a loopback address, and Origin always", async () => {
    const key = (await anyAddress.newOrg()).key;
    expectInitialized(await post(anyAddress, { host: "partners.example.com", authorization: `Bearer ${key}` }));
    expectRefused(
      await post(anyAddress, {
        host: "partners.example.com",
        origin: "https://evil.example",
        authorization: `Bearer ${key}`,
      }),
      /^Origin/,
    );
  });
});
