import { describe, expect, it } from "vitest";
import type { SnapshotPage } from "../../src/pipeline/collect/snapshot";
import { labelledKindOf, pageKindOf, postKindOf, readText, type ReadingContext } from "../../src/pipeline/read/index";

/*
 * Read decides what a page is before any sentence on it is judged (docs/pipeline.md "Reading statements"): a press
 * release, a changelog's entry, a product's page and a farewell carry news as any post; a job post, a legal page and a
 * parked domain do not.
 */

const SITE = "https://fernhold.example";
const ctx = (pageKind: ReadingContext["pageKind"]): ReadingContext => ({
  company: { name: "Fernhold", founders: ["Ines Duarte"], website: SITE },
  ownSite: true,
  now: new Date("2026-11-20T09:00:00Z"),
  pageKind,
});
const counted = (text: string, kind: ReadingContext["pageKind"], type: string) =>
  readText(text, ctx(kind)).readings.some((r) => r.counted && r.type === type);

describe("the kind of a page", () => {
  it("a press release by its dateline's label or its media contact", () => {
    const text =
      "FOR IMMEDIATE RELEASE\nLISBON, Nov. 18, 2026 — Fernhold today announced a €12 million Series A.\n" +
      "About Fernhold\nFernhold builds crew scheduling for ports.\nMedia contact: press@fernhold.example";
    expect(pageKindOf(`${SITE}/news/fernhold-series-a`, "Fernhold raises €12M", text)).toBe("press_release");
    expect(pageKindOf(`${SITE}/press-releases/2026-11-18`, "Fernhold names a new CFO", "Fernhold today named …")).toBe(
      "press_release",
    );
  });

  it("a post by the category label beside its title (a Ghost tag), not by the same word in its body", () => {
    const title = "We retired a third of our A100 fleet without dropping a job";
    const body = "Between August and October we retired 1,536 A100s as the leases on our oldest racks ended.";
    expect(pageKindOf(`${SITE}/retiring-a100s/`, title, `${title}\nEngineering\n${body}`)).toBe("engineering");
    expect(
      pageKindOf(`${SITE}/ep-notes/`, "Fernhold on scheduling ports", `Podcast\nFernhold on scheduling ports`),
    ).toBe("podcast");
    expect(pageKindOf(`${SITE}/retiring-a100s/`, title, `${title}\n${body}\nEngineering`)).toBeNull();
  });

  it("an opinion column by the label opening its title, on the site or off it; the word elsewhere is none", () => {
    const column = "Opinion: Port software doesn't need another dashboard";
    const body = "Walk any port expo and you will count a dozen startups, Fernhold among them. Hiring hurts.";
    expect(pageKindOf(`${SITE}/blog/dashboards`, column, body)).toBe("opinion");
    expect(labelledKindOf(`${column} - Harbour Weekly`)).toBe("opinion");
    expect(labelledKindOf("Podcast | Ines Duarte on scheduling ports")).toBe("podcast");
    expect(labelledKindOf("Fernhold raises €12M for opinion-polling at ports")).toBeNull();
    expect(labelledKindOf("Fernhold: a new way to schedule port crews")).toBeNull();
    expect(counted("We are hiring hygienists in Lisbon.", "opinion", "hiring")).toBe(false);
    expect(counted("We are hiring hygienists in Lisbon.", null, "hiring")).toBe(true);
  });

  it("a job post by its headings, in a jobs folder or with three of them anywhere", () => {
    const job =
      "Senior Backend Engineer · Lisbon\nAbout the role\nYou will own our scheduling engine.\n" +
      "What you'll do\nDesign APIs.\nRequirements\nFive years of Go.\nApply now";
    expect(pageKindOf(`${SITE}/jobs/senior-backend-engineer`, "Senior Backend Engineer", job)).toBe("job_post");
    expect(pageKindOf(`${SITE}/blog/hiring-update`, "Senior Backend Engineer", job)).toBe("job_post");
    // One heading in a post about hiring is no job post.
    expect(pageKindOf(`${SITE}/blog/we-are-hiring`, "We're hiring", "We are hiring in Lisbon. Apply now.")).toBeNull();
  });

  it("a post that says it is satire or a joke is a joke, whatever it announces", () => {
    const satire = "This post is satire. Fernhold has not raised $1 billion, or any money at all.";
    expect(pageKindOf(`${SITE}/blog/one-billion`, "Fernhold raises $1 billion (satire)", satire)).toBe("joke");
    const joke = "Friday the 13th special. This post is a joke. Fernhold is not pivoting.";
    expect(pageKindOf(`${SITE}/blog/pivot`, "Big news: Fernhold is pivoting", joke)).toBe("joke");
  });

  it("a legal page by its folder, a farewell by its title, a parked domain by its text", () => {
    expect(pageKindOf(`${SITE}/legal/subprocessors`, "Subprocessors", "We use the following subprocessors.")).toBe(
      "legal",
    );
    expect(pageKindOf(`${SITE}/blog/goodbye`, "Farewell from Fernhold", "After six years we are closing.")).toBe(
      "farewell",
    );
    expect(pageKindOf(`${SITE}/`, "fernhold.example", "This domain is for sale. Make an offer on this domain.")).toBe(
      "parked",
    );
  });

  it("where a post stands decides first: an entry under the release notes, a product page the menu links to", () => {
    const home: SnapshotPage = {
      kind: "home",
      url: `${SITE}/`,
      ok: true,
      fetchable: true,
      products: [{ url: `${SITE}/products/berth/`, text: "Berth" }],
    };
    expect(postKindOf(`${SITE}/changelog/2026-11-18`, "Faster exports", "", [])).toBe("changelog");
    expect(postKindOf(`${SITE}/products/berth`, "Berth", "", [home])).toBe("product_page");
    expect(postKindOf(`${SITE}/blog/berth`, "Berth", "", [home])).toBeNull();
  });
});

describe("what the kind of a page allows", () => {
  it("a press release carries the company's news as any post: its unnamed 'we' is the company", () => {
    expect(counted("We have raised a €12 million Series A.", "press_release", "fundraising")).toBe(true);
    expect(counted("We have raised a €12 million Series A.", "engineering", "fundraising")).toBe(false);
  });

  it("a legal page and a parked domain state no news", () => {
    expect(counted("Fernhold has been acquired by Portline.", "legal", "corporate_event")).toBe(false);
    expect(counted("Fernhold has been acquired by Portline.", "parked", "corporate_event")).toBe(false);
    expect(counted("Fernhold has been acquired by Portline.", null, "corporate_event")).toBe(true);
  });

  it("a job post tells its role; the company's round in its boilerplate is not news unless it says it is new", () => {
    expect(counted("Fernhold raised a €12 million Series A from Atlantic Ventures.", "job_post", "fundraising")).toBe(
      false,
    );
    expect(counted("Fernhold just raised a €12 million Series A this week.", "job_post", "fundraising")).toBe(true);
    expect(counted("We are hiring a VP of Sales in Lisbon.", "job_post", "hiring")).toBe(true);
  });
});
