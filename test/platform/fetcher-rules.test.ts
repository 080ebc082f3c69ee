import { Worker } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import { isLocalHostname, isPrivateAddress, parseRobots, productToken } from "../../src/platform/fetcher";

describe("isPrivateAddress", () => {
  it.each([
    "127.0.0.1",
    "127.255.0.9",
    "10.0.0.1",
    "172.16.5.4",
    "172.31.255.255",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "100.127.255.254",
    "0.0.0.0",
    "224.0.0.1",
    "255.255.255.255",
    "192.0.2.10",
    "::1",
    "::",
    "fc00::1",
    "fd12:3456::1",
    "fe80::1",
    "ff02::1",
    "::ffff:10.0.0.1",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "64:ff9b::a00:1",
    "2002:a00:1::1",
    "2001:db8::1",
    "::127.0.0.1",
    "not-an-ip",
    "",
  ])("%s is not public", (ip) => {
    expect(isPrivateAddress(ip)).toBe(true);
  });

  it.each([
    "8.8.8.8",
    "93.184.216.34",
    "1.1.1.1",
    "172.32.0.1",
    "100.128.0.1",
    "2606:4700:4700::1111",
    "2a00:1450:4001:81b::200e",
    "::ffff:8.8.8.8",
    "64:ff9b::808:808",
  ])("%s is public", (ip) => {
    expect(isPrivateAddress(ip)).toBe(false);
  });
});

describe("isPrivateAddress: IPv6 ranges, as their IPv4 counterparts", () => {
  it.each([
    ["loopback", "::1"],
    ["loopback in brackets, as a URL host", "[::1]"],
    ["unspecified", "::"],
    ["link-local", "fe80::1"],
    ["link-local with a zone id, as getaddrinfo returns it", "fe80::1%eth0"],
    ["link-local, upper end of fe80::/10, in capitals", "FEBF:FFFF::1"],
    ["unique-local", "fd12:3456::1"],
    ["unique-local, upper end of fc00::/7", "fdff:ffff::1"],
    ["site-local (deprecated)", "fec0::1"],
    ["multicast", "ff02::1"],
    ["IPv4-mapped loopback", "::ffff:127.0.0.1"],
    ["IPv4-mapped private", "::ffff:10.0.0.1"],
    ["IPv4-mapped loopback, hex form", "::ffff:7f00:1"],
    ["IPv4-mapped private, hex form", "::ffff:a00:1"],
    ["IPv4-translated loopback", "::ffff:0:7f00:1"],
    ["6to4 of a private IPv4", "2002:c0a8:101::1"],
    ["NAT64 of loopback", "64:ff9b::7f00:1"],
    ["NAT64 of the metadata address", "64:ff9b::a9fe:a9fe"],
    ["NAT64 local-use prefix", "64:ff9b:1::808:808"],
    ["Teredo", "2001::1"],
    ["documentation", "2001:db8::1"],
  ])("%s (%s) is not public", (_label, ip) => {
    expect(isPrivateAddress(ip)).toBe(true);
  });

  it.each([
    "2606:4700::1111",
    "[2606:4700::1111]",
    "2606:4700:0:0::1111",
    "2A00:1450:4001:81B::200E",
    "2002:808:808::1",
    "::ffff:1.1.1.1",
  ])("%s is public", (ip) => {
    expect(isPrivateAddress(ip)).toBe(false);
  });
});

describe("isLocalHostname", () => {
  it("knows the names that always mean the local network", () => {
    for (const h of [
      "localhost",
      "LOCALHOST",
      "app.localhost",
      "printer.local",
      "db.internal",
      "router.home.arpa",
      "localhost.",
      "internal",
    ]) {
      expect(isLocalHostname(h), h).toBe(true);
    }
    for (const h of ["example.com", "localhost.example.com", "internal.example", "locals.com"]) {
      expect(isLocalHostname(h), h).toBe(false);
    }
  });
});

