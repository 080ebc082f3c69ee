import { z } from "zod";
import { CrmError, crmGet, crmRequest, type CrmHttp, foundOrMade } from "./http";
import { type CrmClient, type CrmCompany, type CrmFounder, isFounderTitle } from "./types";

/*
 * Attio's REST API v2 (docs.attio.com, "Identify" and "Get a list"): an access token as a Bearer
 * credential. GET /v2/self identifies the token (`active: false` for one that is not usable);
 * GET /v2/lists/{list} takes the list's UUID or its slug (scope list_configuration:read).
 * A list's entries are read with POST /v2/lists/{list}/entries/query, `limit` and `offset`; each
 * names its company record (`parent_record_id`), read with GET /v2/objects/companies/records/{id}
 * (scope record_permission:read): its `values` hold `name`, `domains` and `linkedin`, each a list of
 * values over time, the current one first. Notes: POST /v2/notes `{ data: { parent_object,
 * parent_record_id, title, format, content } }`, and GET /v2/notes?parent_object&parent_record_id
 * lists a record's notes (scope note:read-write). A lead's company is found with POST
 * /v2/objects/companies/records/query filtering on `domains`, or made with POST
 * /v2/objects/companies/records, and put on the list with PUT /v2/lists/{list}/entries, which
 * asserts the entry by its parent record (a second call changes nothing; scopes record_permission:
 * read-write, list_entry:read-write). Founders: the company's `team` attribute references its
 * people, each read with GET /v2/objects/people/records/{id} (`name`, `job_title`, `linkedin`).
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

const ENTRIES_PAGE = 100;

const Entries = z.object({
  data: z.array(z.object({ parent_record_id: z.string(), parent_object: z.string().optional() }).loose()),
});

const CompanyRecord = z.object({
  data: z.object({
    id: z.object({ record_id: z.string() }).loose(),
    values: z
      .object({
        name: z.array(z.object({ value: z.string().nullable().optional() }).loose()).optional(),
        domains: z.array(z.object({ domain: z.string().nullable().optional() }).loose()).optional(),
        linkedin: z.array(z.object({ value: z.string().nullable().optional() }).loose()).optional(),
        team: z.array(z.object({ target_record_id: z.string() }).loose()).optional(),
      })
      .loose(),
  }),
});

const PersonRecord = z.object({
  data: z.object({
    values: z
      .object({
        name: z.array(z.object({ full_name: z.string().nullable().optional() }).loose()).optional(),
        job_title: z.array(z.object({ value: z.string().nullable().optional() }).loose()).optional(),
        linkedin: z.array(z.object({ value: z.string().nullable().optional() }).loose()).optional(),
      })
      .loose(),
  }),
});

/** The most people of a company read for its founders. */
const TEAM_READ = 20;

function company(record: z.infer<typeof CompanyRecord>["data"]): CrmCompany {
  const v = record.values;
  return {
    recordId: record.id.record_id,
    name: v.name?.[0]?.value?.trim() || null,
    domains: (v.domains ?? []).map((d) => d.domain?.trim() ?? "").filter(Boolean),
    linkedinUrl: v.linkedin?.[0]?.value?.trim() || null,
  };
}

const Note = z.object({
  id: z.object({ note_id: z.string() }).loose(),
  content_plaintext: z.string().nullable().optional(),
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
    async *listCompanies(token, listId) {
      const list = encodeURIComponent(listId);
      for (let offset = 0; ; offset += ENTRIES_PAGE) {
        const { data } = await crmRequest(
          h,
          token,
          {
            method: "POST",
            path: `v2/lists/${list}/entries/query`,
            body: { limit: ENTRIES_PAGE, offset },
            notFound: `Attio has no list "${listId}" that this token can read.`,
          },
          Entries,
        );
        const page: CrmCompany[] = [];
        for (const entry of data) {
          if (entry.parent_object && entry.parent_object !== "companies") continue;
          const record = await crmGet(
            h,
            token,
            `v2/objects/companies/records/${encodeURIComponent(entry.parent_record_id)}`,
            CompanyRecord,
          );
          page.push(company(record.data));
        }
        yield page;
        if (data.length < ENTRIES_PAGE) return;
      }
    },
    async addToList(token, listId, company) {
      const Records = z.object({
        data: z.array(z.object({ id: z.object({ record_id: z.string() }).loose() }).loose()),
      });
      const Made = z.object({ data: z.object({ id: z.object({ record_id: z.string() }).loose() }).loose() });
      const { recordId, created } = await foundOrMade(
        async () => {
          const query = { filter: { domains: { domain: { $eq: company.domain } } }, limit: 1 };
          const call = { method: "POST" as const, path: "v2/objects/companies/records/query", body: query };
          return (await crmRequest(h, token, call, Records)).data[0]?.id.record_id;
        },
        async () => {
          const values = { name: company.name, domains: [company.domain] };
          const call = { method: "POST" as const, path: "v2/objects/companies/records", body: { data: { values } } };
          return (await crmRequest(h, token, call, Made)).data.id.record_id;
        },
      );
      await crmRequest(
        h,
        token,
        {
          method: "PUT",
          path: `v2/lists/${encodeURIComponent(listId)}/entries`,
          body: { data: { parent_record_id: recordId, parent_object: "companies", entry_values: {} } },
          notFound: `Attio has no list "${listId}" that this token can read.`,
        },
        z.object({ data: z.object({ parent_record_id: z.string() }).loose() }),
      );
      return { recordId, created };
    },
    async founders(token, recordId) {
      const company = await crmGet(
        h,
        token,
        `v2/objects/companies/records/${encodeURIComponent(recordId)}`,
        CompanyRecord,
      );
      const out: CrmFounder[] = [];
      for (const member of (company.data.values.team ?? []).slice(0, TEAM_READ)) {
        const person = await crmGet(
          h,
          token,
          `v2/objects/people/records/${encodeURIComponent(member.target_record_id)}`,
          PersonRecord,
          "gone",
        ).catch((err: unknown) => {
          // A person deleted since the company named them is left out, not the sync.
          if (err instanceof CrmError && err.reason === "not_found") return null;
          throw err;
        });
        const v = person?.data.values;
        const name = v?.name?.[0]?.full_name?.trim();
        if (name && isFounderTitle(v?.job_title?.[0]?.value))
          out.push({ name, linkedinUrl: v?.linkedin?.[0]?.value?.trim() || null });
      }
      return out;
    },
    async writeNote(token, recordId, note) {
      const { data } = await crmRequest(
        h,
        token,
        {
          method: "POST",
          path: "v2/notes",
          body: {
            data: {
              parent_object: "companies",
              parent_record_id: recordId,
              title: note.title,
              format: "plaintext",
              content: note.text,
            },
          },
          notFound: `Attio has no company record ${recordId}.`,
        },
        z.object({ data: Note }),
      );
      return { noteId: data.id.note_id };
    },
    async findNote(token, recordId, marker) {
      const { data } = await crmGet(
        h,
        token,
        `v2/notes?parent_object=companies&parent_record_id=${encodeURIComponent(recordId)}&limit=50`,
        z.object({ data: z.array(Note) }),
      );
      return data.find((n) => n.content_plaintext?.includes(marker))?.id.note_id ?? null;
    },
    listIdProblem: (listId) =>
      /^[A-Za-z0-9_-]{1,100}$/.test(listId) ? null : "must be an Attio list id (a UUID) or its slug",
  };
}
