import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  ACME,
  GLOBEX,
  INITECH,
  NIMBUS,
  acmeBlogPage,
  acmeCareersPage,
  rssFeed,
  type BlogPost,
} from "../support/fixtures/site-content";
import { startFixtureSites, type FixtureSites } from "../support/fixtures/sites";
import { alertsOf, outboxOf, pipelineRig, signalsOf, track, type PipelineRig } from "./_support";

/*
 * The real lifecycle (enrich and run jobs) driving the real pipeline against the fixture sites,
 * through the real fetcher: create → enrichment finds the links → first run → signal and alert →
 * the site changes → refresh → a new signal of the right type and an email in the outbox.
 */

let fx: FixtureSites;
let rig: PipelineRig;

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

const entity = (id: string) =>
  rig.deps.db.selectFrom("entities").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const foundersOf = (id: string) =>
  rig.deps.db.selectFrom("founders").selectAll().where("entity_id", "=", id).orderBy("position").execute();

/** A refresh an hour later (the clock moves, so each run's rows sort after the last). */
async function refresh(id: string): Promise<void> {
  rig.clock.advance(3_600_000);
  const res = await rig.org.request("POST", `/api/v1/tracker/${id}/refresh`);
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  await rig.settle(id);
}

const SERIES_B: BlogPost = {
  slug: "acme-raises-series-b",
  title: "Acme Robotics raises $40M Series B",
  pubDate: "Mon, 02 Nov 2026 09:00:00 GMT",
  body: "Acme Robotics raised a $40M Series B led by Example Ventures to expand into Europe.",
};

/** Publishes a post on the Acme blog: the index, the RSS feed and the post's own page. */
function publish(post: BlogPost) {
  const acme = fx.sites.acme;
  const posts = [post, ...ACME.posts];
  acme.setPage("/blog", acmeBlogPage(posts).body);
  acme.setResponse("/blog/feed.xml", { ...rssFeed(acme.url, "Acme Robotics blog", posts) });
  acme.setPage(
    `/blog/${post.slug}`,
    `<!doctype html><title>${post.title} | Acme Robotics</title><main><article><h1>${post.title}</h1><p>` +
      `${post.body}</p></article></main>`,
  );
}

