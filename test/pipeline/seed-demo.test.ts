import { describe, expect, it } from "vitest";
import { seedDemo } from "../../src/services/setup/demo-seed";
import { createTestOrg, getRuntime } from "../support/harness";
import { runAdmin, tempDataDir } from "../support/processes";

/* admin seed-demo (decisions.md section 1): realistic data for every resource, fast. */

describe("seedDemo", () => {
  it(
    "fills an organisation with companies, founders, classifications, " +
      "90 days of signals and alerts, and leads in every state",
    async () => {
      const rt = await getRuntime();
      const org = await createTestOrg();
      const counts = await seedDemo(rt.deps.db, rt.clock, { orgId: org.orgId, companies: 30, seed: 7 });
      const { db } = rt.deps;

      expect(counts).toMatchObject({ orgId: org.orgId, companies: 30, classifiedCompanies: 30, signals: 300 });
      expect(counts.alerts.total).toBe(300);
      expect(counts.alerts.sent + counts.alerts.suppressed + counts.alerts.failed).toBe(300);
      expect(counts.alerts.sent).toBeGreaterThan(0);
      expect(counts.alerts.suppressed).toBeGreaterThan(0);
      expect(counts.leads.total).toBe(18);
      expect(counts.leads.unreviewed).toBeGreaterThan(0);
      expect(counts.leads.acceptedTracked).toBeGreaterThan(0);
      expect(counts.leads.accepted).toBeGreaterThan(counts.leads.acceptedTracked);
      expect(counts.leads.rejected).toBeGreaterThan(0);
      expect(Object.keys(counts.stages).length).toBeGreaterThan(2);
      expect(counts.sectors).toBeGreaterThan(5);

      // What the counts claim is in the database.
      const n = async (table: "entities" | "signals" | "alerts" | "leads") =>
        Number(
          (
            await db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll().as("n"))
              .where("org_id", "=", org.orgId)
              .executeTakeFirstOrThrow()
          ).n,
        );
      expect(await n("entities")).toBe(30);
      expect(await n("signals")).toBe(300);
      expect(await n("alerts")).toBe(300);
      expect(await n("leads")).toBe(18);
      const founders = await db.selectFrom("founders").select("entity_id").where("org_id", "=", org.orgId).execute();
      expect(founders.length).toBe(counts.founders);
      expect(new Set(founders.map((f) => f.entity_id)).size).toBe(30);

      // Signals within the last 90 days, every alert tied to its signal with rule evaluations.
      const now = rt.clock.now().getTime();
      const signals = await db
        .selectFrom("signals")
        .select(["id", "created_at", "type"])
        .where("org_id", "=", org.orgId)
        .execute();
      for (const s of signals) {
        expect(s.created_at.getTime()).toBeLessThanOrEqual(now);
        expect(s.created_at.getTime()).toBeGreaterThanOrEqual(now - 90 * 86_400_000);
      }
      expect(new Set(signals.map((s) => s.type)).size).toBeGreaterThan(4);
      const alerts = await db
        .selectFrom("alerts")
        .select(["signal_id", "rule_evaluations", "outcome", "recipients"])
        .where("org_id", "=", org.orgId)
        .execute();
      expect(new Set(alerts.map((a) => a.signal_id))).toEqual(new Set(signals.map((s) => s.id)));
      for (const a of alerts) {
        expect((a.rule_evaluations as unknown[]).length).toBe(5);
        expect(a.recipients.length > 0).toBe(a.outcome !== "suppressed");
      }

      // One finished run per signal; every company ran within the last day, so none is due for a cadence run.
      expect(counts.runs).toBe(300);
      const runs = await db
        .selectFrom("runs")
        .select(["id", "entity_id", "finished_at", "status"])
        .where("org_id", "=", org.orgId)
        .execute();
      expect(runs.every((r) => r.status === "succeeded")).toBe(true);
      const latest = new Map<string, number>();
      for (const r of runs) latest.set(r.entity_id, Math.max(latest.get(r.entity_id) ?? 0, r.finished_at!.getTime()));
      expect(latest.size).toBe(30);
      for (const t of latest.values()) expect(t).toBeGreaterThan(now - 86_400_000);
      const runIds = new Set(runs.map((r) => r.id));
      const linked = await db.selectFrom("signals").select("run_id").where("org_id", "=", org.orgId).execute();
      expect(linked.every((x) => x.run_id !== null && runIds.has(x.run_id))).toBe(true);

      // Columns written by the bulk path come back typed: arrays as arrays, jsonb as objects.
      const e = await db.selectFrom("entities").selectAll().where("org_id", "=", org.orgId).executeTakeFirstOrThrow();
      expect(Array.isArray(e.classification) && Array.isArray(e.alert_emails) && Array.isArray(e.tags)).toBe(true);
      expect(e.classification_paths).not.toBe("");
      expect(e.created_at).toBeInstanceOf(Date);
      const s = await db
        .selectFrom("signals")
        .select(["evidence", "analysis"])
        .where("org_id", "=", org.orgId)
        .executeTakeFirstOrThrow();
      expect(Array.isArray(s.evidence)).toBe(true);
      expect(typeof s.analysis).toBe("object");

      // Accepted-and-tracked leads point at a company of the organisation.
      const tracked = await db
        .selectFrom("leads")
        .select(["tracked_entity_id", "decision_status"])
        .where("org_id", "=", org.orgId)
        .where("tracked_entity_id", "is not", null)
        .execute();
      expect(tracked.every((l) => l.decision_status === "accepted")).toBe(true);
      const lead = (await org.request("GET", "/api/v1/leads?decision=rejected")).status;
      expect(lead).toBe(200);

      // Seeding again adds another set rather than colliding.
      const again = await seedDemo(db, rt.clock, { orgId: org.orgId, companies: 3, leads: 4 });
      expect(again.companies).toBe(3);
      expect(await n("entities")).toBe(33);
    },
  );

  it("refuses an unknown organisation", async () => {
    const rt = await getRuntime();
    await expect(seedDemo(rt.deps.db, rt.clock, { orgId: crypto.randomUUID() })).rejects.toThrow(/not found/);
  });
});

describe("admin seed-demo and outbox (real child processes on a PGlite directory)", () => {
  it("prints the counts of what it made, and the outbox, one JSON object each", async () => {
    const env = { DATA_DIR: tempDataDir() };
    const org = await runAdmin(["create-org", "--name", "Demo Ventures"], env);
    const orgId = String(org.json!.orgId);
    const seeded = await runAdmin(["seed-demo", "--org", orgId, "--companies", "12"], env);
    expect(seeded.code, seeded.stderr).toBe(0);
    expect(seeded.stdout.trim().split("\n")).toHaveLength(1);
    expect(seeded.json).toMatchObject({
      orgId,
      companies: 12,
      signals: 120,
      alerts: { total: 120 },
      leads: { total: 12 },
    });

    const outbox = await runAdmin(["outbox", "--org", orgId], env);
    expect(outbox.code).toBe(0);
    expect(outbox.json).toEqual({ data: [], count: 0 });

    const bad = await runAdmin(["seed-demo"], env);
    expect(bad.code).not.toBe(0);
    expect(bad.stderr.trim().split("\n")).toHaveLength(1);
    expect(bad.stderr).toContain("--org");
  }, 180_000);
});