describe("parseRobots", () => {
  const UA = "PartnerTrackingBot/1.0 (+https://example.com/bot)";

  it("takes the product token from the user agent", () => {
    expect(productToken(UA)).toBe("partnertrackingbot");
  });

  it("allows everything without rules, and always allows /robots.txt", () => {
    expect(parseRobots("", UA).isAllowed("/anything")).toBe(true);
    expect(parseRobots("User-agent: *\nDisallow: /", UA).isAllowed("/robots.txt")).toBe(true);
  });

  it("uses the group naming us (case-insensitively) instead of *, and combines repeated groups", () => {
    const p = parseRobots(
      [
        "User-agent: *",
        "Disallow: /",
        "",
        "User-agent: partnertrackingbot",
        "Disallow: /a",
        "",
        "User-agent: PartnerTrackingBot/2",
        "Disallow: /b",
      ].join("\n"),
      UA,
    );
    expect(p.isAllowed("/")).toBe(true);
    expect(p.isAllowed("/a/x")).toBe(false);
    expect(p.isAllowed("/b")).toBe(false);
  });

  it("lets several user-agent lines share one group", () => {
    const p = parseRobots("User-agent: OtherBot\nUser-agent: PartnerTrackingBot\nDisallow: /shared\n", UA);
    expect(p.isAllowed("/shared/page")).toBe(false);
  });

  it("ignores groups for other agents", () => {
    const p = parseRobots("User-agent: GoogleBot\nDisallow: /\n", UA);
    expect(p.isAllowed("/page")).toBe(true);
  });

  it("picks the longest match, and Allow on a tie", () => {
    const p = parseRobots("User-agent: *\nDisallow: /shop\nAllow: /shop/public\nDisallow: /x\nAllow: /x\n", UA);
    expect(p.isAllowed("/shop/cart")).toBe(false);
    expect(p.isAllowed("/shop/public/item")).toBe(true);
    expect(p.isAllowed("/x")).toBe(true);
  });

  it("supports * and $ and matches the query string", () => {
    const p = parseRobots("User-agent: *\nDisallow: /*.pdf$\nDisallow: /*?session=\nDisallow: /fish*\n", UA);
    expect(p.isAllowed("/docs/deck.pdf")).toBe(false);
    expect(p.isAllowed("/docs/deck.pdf?download=1")).toBe(true);
    expect(p.isAllowed("/page?session=abc")).toBe(false);
    expect(p.isAllowed("/fishing")).toBe(false);
    expect(p.isAllowed("/Fish")).toBe(true); // paths are case-sensitive
  });

  it("matches * and $ as a regular expression would, for every small pattern and path", () => {
    const words = (alphabet: string[], max: number) => {
      let level = [""];
      const all = [""];
      for (let n = 1; n <= max; n++) {
        level = level.flatMap((w) => alphabet.map((ch) => w + ch));
        all.push(...level);
      }
      return all;
    };
    const paths = words(["a", "b"], 6).map((w) => `/${w}`);
    let compared = 0;
    for (const body of words(["a", "b", "*"], 4)) {
      for (const end of ["", "$"]) {
        const pattern = `/${body}${end}`;
        const policy = parseRobots(`User-agent: *\nDisallow: ${pattern}\n`, UA);
        const source = body.split("*").join(".*");
        const regex = new RegExp(`^/${source}${end}`);
        for (const path of paths) {
          expect(policy.isAllowed(path), `${pattern} on ${path}`).toBe(!regex.test(path));
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(20_000);
  });

  it("a site's pattern cannot hold the process: a dozen stars against a long path is answered at once", async () => {
    // Run in a worker thread so the old behaviour (a backtracking regular expression, hours of
    // synchronous work) fails this test by its deadline instead of hanging the test run.
    const worker = new Worker(
      `const { parentPort } = require("node:worker_threads");
       import("tsx/esm/api").then(({ register }) => register()).then(() => ` +
        `import(${JSON.stringify(new URL("../../src/platform/fetcher-robots.ts", import.meta.url).href)})).then(({ ` +
        `parseRobots }) => {
         const p = parseRobots("User-agent: *\\nDisallow: /*a*a*a*a*a*a*a*a*a*a*a*a*b$\\n", "test");
         parentPort.postMessage(p.isAllowed("/" + "a".repeat(60)));
       });`,
      { eval: true },
    );
    try {
      const answer = await new Promise((resolve, reject) => {
        const deadline = setTimeout(() => reject(new Error("no answer within 10 s")), 10_000);
        worker.once("message", (m) => {
          clearTimeout(deadline);
          resolve(m);
        });
        worker.once("error", reject);
      });
      expect(answer).toBe(true);
    } finally {
      await worker.terminate();
    }
  }, 15_000);

  it("treats an empty Disallow as no rule and skips comments and junk", () => {
    const p = parseRobots(
      "# hi\nUser-agent: * # everyone\nDisallow:\nthis is not a rule\nSitemap: https://x/sitemap.xml\n",
      UA,
    );
    expect(p.isAllowed("/anything")).toBe(true);
  });

  it("compares percent-encoded and raw paths alike", () => {
    const p = parseRobots("User-agent: *\nDisallow: /caf%C3%A9\nDisallow: /%7Euser\n", UA);
    expect(p.isAllowed("/caf%c3%a9/menu")).toBe(false);
    expect(p.isAllowed("/~user/home")).toBe(false);
    expect(parseRobots("User-agent: *\nDisallow: /café\n", UA).isAllowed("/caf%C3%A9")).toBe(false);
  });
});
