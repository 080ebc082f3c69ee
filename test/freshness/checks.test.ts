import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { LocalJobRunner } from "../../src/jobs/local-runner";
import { JOB_CHECKS, runDueChecks, scheduleDueChecks, syncChecks } from "../../src/lifecycle/checks";
import { jobHandlers } from "../../src/lifecycle/handlers";
import { sourceSettingsFromConfig } from "../../src/pipeline";
import { Deadline } from "../../src/pipeline/collect/deadline";
import { collectSnapshot } from "../../src/pipeline/collect";
import { COLLECT_PORTS } from "../../src/pipeline/run";
import { siteSource } from "../../src/pipeline/collect/sources/site";
import type { AppDeps } from "../../src/services/deps";
import type { HttpFetcher } from "../../src/platform/fetcher";
import type { TestOrg } from "../support/harness";
import { checksOf, companyWithChecks, due, freshnessRuntime, parkOtherChecks, type FreshnessRuntime } from "./_support";

/**
 * Checks between runs (docs/pipeline.md §Checks between runs), against sources on loopback that answer
 * validators as WordPress and Hacker News' API do: the validators of the last answer are sent back
 * and a 304 ends a check with nothing read; max-age and a 429's Retry-After lengthen the interval;
 * something new queues exactly one run, even when two checks race, and a check itself writes no
 * signal, alert, event or company row; a paused company is never checked; CHECK_INTERVAL_MINUTES=0
 * asks nothing; due checks are rows that a new process works after a restart; runs per day capped.
 */

interface Seen {
  path: string;
  headers: IncomingHttpHeaders;
}

const feed = { items: ["post-1"], lastModified: "Mon, 09 Nov 2026 08:00:00 GMT" };
const sitemap = { lastModified: "Mon, 09 Nov 2026 08:00:00 GMT" };
const hn = { hits: [{ objectID: "41000001", created_at_i: 1_762_000_000, title: "Show HN: Lumen" }] };
let seen: Seen[] = [];
let inFlight = 0;
let maxInFlight = 0;
let server: Server;
let origin: string;
let rt: FreshnessRuntime;
let fetcher: HttpFetcher;
let org: TestOrg;
let ctx: AppDeps;

const etagOf = () => `"${feed.items.join("|")}"`;
function rss(): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Lumen</title><lastBuildDate>` +
    `${new Date().toUTCString()}</lastBuildDate>${feed.items
      .map(
        (id) =>
          `<item><title>${id}</title><link>https://lumen.example/${id}/</link><guid ` +
          `isPermaLink="false">https://lumen.example/?p=${id}</guid></item>`,
      )
      .join("")}</channel></rss>`
  );
}

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ path: req.url!, headers: req.headers });
    if (req.url === "/feed/") {
      // As WordPress answers its feeds: ETag and Last-Modified, and 304 to either validator.
      if (
        req.headers["if-none-match"] === etagOf() ||
        (!req.headers["if-none-match"] && req.headers["if-modified-since"] === feed.lastModified)
      ) {
        res.writeHead(304, { etag: etagOf() }).end();
        return;
      }
      res
        .writeHead(200, {
          "content-type": "application/rss+xml; charset=UTF-8",
          etag: etagOf(),
          "last-modified": feed.lastModified,
        })
        .end(rss());
      return;
    }
    if (req.url?.startsWith("/api/v1/search_by_date")) {
      // Algolia's HN API: no validators; says how long it is fresh.
      res
        .writeHead(200, { "content-type": "application/json; charset=utf-8", "cache-control": "max-age=7200" })
        .end(JSON.stringify({ ...hn, nbHits: hn.hits.length, page: 0 }));
      return;
    }
    if (req.url === "/") {
      res
        .writeHead(200, { "content-type": "text/html; charset=utf-8" })
        .end(
          `<!doctype html><html><head><title>Lumen</title><link rel="alternate" type="application/rss+xml" ` +
            `title="Lumen" href="/feed/"></head><body><main><h1>Lumen</h1><p>Lighting controls for warehouses, ` +
            `installed in a day and paid for by the power they save.</p><p><a ` +
            `href="/blog/">Blog</a></p></main></body></html>`,
        );
      return;
    }
    if (req.url === "/sitemap.xml") {
      // As most sitemaps are served: Last-Modified only, and 304 to If-Modified-Since.
      if (req.headers["if-modified-since"] === sitemap.lastModified) {
        res.writeHead(304).end();
        return;
      }
      res
        .writeHead(200, { "content-type": "application/xml", "last-modified": sitemap.lastModified })
        .end(
          `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">` +
            `${feed.items.map((id) => `<url><loc>${origin}/blog/${id}/</loc></url>`).join("")}</urlset>`,
        );
      return;
    }
    if (req.url === "/robots.txt") {
      res.writeHead(200, { "content-type": "text/plain" }).end("User-agent: *\nDisallow: /private/\n");
      return;
    }
    if (req.url?.startsWith("/slow/")) {
      // Answers after a moment, counting how many requests are in flight at once.
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      setTimeout(() => {
        inFlight--;
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify([{ id: req.url }]));
      }, 30);
      return;
    }
    if (req.url === "/limited.json") {
      res.writeHead(429, { "content-type": "application/json", "retry-after": "7200" }).end("{}");
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  ({ rt, org, fetcher } = await freshnessRuntime());
  ctx = { ...rt.deps, fetcher };
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await rt?.close();
});

