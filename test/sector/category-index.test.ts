import { beforeAll, describe, expect, it } from "vitest";
import { CompiledQuery, sql } from "kysely";
import type { Db } from "../../src/db/database";
import { capturingDb } from "../../scripts/bench/capture";
import { createApp } from "../../src/app";
import { createNodeRuntime } from "../../src/bootstrap-node";
import { ManualClock } from "../../src/platform/clock";
import { silentLogger } from "../../src/platform/logger";
import { seedDemo } from "../../src/services/setup/demo-seed";
import { allJobHandlers } from "../../src/services/job-handlers";
import { createTestOrg, getRuntime, openOwnDatabase, testConfig, type TestOrg } from "../support/harness";
import { nextTime, seedCompany, seedLead } from "../support/seed";

/*
 * The sector filter of /tracker and /leads walks a category index (migration 0012): one row per
 * category a company or lead is in and per ancestor of one, kept by the database in the write's
 * transaction. A one-category page reads 26 entries of it instead of testing the newest rows until
 * 26 match (bench/results.md, "Performance, seventh pass").
 */

let db: Db;
beforeAll(async () => {
  db = (await getRuntime()).deps.db;
});

const categoriesOfLead = async (id: string) =>
  await db
    .selectFrom("lead_categories")
    .select(["category_id", "org_id", "created_at"])
    .where("lead_id", "=", id)
    .orderBy("category_id")
    .execute();
const categoriesOfCompany = async (id: string) =>
  await db
    .selectFrom("entity_categories")
    .select(["category_id", "org_id", "created_at"])
    .where("entity_id", "=", id)
    .orderBy("category_id")
    .execute();

/** What the filter means, computed from the stored classifications: in `category` or below it. */
const inCategory = (classification: string[], category: string) =>
  classification.some((id) => id === category || id.startsWith(`${category}/`));

