import { describe, expect, it } from "vitest";
import {
  ago,
  gh,
  hn,
  lastSignal,
  news,
  pipelineRig,
  publish,
  refresh,
  rig,
  ROUND,
  settings,
  site,
  track,
  trackAcme,
  useOffsiteRig,
} from "./_offsite";

/*
 * Hacker News (Algolia) and GitHub (REST) as off-site sources (docs/pipeline.md §Sources) through the real pipeline,
 * lifecycle and fetcher, on loopback fixtures shaped like the providers, beside the company's own site; one event seen
 * by several sources; a source that fails. What the user sees is the run's signal: its type, evidence and
 * `analysis.sources`.
 */
useOffsiteRig();

describe("Hacker News: stories linking to the domain or naming the company", () => {
  it(
    "reads a Show HN by the company as a product launch, with " +
      "points and comments in the evidence, and drops unrelated stories",
    async () => {
      publish();
      const id = await trackAcme("Product launches");
      await rig.settle(id);
      hn.setStories([
        {
          id: 41000001,
          title: "Show HN: Acme Arm – an open robot arm for $999",
          url: `${site.origin}/arm`,
          author: "dwhitfield",
          points: 312,
          comments: 148,
          createdAt: ago(0),
          tags: ["show_hn"],
        },
        {
          id: 41000002,
          title: "Acme anvils and the physics of cartoons",
          url: "https://example.org/anvils",
          author: "someone",
          points: 12,
          comments: 3,
          createdAt: ago(0),
        },
      ]);
      await refresh(id);

      // The documented search, for the domain and then the name; never robots.txt.
      expect(hn.requests.map((r) => [r.path, r.query.get("query"), r.query.get("tags")])).toContainEqual([
        "/api/v1/search_by_date",
        "127.0.0.1",
        "story",
      ]);
      expect(hn.requests.map((r) => r.query.get("query"))).toContain("Acme Robotics");
      expect(hn.robotsRequests).toBe(0);

      const signal = await lastSignal(id);
      expect(signal.type).toBe("product_update");
      expect(signal.analysis.findings).toHaveLength(1);
      expect(signal.analysis.findings[0].cues[0]).toBe(
        "a Show HN by the company on Hacker News: 312 points, 148 comments",
      );
      expect(signal.evidence.slice(0, 2)).toEqual([
        {
          url: "https://news.ycombinator.com/item?id=41000001",
          title: "Hacker News: Show HN: Acme Arm – an open robot arm for $999 (312 points, 148 comments)",
        },
        { url: `${site.origin}/arm`, title: "Show HN: Acme Arm – an open robot arm for $999" },
      ]);
    },
  );
});

describe("Hacker News: a launch its poster says they run", () => {
  it("is the company's product launch, though neither its title nor its link names the company", async () => {
    publish();
    const id = await trackAcme("Product launches");
    await rig.settle(id);
    hn.setStories([
      {
        id: 41000003,
        title: "Show HN: Tern – diff two SBOMs and see what actually changed",
        url: "https://github.com/jdoe/tern",
        author: "jdoe",
        points: 142,
        comments: 51,
        createdAt: ago(0),
        tags: ["show_hn"],
        storyText: "Hi HN, I'm Jane, co-founder and CTO at Acme Robotics. Tern is a small open-source CLI.",
      },
    ]);
    await refresh(id);
    const signal = await lastSignal(id);
    expect(signal.type).toBe("product_update");
    expect(signal.analysis.findings[0].cues[0]).toBe(
      "a Show HN by the company on Hacker News: 142 points, 51 comments",
    );
  });
});

