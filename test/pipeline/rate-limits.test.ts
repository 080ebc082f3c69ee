import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sourceSettingsFromConfig } from "../../src/pipeline";
import { Deadline } from "../../src/pipeline/collect/deadline";
import { RequestPacer } from "../../src/pipeline/collect/pace";
import { SiteReader } from "../../src/pipeline/collect/site";
import { collectSnapshot } from "../../src/pipeline/collect";
import { COLLECT_PORTS } from "../../src/pipeline/run";
import type { Source } from "../../src/pipeline/collect/sources/types";
import type { SnapshotPage } from "../../src/pipeline/collect/snapshot";
import type { Fetcher, FetchResult } from "../../src/platform/fetcher";
import { VirtualSleeper } from "../support/virtual-sleeper";
import { startGithubFixture, type GithubFixture } from "../support/fixtures/outside-apis";
import { startFixtureSites, type FixtureSite, type FixtureSites } from "../support/fixtures/sites";
import { testConfig } from "../support/harness";
import { pipelineRig, signalsOf, track, type PipelineRig } from "./_support";

/*
 * Rate limits are waited out (docs/pipeline.md §Sources): a rate limit that says when to come back (Retry-After,
 * X-RateLimit-Reset) is waited out when the wait fits in what is left of the run, then the request is made once more;
 * otherwise the source is `rate_limited`, what it read last time is kept, and the next run tries
 * again. And the SEC's pace: at most 10 requests a second across the whole process. Waits go
 * through a sleeper the tests drive, so nothing here really sleeps.
 */

const OK: FetchResult = {
  ok: true,
  url: "https://api.example/x",
  status: 200,
  contentType: "application/json",
  body: "[]",
  redirects: [],
};
const limited = (retryAfterMs?: number): FetchResult => ({
  ok: false,
  url: "https://api.example/x",
  reason: "http_error",
  status: 429,
  rateLimited: true,
  ...(retryAfterMs !== undefined ? { retryAfterMs } : {}),
  detail: `HTTP 429${retryAfterMs !== undefined ? ` (Retry-After: ${retryAfterMs / 1000})` : ""}`,
});

/** Answers from a script, one per request, and counts them. */
function scripted(answers: FetchResult[]): Fetcher & { calls: number } {
  const f = {
    calls: 0,
    async fetchPage(url: string): Promise<FetchResult> {
      const a = answers[Math.min(f.calls, answers.length - 1)]!;
      f.calls += 1;
      return a.ok ? { ...a, url } : { ...a, url };
    },
  };
  return f;
}

describe("a rate limit is waited out when the wait fits, then retried once", () => {
  it("waits the Retry-After on the sleeper and reads the answer of the retry", async () => {
    const sleeper = new VirtualSleeper();
    const deadline = new Deadline(20_000, sleeper);
    try {
      const fetcher = scripted([limited(2_000), OK]);
      const reader = new SiteReader(fetcher, deadline, [], 6);
      const res = await reader.api("https://api.example/orgs/acme/repos", { accept: "application/json" });
      expect(res.ok).toBe(true);
      expect(sleeper.slept).toEqual([2_000]);
      expect(fetcher.calls).toBe(2);
      expect(reader.requestsMade).toBe(2);
      expect(reader.rateLimits).toEqual([]);
    } finally {
      deadline.dispose();
    }
  });

  it(
    "does not wait when the wait would not fit in what " + "is left of the deadline, and records the rate limit",
    async () => {
      const sleeper = new VirtualSleeper();
      const deadline = new Deadline(20_000, sleeper);
      try {
        const fetcher = scripted([limited(3_600_000), OK]);
        const reader = new SiteReader(fetcher, deadline, [], 6);
        const res = await reader.api("https://api.example/orgs/acme/repos", { accept: "application/json" });
        expect(res.ok).toBe(false);
        expect(sleeper.slept).toEqual([]);
        expect(fetcher.calls).toBe(1);
        expect(reader.rateLimits).toMatchObject([{ retryAfterMs: 3_600_000, retried: false }]);
        expect(!res.ok && res.detail).toMatch(/asked to wait 3600 s, more than the 20 s left/);
      } finally {
        deadline.dispose();
      }
    },
  );

  it("counts time already spent: a wait that fitted at the start no longer fits near the end", async () => {
    const sleeper = new VirtualSleeper();
    const deadline = new Deadline(10_000, sleeper);
    try {
      sleeper.advance(8_000);
      const fetcher = scripted([limited(2_000), OK]);
      const reader = new SiteReader(fetcher, deadline, [], 6);
      expect((await reader.api("https://api.example/x", { accept: "application/json" })).ok).toBe(false);
      expect(sleeper.slept).toEqual([]);
    } finally {
      deadline.dispose();
    }
  });

  it("retries only once: refused again, the rate limit stands", async () => {
    const sleeper = new VirtualSleeper();
    const deadline = new Deadline(20_000, sleeper);
    try {
      const fetcher = scripted([limited(1_000), limited(1_000), OK]);
      const reader = new SiteReader(fetcher, deadline, [], 6);
      const res = await reader.api("https://api.example/x", { accept: "application/json" });
      expect(res.ok).toBe(false);
      expect(fetcher.calls).toBe(2);
      expect(reader.rateLimits).toMatchObject([{ retried: true }]);
      expect(!res.ok && res.detail).toMatch(/still refused after waiting 1 s and retrying once/);
    } finally {
      deadline.dispose();
    }
  });

  it("a refusal that names no wait is not waited for", async () => {
    const sleeper = new VirtualSleeper();
    const deadline = new Deadline(20_000, sleeper);
    try {
      const fetcher = scripted([limited(), OK]);
      const reader = new SiteReader(fetcher, deadline, [], 6);
      expect((await reader.api("https://api.example/x", { accept: "application/json" })).ok).toBe(false);
      expect(fetcher.calls).toBe(1);
      expect(reader.rateLimits).toHaveLength(1);
    } finally {
      deadline.dispose();
    }
  });
});

