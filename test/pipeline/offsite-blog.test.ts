import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFixtureSites, type FixtureSite, type FixtureSites } from "../support/fixtures/sites";
import { pipelineRig, signalsOf, track, type PipelineRig } from "./_support";

/*
 * What a run reads (docs/pipeline.md), through the real pipeline and fetcher: the company's blog lives on another
 * host (a Medium-like publication) that its home page's menu links to. The run reads that page
 * and the feed it announces, and a post new there is news like a post on the site itself. A
 * press mention in the page's content, on yet another host, is never fetched.
 */

let fx: FixtureSites;
let rig: PipelineRig;
let site: FixtureSite;
/** The blog's host (a second origin). */
let blog: FixtureSite;
/** A news site that wrote about the company (a third origin): never to be read. */
let press: FixtureSite;

beforeAll(async () => {
  fx = await startFixtureSites();
  rig = await pipelineRig();
});
afterAll(async () => {
  await fx.close();
});
beforeEach(() => {
  for (const s of Object.values(fx.sites)) s.reset();
  site = fx.sites.globex;
  blog = fx.sites.nimbus;
  press = fx.sites.acme;
});

interface Post {
  slug: string;
  title: string;
  subtitle: string;
  date: string;
}

const OLD: Post = {
  slug: "why-treasury-matters-3f9a1c2e7b01",
  title: "Why treasury matters for startups",
  subtitle: "Idle cash is a cost",
  date: "2026-09-01T10:00:00Z",
};
const NEW: Post = {
  slug: "globex-raises-30m-series-b-8c1f2e9b7d4a",
  title: "Globex raises $30M Series B",
  subtitle: "Led by Example Capital",
  date: "2026-11-09T10:00:00Z",
};

/** A home page whose navigation links to the blog on another host; its content mentions press coverage. */
const home = () =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Globex | Treasury for ` +
  `startups</title></head><body>
<div role="banner" class="navbar w-nav"><div class="container w-container"><a href="/" class="brand ` +
  `w-nav-brand">Globex</a>
<nav role="navigation" class="nav-menu w-nav-menu"><a href="/about" class="nav-link w-nav-link">About</a><a ` +
  `href="${blog.origin}/globex" class="nav-link w-nav-link">Blog</a></nav></div></div>
<section class="hero-section"><h1>Treasury for startups</h1><p>Globex puts idle cash to work.</p></section>
<section class="press-section"><h2>In the press</h2><a href="${press.origin}/news/globex-fintech-to-watch" ` +
  `class="press-logo w-inline-block">Fintech Weekly: a fintech to watch</a></section>
<footer class="footer"><a href="https://www.linkedin.com/company/globex" class="social-link">LinkedIn</a><div ` +
  `class="copyright">© 2026 Globex</div></footer></body></html>`;

/** A Medium publication page: post previews, and the feed announced in its head. */
const publication = (posts: Post[]) =>
  `<!doctype html><html lang="en"><head><title>Globex Engineering – Medium</title>
<link data-rh="true" rel="alternate" type="application/rss+xml" title="RSS" ` +
  `href="${blog.origin}/feed/globex"/></head><body><div id="root">
<div class="l c"><a class="ag ah" href="${blog.origin}/globex" data-testid="publicationName">Globex ` +
  `Engineering</a></div>
<main class="l"><h1 class="bf hc">Globex Engineering</h1>${posts
    .map(
      (p) =>
        `<article class="l" data-testid="post-preview"><a class="ag ah ai" href="${blog.origin}/globex/${p.slug}" ` +
        `rel="noopener follow"><h2 class="bf hc">${p.title}</h2><h3 class="bf b">${p.subtitle}</h3></a><span ` +
        `class="bf b">${p.date.slice(0, 10)}</span></article>`,
    )
    .join("\n")}</main></div></body></html>`;

