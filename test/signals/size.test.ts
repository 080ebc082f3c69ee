import { beforeAll, describe, expect, it } from "vitest";
import { createTestOrg, getRuntime } from "../support/harness";
import { bodyBytes, LONG_COMPANY_NAMES, longEvidence, longProse } from "../support/realistic";
import { seedCompany, seedSignal } from "../support/seed";

beforeAll(async () => {
  await getRuntime(); // PGlite starts once per worker; not on a test's clock
});

describe("signals page size", () => {
  it(
    "a compact page of 25 with long summaries and evidence " + "stays within 24 KB; full is several times larger",
    async () => {
      const rt = await getRuntime();
      const org = await createTestOrg();
      const companies = [];
      for (const name of LONG_COMPANY_NAMES) companies.push(await seedCompany(rt.deps.db, org.orgId, { name }));
      for (let i = 0; i < 25; i++) {
        await seedSignal(rt.deps.db, org.orgId, companies[i % companies.length]!, {
          type: "customer_partnership",
          severity: "medium",
          recommendation: "reach_out",
          needsAttention: true,
          summary: longProse(1500),
          evidence: longEvidence(8, i),
          analysis: { reasoning: longProse(4000), facts: longEvidence(8, i) },
        });
      }
      const compact = await org.request("GET", "/api/v1/signals?limit=25");
      const compactBytes = await bodyBytes(compact);
      expect(compactBytes).toBeLessThanOrEqual(24 * 1000);
      const page = await (await org.request("GET", "/api/v1/signals?limit=25")).json();
      expect(page.data).toHaveLength(25);
      for (const s of page.data) {
        expect(Array.from(s.summary as string).length).toBeLessThanOrEqual(300);
        expect(s.evidence.length).toBeGreaterThanOrEqual(1);
        expect(s.evidence.length).toBeLessThanOrEqual(3);
      }
      const fullBytes = await bodyBytes(await org.request("GET", "/api/v1/signals?limit=25&view=full"));
      expect(fullBytes).toBeGreaterThan(3 * compactBytes);
    },
  );
});
