import { beforeAll, describe, expect, it } from "vitest";
import { CompiledQuery, sql, type Kysely } from "kysely";
import { candidateQuery, resolveCompany } from "../../src/search/lookup";
import { getRuntime } from "../support/harness";
import { createOrg, insertCompanies, type CompanySeed } from "./seed";

let db: Kysely<any>;

beforeAll(async () => {
  db = (await getRuntime()).deps.db;
});

describe("resolveCompany", () => {
  let org: string;
  let otherOrg: string;
  const id: Record<string, string> = {};

  beforeAll(async () => {
    org = await createOrg(db);
    otherOrg = await createOrg(db, "Another fund");
    const seeds: [string, CompanySeed][] = [
      ["acmeRobotics", { name: "Acme Robotics, Inc.", founders: ["Jane Doe", "John Roe"] }],
      ["acmeRoboticsLabs", { name: "Acme Robotics Labs", founders: ["Mia Wong"] }],
      ["acmeHealth", { name: "Acme Health GmbH", founders: ["Ana Silva"] }],
      ["globex", { name: "Globex Corporation", founders: ["Hank Scorpio"] }],
      ["umbrella", { name: "Umbrella Labs", founders: ["Jane Doe"] }],
      ["initech", { name: "Initech LLC", founders: [] }],
      ["unnamed", { name: null, founders: ["Peter Gibbons"] }],
      ["deepMesh", { name: "DeepMesh", founders: ["Ravi Kumar"] }],
    ];
    const ids = await insertCompanies(
      db,
      org,
      seeds.map(([, s]) => s),
    );
    seeds.forEach(([key], i) => {
      id[key] = ids[i];
    });
    [id.otherGlobex, id.wayne] = await insertCompanies(db, otherOrg, [
      { name: "Globex Corporation", founders: ["Hank Scorpio"] },
      { name: "Wayne Enterprises", founders: ["Bruce Wayne"] },
    ]);
  });

  it("resolves a domain to the company with an exact score and its first founder", async () => {
    expect(await resolveCompany(db, org, "acmerobotics.com")).toEqual({
      kind: "match",
      resolution: {
        query: "acmerobotics.com",
        matchedOn: "companyName",
        score: 1,
        entity: { id: id.acmeRobotics, companyName: "Acme Robotics, Inc.", founderName: "Jane Doe" },
      },
    });
  });

  it("prefers the exact company over one whose name it prefixes", async () => {
    const d = await resolveCompany(db, org, "ACME robotics");
    expect(d.kind === "match" && d.resolution.entity.id).toBe(id.acmeRobotics);
  });

  it("reports companies sharing the queried prefix as ambiguous", async () => {
    const d = await resolveCompany(db, org, "Acme");
    expect(d.kind).toBe("ambiguous");
    if (d.kind !== "ambiguous") return;
    expect(d.candidates.map((c) => c.id).sort()).toEqual([id.acmeRobotics, id.acmeRoboticsLabs, id.acmeHealth].sort());
    expect(d.candidates.find((c) => c.id === id.acmeHealth)).toMatchObject({
      companyName: "Acme Health GmbH",
      founderName: "Ana Silva",
      matchedOn: "companyName",
    });
  });

  it.each([
    ["Globex Corportion", "globex"],
    ["Umbrela Labs", "umbrella"],
    ["initech", "initech"],
    ["Initech, Inc.", "initech"],
  ])("resolves %j despite typos, case and legal suffixes", async (query, key) => {
    const d = await resolveCompany(db, org, query);
    expect(d.kind === "match" && d.resolution.entity.id).toBe(id[key]);
  });

  it("resolves a founder name within the organisation", async () => {
    expect(await resolveCompany(db, org, "hank scorpio")).toEqual({
      kind: "match",
      resolution: {
        query: "hank scorpio",
        matchedOn: "founderName",
        score: 1,
        entity: { id: id.globex, companyName: "Globex Corporation", founderName: "Hank Scorpio" },
      },
    });
  });

  it("resolves a second founder and a founder of a company without a name", async () => {
    const roe = await resolveCompany(db, org, "John Roe");
    expect(roe.kind === "match" && roe.resolution.entity).toEqual({
      id: id.acmeRobotics,
      companyName: "Acme Robotics, Inc.",
      founderName: "John Roe",
    });
    const gibbons = await resolveCompany(db, org, "Peter Gibons");
    expect(gibbons.kind === "match" && gibbons.resolution.entity).toEqual({
      id: id.unnamed,
      companyName: null,
      founderName: "Peter Gibbons",
    });
  });

  it("reports the same founder name at two companies as ambiguous", async () => {
    const d = await resolveCompany(db, org, "Jane Doe");
    expect(d.kind).toBe("ambiguous");
    if (d.kind !== "ambiguous") return;
    expect(d.candidates.map((c) => [c.id, c.matchedOn, c.founderName]).sort()).toEqual(
      [
        [id.acmeRobotics, "founderName", "Jane Doe"],
        [id.umbrella, "founderName", "Jane Doe"],
      ].sort(),
    );
  });

  it("never matches another organisation's companies or founders", async () => {
    expect(await resolveCompany(db, org, "Wayne Enterprises")).toEqual({ kind: "none" });
    expect(await resolveCompany(db, org, "Bruce Wayne")).toEqual({ kind: "none" });
    const globex = await resolveCompany(db, org, "Globex");
    expect(globex.kind === "match" && globex.resolution.entity.id).toBe(id.globex);
    const theirs = await resolveCompany(db, otherOrg, "Globex");
    expect(theirs.kind === "match" && theirs.resolution.entity.id).toBe(id.otherGlobex);
    const wayne = await resolveCompany(db, otherOrg, "wayne enterprises inc");
    expect(wayne.kind === "match" && wayne.resolution.entity.id).toBe(id.wayne);
  });

  it("finds a short name with swapped letters, which only the looser similarity pass reaches", async () => {
    for (const query of ["Deepmseh", "deep mesh", "DepeMesh"]) {
      const d = await resolveCompany(db, org, query);
      expect({ query, id: d.kind === "match" ? d.resolution.entity.id : d.kind }).toEqual({ query, id: id.deepMesh });
    }
  });

  it("finds nothing for unrelated or empty queries", async () => {
    expect(await resolveCompany(db, org, "Soylent")).toEqual({ kind: "none" });
    expect(await resolveCompany(db, org, "   ")).toEqual({ kind: "none" });
    expect(await resolveCompany(db, org, "?!")).toEqual({ kind: "none" });
    expect(await resolveCompany(db, org, "Ac")).toEqual({ kind: "none" });
  });

  it("treats LIKE wildcards in the query as text", async () => {
    expect(await resolveCompany(db, org, "%")).toEqual({ kind: "none" });
    expect(await resolveCompany(db, org, "a_m_e")).toEqual({ kind: "none" });
  });
});

