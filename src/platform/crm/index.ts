import type { Config } from "../../config";
import { affinityClient } from "./affinity";
import { attioClient } from "./attio";
import { hubspotClient } from "./hubspot";
import type { CrmClient, CrmKind } from "./types";

export { CrmError, type CrmFailure } from "./http";
export {
  CRM_KINDS,
  CRM_PRODUCTS,
  isFounderTitle,
  type CrmClient,
  type CrmCompany,
  type CrmFounder,
  type CrmKind,
  type CrmList,
  type CrmNewCompany,
  type CrmNote,
} from "./types";

/** The client of a CRM, at the base URL the configuration names (docs/configuration.md). */
export function crmClient(
  config: Pick<Config, "ATTIO_API_URL" | "AFFINITY_API_URL" | "HUBSPOT_API_URL" | "CRM_TIMEOUT_MS">,
  kind: CrmKind,
): CrmClient {
  const timeoutMs = config.CRM_TIMEOUT_MS;
  switch (kind) {
    case "attio":
      return attioClient({ baseUrl: config.ATTIO_API_URL, timeoutMs });
    case "affinity":
      return affinityClient({ baseUrl: config.AFFINITY_API_URL, timeoutMs });
    case "hubspot":
      return hubspotClient({ baseUrl: config.HUBSPOT_API_URL, timeoutMs });
  }
}
