import { describe, expect, it } from "vitest";
import { diffSnapshots } from "../../src/pipeline/compare/index";
import { extractJobTitles } from "../../src/pipeline/collect/extract/jobs";
import { detectFoundingYear, detectLocation, detectStage, nameFromTitle } from "../../src/pipeline/enrich/facts";
import type { SnapshotPage } from "../../src/pipeline/collect/snapshot";
import { freeTextMatches, parseWatchItems } from "../../src/pipeline/judge/watch";
import { acmeCareersPage } from "../support/fixtures/site-content";

/* The small readers the pipeline is built from: watch items, stated facts, job titles, diffs. */

describe("thingsToTrack as watch items", () => {
  it("maps the six quick picks to their signal types", () => {
    const items = parseWatchItems(
      "Product Updates, Metrics Shared, Founders Amplified, Fundraising Signals, Hiring Updates, " +
        "Customer/Partnership Signals",
    );
    expect(items.map((i) => [i.label, i.type, i.kind])).toEqual([
      ["Product Updates", "product_update", "quick_pick"],
      ["Metrics Shared", "metrics_shared", "quick_pick"],
      ["Founders Amplified", "founder_amplified", "quick_pick"],
      ["Fundraising Signals", "fundraising", "quick_pick"],
      ["Hiring Updates", "hiring", "quick_pick"],
      ["Customer/Partnership Signals", "customer_partnership", "quick_pick"],
    ]);
  });

  it("reads plain words as quick picks and keeps the rest as free text", () => {
    const items = parseWatchItems("new funding and hiring; expansion into Europe\nnew customers in Germany");
    // "new customers in Germany" is one item about customers in Germany, not
    // also a bare Customer/Partnership quick pick that any customer anywhere would match.
    expect(items.filter((i) => i.kind === "quick_pick").map((i) => i.type)).toEqual(["fundraising", "hiring"]);
    const free = items.filter((i) => i.kind === "free_text");
    expect(free.map((i) => i.keywords)).toEqual([["expansion", "europe"], ["germany"]]);
    expect(freeTextMatches(free[0], "Acme expands to Europe with a Berlin office")).toBe(true);
    expect(freeTextMatches(free[1], "Acme opens in Austria")).toBe(false);
  });
});

describe("facts a site states", () => {
  it.each([
    [["We raised a $3M seed round in 2025."], "pre_seed_seed"],
    [["Nimbus is a seed-stage fintech company."], "pre_seed_seed"],
    [["We raised a $15M Series A in 2024 to expand to Europe."], "series_a"],
    [["After our seed round, we closed a Series B led by Example Ventures."], "series_b"],
    [["Backed by a $120M Series D."], "growth"],
    [["Robots that run your warehouse."], "unknown"],
  ])("stage of %j is %s", (texts, stage) => {
    expect(detectStage(texts).stage).toBe(stage);
  });

  it("reads the founding year and the location when stated plainly", () => {
    const now = new Date("2026-11-01T00:00:00Z");
    expect(detectFoundingYear(["Founded in 2021 in San Francisco, CA, Acme Robotics builds robots."], now)).toBe(2021);
    expect(detectFoundingYear(["Founded in 2031 by time travellers."], now)).toBeNull();
    expect(detectLocation(["Founded in 2021 in San Francisco, CA, Acme Robotics builds robots."])).toBe(
      "San Francisco, CA",
    );
    expect(detectLocation(["We are a team based in Berlin."])).toBe("Berlin");
    expect(detectLocation(["We build robots."])).toBeNull();
    expect(nameFromTitle("Acme Robotics | Autonomous warehouse robots")).toBe("Acme Robotics");
  });
});

describe("job titles on a careers page", () => {
  it("reads the listed roles", () => {
    const page = acmeCareersPage(["Senior Robotics Engineer", "VP of Sales"]);
    expect(extractJobTitles(page.body, "https://acme.example/careers")).toEqual([
      "Senior Robotics Engineer",
      "VP of Sales",
    ]);
  });

  it("falls back to links into a jobs path", () => {
    const html =
      `<main><h1>Open roles</h1><p><a href="/jobs/data-scientist">Data Scientist</a> · <a ` +
      `href="/jobs/designer">Product Designer</a> · <a href="/jobs">All jobs</a></p></main>`;
    expect(extractJobTitles(html, "https://acme.example/jobs")).toEqual(["Data Scientist", "Product Designer"]);
  });
});

describe("snapshot diff", () => {
  const page = (kind: SnapshotPage["kind"], extra: Partial<SnapshotPage>): SnapshotPage => ({
    kind,
    url: `https://a.example/${kind}`,
    ok: true,
    fetchable: true,
    ...extra,
  });

  it("finds new posts, jobs added and removed, changed lines and new people", () => {
    const before = [
      page("home", {
        textHash: "1",
        text: "Robots that run your warehouse\nTrusted by logistics teams at ten companies.",
      }),
      page("feed", { feedItems: [{ title: "Old post", url: "https://a.example/blog/old", publishedAt: null }] }),
      page("careers", { jobTitles: ["Engineer", "Designer"] }),
      page("team", {
        people: [
          {
            name: "Jane Doe",
            role: "CEO",
            isFounder: true,
            linkedinUrl: null,
            twitterUrl: null,
            websiteUrl: null,
            bio: null,
          },
        ],
      }),
    ];
    const after = [
      page("home", {
        textHash: "2",
        text: "Robots that run your warehouse\nTrusted by logistics teams at forty companies.",
      }),
      page("feed", {
        feedItems: [
          { title: "New post", url: "https://a.example/blog/new", publishedAt: null },
          before[1].feedItems![0],
        ],
      }),
      page("careers", { jobTitles: ["Engineer", "VP of Sales"] }),
      page("team", {
        people: [
          before[3].people![0],
          {
            name: "Omar Haddad",
            role: "VP of Sales",
            isFounder: false,
            linkedinUrl: null,
            twitterUrl: null,
            websiteUrl: null,
            bio: null,
          },
        ],
      }),
    ];
    const d = diffSnapshots(before, after);
    expect(d.changed).toBe(true);
    expect(d.newPosts.map((p) => p.title)).toEqual(["New post"]);
    expect(d.jobsAdded).toEqual(["VP of Sales"]);
    expect(d.jobsRemoved).toEqual(["Designer"]);
    expect(d.pageChanges).toEqual([
      expect.objectContaining({
        kind: "home",
        added: ["Trusted by logistics teams at forty companies."],
        removed: ["Trusted by logistics teams at ten companies."],
      }),
    ]);
    expect(d.peopleAdded.map((p) => p.name)).toEqual(["Omar Haddad"]);
  });

  it("reports nothing for identical snapshots, and marks the first run", () => {
    const s = [page("home", { textHash: "1", text: "Hello there, world of robots" })];
    expect(diffSnapshots(s, s).changed).toBe(false);
    expect(diffSnapshots(null, s)).toMatchObject({ firstRun: true, changed: false });
  });
});
