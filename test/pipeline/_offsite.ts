import { afterAll, beforeAll, beforeEach, expect } from "vitest";
import { sourceSettingsFromConfig } from "../../src/pipeline";
import {
  startGithubFixture,
  startHnFixture,
  startNewsFixture,
  type GithubFixture,
  type HnFixture,
  type NewsFixture,
} from "../support/fixtures/outside-apis";
import { startFixtureSites, type FixtureSite, type FixtureSites } from "../support/fixtures/sites";
import { testConfig } from "../support/harness";
import { pipelineRig, signalsOf, track, type PipelineRig } from "./_support";

export { pipelineRig, track };

/*
 * The rig of the off-site source tests (offsite-press.test.ts, offsite-sources.test.ts): off-site sources
 * (docs/pipeline.md §Sources) through the real pipeline, lifecycle and fetcher: the press (a news
 * search answering Google News RSS), Hacker News (Algolia) and GitHub (REST) on loopback fixtures shaped
 * like the providers, read beside the company's own site. What the user sees is the run's signal:
 * its type, evidence and `analysis.sources`.
 */

export let fx: FixtureSites;
export let news: NewsFixture;
export let hn: HnFixture;
export let gh: GithubFixture;
export let rig: PipelineRig;
export let site: FixtureSite;

export const DAY = 86_400_000;
export const ago = (days: number) => new Date(rig.clock.now().getTime() - days * DAY).toISOString();

export function settings(extra: Record<string, string> = {}, timeoutMs = 5_000) {
  const config = testConfig({
    NEWS_SEARCH_URL: news.searchUrl,
    HN_SEARCH_API_URL: hn.apiUrl,
    GITHUB_API_URL: gh.apiUrl,
    ...extra,
  });
  return { sources: { ...sourceSettingsFromConfig(config), timeoutMs } };
}

/** Starts the fixtures and the rig once per test file, and resets them before each test. */
export function useOffsiteRig(): void {
  beforeAll(async () => {
    [fx, news, hn, gh] = await Promise.all([
      startFixtureSites(),
      startNewsFixture(),
      startHnFixture(),
      startGithubFixture(),
    ]);
    rig = await pipelineRig({ settings: settings({ GITHUB_TOKEN: "ghp_fixture_token" }) });
  });
  afterAll(async () => {
    await Promise.all([fx.close(), news.close(), hn.close(), gh.close()]);
  });
  beforeEach(() => {
    for (const s of Object.values(fx.sites)) s.reset();
    site = fx.sites.acme;
    for (const f of [news, hn, gh]) {
      f.setMode({ kind: "normal" });
      f.requests.length = 0;
    }
    news.setItems([]);
    hn.setStories([]);
    gh.setAccounts({});
  });
}

/** The company's site: its home page links its GitHub organisation; its blog announces a feed. */
export function publish(posts: { slug: string; title: string; date: string; body: string }[] = []) {
  site.setPage(
    "/",
    `<!doctype html><html><head><title>Acme Robotics</title><link rel="alternate" type="application/rss+xml" ` +
      `href="/blog/feed.xml"></head><body>
<nav><a href="/blog">Blog</a><a href="/about">About</a></nav><h1>Robot arms for small warehouses</h1><p>Acme ` +
      `Robotics builds robot arms.</p>
<footer><a href="https://github.com/acme-robotics">GitHub</a><a href="https://github.com/acme-robotics/robot-os">` +
      `Robot OS</a></footer></body></html>`,
  );
  site.setPage(
    "/about",
    `<html><head><title>About | Acme Robotics</title></head><body><h1>About</h1><p>Dana Whitfield, Founder &amp; ` +
      `CEO</p><a href="https://github.com/dwhitfield">Dana on GitHub</a></body></html>`,
  );
  site.setPage(
    "/blog",
    `<html><head><title>Blog | Acme Robotics</title></head><body><h1>Blog</h1>` +
      posts
        .map(
          (p) =>
            `<article><h2><a href="/blog/${p.slug}">${p.title}</a></h2><time ` +
            `datetime="${p.date}">${p.date.slice(0, 10)}</time></article>`,
        )
        .join("") +
      `</body></html>`,
  );
  site.setResponse("/blog/feed.xml", {
    contentType: "application/rss+xml",
    body:
      `<?xml version="1.0"?><rss version="2.0"><channel><title>Acme ` +
      `Robotics</title>` +
      posts
        .map(
          (p) =>
            `<item><title>${p.title}</title><link>${site.origin}/blog/${p.slug}</link><pubDate>` +
            `${new Date(p.date).toUTCString()}</pubDate></item>`,
        )
        .join("") +
      `</channel></rss>`,
  });
  for (const p of posts)
    site.setPage(
      `/blog/${p.slug}`,
      `<html><head><title>${p.title}</title></head><body><article><h1>${p.title}</h1><p>${p.body}</p></article></` +
        `body></html>`,
    );
}

export async function trackAcme(
  thingsToTrack = "Fundraising, product launches",
  r: PipelineRig = rig,
): Promise<string> {
  return track(r.org, {
    companyName: "Acme Robotics",
    companyWebsite: site.url,
    thingsToTrack,
    founders: [{ name: "Dana Whitfield", githubUrl: "https://github.com/dwhitfield" }],
  });
}

export async function refresh(id: string, r: PipelineRig = rig) {
  r.clock.advance(DAY);
  const res = await r.org.request("POST", `/api/v1/tracker/${id}/refresh`);
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  await r.settle(id);
}

export type Finding = {
  type: string;
  url: string | null;
  cues: string[];
  evidence: { url: string; title: string }[];
  sources?: string[];
};
export type Report = { name: string; status: string; reason: string | null; requests: number };

export async function lastSignal(id: string, r: PipelineRig = rig) {
  const signals = await signalsOf(r.deps, id);
  const s = signals[signals.length - 1];
  const analysis = s.analysis as { findings: Finding[]; sources: Report[]; firstRun: boolean };
  return {
    ...s,
    evidence: s.evidence as { url: string; title: string }[],
    analysis,
    report: (name: string) => analysis.sources.find((x) => x.name === name),
  };
}

export const ROUND = "Acme Robotics raises $40M Series B to scale warehouse robots";
