import { z } from "zod";
import { crmGet, crmRequest, type CrmHttp, foundOrMade } from "./http";
import { type CrmClient, type CrmCompany, isFounderTitle } from "./types";

/*
 * HubSpot's APIs (developers.hubspot.com): a private app's access token as a Bearer credential.
 * GET /account-info/v3/details names the portal the token belongs to; the lists API v3,
 * GET /crm/v3/lists/{listId}, answers `{ list: { listId, name, size, … } }` (scope crm.lists.read).
 * GET /crm/v3/lists/{listId}/memberships pages the list's record ids (`limit`, `after` from
 * `paging.next.after`); POST /crm/v3/objects/companies/batch/read reads up to 100 companies'
 * properties at once (scope crm.objects.companies.read). Notes: POST /crm/v3/objects/notes with
 * `hs_timestamp` and `hs_note_body` and an association to the company (HUBSPOT_DEFINED type 190,
 * note to company); POST /crm/v3/objects/notes/search finds a company's notes by
 * `associations.company` (HubSpot asks crm.objects.contacts.read and .write for notes). A lead's
 * company is found with POST /crm/v3/objects/companies/search on `domain`, or made with POST
 * /crm/v3/objects/companies (crm.objects.companies.write), and put on the list with PUT
 * /crm/v3/lists/{listId}/memberships/add (crm.lists.write), which adds a member once. Founders: the
 * company's contacts (GET /crm/v4/objects/companies/{id}/associations/contacts), read with POST
 * /crm/v3/objects/contacts/batch/read (`firstname`, `lastname`, `jobtitle`; crm.objects.contacts.read).
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

const PAGE = 100;
const PROPERTIES = ["name", "domain", "website", "hs_additional_domains", "linkedin_company_page"];

const Memberships = z.object({
  results: z.array(z.union([z.object({ recordId: z.union([z.string(), z.number()]) }).loose(), z.string()])),
  paging: z
    .object({ next: z.object({ after: z.string() }).loose().optional() })
    .loose()
    .optional(),
});

const Companies = z.object({
  results: z.array(z.object({ id: z.string(), properties: z.record(z.string(), z.string().nullable()) }).loose()),
});

function company(r: z.infer<typeof Companies>["results"][number]): CrmCompany {
  const p = r.properties;
  const websiteHost = (() => {
    try {
      return p.website ? new URL(/^https?:\/\//i.test(p.website) ? p.website : `https://${p.website}`).hostname : "";
    } catch {
      return "";
    }
  })();
  const domains = [p.domain, websiteHost, ...(p.hs_additional_domains ?? "").split(";")]
    .map(
      (d) =>
        d
          ?.trim()
          .toLowerCase()
          .replace(/^www\./, "") ?? "",
    )
    .filter(Boolean);
  return {
    recordId: r.id,
    name: p.name?.trim() || null,
    domains: [...new Set(domains)],
    linkedinUrl: p.linkedin_company_page?.trim() || null,
  };
}

/** HubSpot's association type of a note to a company. */
const NOTE_TO_COMPANY = 190;

/** A CRM object as HubSpot answers it (a note, a company): its id and the properties asked for. */
const NoteObject = z.object({ id: z.string(), properties: z.record(z.string(), z.string().nullable()).optional() });

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
    async *listCompanies(token, listId) {
      let after: string | undefined;
      do {
        const page = await crmGet(
          h,
          token,
          `crm/v3/lists/${listId}/memberships?limit=${PAGE}${after ? `&after=${encodeURIComponent(after)}` : ""}`,
          Memberships,
          `HubSpot has no list ${listId} that this token can read.`,
        );
        const ids = page.results.map((r) => (typeof r === "string" ? r : String(r.recordId)));
        if (ids.length) {
          const read = await crmRequest(
            h,
            token,
            {
              method: "POST",
              path: "crm/v3/objects/companies/batch/read",
              body: { properties: PROPERTIES, inputs: ids.map((id) => ({ id })) },
            },
            Companies,
          );
          yield read.results.map(company);
        }
        after = page.paging?.next?.after;
      } while (after);
    },
    async addToList(token, listId, company) {
      const { recordId, created } = await foundOrMade(
        async () => {
          const search = {
            filterGroups: [{ filters: [{ propertyName: "domain", operator: "EQ", value: company.domain }] }],
            properties: ["name", "domain"],
            limit: 1,
          };
          const call = { method: "POST" as const, path: "crm/v3/objects/companies/search", body: search };
          return (await crmRequest(h, token, call, z.object({ results: z.array(NoteObject) }))).results[0]?.id;
        },
        async () => {
          const properties = { name: company.name, domain: company.domain };
          const call = { method: "POST" as const, path: "crm/v3/objects/companies", body: { properties } };
          return (await crmRequest(h, token, call, NoteObject)).id;
        },
      );
      await crmRequest(
        h,
        token,
        {
          method: "PUT",
          path: `crm/v3/lists/${listId}/memberships/add`,
          body: [recordId],
          notFound: `HubSpot has no list ${listId} that this token can read.`,
        },
        z.object({ recordIdsAdded: z.array(z.string()).optional() }).loose(),
      );
      return { recordId, created };
    },
    async founders(token, recordId) {
      const linked = await crmGet(
        h,
        token,
        `crm/v4/objects/companies/${recordId}/associations/contacts?limit=100`,
        z.object({ results: z.array(z.object({ toObjectId: z.union([z.string(), z.number()]) }).loose()) }),
      );
      const ids = linked.results.slice(0, 20).map((r) => String(r.toObjectId));
      if (!ids.length) return [];
      const people = await crmRequest(
        h,
        token,
        {
          method: "POST",
          path: "crm/v3/objects/contacts/batch/read",
          body: { properties: ["firstname", "lastname", "jobtitle"], inputs: ids.map((id) => ({ id })) },
        },
        z.object({ results: z.array(NoteObject) }),
      );
      return people.results
        .map((p) => p.properties ?? {})
        .filter((p) => isFounderTitle(p.jobtitle))
        .map((p) => ({ name: [p.firstname, p.lastname].filter(Boolean).join(" ").trim(), linkedinUrl: null }))
        .filter((f) => f.name);
    },
    async writeNote(token, recordId, note) {
      const made = await crmRequest(
        h,
        token,
        {
          method: "POST",
          path: "crm/v3/objects/notes",
          body: {
            properties: { hs_timestamp: note.at.toISOString(), hs_note_body: note.html },
            associations: [
              {
                to: { id: recordId },
                types: [{ associationCategory: "HUBSPOT_DEFINED", associationTypeId: NOTE_TO_COMPANY }],
              },
            ],
          },
          notFound: `HubSpot has no company ${recordId}.`,
        },
        NoteObject,
      );
      return { noteId: made.id };
    },
    async findNote(token, recordId, marker) {
      const found = await crmRequest(
        h,
        token,
        {
          method: "POST",
          path: "crm/v3/objects/notes/search",
          body: {
            filterGroups: [{ filters: [{ propertyName: "associations.company", operator: "EQ", value: recordId }] }],
            properties: ["hs_note_body"],
            sorts: [{ propertyName: "hs_timestamp", direction: "DESCENDING" }],
            limit: 100,
          },
        },
        z.object({ results: z.array(NoteObject) }),
      );
      return found.results.find((n) => n.properties?.hs_note_body?.includes(marker))?.id ?? null;
    },
    listIdProblem: (listId) =>
      /^\d{1,18}$/.test(listId) ? null : "must be a HubSpot list id (a number, as in the list's URL)",
  };
}
