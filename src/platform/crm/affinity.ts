import { z } from "zod";
import { crmGet, crmRequest, type CrmHttp, foundOrMade } from "./http";
import type { CrmClient, CrmCompany } from "./types";

/*
 * Affinity's API v2 (developer.affinity.co, "Get current user" and "Get metadata on a single
 * List"): an API key as a Bearer credential. GET /v2/auth/whoami names the tenant; GET
 * /v2/lists/{listId} takes the list's numeric id. GET /v2/lists/{listId}/list-entries pages the
 * list's rows (`limit`, then `pagination.nextUrl` until it is null); a company row's `entity` holds
 * the company's `id`, `name`, `domain` and `domains`. Notes are written with API v1 (v2 reads them
 * only): POST /notes `{ organization_ids, content }`, and GET /notes?organization_id lists a
 * company's notes; v1 takes the key as the password of HTTP Basic. A lead's company is found with v1
 * GET /organizations?term={domain}, or made with v1 POST /organizations `{ name, domain }`; v2 GET
 * /v2/companies/{id}/list-entries says whether it is on the list, and POST
 * /v2/lists/{listId}/list-entries `{ entity: { id } }` puts it there.
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

const V1Note = z.object({ id: z.number().int(), content: z.string().nullable().optional() }).loose();

/** API v1's credential: HTTP Basic, no user name, the key as the password. */
const basic = (key: string) => `Basic ${btoa(`:${key}`)}`;

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
    async addToList(token, listId, company) {
      const v1 = { ...h, authorization: basic };
      const Organization = z
        .object({
          id: z.number().int(),
          domain: z.string().nullable().optional(),
          domains: z.array(z.string()).optional(),
        })
        .loose();
      const search = await crmGet(
        v1,
        token,
        `organizations?term=${encodeURIComponent(company.domain)}&page_size=10`,
        z.object({ organizations: z.array(Organization) }).loose(),
      );
      const domain = company.domain.toLowerCase();
      const { recordId, created } = await foundOrMade(
        async () => {
          const match = search.organizations.find(
            (o) => o.domain?.toLowerCase() === domain || o.domains?.some((d) => d.toLowerCase() === domain),
          );
          return match ? String(match.id) : undefined;
        },
        async () => {
          const call = { method: "POST" as const, path: "organizations", body: { name: company.name, domain } };
          return String((await crmRequest(v1, token, call, Organization)).id);
        },
      );
      const id = Number(recordId);
      const entries = await crmGet(
        h,
        token,
        `v2/companies/${id}/list-entries?limit=100`,
        z.object({ data: z.array(z.object({ listId: z.number().int() }).loose()) }).loose(),
      );
      if (!entries.data.some((e) => String(e.listId) === listId))
        await crmRequest(
          h,
          token,
          {
            method: "POST",
            path: `v2/lists/${listId}/list-entries`,
            body: { entity: { id } },
            notFound: `Affinity has no list ${listId} that this key can read.`,
          },
          z.object({ id: z.number().int() }).loose(),
        );
      return { recordId, created };
    },
    // Affinity's people at a company carry no job title that says who founded it: none are guessed.
    founders: async () => [],
    async writeNote(token, recordId, note) {
      const made = await crmRequest(
        { ...h, authorization: basic },
        token,
        {
          method: "POST",
          path: "notes",
          body: { organization_ids: [Number(recordId)], content: note.text },
          notFound: `Affinity has no company ${recordId}.`,
        },
        V1Note,
      );
      return { noteId: String(made.id) };
    },
    async findNote(token, recordId, marker) {
      const page = await crmGet(
        { ...h, authorization: basic },
        token,
        `notes?organization_id=${encodeURIComponent(recordId)}&page_size=100`,
        z.union([z.array(V1Note), z.object({ notes: z.array(V1Note) }).loose()]),
      );
      const notes = Array.isArray(page) ? page : page.notes;
      const found = notes.find((n) => n.content?.includes(marker));
      return found ? String(found.id) : null;
    },
    listIdProblem: (listId) =>
      /^[1-9]\d{0,15}$/.test(listId) ? null : "must be an Affinity list id (a number, as in the list's URL)",
  };
}