describe("a source whose rate limit stands", () => {
  const feedPage = (url: string, titles: string[]): SnapshotPage => ({
    kind: "feed",
    source: "hn",
    url,
    ok: true,
    fetchable: true,
    feedItems: titles.map((t) => ({
      title: t,
      url: `https://news.ycombinator.com/item?id=${t.length}`,
      publishedAt: "2026-11-01T00:00:00.000Z",
      detail: { source: "hn" },
    })),
  });
  const site: Source = {
    name: "site",
    async collect() {
      return { pages: [{ kind: "home", url: "https://acme.example/", ok: true, fetchable: true }] };
    },
  };
  const hn: Source = {
    name: "hn",
    async collect({ reader }) {
      const res = await reader.api("https://hn.example/api/v1/search_by_date?query=acme.example&tags=story", {
        accept: "application/json",
      });
      return res.ok
        ? { pages: [feedPage("https://hn.example/search", ["Show HN: Acme"])] }
        : { pages: [], error: `rate limited: ${res.detail}` };
    },
  };

  it("is recorded as rate_limited, and what it read last time is kept for the next run to compare with", async () => {
    const sleeper = new VirtualSleeper();
    const deadline = new Deadline(60_000, sleeper);
    const settings = { ...sourceSettingsFromConfig(testConfig({})), timeoutMs: 20_000 };
    const previous = [
      { kind: "home" as const, url: "https://acme.example/", ok: true, fetchable: true },
      feedPage("https://hn.example/search", ["Show HN: Acme"]),
    ];
    try {
      const collected = await collectSnapshot(
        {
          ports: COLLECT_PORTS,
          fetcher: scripted([limited(3_600_000)]),
          deadline,
          unfetchableHosts: [],
          pageBudget: 12,
          textChars: 1000,
          now: new Date("2026-11-17T09:00:00Z"),
          settings,
          sources: [site, hn],
        },
        {
          website: "https://acme.example/",
          companyName: "Acme",
          companyLinkedinUrl: null,
          companyTwitterUrl: null,
          founders: [],
        },
        previous,
      );
      const report = collected.sources.find((s) => s.name === "hn")!;
      expect(report.status).toBe("rate_limited");
      expect(report.reason).toMatch(/^rate limited: HTTP 429/);
      // Kept as it was: the next run compares with it, so a story posted meanwhile is news, not a baseline.
      expect(collected.pages.filter((p) => p.source === "hn")).toEqual([{ ...previous[1], carried: true }]);
    } finally {
      deadline.dispose();
    }
  });
});

describe("the SEC's pace: at most 10 requests a second across the process", () => {
  it("gives every request its own turn, 100 ms apart, whichever run asks", async () => {
    const sleeper = new VirtualSleeper(5_000);
    const pacer = new RequestPacer(10, sleeper);
    const started: number[] = [];
    const fetcher: Fetcher = {
      async fetchPage(url) {
        started.push(sleeper.now());
        return { ...OK, url };
      },
    };
    const deadline = new Deadline(60_000, sleeper);
    try {
      // Three runs at once, each with its own reader, sharing the process's pacer.
      const readers = [1, 2, 3].map(() => new SiteReader(fetcher, deadline, [], 20, { pacer }));
      await Promise.all(
        readers.flatMap((r, i) =>
          Array.from({ length: 8 }, (_, n) => r.api(`https://efts.example/r${i}/${n}`, { accept: "application/json" })),
        ),
      );
      expect(started).toHaveLength(24);
      const sorted = [...started].sort((a, b) => a - b);
      for (const t of sorted) expect(sorted.filter((u) => u >= t && u < t + 1000).length).toBeLessThanOrEqual(10);
      expect(sorted[sorted.length - 1]! - sorted[0]!).toBeGreaterThanOrEqual(2_300);
    } finally {
      deadline.dispose();
    }
  });

  it("does not take a turn that comes after the deadline", async () => {
    const sleeper = new VirtualSleeper();
    const pacer = new RequestPacer(10, sleeper);
    const deadline = new Deadline(250, sleeper);
    try {
      const turns = await Promise.all(Array.from({ length: 5 }, () => pacer.turn(deadline)));
      expect(turns).toEqual([true, true, true, false, false]);
    } finally {
      deadline.dispose();
    }
  });
});

