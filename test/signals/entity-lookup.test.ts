import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../src/db/database";
import { createTestOrg, getRuntime, type TestOrg } from "../support/harness";
import { seedCompany, seedSignal, type CompanySeed } from "../support/seed";

/*
 * The fuzzy company lookup as GET /signals applies it (spec 4.1): each normalisation rule on its
 * own, the ambiguity rules, and the errors. GET /alerts and GET /leads share the same code path
 * (services/lists/company-lookup.ts); their own files check the codes they answer with.
 */

let db: Db;
beforeAll(async () => {
  db = (await getRuntime()).deps.db;
});

/** A fresh organisation with these companies, each with one signal; returns their ids by name. */
async function orgWith(companies: CompanySeed[]): Promise<{ org: TestOrg; id: Record<string, string> }> {
  const org = await createTestOrg();
  const id: Record<string, string> = {};
  for (const c of companies) {
    id[c.name!] = await seedCompany(db, org.orgId, c);
    await seedSignal(db, org.orgId, id[c.name!]!);
  }
  return { org, id };
}

async function lookup(org: TestOrg, query: string, extra = "") {
  const res = await org.request("GET", `/api/v1/signals?entityQuery=${encodeURIComponent(query)}${extra}`);
  return { status: res.status, body: await res.json() };
}

const COMPANIES: CompanySeed[] = [
  { name: "Acme Robotics", founders: ["Jane Doe"] },
  { name: "Beta Health", founders: ["Marco Rossi"] },
  { name: "DeepMesh", founders: ["Li Wei"] },
];

async function expectMatch(query: string, company: string, matchedOn = "companyName") {
  const { org, id } = await orgWith(COMPANIES);
  const r = await lookup(org, query);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  expect(r.body.entityResolution.entity.id).toBe(id[company]);
  expect(r.body.entityResolution.matchedOn).toBe(matchedOn);
  expect(r.body.entityResolution.query).toBe(query.trim());
  expect(r.body.entityResolution.score).toBeGreaterThan(0);
  expect(r.body.entityResolution.score).toBeLessThanOrEqual(1);
  expect(r.body.data.map((s: { entityId: string }) => s.entityId)).toEqual([id[company]]);
  return r.body.entityResolution;
}

