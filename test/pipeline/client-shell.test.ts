import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Deadline } from "../../src/pipeline/collect/deadline";
import { clientShell } from "../../src/pipeline/collect/extract/shell";
import { SiteReader } from "../../src/pipeline/collect/site";
import { createNodeFetcher } from "../../src/platform/fetcher-node";
import { startFixtureSites, type FixtureSites } from "../support/fixtures/sites";
import { alertsOf, pipelineRig, signalsOf, track, type PipelineRig } from "./_support";

/*
 * Sites that need a browser (docs/pipeline.md), without a browser: a page that is an empty client-side shell is
 * detected and reported (the run's health says the site needs JavaScript to render), never scored as "no
 * change". Rendering it, with Chromium, is the browser suite's (test/browser/rendering.test.ts).
 */

// Shells as the frameworks' builds ship them.
const SHELLS: Record<string, string> = {
  "Create React App":
    `<!doctype html><html lang="en"><head><meta charset="utf-8"/><link rel="icon" ` +
    `href="/favicon.ico"/><title>React App</title><script defer="defer" ` +
    `src="/static/js/main.4d8c2f1a.js"></script><link href="/static/css/main.9a1b2c3d.css" ` +
    `rel="stylesheet"></head><body><noscript>You need to enable JavaScript to run this app.</noscript><div ` +
    `id="root"></div></body></html>`,
  Vite:
    `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Acme</title><script type="module" ` +
    `crossorigin src="/assets/index-Bq3x9LcD.js"></script></head><body><div id="app"></div></body></html>`,
  Angular:
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Acme</title><base ` +
    `href="/"></head><body><app-root></app-root><script src="runtime.1f2e3d4c.js" type="module"></script><script ` +
    `src="main.5a6b7c8d.js" type="module"></script></body></html>`,
  "Nuxt (SPA mode)":
    `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Acme</title><link rel="modulepreload" ` +
    `href="/_nuxt/entry.8c7d6e5f.js"></head><body><div id="__nuxt"></div><script type="module" ` +
    `src="/_nuxt/entry.8c7d6e5f.js" crossorigin></script></body></html>`,
};

const NOT_SHELLS: Record<string, string> = {
  "a server-rendered Next.js page":
    `<!DOCTYPE html><html><head><title>Acme</title><script src="/_next/static/chunks/main-1a2b.js" ` +
    `defer></script></head><body><div id="__next"><main><h1>Robot arms for small warehouses</h1><p>Acme Robotics ` +
    `builds robot arms that small warehouses install in a week, with training for the staff who run ` +
    `them.</p></main></div></body></html>`,
  "a coming-soon page without scripts":
    `<!doctype html><html><head><title>Acme</title></head><body><h1>Acme</h1><p>Coming ` + `soon.</p></body></html>`,
  "a short page whose scripts only add analytics":
    `<!doctype html><html><head><title>Acme</title><script async ` +
    `src="https://plausible.io/js/script.js"></script></head><body><main><h1>Acme</h1><p>Robot arms. Email ` +
    `us.</p></main></body></html>`,
};

describe("telling an empty client-side shell from a page with little on it", () => {
  it.each(Object.entries(SHELLS))("%s: a shell", (_name, html) => {
    expect(clientShell(html)).toMatchObject({ shell: true });
  });
  it.each(Object.entries(NOT_SHELLS))("%s: not a shell", (_name, html) => {
    expect(clientShell(html).shell).toBe(false);
  });
});

let fx: FixtureSites;
let rig: PipelineRig;

beforeAll(async () => {
  fx = await startFixtureSites();
  rig = await pipelineRig();
});
afterAll(async () => {
  await fx.close();
});

describe("a shell without a browser to render it", () => {
  it("is a page the reader reports as needing JavaScript, naming BROWSER_WS_ENDPOINT", async () => {
    const site = fx.sites.globex;
    site.setPage("/app", SHELLS["Create React App"]!);
    const deadline = new Deadline(10_000);
    try {
      const reader = new SiteReader(
        createNodeFetcher({ allowPrivateNetwork: true, timeoutMs: 3_000 }),
        deadline,
        [],
        12,
      );
      const page = await reader.html(`${site.origin}/app`);
      expect(page).toMatchObject({ ok: false, reason: "needs_javascript" });
      expect(!page.ok && page.detail).toMatch(
        new RegExp(
          'empty client-side shell \\(an empty <div id="root">, 1 script and 0 words of text\\): it ' +
            "needs JavaScript to render; no browser is configured to render it \\(set BROWSER_WS_ENDPOINT",
        ),
      );
    } finally {
      deadline.dispose();
    }
  });

  it(
    "makes the run say the site needs JavaScript to render " +
      "(scrapeHealthReason), with the shell as its evidence, never 'no change'",
    async () => {
      const site = fx.sites.globex;
      site.reset();
      site.setPage("/", SHELLS.Vite!);
      const id = await track(rig.org, {
        companyName: "Globex",
        companyWebsite: site.url,
        thingsToTrack: "Product Updates",
      });
      await rig.settle(id);
      rig.clock.advance(86_400_000);
      expect((await rig.org.request("POST", `/api/v1/tracker/${id}/refresh`)).status).toBeLessThan(300);
      await rig.settle(id);

      const res = await rig.org.request("GET", `/api/v1/tracker/${id}`);
      const company = ((await res.json()) as { data: { scrapeHealthReason: string } }).data;
      expect(company.scrapeHealthReason).toBe("website_needs_javascript");
      const signals = await signalsOf(rig.deps, id);
      expect(signals).toHaveLength(2);
      for (const s of signals) {
        expect(s.type).toBe("other");
        expect(s.summary).toMatch(/its site renders only in a browser, and was not rendered/);
        expect(s.evidence).toEqual([{ url: site.url, title: expect.stringContaining("an empty client-side shell") }]);
      }
      expect((await alertsOf(rig.deps, id)).map((a) => a.outcome)).toEqual(["suppressed", "suppressed"]);
    },
  );
});