const rss = (posts: Post[]) =>
  `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Globex Engineering - ` +
  `Medium</title><link>${blog.origin}/globex</link>${posts
    .map(
      (p) =>
        `<item><title><![CDATA[${p.title}]]></title><link>${blog.origin}/globex/${p.slug}?source=` +
        `rss----7c1d2a9f0e34---4</link>` +
        `<guid isPermaLink="false">https://medium.com/p/${p.slug.split("-").pop()}</guid>` +
        `<pubDate>${new Date(p.date).toUTCString()}</pubDate></item>`,
    )
    .join("")}</channel></rss>`;

const story = (p: Post, body: string) =>
  `<!doctype html><html lang="en"><head><title>${p.title} | by Hank Scorpio | Globex ` +
  `Engineering</title></head><body>
<article><h1 class="pw-post-title">${p.title}</h1><h2 class="pw-subtitle-paragraph">${p.subtitle}</h2><p ` +
  `class="pw-post-body-paragraph">${body}</p></article></body></html>`;

function publish(posts: Post[]) {
  site.setPage("/", home());
  site.setPage(
    "/about",
    `<html><head><title>About | Globex</title></head><body><h1>About Globex</h1><p>Hank Scorpio, Founder &amp; ` +
      `CEO</p></body></html>`,
  );
  blog.setPage("/globex", publication(posts));
  blog.setPage("/feed/globex", rss(posts));
  blog.setResponse("/feed/globex", { body: rss(posts), contentType: "application/rss+xml" });
  blog.setPage(`/globex/${OLD.slug}`, story(OLD, "Idle cash costs startups more than they think."));
  blog.setPage(
    `/globex/${NEW.slug}`,
    story(NEW, "Globex has raised a $30M Series B led by Example Capital to bring treasury accounts to every startup."),
  );
}

describe("a blog on another host that the home page's menu links to", () => {
  it("is read with the feed it announces; a post new there is a new post, typed, alerted and cited", async () => {
    publish([OLD]);
    const id = await track(rig.org, {
      companyName: "Globex",
      companyWebsite: site.url,
      thingsToTrack: "Fundraising Signals",
    });
    await rig.settle(id);
    const snapshot = await rig.deps.db
      .selectFrom("snapshots")
      .select("pages")
      .where("entity_id", "=", id)
      .executeTakeFirstOrThrow();
    const pages = snapshot.pages as {
      kind: string;
      url: string;
      ok: boolean;
      source?: string;
      feedItems?: unknown[];
    }[];
    expect(pages.filter((p) => p.ok && p.kind === "blog").map((p) => p.url)).toEqual([`${blog.origin}/globex`]);
    // The site's own feeds (off-site sources keep pages of kind feed too: a registry's, kept empty).
    expect(pages.filter((p) => p.ok && p.kind === "feed" && !p.source).map((p) => p.url)).toEqual([
      `${blog.origin}/feed/globex`,
    ]);

    publish([NEW, OLD]);
    blog.clearRequests();
    rig.clock.advance(3_600_000);
    const res = await rig.org.request("POST", `/api/v1/tracker/${id}/refresh`);
    expect(res.status, await res.clone().text()).toBeLessThan(300);
    await rig.settle(id);

    const signals = await signalsOf(rig.deps, id);
    const signal = signals[signals.length - 1];
    const newPosts =
      (signal.analysis as { changes?: { newPosts: { url: string; title: string }[] } }).changes?.newPosts ?? [];
    expect(newPosts.map((p) => p.title)).toEqual([NEW.title]);
    expect(newPosts[0].url.startsWith(`${blog.origin}/globex/${NEW.slug}`)).toBe(true);
    expect(signal.type).toBe("fundraising");
    const evidence = (signal.evidence as { url: string }[]).map((e) => e.url.split("?")[0]);
    expect(evidence).toContain(`${blog.origin}/globex/${NEW.slug}`);
    // The new post's own page was read (one request, through the same reader).
    expect(blog.requestsTo(`/globex/${NEW.slug}`)).toHaveLength(1);
    // The press mention in the content was never fetched, on either run.
    expect(press.requests).toEqual([]);
  });
});