/** Every page of a list, following the cursors. */
async function allPages(org: TestOrg, path: string): Promise<string[]> {
  const out: string[] = [];
  let cursor: string | null = null;
  do {
    const res = await org.request("GET", `${path}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { id: string }[]; nextCursor: string | null };
    out.push(...body.data.map((x) => x.id));
    cursor = body.nextCursor;
  } while (cursor);
  return out;
}

const SHAPES: string[][] = [
  ["fintech"],
  ["fintech/payments"],
  ["fintech/payments/bnpl", "health"],
  ["health/biotech"],
  ["climate/solar", "fintech/lending"],
  [],
  ["software/ai"],
  ["fintech/crypto/defi"],
];

describe("the category index", () => {
  it(
    "holds each category of a lead and every ancestor " + "of it, and follows a reclassification and a deletion",
    async () => {
      const org = await createTestOrg();
      const at = nextTime();
      const lead = await seedLead(db, org.orgId, {
        classification: ["fintech/payments/bnpl", "health", "fintech/payments"],
        createdAt: at,
      });
      expect(await categoriesOfLead(lead)).toEqual(
        ["fintech", "fintech/payments", "fintech/payments/bnpl", "health"].map((category_id) => ({
          category_id,
          org_id: org.orgId,
          created_at: at,
        })),
      );

      await db
        .updateTable("leads")
        .set({ classification: ["climate/solar"] })
        .where("id", "=", lead)
        .execute();
      expect((await categoriesOfLead(lead)).map((r) => r.category_id)).toEqual(["climate", "climate/solar"]);
      await db.updateTable("leads").set({ classification: [] }).where("id", "=", lead).execute();
      expect(await categoriesOfLead(lead)).toEqual([]);

      await db
        .updateTable("leads")
        .set({ classification: ["software/ai"] })
        .where("id", "=", lead)
        .execute();
      await db.deleteFrom("leads").where("id", "=", lead).execute();
      expect(await categoriesOfLead(lead)).toEqual([]);
    },
  );

  it(
    "holds each category of a company and every ancestor of it, " +
      "inserted in bulk or one by one, and follows a reclassification",
    async () => {
      const org = await createTestOrg();
      const at = nextTime();
      const company = await seedCompany(db, org.orgId, {
        name: "Tidal",
        classification: ["fintech/payments"],
        createdAt: at,
      });
      expect(await categoriesOfCompany(company)).toEqual(
        ["fintech", "fintech/payments"].map((category_id) => ({ category_id, org_id: org.orgId, created_at: at })),
      );

      // Enrichment writes a company's classification with an update.
      await db
        .updateTable("entities")
        .set({ classification: ["health/biotech", "climate"] })
        .where("id", "=", company)
        .execute();
      expect((await categoriesOfCompany(company)).map((r) => r.category_id)).toEqual([
        "climate",
        "health",
        "health/biotech",
      ]);

      await db.deleteFrom("entities").where("id", "=", company).execute();
      expect(await categoriesOfCompany(company)).toEqual([]);
    },
  );

  it(
    "a one-category sector filter lists exactly the rows in it or " +
      "below it, newest first, page after page, in this organisation only",
    async () => {
      const org = await createTestOrg();
      const other = await createTestOrg();
      const leads: { id: string; classification: string[]; createdAt: Date; decided: boolean }[] = [];
      const companies: { id: string; classification: string[]; createdAt: Date }[] = [];
      for (let i = 0; i < 48; i++) {
        // Pairs of rows share a creation time: the id breaks the tie, in the index as in the table.
        const createdAt = i % 2 === 1 ? leads[i - 1]!.createdAt : nextTime();
        const classification = SHAPES[i % SHAPES.length]!;
        const decided = i % 3 === 0;
        leads.push({
          id: await seedLead(db, org.orgId, { classification, createdAt, decision: decided ? "rejected" : null }),
          classification,
          createdAt,
          decided,
        });
        companies.push({
          id: await seedCompany(db, org.orgId, { name: `Company ${i}`, classification, createdAt }),
          classification,
          createdAt,
        });
        await seedLead(db, other.orgId, { classification, createdAt });
        await seedCompany(db, other.orgId, { name: `Other ${i}`, classification, createdAt });
      }
      const newestFirst = <T extends { id: string; createdAt: Date }>(rows: T[]) =>
        [...rows]
          .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
          .map((r) => r.id);

      for (const [term, category] of [
        ["fintech", "fintech"],
        ["payments", "fintech/payments"],
        ["biotech", "health/biotech"],
      ] as const) {
        expect(await allPages(org, `/api/v1/leads?sector=${term}&limit=5`)).toEqual(
          newestFirst(leads.filter((l) => inCategory(l.classification, category))),
        );
        expect(await allPages(org, `/api/v1/tracker?classification=${term}&limit=5`)).toEqual(
          newestFirst(companies.filter((c) => inCategory(c.classification, category))),
        );
      }
      // With the list's own filters beside it.
      expect(await allPages(org, "/api/v1/leads?sector=fintech&decision=unreviewed&limit=4")).toEqual(
        newestFirst(leads.filter((l) => !l.decided && inCategory(l.classification, "fintech"))),
      );
      // Several categories (fintech, health): the rows are tested, as before the index.
      expect(await allPages(org, "/api/v1/leads?sector=fintech,biotech&limit=5")).toEqual(
        newestFirst(
          leads.filter(
            (l) => inCategory(l.classification, "fintech") || inCategory(l.classification, "health/biotech"),
          ),
        ),
      );
    },
  );

  // A fresh embedded database, migrated and seeded as the demo is: seconds alone, more beside other files.
  it("a one-category page walks the index in list order, on data seeded as the demo is: no sort, no scan of the " +
    "organisation's rows, no cache before each row", async () => {
    // What the planner does depends on the whole database's statistics: a database of the test's
    // own, filled by the demo seeder (about one company or lead in eight is in fintech).
    const own = await openOwnDatabase("pta_sector_plan");
    const clock = new ManualClock(new Date());
    const runtime = await createNodeRuntime(testConfig(), {
      clock,
      logger: silentLogger,
      handle: own.handle,
      handlers: allJobHandlers,
    });
    try {
      const ownDb = runtime.deps.db;
      const capture = capturingDb(ownDb);
      const app = createApp({ ...runtime.deps, db: capture.db });
      const org = await createTestOrg({ app, on: { deps: runtime.deps, clock } });
      await seedDemo(ownDb, clock, { orgId: org.orgId, companies: 4000, signals: 4000, leads: 2000, seed: 21 });
      await sql`analyze`.execute(ownDb);

      for (const [path, table, index] of [
        ["/api/v1/leads?sector=fintech", "leads", "lead_categories_list_idx"],
        ["/api/v1/tracker?sector=fintech", "entities", "entity_categories_list_idx"],
      ] as const) {
        let status = 0;
        const statements = await capture.record(async () => {
          status = (await org.request("GET", path)).status;
        });
        expect(status).toBe(200);
        const page = statements.find((s) => s.sql.includes(`from "${table}"`))!;
        const nodes = planNodes(await genericPlan(ownDb, page.sql, page.parameters));
        expect(nodes.some((n) => n["Index Name"] === index)).toBe(true);
        expect(nodes.map((n) => n["Node Type"])).not.toContain("Sort");
        expect(nodes.map((n) => n["Node Type"])).not.toContain("Memoize");
        expect(nodes.some((n) => n["Relation Name"] === table && n["Node Type"] === "Seq Scan")).toBe(false);
        expect(
          nodes.some(
            (n) => typeof n["Index Name"] === "string" && (n["Index Name"] as string).endsWith("_org_created_idx"),
          ),
        ).toBe(false);
      }
    } finally {
      await runtime.close();
      await own.close();
    }
  }, 120_000);
});

/**
 * The plan a statement gets as the service runs it on Postgres: prepared, with a generic plan
 * (src/db/open-node.ts). The values are written into EXECUTE, which takes no bound parameters.
 */
async function genericPlan(db: Db, text: string, parameters: readonly unknown[]): Promise<unknown> {
  const literal = (v: unknown) => (typeof v === "number" ? String(v) : `'${String(v).replace(/'/g, "''")}'`);
  return db.transaction().execute(async (trx) => {
    await sql`set local plan_cache_mode = force_generic_plan`.execute(trx);
    await trx.executeQuery(CompiledQuery.raw(`prepare pta_sector_plan as ${text}`));
    const args = parameters.length ? `(${parameters.map(literal).join(", ")})` : "";
    const r = await trx.executeQuery(CompiledQuery.raw(`explain (format json) execute pta_sector_plan${args}`));
    await trx.executeQuery(CompiledQuery.raw("deallocate pta_sector_plan"));
    return (r.rows[0] as Record<string, unknown>)["QUERY PLAN"];
  });
}

/** Every node of an `explain (format json)` plan. */
function planNodes(plan: unknown): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  const walk = (node: Record<string, unknown>) => {
    out.push(node);
    for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
  };
  walk((plan as { Plan: Record<string, unknown> }[])[0]!.Plan);
  return out;
}
