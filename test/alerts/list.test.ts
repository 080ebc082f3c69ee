import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../src/db/database";
import { createTestOrg, getRuntime, type TestOrg } from "../support/harness";
import { seedAlert, seedCompany, seedSignal } from "../support/seed";

let db: Db;
beforeAll(async () => {
  db = (await getRuntime()).deps.db;
});

async function list(org: TestOrg, query = "") {
  const res = await org.request("GET", `/api/v1/alerts${query ? `?${query}` : ""}`);
  return { status: res.status, body: await res.json() };
}

const ids = (body: { data: { id: string }[] }) => body.data.map((a) => a.id);
const at = (iso: string) => new Date(iso);

/** Every page of a query, following nextCursor. */
async function walk(org: TestOrg, query: string): Promise<{ ids: string[]; pages: number }> {
  const seen: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const r = await list(org, `${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    seen.push(...ids(r.body));
    cursor = r.body.nextCursor;
    pages++;
  } while (cursor);
  return { ids: seen, pages };
}

describe("GET /api/v1/alerts", () => {
  it("lists sent alerts newest first, compact by default, with the company name joined", async () => {
    const org = await createTestOrg();
    const e = await seedCompany(db, org.orgId, { name: "Acme Robotics" });
    const signalId = await seedSignal(db, org.orgId, e);
    const older = await seedAlert(db, org.orgId, e, { createdAt: at("2026-09-01T00:00:00Z") });
    const newer = await seedAlert(db, org.orgId, e, {
      signalId,
      reason: "Matched: Hiring Updates",
      createdAt: at("2026-09-02T00:00:00Z"),
    });
    await seedAlert(db, org.orgId, e, { outcome: "suppressed" });
    const other = await createTestOrg();
    await seedAlert(db, other.orgId, await seedCompany(db, other.orgId, { name: "Other" }));

    const r = await list(org);
    expect(r.status).toBe(200);
    expect(ids(r.body)).toEqual([newer, older]);
    expect(r.body.data[0]).toEqual({
      id: newer,
      entityId: e,
      companyName: "Acme Robotics",
      signalId,
      outcome: "sent",
      reason: "Matched: Hiring Updates",
      createdAt: "2026-09-02T00:00:00.000000+00:00",
    });
    expect(r.body.nextCursor).toBeNull();
  });

  it("full view adds recipients, subject and rule evaluations; compact cuts the reason to 300 characters", async () => {
    const org = await createTestOrg();
    const e = await seedCompany(db, org.orgId, { name: "Acme" });
    const reason = "Suppressed because the update matched no rule. ".repeat(20);
    const ruleEvaluations = [
      { rule: "Fundraising Signals", matched: false, detail: "No funding news." },
      { rule: "Hiring Updates", matched: false, detail: "No new roles." },
    ];
    await seedAlert(db, org.orgId, e, {
      outcome: "suppressed",
      reason,
      recipients: ["a@example.com", "b@example.com"],
      subject: null,
      ruleEvaluations,
    });

    const compact = (await list(org, "outcome=suppressed")).body.data[0];
    expect(Object.keys(compact).sort()).toEqual(
      ["id", "entityId", "companyName", "signalId", "outcome", "reason", "createdAt"].sort(),
    );
    expect(Array.from(compact.reason as string).length).toBe(300);
    const full = (await list(org, "outcome=suppressed&view=full")).body.data[0];
    expect(full).toMatchObject({
      reason,
      recipients: ["a@example.com", "b@example.com"],
      subject: null,
      ruleEvaluations,
    });
    expect(Object.keys(full).sort()).toEqual(
      [...Object.keys(compact), "recipients", "subject", "ruleEvaluations"].sort(),
    );
  });

  it("outcome: sent by default; suppressed, failed, a comma list, or all; anything else is refused", async () => {
    const org = await createTestOrg();
    const e = await seedCompany(db, org.orgId, { name: "Acme" });
    const sent = await seedAlert(db, org.orgId, e, { outcome: "sent" });
    const suppressed = await seedAlert(db, org.orgId, e, { outcome: "suppressed" });
    const failed = await seedAlert(db, org.orgId, e, { outcome: "failed" });
    expect(ids((await list(org)).body)).toEqual([sent]);
    expect(ids((await list(org, "outcome=sent")).body)).toEqual([sent]);
    expect(ids((await list(org, "outcome=suppressed")).body)).toEqual([suppressed]);
    expect(ids((await list(org, "outcome=failed")).body)).toEqual([failed]);
    expect(ids((await list(org, "outcome=failed,sent")).body)).toEqual([failed, sent]);
    expect(ids((await list(org, "outcome=all")).body)).toEqual([failed, suppressed, sent]);
    const bad = await list(org, "outcome=bounced");
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe("validation_error");
  });

  it("since and until", async () => {
    const org = await createTestOrg();
    const e = await seedCompany(db, org.orgId, { name: "Acme" });
    const a = await seedAlert(db, org.orgId, e, { createdAt: at("2026-09-01T12:00:00Z") });
    const b = await seedAlert(db, org.orgId, e, { createdAt: at("2026-09-02T12:00:00Z") });
    const c = await seedAlert(db, org.orgId, e, { createdAt: at("2026-09-03T12:00:00Z") });
    expect(ids((await list(org, "since=2026-09-02")).body)).toEqual([c, b]);
    expect(ids((await list(org, "until=2026-09-02")).body)).toEqual([b, a]);
    expect(ids((await list(org, "since=2026-09-02&until=2026-09-02T12:00:00Z")).body)).toEqual([]);
    expect((await list(org, "since=2026-09-03&until=2026-09-02")).status).toBe(400);
  });

  it("entityId; another organisation's company is 404 not_found", async () => {
    const org = await createTestOrg();
    const a = await seedCompany(db, org.orgId, { name: "Acme" });
    const b = await seedCompany(db, org.orgId, { name: "Beta" });
    const fromA = await seedAlert(db, org.orgId, a);
    await seedAlert(db, org.orgId, b);
    expect(ids((await list(org, `entityId=${a}`)).body)).toEqual([fromA]);
    const other = await createTestOrg();
    const foreign = await seedCompany(db, other.orgId, { name: "Acme" });
    const r = await list(org, `entityId=${foreign}`);
    expect(r.status).toBe(404);
    expect(r.body.error.code).toBe("not_found");
  });

  describe("latestPerEntity", () => {
    it("keeps only each company's newest alert, within the other filters", async () => {
      const org = await createTestOrg();
      const a = await seedCompany(db, org.orgId, { name: "Acme" });
      const b = await seedCompany(db, org.orgId, { name: "Beta" });
      const c = await seedCompany(db, org.orgId, { name: "Gamma" });
      const a1 = await seedAlert(db, org.orgId, a, { createdAt: at("2026-09-01T00:00:00Z") });
      const b1 = await seedAlert(db, org.orgId, b, { createdAt: at("2026-09-02T00:00:00Z") });
      const a2 = await seedAlert(db, org.orgId, a, { createdAt: at("2026-09-03T00:00:00Z") });
      const aSuppressed = await seedAlert(db, org.orgId, a, {
        outcome: "suppressed",
        createdAt: at("2026-09-04T00:00:00Z"),
      });
      const cSuppressed = await seedAlert(db, org.orgId, c, {
        outcome: "suppressed",
        createdAt: at("2026-09-05T00:00:00Z"),
      });

      expect(ids((await list(org, "latestPerEntity=true")).body)).toEqual([a2, b1]);
      expect(ids((await list(org, "latestPerEntity=false")).body)).toEqual([a2, b1, a1]);
      expect(ids((await list(org, "latestPerEntity=true&outcome=all")).body)).toEqual([cSuppressed, aSuppressed, b1]);
      expect(ids((await list(org, "latestPerEntity=true&outcome=suppressed")).body)).toEqual([
        cSuppressed,
        aSuppressed,
      ]);
      // The newest within the time window, not the newest overall.
      expect(ids((await list(org, "latestPerEntity=true&until=2026-09-02")).body)).toEqual([b1, a1]);
      expect(ids((await list(org, `latestPerEntity=true&entityId=${a}`)).body)).toEqual([a2]);
      expect((await list(org, "latestPerEntity=yes")).status).toBe(400);
    });

    it("pages through many companies with equal timestamps without skipping or repeating", async () => {
      const org = await createTestOrg();
      const same = at("2026-09-10T00:00:00Z");
      const newest: string[] = [];
      for (let i = 0; i < 9; i++) {
        const e = await seedCompany(db, org.orgId, { name: `Company ${i}` });
        // Older alerts that must not appear; the newest shares its timestamp with other companies'.
        await seedAlert(db, org.orgId, e, { createdAt: at("2026-09-01T00:00:00Z") });
        await seedAlert(db, org.orgId, e, { createdAt: at("2026-09-01T00:00:00Z") });
        newest.push(
          await seedAlert(db, org.orgId, e, { createdAt: i % 3 === 0 ? at(`2026-09-0${2 + i / 3}T00:00:00Z`) : same }),
        );
      }
      const all = await list(org, "latestPerEntity=true&limit=100");
      expect(new Set(ids(all.body))).toEqual(new Set(newest));
      expect(ids(all.body)).toHaveLength(9);

      for (const view of ["compact", "full"]) {
        const walked = await walk(org, `latestPerEntity=true&limit=2&view=${view}`);
        expect(walked.ids).toEqual(ids(all.body));
        expect(walked.pages).toBe(5);
      }
      // The cursor is bound to latestPerEntity.
      const first = await list(org, "latestPerEntity=true&limit=2");
      const r = await list(org, `limit=2&cursor=${encodeURIComponent(first.body.nextCursor)}`);
      expect(r.status).toBe(400);
      expect(r.body.error.code).toBe("invalid_cursor");
    });
  });

  it("pages through equal timestamps and binds the cursor to the outcome filter", async () => {
    const org = await createTestOrg();
    const e = await seedCompany(db, org.orgId, { name: "Acme" });
    const same = at("2026-09-10T00:00:00Z");
    for (let i = 0; i < 5; i++)
      await seedAlert(db, org.orgId, e, { createdAt: same, outcome: i % 2 ? "sent" : "failed" });
    const all = ids((await list(org, "outcome=all&limit=100")).body);
    expect(all).toHaveLength(5);
    expect((await walk(org, "outcome=all&limit=2")).ids).toEqual(all);
    const first = await list(org, "outcome=all&limit=2");
    expect(
      (await list(org, `outcome=sent&limit=2&cursor=${encodeURIComponent(first.body.nextCursor)}`)).body.error.code,
    ).toBe("invalid_cursor");
  });
});
