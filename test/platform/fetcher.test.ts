import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ManualClock } from "../../src/platform/clock";
import {
  HttpFetcher,
  resolveLiteralHostsOnly,
  type FetchResult,
  type HttpFetcherConfig,
  type ResolveHost,
} from "../../src/platform/fetcher";
import { createNodeFetcher, guardedLookup, resolveHostWithDns, type LookupAll } from "../../src/platform/fetcher-node";
import { ACME } from "../support/fixtures/site-content";
import { startFixtureSites, type FixtureSites } from "../support/fixtures/sites";

let fx: FixtureSites;
beforeAll(async () => {
  fx = await startFixtureSites();
});
afterAll(async () => {
  await fx.close();
});
beforeEach(() => {
  for (const site of Object.values(fx.sites)) site.reset();
});

/** A fetcher for the fixtures (which live on 127.0.0.1, hence the private network allowed). */
const local = (config: Partial<HttpFetcherConfig> = {}) =>
  new HttpFetcher({ resolveHost: resolveHostWithDns, allowPrivateNetwork: true, ...config });

function expectFailure(result: FetchResult, reason: string) {
  expect(result.ok, JSON.stringify(result)).toBe(false);
  if (!result.ok) expect(result.reason).toBe(reason);
  return result as Extract<FetchResult, { ok: false }>;
}

describe("HttpFetcher: fetching", () => {
  it("fetches a fixture page with its final URL, status, content type and body", async () => {
    const result = await local().fetchPage(fx.sites.acme.url);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.url).toBe(fx.sites.acme.url);
    expect(result.status).toBe(200);
    expect(result.contentType).toMatch(/^text\/html/);
    expect(result.body).toContain(ACME.description);
    expect(result.redirects).toEqual([]);
  });

  it("identifies itself with the configured user agent and sends the Accept header asked for", async () => {
    await local({ userAgent: "TestBot/2.0 (+https://example.test/bot)" }).fetchPage(
      `${fx.sites.acme.url}blog/feed.xml`,
      {
        accept: "application/rss+xml",
      },
    );
    const [req] = fx.sites.acme.requestsTo("/blog/feed.xml");
    expect(req.headers["user-agent"]).toBe("TestBot/2.0 (+https://example.test/bot)");
    expect(req.headers.accept).toBe("application/rss+xml");
  });

  it(
    "sends the User-Agent a documented API asks for (the SEC's " +
      "contact) to that API only, not to a host it redirects to",
    async () => {
      fx.sites.acme.redirectTo("/api/moved", `${fx.sites.nimbus.url}elsewhere`, 302);
      fx.sites.nimbus.setPage("/elsewhere", "<title>Elsewhere</title>");
      await local().fetchPage(`${fx.sites.acme.url}api/moved`, {
        headers: { "user-agent": "Fund Tracker ops@fund.example" },
        robots: false,
      });
      expect(fx.sites.acme.requestsTo("/api/moved")[0].headers["user-agent"]).toBe("Fund Tracker ops@fund.example");
      expect(fx.sites.nimbus.requestsTo("/elsewhere")[0].headers["user-agent"]).toBe(
        "PartnerTrackingBot/1.0 (+https://example.com/bot)",
      );
    },
  );

  it("uses PartnerTrackingBot as the default user agent", async () => {
    await local().fetchPage(fx.sites.nimbus.url);
    expect(fx.sites.nimbus.requestsTo("/")[0].headers["user-agent"]).toBe(
      "PartnerTrackingBot/1.0 (+https://example.com/bot)",
    );
  });

  it("reports a 404 as http_error with its status", async () => {
    const failure = expectFailure(await local().fetchPage(`${fx.sites.acme.url}missing`), "http_error");
    expect(failure.status).toBe(404);
  });

  it("refuses binary content types", async () => {
    fx.sites.acme.setResponse("/logo.png", { contentType: "image/png", body: new Uint8Array([137, 80, 78, 71]) });
    const failure = expectFailure(await local().fetchPage(`${fx.sites.acme.url}logo.png`), "unsupported_content_type");
    expect(failure.status).toBe(200);
  });

  it("decodes the body with the charset the server declares", async () => {
    fx.sites.acme.setResponse("/latin", {
      contentType: "text/html; charset=iso-8859-1",
      body: new Uint8Array([0x3c, 0x70, 0x3e, 0x63, 0x61, 0x66, 0xe9]), // "<p>café" in Latin-1
    });
    const result = await local().fetchPage(`${fx.sites.acme.url}latin`);
    expect(result.ok && result.body).toBe("<p>café");
  });

  it("rejects URLs that are not http(s) or not URLs at all", async () => {
    for (const url of [
      "ftp://example.com/file",
      "file:///etc/passwd",
      "javascript:alert(1)",
      "not a url",
      "http://user:pw@example.com/",
    ]) {
      expectFailure(await local().fetchPage(url), "invalid_url");
    }
  });

  it("reports a refused connection and a dropped connection as network_error", async () => {
    expectFailure(await local().fetchPage(fx.unreachableUrl), "network_error");
    fx.sites.globex.setDown(true);
    expectFailure(await local().fetchPage(fx.sites.globex.url), "network_error");
    fx.sites.globex.setDown(false);
    expect((await local().fetchPage(fx.sites.globex.url)).ok).toBe(true);
  });
});

