import { syncChecks } from "../../src/lifecycle/checks";
import { HttpFetcher } from "../../src/platform/fetcher";
import { resolveHostWithDns } from "../../src/platform/fetcher-node";
import type { TestOrg } from "../support/harness";
import { isolatedLifecycleRuntime } from "../support/test-pipeline";

/* What the freshness tests share: their runtime, a company with checks of loopback sources, due. */

export type FreshnessRuntime = Awaited<ReturnType<typeof isolatedLifecycleRuntime>>;

/**
 * Checks are worked across the whole table: on real Postgres, a database of the file's own. The
 * fetcher may reach loopback, where the tests' sources answer.
 */
export async function freshnessRuntime(): Promise<{ rt: FreshnessRuntime; org: TestOrg; fetcher: HttpFetcher }> {
  const rt = await isolatedLifecycleRuntime();
  const org = await rt.createOrg();
  return {
    rt,
    org,
    fetcher: new HttpFetcher({ resolveHost: resolveHostWithDns, allowPrivateNetwork: true, clock: rt.clock }),
  };
}

/** Other files' checks (their fixture sites are gone) are not this test's to work: due in a year. */
export const parkOtherChecks = (rt: FreshnessRuntime, org: TestOrg) =>
  rt.deps.db
    .updateTable("checks")
    .set({ next_check_at: new Date(rt.clock.now().getTime() + 365 * 86_400_000) })
    .where("org_id", "<>", org.orgId)
    .execute();

/** The company's checks due now. */
export const due = (rt: FreshnessRuntime, entityId: string) =>
  rt.deps.db
    .updateTable("checks")
    .set({ next_check_at: new Date(rt.clock.now().getTime() - 1000) })
    .where("entity_id", "=", entityId)
    .execute();

export const checksOf = (rt: FreshnessRuntime, entityId: string) =>
  rt.deps.db.selectFrom("checks").selectAll().where("entity_id", "=", entityId).orderBy("url").execute();

let n = 0;

/** A company whose enrichment and first run are done, with checks of the given sources at `origin`, all due. */
export async function companyWithChecks(
  rt: FreshnessRuntime,
  org: TestOrg,
  origin: string,
  sources: { kind: string; source?: string; path: string }[],
  name = "Lumen",
): Promise<string> {
  const i = `${process.pid}-${++n}`;
  const res = await org.request("POST", "/api/v1/tracker", {
    body: {
      companyName: `${name} ${i}`,
      companyWebsite: `https://${name.toLowerCase()}-${i}.example`,
      thingsToTrack: "Product Updates",
      alertEmails: ["p@fund.example"],
    },
  });
  const id = ((await res.json()) as { data: { id: string } }).data.id;
  await rt.settle();
  await rt.runner.drain();
  await syncChecks(
    rt.deps.db,
    { id, org_id: org.orgId },
    sources.map((s) => ({ kind: s.kind, source: s.source, url: `${origin}${s.path}`, ok: true })),
    rt.clock.now(),
    60,
  );
  await due(rt, id);
  return id;
}
