import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { FetchResult, ResolveHost } from "../../src/platform/fetcher";
import { createNodeFetcher, type LookupAll } from "../../src/platform/fetcher-node";

/*
 * IPv6 destinations (docs/pipeline.md): a site on an IPv6 literal or on a name with only AAAA records is
 * fetched like any other, and IPv6's private ranges are refused exactly as IPv4's are. The site
 * here listens on the IPv6 loopback only, so reaching it proves the connection went over IPv6.
 */

/** Whether this machine's loopback has ::1 (some containers run without IPv6). */
async function hasIpv6Loopback(): Promise<boolean> {
  const probe = createServer();
  return new Promise((resolve) => {
    probe.once("error", () => resolve(false));
    probe.listen(0, "::1", () => probe.close(() => resolve(true)));
  });
}

const ipv6 = await hasIpv6Loopback();
const PAGE = "<!doctype html><title>Hexa Labs</title><p>IPv6 only, since 2019.</p>";

let server: Server;
let port = 0;
const requests: { path: string; headers: IncomingHttpHeaders }[] = [];

beforeAll(async () => {
  if (!ipv6) return;
  server = createServer((req, res) => {
    requests.push({ path: req.url ?? "", headers: req.headers });
    if (req.url === "/robots.txt") return res.writeHead(404).end();
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, "::1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  if (ipv6) await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  requests.length = 0;
});

/** Answers like getaddrinfo: every record, or those of the family asked for. */
const dnsAnswering =
  (...addresses: string[]): LookupAll =>
  async (_host, family) =>
    addresses
      .map((address) => ({ address, family: address.includes(":") ? 6 : 4 }))
      .filter((r) => family === 0 || r.family === family);
const publicAtCheck: ResolveHost = async () => ["2606:4700::1111"];

function expectFailure(result: FetchResult, reason: string) {
  expect(result.ok, JSON.stringify(result)).toBe(false);
  if (!result.ok) expect(result.reason).toBe(reason);
  return result as Extract<FetchResult, { ok: false }>;
}

describe("createNodeFetcher: IPv6 private destinations are refused as their IPv4 equivalents are", () => {
  it.each([
    ["[::1]", "127.0.0.1"],
    ["[::ffff:127.0.0.1]", "127.0.0.1"],
    ["[::ffff:7f00:1]", "127.0.0.1"],
    ["[fe80::1]", "169.254.0.1"],
    ["[fd12:3456::1]", "10.0.0.1"],
    ["[::ffff:a00:1]", "10.0.0.1"],
    ["[64:ff9b::a9fe:a9fe]", "169.254.169.254"], // NAT64 of the metadata address
    ["[2002:c0a8:101::1]", "192.168.1.1"], // 6to4 of a private address
    ["[2001:db8::1]", "192.0.2.1"], // documentation ranges: not real public sites
  ])("http://%s/ is refused like http://%s/", async (v6, v4) => {
    const f = createNodeFetcher({ timeoutMs: 3_000 });
    const six = expectFailure(await f.fetchPage(`http://${v6}:${port || 80}/`), "blocked_private_address");
    const four = expectFailure(await f.fetchPage(`http://${v4}:${port || 80}/`), "blocked_private_address");
    // The same message with the host put in: the address as URL parsing spells it, without brackets.
    const host = new URL(`http://${v6}/`).hostname.slice(1, -1);
    expect(six.detail.replace(host, "HOST")).toBe(four.detail.replace(v4, "HOST"));
    expect(requests).toHaveLength(0);
  });
});

describe.skipIf(!ipv6)("createNodeFetcher: a name with only AAAA records", () => {
  const url = () => `http://v6only.example:${port}/`;

  it("is refused when connecting when its one address is the IPv6 loopback (rebinding past the check)", async () => {
    const f = createNodeFetcher({ timeoutMs: 3_000 }, { resolveHost: publicAtCheck, lookupAll: dnsAnswering("::1") });
    const failure = expectFailure(await f.fetchPage(url()), "blocked_private_address");
    expect(failure.detail).toBe("v6only.example resolves to a non-public address when connecting");
    expect(requests).toHaveLength(0);
  });

  it.each(["fe80::1%lo", "fd00::1", "::ffff:10.0.0.1", "64:ff9b::7f00:1"])(
    "is refused when connecting when it resolves to %s",
    async (address) => {
      const f = createNodeFetcher(
        { timeoutMs: 3_000 },
        { resolveHost: publicAtCheck, lookupAll: dnsAnswering(address) },
      );
      expectFailure(await f.fetchPage(url()), "blocked_private_address");
    },
  );

  it("is refused before any request when the check itself sees the private AAAA record", async () => {
    const f = createNodeFetcher(
      { timeoutMs: 3_000 },
      { resolveHost: async () => ["::1"], lookupAll: dnsAnswering("::1") },
    );
    const failure = expectFailure(await f.fetchPage(url()), "blocked_private_address");
    expect(failure.detail).toBe("v6only.example resolves to a non-public address");
    expect(requests).toHaveLength(0);
  });

  it("is reached over IPv6 when its origin is exempt (control: the connection uses the AAAA answer)", async () => {
    const f = createNodeFetcher(
      { timeoutMs: 3_000, allowedPrivateOrigins: [`http://v6only.example:${port}`] },
      { resolveHost: publicAtCheck, lookupAll: dnsAnswering("::1") },
    );
    const result = await f.fetchPage(url());
    expect(result.ok && result.body).toBe(PAGE);
  });
});

describe.skipIf(!ipv6)(
  "createNodeFetcher with the private network allowed (ALLOW_PRIVATE_NETWORK=true): IPv6-only sites",
  () => {
    it("fetches a page by its IPv6 literal, robots.txt first", async () => {
      const result = await createNodeFetcher({ allowPrivateNetwork: true, timeoutMs: 3_000 }).fetchPage(
        `http://[::1]:${port}/about`,
      );
      expect(result.ok, JSON.stringify(result)).toBe(true);
      if (!result.ok) return;
      expect(result.url).toBe(`http://[::1]:${port}/about`);
      expect(result.body).toBe(PAGE);
      expect(requests.map((r) => r.path)).toEqual(["/robots.txt", "/about"]);
      expect(requests[1]!.headers.host).toBe(`[::1]:${port}`);
    });

    it("fetches a page of a name that resolves only over IPv6", async () => {
      const f = createNodeFetcher({ allowPrivateNetwork: true, timeoutMs: 3_000 }, { lookupAll: dnsAnswering("::1") });
      const result = await f.fetchPage(`http://v6only.example:${port}/`);
      expect(result.ok, JSON.stringify(result)).toBe(true);
      expect(result.ok && result.body).toBe(PAGE);
      expect(requests.at(-1)!.headers.host).toBe(`v6only.example:${port}`);
    });
  },
);
