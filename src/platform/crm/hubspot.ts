import { z } from "zod";
import { crmGet, type CrmHttp } from "./http";
import type { CrmClient } from "./types";

/*
 * HubSpot's APIs (developers.hubspot.com): a private app's access token as a Bearer credential.
 * GET /account-info/v3/details names the portal the token belongs to; the lists API v3,
 * GET /crm/v3/lists/{listId}, answers `{ list: { listId, name, size, … } }` (scope crm.lists.read).
 */

const Account = z.object({ portalId: z.number(), uiDomain: z.string().optional() }).loose();

const List = z.object({
  list: z.object({
    listId: z.union([z.string(), z.number()]),
    name: z.string(),
    objectTypeId: z.string().optional(),
    processingType: z.string().optional(),
    size: z.number().int().nonnegative().optional(),
  }),
});

export function hubspotClient(http: Omit<CrmHttp, "product">): CrmClient {
  const h = { ...http, product: "HubSpot" };
  return {
    kind: "hubspot",
    product: h.product,
    async identify(token) {
      const account = await crmGet(h, token, "account-info/v3/details", Account);
      return { account: `HubSpot portal ${account.portalId}` };
    },
    async getList(token, listId) {
      const { list } = await crmGet(
        h,
        token,
        `crm/v3/lists/${listId}`,
        List,
        `HubSpot has no list ${listId} that this token can read.`,
      );
      return { id: String(list.listId), name: list.name, entries: list.size ?? null };
    },
    listIdProblem: (listId) =>
      /^\d{1,18}$/.test(listId) ? null : "must be a HubSpot list id (a number, as in the list's URL)",
  };
}
