import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { seedDemo } from "../../src/services/setup/demo-seed";
import { ACME, acmeBlogPage, rssFeed, type BlogPost } from "../support/fixtures/site-content";
import { startFixtureSites, type FixtureSites } from "../support/fixtures/sites";
import { pipelineRig, track, type PipelineRig } from "../pipeline/_support";
import { addEndpoint, deliverDue, receiver } from "../webhooks/_support";
import { connect, ok, startMcpHarness, type McpHarness } from "../mcp/support";
import { connectBody, crmRig, type CrmRig } from "../integrations/_support";

/*
 * Spec 2.1 and 4.1, walked over everything the API returns: every GET of the description takes
 * `view=compact` and `view=full` (and refuses another value), and every `*At` field at any depth
 * (nested in an analysis, evidence, enrichment detail) of every view, list and single read,
 * webhook payload and tool result is ISO 8601 UTC with microseconds and `+00:00`. The data is the
 * real pipeline's (a run that found a dated blog post) and the demo seeder's (alerts and leads in
 * every state), so the walk meets what clients meet.
 */

const API_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}\+00:00$/;

/** Every `*At` value under `value`, as `path = value`, that is neither null nor in the API's format. */
function badTimestamps(value: unknown, path = "$"): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => badTimestamps(v, `${path}[${i}]`));
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([k, v]) => {
    const here = `${path}.${k}`;
    if (/[a-z]At$/.test(k) && v !== null && !(typeof v === "string" && API_TIMESTAMP.test(v)))
      return [`${here} = ${JSON.stringify(v)}`];
    return badTimestamps(v, here);
  });
}

/** Paths of `*At` fields seen below `value` whose value is set (the walk must meet nested ones). */
function setTimestampPaths(value: unknown, path = "$"): string[] {
  if (Array.isArray(value)) return value.flatMap((v) => setTimestampPaths(v, `${path}[]`));
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([k, v]) =>
    /[a-z]At$/.test(k) && typeof v === "string" ? [`${path}.${k}`] : setTimestampPaths(v, `${path}.${k}`),
  );
}

const SERIES_B: BlogPost = {
  slug: "acme-raises-series-b",
  title: "Acme Robotics raises $40M Series B",
  pubDate: "Mon, 02 Nov 2026 09:00:00 GMT",
  body: "Acme Robotics raised a $40M Series B led by Example Ventures to expand into Europe.",
};

let fx: FixtureSites;
let rig: PipelineRig;
let mcp: McpHarness;
let client: Client;
let hook: Awaited<ReturnType<typeof receiver>>;
let endpointId: string;
let crm: CrmRig;
/** Every GET operation path of the description under /api/v1 that reads the organisation's data. */
let getPaths: string[];

beforeAll(async () => {
  fx = await startFixtureSites();
  rig = await pipelineRig();
  hook = await receiver();
  endpointId = (await addEndpoint(rig.org, { url: hook.url })).id;
  // A CRM connection (docs/integrations.md), made through an app pointed at the CRM fixtures.
  crm = await crmRig();
  const connected = await crm.app.request("/api/v1/integrations", {
    method: "POST",
    headers: { authorization: `Bearer ${rig.org.key}`, "content-type": "application/json" },
    body: JSON.stringify(connectBody(crm, "hubspot")),
  });
  expect(connected.status).toBe(201);

  const id = await track(rig.org, {
    companyName: ACME.name,
    companyWebsite: fx.sites.acme.url,
    founders: ACME.founders.map((f) => ({ name: f.name })),
    thingsToTrack: "Fundraising Signals",
  });
  await rig.settle(id);
  const acme = fx.sites.acme;
  const posts = [SERIES_B, ...ACME.posts];
  acme.setPage("/blog", acmeBlogPage(posts).body);
  acme.setResponse("/blog/feed.xml", { ...rssFeed(acme.url, "Acme Robotics blog", posts) });
  acme.setPage(
    `/blog/${SERIES_B.slug}`,
    `<!doctype html><title>${SERIES_B.title}</title><main><article><h1>${SERIES_B.title}</h1><p>${SERIES_B.body}</p>` +
      `</article></main>`,
  );
  rig.clock.advance(3_600_000);
  expect((await rig.org.request("POST", `/api/v1/tracker/${id}/refresh`)).status).toBe(202);
  await rig.settle(id);
  await seedDemo(rig.deps.db, rig.clock, { orgId: rig.org.orgId, companies: 4, signals: 12, leads: 12, seed: 29 });
  await deliverDue(rig, [endpointId]);

  const doc = await (await rig.app.request("/api/v1/openapi")).json();
  getPaths = Object.entries(doc.paths as Record<string, Record<string, unknown>>)
    .filter(
      ([path, ops]) => "get" in ops && !/^\/api\/v1\/(openapi|docs|jobs)\b/.test(path) && path.startsWith("/api/v1/"),
    )
    .map(([path]) => path);

  mcp = await startMcpHarness();
  client = await connect(mcp, rig.org.key);
}, 120_000);

