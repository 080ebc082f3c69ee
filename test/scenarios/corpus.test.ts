import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ScenarioOutcome } from "./harness";
import { loadCorpus, loadScenario, MalformedScenarioError } from "./scenario";
import { serveScenario } from "./site-server";
import { describeCorpusShard } from "./corpus-shard";
import { scoreOutcome } from "./score";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/* The corpus' first shard (corpus-shard.ts; the others in corpus-2…4.test.ts), and the scenario format's own tests. */
describeCorpusShard(0);

describe("the scenario format", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "scenario-"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("the held-out set (test/scenarios/holdout) is well formed: every scenario loads", () => {
    expect(loadCorpus(join(import.meta.dirname, "holdout")).length).toBeGreaterThan(0);
  });

  it("a malformed scenario is an error naming it and what is wrong", () => {
    const bad = join(dir, "ghost-broken");
    mkdirSync(join(bad, "before"), { recursive: true });
    mkdirSync(join(bad, "after"));
    writeFileSync(join(bad, "before", "index.html"), "<!doctype html><title>x</title>");
    writeFileSync(
      join(bad, "scenario.json"),
      JSON.stringify({
        id: "ghost-broken",
        builder: "ghost",
        title: "t",
        kind: "noise",
        points: [6],
        noise: null,
        company: { companyName: "X" },
        thingsToTrack: "Hiring Updates",
        expect: { types: ["no_material_change"], alert: false, evidence: [] },
      }),
    );
    expect(() => loadScenario(bad)).toThrow(MalformedScenarioError);
    expect(() => loadScenario(bad)).toThrow(/scenario ghost-broken: noise: a noise scenario names its kind of noise/);
  });

  it(
    "serves a state as the format says: after/ over before/, " +
      "__DELETED__ is gone, {{origin}} filled in, the second origin apart",
    async () => {
      const site = join(dir, "plain-serving");
      const put = (rel: string, text: string) => {
        mkdirSync(join(site, rel, ".."), { recursive: true });
        writeFileSync(join(site, rel), text);
      };
      put("before/index.html", '<a href="{{origin}}/blog/">Blog</a> <a href="{{origin2}}/feed.xml">Feed</a>');
      put("before/blog/index.html", "blog before");
      put("before/blog/old-post.html", "old post");
      put("before/_origin2/feed.xml", "<rss/>");
      put("after/blog/index.html", "blog after");
      put("after/blog/old-post.html", "__DELETED__\n");
      const s = await serveScenario(site);
      try {
        const get = async (url: string) => {
          const res = await fetch(url);
          return `${res.status} ${await res.text()}`;
        };
        expect(await get(`${s.origin}/`)).toBe(
          `200 <a href="${s.origin}/blog/">Blog</a> <a href="${s.origin2}/feed.xml">Feed</a>`,
        );
        expect(await get(`${s.origin}/blog`)).toBe("200 blog before");
        expect(await get(`${s.origin}/blog/old-post`)).toBe("200 old post");
        expect(await get(`${s.origin2}/feed.xml`)).toBe("200 <rss/>");
        expect((await fetch(`${s.origin}/_origin2/feed.xml`)).status).toBe(404);
        s.state = "after";
        expect(await get(`${s.origin}/blog/`)).toBe("200 blog after");
        expect((await fetch(`${s.origin}/blog/old-post`)).status).toBe(404);
        expect(await get(`${s.origin}/?v=123`)).toContain("200 <a href=");
      } finally {
        await s.close();
      }
    },
  );

  it(
    "serves _api/<provider>/ files on a third origin: {{api}} filled in, after/ over before/, a .status file's " +
      "code and headers, the query recorded",
    async () => {
      const site = join(dir, "plain-apis");
      const put = (rel: string, text: string) => {
        mkdirSync(join(site, rel, ".."), { recursive: true });
        writeFileSync(join(site, rel), text);
      };
      put("before/index.html", "home");
      put(
        "before/_api/greenhouse/v1/boards/acme/jobs.json",
        '{"jobs":[{"absolute_url":"{{api}}/x"}],"meta":{"total":1}}',
      );
      put("before/_api/lever/v0/postings/acme.json", "[]");
      put("after/_api/greenhouse/v1/boards/acme/jobs.json.status", "429\nRetry-After: 120\n");
      put("after/_api/greenhouse/v1/boards/acme/jobs.json", '{"error":"Too Many Requests"}');
      put("after/_api/lever/v0/postings/acme.json", "__DELETED__");
      const s = await serveScenario(site);
      try {
        let res = await fetch(`${s.api}/greenhouse/v1/boards/acme/jobs?content=true`);
        expect(res.status).toBe(200);
        expect(res.headers.get("content-type")).toContain("application/json");
        expect(await res.text()).toBe(`{"jobs":[{"absolute_url":"${s.api}/x"}],"meta":{"total":1}}`);
        expect((await fetch(`${s.origin}/_api/lever/v0/postings/acme.json`)).status).toBe(404);
        s.state = "after";
        res = await fetch(`${s.api}/greenhouse/v1/boards/acme/jobs?content=true`);
        expect(res.status).toBe(429);
        expect(res.headers.get("retry-after")).toBe("120");
        expect((await fetch(`${s.api}/lever/v0/postings/acme?mode=json`)).status).toBe(404);
        expect(s.apiRequests).toEqual([
          "/greenhouse/v1/boards/acme/jobs?content=true",
          "/greenhouse/v1/boards/acme/jobs?content=true",
          "/lever/v0/postings/acme?mode=json",
        ]);
      } finally {
        await s.close();
      }
    },
  );

  it(
    "answers a .once.status file to the first request of a " +
      "state only (its headers and body), then the file itself",
    async () => {
      const site = join(dir, "plain-once");
      const put = (rel: string, text: string) => {
        mkdirSync(join(site, rel, ".."), { recursive: true });
        writeFileSync(join(site, rel), text);
      };
      put("before/index.html", "home");
      put("before/_api/github/repos/acme/app/releases.json", '[{"tag_name":"v1.9.0"}]');
      put("after/_api/github/repos/acme/app/releases.json", '[{"tag_name":"v2.0.0"}]');
      put(
        "after/_api/github/repos/acme/app/releases.json.once.status",
        '429\nRetry-After: 2\n\n{"message":"You have exceeded a secondary rate limit.","status":"429"}\n',
      );
      const s = await serveScenario(site);
      try {
        const get = () => fetch(`${s.api}/github/repos/acme/app/releases?per_page=5`);
        let res = await get();
        expect([res.status, await res.text()]).toEqual([200, '[{"tag_name":"v1.9.0"}]']);
        s.state = "after";
        res = await get();
        expect(res.status).toBe(429);
        expect(res.headers.get("retry-after")).toBe("2");
        expect(res.headers.get("content-type")).toContain("application/json");
        expect(await res.json()).toEqual({ message: "You have exceeded a secondary rate limit.", status: "429" });
        res = await get();
        expect([res.status, await res.text()]).toEqual([200, '[{"tag_name":"v2.0.0"}]']);
        expect((await get()).status).toBe(200);
      } finally {
        await s.close();
      }
    },
  );

  it(
    "serves the second round's providers at their documented paths: " +
      "EDGAR's three hosts, the registries, the App Store lookup",
    async () => {
      const site = join(dir, "plain-registries");
      const put = (rel: string, text: string) => {
        mkdirSync(join(site, rel, ".."), { recursive: true });
        writeFileSync(join(site, rel), text);
      };
      put("before/index.html", "home");
      put("before/_api/sec-search/LATEST/search-index.json", '{"hits":{"hits":[]}}');
      put("before/_api/sec-data/submissions/CIK0001234567.json", '{"cik":"1234567"}');
      put(
        "before/_api/sec-archives/Archives/edgar/data/1234567/000123456726000001/primary_doc.xml",
        "<edgarSubmission/>",
      );
      put("before/_api/npm/@acme/sdk.json", '{"name":"@acme/sdk"}');
      put("before/_api/pypi/pypi/acme-sdk/json", '{"info":{"name":"acme-sdk"}}');
      put("before/_api/pypi/pypi/acme-cli/json.json", '{"info":{"name":"acme-cli"}}');
      put("before/_api/crates/api/v1/crates/acme.json", '{"crate":{"id":"acme"}}');
      put("before/_api/appstore/lookup.json", '{"resultCount":0,"results":[]}');
      const s = await serveScenario(site);
      try {
        const get = async (path: string) => {
          const res = await fetch(`${s.api}${path}`);
          return `${res.status} ${res.headers.get("content-type")?.split(";")[0]} ${await res.text()}`;
        };
        expect(await get("/sec-search/LATEST/search-index?q=%22Acme%22&forms=D")).toBe(
          '200 application/json {"hits":{"hits":[]}}',
        );
        expect(await get("/sec-data/submissions/CIK0001234567.json")).toBe('200 application/json {"cik":"1234567"}');
        expect(await get("/sec-archives/Archives/edgar/data/1234567/000123456726000001/primary_doc.xml")).toBe(
          "200 application/xml <edgarSubmission/>",
        );
        expect(await get("/npm/@acme%2Fsdk")).toBe('200 application/json {"name":"@acme/sdk"}');
        expect(await get("/pypi/pypi/acme-sdk/json")).toBe('200 application/json {"info":{"name":"acme-sdk"}}');
        expect(await get("/pypi/pypi/acme-cli/json")).toBe('200 application/json {"info":{"name":"acme-cli"}}');
        expect(await get("/crates/api/v1/crates/acme")).toBe('200 application/json {"crate":{"id":"acme"}}');
        expect(await get("/appstore/lookup?id=1234567890&country=us")).toBe(
          '200 application/json {"resultCount":0,"results":[]}',
        );
      } finally {
        await s.close();
      }
    },
  );

  it("scores evidence off the site as a whole URL, and {{api}} paths on the scenario's APIs origin", () => {
    const scenario = {
      ...loadCorpus()[0]!,
      kind: "event" as const,
      expect: { types: ["hiring"], alert: true, evidence: ["https://jobs.lever.co/acme/1f3c9a2e", "{{api}}/hn/item"] },
    };
    const outcome = (urls: string[]): ScenarioOutcome => ({
      scenario,
      mode: "local",
      error: null,
      signal: {
        id: "s",
        type: "hiring",
        severity: "medium",
        summary: "",
        evidence: urls.map((url) => ({ url })),
        analysis: null,
      },
      alert: { outcome: "sent", reason: "" },
      origins: ["http://127.0.0.1:1", "http://127.0.0.1:2", "http://127.0.0.1:3"],
    });
    expect(
      scoreOutcome(outcome(["https://jobs.lever.co/acme/1f3c9a2e/", "http://127.0.0.1:3/hn/item"])).evidenceCorrect,
    ).toBe(true);
    expect(
      scoreOutcome(outcome(["https://jobs.lever.co/other/1f3c9a2e", "http://127.0.0.1:3/hn/item"])).evidenceCorrect,
    ).toBe(false);
    expect(scoreOutcome(outcome(["https://jobs.lever.co/acme/1f3c9a2e"])).evidenceCorrect).toBe(false);
  });

  it(
    "compares off-site evidence without parameters that only " +
      "say who sent the reader (the App Store lookup's uo=4, utm_*)",
    () => {
      // The lookup's trackViewUrl carries ?uo=4; the pipeline cites the store page without it.
      const app = "https://apps.apple.com/us/app/sprigly-plant-care-journal/id1604418327";
      const scenario = {
        ...loadCorpus()[0]!,
        kind: "event" as const,
        expect: { types: ["product_update"], alert: true, evidence: [`${app}?uo=4`] },
      };
      const outcome = (url: string): ScenarioOutcome => ({
        scenario,
        mode: "local",
        error: null,
        signal: {
          id: "s",
          type: "product_update",
          severity: "medium",
          summary: "",
          evidence: [{ url }],
          analysis: null,
        },
        alert: { outcome: "sent", reason: "" },
        origins: ["http://127.0.0.1:1", "http://127.0.0.1:2", "http://127.0.0.1:3"],
      });
      expect(scoreOutcome(outcome(app)).evidenceCorrect).toBe(true);
      expect(scoreOutcome(outcome(`${app}?utm_source=newsletter`)).evidenceCorrect).toBe(true);
      // Another app is still wrong, and so is a parameter that names another page.
      expect(scoreOutcome(outcome(app.replace("1604418327", "1604418328"))).evidenceCorrect).toBe(false);
      expect(scoreOutcome(outcome(`${app}?see-all=reviews`)).evidenceCorrect).toBe(false);
    },
  );
});
