import { describe, expect, it } from "vitest";
import {
  AMBIGUITY_MARGIN,
  MIN_SCORE,
  companyKey,
  decide,
  editDistance,
  personKey,
  scoreName,
  type Candidate,
  type LookupDecision,
} from "../../src/search/score";

interface Company {
  id: string;
  name: string;
  founders: string[];
}

/** The rows the candidate query would return for these companies: every name, every founder. */
function rows(companies: Company[]): Candidate[] {
  return companies.flatMap((c) => [
    {
      entityId: c.id,
      companyName: c.name,
      founderName: c.founders[0] ?? null,
      matchedOn: "companyName" as const,
      value: c.name,
    },
    ...c.founders.map((f) => ({
      entityId: c.id,
      companyName: c.name,
      founderName: f,
      matchedOn: "founderName" as const,
      value: f,
    })),
  ]);
}

const acmeRobotics = { id: "e-acme-robotics", name: "Acme Robotics, Inc.", founders: ["Jane Doe", "John Roe"] };
const acmeHealth = { id: "e-acme-health", name: "Acme Health GmbH", founders: ["Ana Silva"] };
const globex = { id: "e-globex", name: "Globex Corporation", founders: ["Hank Scorpio"] };
const initech = { id: "e-initech", name: "Initech", founders: [] };
const world = [acmeRobotics, acmeHealth, globex, initech];

function matchedId(d: LookupDecision): string | null {
  return d.kind === "match" ? d.resolution.entity.id : null;
}

describe("decide: one company resolved", () => {
  it.each([
    ["case", "ACME ROBOTICS"],
    ["spacing", "  acme    robotics "],
    ["punctuation", "Acme-Robotics!"],
    ["joined words", "acmerobotics"],
    ["legal suffix Inc", "Acme Robotics Inc"],
    ["legal suffix LLC", "Acme Robotics LLC"],
    ["legal suffix GmbH", "Acme Robotics GmbH"],
    ["legal suffix Ltd", "Acme Robotics Ltd."],
    ["legal suffix SAS", "Acme Robotics SAS"],
    ["legal suffix BV", "Acme Robotics B.V."],
    ["legal suffix AB", "Acme Robotics AB"],
    ["legal suffix Pty Ltd", "Acme Robotics Pty Ltd"],
    ["trailing domain", "acmerobotics.com"],
    ["trailing domain with www", "www.acmerobotics.io"],
    ["accents", "Ácmé Róbötics"],
  ])("ignores %s (%j) with an exact score", (_rule, query) => {
    const d = decide(query, rows(world));
    expect(d).toEqual({
      kind: "match",
      resolution: {
        query: query.trim(),
        matchedOn: "companyName",
        score: 1,
        entity: { id: acmeRobotics.id, companyName: "Acme Robotics, Inc.", founderName: "Jane Doe" },
      },
    });
  });

  it("matches a company stored with a domain against its bare name", () => {
    const d = decide("acme", rows([{ id: "e1", name: "Acme.ai", founders: [] }, globex]));
    expect(matchedId(d)).toBe("e1");
  });

  it.each([
    ["a missing letter", "Acme Robtics"],
    ["a swapped pair", "Acme Robotcis"],
    ["an extra letter", "Acmee Robotics"],
    ["a wrong letter", "Acme Robodics"],
  ])("tolerates a small typo: %s", (_typo, query) => {
    const d = decide(query, rows(world));
    expect(matchedId(d)).toBe(acmeRobotics.id);
    if (d.kind !== "match") return;
    expect(d.resolution.score).toBeLessThan(1);
    expect(d.resolution.score).toBeGreaterThanOrEqual(MIN_SCORE);
  });

  it("tolerates a typo inside the legal suffix", () => {
    expect(matchedId(decide("Globex Corportion", rows(world)))).toBe(globex.id);
  });

  it("matches a founder name and reports that founder", () => {
    const d = decide("Hank Scorpio", rows(world));
    expect(d).toEqual({
      kind: "match",
      resolution: {
        query: "Hank Scorpio",
        matchedOn: "founderName",
        score: 1,
        entity: { id: globex.id, companyName: "Globex Corporation", founderName: "Hank Scorpio" },
      },
    });
  });

  it("matches a founder who is not the first one, with a typo", () => {
    const d = decide("Jonh Roe", rows(world));
    expect(d.kind).toBe("match");
    if (d.kind !== "match") return;
    expect(d.resolution.matchedOn).toBe("founderName");
    expect(d.resolution.entity).toEqual({
      id: acmeRobotics.id,
      companyName: "Acme Robotics, Inc.",
      founderName: "John Roe",
    });
  });

  it("gives a company without founders a null founderName", () => {
    const d = decide("Initech", rows(world));
    expect(d.kind === "match" && d.resolution.entity.founderName).toBeNull();
  });

  it("prefers an exact match over prefix matches", () => {
    const labs = { id: "e-labs", name: "Acme Robotics Labs", founders: [] };
    const d = decide("Acme Robotics", rows([...world, labs]));
    expect(matchedId(d)).toBe(acmeRobotics.id);
  });

  it("does not make a company ambiguous with itself (name and founder both match)", () => {
    const doe = { id: "e-doe", name: "Doe Robotics", founders: ["John Doe"] };
    expect(matchedId(decide("Doe", rows([doe, globex])))).toBe("e-doe");
  });

  it("picks a clear best over a weak runner-up", () => {
    const d = decide("Acme Robotcs", rows(world));
    expect(matchedId(d)).toBe(acmeRobotics.id);
  });
});