afterAll(async () => {
  await client?.close();
  await mcp?.close();
  await hook?.close();
  await crm?.close();
  await fx?.close();
});

/** The concrete URL of a described GET: `{id}` is the first item of its list, `{id}/deliveries` the endpoint's. */
async function concrete(path: string): Promise<string> {
  const m = /^(\/api\/v1\/[a-z]+)\/\{id\}(\/.*)?$/.exec(path);
  if (!m) {
    expect(path, `a GET with path parameters this test cannot fill: ${path}`).not.toMatch(/\{/);
    return path;
  }
  const list = await (
    await rig.org.request("GET", `${m[1]}?limit=1${m[1]!.endsWith("alerts") ? "&outcome=all" : ""}`)
  ).json();
  const first = list.data?.[0]?.id;
  expect(first, `no item to read at ${m[1]}`).toBeTruthy();
  return `${m[1]}/${first}${m[2] ?? ""}`;
}

/** Extra queries that widen a list to every state (alerts default to `sent`, leads to every decision). */
const WIDER: Record<string, string[]> = {
  "/api/v1/alerts": ["outcome=all", "latestPerEntity=true"],
  "/api/v1/leads": ["decision=accepted", "decision=rejected"],
  "/api/v1/signals": ["needsAttention=true"],
};

describe("every GET of the description, in both views", () => {
  it("covers the lists and single reads the description has", () => {
    for (const p of [
      "/api/v1/tracker",
      "/api/v1/tracker/{id}",
      "/api/v1/signals",
      "/api/v1/signals/{id}",
      "/api/v1/alerts",
      "/api/v1/alerts/{id}",
      "/api/v1/leads",
      "/api/v1/leads/{id}",
      "/api/v1/webhooks",
      "/api/v1/webhooks/{id}",
      "/api/v1/webhooks/{id}/deliveries",
      "/api/v1/integrations",
      "/api/v1/integrations/{id}",
    ]) {
      expect(getPaths).toContain(p);
    }
  });

  it("accepts view=compact and view=full, refuses any other value with 400 validation_error naming view", async () => {
    for (const path of getPaths) {
      const url = await concrete(path);
      const sep = url.includes("?") ? "&" : "?";
      for (const view of ["compact", "full"]) {
        const res = await rig.org.request("GET", `${url}${sep}view=${view}`);
        expect(res.status, `${url} view=${view}: ${await res.clone().text()}`).toBe(200);
      }
      const bad = await rig.org.request("GET", `${url}${sep}view=summary`);
      expect(bad.status, `${url} view=summary`).toBe(400);
      const body = await bad.json();
      expect(body.error.code).toBe("validation_error");
      expect(body.error.message).toMatch(/view/);
    }
  });

  it(
    "renders every *At field, nested ones included, with " + "microseconds and +00:00, in lists and single reads",
    async () => {
      const seen = new Set<string>();
      for (const path of getPaths) {
        const url = await concrete(path);
        for (const extra of ["", ...(WIDER[path] ?? [])]) {
          for (const view of ["", "view=compact", "view=full"]) {
            const query = [extra, view, "limit=100"].filter(Boolean).join("&");
            const res = await rig.org.request(
              "GET",
              `${url}?` +
                (path.includes("{id}") && !path.endsWith("deliveries")
                  ? query.replace("limit=100", "").replace(/&$/, "")
                  : query),
            );
            expect(res.status, url).toBe(200);
            const body = await res.json();
            expect(badTimestamps(body), `${url}?${query}`).toEqual([]);
            for (const p of setTimestampPaths(body)) seen.add(p);
          }
        }
      }
      // The walk met the nested timestamps the issue found wrong, so it proves their format.
      expect([...seen]).toEqual(
        expect.arrayContaining([
          "$.data.analysis.changes.newPosts[].publishedAt",
          "$.data[].analysis.changes.newPosts[].publishedAt",
        ]),
      );
    },
  );

  it("the signal's nested publishedAt is the post's date in the API's format", async () => {
    const signals = (
      await (
        await rig.org.request("GET", `/api/v1/signals?view=full&entityQuery=${encodeURIComponent(ACME.name)}`)
      ).json()
    ).data;
    const posts = signals.flatMap(
      (s: { analysis: { changes?: { newPosts?: { publishedAt: string | null }[] } } }) =>
        s.analysis.changes?.newPosts ?? [],
    );
    expect(posts.map((p: { publishedAt: string | null }) => p.publishedAt)).toContain(
      "2026-11-02T09:00:00.000000+00:00",
    );
  });
});

describe("webhook payloads and tool results", () => {
  it("every delivered event's *At fields are in the API's format", async () => {
    expect(hook.got.length).toBeGreaterThan(3);
    for (const got of hook.got) {
      const event = JSON.parse(got.body);
      expect(badTimestamps(event), event.type).toEqual([]);
      expect(event.createdAt).toMatch(API_TIMESTAMP);
    }
  });

  it(
    "every read tool's result, in both views, has its " + "*At fields in the API's format, nested ones included",
    async () => {
      const seen = new Set<string>();
      const firstId = async (tool: string, args: Record<string, unknown> = {}) =>
        (await ok(client, tool, args)).data[0].id as string;
      const calls: [string, Record<string, unknown>][] = [
        ["whoami", {}],
        ["get_company", { companyId: await firstId("list_companies") }],
        ["get_signal", { signalId: await firstId("list_signals", { entityQuery: ACME.name }) }],
        ["get_alert", { alertId: await firstId("list_alerts", { outcome: "all" }) }],
        ["get_lead", { leadId: await firstId("list_leads") }],
      ];
      for (const tool of ["list_companies", "list_signals", "list_alerts", "list_leads"]) {
        for (const view of ["compact", "full"])
          calls.push([tool, { view, limit: 100, ...(tool === "list_alerts" ? { outcome: "all" } : {}) }]);
      }
      for (const [tool, args] of calls) {
        const body = await ok(client, tool, args);
        expect(badTimestamps(body), `${tool} ${JSON.stringify(args)}`).toEqual([]);
        for (const p of setTimestampPaths(body)) seen.add(p);
      }
      expect([...seen]).toEqual(expect.arrayContaining(["$.data.analysis.changes.newPosts[].publishedAt"]));
    },
  );
});

describe("withApiTimestamps (stored JSON as views show it)", () => {
  it(
    "renders every *At value at any depth in the API's " + "format, keeps other keys, and nulls what is no moment",
    async () => {
      const { withApiTimestamps } = await import("../../src/services/shared/timestamps");
      const stored = {
        changes: {
          newPosts: [
            { title: "Series B", publishedAt: "2026-11-23T00:00:00.000Z" },
            { title: "Old", publishedAt: "Mon, 02 Nov 2026 09:00:00 GMT" },
          ],
        },
        lookedAt: "2026-11-21T22:27:20.671000+00:00",
        checkedAt: "not a date",
        format: "2026-11-23T00:00:00.000Z",
        flat: "Attempt",
        nested: [[{ pushedAt: "2026-01-05" }]],
      };
      expect(withApiTimestamps(stored)).toEqual({
        changes: {
          newPosts: [
            { title: "Series B", publishedAt: "2026-11-23T00:00:00.000000+00:00" },
            { title: "Old", publishedAt: "2026-11-02T09:00:00.000000+00:00" },
          ],
        },
        lookedAt: "2026-11-21T22:27:20.671000+00:00",
        checkedAt: null,
        format: "2026-11-23T00:00:00.000Z",
        flat: "Attempt",
        nested: [[{ pushedAt: "2026-01-05T00:00:00.000000+00:00" }]],
      });
    },
  );
});