describe("HttpFetcher: rate limits and the wait they ask for", () => {
  const clock = () => new ManualClock(new Date("2026-11-23T12:00:00Z"));

  it("reads Retry-After in seconds or as an HTTP-date on a 429, and marks it rate limited", async () => {
    fx.sites.acme.setResponse("/api", { status: 429, headers: { "retry-after": "2" }, body: "slow down" });
    const seconds = expectFailure(await local({ clock: clock() }).fetchPage(`${fx.sites.acme.url}api`), "http_error");
    expect(seconds).toMatchObject({ status: 429, rateLimited: true, retryAfterMs: 2000 });
    fx.sites.acme.setResponse("/api", { status: 429, headers: { "retry-after": "Mon, 23 Nov 2026 12:01:30 GMT" } });
    const date = expectFailure(await local({ clock: clock() }).fetchPage(`${fx.sites.acme.url}api`), "http_error");
    expect(date.retryAfterMs).toBe(90_000);
  });

  it(
    "reads GitHub's exhausted limit (403, remaining 0) from " +
      "X-RateLimit-Reset, and its secondary limit (403 with Retry-After)",
    async () => {
      const reset = String(Date.parse("2026-11-23T12:05:00Z") / 1000);
      fx.sites.acme.setResponse("/api", {
        status: 403,
        headers: { "x-ratelimit-remaining": "0", "x-ratelimit-reset": reset },
      });
      const exhausted = expectFailure(
        await local({ clock: clock() }).fetchPage(`${fx.sites.acme.url}api`),
        "http_error",
      );
      expect(exhausted).toMatchObject({ rateLimited: true, retryAfterMs: 300_000 });
      fx.sites.acme.setResponse("/api", {
        status: 403,
        headers: { "retry-after": "60", "x-ratelimit-remaining": "4000", "x-ratelimit-reset": reset },
      });
      const secondary = expectFailure(
        await local({ clock: clock() }).fetchPage(`${fx.sites.acme.url}api`),
        "http_error",
      );
      expect(secondary).toMatchObject({ rateLimited: true, retryAfterMs: 60_000 });
    },
  );

  it("gives a plain 403 (with GitHub's ordinary reset header) no wait and no rate limit", async () => {
    const reset = String(Date.parse("2026-11-23T12:05:00Z") / 1000);
    fx.sites.acme.setResponse("/api", {
      status: 403,
      headers: { "x-ratelimit-remaining": "4999", "x-ratelimit-reset": reset },
    });
    const failure = expectFailure(await local({ clock: clock() }).fetchPage(`${fx.sites.acme.url}api`), "http_error");
    expect(failure.rateLimited).toBeUndefined();
    expect(failure.retryAfterMs).toBeUndefined();
  });

  it("keeps a 503's Retry-After as a wait without calling it a rate limit", async () => {
    fx.sites.acme.setResponse("/api", { status: 503, headers: { "retry-after": "120" } });
    const failure = expectFailure(await local({ clock: clock() }).fetchPage(`${fx.sites.acme.url}api`), "http_error");
    expect(failure.rateLimited).toBeUndefined();
    expect(failure.retryAfterMs).toBe(120_000);
  });
});

