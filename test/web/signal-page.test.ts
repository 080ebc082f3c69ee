import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { seedDemo } from "../../src/services/setup/demo-seed";
import { lcsSteps, pageDiff, signalChangesOf } from "../../src/services/signals/changes";
import { ACME } from "../support/fixtures/site-content";
import { startFixtureSites, type FixtureSites } from "../support/fixtures/sites";
import { createTestOrg, getRuntime } from "../support/harness";
import { seedCompany, seedSignal } from "../support/seed";
import { pageText, WebClient } from "../support/web";
import { pipelineRig, signalsOf, track, type PipelineRig } from "../pipeline/_support";

/**
 * A signal's page (docs/web.md §The inbox and a signal's page): the full analysis, the alert decision with its rule
 * evaluations, and what changed — a page's text before and after as a line diff (added and
 * removed lines marked, noise dimmed or left out), the new items with their links. The texts are
 * kept with the signal by the run itself (migration 0015), so the diff outlives the snapshots.
 */

let fx: FixtureSites;
let rig: PipelineRig;
let n = 0;

beforeAll(async () => {
  fx = await startFixtureSites();
  rig = await pipelineRig();
});
afterAll(async () => {
  await fx.close();
});
beforeEach(() => {
  for (const site of Object.values(fx.sites)) site.reset();
});

async function browserFor(app: PipelineRig["app"], org: { newKey: PipelineRig["org"]["newKey"] }): Promise<WebClient> {
  const rt = await getRuntime();
  const email = `page-${Date.now().toString(36)}-${++n}@example.com`;
  await org.newKey({ email });
  const browser = new WebClient(app, undefined, `page-client-${n}`);
  await browser.signIn(rt.deps.db, email);
  return browser;
}

/** The diff's lines as `<class>: text`, in order. */
function diffLines(html: string): string[] {
  const list = /<ol class="diff"[^>]*>([\s\S]*?)<\/ol>/.exec(html)?.[1] ?? "";
  return [...list.matchAll(/<li( class="([a-z]+)")?[^>]*>([\s\S]*?)<\/li>/g)].map(
    (m) => `${m[2] ?? "same"}: ${pageText(m[3]!)}`,
  );
}

async function setHome(transform: (html: string) => string): Promise<void> {
  const res = await fetch(fx.sites.acme.url);
  fx.sites.acme.setPage("/", transform(await res.text()));
}

describe("a changed page, from a real run to the signal's page", () => {
  it(
    "keeps the page's text before and after with the " + "signal, and shows it as a line diff with the noise dimmed",
    async () => {
      await setHome((html) => html.replace("<body>", "<body>\n<p>Last updated 3 November 2026</p>"));
      const id = await track(rig.org, {
        companyName: ACME.name,
        companyWebsite: fx.sites.acme.url,
        thingsToTrack: "Product Updates",
      });
      await rig.settle(id);
      await setHome((html) =>
        html
          .replace("Last updated 3 November 2026", "Last updated 21 November 2026")
          .replace(
            "<body>",
            `<body>\n<section><h2>Acme Gripper 2 ships to every customer this week, with twice the ` +
              `payload.</h2></section>`,
          ),
      );
      rig.clock.advance(3_600_000);
      expect((await rig.org.request("POST", `/api/v1/tracker/${id}/refresh`)).status).toBe(202);
      await rig.settle(id);

      const signal = (await signalsOf(rig.deps, id))[1]!;
      const stored = await rig.deps.db
        .selectFrom("signals")
        .select("diff_pages")
        .where("id", "=", signal.id)
        .executeTakeFirstOrThrow();
      const pages = stored.diff_pages as { kind: string; before: string; after: string }[];
      expect(pages.map((p) => p.kind)).toEqual(["home"]);
      expect(pages[0]!.before).toContain("Last updated 3 November 2026");
      expect(pages[0]!.after).toContain("Acme Gripper 2 ships to every customer");

      const browser = await browserFor(rig.app, rig.org);
      const res = await browser.get(`/app/signals/${signal.id}`);
      expect(res.status).toBe(200);
      const html = await res.text();
      const lines = diffLines(html);
      expect(lines).toContain(
        "added: + Added: Acme Gripper 2 ships to every customer this week, with twice the payload.",
      );
      expect(lines.find((l) => l.includes("Last updated 21 November 2026"))).toMatch(
        /^noise: ~ \(noise, was “Last updated 3 November 2026”\)/,
      );
      expect(lines.some((l) => l.startsWith("gap: "))).toBe(true);

      // Noise left out: the date line reads as it is now, unmarked.
      const hidden = diffLines(await (await browser.get(`/app/signals/${signal.id}?noise=hide`)).text());
      expect(hidden.some((l) => l.startsWith("noise"))).toBe(false);
      expect(hidden).toContain(
        "added: + Added: Acme Gripper 2 ships to every customer this week, with twice the payload.",
      );
      // The whole page: every line, no gap.
      const whole = diffLines(await (await browser.get(`/app/signals/${signal.id}?lines=all`)).text());
      expect(whole.some((l) => l.startsWith("gap"))).toBe(false);
      expect(whole.length).toBeGreaterThan(lines.length);

      // The rest of the page: the analysis and the alert decision with its rule evaluations.
      const text = pageText(html);
      expect(text).toContain("Analysis");
      expect(text).toContain("Alert decision");
      expect(text).toMatch(/Rule evaluations Rule Passed Detail/);
      expect(text).toContain("The whole analysis, as the API returns it");
    },
  );
});

