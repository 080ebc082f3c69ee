import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../src/db/database";
import { createTestOrg, getRuntime, onRealPostgres, realPostgresTitle, type TestOrg } from "../support/harness";
import { seedCompany, seedSignal } from "../support/seed";
import { raceOnLock, settleEntity, setup, warmUp } from "./_helpers";

/*
 * The latest signal every view shows is kept on the company row by the database (migration 0007),
 * in the transaction that writes or deletes signals. These tests read it the way a client does:
 * the list, the single read and the tool server all render it from that row.
 */

beforeAll(warmUp);

const at = (s: string) => new Date(`2026-10-01T${s}Z`);

/** The latest signal's id as GET /tracker and GET /tracker/{id} show it (they must agree). */
async function shown(org: TestOrg, entityId: string): Promise<string | null> {
  const one = await org.request("GET", `/api/v1/tracker/${entityId}`);
  const single = ((await one.json()) as { data: { latestSignal: { id: string } | null } }).data.latestSignal;
  const page = await org.request("GET", "/api/v1/tracker?limit=100");
  const item = ((await page.json()) as { data: { id: string; latestSignal: { id: string } | null }[] }).data.find(
    (d) => d.id === entityId,
  )!;
  expect(item.latestSignal).toEqual(single);
  return single?.id ?? null;
}

