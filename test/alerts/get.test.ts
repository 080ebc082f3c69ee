import { beforeAll, describe, expect, it } from "vitest";
import { describeAuthMatrix } from "../support/auth-matrix";
import { createTestOrg, getRuntime } from "../support/harness";
import { bodyBytes, LONG_COMPANY_NAMES, longProse } from "../support/realistic";
import { seedAlert, seedCompany, seedSignal } from "../support/seed";

beforeAll(async () => {
  await getRuntime();
});

describe("GET /api/v1/alerts/{id}", () => {
  it("returns the full view with rule evaluations by default, compact on request, whatever the outcome", async () => {
    const rt = await getRuntime();
    const org = await createTestOrg();
    const e = await seedCompany(rt.deps.db, org.orgId, { name: "Acme" });
    const signalId = await seedSignal(rt.deps.db, org.orgId, e);
    const ruleEvaluations = [{ rule: "Product Updates", matched: true, detail: "Launched v2." }];
    const id = await seedAlert(rt.deps.db, org.orgId, e, {
      signalId,
      outcome: "failed",
      subject: "Acme launched v2",
      ruleEvaluations,
      recipients: ["p@example.com"],
    });

    const res = await org.request("GET", `/api/v1/alerts/${id}`);
    expect(res.status).toBe(200);
    expect((await res.json()).data).toEqual({
      id,
      entityId: e,
      companyName: "Acme",
      signalId,
      outcome: "failed",
      reason: "Matched: Fundraising Signals",
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}\+00:00$/),
      recipients: ["p@example.com"],
      subject: "Acme launched v2",
      ruleEvaluations,
    });
    const compact = (await (await org.request("GET", `/api/v1/alerts/${id}?view=compact`)).json()).data;
    expect(compact).not.toHaveProperty("ruleEvaluations");
  });
});

describe("alerts page size", () => {
  it("a compact page of 25 with long reasons stays within 19 KB", async () => {
    const rt = await getRuntime();
    const org = await createTestOrg();
    const companies = [];
    for (const name of LONG_COMPANY_NAMES) companies.push(await seedCompany(rt.deps.db, org.orgId, { name }));
    for (let i = 0; i < 25; i++) {
      const e = companies[i % companies.length]!;
      await seedAlert(rt.deps.db, org.orgId, e, {
        signalId: await seedSignal(rt.deps.db, org.orgId, e),
        reason: longProse(900),
        subject: longProse(150),
        recipients: Array.from({ length: 10 }, (_, j) => `partner${j}@northwind-ventures.example`),
        ruleEvaluations: Array.from({ length: 6 }, (_, j) => ({
          rule: `Rule ${j}`,
          matched: j === 0,
          detail: longProse(300),
        })),
      });
    }
    const bytes = await bodyBytes(await org.request("GET", "/api/v1/alerts?limit=25"));
    expect(bytes).toBeLessThanOrEqual(19 * 1000);
    const full = await bodyBytes(await org.request("GET", "/api/v1/alerts?limit=25&view=full"));
    expect(full).toBeGreaterThan(3 * bytes);
  });
});

describeAuthMatrix(
  "alerts",
  [
    { method: "GET", path: "/api/v1/alerts", scopes: ["tracker:read"] },
    { method: "GET", path: (id) => `/api/v1/alerts/${id}`, scopes: ["tracker:read"] },
  ],
  {
    makeResource: async (org) => {
      const rt = await getRuntime();
      return seedAlert(rt.deps.db, org.orgId, await seedCompany(rt.deps.db, org.orgId, { name: "Acme" }));
    },
  },
);
