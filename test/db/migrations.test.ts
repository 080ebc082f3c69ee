import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { migrate } from "../../src/db/migrate";
import { loadMigrations } from "../../src/db/migrations-node";
import { openPGlite } from "../../src/db/open-node";
import { ManualClock } from "../../src/platform/clock";
import { createOrganization } from "../../src/services/members/organizations";
import { seedAlert, seedCompany, seedLead, seedSignal } from "../support/seed";

describe("migrations", () => {
  it("apply in order, are recorded, and run once", async () => {
    const handle = await openPGlite("memory://");
    try {
      const names = loadMigrations().map((m) => m.name);
      expect(names.slice(0, 2)).toEqual(["0001_init", "0002_trgm_no_pending_list"]);
      expect([...names].sort()).toEqual(names);
      expect(await migrate(handle, loadMigrations())).toEqual(names);
      expect(await migrate(handle, loadMigrations())).toEqual([]);
      const rows = await sql<{ name: string }>`select name from schema_migrations order by name`.execute(handle.db);
      expect(rows.rows.map((r) => r.name)).toEqual(names);
    } finally {
      await handle.close();
    }
  });

  it("a failing migration changes nothing and is not recorded", async () => {
    const handle = await openPGlite("memory://");
    try {
      await expect(
        migrate(handle, [{ name: "0001_bad", sql: "create table t1 (id int); create table t1 (id int);" }]),
      ).rejects.toThrow(/0001_bad failed/);
      const t = await sql<{
        n: number;
      }>`select count(*)::int as n from information_schema.tables where table_name = 't1'`.execute(handle.db);
      expect(t.rows[0]!.n).toBe(0);
      expect(await migrate(handle, [{ name: "0001_good", sql: "create table t1 (id int);" }])).toEqual(["0001_good"]);
    } finally {
      await handle.close();
    }
  });

  it("0006 clears LinkedIn identifiers stored before that name no page, and keeps pages", async () => {
    const handle = await openPGlite("memory://");
    try {
      const all = loadMigrations();
      await migrate(
        handle,
        all.filter((m) => m.name < "0006"),
      );
      const db = handle.db;
      const { orgId } = await createOrganization(db, new ManualClock(new Date()), "Old data");
      const placeholder = await seedCompany(db, orgId, { name: "Bare One", founders: ["Alice"] });
      const page = await seedCompany(db, orgId, { name: "Acme", founders: ["Jane"] });
      const norms: Record<string, [string, string]> = {
        [placeholder]: ["linkedin.com/company", "linkedin.com"],
        [page]: ["linkedin.com/school/acme-u", "linkedin.com/in/jane"],
      };
      for (const [id, [company, founder]] of Object.entries(norms)) {
        await db.updateTable("entities").set({ linkedin_norm: company }).where("id", "=", id).execute();
        await db.updateTable("founders").set({ linkedin_norm: founder }).where("entity_id", "=", id).execute();
      }
      expect(await migrate(handle, all)).toContain("0006_linkedin_norm_pages_only");
      const normsOf = async (id: string) => [
        (await db.selectFrom("entities").select("linkedin_norm").where("id", "=", id).executeTakeFirstOrThrow())
          .linkedin_norm,
        (await db.selectFrom("founders").select("linkedin_norm").where("entity_id", "=", id).executeTakeFirstOrThrow())
          .linkedin_norm,
      ];
      expect(await normsOf(placeholder)).toEqual([null, null]);
      expect(await normsOf(page)).toEqual(["linkedin.com/school/acme-u", "linkedin.com/in/jane"]);
    } finally {
      await handle.close();
    }
  });

  it("0010 backfills each signal's and alert's company name and each lead's source company name", async () => {
    const handle = await openPGlite("memory://");
    try {
      const all = loadMigrations();
      await migrate(
        handle,
        all.filter((m) => m.name < "0010"),
      );
      const db = handle.db;
      const { orgId } = await createOrganization(db, new ManualClock(new Date()), "Old rows");
      const acme = await seedCompany(db, orgId, { name: "Acme Before 0010" });
      const signal = await seedSignal(db, orgId, acme);
      const alert = await seedAlert(db, orgId, acme, { signalId: signal });
      const sourced = await seedLead(db, orgId, { sourceEntityId: acme });
      const unsourced = await seedLead(db, orgId, {});
      expect(await migrate(handle, all)).toContain("0010_company_name_on_rows");
      const one = async (q: ReturnType<typeof sql<{ name: string | null }>>) => (await q.execute(db)).rows[0]!.name;
      expect(
        await one(sql<{ name: string | null }>`select company_name as name from signals where id = ${signal}`),
      ).toBe("Acme Before 0010");
      expect(await one(sql<{ name: string | null }>`select company_name as name from alerts where id = ${alert}`)).toBe(
        "Acme Before 0010",
      );
      expect(
        await one(sql<{ name: string | null }>`select source_company_name as name from leads where id = ${sourced}`),
      ).toBe("Acme Before 0010");
      expect(
        await one(sql<{ name: string | null }>`select source_company_name as name from leads where id = ${unsourced}`),
      ).toBeNull();
    } finally {
      await handle.close();
    }
  });

  it("0012 indexes the categories of the leads and companies stored before it, with their ancestors", async () => {
    const handle = await openPGlite("memory://");
    try {
      const all = loadMigrations();
      await migrate(
        handle,
        all.filter((m) => m.name < "0012"),
      );
      const db = handle.db;
      const { orgId } = await createOrganization(db, new ManualClock(new Date()), "Old classifications");
      const company = await seedCompany(db, orgId, { name: "Tidal", classification: ["fintech/payments/bnpl"] });
      const lead = await seedLead(db, orgId, { classification: ["health/biotech", "climate"] });
      const unclassified = await seedLead(db, orgId, { classification: [] });
      expect(await migrate(handle, all)).toContain("0012_category_index");
      const categories = async (
        table: "lead_categories" | "entity_categories",
        column: "lead_id" | "entity_id",
        id: string,
      ) =>
        (
          await sql<{
            c: string;
          }>`select category_id as c from ${sql.table(table)} where ${sql.ref(column)} = ${id}
            and org_id = ${orgId} order by 1`.execute(db)
        ).rows.map((r) => r.c);
      expect(await categories("entity_categories", "entity_id", company)).toEqual([
        "fintech",
        "fintech/payments",
        "fintech/payments/bnpl",
      ]);
      expect(await categories("lead_categories", "lead_id", lead)).toEqual(["climate", "health", "health/biotech"]);
      expect(await categories("lead_categories", "lead_id", unclassified)).toEqual([]);
    } finally {
      await handle.close();
    }
  });

  it(
    "0017 gives members stored before it the weekly digest in " +
      "UTC, starting from the migration, not from when they joined",
    async () => {
      const handle = await openPGlite("memory://");
      try {
        const all = loadMigrations();
        await migrate(
          handle,
          all.filter((m) => m.name < "0017"),
        );
        const db = handle.db;
        const clock = new ManualClock("2025-01-06T09:00:00Z");
        const { orgId } = await createOrganization(db, clock, "Old members");
        // Inserted as the code of that time did (createMember now writes the audit log of 0019 too).
        const memberId = crypto.randomUUID();
        await db
          .insertInto("members")
          .values({
            id: memberId,
            org_id: orgId,
            email: "old@fund.example",
            name: null,
            role: "member",
            removed_at: null,
            created_at: clock.now(),
          })
          .execute();
        const before = Date.now();
        expect(await migrate(handle, all)).toContain("0017_digest");
        const row = await db
          .selectFrom("members")
          .select(["time_zone", "digest_frequency", "digest_changed_at"])
          .where("id", "=", memberId)
          .executeTakeFirstOrThrow();
        expect(row).toMatchObject({ time_zone: null, digest_frequency: "weekly" });
        expect(row.digest_changed_at!.getTime()).toBeGreaterThanOrEqual(before - 1000);
      } finally {
        await handle.close();
      }
    },
  );

  it(
    "0009 backfills each company's latest signal onto its " + "row (the newest; none for a company without signals)",
    async () => {
      const handle = await openPGlite("memory://");
      try {
        const all = loadMigrations();
        await migrate(
          handle,
          all.filter((m) => m.name < "0009"),
        );
        const db = handle.db;
        const { orgId } = await createOrganization(db, new ManualClock(new Date()), "Old signals");
        const withSignals = await seedCompany(db, orgId, { name: "Has News" });
        const without = await seedCompany(db, orgId, { name: "Quiet" });
        const newest = await seedSignal(db, orgId, withSignals, {
          createdAt: new Date("2026-10-02T00:00:00Z"),
          summary: "Newest",
          type: "funding",
        });
        await seedSignal(db, orgId, withSignals, { createdAt: new Date("2026-10-01T00:00:00Z") });
        expect(await migrate(handle, all)).toContain("0009_latest_signal_on_entities");
        const rows = await sql<{
          id: string;
          latest_signal_id: string | null;
          latest_signal_summary: string | null;
          latest_signal_type: string | null;
        }>`
        select id, latest_signal_id, latest_signal_summary, latest_signal_type
          from entities where org_id = ${orgId}`.execute(db);
        const byId = new Map(rows.rows.map((r) => [r.id, r]));
        expect(byId.get(withSignals)).toMatchObject({
          latest_signal_id: newest,
          latest_signal_summary: "Newest",
          latest_signal_type: "funding",
        });
        expect(byId.get(without)).toMatchObject({ latest_signal_id: null, latest_signal_summary: null });
      } finally {
        await handle.close();
      }
    },
  );
});