describe("Hacker News: a text post that links to the company's site", () => {
  it("is the company's launch though its title gives only the short name and it has no URL of its own", async () => {
    publish();
    const id = await trackAcme("Product launches");
    await rig.settle(id);
    hn.setStories([
      {
        id: 41000004,
        title: "Launch HN: Acme (YC F26) – robot arms you rent by the hour",
        author: "dwhitfield",
        points: 88,
        comments: 40,
        createdAt: ago(0),
        tags: ["launch_hn"],
        storyText:
          `Hi HN! We're Dana and Lee, and we run Acme (<a href="${site.origin}/">our site</a>).` + "<p>We rent arms.",
      },
    ]);
    await refresh(id);
    const signal = await lastSignal(id);
    expect(signal.type).toBe("product_update");
    expect(signal.analysis.findings[0].cues[0]).toBe(
      "a Launch HN by the company on Hacker News: 88 points, 40 comments",
    );
  });
});

describe("Hacker News: a namesake's launch", () => {
  it("is left out with why when its pitch is told in words the company's site does not use", async () => {
    publish();
    const id = await trackAcme("Product launches");
    await rig.settle(id);
    const title = "Show HN: Acme Robotics – a tiny terminal file manager written in Zig";
    hn.setStories([
      {
        id: 41000004,
        title,
        url: "https://github.com/kpetrov/acme-robotics",
        author: "kpetrov",
        points: 97,
        comments: 22,
        createdAt: ago(0),
        tags: ["show_hn"],
      },
    ]);
    await refresh(id);
    const signal = await lastSignal(id);
    expect(signal.type).toBe("no_material_change");
    const namesakes = (signal.analysis as unknown as { namesakes: { item: string; why: string }[] }).namesakes;
    expect(namesakes.find((n) => n.item === title)?.why).toBe(
      "tied by its name alone, and its maker pitches it as “a tiny terminal file manager written in Zig”, " +
        "in words the company's site does not use",
    );
  });

  it("is the company's when its pitch is told in the site's words", async () => {
    publish();
    const id = await trackAcme("Product launches");
    await rig.settle(id);
    hn.setStories([
      {
        id: 41000005,
        title: "Show HN: Acme Robotics – robot arms for small warehouses, now with an open SDK",
        url: "https://github.com/kpetrov/acme-robotics",
        author: "kpetrov",
        points: 97,
        comments: 22,
        createdAt: ago(0),
        tags: ["show_hn"],
      },
    ]);
    await refresh(id);
    expect((await lastSignal(id)).type).toBe("product_update");
  });
});

describe("one event seen by several sources", () => {
  it("becomes one finding with the blog post's, the press article's and the HN story's evidence", async () => {
    publish();
    const id = await trackAcme("Fundraising");
    await rig.settle(id);

    const post = {
      slug: "series-b",
      title: "We raised a $40M Series B",
      date: ago(0),
      body:
        "Acme Robotics has raised a $40M Series B led by Example " +
        "Ventures to put robot arms in every small warehouse.",
    };
    publish([post]);
    news.setItems([
      { headline: ROUND, outlet: "TechCrunch", outletUrl: "https://techcrunch.com", publishedAt: ago(0) },
    ]);
    hn.setStories([
      {
        id: 41000010,
        title: "Acme Robotics (YC W26) raises $40M Series B",
        url: `${site.origin}/blog/series-b`,
        author: "pg",
        points: 88,
        comments: 41,
        createdAt: ago(0),
      },
    ]);
    await refresh(id);

    const signal = await lastSignal(id);
    expect(signal.type).toBe("fundraising");
    const rounds = signal.analysis.findings.filter((f) => f.type === "fundraising");
    expect(rounds).toHaveLength(1);
    expect(rounds[0].sources?.sort()).toEqual(["hn", "news", "site"]);
    // The company's own post leads; the press article and the HN discussion are its evidence too.
    expect(rounds[0].url).toBe(`${site.origin}/blog/series-b`);
    const urls = signal.evidence.map((e) => e.url);
    expect(urls[0]).toBe(`${site.origin}/blog/series-b`);
    expect(urls).toContain("https://news.ycombinator.com/item?id=41000010");
    expect(urls.some((u) => /\/rss\/articles\/CBMi/.test(u))).toBe(true);
  });
});

