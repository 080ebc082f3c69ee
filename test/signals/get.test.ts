import { beforeAll, describe, expect, it } from "vitest";
import { describeAuthMatrix } from "../support/auth-matrix";
import { createTestOrg, getRuntime } from "../support/harness";
import { seedCompany, seedSignal } from "../support/seed";

beforeAll(async () => {
  await getRuntime(); // PGlite starts once per worker; not on a test's clock
});

describe("GET /api/v1/signals/{id}", () => {
  it("returns the full view by default, the compact one on request", async () => {
    const rt = await getRuntime();
    const org = await createTestOrg();
    const e = await seedCompany(rt.deps.db, org.orgId, { name: "Acme Robotics" });
    const summary = "x".repeat(450);
    const evidence = Array.from({ length: 5 }, (_, i) => ({ url: `https://acme.example/${i}`, title: `Item ${i}` }));
    const analysis = { reasoning: "Because.", changes: ["pricing page"] };
    const id = await seedSignal(rt.deps.db, org.orgId, e, { summary, evidence, analysis, type: "metrics_shared" });

    const res = await org.request("GET", `/api/v1/signals/${id}`);
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data).toMatchObject({
      id,
      entityId: e,
      companyName: "Acme Robotics",
      type: "metrics_shared",
      summary,
      evidence,
      analysis,
      runId: null,
    });

    const compact = (await (await org.request("GET", `/api/v1/signals/${id}?view=compact`)).json()).data;
    expect(compact.summary).toHaveLength(300);
    expect(compact.evidence).toHaveLength(3);
    expect(compact).not.toHaveProperty("analysis");
    expect((await org.request("GET", `/api/v1/signals/${id}?view=everything`)).status).toBe(400);
  });
});

describeAuthMatrix(
  "signals",
  [
    { method: "GET", path: "/api/v1/signals", scopes: ["tracker:read"] },
    { method: "GET", path: (id) => `/api/v1/signals/${id}`, scopes: ["tracker:read"] },
  ],
  {
    makeResource: async (org) => {
      const rt = await getRuntime();
      return seedSignal(rt.deps.db, org.orgId, await seedCompany(rt.deps.db, org.orgId, { name: "Acme" }));
    },
  },
);