describe("seeded signals show what changed", () => {
  it("new roles with their links, new posts and press articles, people, and a page diff", async () => {
    const rt = await getRuntime();
    const org = await createTestOrg();
    await seedDemo(rt.deps.db, rt.clock, { orgId: org.orgId, companies: 10, signals: 200, seed: 4 });
    const browser = await browserFor(rt.app, org);
    const byType = async (type: string) =>
      (await (await org.request("GET", `/api/v1/signals?type=${type}&limit=1`)).json()).data[0];

    const hiring = await byType("hiring");
    const hiringPage = await (await browser.get(`/app/signals/${hiring.id}`)).text();
    expect(pageText(hiringPage)).toContain("New roles");
    expect(hiringPage).toMatch(/<a href="https:\/\/[^"]+\/careers\/[^"]+"[^>]*>[^<]+<\/a>/);

    const funding = await byType("fundraising");
    const fundingText = pageText(await (await browser.get(`/app/signals/${funding.id}`)).text());
    expect(fundingText).toContain("New posts");
    expect(fundingText).toContain("New articles in the press");

    const people = await byType("leadership_change");
    const peopleHtml = await (await browser.get(`/app/signals/${people.id}`)).text();
    expect(pageText(peopleHtml)).toContain("People who joined the team page");
    expect(diffLines(peopleHtml).filter((l) => l.startsWith("added"))).toHaveLength(1);

    const other = await byType("other");
    const otherHtml = await (await browser.get(`/app/signals/${other.id}`)).text();
    const lines = diffLines(otherHtml);
    expect(lines.filter((l) => l.startsWith("added")).length).toBeGreaterThan(0);
    expect(lines.filter((l) => l.startsWith("noise")).length).toBe(2); // the date and the copyright year
  });
});

describe("the line diff", () => {
  it("aligns lines in order by their noise-free keys", () => {
    expect(lcsSteps(["a", "b", "c", "d"], ["a", "x", "c", "d", "e"]).map((s) => s.op)).toEqual([
      "same",
      "removed",
      "added",
      "same",
      "same",
      "added",
    ]);
    expect(lcsSteps([], ["a"]).map((s) => s.op)).toEqual(["added"]);
    expect(lcsSteps(["a"], []).map((s) => s.op)).toEqual(["removed"]);
  });

  it("marks what the analysis reported as added or removed, and everything else as noise", () => {
    const before = "Acme\nWe build robots.\nPricing from $49 a month\nUpdated 3 November 2026\nLogin";
    const after = "Acme\nWe build robots.\nPricing from $59 a month\nUpdated 21 November 2026\nSign in";
    const d = pageDiff(
      { kind: "home", url: "https://acme.example/", title: "Acme" },
      before,
      after,
      { added: ["Pricing from $59 a month"], removed: ["Pricing from $49 a month"] },
      { context: "all" },
    );
    expect(d.lines).toEqual([
      { op: "same", text: "Acme" },
      { op: "same", text: "We build robots." },
      { op: "removed", text: "Pricing from $49 a month" },
      { op: "added", text: "Pricing from $59 a month" },
      { op: "noise", text: "Updated 21 November 2026", was: "Updated 3 November 2026", why: "rewritten", side: "both" },
      { op: "noise", text: "Login", why: "minor", side: "removed" },
      { op: "noise", text: "Sign in", why: "minor", side: "added" },
    ]);
    expect({ added: d.added, removed: d.removed, noise: d.noise }).toEqual({ added: 1, removed: 1, noise: 3 });
  });

  it("folds unchanged lines far from a change, and leaves noise out when asked", () => {
    const lines = Array.from({ length: 20 }, (_, i) => `Line number ${i} of the page`);
    const after = [...lines];
    after[10] = "A new line about the Series A round";
    const d = pageDiff({ kind: "home", url: "u", title: null }, lines.join("\n"), after.join("\n"), null, {
      context: 1,
    });
    expect(d.lines.map((l) => l.op)).toEqual(["gap", "same", "removed", "added", "same", "gap"]);
    expect(d.lines[0]).toEqual({ op: "gap", count: 9 });
    const moved = pageDiff(
      { kind: "home", url: "u", title: null },
      "One line here\nTwo line here",
      "Two line here\nOne line here",
      null,
      { context: "all", noise: "hide" },
    );
    expect(moved.lines.map((l) => l.op)).toEqual(["same", "same"]);
  });

  it("reads analyses recorded before the texts were kept: the reported lines, and roles by title", () => {
    const c = signalChangesOf(
      {
        changes: {
          pageChanges: [
            { kind: "pricing", url: "https://a.example/pricing", title: "Pricing", added: ["Team plan"], removed: [] },
          ],
          jobsAdded: ["Head of Sales"],
        },
      },
      null,
    );
    expect(c.pages[0]).toMatchObject({ wholeText: false, lines: [{ op: "added", text: "Team plan" }] });
    expect(c.items).toEqual([{ kind: "role", change: "added", title: "Head of Sales", url: null, detail: null }]);
  });
});