beforeEach(async () => {
  seen = [];
  feed.items = ["post-1"];
  feed.lastModified = "Mon, 09 Nov 2026 08:00:00 GMT";
  sitemap.lastModified = "Mon, 09 Nov 2026 08:00:00 GMT";
  await parkOtherChecks(rt, org);
});

const activeRuns = (entityId: string) =>
  rt.deps.db
    .selectFrom("runs")
    .select(["id", "trigger"])
    .where("entity_id", "=", entityId)
    .where("status", "in", ["queued", "running"])
    .execute();
const minutesUntil = (d: Date) => Math.round((d.getTime() - rt.clock.now().getTime()) / 60_000);

describe("checks between runs", () => {
  it("send the validators they were given; a 304 ends the check with nothing read and queues nothing", async () => {
    const id = await companyWithChecks(rt, org, origin, [{ kind: "feed", path: "/feed/" }]);
    const first = await runDueChecks(ctx);
    expect(first).toMatchObject({ checked: 1, unchanged: 1, changed: 0, runsQueued: 0 });
    expect(seen.find((s) => s.path === "/feed/")!.headers["if-none-match"]).toBeUndefined();
    const [row] = await checksOf(rt, id);
    expect(row).toMatchObject({ etag: etagOf(), last_modified: feed.lastModified });
    expect(row!.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(minutesUntil(row!.next_check_at)).toBe(60);

    rt.clock.advance(61 * 60_000);
    seen = [];
    const second = await runDueChecks(ctx);
    // The site's own feed is crawled: robots.txt first (cached for ten minutes), then the feed.
    const asked = seen.filter((s) => s.path !== "/robots.txt");
    expect(asked).toHaveLength(1);
    expect(asked[0]!.headers["if-none-match"]).toBe(etagOf());
    expect(asked[0]!.headers["if-modified-since"]).toBe(feed.lastModified);
    expect(second).toMatchObject({ checked: 1, unchanged: 1, runsQueued: 0, bytesReceived: 0 });
    expect(await activeRuns(id)).toEqual([]);
  });

  it(
    "a new item queues exactly one run even when two checks race, " +
      "and the check writes no signal, alert, event or company row",
    async () => {
      const id = await companyWithChecks(rt, org, origin, [
        { kind: "feed", path: "/feed/" },
        { kind: "feed", source: "hn", path: "/api/v1/search_by_date?query=lumen&tags=story" },
      ]);
      await runDueChecks(ctx); // the baseline
      const before = await rt.deps.db
        .selectFrom("entities")
        .select("updated_at")
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      const counts = async () =>
        Promise.all(
          ["signals", "alerts", "events"].map(async (t) =>
            Number(
              (
                await rt.deps.db
                  .selectFrom(t as "signals")
                  .select((b) => b.fn.countAll().as("n"))
                  .where("entity_id", "=", id)
                  .executeTakeFirstOrThrow()
              ).n,
            ),
          ),
        );
      const countsBefore = await counts();

      feed.items = ["post-2", "post-1"];
      hn.hits.unshift({ objectID: "41000002", created_at_i: 1_762_100_000, title: "Launch HN: Lumen 2" });
      rt.clock.advance(60_000);
      await due(rt, id);
      const [a, b] = await Promise.all([runDueChecks(ctx), runDueChecks(ctx)]);
      expect(a.changed + b.changed).toBe(2);
      expect(a.runsQueued + b.runsQueued).toBe(1);
      const runs = await activeRuns(id);
      expect(runs).toHaveLength(1);
      expect(runs[0]!.trigger).toBe("check");
      expect(await counts()).toEqual(countsBefore);
      expect(
        (await rt.deps.db.selectFrom("entities").select("updated_at").where("id", "=", id).executeTakeFirstOrThrow())
          .updated_at,
      ).toEqual(before.updated_at);
      // A source that changed within a day is asked every quarter of the interval.
      for (const row of await checksOf(rt, id)) expect(row.interval_minutes).toBe(15);

      // The run then makes the signal as any run does; the API shows when checks ask.
      await rt.settle();
      await rt.runner.drain();
      const full = (await (await org.request("GET", `/api/v1/tracker/${id}`)).json()) as {
        data: { latestRun: { trigger: string; status: string }; lastCheckedAt: string; nextCheckAt: string };
      };
      expect(full.data.latestRun).toMatchObject({ trigger: "check", status: "succeeded" });
      expect(full.data.lastCheckedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}\+00:00$/);
      expect(full.data.nextCheckAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}\+00:00$/);
      hn.hits.shift();
    },
  );

  it("Cache-Control max-age and a 429's Retry-After lengthen the interval; failures back off", async () => {
    const id = await companyWithChecks(rt, org, origin, [
      { kind: "feed", source: "hn", path: "/api/v1/search_by_date?query=fresh&tags=story" },
      { kind: "feed", source: "github", path: "/limited.json" },
    ]);
    const out = await runDueChecks(ctx);
    expect(out).toMatchObject({ checked: 2, failed: 1 });
    const [fresh, limited] = await checksOf(rt, id);
    expect(fresh!.url).toContain("search_by_date");
    expect(minutesUntil(fresh!.next_check_at)).toBe(120);
    expect(limited!.failures).toBe(1);
    expect(minutesUntil(limited!.next_check_at)).toBeGreaterThanOrEqual(120);
    expect(seen.find((s) => s.path === "/limited.json")!.headers.accept).toBe("application/vnd.github+json");
  });

  it("never checks a paused company", async () => {
    const id = await companyWithChecks(rt, org, origin, [{ kind: "feed", path: "/feed/" }]);
    await org.request("PATCH", `/api/v1/tracker/${id}`, { body: { status: "paused" } });
    await due(rt, id);
    expect(await runDueChecks(ctx)).toMatchObject({ checked: 0 });
    expect(seen).toEqual([]);
    expect(await scheduleDueChecks(ctx)).toBe(0);
    const full = (await (await org.request("GET", `/api/v1/tracker/${id}`)).json()) as {
      data: { nextCheckAt: string | null };
    };
    expect(full.data.nextCheckAt).toBeNull();
  });

  it("with CHECK_INTERVAL_MINUTES=0 asks nothing and a run writes no check", async () => {
    const id = await companyWithChecks(rt, org, origin, [{ kind: "feed", path: "/feed/" }]);
    const off = { ...ctx, config: { ...ctx.config, CHECK_INTERVAL_MINUTES: 0 } };
    expect(await scheduleDueChecks(off)).toBe(0);
    expect(await runDueChecks(off)).toMatchObject({ checked: 0 });
    expect(seen).toEqual([]);
    await rt.deps.db.deleteFrom("checks").where("entity_id", "=", id).execute();
    await syncChecks(
      rt.deps.db,
      { id, org_id: org.orgId },
      [{ kind: "feed", url: `${origin}/feed/`, ok: true }],
      rt.clock.now(),
      0,
    );
    expect(await checksOf(rt, id)).toEqual([]);
  });

  it(
    "survive a restart: the due check is a row, and the " + "job the scheduler queued is worked by a new runner",
    async () => {
      const id = await companyWithChecks(rt, org, origin, [{ kind: "feed", path: "/feed/" }]);
      expect(await scheduleDueChecks(ctx)).toBe(1);
      expect(await scheduleDueChecks(ctx)).toBe(0); // one pending job at a time
      // "Restart": a new runner on the same database (the old one never ran).
      const runner = new LocalJobRunner(() => ctx, jobHandlers, { concurrency: 1, pollMs: 1000 });
      await runner.drain();
      expect(seen.map((s) => s.path).filter((p) => p !== "/robots.txt")).toEqual(["/feed/"]);
      expect((await checksOf(rt, id))[0]!.last_checked_at).not.toBeNull();
      const job = await rt.deps.db
        .selectFrom("jobs")
        .select("status")
        .where("kind", "=", JOB_CHECKS)
        .orderBy("created_at", "desc")
        .executeTakeFirstOrThrow();
      expect(job.status).toBe("done");
    },
  );

  it("queues at most CHECK_RUNS_PER_DAY runs a day per company", async () => {
    const id = await companyWithChecks(rt, org, origin, [{ kind: "feed", path: "/feed/" }]);
    const capped = { ...ctx, config: { ...ctx.config, CHECK_RUNS_PER_DAY: 1 } };
    await runDueChecks(capped);
    for (const item of ["post-a", "post-b"]) {
      feed.items = [item, ...feed.items];
      await due(rt, id);
      await runDueChecks(capped);
      await rt.settle();
      await rt.runner.drain();
    }
    const runs = () =>
      rt.deps.db
        .selectFrom("runs")
        .select("trigger")
        .where("entity_id", "=", id)
        .where("trigger", "=", "check")
        .execute();
    expect(await runs()).toHaveLength(1);
    // The change over the cap is not lost: the first check of the next day queues its run.
    rt.clock.advance(86_400_000);
    await due(rt, id);
    await runDueChecks(capped);
    expect(await runs()).toHaveLength(2);
  });

  it(
    "a run writes the checks of the feeds, sitemap and " + "boards it read, and drops the ones it no longer reads",
    async () => {
      const id = await companyWithChecks(rt, org, origin, []);
      const pages = [
        { kind: "home", url: "https://x.example/", ok: true },
        { kind: "feed", url: "https://x.example/feed/", ok: true },
        { kind: "sitemap", url: "https://x.example/sitemap.xml", ok: true },
        { kind: "board", source: "greenhouse", url: "https://boards-api.greenhouse.io/v1/boards/x/jobs", ok: true },
        { kind: "feed", source: "sec", url: "https://efts.sec.gov/LATEST/search-index?q=x", ok: true },
        { kind: "feed", source: "npm", url: "https://registry.npmjs.org/x", ok: true, idle: true },
        { kind: "feed", source: "news", url: "https://news.example/rss?q=x", ok: false },
      ];
      await syncChecks(rt.deps.db, { id, org_id: org.orgId }, pages, rt.clock.now(), 60);
      expect((await checksOf(rt, id)).map((c) => c.url)).toEqual([
        "https://boards-api.greenhouse.io/v1/boards/x/jobs",
        "https://x.example/feed/",
        "https://x.example/sitemap.xml",
      ]);
      // Spread over the interval, not all on the hour.
      const nexts = (await checksOf(rt, id)).map((c) => c.next_check_at.getTime() - rt.clock.now().getTime());
      for (const ms of nexts) expect(ms).toBeLessThan(60 * 60_000);
      expect(new Set(nexts).size).toBe(3);
      await syncChecks(rt.deps.db, { id, org_id: org.orgId }, pages.slice(0, 2), rt.clock.now(), 60);
      expect((await checksOf(rt, id)).map((c) => c.url)).toEqual(["https://x.example/feed/"]);
    },
  );

  it("ask one host one request at a time, and never a path its robots.txt disallows", async () => {
    const id = await companyWithChecks(rt, org, origin, [
      { kind: "board", source: "greenhouse", path: "/slow/a" },
      { kind: "board", source: "lever", path: "/slow/b" },
      { kind: "feed", source: "hn", path: "/slow/c" },
      { kind: "feed", path: "/private/feed/" },
    ]);
    maxInFlight = 0;
    const out = await runDueChecks(ctx);
    expect(out.checked).toBe(4);
    expect(seen.filter((r) => r.path.startsWith("/slow/"))).toHaveLength(3);
    expect(maxInFlight).toBe(1);
    expect(seen.some((r) => r.path === "/private/feed/")).toBe(false);
    const robotsRow = (await checksOf(rt, id)).find((c) => c.url.endsWith("/private/feed/"))!;
    expect(robotsRow.failures).toBe(1);
  });

  it(
    "start from what the run read: the feed's and sitemap's " +
      "validators and fingerprint, so the first check is conditional",
    async () => {
      const id = await companyWithChecks(rt, org, origin, []);
      const collect = async () => {
        const deadline = new Deadline(20_000);
        try {
          const settings = { ...sourceSettingsFromConfig(rt.deps.config), timeoutMs: 10_000 };
          const target = {
            website: `${origin}/`,
            companyName: "Lumen",
            companyLinkedinUrl: null,
            companyTwitterUrl: null,
            founders: [],
          };
          return (
            await collectSnapshot(
              {
                ports: COLLECT_PORTS,
                fetcher,
                deadline,
                unfetchableHosts: [],
                pageBudget: 12,
                textChars: 2000,
                now: rt.clock.now(),
                settings,
                sources: [siteSource],
              },
              target,
              null,
            )
          ).pages;
        } finally {
          deadline.dispose();
        }
      };
      const pages = await collect();
      await syncChecks(rt.deps.db, { id, org_id: org.orgId }, pages, rt.clock.now(), 60);
      const [feedRow, sitemapRow] = await checksOf(rt, id);
      expect(feedRow).toMatchObject({ url: `${origin}/feed/`, etag: etagOf(), last_modified: feed.lastModified });
      expect(sitemapRow).toMatchObject({
        url: `${origin}/sitemap.xml`,
        etag: null,
        last_modified: sitemap.lastModified,
      });
      for (const row of [feedRow!, sitemapRow!]) expect(row.fingerprint).toMatch(/^[0-9a-f]{64}$/);

      // The first check after the run asks conditionally and reads nothing.
      await due(rt, id);
      seen = [];
      expect(await runDueChecks(ctx)).toMatchObject({
        checked: 2,
        unchanged: 2,
        changed: 0,
        runsQueued: 0,
        bytesReceived: 0,
      });
      expect(seen.find((r) => r.path === "/feed/")!.headers["if-none-match"]).toBe(etagOf());
      expect(seen.find((r) => r.path === "/sitemap.xml")!.headers["if-modified-since"]).toBe(sitemap.lastModified);

      // A post appears and a run reads it: the checks take the run's answer, so the next check
      // neither downloads again nor takes what the run saw for something new.
      feed.items = ["post-2", "post-1"];
      feed.lastModified = sitemap.lastModified = "Tue, 10 Nov 2026 08:00:00 GMT";
      await syncChecks(rt.deps.db, { id, org_id: org.orgId }, await collect(), rt.clock.now(), 60);
      expect((await checksOf(rt, id))[0]).toMatchObject({ etag: etagOf(), last_modified: feed.lastModified });
      await due(rt, id);
      expect(await runDueChecks(ctx)).toMatchObject({ checked: 2, unchanged: 2, runsQueued: 0, bytesReceived: 0 });
      expect(await activeRuns(id)).toEqual([]);

      // A page the run did not read itself (carried from the last run) leaves what the checks learnt.
      const before = await checksOf(rt, id);
      await syncChecks(
        rt.deps.db,
        { id, org_id: org.orgId },
        [
          { kind: "feed", url: `${origin}/feed/`, ok: true },
          { kind: "sitemap", url: `${origin}/sitemap.xml`, ok: true },
        ],
        rt.clock.now(),
        60,
      );
      expect((await checksOf(rt, id)).map((r) => [r.etag, r.last_modified, r.fingerprint])).toEqual(
        before.map((r) => [r.etag, r.last_modified, r.fingerprint]),
      );
    },
  );
});