describe("decide: ambiguous", () => {
  it("reports two companies sharing the queried prefix", () => {
    const d = decide("Acme", rows(world));
    expect(d.kind).toBe("ambiguous");
    if (d.kind !== "ambiguous") return;
    expect(d.candidates.map((c) => c.id).sort()).toEqual([acmeHealth.id, acmeRobotics.id].sort());
    for (const c of d.candidates) {
      expect(c.matchedOn).toBe("companyName");
      expect(c.score).toBeGreaterThanOrEqual(MIN_SCORE);
      expect(c.score).toBeLessThan(1);
    }
    expect(d.candidates.find((c) => c.id === acmeRobotics.id)).toMatchObject({
      companyName: "Acme Robotics, Inc.",
      founderName: "Jane Doe",
    });
  });

  it("reports a shared prefix even when the names' lengths differ a lot", () => {
    const short = { id: "e-short", name: "Acme X", founders: [] };
    const long = { id: "e-long", name: "AcmeCorp International Holdings", founders: [] };
    const d = decide("Acme", rows([short, long]));
    expect(d.kind).toBe("ambiguous");
    if (d.kind !== "ambiguous") return;
    expect(d.candidates[0].score - d.candidates[1].score).toBeGreaterThan(AMBIGUITY_MARGIN);
    expect(d.candidates.map((c) => c.id)).toEqual(["e-short", "e-long"]);
  });

  it("reports the same founder name at two companies", () => {
    const umbrella = { id: "e-umbrella", name: "Umbrella Labs", founders: ["Jane Doe"] };
    const d = decide("jane doe", rows([...world, umbrella]));
    expect(d.kind).toBe("ambiguous");
    if (d.kind !== "ambiguous") return;
    expect(d.candidates.map((c) => [c.id, c.matchedOn, c.founderName, c.score]).sort()).toEqual(
      [
        [acmeRobotics.id, "founderName", "Jane Doe", 1],
        ["e-umbrella", "founderName", "Jane Doe", 1],
      ].sort(),
    );
  });

  it("reports two companies one typo away", () => {
    const stripe = { id: "e-stripe", name: "Stripe", founders: [] };
    const strive = { id: "e-strive", name: "Strive", founders: [] };
    const d = decide("Strie", rows([stripe, strive, globex]));
    expect(d.kind).toBe("ambiguous");
    if (d.kind !== "ambiguous") return;
    expect(d.candidates.map((c) => c.id).sort()).toEqual(["e-stripe", "e-strive"]);
  });

  it("lists at most five candidates, best first", () => {
    const many = [
      "Acme A1",
      "Acme Bee",
      "Acme Cloud",
      "Acme Data Systems",
      "Acme Energy",
      "Acme Foods",
      "Acme Group",
    ].map((name, i) => ({ id: `e${i}`, name, founders: [] }));
    const d = decide("Acme", rows(many));
    expect(d.kind).toBe("ambiguous");
    if (d.kind !== "ambiguous") return;
    expect(d.candidates).toHaveLength(5);
    const scores = d.candidates.map((c) => c.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(d.candidates[0].id).toBe("e0"); // the shortest name is the closest prefix
  });
});

describe("decide: nothing matches", () => {
  it("returns none for an unrelated query", () => {
    expect(decide("Wayne Enterprises", rows(world))).toEqual({ kind: "none" });
  });

  it("returns none without candidates", () => {
    expect(decide("Acme", [])).toEqual({ kind: "none" });
  });

  it("returns none for a query of punctuation only", () => {
    expect(decide("!!! ---", rows(world))).toEqual({ kind: "none" });
  });

  it("does not match one- or two-letter fragments", () => {
    expect(decide("Ac", rows(world))).toEqual({ kind: "none" });
  });

  it("does not take a longer company name for a shorter stored one", () => {
    expect(decide("Globex Industries Worldwide", rows(world))).toEqual({ kind: "none" });
  });
});

describe("scoreName", () => {
  it("scores in 0..1, exact highest", () => {
    const q = companyKey("Acme Robotics");
    const exact = scoreName(q, companyKey("ACME robotics ltd"));
    const typo = scoreName(q, companyKey("Acme Robtics"));
    const prefix = scoreName(companyKey("Acme"), companyKey("Acme Robotics"));
    const unrelated = scoreName(q, companyKey("Globex"));
    expect(exact).toMatchObject({ score: 1, kind: "exact" });
    expect(typo.kind).toBe("typo");
    expect(prefix).toMatchObject({ kind: "prefix", prefix: true });
    expect(unrelated.score).toBe(0);
    for (const s of [typo, prefix]) {
      expect(s.score).toBeGreaterThan(MIN_SCORE);
      expect(s.score).toBeLessThan(1);
    }
  });

  it("matches words in another order", () => {
    const s = scoreName(companyKey("Robotics Acme"), companyKey("Acme Robotics"));
    expect(s.kind).toBe("tokens");
    expect(s.score).toBeGreaterThan(MIN_SCORE);
  });

  it("matches a surname against a founder's full name", () => {
    expect(scoreName(personKey("Scorpio"), personKey("Hank Scorpio")).score).toBeGreaterThan(MIN_SCORE);
  });

  it("allows no typo in very short names", () => {
    expect(scoreName(companyKey("Abc"), companyKey("Abd")).score).toBeLessThan(MIN_SCORE);
  });
});

describe("editDistance", () => {
  it("counts insertions, deletions, substitutions and adjacent swaps as one edit", () => {
    expect(editDistance("acme", "acme")).toBe(0);
    expect(editDistance("acme", "acmee")).toBe(1);
    expect(editDistance("acme", "acm")).toBe(1);
    expect(editDistance("acme", "acne")).toBe(1);
    expect(editDistance("acme", "amce")).toBe(1);
    expect(editDistance("kitten", "sitting")).toBe(3);
  });

  it("stops early past the limit", () => {
    expect(editDistance("abcdefgh", "zyxwvuts", 2)).toBe(3);
  });
});