describe("a tracked company, end to end", () => {
  it(
    "enrichment finds the company's and founders' links, then " +
      "the first run records a baseline signal and a suppressed alert",
    async () => {
      const id = await track(rig.org, {
        companyName: ACME.name,
        companyWebsite: fx.sites.acme.url,
        founders: ACME.founders.map((f) => ({ name: f.name })),
        thingsToTrack: "Fundraising Signals, Hiring Updates",
      });
      await rig.settle(id);

      const e = await entity(id);
      expect(e.enrichment_status).toBe("ready");
      expect(e.company_linkedin_url).toBe(ACME.linkedinUrl);
      expect(e.linkedin_norm).toBe("linkedin.com/company/acme-robotics");
      expect(e.company_twitter_url).toBe(ACME.twitterUrl);
      expect(e.description).toBe(ACME.description);
      expect(e.location).toBe(ACME.location);
      expect(e.founding_year).toBe(ACME.foundedYear);
      expect(e.stage).toBe("unknown"); // the site never states a round
      expect(e.classification).toContain("industrial/robotics/warehouse-automation");
      expect(e.classification_paths).toContain("Robotics");
      const founders = await foundersOf(id);
      expect(founders.map((f) => [f.name, f.linkedin_url, f.twitter_url])).toEqual(
        ACME.founders.map((f) => [f.name, f.linkedinUrl, f.twitterUrl]),
      );
      expect(founders[0].linkedin_norm).toBe("linkedin.com/in/jane-doe-acme");

      // The first run finished (spec 3.3) with one baseline signal describing the current state.
      expect(e.last_scraped_at).not.toBeNull();
      expect(e.scrape_health_reason).toBe("healthy");
      const [signal] = await signalsOf(rig.deps, id);
      expect(signal.type).toBe("other");
      expect(signal.severity).toBe("low");
      expect(signal.needs_attention).toBe(false);
      expect(signal.summary).toMatch(/^First look at Acme Robotics/);
      expect(signal.summary).toContain("Introducing Picker 2");
      expect(signal.summary).toContain("3 open roles");
      expect((signal.evidence as { url: string }[]).map((x) => x.url)).toContain(`${fx.sites.acme.url}careers`);
      const analysis = signal.analysis as { notFetchable: { url: string }[]; firstRun: boolean };
      expect(analysis.firstRun).toBe(true);
      // LinkedIn and X refuse bots: recorded as not fetchable, and never requested.
      expect(analysis.notFetchable.map((n) => n.url)).toContain(ACME.linkedinUrl);

      const [alert] = await alertsOf(rig.deps, id);
      expect(alert.outcome).toBe("suppressed");
      expect(alert.signal_id).toBe(signal.id);
      expect(alert.recipients).toEqual([]);
      const rules = alert.rule_evaluations as { rule: string; matched: boolean }[];
      expect(rules.map((r) => r.rule)).toEqual([
        "company_status_ok",
        "email_alerts_enabled",
        "watch_item_matched",
        "severity_threshold",
        "no_recent_duplicate",
      ]);
      expect(rules.find((r) => r.rule === "watch_item_matched")!.matched).toBe(false);

      const snapshots = await rig.deps.db
        .selectFrom("snapshots")
        .select(["pages", "run_id"])
        .where("entity_id", "=", id)
        .execute();
      expect(snapshots).toHaveLength(1);
      const kinds = (snapshots[0].pages as { kind: string; ok: boolean }[]).filter((p) => p.ok).map((p) => p.kind);
      expect(kinds).toEqual(expect.arrayContaining(["home", "blog", "feed", "careers", "team", "about"]));
    },
  );

  it(
    "a funding post after the first run gives a fundraising " +
      "signal, an alert that is sent and an email in the outbox",
    async () => {
      const id = await track(rig.org, {
        companyName: ACME.name,
        companyWebsite: fx.sites.acme.url,
        founders: ACME.founders.map((f) => ({ name: f.name })),
        thingsToTrack: "Fundraising Signals, Product Updates",
        alertEmails: ["partner@fund.example", "analyst@fund.example"],
      });
      await rig.settle(id);
      publish(SERIES_B);
      await refresh(id);

      const signals = await signalsOf(rig.deps, id);
      expect(signals).toHaveLength(2);
      const s = signals[1];
      expect(s.type).toBe("fundraising");
      expect(s.severity).toBe("high");
      expect(s.recommendation).toBe("escalate");
      expect(s.needs_attention).toBe(true);
      expect(s.summary).toContain(SERIES_B.title);
      expect(s.summary).toContain("Fundraising Signals");
      expect(s.evidence).toEqual([{ url: `${fx.sites.acme.url}blog/${SERIES_B.slug}`, title: SERIES_B.title }]);
      const analysis = s.analysis as {
        changes: { newPosts: { url: string }[] };
        watchItems: { label: string; matched: boolean }[];
      };
      expect(analysis.changes.newPosts.map((p) => p.url)).toEqual([`${fx.sites.acme.url}blog/${SERIES_B.slug}`]);
      expect(analysis.watchItems.find((w) => w.label === "Fundraising Signals")!.matched).toBe(true);

      const alerts = await alertsOf(rig.deps, id);
      expect(alerts[1].outcome).toBe("sent");
      expect(alerts[1].signal_id).toBe(s.id);
      expect(alerts[1].recipients).toEqual(["partner@fund.example", "analyst@fund.example"]);
      expect(alerts[1].reason).toMatch(/^Emailed 2 recipients/);
      expect((alerts[1].rule_evaluations as { matched: boolean }[]).every((r) => r.matched)).toBe(true);

      // No mail provider in this rig: the mail is kept in the outbox as `logged`.
      const [mail] = await outboxOf(rig.deps, id);
      expect(mail.status).toBe("logged");
      expect(mail.alert_id).toBe(alerts[1].id);
      expect(mail.recipients).toEqual(["partner@fund.example", "analyst@fund.example"]);
      expect(mail.subject).toContain("[Acme Robotics] Fundraising");
      expect(mail.text_body).toContain("What changed");
      expect(mail.text_body).toContain("Why it matters");
      expect(mail.text_body).toContain("Fundraising Signals");
      expect(mail.text_body).toContain(`${fx.sites.acme.url}blog/${SERIES_B.slug}`);
      expect(alerts[1].subject).toBe(mail.subject);

      // Through the API too: the signal list shows it first.
      const res = await rig.org.request("GET", `/api/v1/signals?entityId=${id}`);
      expect(res.status).toBe(200);
      const list = (await res.json()) as { data: { id: string; type: string }[] };
      expect(list.data[0]).toMatchObject({ id: s.id, type: "fundraising" });
    },
  );

  it("new roles on the careers page give a hiring signal; an unchanged site gives no_material_change", async () => {
    const id = await track(rig.org, {
      companyName: ACME.name,
      companyWebsite: fx.sites.acme.url,
      founders: ACME.founders.map((f) => ({ name: f.name })),
      thingsToTrack: "Hiring Updates",
    });
    await rig.settle(id);

    await refresh(id);
    const quiet = (await signalsOf(rig.deps, id))[1];
    expect(quiet.type).toBe("no_material_change");
    expect(quiet.severity).toBe("none");
    expect(quiet.recommendation).toBe("no_action");
    expect((await alertsOf(rig.deps, id))[1]).toMatchObject({
      outcome: "suppressed",
      reason: "Nothing changed since the last run.",
    });

    fx.sites.acme.setPage(
      "/careers",
      acmeCareersPage([...ACME.roles, "VP of Sales", "Warehouse Robotics Technician"]).body,
    );
    await refresh(id);
    const hiring = (await signalsOf(rig.deps, id))[2];
    expect(hiring.type).toBe("hiring");
    expect(hiring.summary).toContain("VP of Sales");
    expect(hiring.needs_attention).toBe(true);
    // The careers page, then each new role's own page (the job page is evidence: docs/pipeline.md, Evidence).
    expect(hiring.evidence).toEqual([
      { url: `${fx.sites.acme.url}careers`, title: "Careers" },
      { url: `${fx.sites.acme.url}careers/vp-of-sales`, title: "VP of Sales" },
      { url: `${fx.sites.acme.url}careers/warehouse-robotics-technician`, title: "Warehouse Robotics Technician" },
    ]);
    expect((await alertsOf(rig.deps, id))[2].outcome).toBe("sent");
    expect(await outboxOf(rig.deps, id)).toHaveLength(1);
  });

  it("a second, similar alert within the window is suppressed as a duplicate", async () => {
    const id = await track(rig.org, {
      companyName: ACME.name,
      companyWebsite: fx.sites.acme.url,
      thingsToTrack: "Hiring Updates",
    });
    await rig.settle(id);
    // A senior role each time (one more ordinary role is a minor change, never sent).
    fx.sites.acme.setPage("/careers", acmeCareersPage([...ACME.roles, "VP of Robotics Engineering"]).body);
    await refresh(id);
    fx.sites.acme.setPage(
      "/careers",
      acmeCareersPage([...ACME.roles, "VP of Robotics Engineering", "VP of Robotics Operations"]).body,
    );
    await refresh(id);
    const alerts = await alertsOf(rig.deps, id);
    expect(alerts.map((a) => a.outcome)).toEqual(["suppressed", "sent", "suppressed"]);
    expect(alerts[2].reason).toMatch(/^A similar alert was emailed/);
    const dup = (alerts[2].rule_evaluations as { rule: string; matched: boolean }[]).find(
      (r) => r.rule === "no_recent_duplicate",
    )!;
    expect(dup.matched).toBe(false);
  });

  it("keeps only the ten latest snapshots of a company, and compares each run with the latest", async () => {
    const id = await track(rig.org, {
      companyName: ACME.name,
      companyWebsite: fx.sites.acme.url,
      thingsToTrack: "Fundraising Signals",
    });
    await rig.settle(id);
    for (let i = 0; i < 10; i++) await refresh(id);
    publish(SERIES_B);
    await refresh(id);
    await refresh(id); // 13 runs in all

    const runs = await rig.deps.db
      .selectFrom("runs")
      .select("id")
      .where("entity_id", "=", id)
      .orderBy("created_at", "desc")
      .execute();
    expect(runs).toHaveLength(13);
    const kept = await rig.deps.db.selectFrom("snapshots").select("run_id").where("entity_id", "=", id).execute();
    expect(kept.map((k) => k.run_id).sort()).toEqual(
      runs
        .slice(0, 10)
        .map((r) => r.id)
        .sort(),
    );
    // The post is news once: the last run compared with the snapshot that already had it,
    // not with an older one kept beside it.
    const types = (await signalsOf(rig.deps, id)).map((x) => x.type);
    expect(types.slice(-2)).toEqual(["fundraising", "no_material_change"]);
  });

  it("with email alerts off, the signal is recorded and the alert suppressed", async () => {
    const id = await track(rig.org, {
      companyName: ACME.name,
      companyWebsite: fx.sites.acme.url,
      thingsToTrack: "Fundraising Signals",
      emailAlertsEnabled: false,
    });
    await rig.settle(id);
    publish(SERIES_B);
    await refresh(id);
    const alerts = await alertsOf(rig.deps, id);
    expect(alerts[1].outcome).toBe("suppressed");
    expect(alerts[1].reason).toBe("Email alerts are turned off for this company.");
    expect((await signalsOf(rig.deps, id))[1].type).toBe("fundraising");
    expect(await outboxOf(rig.deps, id)).toHaveLength(0);
  });
});