describe("HttpFetcher: limits", () => {
  it("gives up with timeout when the page is slower than the timeout", async () => {
    fx.sites.acme.setResponse("/slow", { body: "<p>late</p>", delayMs: 5_000 });
    const started = performance.now();
    const failure = expectFailure(await local({ timeoutMs: 100 }).fetchPage(`${fx.sites.acme.url}slow`), "timeout");
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(failure.url).toBe(`${fx.sites.acme.url}slow`);
  });

  it("refuses a body larger than the cap, whether declared or streamed", async () => {
    fx.sites.acme.setPage("/big", `<p>${"x".repeat(10_000)}</p>`);
    expectFailure(await local({ maxBodyBytes: 1_024 }).fetchPage(`${fx.sites.acme.url}big`), "too_large");
    // The same page fits under the default cap.
    expect((await local().fetchPage(`${fx.sites.acme.url}big`)).ok).toBe(true);
  });

  it("stops reading a body that never ends once it passes the cap", async () => {
    let stopped = false;
    fx.sites.acme.setHandler("/endless", (req, res) => {
      res.writeHead(200, { "content-type": "text/html" }); // no Content-Length: chunked
      const chunk = "y".repeat(16 * 1024);
      const timer = setInterval(() => res.write(chunk), 1);
      res.on("close", () => {
        stopped = true;
        clearInterval(timer);
      });
    });
    const started = performance.now();
    expectFailure(
      await local({ maxBodyBytes: 64 * 1024, timeoutMs: 5_000 }).fetchPage(`${fx.sites.acme.url}endless`),
      "too_large",
    );
    expect(performance.now() - started).toBeLessThan(4_000);
    await expect.poll(() => stopped).toBe(true);
  });

  it("follows up to five redirects and reports the chain", async () => {
    const site = fx.sites.acme;
    for (let i = 1; i <= 5; i++) site.redirectTo(`/r${i}`, i === 5 ? "/about" : `/r${i + 1}`);
    const result = await local().fetchPage(`${site.url}r1`);
    expect(result.ok, JSON.stringify(result)).toBe(true);
    if (!result.ok) return;
    expect(result.url).toBe(`${site.url}about`);
    expect(result.redirects).toEqual([1, 2, 3, 4, 5].map((i) => `${site.url}r${i}`));
  });

  it("refuses a sixth redirect with too_many_redirects", async () => {
    const site = fx.sites.acme;
    for (let i = 1; i <= 6; i++) site.redirectTo(`/r${i}`, i === 6 ? "/about" : `/r${i + 1}`);
    expectFailure(await local().fetchPage(`${site.url}r1`), "too_many_redirects");
    expect(site.requestsTo("/about")).toHaveLength(0);
  });

  it("stops a redirect loop", async () => {
    fx.sites.acme.redirectTo("/loop", "/loop", 301);
    expectFailure(await local().fetchPage(`${fx.sites.acme.url}loop`), "too_many_redirects");
  });

  it("refuses a redirect to a non-http scheme", async () => {
    fx.sites.acme.redirectTo("/to-file", "file:///etc/passwd");
    expectFailure(await local().fetchPage(`${fx.sites.acme.url}to-file`), "invalid_url");
  });
});

