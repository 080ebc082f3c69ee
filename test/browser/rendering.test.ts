import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Deadline } from "../../src/pipeline/collect/deadline";
import { SiteReader } from "../../src/pipeline/collect/site";
import { createNodeFetcher } from "../../src/platform/fetcher-node";
import { CdpPageRenderer } from "../../src/platform/renderer-cdp-node";
import { startChromiumCdp, type CdpBrowser } from "../support/chromium-cdp";
import { runCorpus, type ScenarioOutcome } from "../scenarios/harness";
import { bucketOf } from "../scenarios/corpus-shard";
import { loadCorpus, needsBrowser } from "../scenarios/scenario";
import { scoreOutcome } from "../scenarios/score";

/*
 * Sites that need a browser (docs/pipeline.md) in Debian's Chromium, reached over the DevTools protocol as
 * BROWSER_WS_ENDPOINT names it: a page that is an empty client-side shell is rendered, its requests made through the
 * pipeline's reader (the SSRF-safe fetcher, the page budget), and the corpus' client-side apps are
 * read like any other site.
 */

let browser: CdpBrowser;
let renderer: CdpPageRenderer;
let server: Server;
let origin: string;
const served: string[] = [];

const SHELL =
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Acme</title><script type="module" ` +
  `src="/assets/app-9f8e7d.js"></script></head><body><noscript>You need to enable JavaScript to run this ` +
  `app.</noscript><div id="root"></div></body></html>`;
const APP = `
const root = document.getElementById("root");
(async () => {
  // A request to a private address, which the reader must refuse whatever the page wants.
  fetch("http://10.1.2.3/latest/meta-data/").catch(() => {});
  const img = new Image(); img.src = "/hero.png";
  const data = await (await fetch("/api/home.json")).json();
  root.innerHTML = "<main><h1>" + data.headline + "</h1><p>" + data.body + "</p><a href='/blog'>Blog</a></main>";
})();
`;

beforeAll(async () => {
  browser = await startChromiumCdp();
  renderer = new CdpPageRenderer(browser.wsEndpoint);
  server = createServer((req, res) => {
    served.push(req.url ?? "");
    const send = (type: string, body: string) => {
      res.writeHead(200, { "content-type": type });
      res.end(body);
    };
    if (req.url === "/" || req.url === "/blog") return send("text/html; charset=utf-8", SHELL);
    if (req.url === "/assets/app-9f8e7d.js") return send("text/javascript", APP);
    if (req.url === "/api/home.json")
      return send(
        "application/json",
        JSON.stringify({
          headline: "Robot arms for small warehouses",
          body:
            "Acme Robotics builds robot arms that small warehouses can " +
            "install in a week, with training for their staff included.",
        }),
      );
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  await renderer?.close();
  await browser?.close();
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

/** The reader of a run: private addresses refused except the fixture's own origin. */
function reader(budget: number): { reader: SiteReader; deadline: Deadline } {
  const fetcher = createNodeFetcher({ allowPrivateNetwork: false, allowedPrivateOrigins: [origin], timeoutMs: 5_000 });
  const deadline = new Deadline(30_000);
  return { reader: new SiteReader(fetcher, deadline, [], budget, { renderer }), deadline };
}

describe("an empty client-side shell, rendered in Chromium", () => {
  it("is read as the browser shows it, every request it makes going " +
    "through the reader: counted, and refused where the fetcher refuses", async () => {
    served.length = 0;
    const { reader: r, deadline } = reader(12);
    try {
      const page = await r.html(`${origin}/`);
      expect(page.ok).toBe(true);
      if (!page.ok) return;
      expect(page.rendered).toBe(true);
      expect(page.page.text).toContain("Acme Robotics builds robot arms that small warehouses can install in a week");
      expect(page.page.links.map((l) => l.url)).toContain(`${origin}/blog`);
      // The shell, its script, its data and the refused request to a private address: four of the budget; the image was
      // never asked for.
      expect(r.requestsMade).toBe(4);
      expect(served.filter((u) => u !== "/robots.txt")).toEqual(["/", "/assets/app-9f8e7d.js", "/api/home.json"]);
      expect(r.sources).toContainEqual(
        expect.objectContaining({
          url: "http://10.1.2.3/latest/meta-data/",
          ok: false,
          reason: "blocked_private_address",
        }),
      );
    } finally {
      deadline.dispose();
    }
  }, 60_000);

  it("fetches a script once for every route of the app that needs it", async () => {
    served.length = 0;
    const { reader: r, deadline } = reader(12);
    try {
      const [home, blog] = [await r.html(`${origin}/`), await r.html(`${origin}/blog`)];
      expect(home.ok && blog.ok).toBe(true);
      expect(served.filter((u) => u === "/assets/app-9f8e7d.js")).toHaveLength(1);
    } finally {
      deadline.dispose();
    }
  }, 60_000);

  it("within the page budget: a shell whose script the " +
    "budget leaves unread is reported as needing JavaScript", async () => {
    const { reader: r, deadline } = reader(1);
    try {
      const page = await r.html(`${origin}/`);
      expect(page.ok).toBe(false);
      expect(!page.ok && page.reason).toBe("needs_javascript");
      expect(!page.ok && page.detail).toMatch(/still showed nothing/);
    } finally {
      deadline.dispose();
    }
  }, 60_000);
});

describe("the corpus' client-side apps, tracked through the API with Chromium", () => {
  let outcomes: ScenarioOutcome[];
  // A quarter of them, the same quarter on every machine (as the fast suite samples the rest of the corpus): each
  // takes a Chromium some twenty seconds of a shared core, and CI has thirty minutes for every suite. `CORPUS=all`
  // renders every one; `npm run bench:signals` does too.
  const ids = loadCorpus()
    .filter(needsBrowser)
    .filter((s) => process.env.CORPUS === "all" || bucketOf(s.id, 4) === 0)
    .map((s) => s.id);

  // Two at a time: the other browser suites render beside this one, and a client-side app starved of CPU is read
  // before it has drawn its page.
  beforeAll(async () => {
    outcomes = (await runCorpus({ modes: ["local"], only: ids, concurrency: 2 })).local;
  }, 420_000);

  it("finds each one's event, typed, alerted and evidenced as expected", () => {
    expect(ids.length).toBeGreaterThan(0);
    const scores = outcomes.map(scoreOutcome);
    expect(
      scores
        .filter((s) => !s.pass)
        .map((s) => `${s.id}: ${s.error ?? `${s.gotType}, alert ${s.alertSent}, evidence ${s.evidenceCorrect}`}`),
    ).toEqual([]);
    for (const o of outcomes)
      expect(
        (o.signal!.analysis as { sources: { name: string; status: string }[] }).sources.find((s) => s.name === "site")
          ?.status,
      ).toBe("ok");
  });
});
