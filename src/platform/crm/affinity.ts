import { z } from "zod";
import { crmGet, type CrmHttp } from "./http";
import type { CrmClient } from "./types";

/*
 * Affinity's API v2 (developer.affinity.co, "Get current user" and "Get metadata on a single
 * List"): an API key as a Bearer credential. GET /v2/auth/whoami names the tenant; GET
 * /v2/lists/{listId} takes the list's numeric id.
 */

const WhoAmI = z.object({
  tenant: z.object({ id: z.number(), name: z.string(), subdomain: z.string().optional() }),
  user: z.object({ id: z.number() }).loose(),
});

const List = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.string().optional(),
  isPublic: z.boolean().optional(),
});

export function affinityClient(http: Omit<CrmHttp, "product">): CrmClient {
  const h = { ...http, product: "Affinity" };
  return {
    kind: "affinity",
    product: h.product,
    async identify(token) {
      const me = await crmGet(h, token, "v2/auth/whoami", WhoAmI);
      return { account: me.tenant.name };
    },
    async getList(token, listId) {
      const list = await crmGet(
        h,
        token,
        `v2/lists/${listId}`,
        List,
        `Affinity has no list ${listId} that this key can read.`,
      );
      return { id: String(list.id), name: list.name, entries: null };
    },
    listIdProblem: (listId) =>
      /^[1-9]\d{0,15}$/.test(listId) ? null : "must be an Affinity list id (a number, as in the list's URL)",
  };
}