describe("HttpFetcher: robots.txt", () => {
  it("refuses every page of a site whose robots.txt disallows all", async () => {
    const failure = expectFailure(await local().fetchPage(fx.sites.initech.url), "blocked_by_robots");
    expect(failure.detail).toContain("robots.txt");
    expect(fx.sites.initech.requestsTo("/")).toHaveLength(0);
  });

  it("applies Allow/Disallow with the longest match, for our group over *", async () => {
    const site = fx.sites.acme;
    site.setRobots(
      [
        "User-agent: *",
        "Disallow: /",
        "",
        "User-agent: PartnerTrackingBot",
        "Disallow: /private",
        "Allow: /private/press",
        "Disallow: /*.pdf$",
      ].join("\n"),
    );
    site.setPage("/private/notes", "<p>notes</p>");
    site.setPage("/private/press", "<p>press</p>");
    const f = local();
    expect((await f.fetchPage(`${site.url}about`)).ok).toBe(true); // * would block it; our group does not
    expectFailure(await f.fetchPage(`${site.url}private/notes`), "blocked_by_robots");
    expect((await f.fetchPage(`${site.url}private/press`)).ok).toBe(true);
    expectFailure(await f.fetchPage(`${site.url}files/deck.pdf`), "blocked_by_robots");
    expect(site.requestsTo("/private/notes")).toHaveLength(0);
  });

  it("treats a missing robots.txt (404) as allowing everything", async () => {
    fx.sites.acme.setRobots(null);
    expect((await local().fetchPage(`${fx.sites.acme.url}team`)).ok).toBe(true);
  });

  it("treats a robots.txt that fails with 5xx as allowing everything", async () => {
    fx.sites.acme.setResponse("/robots.txt", { status: 503, body: "busy" });
    expect((await local().fetchPage(`${fx.sites.acme.url}team`)).ok).toBe(true);
  });

  it("checks robots.txt of the target of a redirect to another site", async () => {
    fx.sites.acme.redirectTo("/partner", fx.sites.initech.url);
    expectFailure(await local().fetchPage(`${fx.sites.acme.url}partner`), "blocked_by_robots");
    expect(fx.sites.initech.requestsTo("/")).toHaveLength(0);
  });

  it("counts a slow robots.txt against the page's timeout", async () => {
    fx.sites.acme.setResponse("/robots.txt", {
      contentType: "text/plain",
      body: "User-agent: *\nAllow: /\n",
      delayMs: 5_000,
    });
    const started = performance.now();
    expectFailure(await local({ timeoutMs: 100 }).fetchPage(`${fx.sites.acme.url}about`), "timeout");
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(fx.sites.acme.requestsTo("/about")).toHaveLength(0);
  });

  it("asks for robots.txt once when several pages of a site are fetched at the same time", async () => {
    const f = local();
    const results = await Promise.all(
      ["", "about", "team", "careers", "blog"].map((p) => f.fetchPage(`${fx.sites.acme.url}${p}`)),
    );
    expect(results.every((r) => r.ok)).toBe(true);
    expect(fx.sites.acme.requestsTo("/robots.txt")).toHaveLength(1);
  });

  it("caches robots.txt per origin until the TTL passes on the injected clock", async () => {
    const clock = new ManualClock("2026-01-01T00:00:00Z");
    const f = local({ clock, robotsTtlMs: 60_000 });
    const site = fx.sites.acme;
    expect((await f.fetchPage(`${site.url}about`)).ok).toBe(true);
    expect((await f.fetchPage(`${site.url}team`)).ok).toBe(true);
    expect(site.requestsTo("/robots.txt")).toHaveLength(1);

    site.setRobots("User-agent: *\nDisallow: /about\n");
    expect((await f.fetchPage(`${site.url}about`)).ok).toBe(true); // still the cached rules

    clock.advance(61_000);
    expectFailure(await f.fetchPage(`${site.url}about`), "blocked_by_robots");
    expect(site.requestsTo("/robots.txt")).toHaveLength(2);
  });
});

