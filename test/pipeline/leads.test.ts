import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { personKey } from "../../src/identity/people";
import { ACME, GLOBEX, NIMBUS } from "../support/fixtures/site-content";
import { startFixtureSites, type FixtureSites } from "../support/fixtures/sites";
import { pipelineRig, track, type PipelineRig } from "./_support";

/*
 * Lead discovery through real runs: Acme's team page names two advisors whose cards link to the
 * companies they founded (Nimbus, Globex); those sites' own team pages name them as founders.
 */

let fx: FixtureSites;
let rig: PipelineRig;

beforeAll(async () => {
  fx = await startFixtureSites();
});
afterAll(async () => {
  await fx.close();
});
beforeEach(async () => {
  for (const site of Object.values(fx.sites)) site.reset();
  rig = await pipelineRig(); // a fresh organisation per test: leads are per organisation
});

const leadsOf = (orgId: string) =>
  rig.deps.db.selectFrom("leads").selectAll().where("org_id", "=", orgId).orderBy("founder_name").execute();

async function trackAcme(): Promise<string> {
  const id = await track(rig.org, {
    companyName: ACME.name,
    companyWebsite: fx.sites.acme.url,
    founders: ACME.founders.map((f) => ({ name: f.name })),
    thingsToTrack: "Product Updates",
  });
  await rig.settle(id);
  return id;
}

async function refresh(id: string) {
  rig.clock.advance(3_600_000);
  const res = await rig.org.request("POST", `/api/v1/tracker/${id}/refresh`);
  expect(res.status).toBeLessThan(300);
  await rig.settle(id);
}

