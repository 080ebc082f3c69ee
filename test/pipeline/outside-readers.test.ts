import { describe, expect, it } from "vitest";
import {
  companyGithubAccount,
  githubAccountOf,
  isAuxiliaryRepo,
  mainRepo,
  parseReleases,
  parseRepos,
} from "../../src/pipeline/collect/extract/github";
import { parseHnSearch } from "../../src/pipeline/collect/extract/hn";
import { parseNewsFeed, sameStory } from "../../src/pipeline/collect/extract/news";
import { isCommonName, mentionOf, newsQuery, type CompanyIdentity } from "../../src/pipeline/collect/mentions";
import { githubRelease, githubRepo, googleNewsRss, hnSearchAnswer } from "../support/fixtures/outside-apis";

/*
 * Off-site sources (docs/pipeline.md §Sources): reading what the news search, Hacker News and GitHub answer, and
 * telling the company from its namesakes. The payloads are the fixtures' provider-shaped answers.
 */

const acme: CompanyIdentity = {
  name: "Acme Robotics, Inc.",
  domain: "acmerobotics.com",
  founders: ["Dana Whitfield"],
  classification: ["industrial/robotics"],
};
const linear: CompanyIdentity = {
  name: "Linear",
  domain: "linear.app",
  founders: ["Karri Saarinen"],
  classification: ["devtools"],
};

describe("news search feed (Google News RSS)", () => {
  const xml = googleNewsRss('"Acme Robotics" OR acmerobotics.com', [
    {
      headline: "Acme Robotics raises $40M Series B to scale warehouse robots",
      outlet: "TechCrunch",
      outletUrl: "https://techcrunch.com",
      publishedAt: "2026-11-12T08:00:00Z",
    },
    {
      headline: "Warehouse automation: Acme Robotics & the new wave",
      outlet: "The Robot Report",
      outletUrl: "https://www.therobotreport.com",
      publishedAt: "2026-11-11T15:30:00Z",
      related: [{ headline: "Acme Robotics' new wave", outlet: "Yahoo Finance" }],
    },
  ]);

  it("reads each item's headline without the outlet suffix, the outlet, its link, date and summary", () => {
    const items = parseNewsFeed(xml, "https://news.google.com/rss/search?q=x")!;
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({
      headline: "Acme Robotics raises $40M Series B to scale warehouse robots",
      outlet: "TechCrunch",
      outletUrl: "https://techcrunch.com/",
      publishedAt: new Date("2026-11-12T08:00:00Z"),
    });
    expect(items[0].url).toMatch(/^https:\/\/news\.google\.com\/rss\/articles\/CBMi.+\?oc=5$/);
    // The description is escaped HTML: read as its visible text, entities decoded.
    expect(items[1].headline).toBe("Warehouse automation: Acme Robotics & the new wave");
    expect(items[1].summary).toContain("Acme Robotics' new wave Yahoo Finance");
    // The item's own outlet closing its description is who tells it, not what it says.
    expect(items[0].summary).toBe("Acme Robotics raises $40M Series B to scale warehouse robots");
  });

  it("takes an outlet suffix from the title when the feed has no <source>, and refuses what is not RSS", () => {
    const plain =
      `<rss version="2.0"><channel><item><title>Acme Robotics opens Berlin office - ` +
      `Handelsblatt</title><link>https://www.handelsblatt.com/acme-berlin</link><pubDate>Wed, 11 Nov 2026 10:00:00 ` +
      `+0100</pubDate></item></channel></rss>`;
    expect(parseNewsFeed(plain, "https://x.example/")![0]).toMatchObject({
      headline: "Acme Robotics opens Berlin office",
      outlet: "Handelsblatt",
      url: "https://www.handelsblatt.com/acme-berlin",
    });
    expect(parseNewsFeed("<!doctype html><title>Sorry</title>", "https://x.example/")).toBeNull();
    expect(parseNewsFeed(googleNewsRss("q", []), "https://x.example/")).toEqual([]);
  });

  it("treats syndicated copies and light retitles as one story, and different stories as different", () => {
    expect(sameStory("Acme Robotics raises $40M Series B", "Acme Robotics Raises $40M Series B!")).toBe(true);
    expect(
      sameStory(
        "Acme Robotics raises $40M Series B to scale warehouse robots",
        "Acme Robotics raises $40M Series B to scale its warehouse robots",
      ),
    ).toBe(true);
    expect(sameStory("Acme Robotics raises $40M Series B", "Acme Robotics opens a Berlin office")).toBe(false);
  });

  it("queries the name as a phrase or the domain", () => {
    expect(newsQuery(acme)).toBe('"Acme Robotics, Inc." OR acmerobotics.com');
    expect(newsQuery({ name: "Acme", domain: null })).toBe('"Acme"');
    // Its name as its own site writes it in another script is searched for too.
    expect(newsQuery({ name: "Darbak", domain: "darbak.sa", aliases: ["دربك"] })).toBe(
      '"Darbak" OR darbak.sa OR "دربك"',
    );
  });
});

