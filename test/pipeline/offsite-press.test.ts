import { describe, expect, it } from "vitest";
import {
  ago,
  fx,
  lastSignal,
  news,
  publish,
  refresh,
  rig,
  ROUND,
  site,
  track,
  trackAcme,
  useOffsiteRig,
  type Finding,
} from "./_offsite";

/*
 * The press as an off-site source (docs/pipeline.md §Sources) through the real pipeline, lifecycle and fetcher: a news
 * search answering Google News RSS on a loopback fixture, read beside the company's own site. What the user sees is
 * the run's signal: its type, evidence and `analysis.sources`.
 */
useOffsiteRig();

describe("press: a news search for the company's name or domain", () => {
  it(
    "searches with the documented query, keeps what names " +
      "the company, and reports a recent round on the first run",
    async () => {
      publish();
      news.setItems([
        { headline: ROUND, outlet: "TechCrunch", outletUrl: "https://techcrunch.com", publishedAt: ago(2) },
        // A syndicated copy of the same story at another outlet: one article.
        { headline: ROUND, outlet: "Yahoo Finance", outletUrl: "https://finance.yahoo.com", publishedAt: ago(2) },
        // A namesake: another Acme.
        {
          headline: "Acme Corp recalls its rocket skates",
          outlet: "Looney Gazette",
          outletUrl: "https://gazette.example",
          publishedAt: ago(1),
        },
        // Old news: baseline, not news.
        {
          headline: "Acme Robotics closes $8M seed round",
          outlet: "Robot Report",
          outletUrl: "https://www.therobotreport.com",
          publishedAt: ago(200),
        },
      ]);
      const id = await trackAcme();
      await rig.settle(id);

      expect(news.requests).toHaveLength(1);
      expect(news.requests[0].query.get("q")).toBe(`"Acme Robotics" OR 127.0.0.1`);
      expect(Object.fromEntries([...news.requests[0].query].filter(([k]) => k !== "q"))).toEqual({
        hl: "en-US",
        gl: "US",
        ceid: "US:en",
      });
      expect(news.robotsRequests).toBe(0);

      const snapshot = await rig.deps.db
        .selectFrom("snapshots")
        .select("pages")
        .where("entity_id", "=", id)
        .executeTakeFirstOrThrow();
      const press = (snapshot.pages as { source?: string; feedItems?: { title: string }[] }[]).find(
        (p) => p.source === "news",
      );
      expect(press?.feedItems?.map((i) => i.title)).toEqual([ROUND, "Acme Robotics closes $8M seed round"]);

      const signal = await lastSignal(id);
      expect(signal.analysis.firstRun).toBe(true);
      expect(signal.type).toBe("fundraising");
      expect(signal.analysis.findings.map((f) => f.type)).toEqual(["fundraising"]);
      expect(signal.analysis.findings[0].cues).toContain("reported by TechCrunch");
      expect(signal.evidence[0]).toMatchObject({ title: `${ROUND} (TechCrunch)` });
      expect(signal.evidence[0].url).toMatch(/\/rss\/articles\/CBMi.+\?oc=5$/);
      expect(signal.report("news")).toEqual({ name: "news", status: "ok", reason: null, requests: 1 });
    },
  );

  it(
    "on a later run reports only what is new and recent: " + "an old article the search surfaces now is history",
    async () => {
      publish();
      news.setItems([
        {
          headline: "Acme Robotics opens a Berlin office",
          outlet: "Handelsblatt",
          outletUrl: "https://www.handelsblatt.com",
          publishedAt: ago(10),
        },
      ]);
      const id = await trackAcme("Fundraising");
      await rig.settle(id);
      news.setItems([
        {
          headline: "Acme Robotics opens a Berlin office",
          outlet: "Handelsblatt",
          outletUrl: "https://www.handelsblatt.com",
          publishedAt: ago(10),
        },
        {
          headline: "Acme Robotics closes $8M seed round",
          outlet: "Robot Report",
          outletUrl: "https://www.therobotreport.com",
          publishedAt: ago(400),
        },
      ]);
      await refresh(id);
      expect((await lastSignal(id)).type).toBe("no_material_change");

      news.setItems([
        { headline: ROUND, outlet: "TechCrunch", outletUrl: "https://techcrunch.com", publishedAt: ago(0) },
      ]);
      await refresh(id);
      const signal = await lastSignal(id);
      expect(signal.type).toBe("fundraising");
      expect(signal.analysis.findings.map((f) => f.sources)).toEqual([["news"]]);
    },
  );

  it("a syndicated copy stamped today of an old story is that old story: history, not news", async () => {
    publish();
    news.setItems([]);
    const id = await trackAcme("Fundraising");
    await rig.settle(id);
    const seed = "Acme Robotics closes $8M seed round";
    news.setItems([
      // The syndication comes first in the search, stamped the day it was re-published.
      { headline: seed, outlet: "MSN", outletUrl: "https://www.msn.com", publishedAt: ago(1) },
      { headline: seed, outlet: "Robot Report", outletUrl: "https://www.therobotreport.com", publishedAt: ago(600) },
    ]);
    await refresh(id);
    expect((await lastSignal(id)).type).toBe("no_material_change");
  });
});

