import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { feedTtlMinutes, runDueChecks } from "../../src/lifecycle/checks";
import type { AppDeps } from "../../src/services/deps";
import type { HttpFetcher } from "../../src/platform/fetcher";
import type { TestOrg } from "../support/harness";
import { checksOf, companyWithChecks, due, freshnessRuntime, parkOtherChecks, type FreshnessRuntime } from "./_support";

/**
 * Checks per source kind (docs/pipeline.md §Checks between runs), against fixtures on loopback that answer as the
 * real sources do: a sitemap with Last-Modified only (If-Modified-Since, 304), a Ghost feed with a
 * weak ETag and `max-age=0`, GitHub's API with ETag (conditional, with the token, as every GitHub
 * check is when GITHUB_TOKEN is set), a Greenhouse board with no validators (its job ids compared),
 * and an RSS feed's `<ttl>`, honoured on its 200 and on the 304s after it.
 */

interface Seen {
  path: string;
  headers: IncomingHttpHeaders;
}

const SITEMAP_LM = "Tue, 10 Nov 2026 09:00:00 GMT";
let boardJobs = [101, 102];
let wpPosts = ["p1"];
let seen: Seen[] = [];
let server: Server;
let origin: string;
let rt: FreshnessRuntime;
let fetcher: HttpFetcher;
let org: TestOrg;
let ctx: AppDeps;

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ path: req.url!, headers: req.headers });
    const path = req.url!;
    if (path === "/robots.txt")
      return void res.writeHead(200, { "content-type": "text/plain" }).end("User-agent: *\nDisallow: /admin/\n");
    if (path === "/sitemap.xml") {
      if (req.headers["if-modified-since"] === SITEMAP_LM) return void res.writeHead(304).end();
      return void res
        .writeHead(200, { "content-type": "application/xml", "last-modified": SITEMAP_LM })
        .end('<?xml version="1.0"?><urlset><url><loc>https://x.example/a/</loc></url></urlset>');
    }
    if (path === "/rss/") {
      // Ghost: a weak ETag, max-age=0, 304 to If-None-Match.
      const etag = 'W/"ghost-1"';
      if (req.headers["if-none-match"] === etag)
        return void res.writeHead(304, { etag, "cache-control": "public, max-age=0" }).end();
      return void res
        .writeHead(200, { "content-type": "application/rss+xml", etag, "cache-control": "public, max-age=0" })
        .end('<rss version="2.0"><channel><title>G</title><item><guid>g1</guid></item></channel></rss>');
    }
    if (path.startsWith("/orgs/lumen/repos")) {
      const etag = 'W/"gh-1"';
      if (req.headers["if-none-match"] === etag) return void res.writeHead(304, { etag }).end();
      return void res
        .writeHead(200, { "content-type": "application/json", etag })
        .end(JSON.stringify([{ id: 7, name: "core", pushed_at: "2026-10-01T00:00:00Z" }]));
    }
    if (path === "/v1/boards/lumen/jobs") {
      // Greenhouse's boards API: no validators at all.
      return void res.writeHead(200, { "content-type": "application/json" }).end(
        JSON.stringify({
          jobs: boardJobs.map((id) => ({ id, title: "Engineer" })),
          meta: { total: boardJobs.length },
        }),
      );
    }
    if (path === "/wp/feed/" || path === "/wp/sitemap.xml") {
      // A WordPress post shows in its feed and its sitemap alike.
      const etag = `"${wpPosts.join("-")}"`;
      if (req.headers["if-none-match"] === etag) return void res.writeHead(304, { etag }).end();
      const body =
        path === "/wp/feed/"
          ? `<rss version="2.0"><channel>${wpPosts
              .map((p) => `<item><guid>${p}</guid></item>`)
              .join("")}</channel></rss>`
          : `<urlset>${wpPosts.map((p) => `<url><loc>https://wp.example/${p}/</loc></url>`).join("")}</urlset>`;
      return void res.writeHead(200, { "content-type": "application/xml", etag }).end(body);
    }
    if (path === "/ttl/feed/") {
      const etag = '"ttl-1"';
      if (req.headers["if-none-match"] === etag) return void res.writeHead(304, { etag }).end();
      return void res
        .writeHead(200, { "content-type": "application/rss+xml", etag })
        .end('<rss version="2.0"><channel><title>T</title><ttl>180</ttl><item><guid>t1</guid></item></channel></rss>');
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  ({ rt, org, fetcher } = await freshnessRuntime());
  ctx = { ...rt.deps, fetcher, config: { ...rt.deps.config, GITHUB_TOKEN: "ghp_sources_test" } };
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await rt?.close();
});

beforeEach(async () => {
  seen = [];
  boardJobs = [101, 102];
  wpPosts = ["p1"];
  await parkOtherChecks(rt, org);
});

const asked = (path: string) => seen.filter((s) => s.path === path);
const minutesUntil = (d: Date) => Math.round((d.getTime() - rt.clock.now().getTime()) / 60_000);