describe("why something did or did not count", () => {
  it(
    "lists each finding's statements that did not count with the " +
      "rule's reason, and the items left out as another company's",
    async () => {
      const rt = await getRuntime();
      const org = await createTestOrg({ name: `Why ${++n}` });
      const entityId = await seedCompany(rt.deps.db, org.orgId, { name: "Tallyforge" });
      const signalId = await seedSignal(rt.deps.db, org.orgId, entityId, {
        type: "other",
        severity: "low",
        summary: "Tallyforge published “How Quarrystone kept its crews paid”.",
        analysis: {
          analyser: "local",
          findings: [
            {
              type: "other",
              strength: 0.8,
              headline: "published “How Quarrystone kept its crews paid”",
              cues: [],
              matchedWatchItems: [],
              evidence: [],
              statements: [
                {
                  type: "fundraising",
                  statement: "closed a $38M Series B",
                  sentence: "Quarrystone closed a $38M Series B.",
                  counted: false,
                  rule: "subject",
                  why: "done by Quarrystone, not the company",
                  frame: {
                    event: "fundraising",
                    words: "closed a $38M Series B",
                    subject: { kind: "organisation", text: "Quarrystone" },
                    object: "Series B",
                    amount: "$38M",
                    date: null,
                    when: null,
                    tense: "past",
                    polarity: "affirmative",
                    modality: "asserted",
                    attribution: null,
                  },
                },
                {
                  type: "fundraising",
                  statement: "raised a $2M",
                  sentence: "In 2022 we raised a $2M pre-seed.",
                  counted: false,
                  rule: "time",
                  why: "set in 2022, not news",
                },
              ],
              checks: [
                { check: "event", passed: true, why: "read as fundraising" },
                {
                  check: "subject",
                  passed: false,
                  why: "“closed a $38M Series B”: done by Quarrystone, not the company",
                },
                { check: "asserted", passed: true, why: "stated as done" },
                { check: "new", passed: true, why: "new since the last run" },
                { check: "page_kind", passed: true, why: "an ordinary page for news" },
              ],
            },
          ],
          namesakes: [
            {
              source: "news",
              item: "Tallyforge Srl buys a Turin rival",
              why: "tied by its name alone, and places it in Turin (Italy), not Austin, TX",
            },
          ],
          watchItems: [],
        },
      });
      const browser = new WebClient(rt.app, undefined, `why-client-${n}`);
      const email = `why-${n}@example.com`;
      await org.newKey({ email });
      await browser.signIn(rt.deps.db, email);
      const page = pageText(await (await browser.get(`/app/signals/${signalId}`)).text());
      expect(page).toContain("Statements read (2; not counted: 2)");
      expect(page).toContain("“closed a $38M Series B”: not counted, done by Quarrystone, not the company");
      // The frame the verdict was taken from; an analysis stored before frames shows the verdict alone.
      expect(page).toContain(
        "(subject: Quarrystone (another organisation) · past tense · asserted · object: Series B · amount: $38M)",
      );
      expect(page).toContain("“raised a $2M”: not counted, set in 2022, not news");
      // Judging on evidence: the check that kept the finding at low severity, and why.
      expect(page).toContain(
        "At most low severity: not the company's (“closed a $38M Series B”: done by Quarrystone, not the company).",
      );
      expect(page).toContain("Left out as another company's");
      expect(page).toContain(
        "Tallyforge Srl buys a Turin rival: tied by its name alone, and places it in Turin (Italy), not Austin, TX",
      );
    },
  );
});