async function newestBySignals(db: Db, entityId: string): Promise<string | null> {
  const r = await db
    .selectFrom("signals")
    .select("id")
    .where("entity_id", "=", entityId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  return r?.id ?? null;
}

describe("the latest signal kept on the company row", () => {
  let org: TestOrg;
  beforeAll(async () => {
    const rt = await getRuntime();
    org = await createTestOrg({ app: rt.app });
  });

  it("is the newest signal whatever order signals are written in; a tie on time goes to the greater id", async () => {
    const { deps } = await getRuntime();
    const id = await seedCompany(deps.db, org.orgId, { name: "Order Co" });
    expect(await shown(org, id)).toBeNull();
    const noon = await seedSignal(deps.db, org.orgId, id, {
      createdAt: at("12:00:00.000"),
      summary: "Noon news",
      type: "funding",
      severity: "high",
      needsAttention: true,
    });
    await seedSignal(deps.db, org.orgId, id, { createdAt: at("09:00:00.000") });
    expect(await shown(org, id)).toBe(noon);
    const res = await org.request("GET", `/api/v1/tracker/${id}`);
    expect(((await res.json()) as { data: { latestSignal: unknown } }).data.latestSignal).toEqual({
      id: noon,
      type: "funding",
      severity: "high",
      needsAttention: true,
      summary: "Noon news",
      createdAt: "2026-10-01T12:00:00.000000+00:00",
    });
    // Two more at the same moment: the greater id wins, as the views always ordered them.
    const tied = [
      await seedSignal(deps.db, org.orgId, id, { createdAt: at("12:00:00.000") }),
      await seedSignal(deps.db, org.orgId, id, { createdAt: at("12:00:00.000") }),
    ];
    expect(await shown(org, id)).toBe([noon, ...tied].sort().at(-1));
    expect(await shown(org, id)).toBe(await newestBySignals(deps.db, id));
  });

  it("many signals in one statement (the bulk seeder) leave each company its newest", async () => {
    const { deps } = await getRuntime();
    const a = await seedCompany(deps.db, org.orgId, { name: "Bulk A" });
    const b = await seedCompany(deps.db, org.orgId, { name: "Bulk B" });
    const rows = [a, b].flatMap((entityId, k) =>
      [3, 7, 1, 5].map((m) => ({
        id: crypto.randomUUID(),
        org_id: org.orgId,
        entity_id: entityId,
        type: "product_update",
        severity: "low",
        recommendation: "monitor",
        needs_attention: false,
        summary: `${k}-${m}`,
        evidence: "[]",
        analysis: "{}",
        created_at: at(`0${m}:00:00.000`),
      })),
    );
    await deps.db.insertInto("signals").values(rows).execute();
    for (const id of [a, b]) expect(await shown(org, id)).toBe(await newestBySignals(deps.db, id));
  });

  it(
    "deleting signals: the shown one gives way to the newest " +
      "left, none left shows none, an older one changes nothing",
    async () => {
      const { deps } = await getRuntime();
      const id = await seedCompany(deps.db, org.orgId, { name: "Delete Co" });
      const old = await seedSignal(deps.db, org.orgId, id, { createdAt: at("01:00:00.000") });
      const mid = await seedSignal(deps.db, org.orgId, id, { createdAt: at("02:00:00.000") });
      const top = await seedSignal(deps.db, org.orgId, id, { createdAt: at("03:00:00.000") });
      await deps.db.deleteFrom("signals").where("id", "=", old).execute();
      expect(await shown(org, id)).toBe(top);
      await deps.db.deleteFrom("signals").where("id", "=", top).execute();
      expect(await shown(org, id)).toBe(mid);
      await deps.db.deleteFrom("signals").where("id", "=", mid).execute();
      expect(await shown(org, id)).toBeNull();
    },
  );

  it(
    "a signal edited in place (re-dated, or moved to " + "another company) is worked out again for both companies",
    async () => {
      const { deps } = await getRuntime();
      const a = await seedCompany(deps.db, org.orgId, { name: "Edit A" });
      const b = await seedCompany(deps.db, org.orgId, { name: "Edit B" });
      const s1 = await seedSignal(deps.db, org.orgId, a, { createdAt: at("01:00:00.000") });
      const s2 = await seedSignal(deps.db, org.orgId, a, { createdAt: at("02:00:00.000") });
      await deps.db
        .updateTable("signals")
        .set({ created_at: at("03:00:00.000") })
        .where("id", "=", s1)
        .execute();
      expect(await shown(org, a)).toBe(s1);
      await deps.db.updateTable("signals").set({ entity_id: b }).where("id", "=", s1).execute();
      expect([await shown(org, a), await shown(org, b)]).toEqual([s2, s1]);
    },
  );

  it(
    "the pipeline's run writes it in the run's own transaction: " +
      "the signal and the company row agree after each run",
    async () => {
      const { rt, org: own } = await setup();
      const res = await own.request("POST", "/api/v1/tracker", {
        body: {
          companyName: "Runs Co",
          companyWebsite: "https://runs.example/",
          thingsToTrack: "launches",
          alertEmails: ["p@example.com"],
        },
      });
      const id = ((await res.json()) as { data: { id: string } }).data.id;
      await settleEntity(rt, id);
      const first = await newestBySignals(rt.deps.db, id);
      expect(first).not.toBeNull();
      expect(await shown(own, id)).toBe(first);
      const refresh = await own.request("POST", `/api/v1/tracker/${id}/refresh`);
      expect(refresh.status).toBe(202);
      rt.clock.advance(60_000);
      await settleEntity(rt, id);
      const second = await newestBySignals(rt.deps.db, id);
      expect(second).not.toBe(first);
      expect(await shown(own, id)).toBe(second);
    },
  );

  it("racing transactions, each writing a signal of one company, leave the newest of them all", async () => {
    const { deps } = await getRuntime();
    const id = await seedCompany(deps.db, org.orgId, { name: "Race Co" });
    const minutes = [17, 3, 42, 8, 29, 55, 11, 36, 1, 48];
    await Promise.all(
      minutes.map((m) =>
        deps.db.transaction().execute(async (trx) => {
          await seedSignal(trx, org.orgId, id, { createdAt: at(`10:${String(m).padStart(2, "0")}:00.000`) });
        }),
      ),
    );
    expect(await shown(org, id)).toBe(await newestBySignals(deps.db, id));
  });
});

describe.skipIf(!onRealPostgres)(
  realPostgresTitle("the latest signal on the company row, when a writer waits for another's lock"),
  () => {
    let org: TestOrg;
    beforeAll(async () => {
      const rt = await getRuntime();
      org = await createTestOrg({ app: rt.app });
    });

    /** Transaction A writes a signal and holds; B writes another, waits for A's row lock; A commits. */
    async function race(first: "newer" | "older" | "delete-latest"): Promise<{ id: string; expected: string | null }> {
      const { deps } = await getRuntime();
      const id = await seedCompany(deps.db, org.orgId, { name: `Lock ${first}` });
      await seedSignal(deps.db, org.orgId, id, { createdAt: at("08:00:00.000") });
      const latest =
        first === "delete-latest" ? await seedSignal(deps.db, org.orgId, id, { createdAt: at("09:00:00.000") }) : null;
      let newer: string | null = null;
      await raceOnLock(
        deps.db,
        async (trx) => {
          if (first === "delete-latest") await trx.deleteFrom("signals").where("id", "=", latest!).execute();
          else if (first === "newer") newer = await seedSignal(trx, org.orgId, id, { createdAt: at("12:00:00.000") });
          else await seedSignal(trx, org.orgId, id, { createdAt: at("10:00:00.000") });
        },
        async (trx) => {
          if (first === "newer") await seedSignal(trx, org.orgId, id, { createdAt: at("11:00:00.000") });
          else newer = await seedSignal(trx, org.orgId, id, { createdAt: at("12:00:00.000") });
        },
      );
      return { id, expected: newer };
    }

    it("A writes the newer signal, B the older one and waits: the newer stays", async () => {
      const { id, expected } = await race("newer");
      expect(await shown(org, id)).toBe(expected);
    });

    it("A writes the older signal, B the newer one and waits: the newer wins", async () => {
      const { id, expected } = await race("older");
      expect(await shown(org, id)).toBe(expected);
    });

    it("A deletes the shown signal, B writes a newer one and waits: the newer wins", async () => {
      const { id, expected } = await race("delete-latest");
      expect(await shown(org, id)).toBe(expected);
    });
  },
);