describe("HttpFetcher: private addresses (SSRF)", () => {
  /** A resolver that maps each host to fixed addresses, like a hostile DNS server would. */
  const fakeDns =
    (table: Record<string, string[]>): ResolveHost =>
    async (host) => {
      const found = table[host];
      if (!found) throw Object.assign(new Error(`ENOTFOUND ${host}`), { code: "ENOTFOUND" });
      return found;
    };

  it("refuses the fixture on 127.0.0.1 when the private network is not allowed", async () => {
    const failure = expectFailure(await createNodeFetcher().fetchPage(fx.sites.acme.url), "blocked_private_address");
    expect(failure.detail).toContain("127.0.0.1");
    expect(fx.sites.acme.requests).toHaveLength(0); // not even robots.txt was asked for
  });

  it("refuses literal private hosts in any spelling, and local names", async () => {
    const f = new HttpFetcher({ resolveHost: fakeDns({}) });
    for (const url of [
      "http://10.0.0.1/",
      "http://169.254.169.254/latest/meta-data/",
      "http://[::1]/",
      "http://[fc00::1]/",
      "http://[::ffff:10.0.0.1]/",
      "http://[::ffff:127.0.0.1]:8080/",
      "http://2130706433/", // 127.0.0.1 as one number
      "http://0x7f.1/",
      "http://0.0.0.0/",
      "http://100.64.0.1/",
      "http://224.0.0.1/",
      "http://localhost/",
      "http://db.internal/",
      "http://printer.local./",
    ]) {
      expectFailure(await f.fetchPage(url), "blocked_private_address");
    }
  });

  it.each([["127.0.0.1"], ["10.0.0.1"], ["169.254.169.254"], ["::1"], ["fc00::1"], ["::ffff:192.168.1.1"]])(
    "refuses a public-looking host name that resolves to %s",
    async (address) => {
      const f = new HttpFetcher({ resolveHost: fakeDns({ "public.example": [address] }) });
      const failure = expectFailure(await f.fetchPage("http://public.example/"), "blocked_private_address");
      // Names the host, not what it resolves to: clients see the detail.
      expect(failure.detail).toBe("public.example resolves to a non-public address");
    },
  );

  it("refuses a host name when any one of its addresses is private", async () => {
    const f = new HttpFetcher({ resolveHost: fakeDns({ "mixed.example": ["93.184.216.34", "10.1.2.3"] }) });
    expectFailure(await f.fetchPage("http://mixed.example/"), "blocked_private_address");
  });

  it("reports a name that does not resolve as network_error", async () => {
    const f = new HttpFetcher({ resolveHost: fakeDns({}) });
    expectFailure(await f.fetchPage("http://nowhere.example/"), "network_error");
  });

  // The fixtures live on 127.0.0.1, so to see the hop check work with the flag off, the start
  // site is let in through `allowedPrivateOrigins` (an exemption by origin, host AND port) and
  // redirects to private destinations that are not exempt: another live fixture on 127.0.0.1,
  // the cloud metadata address, and a name that resolves into 10/8.
  describe("on every redirect hop", () => {
    const exemptAcme = (extra: Partial<HttpFetcherConfig> = {}) =>
      new HttpFetcher({
        resolveHost: fakeDns({ "internal.example": ["10.0.0.5"] }),
        allowPrivateNetwork: false,
        allowedPrivateOrigins: [fx.sites.acme.origin],
        ...extra,
      });

    it("refuses a redirect from an allowed site to another service on 127.0.0.1", async () => {
      fx.sites.acme.redirectTo("/hop", `${fx.sites.nimbus.url}team`);
      const failure = expectFailure(await exemptAcme().fetchPage(`${fx.sites.acme.url}hop`), "blocked_private_address");
      expect(failure.url).toBe(`${fx.sites.nimbus.url}team`);
      expect(fx.sites.acme.requestsTo("/hop")).toHaveLength(1); // the first hop was fetched
      expect(fx.sites.nimbus.requests).toHaveLength(0); // the second never was
    });

    it("follows the same redirect when the target is exempt too (control)", async () => {
      fx.sites.acme.redirectTo("/hop", `${fx.sites.nimbus.url}team`);
      const result = await exemptAcme({
        allowedPrivateOrigins: [fx.sites.acme.origin, fx.sites.nimbus.origin],
      }).fetchPage(`${fx.sites.acme.url}hop`);
      expect(result.ok && result.url).toBe(`${fx.sites.nimbus.url}team`);
    });

    it("refuses redirects to the metadata address and to a name resolving into 10/8", async () => {
      fx.sites.acme.redirectTo("/meta", "http://169.254.169.254/latest/meta-data/");
      fx.sites.acme.redirectTo("/internal", "http://internal.example/admin");
      expectFailure(await exemptAcme().fetchPage(`${fx.sites.acme.url}meta`), "blocked_private_address");
      expectFailure(await exemptAcme().fetchPage(`${fx.sites.acme.url}internal`), "blocked_private_address");
    });
  });
});