describe("press: evidence before name", () => {
  it(
    "reads an article tied by the name alone: a founder in it makes " +
      "it the company's; other founders in it make it a namesake's",
    async () => {
      publish();
      const outlet = fx.sites.globex;
      // The outlet by another name than the company's host (every fixture is on 127.0.0.1): a link there is not a link
      // to the company.
      const at = outlet.origin.replace("127.0.0.1", "localhost");
      outlet.setPage(
        "/2026/acme-series-b",
        `<html><head><title>Acme Robotics raises $40M</title></head><body><article><h1>Acme Robotics raises $40M ` +
          `Series B</h1><p>Acme Robotics, the warehouse-robotics startup, has raised a $40M Series B. "We will ` +
          `double ` +
          `the team," said founder and chief executive Dana Whitfield.</p></article></body></html>`,
      );
      outlet.setPage(
        "/2026/acme-milan",
        `<html><head><title>Acme Robotics buys a rival</title></head><body><article><h1>Acme Robotics buys ` +
          `Robottino</h1><p>Acme Robotics, founded by Giulia Ferraris and Marco Bassi, has agreed to buy its Milan ` +
          `rival Robottino.</p></article></body></html>`,
      );
      news.setItems([
        {
          headline: ROUND,
          outlet: "Robot Report",
          outletUrl: outlet.origin,
          publishedAt: ago(1),
          link: `${at}/2026/acme-series-b`,
        },
        {
          headline: "Acme Robotics buys Robottino",
          outlet: "Corriere Economia",
          outletUrl: outlet.origin,
          publishedAt: ago(1),
          link: `${at}/2026/acme-milan`,
        },
      ]);
      const id = await track(rig.org, {
        companyName: "Acme Robotics",
        companyWebsite: site.url,
        thingsToTrack: "Fundraising, acquisitions",
        founders: [{ name: "Dana Whitfield" }],
      });
      await rig.settle(id);
      const signal = await lastSignal(id);
      const analysis = signal.analysis as unknown as {
        findings: (Finding & { tiedBy?: string[] })[];
        namesakes: { item: string; why: string }[];
      };
      const round = analysis.findings.find((f) => f.type === "fundraising")!;
      expect(round.tiedBy).toEqual(expect.arrayContaining(["name", "founder"]));
      expect(signal.severity).not.toBe("low");
      expect(analysis.namesakes.find((n) => n.item === "Acme Robotics buys Robottino")?.why).toMatch(
        /names Giulia Ferraris.*\(in the article\)$/,
      );
      expect(signal.report("news")?.requests).toBe(3);
    },
  );

  it("reads an article its headline already proves the company's: a round told halfway down an interview", async () => {
    publish();
    const outlet = fx.sites.globex;
    const at = outlet.origin.replace("127.0.0.1", "localhost");
    outlet.setPage(
      "/2026/qa-dana-whitfield",
      `<html><head><title>Q&amp;A</title></head><body><article><h1>Q&amp;A: Acme Robotics's Dana Whitfield on ` +
        `robots that share the aisle</h1><p>We talked about warehouses, safety and what comes next.</p>` +
        `<p>RR: You've just closed a round.</p><p>Whitfield: We have. It's a $12 million seed led by Foundry Lane ` +
        `Ventures, and most of it goes into the team.</p></article></body></html>`,
    );
    news.setItems([
      {
        headline: "Q&A: Acme Robotics's Dana Whitfield on robots that share the aisle",
        outlet: "Robot Report",
        outletUrl: outlet.origin,
        publishedAt: ago(1),
        link: `${at}/2026/qa-dana-whitfield`,
      },
    ]);
    const id = await track(rig.org, {
      companyName: "Acme Robotics",
      companyWebsite: site.url,
      thingsToTrack: "Fundraising",
      founders: [{ name: "Dana Whitfield" }],
    });
    await rig.settle(id);
    const signal = await lastSignal(id);
    expect(signal.type).toBe("fundraising");
    expect(signal.report("news")?.requests).toBe(2);
  });

  it("reads an article whose headline gives only the name's first word: counted when it names it", async () => {
    publish();
    const outlet = fx.sites.globex;
    const at = outlet.origin.replace("127.0.0.1", "localhost");
    outlet.setPage(
      "/2026/acme-cuts",
      `<html><head><title>Acme cuts</title></head><body><article><h1>Warehouse-robot startup Acme lays off 40% of ` +
        `staff</h1><p>Acme Robotics laid off about 30 of its 75 employees this week, chief executive Dana ` +
        `Whitfield confirmed.</p></article></body></html>`,
    );
    outlet.setPage(
      "/2026/acme-anvils",
      `<html><head><title>Acme anvils</title></head><body><article><h1>Acme Anvils lays off 12</h1><p>The anvil ` +
        `maker cut a shift at its Ohio foundry.</p></article></body></html>`,
    );
    news.setItems([
      {
        headline: "Warehouse-robot startup Acme lays off 40% of staff",
        outlet: "Robot Report",
        outletUrl: outlet.origin,
        publishedAt: ago(1),
        link: `${at}/2026/acme-cuts`,
      },
      {
        headline: "Acme lays off a foundry shift",
        outlet: "Foundry Weekly",
        outletUrl: outlet.origin,
        publishedAt: ago(1),
        link: `${at}/2026/acme-anvils`,
      },
    ]);
    const id = await track(rig.org, {
      companyName: "Acme Robotics",
      companyWebsite: site.url,
      thingsToTrack: "Layoffs",
      founders: [{ name: "Dana Whitfield" }],
    });
    await rig.settle(id);
    const signal = await lastSignal(id);
    expect(signal.type).toBe("corporate_event");
    expect(signal.evidence.map((e) => e.url)).toContain(`${at}/2026/acme-cuts`);
    expect(signal.evidence.map((e) => e.url)).not.toContain(`${at}/2026/acme-anvils`);
  });
});