describe("GitHub: the company's organisation found on its pages, and the founders' accounts", () => {
  const repo = (id: number, name: string, stars: number, createdAt: string, description?: string) => ({
    id,
    name,
    stars,
    createdAt,
    pushedAt: createdAt,
    description,
  });

  it(
    "reads repositories and the main repository's releases " + "with GitHub's headers; a release is a product update",
    async () => {
      publish();
      gh.setAccounts({
        "acme-robotics": {
          type: "Organization",
          repos: [repo(1, "robot-os", 800, ago(400), "The OS for Acme arms"), repo(2, "docs", 10, ago(300))],
          releases: { "robot-os": [{ id: 11, tag: "v1.9.0", publishedAt: ago(90) }] },
        },
        dwhitfield: { type: "User", repos: [repo(3, "dotfiles", 4, ago(500))] },
      });
      const id = await trackAcme("Product launches");
      await rig.settle(id);
      gh.setAccounts({
        "acme-robotics": {
          type: "Organization",
          repos: [repo(1, "robot-os", 820, ago(400), "The OS for Acme arms"), repo(2, "docs", 10, ago(300))],
          releases: {
            "robot-os": [
              {
                id: 12,
                tag: "v2.0.0",
                name: "Robot OS 2.0",
                publishedAt: ago(0),
                body: "Fleet mode: run 50 arms from one console.",
              },
              { id: 11, tag: "v1.9.0", publishedAt: ago(90) },
            ],
          },
        },
        dwhitfield: { type: "User", repos: [repo(3, "dotfiles", 4, ago(500))] },
      });
      gh.requests.length = 0;
      await refresh(id);

      expect(gh.requests.map((r) => `${r.path}?${r.query}`)).toEqual([
        "/orgs/acme-robotics/repos?sort=pushed&per_page=30",
        "/repos/acme-robotics/robot-os/releases?per_page=5",
        "/users/dwhitfield/repos?sort=pushed&per_page=30",
      ]);
      for (const r of gh.requests) {
        expect(r.headers.accept).toBe("application/vnd.github+json");
        expect(r.headers["x-github-api-version"]).toBe("2022-11-28");
        expect(r.headers.authorization).toBe("Bearer ghp_fixture_token");
      }
      expect(gh.robotsRequests).toBe(0);

      const signal = await lastSignal(id);
      expect(signal.type).toBe("product_update");
      expect(signal.analysis.findings).toHaveLength(1);
      expect(signal.analysis.findings[0].cues[0]).toBe(
        "a release of acme-robotics/robot-os, the company's main repository",
      );
      expect(signal.evidence[0].url).toBe("https://github.com/acme-robotics/robot-os/releases/tag/v2.0.0");
    },
  );

  it(
    "reads a founder's new repository as founder_amplified only " +
      "when notable, and star growth of the main repository as traction",
    async () => {
      publish();
      const org = (stars: number) => ({ type: "Organization" as const, repos: [repo(1, "robot-os", stars, ago(400))] });
      gh.setAccounts({
        "acme-robotics": org(200),
        dwhitfield: { type: "User", repos: [repo(3, "dotfiles", 4, ago(500))] },
      });
      const id = await trackAcme("Founder news, traction");
      await rig.settle(id);

      gh.setAccounts({
        "acme-robotics": org(220),
        dwhitfield: {
          type: "User",
          repos: [
            repo(3, "dotfiles", 4, ago(500)),
            repo(4, "tiny-planner", 12, ago(0), "A toy planner"),
            repo(5, "armsim", 450, ago(0), "A fast robot-arm simulator"),
          ],
        },
      });
      await refresh(id);
      let signal = await lastSignal(id);
      const founder = signal.analysis.findings.filter((f) => f.type === "founder_amplified");
      expect(founder.map((f) => f.url)).toEqual(["https://github.com/dwhitfield/armsim"]);
      expect(founder[0].cues[0]).toBe("Dana Whitfield's repository dwhitfield/armsim has 450 stars");
      expect(signal.analysis.findings.some((f) => f.url === "https://github.com/dwhitfield/tiny-planner")).toBe(false);

      // Stars 220 → 480: at least 100 more and a quarter more since the last run.
      gh.setAccounts({
        "acme-robotics": org(480),
        dwhitfield: { type: "User", repos: [repo(3, "dotfiles", 4, ago(500))] },
      });
      await refresh(id);
      signal = await lastSignal(id);
      expect(signal.analysis.findings.map((f) => [f.type, f.cues[0]])).toContainEqual([
        "metrics_shared",
        "the company's main repository acme-robotics/robot-os gained 260 stars since the last run",
      ]);
    },
  );
});

