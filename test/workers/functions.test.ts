import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { DatabaseHandle } from "../../src/db/database";
import { openPostgres } from "../../src/db/open-node";
import { systemClock } from "../../src/platform/clock";
import { issueKey } from "../../src/services/keys/issue";
import { createMember, createOrganization } from "../../src/services/members/organizations";
import { SCOPES } from "../../src/services/access/scopes";
import { startFixtureSites, type FixtureSites } from "../support/fixtures/sites";
import { createTestDatabase, type TestDatabase } from "../support/postgres";
import { startTestWorker, type TestWorker } from "../support/worker";
import { ADMIN_CLI } from "../../src/services/audit/record";

/**
 * The per-group functions (functions/<group>.ts, deployed from wrangler.functions.toml) in
 * workerd: each serves its own group and /healthz, with the shared middleware, and nothing else.
 * Embedded fallbacks (no Upstash, no QStash).
 */
const STANDALONE = join(
  dirname(createRequire(import.meta.url).resolve("@scalar/api-reference")),
  "browser",
  "standalone.js",
);

let db: DatabaseHandle;
let database: TestDatabase;
let sites: FixtureSites;
let key: string;
const started: TestWorker[] = [];

async function start(group: string): Promise<TestWorker> {
  const w = await startTestWorker({
    config: "wrangler.functions.toml",
    env: group,
    vars: {
      DATABASE_URL: database.url,
      NEON_WS_PROXY: inject("neonWsProxy"),
      ALLOW_PRIVATE_NETWORK: "true",
      LOG_LEVEL: "error",
    },
  });
  started.push(w);
  return w;
}

beforeAll(async () => {
  sites = await startFixtureSites();
  // A database of its own: the jobs function's cron works on every company and job in it.
  database = await createTestDatabase({ prefix: "pta_functions" });
  db = openPostgres(database.url, 2);
  const { orgId } = await createOrganization(db.db, systemClock, "Functions Fund");
  const { memberId } = await createMember(
    db.db,
    systemClock,
    { orgId, email: "fn@example.com", role: "owner" },
    ADMIN_CLI,
  );
  ({ key } = await issueKey(db.db, systemClock, { memberId, scopes: [...SCOPES] }, ADMIN_CLI));
});

afterAll(async () => {
  for (const w of started) await w.dispose();
  await Promise.all([db?.close(), sites?.close()]);
  await database?.drop();
});

const withKey = () => ({ headers: { authorization: `Bearer ${key}` } });

describe("per-group functions", () => {
  it("functions/tracker.ts serves /api/v1/tracker and /healthz, and 404s the other groups", async () => {
    const w = await start("tracker");
    expect((await w.fetch("/healthz")).status).toBe(200);
    expect((await w.fetch("/api/v1/tracker")).status).toBe(401);
    const list = await w.fetch("/api/v1/tracker", withKey());
    expect(list.status).toBe(200);
    expect(list.headers.get("x-ratelimit-limit")).toBe("600"); // the shared middleware, embedded counters
    for (const path of ["/api/v1/signals", "/api/v1/leads", "/api/v1/openapi"]) {
      const res = await w.fetch(path, withKey());
      expect(res.status, path).toBe(404);
      expect((await res.json()).error.code).toBe("not_found");
    }
    expect((await w.fetch("/api/mcp", { method: "POST", ...withKey() })).status).toBe(404);
  });

  it("without QStash, a job runs in the same invocation after the response (embedded fallback)", async () => {
    const w = started[0]!; // the tracker function
    const site = sites.sites.globex;
    const res = await w.fetch("/api/v1/tracker", {
      method: "POST",
      headers: { ...withKey().headers, "content-type": "application/json" },
      body: JSON.stringify({
        companyName: "Globex Inline",
        companyWebsite: site.url,
        thingsToTrack: "Fundraising",
        alertEmails: ["a@example.com"],
      }),
    });
    expect(res.status).toBe(201);
    const id = (await res.json()).data.id as string;
    let op: { enrichmentComplete: boolean } = { enrichmentComplete: false };
    for (let i = 0; i < 100 && !op.enrichmentComplete; i++) {
      op = (await (await w.fetch(`/api/v1/tracker/${id}`, withKey())).json()).operation;
      if (!op.enrichmentComplete) await new Promise((r) => setTimeout(r, 100));
    }
    expect(op.enrichmentComplete).toBe(true);
    expect(site.requests.length).toBeGreaterThan(0);
  });

  it("functions/openapi.ts describes the whole API without a key, and serves nothing else", async () => {
    const w = await start("openapi");
    const res = await w.fetch("/api/v1/openapi");
    expect(res.status).toBe(200);
    const doc = await res.json();
    expect(doc.info.version).toBe("1.0.0");
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/api/v1/tracker", "/api/v1/signals", "/api/v1/alerts", "/api/v1/leads"]),
    );
    expect((await w.fetch("/api/v1/tracker", withKey())).status).toBe(404);
  });

  it(
    "functions/openapi.ts serves the reference page and " + "the viewer's script it bundles, nothing from a CDN",
    async () => {
      const w = await start("openapi");
      const page = await w.fetch("/api/v1/docs");
      expect(page.status).toBe(200);
      expect(page.headers.get("content-security-policy")).toContain("script-src 'self'");
      const scripts = [...(await page.text()).matchAll(/<script src="([^"]+)"><\/script>/g)].map((m) => m[1]!);
      expect(scripts).toHaveLength(2);
      const viewer = await w.fetch(scripts[0]!);
      expect(viewer.status).toBe(200);
      expect(viewer.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(await viewer.text()).toBe(readFileSync(STANDALONE, "utf8"));
      expect((await w.fetch(scripts[1]!)).status).toBe(200);
    },
  );

  it("functions/web.ts serves the web app's pages and assets, and 404s the API", async () => {
    const w = await start("web");
    const page = await w.fetch("/app/sign-in");
    expect(page.status).toBe(200);
    const css = /href="(\/app\/assets\/[^"]+\.css)"/.exec(await page.text())![1]!;
    expect((await w.fetch(css)).status).toBe(200);
    expect((await w.fetch("/app", { redirect: "manual" })).headers.get("location")).toBe("/app/sign-in");
    expect((await w.fetch("/api/v1/tracker", withKey())).status).toBe(404);
  });

  it("functions/jobs.ts takes the cron trigger and refuses unsigned job deliveries", async () => {
    const w = await start("jobs");
    expect((await w.scheduled()).status).toBe(200);
    const res = await w.fetch("/api/v1/jobs", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jobId: crypto.randomUUID() }),
    });
    expect(res.status).toBe(401);
    expect((await w.fetch("/api/v1/tracker", withKey())).status).toBe(404);
  });
});