describe("GitHub's secondary rate limit, through the real pipeline", () => {
  let fx: FixtureSites;
  let gh: GithubFixture;
  let rig: PipelineRig;
  let site: FixtureSite;
  const sleeper = new VirtualSleeper();
  const DAY = 86_400_000;

  beforeAll(async () => {
    [fx, gh] = await Promise.all([startFixtureSites(), startGithubFixture()]);
    const config = testConfig({ GITHUB_API_URL: gh.apiUrl });
    rig = await pipelineRig({
      settings: { sources: { ...sourceSettingsFromConfig(config), timeoutMs: 20_000 } },
      ports: { sleeper },
    });
  });
  afterAll(async () => {
    await Promise.all([fx.close(), gh.close()]);
  });
  beforeEach(() => {
    site = fx.sites.acme;
    site.reset();
    gh.setMode({ kind: "normal" });
    gh.requests.length = 0;
    sleeper.slept.length = 0;
    site.setPage(
      "/",
      `<!doctype html><html><head><title>Acme Robotics</title></head><body><h1>Robot arms</h1><p>Acme Robotics ` +
        `builds robot arms for small warehouses.</p><footer><a href="https://github.com/acme-robotics">GitHub</a></` +
        `footer></body></html>`,
    );
  });

  const repos = [
    { id: 1, name: "robot-os", description: "The robot OS", stars: 900, createdAt: "2024-03-01T00:00:00Z" },
  ];

  async function trackedAfterBaseline(): Promise<string> {
    gh.setAccounts({
      "acme-robotics": {
        type: "Organization",
        repos,
        releases: {
          "robot-os": [{ id: 10, tag: "v1.4.0", publishedAt: "2026-06-01T00:00:00Z", body: "Faster planning." }],
        },
      },
    });
    const id = await track(rig.org, {
      companyName: "Acme Robotics",
      companyWebsite: site.url,
      thingsToTrack: "Product launches",
    });
    await rig.settle(id);
    gh.setAccounts({
      "acme-robotics": {
        type: "Organization",
        repos,
        releases: {
          "robot-os": [
            {
              id: 11,
              tag: "v2.0.0",
              name: "Robot OS 2.0",
              publishedAt: new Date(rig.clock.now().getTime() + DAY / 2).toISOString(),
              body: "Robot OS 2.0 brings multi-arm coordination.",
            },
            { id: 10, tag: "v1.4.0", publishedAt: "2026-06-01T00:00:00Z" },
          ],
        },
      },
    });
    return id;
  }

  async function refreshed(id: string) {
    rig.clock.advance(DAY);
    expect((await rig.org.request("POST", `/api/v1/tracker/${id}/refresh`)).status).toBeLessThan(300);
    await rig.settle(id);
    const signals = await signalsOf(rig.deps, id);
    return signals[signals.length - 1]!;
  }

  it("a 429 with Retry-After: 2 is waited out and the 2.0 release is found", async () => {
    const id = await trackedAfterBaseline();
    gh.setMode({ kind: "limited_for", times: 1, status: 429, retryAfter: "2" });
    const signal = await refreshed(id);
    expect(sleeper.slept).toEqual([2_000]);
    expect(signal.type).toBe("product_update");
    const analysis = signal.analysis as { sources: { name: string; status: string; requests: number }[] };
    expect(analysis.sources.find((s) => s.name === "github")).toMatchObject({ status: "ok" });
  });

  it(
    "a 403 secondary limit asking for an hour is rate_limited; " + "the next run tries again and finds the release",
    async () => {
      const id = await trackedAfterBaseline();
      gh.setMode({ kind: "limited_for", times: 1, status: 403, retryAfter: "3600" });
      let signal = await refreshed(id);
      expect(sleeper.slept).toEqual([]);
      let analysis = signal.analysis as { sources: { name: string; status: string; reason: string }[] };
      expect(analysis.sources.find((s) => s.name === "github")).toMatchObject({
        status: "rate_limited",
        reason: expect.stringMatching(/^rate limited: GET .*HTTP 403 \(Retry-After: 3600\); asked to wait 3600 s/),
      });
      expect(signal.type).toBe("no_material_change");

      signal = await refreshed(id);
      analysis = signal.analysis as { sources: { name: string; status: string; reason: string }[] };
      expect(analysis.sources.find((s) => s.name === "github")).toMatchObject({ status: "ok" });
      // The run while limited kept the last reading, so the release is news now rather than a baseline.
      expect(signal.type).toBe("product_update");
    },
  );
});
