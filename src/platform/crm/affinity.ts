import { z } from "zod";
import { crmGet, type CrmHttp } from "./http";
import type { CrmClient, CrmCompany } from "./types";

/*
 * Affinity's API v2 (developer.affinity.co, "Get current user" and "Get metadata on a single
 * List"): an API key as a Bearer credential. GET /v2/auth/whoami names the tenant; GET
 * /v2/lists/{listId} takes the list's numeric id. GET /v2/lists/{listId}/list-entries pages the
 * list's rows (`limit`, then `pagination.nextUrl` until it is null); a company row's `entity` holds
 * the company's `id`, `name`, `domain` and `domains`.
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

const ENTRIES_PAGE = 100;

const ListEntries = z.object({
  data: z.array(
    z
      .object({
        type: z.string(),
        entity: z
          .object({
            id: z.number().int(),
            name: z.string().nullable().optional(),
            domain: z.string().nullable().optional(),
            domains: z.array(z.string()).optional(),
          })
          .loose(),
      })
      .loose(),
  ),
  pagination: z.object({ nextUrl: z.string().nullable().optional() }).loose(),
});

function company(entity: z.infer<typeof ListEntries>["data"][number]["entity"]): CrmCompany {
  const domains = [entity.domain, ...(entity.domains ?? [])].map((d) => d?.trim() ?? "").filter(Boolean);
  return {
    recordId: String(entity.id),
    name: entity.name?.trim() || null,
    domains: [...new Set(domains)],
    linkedinUrl: null,
  };
}

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
    async *listCompanies(token, listId) {
      let next: string | null = `v2/lists/${listId}/list-entries?limit=${ENTRIES_PAGE}`;
      while (next) {
        const answer: z.infer<typeof ListEntries> = await crmGet(
          h,
          token,
          next,
          ListEntries,
          `Affinity has no list ${listId} that this key can read.`,
        );
        yield answer.data.filter((e) => e.type === "company").map((e) => company(e.entity));
        next = answer.pagination.nextUrl ?? null;
      }
    },
    listIdProblem: (listId) =>
      /^[1-9]\d{0,15}$/.test(listId) ? null : "must be an Affinity list id (a number, as in the list's URL)",
  };
}