// DNS rebinding: the name resolves to a public address when the fetcher checks it and to a
// private one a moment later, when the connection resolves it again. The hop check sees only the
// first answer; the Node fetcher's connection checks the second. `rebind.example` exists only in
// the two stand-in resolvers below, so the fixture can be reached only through the connect-time one.
describe("createNodeFetcher: addresses checked again when connecting (DNS rebinding)", () => {
  const port = () => new URL(fx.sites.acme.origin).port;
  const publicAtCheck: ResolveHost = async () => ["93.184.216.34"];
  const answers =
    (...addresses: string[]): LookupAll =>
    async () =>
      addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));

  it("refuses a name that passes the check but resolves to a private address when connecting", async () => {
    const f = createNodeFetcher({ timeoutMs: 3_000 }, { resolveHost: publicAtCheck, lookupAll: answers("127.0.0.1") });
    const failure = expectFailure(await f.fetchPage(`http://rebind.example:${port()}/`), "blocked_private_address");
    expect(failure.detail).toBe("rebind.example resolves to a non-public address when connecting");
    expect(fx.sites.acme.requests).toHaveLength(0); // neither robots.txt nor the page reached it
  });

  it("refuses when any one of the connect-time addresses is private", async () => {
    const f = createNodeFetcher(
      { timeoutMs: 3_000 },
      { resolveHost: publicAtCheck, lookupAll: answers("93.184.216.34", "10.0.0.7") },
    );
    const failure = expectFailure(await f.fetchPage(`http://rebind.example:${port()}/`), "blocked_private_address");
    expect(failure.detail).not.toContain("10.0.0.7");
  });

  it("connects to the connect-time answer for an exempt origin (control: the socket uses that lookup)", async () => {
    const f = createNodeFetcher(
      { timeoutMs: 3_000, allowedPrivateOrigins: [`http://rebind.example:${port()}`] },
      { resolveHost: publicAtCheck, lookupAll: answers("127.0.0.1") },
    );
    const result = await f.fetchPage(`http://rebind.example:${port()}/`);
    expect(result.ok && result.body).toContain(ACME.description);
    expect(fx.sites.acme.requestsTo("/")).toHaveLength(1);
  });

  it("answers net.connect's single and all-address forms, and refuses through the callback", async () => {
    const lookup = guardedLookup(answers("93.184.216.34", "2606:2800:220:1::1"));
    const one = await new Promise((resolve, reject) =>
      lookup("site.example", { family: 0 }, (err, address, family) => (err ? reject(err) : resolve([address, family]))),
    );
    expect(one).toEqual(["93.184.216.34", 4]);
    const all = await new Promise((resolve, reject) =>
      lookup("site.example", { all: true }, (err, addresses) => (err ? reject(err) : resolve(addresses))),
    );
    expect(all).toEqual([
      { address: "93.184.216.34", family: 4 },
      { address: "2606:2800:220:1::1", family: 6 },
    ]);
    const refused = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      guardedLookup(answers("169.254.169.254"))("meta.example", { all: true }, (err) => resolve(err)),
    );
    expect(refused?.code).toBe("EBLOCKEDADDRESS");
  });
});

describe("resolveLiteralHostsOnly (Workers)", () => {
  it("resolves literal IPs to themselves, local names to loopback, and other names to unknown", async () => {
    expect(await resolveLiteralHostsOnly("10.0.0.1")).toEqual(["10.0.0.1"]);
    expect(await resolveLiteralHostsOnly("[::1]")).toEqual(["::1"]);
    expect(await resolveLiteralHostsOnly("localhost")).toEqual(["127.0.0.1"]);
    expect(await resolveLiteralHostsOnly("example.com")).toEqual([]);
  });

  it("still lets the fetcher refuse private literal hosts", async () => {
    const f = new HttpFetcher({ resolveHost: resolveLiteralHostsOnly });
    expectFailure(await f.fetchPage(fx.sites.acme.url), "blocked_private_address");
    expectFailure(await f.fetchPage("http://192.168.0.1/"), "blocked_private_address");
  });
});