describe("lead discovery", () => {
  it("turns team members who founded other companies into leads, with source, stage and sector", async () => {
    const acmeId = await trackAcme();
    const leads = await leadsOf(rig.org.orgId);
    expect(leads.map((l) => l.founder_name)).toEqual([GLOBEX.founder.name, NIMBUS.founder.name]);

    const [hank, sofia] = leads;
    expect(sofia).toMatchObject({
      source_entity_id: acmeId,
      person_key: "linkedin.com/in/sofia-alvarez",
      founder_linkedin_url: NIMBUS.founder.linkedinUrl,
      founder_twitter_url: NIMBUS.founder.twitterUrl,
      company_name: NIMBUS.name,
      company_website: fx.sites.nimbus.url,
      company_linkedin_url: NIMBUS.linkedinUrl,
      description: NIMBUS.description,
      stage: "pre_seed_seed",
      decision_status: null,
      tracked_entity_id: null,
    });
    expect(sofia.classification[0]).toMatch(/^fintech\//);
    expect(sofia.classification_paths).toContain("Fintech");
    expect(sofia.team).toEqual([
      { name: NIMBUS.founder.name, role: NIMBUS.founder.role, linkedinUrl: NIMBUS.founder.linkedinUrl },
    ]);
    const evidence = sofia.evidence as { url: string; note: string }[];
    expect(evidence.map((e) => e.url)).toEqual([`${fx.sites.acme.url}team`, `${fx.sites.nimbus.url}team`]);
    expect(evidence[1].note).toContain("Founder & CEO");

    expect(hank).toMatchObject({ company_name: GLOBEX.name, stage: "series_a", company_website: fx.sites.globex.url });

    // Visible through the API as unreviewed leads of this source.
    const res = await rig.org.request("GET", `/api/v1/leads?decision=unreviewed&sourceEntityId=${acmeId}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { founderName: string; source: { id: string } }[] };
    expect(body.data.map((l) => l.founderName).sort()).toEqual([GLOBEX.founder.name, NIMBUS.founder.name]);
    expect(body.data[0].source.id).toBe(acmeId);
  });

  it(
    "finds each person once per organisation: a second " + "run, and a second company naming them, add nothing",
    async () => {
      const acmeId = await trackAcme();
      expect(await leadsOf(rig.org.orgId)).toHaveLength(2);
      fx.sites.nimbus.clearRequests();

      await refresh(acmeId);
      expect(await leadsOf(rig.org.orgId)).toHaveLength(2);
      // Known people cost no fetch of their company's site on later runs.
      expect(fx.sites.nimbus.requests).toHaveLength(0);
      const signal = await rig.deps.db
        .selectFrom("signals")
        .select("analysis")
        .where("entity_id", "=", acmeId)
        .orderBy("created_at", "desc")
        .executeTakeFirstOrThrow();
      expect((signal.analysis as { leadDiscovery: { outcome: string }[] }).leadDiscovery.map((c) => c.outcome)).toEqual(
        ["already_a_lead", "already_a_lead"],
      );
    },
  );

  it(
    "reaches people past the per-run budget on later " + "runs: whoever was looked into without a lead goes last",
    async () => {
      rig = await pipelineRig({ settings: { maxLeadCandidates: 1 } });
      // Nimbus's site is down, so looking into Sofia finds no lead (and spends the run's budget).
      fx.sites.nimbus.setDown(true);
      const acmeId = await trackAcme();
      const outcomes = async () => {
        const signal = await rig.deps.db
          .selectFrom("signals")
          .select("analysis")
          .where("entity_id", "=", acmeId)
          .orderBy("created_at", "desc")
          .executeTakeFirstOrThrow();
        return Object.fromEntries(
          (signal.analysis as { leadDiscovery: { name: string; outcome: string }[] }).leadDiscovery.map((c) => [
            c.name,
            c.outcome,
          ]),
        );
      };
      expect(await outcomes()).toEqual({
        [NIMBUS.founder.name]: "site_unreadable",
        [GLOBEX.founder.name]: "over_budget",
      });
      await refresh(acmeId);
      expect(await outcomes()).toEqual({ [GLOBEX.founder.name]: "lead_created", [NIMBUS.founder.name]: "over_budget" });
      expect((await leadsOf(rig.org.orgId)).map((l) => l.founder_name)).toEqual([GLOBEX.founder.name]);
    },
  );

  it(
    "reaches everyone in turn when more people than the " + "budget are looked into without a lead, run after run",
    async () => {
      rig = await pipelineRig({ settings: { maxLeadCandidates: 1 } });
      // A third advisor, linking to Initech; every advisor's site is down, so nobody becomes a lead.
      const team = await (await fetch(`${fx.sites.acme.url}team`)).text();
      const ivy =
        `<li><h4>Ivy Stone</h4><span>Advisor</span><p>Adviser to Initech.</p><a ` +
        `href="${fx.sites.initech.url}">Initech</a></li>`;
      const at = team.lastIndexOf("</ul>");
      fx.sites.acme.setPage("/team", `${team.slice(0, at)}${ivy}${team.slice(at)}`);
      for (const site of [fx.sites.nimbus, fx.sites.globex, fx.sites.initech]) site.setDown(true);
      const acmeId = await trackAcme();
      const lookedInto = async () => {
        const signal = await rig.deps.db
          .selectFrom("signals")
          .select("analysis")
          .where("entity_id", "=", acmeId)
          .orderBy("created_at", "desc")
          .executeTakeFirstOrThrow();
        return (signal.analysis as { leadDiscovery: { name: string; outcome: string }[] }).leadDiscovery
          .filter((c) => c.outcome === "site_unreadable")
          .map((c) => c.name);
      };
      const seen = [await lookedInto()];
      for (let run = 2; run <= 4; run++) {
        await refresh(acmeId);
        seen.push(await lookedInto());
      }
      // One a run, each in turn, then the first again.
      expect(seen).toEqual([[NIMBUS.founder.name], [GLOBEX.founder.name], ["Ivy Stone"], [NIMBUS.founder.name]]);
    },
  );

  it("makes no lead for a person whose company the organisation already tracks", async () => {
    const globexId = await track(rig.org, {
      companyName: GLOBEX.name,
      companyWebsite: fx.sites.globex.url,
      thingsToTrack: "Fundraising Signals",
    });
    await rig.settle(globexId);
    const acmeId = await trackAcme();
    const leads = await leadsOf(rig.org.orgId);
    expect(leads.map((l) => l.founder_name)).toEqual([NIMBUS.founder.name]);
    // The run's signal says what became of each person it considered.
    const signal = await rig.deps.db
      .selectFrom("signals")
      .select("analysis")
      .where("entity_id", "=", acmeId)
      .orderBy("created_at", "desc")
      .executeTakeFirstOrThrow();
    const outcomes = Object.fromEntries(
      (signal.analysis as { leadDiscovery: { name: string; outcome: string }[] }).leadDiscovery.map((c) => [
        c.name,
        c.outcome,
      ]),
    );
    expect(outcomes).toMatchObject({ [NIMBUS.founder.name]: "lead_created", [GLOBEX.founder.name]: "already_tracked" });
    expect(Object.values(outcomes)).not.toContain("candidate");
  });

  it("another organisation gets its own leads for the same people", async () => {
    await trackAcme();
    const first = rig.org.orgId;
    rig = await pipelineRig();
    await trackAcme();
    expect(await leadsOf(rig.org.orgId)).toHaveLength(2);
    expect(await leadsOf(first)).toHaveLength(2);
  });

  it("keys a person by LinkedIn, else by name at the company's domain", () => {
    expect(
      personKey("https://uk.linkedin.com/in/Sofia-Alvarez/?trk=x", "Sofia Alvarez", "https://nimbus.example"),
    ).toBe("linkedin.com/in/sofia-alvarez");
    expect(personKey(null, "José O'Neil", "https://www.nimbus.example/about")).toBe("joseoneil@nimbus.example");
  });
});