describe("naming the company, not a namesake", () => {
  it("counts an item naming a distinctive name, its domain or linking to its site", () => {
    expect(mentionOf({ text: "Acme Robotics raises $40M" }, acme)?.by).toContain("name");
    expect(mentionOf({ text: "A look at acmerobotics.com's new arm" }, acme)?.by).toEqual(["domain"]);
    expect(
      mentionOf({ text: "Folding laundry, finally", urls: ["https://blog.acmerobotics.com/launch"] }, acme)?.by,
    ).toEqual(["link"]);
    expect(mentionOf({ text: "Acme Corp anvils recalled" }, acme)).toBeNull();
  });

  it("reads a dictionary word or a short name as common, a coined name as distinctive", () => {
    expect(isCommonName("Linear")).toBe(true);
    expect(isCommonName("Ramp Inc.")).toBe(true);
    expect(isCommonName("Deel")).toBe(true);
    expect(isCommonName("Harbor")).toBe(true);
    expect(isCommonName("Colour")).toBe(true);
    expect(isCommonName("Acme Robotics")).toBe(false);
    expect(isCommonName("Vercel")).toBe(false);
  });

  it("asks a common name for the domain, a founder or the sector too, written as a name", () => {
    expect(mentionOf({ text: "Linear regression explained for beginners" }, linear)).toBeNull();
    expect(mentionOf({ text: "Linear Technology reports quarterly earnings" }, linear)).toBeNull();
    expect(
      mentionOf({ text: "Linear raises $35M for its issue tracker, says CEO Karri Saarinen" }, linear)?.by,
    ).toEqual(["name", "founder"]);
    expect(mentionOf({ text: "Linear ships a new API for developer tools teams" }, linear)?.by).toContain("sector");
    expect(mentionOf({ text: "a linear developer tools story" }, linear)).toBeNull();
    expect(mentionOf({ text: "New on linear.app: triage" }, linear)?.by).toEqual(["domain"]);
  });
});

describe("Hacker News search (Algolia)", () => {
  const body = JSON.stringify(
    hnSearchAnswer("acmerobotics.com", [
      {
        id: 41000001,
        title: "Show HN: Acme Arm – an open robot arm for $999",
        url: "https://acmerobotics.com/arm",
        author: "dwhitfield",
        points: 312,
        comments: 148,
        createdAt: "2026-11-13T16:00:00Z",
        tags: ["show_hn", "front_page"],
      },
      {
        id: 41000002,
        title: "Launch HN: Acme Robotics (YC W26) – robots for small warehouses",
        author: "dwhitfield",
        points: 95,
        comments: 60,
        createdAt: "2026-11-12T12:00:00Z",
        storyText:
          'Hi HN! We&#x27;re Dana and Lee from <a href="https:&#x2F;&#x2F;acmerobotics.com">Acme</a>.<p>We build ' +
          "robots.",
      },
      {
        id: 41000003,
        title: "Robots in warehouses",
        url: "https://example.org/robots",
        author: "someone",
        points: 3,
        comments: 0,
        createdAt: "2026-11-10T09:00:00Z",
      },
    ]),
  );

  it("reads each story with its points, comments, date, discussion link and text", () => {
    const stories = parseHnSearch(body)!;
    expect(stories.map((s) => s.id)).toEqual(["41000001", "41000002", "41000003"]);
    expect(stories[0]).toMatchObject({
      url: "https://acmerobotics.com/arm",
      points: 312,
      comments: 148,
      itemUrl: "https://news.ycombinator.com/item?id=41000001",
      launch: "Show HN",
      createdAt: new Date("2026-11-13T16:00:00Z"),
    });
    expect(stories[1]).toMatchObject({
      url: null,
      launch: "Launch HN",
      text: "Hi HN! We're Dana and Lee from Acme. We build robots.",
      links: ["https://acmerobotics.com/"],
    });
    expect(stories[2].launch).toBeNull();
  });

  it("answers null for what is not a search answer, and skips malformed hits", () => {
    expect(parseHnSearch("<html>502 Bad Gateway</html>")).toBeNull();
    expect(parseHnSearch(JSON.stringify({ message: "Too many requests", status: 429 }))).toBeNull();
    expect(
      parseHnSearch(
        JSON.stringify({
          hits: [{ title: "no id" }, { objectID: "7", title: "ok", points: null, num_comments: null }],
        }),
      )!.map((s) => [s.id, s.points, s.comments]),
    ).toEqual([["7", 0, 0]]);
  });
});

