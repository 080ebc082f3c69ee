import { z } from "zod";
import { CrmError, crmGet, type CrmHttp } from "./http";
import type { CrmClient } from "./types";

/*
 * Attio's REST API v2 (docs.attio.com, "Identify" and "Get a list"): an access token as a Bearer
 * credential. GET /v2/self identifies the token (`active: false` for one that is not usable);
 * GET /v2/lists/{list} takes the list's UUID or its slug (scope list_configuration:read).
 */

const Self = z.object({
  active: z.boolean(),
  workspace_id: z.string().optional(),
  workspace_name: z.string().optional(),
  workspace_slug: z.string().optional(),
});

const List = z.object({
  data: z.object({
    id: z.object({ workspace_id: z.string(), list_id: z.string() }),
    api_slug: z.string().optional(),
    name: z.string(),
    parent_object: z.array(z.string()).optional(),
  }),
});

export function attioClient(http: Omit<CrmHttp, "product">): CrmClient {
  const h = { ...http, product: "Attio" };
  return {
    kind: "attio",
    product: h.product,
    async identify(token) {
      const self = await crmGet(h, token, "v2/self", Self);
      if (!self.active) throw new CrmError("token_rejected", "Attio says the token is not active.", 200);
      return { account: self.workspace_name ?? self.workspace_slug ?? self.workspace_id ?? "Attio workspace" };
    },
    async getList(token, listId) {
      const { data } = await crmGet(
        h,
        token,
        `v2/lists/${encodeURIComponent(listId)}`,
        List,
        `Attio has no list "${listId}" that this token can read.`,
      );
      return { id: data.id.list_id, name: data.name, entries: null };
    },
    listIdProblem: (listId) =>
      /^[A-Za-z0-9_-]{1,100}$/.test(listId) ? null : "must be an Attio list id (a UUID) or its slug",
  };
}