describe("press: a headline that calls the company by another trade", () => {
  it("is read, and kept when its article names a founder", async () => {
    publish();
    const outlet = fx.sites.globex;
    const at = outlet.origin.replace("127.0.0.1", "localhost");
    const article = (body: string) =>
      `<html><head><title>Acme</title></head><body><article><h1>Agritech startup Acme raises $12M</h1>` +
      `<p>${body}</p></article></body></html>`;
    outlet.setPage("/2026/acme-agri", article("Founded by Dana Whitfield, Acme Robotics automates grain stores."));
    news.setItems([
      {
        headline: "Agritech startup Acme Robotics raises $12M Series A",
        outlet: "AgFunder News",
        outletUrl: outlet.origin,
        publishedAt: ago(1),
        link: `${at}/2026/acme-agri`,
      },
    ]);
    const id = await trackAcme("Fundraising");
    await rig.settle(id);
    const signal = await lastSignal(id);
    expect(signal.type).toBe("fundraising");
    expect(signal.evidence.map((e) => e.url)).toContain(`${at}/2026/acme-agri`);
  });

  it("stays a namesake when its article proves nothing of the company", async () => {
    publish();
    const outlet = fx.sites.globex;
    const at = outlet.origin.replace("127.0.0.1", "localhost");
    outlet.setPage(
      "/2026/acme-farm",
      `<html><head><title>Acme</title></head><body><article><h1>Agritech startup Acme raises $12M</h1>` +
        `<p>The Iowa farm co-operative Acme Robotics will buy new combines.</p></article></body></html>`,
    );
    news.setItems([
      {
        headline: "Agritech startup Acme Robotics raises $12M Series A",
        outlet: "AgFunder News",
        outletUrl: outlet.origin,
        publishedAt: ago(1),
        link: `${at}/2026/acme-farm`,
      },
    ]);
    const id = await trackAcme("Fundraising");
    await rig.settle(id);
    const signal = await lastSignal(id);
    expect(signal.type).not.toBe("fundraising");
    expect((signal.analysis as { namesakes?: { url: string }[] }).namesakes?.map((n) => n.url)).toEqual([
      `${at}/2026/acme-farm`,
    ]);
  });
});
