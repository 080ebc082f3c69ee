import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createNodeFetcher } from "../../src/platform/fetcher-node";
import { ACME, INITECH } from "../support/fixtures/site-content";
import { startFixtureSites, type FixtureSites } from "../support/fixtures/sites";
import { pipelineRig, type PipelineRig } from "./_support";

/* POST /api/v1/tracker/enrich: draft enrichment, synchronous, bounded by a deadline, writing nothing. */

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

async function enrich(body: unknown, r: PipelineRig = rig, key?: string | null) {
  const res = await r.org.request("POST", "/api/v1/tracker/enrich", { body, key });
  return {
    res,
    body: (await res.json()) as { data: Record<string, unknown>; error?: { code: string; message: string } },
  };
}

describe("POST /api/v1/tracker/enrich", () => {
  it("returns what the site says about a draft, filling only what the draft lacks, and creates nothing", async () => {
    const before = await rig.deps.db.selectFrom("entities").select("id").where("org_id", "=", rig.org.orgId).execute();
    const { res, body } = await enrich({
      companyWebsite: fx.sites.acme.url,
      founders: [
        { name: "Jane Doe" },
        { name: "Marcus Chen", linkedinUrl: "https://www.linkedin.com/in/marcus-given" },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-ratelimit-limit")).not.toBeNull();
    expect(body.data).toMatchObject({
      status: "ready",
      reason: null,
      companyName: ACME.name,
      companyWebsite: fx.sites.acme.url,
      companyLinkedinUrl: ACME.linkedinUrl,
      companyTwitterUrl: ACME.twitterUrl,
      description: ACME.description,
      stage: "unknown",
      location: ACME.location,
      foundingYear: ACME.foundedYear,
      deadlineReached: false,
      suggestedFounders: [],
      notFound: [],
    });
    expect(body.data.founders).toEqual([
      {
        name: "Jane Doe",
        linkedinUrl: ACME.founders[0].linkedinUrl,
        twitterUrl: ACME.founders[0].twitterUrl,
        githubUrl: null,
      },
      {
        name: "Marcus Chen",
        linkedinUrl: "https://www.linkedin.com/in/marcus-given",
        twitterUrl: ACME.founders[1].twitterUrl,
        githubUrl: null,
      },
    ]);
    expect(body.data.found).toEqual(
      expect.arrayContaining(["companyName", "companyLinkedinUrl", "founders.0.linkedinUrl", "founders.1.twitterUrl"]),
    );
    expect(body.data.found).not.toContain("founders.1.linkedinUrl");
    expect(body.data.classification).toEqual([
      expect.objectContaining({ id: "industrial/robotics/warehouse-automation" }),
    ]);
    const after = await rig.deps.db.selectFrom("entities").select("id").where("org_id", "=", rig.org.orgId).execute();
    expect(after).toEqual(before);
  });

  it("suggests the site's founders when the draft names none", async () => {
    const { body } = await enrich({ companyName: "Acme", companyWebsite: fx.sites.acme.url });
    expect((body.data.suggestedFounders as { name: string }[]).map((f) => f.name)).toEqual(["Jane Doe", "Marcus Chen"]);
    expect(body.data.companyName).toBe("Acme"); // the draft's own name wins
  });

  it("reports a site that is down or refuses robots as failed, with the reason", async () => {
    fx.sites.acme.setDown(true);
    const down = await enrich({ companyWebsite: fx.sites.acme.url });
    expect(down.res.status).toBe(200);
    expect(down.body.data).toMatchObject({ status: "failed", reason: "website_unreachable" });
    expect(down.body.data.notFound).toEqual(expect.arrayContaining(["companyLinkedinUrl", "description"]));

    const robots = await enrich({ companyName: INITECH.name, companyWebsite: fx.sites.initech.url });
    expect(robots.body.data).toMatchObject({ status: "failed", reason: "blocked_by_robots" });
  });

  it("answers by its deadline with what it found, when pages are slow", async () => {
    const quick = await pipelineRig({ overrides: { config: { ...rig.deps.config, ENRICH_DRAFT_DEADLINE_MS: 1_000 } } });
    fx.sites.acme.setResponse("/team", { body: "<h1>slow</h1>", delayMs: 4_000 });
    fx.sites.acme.setResponse("/about", { body: "<h1>slow</h1>", delayMs: 4_000 });
    const started = performance.now();
    const { res, body } = await enrich({ companyWebsite: fx.sites.acme.url, founders: [{ name: "Jane Doe" }] }, quick);
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(res.status).toBe(200);
    expect(body.data).toMatchObject({
      status: "partial",
      reason: "deadline_reached",
      deadlineReached: true,
      companyLinkedinUrl: ACME.linkedinUrl,
    });
    expect(body.data.notFound).toContain("founders.0.linkedinUrl");
  });

  it("goes through the process fetcher: private addresses are refused when the network flag is off", async () => {
    const strict = await pipelineRig({ overrides: { fetcher: createNodeFetcher({ allowPrivateNetwork: false }) } });
    const { body } = await enrich({ companyWebsite: fx.sites.acme.url }, strict);
    expect(body.data).toMatchObject({ status: "failed", reason: "blocked_private_address" });
    expect(fx.sites.acme.requests).toHaveLength(0);
  });

  it("validates the body, listing every failing field", async () => {
    const { res, body } = await enrich({
      companyWebsite: "not a url",
      founders: [{ linkedinUrl: "https://example.com/x" }],
    });
    expect(res.status).toBe(400);
    expect(body.error!.code).toBe("validation_error");
    expect(body.error!.message).toContain("companyWebsite");
    expect(body.error!.message).toContain("founders.0.name");
    expect(body.error!.message).toContain("founders.0.linkedinUrl");
    expect((await enrich({})).res.status).toBe(400);
  });

  it("needs tracker:write, and a key that may write", async () => {
    const reader = await rig.org.newKey({ scopes: ["tracker:read"] });
    const r1 = await enrich({ companyWebsite: fx.sites.acme.url }, rig, reader.key);
    expect(r1.res.status).toBe(403);
    const viewer = await rig.org.newKey({ role: "viewer" });
    expect((await enrich({ companyWebsite: fx.sites.acme.url }, rig, viewer.key)).res.status).toBe(403);
    expect((await enrich({ companyWebsite: fx.sites.acme.url }, rig, null)).res.status).toBe(401);
    expect(fx.sites.acme.requests).toHaveLength(0);
  });
});
