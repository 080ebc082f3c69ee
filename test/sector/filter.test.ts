import { beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app";
import type { Db } from "../../src/db/database";
import type { TermClassifier } from "../../src/taxonomy/types";
import { createTestOrg, getRuntime, runtimeWith, type TestOrg } from "../support/harness";
import { seedAlert, seedCompany, seedLead, seedSignal } from "../support/seed";

/*
 * The sector filter (spec 4.1) on /signals, /alerts, /leads and /tracker: terms mapped onto the
 * taxonomy by the classifier (lexical here, no LLM configured), descendants included, weak and
 * nonsense terms matching nothing, the aliases, the four-term limit, and the degraded path.
 */

let db: Db;
beforeAll(async () => {
  db = (await getRuntime()).deps.db;
});

interface World {
  org: TestOrg;
  /** Company name → entity id, signal id, alert id, lead id. */
  rows: Record<string, { entity: string; signal: string; alert: string; lead: string }>;
}

const COMPANIES: { name: string; classification: string[] }[] = [
  { name: "Payco", classification: ["fintech/payments/b2b-payments"] },
  { name: "Lendco", classification: ["fintech/lending"] },
  { name: "Robo", classification: ["industrial/robotics"] },
  { name: "Telecare", classification: ["health/digital-health/telehealth", "software/ai"] },
  { name: "Plain", classification: [] },
];

async function world(app?: App): Promise<World> {
  const org = await createTestOrg(app ? { app } : {});
  const rows: World["rows"] = {};
  for (const c of COMPANIES) {
    const entity = await seedCompany(db, org.orgId, { name: c.name, classification: c.classification });
    rows[c.name] = {
      entity,
      signal: await seedSignal(db, org.orgId, entity),
      alert: await seedAlert(db, org.orgId, entity),
      lead: await seedLead(db, org.orgId, {
        companyName: `${c.name} Lead`,
        classification: c.classification,
        sourceEntityId: entity,
      }),
    };
  }
  return { org, rows };
}

async function get(org: TestOrg, path: string) {
  const res = await org.request("GET", path);
  return { status: res.status, body: await res.json() };
}

/** Names of the companies whose rows a list returned. */
function names(w: World, kind: "entity" | "signal" | "alert" | "lead", data: { id: string }[]): string[] {
  const byId = new Map(Object.entries(w.rows).map(([name, r]) => [r[kind], name]));
  return data.map((d) => byId.get(d.id)!).sort();
}

const LISTS = [
  { path: "/api/v1/signals", kind: "signal" },
  { path: "/api/v1/alerts", kind: "alert" },
  { path: "/api/v1/leads", kind: "lead" },
  { path: "/api/v1/tracker", kind: "entity" },
] as const;

describe("sector filter", () => {
  for (const { path, kind } of LISTS) {
    describe(path, () => {
      it("a broad term includes every subcategory; the response carries classificationResolution", async () => {
        const w = await world();
        const r = await get(w.org, `${path}?classification=fintech`);
        expect(r.status, JSON.stringify(r.body)).toBe(200);
        expect(names(w, kind, r.body.data)).toEqual(["Lendco", "Payco"]);
        expect(r.body.classificationResolution).toEqual({
          terms: [
            { term: "fintech", matches: [{ categoryId: "fintech", path: "Fintech", score: expect.any(Number) }] },
          ],
          degradedToTextMatching: false,
        });
      });

      it("a narrow term matches only its branch; several terms match any of them", async () => {
        const w = await world();
        expect(names(w, kind, (await get(w.org, `${path}?classification=payments`)).body.data)).toEqual(["Payco"]);
        expect(names(w, kind, (await get(w.org, `${path}?classification=payments,%20robotics`)).body.data)).toEqual([
          "Payco",
          "Robo",
        ]);
        // A company with two categories is found through either.
        expect(names(w, kind, (await get(w.org, `${path}?classification=telehealth`)).body.data)).toEqual(["Telecare"]);
        expect(names(w, kind, (await get(w.org, `${path}?classification=machine%20learning`)).body.data)).toEqual([
          "Telecare",
        ]);
      });

      it("aliases sector and sectors work alone and together with classification", async () => {
        const w = await world();
        expect(names(w, kind, (await get(w.org, `${path}?sector=lending`)).body.data)).toEqual(["Lendco"]);
        expect(names(w, kind, (await get(w.org, `${path}?sectors=lending,robotics`)).body.data)).toEqual([
          "Lendco",
          "Robo",
        ]);
        const both = await get(w.org, `${path}?classification=lending&sector=robotics`);
        expect(names(w, kind, both.body.data)).toEqual(["Lendco", "Robo"]);
        expect(both.body.classificationResolution.terms.map((t: { term: string }) => t.term)).toEqual([
          "lending",
          "robotics",
        ]);
      });

      it("more than four terms is 400 validation_error, however they are split between the aliases", async () => {
        const w = await world();
        for (const q of [
          "classification=a,b,c,d,e",
          "sector=fintech,health,robotics,climate,edtech",
          "classification=a,b,c&sectors=d,e",
        ]) {
          const r = await get(w.org, `${path}?${q}`);
          expect(r.status, q).toBe(400);
          expect(r.body.error.code).toBe("validation_error");
          expect(r.body.error.message).toContain("at most 4");
        }
        expect((await get(w.org, `${path}?classification=a,b,c,d`)).status).toBe(200);
      });

      it("a term that matches nothing gives an empty list, not an error, and says so", async () => {
        const w = await world();
        const r = await get(w.org, `${path}?classification=qwxzv%20blorp`);
        expect(r.status).toBe(200);
        expect(r.body.data).toEqual([]);
        expect(r.body.nextCursor).toBeNull();
        expect(r.body.classificationResolution).toEqual({
          terms: [{ term: "qwxzv blorp", matches: [] }],
          degradedToTextMatching: false,
        });
        const mixed = await get(w.org, `${path}?classification=qwxzv,robotics`);
        expect(names(w, kind, mixed.body.data)).toEqual(["Robo"]);
      });
    });
  }

  describe("when the classifier is unavailable, terms are matched as text on stored category paths", () => {
    const failing: TermClassifier = {
      resolveTerms: async () => {
        throw new Error("model endpoint down");
      },
    };
    const hanging: TermClassifier = { resolveTerms: () => new Promise(() => {}) };

    for (const [label, classifier] of [
      ["it throws", failing],
      ["it hangs past the timeout", hanging],
    ] as const) {
      it(`${label}: degradedToTextMatching, and the filter still works on every list`, async () => {
        const { app } = await runtimeWith({ sectorClassifier: classifier, sectorClassifierTimeoutMs: 50 });
        const w = await world(app);
        for (const { path, kind } of LISTS) {
          const r = await get(w.org, `${path}?classification=Fintech`);
          expect(r.status, path).toBe(200);
          expect(r.body.classificationResolution, path).toEqual({
            terms: [{ term: "Fintech", matches: [] }],
            degradedToTextMatching: true,
          });
          expect(names(w, kind, r.body.data), path).toEqual(["Lendco", "Payco"]);
          // Any part of a stored path: "Payments" appears only under Payco's category path.
          expect(names(w, kind, (await get(w.org, `${path}?sector=payments`)).body.data), path).toEqual(["Payco"]);
          expect((await get(w.org, `${path}?sector=nothing%20like%20it`)).body.data, path).toEqual([]);
          // LIKE wildcards in a term are literal.
          expect((await get(w.org, `${path}?sector=%25`)).body.data, path).toEqual([]);
        }
      });
    }
  });

  it("pages keep the filter (the cursor is bound to the terms, not their order or case)", async () => {
    const w = await world();
    for (let i = 0; i < 4; i++) await seedSignal(db, w.org.orgId, w.rows.Payco!.entity);
    const first = await get(w.org, "/api/v1/signals?classification=fintech,robotics&limit=3");
    expect(first.body.data).toHaveLength(3);
    const second = await get(
      w.org,
      `/api/v1/signals?classification=Robotics,FINTECH&limit=10&cursor=${encodeURIComponent(first.body.nextCursor)}`,
    );
    expect(second.status).toBe(200);
    expect(first.body.data.length + second.body.data.length).toBe(7);
    expect(second.body.nextCursor).toBeNull();
    const other = await get(
      w.org,
      `/api/v1/signals?classification=fintech&limit=3&cursor=${encodeURIComponent(first.body.nextCursor)}`,
    );
    expect(other.body.error.code).toBe("invalid_cursor");
  });
});