describe("an off-site source that fails is recorded, never the run's failure", () => {
  it(
    "records GitHub's rate limit, a news search error and an " +
      "empty Hacker News answer, and the run still compares the site",
    async () => {
      publish();
      gh.setAccounts({ "acme-robotics": { type: "Organization", repos: [] } });
      const id = await trackAcme();
      await rig.settle(id);
      gh.setMode({ kind: "rate_limited" });
      news.setMode({ kind: "error", status: 503 });
      const post = {
        slug: "arm-2",
        title: "Introducing Acme Arm 2",
        date: ago(0),
        body: "Acme Arm 2 is now available.",
      };
      publish([post]);
      await refresh(id);

      const signal = await lastSignal(id);
      expect(signal.type).toBe("product_update");
      const github = signal.report("github")!;
      expect(github.status).toBe("rate_limited");
      expect(github.reason).toMatch(
        new RegExp(
          "^rate limited: GET .*\\/orgs\\/acme-robotics\\/repos\\?sort=pushed&per_page=30: HTTP 403 \\(rate " +
            "limit reached; resets at 2026-11-1\\dT.*\\); still refused after waiting 0 s and retrying once",
        ),
      );
      // The reset time has passed, so the request is retried once; refused again, the limit stops the source: no
      // request for the founder's account after it.
      expect(github.requests).toBe(2);
      expect(signal.report("news")).toMatchObject({ status: "failed", reason: expect.stringContaining("HTTP 503") });
      expect(signal.report("hn")).toMatchObject({ status: "ok", requests: 2 });
      const run = await rig.deps.db
        .selectFrom("runs")
        .select(["status", "health_reason"])
        .where("entity_id", "=", id)
        .orderBy("created_at", "desc")
        .executeTakeFirstOrThrow();
      expect(run).toMatchObject({ status: "succeeded", health_reason: "healthy" });
    },
  );

  it(
    "gives up on a service that does not answer within " + "the source's timeout, keeping the rest of the run",
    async () => {
      const slow = await pipelineRig({ settings: settings({}, 300) });
      publish();
      hn.setMode({ kind: "hang" });
      const id = await trackAcme("Fundraising", slow);
      await slow.settle(id);
      hn.release();
      const signal = await lastSignal(id, slow);
      expect(signal.report("hn")).toMatchObject({ status: "timed_out", reason: "no answer within 300 ms" });
      expect(signal.report("news")).toMatchObject({ status: "ok" });
    },
  );

  it("skips GitHub without a request when neither the founders nor the site name an account", async () => {
    site.setPage("/", `<html><head><title>Acme Robotics</title></head><body><h1>Acme Robotics</h1></body></html>`);
    const id = await track(rig.org, {
      companyName: "Acme Robotics",
      companyWebsite: site.url,
      thingsToTrack: "Fundraising",
    });
    await rig.settle(id);
    expect((await lastSignal(id)).report("github")).toEqual({
      name: "github",
      status: "skipped",
      reason: "no GitHub account: no founder has a githubUrl and the company's pages link to none",
      requests: 0,
    });
    expect(gh.requests).toEqual([]);
  });
});