/** Deterministic pseudo-random numbers (mulberry32), so the generated names are stable. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function generatedCompanies(count: number): CompanySeed[] {
  const next = random(42);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)];
  const syllables = [
    "ka",
    "lo",
    "mi",
    "ne",
    "ro",
    "su",
    "ta",
    "vi",
    "zen",
    "dor",
    "bex",
    "qua",
    "tri",
    "fin",
    "gal",
    "hub",
    "lux",
    "nov",
    "pix",
    "sol",
  ];
  const sectors = ["Robotics", "Health", "Labs", "Systems", "Energy", "Bio", "Capital", "Data", "AI", "Cloud"];
  const suffixes = ["", " Inc.", " GmbH", " Ltd", " SAS", " BV"];
  const word = (n: number) => Array.from({ length: n }, () => pick(syllables)).join("");
  const cap = (s: string) => s[0].toUpperCase() + s.slice(1);
  return Array.from({ length: count }, () => ({
    name: `${cap(word(3 + Math.floor(next() * 2)))} ${pick(sectors)}${pick(suffixes)}`,
    founders: [`${cap(word(2))} ${cap(word(3))}`],
  }));
}

describe("resolveCompany at 10,000 companies", () => {
  let org: string;
  let planted: string;

  beforeAll(async () => {
    org = await createOrg(db, "Large fund");
    const companies = generatedCompanies(10_000);
    companies[5_000] = { name: "Zyxtrel Quantum GmbH", founders: ["Ottoline Brackwater"] };
    const ids = await insertCompanies(db, org, companies);
    planted = ids[5_000];
    // Production Postgres autovacuums; PGlite does not, and until VACUUM moves the GIN pending
    // list into the index, the planner rightly prefers a sequential scan.
    await sql`vacuum analyze entities`.execute(db);
    await sql`vacuum analyze founders`.execute(db);
  }, 120_000);

  it("still resolves names, typos and founders", async () => {
    for (const query of ["Zyxtrel Quantum", "zyxtrel quantom", "zyxtrelquantum.io", "Ottoline Brackwater"]) {
      const d = await resolveCompany(db, org, query);
      expect({ query, id: d.kind === "match" ? d.resolution.entity.id : d.kind }).toEqual({
        query,
        id: planted,
      });
    }
  });

  it("finds candidates through the trigram indexes", async () => {
    const compiled = candidateQuery(org, "Zyxtrel Quantum")!.compile(db);
    const result = await db.executeQuery<{ "QUERY PLAN": string }>(
      CompiledQuery.raw(`explain ${compiled.sql}`, [...compiled.parameters]),
    );
    const plan = result.rows.map((r) => r["QUERY PLAN"]).join("\n");
    expect(plan).toContain("Bitmap Index Scan on entities_name_trgm_idx");
    expect(plan).toContain("Bitmap Index Scan on founders_name_trgm_idx");
    expect(plan).not.toMatch(/Seq Scan on (entities|founders)\b/);
  });
});