describe("checks per source kind", () => {
  it(
    "send each source's validators back and end on its 304: a sitemap's Last-Modified, a Ghost feed's weak ETag, " +
      "GitHub's ETag with the token",
    async () => {
      const id = await companyWithChecks(rt, org, origin, [
        { kind: "sitemap", path: "/sitemap.xml" },
        { kind: "feed", path: "/rss/" },
        { kind: "feed", source: "github", path: "/orgs/lumen/repos?sort=pushed" },
      ]);
      expect(await runDueChecks(ctx)).toMatchObject({ checked: 3, unchanged: 3, failed: 0 });
      seen = [];
      await due(rt, id);
      expect(await runDueChecks(ctx)).toMatchObject({
        checked: 3,
        unchanged: 3,
        changed: 0,
        runsQueued: 0,
        bytesReceived: 0,
      });
      expect(asked("/sitemap.xml")[0]!.headers["if-modified-since"]).toBe(SITEMAP_LM);
      expect(asked("/sitemap.xml")[0]!.headers["if-none-match"]).toBeUndefined();
      expect(asked("/rss/")[0]!.headers["if-none-match"]).toBe('W/"ghost-1"');
      const gh = asked("/orgs/lumen/repos?sort=pushed")[0]!;
      expect(gh.headers["if-none-match"]).toBe('W/"gh-1"');
      expect(gh.headers.authorization).toBe("Bearer ghp_sources_test");
      for (const row of await checksOf(rt, id)) expect(row.last_checked_at).not.toBeNull();
    },
  );

  it(
    "compare a board's job ids when it gives no validators: " + "the same ids are nothing new, a new id queues a run",
    async () => {
      const id = await companyWithChecks(rt, org, origin, [
        { kind: "board", source: "greenhouse", path: "/v1/boards/lumen/jobs" },
      ]);
      await runDueChecks(ctx); // the baseline
      await due(rt, id);
      seen = [];
      expect(await runDueChecks(ctx)).toMatchObject({ checked: 1, unchanged: 1, runsQueued: 0 });
      expect(asked("/v1/boards/lumen/jobs")[0]!.headers["if-none-match"]).toBeUndefined();
      expect(asked("/v1/boards/lumen/jobs")[0]!.headers["if-modified-since"]).toBeUndefined();
      boardJobs = [103, 101, 102];
      await due(rt, id);
      expect(await runDueChecks(ctx)).toMatchObject({ checked: 1, changed: 1, runsQueued: 1 });
      const runs = await rt.deps.db
        .selectFrom("runs")
        .select("trigger")
        .where("entity_id", "=", id)
        .where("trigger", "=", "check")
        .execute();
      expect(runs).toHaveLength(1);
      await rt.settle();
      await rt.runner.drain();
    },
  );

  it("honour a feed's <ttl> on its answer and on the 304s after it", async () => {
    expect(feedTtlMinutes("<rss><channel><ttl> 90 </ttl></channel></rss>")).toBe(90);
    expect(feedTtlMinutes("<rss><channel><title>x</title></channel></rss>")).toBeNull();
    const id = await companyWithChecks(rt, org, origin, [{ kind: "feed", path: "/ttl/feed/" }]);
    await runDueChecks(ctx);
    let [row] = await checksOf(rt, id);
    expect(minutesUntil(row!.next_check_at)).toBe(180);
    await due(rt, id);
    seen = [];
    expect(await runDueChecks(ctx)).toMatchObject({ unchanged: 1, bytesReceived: 0 });
    expect(asked("/ttl/feed/")[0]!.headers["if-none-match"]).toBe('"ttl-1"');
    [row] = await checksOf(rt, id);
    expect(minutesUntil(row!.next_check_at)).toBe(180);
  });

  it(
    "a change makes the company's other sources asked at once: " +
      "they join the queued run instead of queueing a second one",
    async () => {
      const id = await companyWithChecks(rt, org, origin, [
        { kind: "feed", path: "/wp/feed/" },
        { kind: "sitemap", path: "/wp/sitemap.xml" },
      ]);
      await runDueChecks(ctx); // the baseline
      wpPosts = ["p2", "p1"];
      // Only the feed is due; the sitemap would be asked in an hour.
      await rt.deps.db
        .updateTable("checks")
        .set({ next_check_at: new Date(rt.clock.now().getTime() + 3_600_000) })
        .where("entity_id", "=", id)
        .execute();
      await rt.deps.db
        .updateTable("checks")
        .set({ next_check_at: new Date(rt.clock.now().getTime() - 1000) })
        .where("entity_id", "=", id)
        .where("url", "like", "%/wp/feed/")
        .execute();
      rt.clock.advance(60_000);
      expect(await runDueChecks(ctx)).toMatchObject({ checked: 1, changed: 1, runsQueued: 1 });
      expect(await runDueChecks(ctx)).toMatchObject({ checked: 1, changed: 1, runsQueued: 0 });
      await rt.settle();
      await rt.runner.drain();
      const runs = await rt.deps.db
        .selectFrom("runs")
        .select("trigger")
        .where("entity_id", "=", id)
        .where("trigger", "=", "check")
        .execute();
      expect(runs).toHaveLength(1);
      // Both now hold the new post as seen: asked again, nothing is new.
      await due(rt, id);
      expect(await runDueChecks(ctx)).toMatchObject({ checked: 2, unchanged: 2, runsQueued: 0 });
    },
  );
});
