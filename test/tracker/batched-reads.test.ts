import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/app";
import { loadEntity } from "../../src/services/tracker/load";
import { createTestOrg, type TestOrg } from "../support/harness";
import { statementCounter } from "../support/statement-counter";
import { companyBody, createOk, get, setup, warmUp } from "./_helpers";

beforeAll(warmUp);

describe("GET /api/v1/tracker/{id}: concurrent reads share one statement", () => {
  let a: TestOrg;
  let b: TestOrg;
  // The single-company read (src/services/tracker/load.ts) selects from unnest(ids, orgs).
  const { counter, plugin } = statementCounter("unnest(");

  beforeAll(async () => {
    const { rt } = await setup();
    const app = createApp({ ...rt.deps, db: rt.deps.db.withPlugin(plugin) });
    a = await createTestOrg({ app });
    b = await createTestOrg({ app });
  });

  it("reads arriving together are answered by one statement per view, each with its own company", async () => {
    const { rt } = await setup();
    const db = rt.deps.db.withPlugin(plugin);
    const aIds = [await createOk(a, companyBody()), await createOk(a, companyBody()), await createOk(a, companyBody())];
    const bIds = [await createOk(b, companyBody()), await createOk(b, companyBody())];
    const before = counter.count;
    // Issued in one turn of the event loop, as requests handled together are.
    const loaded = await Promise.all([
      ...aIds.map((id) => loadEntity(db, a.orgId, id, "full")),
      ...bIds.map((id) => loadEntity(db, b.orgId, id, "full")),
      loadEntity(db, a.orgId, aIds[0]!, "compact"),
      loadEntity(db, b.orgId, bIds[1]!, "compact"),
      loadEntity(db, a.orgId, bIds[0]!, "full"), // another organisation's company
    ]);
    expect(loaded.map((l) => l?.row.id ?? null)).toEqual([...aIds, ...bIds, aIds[0], bIds[1], null]);
    expect(loaded.slice(0, 5).every((l) => "founders" in l!.data)).toBe(true);
    expect(loaded.slice(5, 7).every((l) => !("founders" in l!.data))).toBe(true);
    // Full and compact views: two statements for eight reads.
    expect(counter.count - before).toBe(2);
  });

  it("concurrent requests each get their own company", async () => {
    const aIds = [await createOk(a, companyBody()), await createOk(a, companyBody())];
    const bId = await createOk(b, companyBody());
    const results = await Promise.all([get(a, aIds[0]!), get(b, bId), get(a, aIds[1]!, "compact")]);
    expect(results.map((r) => r.res.status)).toEqual([200, 200, 200]);
    expect(results.map((r) => r.body.data.id)).toEqual([aIds[0], bId, aIds[1]]);
  });

  it("a batch never shows one organisation another's company", async () => {
    const bId = await createOk(b, companyBody());
    const results = await Promise.all([get(b, bId), get(a, bId), get(a, crypto.randomUUID())]);
    expect(results.map((r) => r.res.status)).toEqual([200, 404, 404]);
    expect(results[0]!.body.data.id).toBe(bId);
    expect(results[1]!.body.error.code).toBe("not_found");
  });
});
