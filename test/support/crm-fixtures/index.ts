import type { CrmKind } from "../../../src/platform/crm";
import { startAffinityFixture } from "./affinity";
import { startAttioFixture } from "./attio";
import { startHubspotFixture } from "./hubspot";
import type { CrmFixture } from "./server";

export type { CrmFixture, FixtureList } from "./server";
export { startAffinityFixture, startAttioFixture, startHubspotFixture };

export type CrmFixtures = Record<CrmKind, CrmFixture> & {
  /** The settings that point the app at these fixtures. */
  env: Record<string, string>;
  close(): Promise<void>;
};

/** All three CRMs on loopback. */
export async function startCrmFixtures(): Promise<CrmFixtures> {
  const [attio, affinity, hubspot] = await Promise.all([
    startAttioFixture(),
    startAffinityFixture(),
    startHubspotFixture(),
  ]);
  return {
    attio,
    affinity,
    hubspot,
    env: { ATTIO_API_URL: attio.url, AFFINITY_API_URL: affinity.url, HUBSPOT_API_URL: hubspot.url },
    close: async () => {
      await Promise.all([attio.close(), affinity.close(), hubspot.close()]);
    },
  };
}