describe("enrichment outcomes", () => {
  it("never overwrites what the user gave, and fills only the gaps", async () => {
    const id = await track(rig.org, {
      companyName: "ACME (our name for it)",
      companyWebsite: fx.sites.acme.url,
      companyLinkedinUrl: "https://www.linkedin.com/company/acme-user-given",
      founders: [
        { name: "Jane Doe", linkedinUrl: "https://www.linkedin.com/in/jane-user-given" },
        { name: "Marcus Chen" },
      ],
      thingsToTrack: "Product Updates",
    });
    await rig.settle(id);
    const e = await entity(id);
    expect(e.company_name).toBe("ACME (our name for it)");
    expect(e.company_linkedin_url).toBe("https://www.linkedin.com/company/acme-user-given");
    expect(e.company_twitter_url).toBe(ACME.twitterUrl); // was missing: filled
    const [jane, marcus] = await foundersOf(id);
    expect(jane.linkedin_url).toBe("https://www.linkedin.com/in/jane-user-given");
    expect(jane.twitter_url).toBe("https://x.com/janedoe");
    expect(marcus.linkedin_url).toBe(ACME.founders[1].linkedinUrl);
  });

  it("is partial, with what it could not find, when the site lacks some links", async () => {
    const id = await track(rig.org, {
      companyWebsite: fx.sites.globex.url,
      founders: [{ name: GLOBEX.founder.name }],
      thingsToTrack: "Fundraising Signals",
    });
    await rig.settle(id);
    const e = await entity(id);
    expect(e.enrichment_status).toBe("partial");
    expect(e.enrichment_reason).toBe("some_details_not_found");
    expect(e.company_name).toBe(GLOBEX.name); // from the page title
    expect(e.company_linkedin_url).toBe(GLOBEX.linkedinUrl);
    expect(e.stage).toBe("series_a"); // "We raised a $15M Series A"
    const detail = e.enrichment_detail as { found: string[]; notFound: string[] };
    expect(detail.found).toEqual(expect.arrayContaining(["companyLinkedinUrl", "founders.0.linkedinUrl", "stage"]));
    expect(detail.notFound).toEqual(expect.arrayContaining(["companyTwitterUrl", "founders.0.twitterUrl"]));
    expect((await foundersOf(id))[0].linkedin_url).toBe(GLOBEX.founder.linkedinUrl);
    // Partial enrichment still runs.
    expect(e.scrape_health_reason).toBe("healthy");
  });

  it("adds the founders the site names when the company was created without any", async () => {
    const id = await track(rig.org, {
      companyName: NIMBUS.name,
      companyWebsite: fx.sites.nimbus.url,
      thingsToTrack: "Product Updates",
    });
    await rig.settle(id);
    const founders = await foundersOf(id);
    expect(founders.map((f) => [f.name, f.linkedin_url, f.twitter_url])).toEqual([
      [NIMBUS.founder.name, NIMBUS.founder.linkedinUrl, NIMBUS.founder.twitterUrl],
    ]);
    expect((await entity(id)).stage).toBe("pre_seed_seed");
  });

  it("a NUL in a page's text (which Postgres cannot store) does not fail enrichment or the run", async () => {
    const page =
      `<!doctype html><title>Nimbus\u0000 | Payments API</title><meta name="description" content="Payments\u0000 ` +
      `for startups"><main><h1>Nimbus\u0000</h1><p>We raised a seed round.\u0000</p></main>`;
    fx.sites.nimbus.setPage("/", page);
    const id = await track(rig.org, { companyWebsite: fx.sites.nimbus.url, thingsToTrack: "Product Updates" });
    await rig.settle(id);
    const e = await entity(id);
    expect(e.enrichment_status).not.toBe("failed");
    expect(e.company_name).toBe("Nimbus");
    expect(e.scrape_health_reason).toBe("healthy");
    expect((await signalsOf(rig.deps, id))[0].summary).toMatch(/^First look at/);
  });

  it("fails with website_unreachable when the site is down; the run says so and nothing is compared", async () => {
    fx.sites.acme.setDown(true);
    const id = await track(rig.org, {
      companyName: ACME.name,
      companyWebsite: fx.sites.acme.url,
      thingsToTrack: "Product Updates",
    });
    await rig.settle(id);
    const e = await entity(id);
    expect(e.enrichment_status).toBe("failed");
    expect(e.enrichment_reason).toBe("website_unreachable");
    expect(e.status).toBe("ok");
    expect(e.scrape_health_reason).toBe("website_unreachable");
    expect(e.last_scraped_at).not.toBeNull();
    const [signal] = await signalsOf(rig.deps, id);
    expect(signal.type).toBe("other");
    expect(signal.summary).toMatch(/^Could not check Acme Robotics this time/);
    expect((await alertsOf(rig.deps, id))[0]).toMatchObject({
      outcome: "suppressed",
      reason: "The site could not be read this time, so nothing was compared.",
    });

    // Back up: the next run succeeds and takes the first good snapshot as its baseline.
    fx.sites.acme.setDown(false);
    await refresh(id);
    expect((await entity(id)).scrape_health_reason).toBe("healthy");
    expect((await signalsOf(rig.deps, id))[1].summary).toMatch(/^First look at Acme Robotics/);
  });

  it("fails with blocked_by_robots when robots.txt refuses us, without fetching the page", async () => {
    const id = await track(rig.org, {
      companyName: INITECH.name,
      companyWebsite: fx.sites.initech.url,
      thingsToTrack: "Product Updates",
    });
    await rig.settle(id);
    const e = await entity(id);
    expect(e.enrichment_status).toBe("failed");
    expect(e.enrichment_reason).toBe("blocked_by_robots");
    expect(e.scrape_health_reason).toBe("blocked_by_robots");
    expect(fx.sites.initech.requestsTo("/")).toHaveLength(0);
    expect(fx.sites.initech.requestsTo("/robots.txt").length).toBeGreaterThan(0);
    expect((await signalsOf(rig.deps, id))[0].summary).toContain("robots.txt");
  });
});

describe("SSRF through enrichment (ALLOW_PRIVATE_NETWORK off)", () => {
  it("refuses a redirect from the company site to 127.0.0.1 and reports blocked_private_address", async () => {
    // Only the Acme origin is let through (it is itself on 127.0.0.1); its home page redirects
    // to another local port, which must be refused after the redirect.
    const strict = await pipelineRig({
      fetcher: { allowPrivateNetwork: false, allowedPrivateOrigins: [fx.sites.acme.origin] },
    });
    fx.sites.acme.redirectTo("/", `${fx.sites.nimbus.origin}/`);
    const id = await track(strict.org, {
      companyName: ACME.name,
      companyWebsite: fx.sites.acme.url,
      thingsToTrack: "Product Updates",
    });
    await strict.settle(id);
    const e = await strict.deps.db.selectFrom("entities").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(e.enrichment_status).toBe("failed");
    expect(e.enrichment_reason).toBe("blocked_private_address");
    expect((e.enrichment_detail as { failure: { detail: string } }).failure.detail).toBe(
      "127.0.0.1 resolves to a non-public address",
    );
    expect(fx.sites.nimbus.requests).toHaveLength(0);
    expect(fx.sites.acme.requestsTo("/").length).toBeGreaterThan(0);
  });
});
