import type { KyselyPlugin } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/app";
import { createTestOrg, type TestOrg } from "../support/harness";
import { companyBody, createOk, get, setup, warmUp } from "./_helpers";

beforeAll(warmUp);

/** Counts the statements that read single companies (src/services/tracker/load.ts). */
function companyReadCounter() {
  const counter = { reads: 0 };
  const plugin: KyselyPlugin = {
    transformQuery(args) {
      if (JSON.stringify(args.node).includes("unnest(")) counter.reads++;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return { counter, plugin };
}

describe("GET /api/v1/tracker/{id}: concurrent reads share one statement", () => {
  let a: TestOrg;
  let b: TestOrg;
  const { counter, plugin } = companyReadCounter();

  beforeAll(async () => {
    const { rt } = await setup();
    const app = createApp({ ...rt.deps, db: rt.deps.db.withPlugin(plugin) });
    a = await createTestOrg({ app });
    b = await createTestOrg({ app });
  });

  it("reads arriving together are answered by one statement per view, each with its own company", async () => {
    const aIds = [await createOk(a, companyBody()), await createOk(a, companyBody()), await createOk(a, companyBody())];
    const bIds = [await createOk(b, companyBody()), await createOk(b, companyBody())];
    const before = counter.reads;
    const results = await Promise.all([
      ...aIds.map((id) => get(a, id)),
      ...bIds.map((id) => get(b, id)),
      get(a, aIds[0]!, "compact"),
      get(b, bIds[1]!, "compact"),
    ]);
    expect(results.map((r) => r.res.status)).toEqual([200, 200, 200, 200, 200, 200, 200]);
    expect(results.map((r) => r.body.data.id)).toEqual([...aIds, ...bIds, aIds[0], bIds[1]]);
    expect(results.slice(0, 5).every((r) => Array.isArray(r.body.data.founders))).toBe(true);
    expect(results.slice(5).every((r) => !("founders" in r.body.data) && r.body.operation.entityId)).toBe(true);
    // Full and compact views: two statements for seven reads.
    expect(counter.reads - before).toBe(2);
  });

  it("a batch never shows one organisation another's company", async () => {
    const bId = await createOk(b, companyBody());
    const results = await Promise.all([get(b, bId), get(a, bId), get(a, crypto.randomUUID())]);
    expect(results.map((r) => r.res.status)).toEqual([200, 404, 404]);
    expect(results[0]!.body.data.id).toBe(bId);
    expect(results[1]!.body.error.code).toBe("not_found");
  });
});