describe("GitHub REST answers", () => {
  it("reads repositories and releases, drafts left out", () => {
    const repos = parseRepos(
      JSON.stringify([
        githubRepo("acme", "Organization", {
          id: 1,
          name: "robot-os",
          stars: 1200,
          createdAt: "2025-01-01T00:00:00Z",
          description: "The OS for Acme arms",
        }),
      ]),
    )!;
    expect(repos[0]).toMatchObject({
      fullName: "acme/robot-os",
      url: "https://github.com/acme/robot-os",
      stars: 1200,
      fork: false,
      description: "The OS for Acme arms",
    });
    const releases = parseReleases(
      JSON.stringify([
        githubRelease("acme/robot-os", {
          id: 9,
          tag: "v2.0.0",
          name: "Robot OS 2.0",
          publishedAt: "2026-11-14T10:00:00Z",
          body: "Fleet mode",
        }),
        githubRelease("acme/robot-os", { id: 10, tag: "v2.1.0", publishedAt: "2026-11-15T10:00:00Z", draft: true }),
      ]),
    )!;
    expect(releases).toEqual([
      {
        id: 9,
        tag: "v2.0.0",
        name: "Robot OS 2.0",
        url: "https://github.com/acme/robot-os/releases/tag/v2.0.0",
        publishedAt: "2026-11-14T10:00:00Z",
        prerelease: false,
        body: "Fleet mode",
      },
    ]);
    expect(parseRepos(JSON.stringify({ message: "Not Found" }))).toBeNull();
  });

  it("finds the company's account among the links on its pages, not a founder's nor GitHub's own pages", () => {
    expect(githubAccountOf("https://github.com/acme/robot-os/issues")).toBe("acme");
    expect(githubAccountOf("https://github.com/orgs/acme/people")).toBe("acme");
    expect(githubAccountOf("https://github.com/features/actions")).toBeNull();
    expect(githubAccountOf("https://gitlab.com/acme")).toBeNull();
    expect(
      companyGithubAccount(
        [
          "https://github.com/dwhitfield",
          "https://github.com/acme",
          "https://github.com/acme/robot-os",
          "https://github.com/sponsors/acme",
        ],
        ["dwhitfield"],
      ),
    ).toBe("acme");
    expect(companyGithubAccount(["https://github.com/dwhitfield"], ["dwhitfield"])).toBeNull();
  });

  it("takes the most starred own repository as the main one, not a fork or an archive", () => {
    const r = (name: string, stars: number, extra: { fork?: boolean; archived?: boolean } = {}) => ({
      id: stars,
      name,
      fullName: `acme/${name}`,
      url: "",
      description: null,
      fork: false,
      archived: false,
      stars,
      createdAt: null,
      pushedAt: null,
      homepage: null,
      ...extra,
    });
    expect(
      mainRepo([
        r("linux", 9000, { fork: true }),
        r("old", 5000, { archived: true }),
        r("robot-os", 1200),
        r("docs", 40),
      ])?.name,
    ).toBe("robot-os");
    expect(mainRepo([])).toBeNull();
  });

  it("a repository named for the benchmarks, examples, docs or website is a helper, not a product", () => {
    const repo = (fullName: string) => ({ name: fullName.split("/")[1]!, fullName });
    for (const r of ["emberlake/bench", "acme/acme-examples", "acme/.github", "acme/homebrew-tap", "acme/website"])
      expect(isAuxiliaryRepo(repo(r)), r).toBe(true);
    for (const r of ["acme/docs-engine", "acme/acme-python", "acme/acme", "emberlake/emberlake-cloud-cli"])
      expect(isAuxiliaryRepo(repo(r)), r).toBe(false);
  });
});