describe("fuzzy company lookup (entityQuery)", () => {
  it("ignores case", async () => {
    const res = await expectMatch("ACME robotics", "Acme Robotics");
    expect(res.score).toBe(1);
  });

  it("ignores spacing", async () => {
    expect((await expectMatch("  acme    robotics ", "Acme Robotics")).score).toBe(1);
  });

  it("ignores punctuation", async () => {
    expect((await expectMatch("Acme-Robotics!", "Acme Robotics")).score).toBe(1);
  });

  it("ignores joined words, both ways", async () => {
    expect((await expectMatch("acmerobotics", "Acme Robotics")).score).toBe(1);
    expect((await expectMatch("Deep Mesh", "DeepMesh")).score).toBe(1);
  });

  it("ignores legal suffixes", async () => {
    for (const q of [
      "Acme Robotics Inc.",
      "Acme Robotics GmbH",
      "Acme Robotics, LLC",
      "acme robotics ltd",
      "Acme Robotics SAS",
      "Acme Robotics B.V.",
      "Acme Robotics Oy",
    ]) {
      expect((await expectMatch(q, "Acme Robotics")).score, q).toBe(1);
    }
  });

  it("ignores a trailing domain", async () => {
    expect((await expectMatch("acmerobotics.com", "Acme Robotics")).score).toBe(1);
    expect((await expectMatch("https://www.deepmesh.ai/", "DeepMesh")).score).toBe(1);
    // "acme.ai" is the label "acme": a prefix of one company only.
    await expectMatch("acme.ai", "Acme Robotics");
  });

  it("tolerates small typos", async () => {
    const r = await expectMatch("Acme Robtics", "Acme Robotics");
    expect(r.score).toBeLessThan(1);
    await expectMatch("Beta Healht", "Beta Health");
    await expectMatch("Deepmessh", "DeepMesh");
  });

  it("matches founder names", async () => {
    const r = await expectMatch("jane doe", "Acme Robotics", "founderName");
    expect(r.entity).toMatchObject({ companyName: "Acme Robotics", founderName: "Jane Doe" });
    await expectMatch("Marco Rosi", "Beta Health", "founderName");
  });

  it("an exact match of one company wins over companies it is a prefix of", async () => {
    const { org, id } = await orgWith([
      { name: "Acme Robotics" },
      { name: "Acme Robotics Labs" },
      { name: "Acme Robotics Europe" },
    ]);
    const r = await lookup(org, "acme robotics");
    expect(r.status).toBe(200);
    expect(r.body.entityResolution.entity.id).toBe(id["Acme Robotics"]);
  });

  it("two companies sharing a name prefix are ambiguous, never silently chosen: 409 with candidates", async () => {
    const { org, id } = await orgWith([{ name: "Acme Robotics" }, { name: "Acme Health Systems" }, { name: "Beta" }]);
    const r = await lookup(org, "acme");
    expect(r.status).toBe(409);
    expect(r.body.error.code).toBe("ambiguous_entity");
    const candidates = r.body.error.details.candidates as {
      id: string;
      companyName: string;
      score: number;
      matchedOn: string;
    }[];
    expect(candidates.map((c) => c.id).sort()).toEqual([id["Acme Robotics"], id["Acme Health Systems"]].sort());
    for (const c of candidates)
      expect(c).toEqual({
        id: expect.any(String),
        companyName: expect.any(String),
        founderName: null,
        matchedOn: "companyName",
        score: expect.any(Number),
      });
    // Best first.
    expect(candidates[0]!.score).toBeGreaterThanOrEqual(candidates[1]!.score);
  });

  it("the same founder name at two companies is ambiguous", async () => {
    const { org, id } = await orgWith([
      { name: "Alpha Labs", founders: ["Maria García"] },
      { name: "Omega Tools", founders: ["Maria Garcia"] },
    ]);
    const r = await lookup(org, "maria garcia");
    expect(r.status).toBe(409);
    expect(r.body.error.code).toBe("ambiguous_entity");
    const candidates = r.body.error.details.candidates as { id: string; matchedOn: string; founderName: string }[];
    expect(candidates.map((c) => c.id).sort()).toEqual([id["Alpha Labs"], id["Omega Tools"]].sort());
    expect(candidates.every((c) => c.matchedOn === "founderName")).toBe(true);
  });

  it("lists at most five candidates", async () => {
    const names = ["Acme One", "Acme Two", "Acme Three", "Acme Four", "Acme Five", "Acme Six", "Acme Seven"];
    const { org } = await orgWith(names.map((name) => ({ name })));
    const r = await lookup(org, "acme");
    expect(r.status).toBe(409);
    expect(r.body.error.details.candidates).toHaveLength(5);
  });

  it("404 entity_not_found when nothing matches, including another organisation's companies", async () => {
    const { org } = await orgWith(COMPANIES);
    const other = await orgWith([{ name: "Zephyr Quantum" }]);
    expect(other.org.orgId).not.toBe(org.orgId);
    for (const q of ["Zephyr Quantum", "completely unrelated words", "zzz"]) {
      const r = await lookup(org, q);
      expect(r.status, q).toBe(404);
      expect(r.body.error.code).toBe("entity_not_found");
    }
  });

  it("400 when both entityId and entityQuery are sent, or the query is blank", async () => {
    const { org, id } = await orgWith(COMPANIES);
    const r = await lookup(org, "acme", `&entityId=${id["Acme Robotics"]}`);
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe("validation_error");
    expect(r.body.error.message).toContain("entityId");
    expect(r.body.error.message).toContain("entityQuery");
    expect((await lookup(org, "   ")).status).toBe(400);
  });

  it("works the same on GET /alerts", async () => {
    const { org, id } = await orgWith([{ name: "Acme Robotics" }, { name: "Acme Health" }]);
    const ok = await org.request("GET", "/api/v1/alerts?entityQuery=acme%20robotcs");
    expect(ok.status).toBe(200);
    expect((await ok.json()).entityResolution.entity.id).toBe(id["Acme Robotics"]);
    const amb = await org.request("GET", "/api/v1/alerts?entityQuery=acme");
    expect(amb.status).toBe(409);
    expect((await amb.json()).error.code).toBe("ambiguous_entity");
    const none = await org.request("GET", "/api/v1/alerts?entityQuery=nothing%20like%20it");
    expect(none.status).toBe(404);
    expect((await none.json()).error.code).toBe("entity_not_found");
    const both = await org.request("GET", `/api/v1/alerts?entityQuery=acme&entityId=${id["Acme Health"]}`);
    expect(both.status).toBe(400);
  });
});
