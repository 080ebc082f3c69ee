import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../src/db/database";
import { createTestOrg, getRuntime, onRealPostgres, realPostgresTitle, type TestOrg } from "../support/harness";
import { seedAlert, seedCompany, seedLead, seedSignal } from "../support/seed";
import { raceOnLock, warmUp } from "./_helpers";

/*
 * Signals, alerts and leads carry their company's name (migration 0010), so their lists read no
 * company row. Whatever writes them, every read shows the company's current name: set when the
 * row is written, rewritten in the transaction that renames the company.
 */

beforeAll(warmUp);

interface Shown {
  signalsList: (string | null)[];
  signal: string | null;
  alertsList: (string | null)[];
  alert: string | null;
  leadsList: (string | null)[];
  lead: string | null;
}

/** The company name each read shows for these rows, as a client reads them. */
async function shown(
  org: TestOrg,
  entityId: string,
  ids: { signal: string; alert: string; lead: string },
): Promise<Shown> {
  const get = async (path: string) => {
    const res = await org.request("GET", path);
    expect(res.status, path).toBe(200);
    return (await res.json()) as { data: unknown };
  };
  type Row = {
    id: string;
    entityId?: string;
    companyName?: string | null;
    source?: { id: string; companyName: string | null } | null;
  };
  const list = async (path: string) => (await get(path)).data as Row[];
  const signals = await list(`/api/v1/signals?entityId=${entityId}&limit=100`);
  const alerts = await list(`/api/v1/alerts?entityId=${entityId}&outcome=sent,suppressed&limit=100`);
  const leads = await list(`/api/v1/leads?sourceEntityId=${entityId}&limit=100`);
  return {
    signalsList: signals.map((s) => s.companyName ?? null),
    signal: ((await get(`/api/v1/signals/${ids.signal}`)).data as Row).companyName ?? null,
    alertsList: alerts.map((a) => a.companyName ?? null),
    alert: ((await get(`/api/v1/alerts/${ids.alert}`)).data as Row).companyName ?? null,
    leadsList: leads.map((l) => l.source?.companyName ?? null),
    lead: ((await get(`/api/v1/leads/${ids.lead}`)).data as Row).source?.companyName ?? null,
  };
}

const everywhere = (name: string, n = 1): Shown => ({
  signalsList: Array(n).fill(name),
  signal: name,
  alertsList: Array(n).fill(name),
  alert: name,
  leadsList: Array(n).fill(name),
  lead: name,
});

async function seedRows(db: Db, orgId: string, entityId: string) {
  const signal = await seedSignal(db, orgId, entityId);
  const alert = await seedAlert(db, orgId, entityId, { signalId: signal, outcome: "sent" });
  const lead = await seedLead(db, orgId, { sourceEntityId: entityId });
  return { signal, alert, lead };
}

describe("the company name on signals, alerts and leads", () => {
  let org: TestOrg;
  beforeAll(async () => {
    const rt = await getRuntime();
    org = await createTestOrg({ app: rt.app });
  });

  it(
    "rows written for a company show its name; a rename shows " +
      "everywhere at once, and another company's rows keep theirs",
    async () => {
      const { deps } = await getRuntime();
      const renamed = await seedCompany(deps.db, org.orgId, { name: "Before Rename" });
      const other = await seedCompany(deps.db, org.orgId, { name: "Bystander" });
      const ids = await seedRows(deps.db, org.orgId, renamed);
      const otherIds = await seedRows(deps.db, org.orgId, other);
      expect(await shown(org, renamed, ids)).toEqual(everywhere("Before Rename"));

      const res = await org.request("PATCH", `/api/v1/tracker/${renamed}`, { body: { companyName: "After Rename" } });
      expect(res.status).toBe(200);
      expect(await shown(org, renamed, ids)).toEqual(everywhere("After Rename"));
      expect(await shown(org, other, otherIds)).toEqual(everywhere("Bystander"));

      // Rows written after the rename take the new name.
      const later = await seedRows(deps.db, org.orgId, renamed);
      expect(await shown(org, renamed, later)).toEqual(everywhere("After Rename", 2));
    },
  );

  it("a lead whose source company is deleted has no source, and no name for it", async () => {
    const { deps } = await getRuntime();
    const doomed = await seedCompany(deps.db, org.orgId, { name: "Soon Gone" });
    const lead = await seedLead(deps.db, org.orgId, { sourceEntityId: doomed });
    expect((await org.request("DELETE", `/api/v1/tracker/${doomed}`)).status).toBe(200);
    const row = await deps.db
      .selectFrom("leads")
      .select(["source_entity_id", "source_company_name"])
      .where("id", "=", lead)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ source_entity_id: null, source_company_name: null });
    const res = await org.request("GET", `/api/v1/leads/${lead}`);
    expect(((await res.json()) as { data: { source: unknown } }).data.source).toBeNull();
  });
});

describe.skipIf(!onRealPostgres)(realPostgresTitle("the company name on rows, when a rename and a run race"), () => {
  let org: TestOrg;
  beforeAll(async () => {
    const rt = await getRuntime();
    org = await createTestOrg({ app: rt.app });
  });

  /** A holds its transaction open after its write; B's write waits for A's lock on the company; A commits. */
  async function race(first: "rename" | "rows") {
    const { deps } = await getRuntime();
    const id = await seedCompany(deps.db, org.orgId, { name: `Race ${first} old` });
    let ids!: { signal: string; alert: string; lead: string };
    const rename = (db: Db) =>
      db
        .updateTable("entities")
        .set({ company_name: `Race ${first} new` })
        .where("id", "=", id)
        .execute();
    const rows = async (db: Db) => {
      ids = await seedRows(db, org.orgId, id);
    };
    await raceOnLock(deps.db, first === "rename" ? rename : rows, first === "rename" ? rows : rename);
    return { id, ids, name: `Race ${first} new` };
  }

  it("a rename holds the company; rows written meanwhile wait and take the new name", async () => {
    const { id, ids, name } = await race("rename");
    expect(await shown(org, id, ids)).toEqual(everywhere(name));
  });

  it("rows written first hold the company; the rename waits and renames them too", async () => {
    const { id, ids, name } = await race("rows");
    expect(await shown(org, id, ids)).toEqual(everywhere(name));
  });
});
