import {
  companyByDomain,
  companyById,
  type CrmFixture,
  type FixtureCompany,
  type FixtureList,
  type FixtureNote,
  pageOf,
  personById,
  startCrmFixture,
} from "./server";

/*
 * Attio REST API v2 (docs.attio.com): GET /v2/self identifies the token; GET /v2/lists/{list}
 * takes a list's UUID or slug and answers `{ data: { id: { workspace_id, list_id }, api_slug, name,
 * parent_object, … } }`. POST /v2/lists/{list}/entries/query takes `{ limit, offset }` (limit 500 at
 * most) and answers `{ data: [entry] }`, each entry naming its record (`parent_record_id`,
 * `parent_object`); GET /v2/objects/companies/records/{record_id} answers the record, its attribute
 * values each a list of `{ active_from, active_until, created_by_actor, …, attribute_type }`.
 * POST /v2/notes `{ data: { parent_object, parent_record_id, title, format, content } }` answers the
 * note (`id.note_id`, `content_plaintext`, …); GET /v2/notes?parent_object&parent_record_id&limit
 * lists a record's notes, newest first. Errors are `{ status_code, type, code, message }`.
 */

const WORKSPACE_ID = "14beef7a-99f7-4534-a87e-70b564330a4c";

const COMPANIES_OBJECT_ID = "97052eb9-e65e-443f-a297-f2d9a4a7f795";
const PEOPLE_OBJECT_ID = "e8a3b6f1-4c2d-4b5a-9f0e-1d2c3b4a5f60";
const ACTOR = { type: "workspace-member", id: "50cf242c-7fa3-4cad-87d0-75b1af71c57b" };

export const ATTIO_LISTS: FixtureList[] = [
  {
    id: "33ebdbe9-e529-47c9-b894-0ba25e9c15c0",
    slug: "dealflow",
    name: "Dealflow",
    companies: [
      { id: "bf071e1f-6035-429d-b874-d83ea64ea13b", name: "Lumen Ledger", domains: ["lumenledger.io"] },
      {
        id: "0a7e3c52-8d4f-4b91-a2c6-5e1f9d3b7a20",
        name: "Quarry Robotics",
        domains: ["quarryrobotics.com", "quarry.ai"],
        linkedin: "https://www.linkedin.com/company/quarry-robotics",
        people: [
          {
            id: "6f1c2b7e-3a9d-4e58-b0c4-2d7f8e9a1b35",
            firstName: "Maya",
            lastName: "Lindqvist",
            jobTitle: "Co-founder & CEO",
            linkedin: "https://www.linkedin.com/in/maya-lindqvist",
          },
          {
            id: "a4e9d0c1-7b2f-4c63-8e15-9f0a1b2c3d47",
            firstName: "Tomás",
            lastName: "Reyes",
            jobTitle: "Head of Sales",
          },
        ],
      },
    ],
  },
  {
    id: "7c2a1f0e-5b1d-4c0a-9d0b-3f1e2a4b5c6d",
    slug: "portfolio",
    name: "Portfolio",
    companies: [
      { id: "5d2e8f61-3a47-4c0b-9e18-7b6a5c4d3e21", name: "Tidepool Health", domains: ["tidepoolhealth.com"] },
    ],
  },
];

const value = (v: Record<string, unknown>, type: string) => ({
  active_from: "2026-01-05T10:00:00.000000000Z",
  active_until: null,
  created_by_actor: ACTOR,
  ...v,
  attribute_type: type,
});

export function startAttioFixture(opts: { token?: string; lists?: FixtureList[] } = {}): Promise<CrmFixture> {
  return startCrmFixture(
    {
      error: (status, message) => ({
        status_code: status,
        type: status === 401 ? "auth_error" : "invalid_request_error",
        code: status === 401 ? "invalid_authorization" : status === 429 ? "rate_limit_exceeded" : "not_found",
        message,
      }),
      route({ method, path, query, body }, lists, notes, records) {
        if (method === "POST" && path === "/v2/notes") return writeNote(body, lists, notes, records);
        if (method === "POST" && path.startsWith("/v2/objects/companies/records"))
          return companies(path, body, lists, records);
        if (method === "PUT") return assertEntry(path, body, lists, records);
        if (method === "POST") return post(path, body, lists);
        if (method !== "GET") return null;
        if (path === "/v2/notes") {
          const mine = notes.filter((n) => n.recordId === query.get("parent_record_id")).reverse();
          return { body: { data: mine.slice(0, Number(query.get("limit") ?? 10)).map(noteBody) } };
        }
        const person = /^\/v2\/objects\/people\/records\/([^/]+)$/.exec(path);
        if (person) {
          const p = personById(lists, records, decodeURIComponent(person[1]!));
          if (!p) return { notFound: `Record with ID "${person[1]}" not found.` };
          return {
            body: {
              data: {
                id: { workspace_id: WORKSPACE_ID, object_id: PEOPLE_OBJECT_ID, record_id: p.id },
                created_at: "2026-01-05T10:00:00.000000000Z",
                web_url: `https://app.attio.com/example-ventures/person/${p.id}/overview`,
                values: {
                  name: [
                    value(
                      { first_name: p.firstName, last_name: p.lastName, full_name: `${p.firstName} ${p.lastName}` },
                      "personal-name",
                    ),
                  ],
                  job_title: p.jobTitle ? [value({ value: p.jobTitle }, "text")] : [],
                  linkedin: p.linkedin ? [value({ value: p.linkedin }, "text")] : [],
                },
              },
            },
          };
        }
        const record = /^\/v2\/objects\/companies\/records\/([^/]+)$/.exec(path);
        if (record) {
          const c = companyById(lists, decodeURIComponent(record[1]!), records);
          if (!c) return { notFound: `Record with ID "${record[1]}" not found.` };
          return { body: { data: recordBody(c) } };
        }
        if (path === "/v2/self")
          return {
            body: {
              active: true,
              scope: "list_configuration:read list_entry:read",
              client_id: "",
              token_type: "Bearer",
              exp: null,
              iat: 1_700_000_000,
              sub: WORKSPACE_ID,
              aud: "",
              iss: "attio.com",
              authorized_by_workspace_member_id: "50cf242c-7fa3-4cad-87d0-75b1af71c57b",
              workspace_id: WORKSPACE_ID,
              workspace_name: "Example Ventures",
              workspace_slug: "example-ventures",
              workspace_logo_url: null,
            },
          };
        const m = /^\/v2\/lists\/([^/]+)$/.exec(path);
        if (!m) return null;
        const key = decodeURIComponent(m[1]!);
        const list = lists.find((l) => l.id === key || l.slug === key);
        if (!list) return { notFound: `List with slug/ID "${key}" not found.` };
        return {
          body: {
            data: {
              id: { workspace_id: WORKSPACE_ID, list_id: list.id },
              api_slug: list.slug ?? list.id,
              name: list.name,
              parent_object: ["companies"],
              workspace_access: "full-access",
              workspace_member_access: [],
              created_by_actor: { type: "workspace-member", id: "50cf242c-7fa3-4cad-87d0-75b1af71c57b" },
              created_at: "2026-01-05T10:00:00.000000000Z",
            },
          },
        };
      },
    },
    {
      token: opts.token ?? "attio_fixture_token_0123456789",
      lists: opts.lists ?? ATTIO_LISTS.map((l) => ({ ...l, companies: l.companies?.map((c) => ({ ...c })) })),
    },
  );
}

function noteBody(n: FixtureNote) {
  return {
    id: { workspace_id: WORKSPACE_ID, note_id: n.id },
    parent_object: "companies",
    parent_record_id: n.recordId,
    title: n.title,
    meeting_id: null,
    content_plaintext: n.content,
    content_markdown: n.content,
    tags: [],
    created_by_actor: { type: "api-token", id: "bb1bc4be-b5f8-4b0b-9d1f-7b8e2b1c6a10" },
    created_at: "2026-11-25T14:00:00.000000000Z",
  };
}

function recordBody(c: FixtureCompany) {
  return {
    id: { workspace_id: WORKSPACE_ID, object_id: COMPANIES_OBJECT_ID, record_id: c.id },
    created_at: "2026-01-05T10:00:00.000000000Z",
    web_url: `https://app.attio.com/example-ventures/company/${c.id}/overview`,
    values: {
      name: [value({ value: c.name }, "text")],
      domains: c.domains.map((d) => value({ domain: d, root_domain: d }, "domain")),
      linkedin: c.linkedin ? [value({ value: c.linkedin }, "text")] : [],
      team: (c.people ?? []).map((p) => value({ target_object: "people", target_record_id: p.id }, "record-reference")),
      description: [],
    },
  };
}

/** Querying company records by domain (`filter: { domains: { domain: { $eq } } }`), and making one. */
function companies(path: string, body: unknown, lists: FixtureList[], records: FixtureCompany[]) {
  if (path === "/v2/objects/companies/records/query") {
    const f = (body as { filter?: { domains?: { domain?: { $eq?: string } } } } | null)?.filter;
    const domain = f?.domains?.domain?.$eq;
    if (!domain) return null;
    const c = companyByDomain(lists, domain, records);
    return { body: { data: c ? [recordBody(c)] : [] } };
  }
  if (path !== "/v2/objects/companies/records") return null;
  const v = (body as { data?: { values?: { name?: string; domains?: string[] } } } | null)?.data?.values;
  if (!v?.name || !v.domains?.length) return null;
  const c = { id: crypto.randomUUID(), name: v.name, domains: v.domains.map((d) => d.toLowerCase()) };
  records.push(c);
  return { body: { data: recordBody(c) } };
}

/** PUT /v2/lists/{list}/entries: the record's entry on the list, made when there is none. */
function assertEntry(path: string, body: unknown, lists: FixtureList[], records: FixtureCompany[]) {
  const m = /^\/v2\/lists\/([^/]+)\/entries$/.exec(path);
  if (!m) return null;
  const key = decodeURIComponent(m[1]!);
  const list = lists.find((l) => l.id === key || l.slug === key);
  if (!list) return { notFound: `List with slug/ID "${key}" not found.` };
  const d = (body as { data?: { parent_record_id?: string; parent_object?: string } } | null)?.data;
  if (!d?.parent_record_id || d.parent_object !== "companies") return null;
  const c = companyById(lists, d.parent_record_id, records);
  if (!c) return { notFound: `Record with ID "${d.parent_record_id}" not found.` };
  list.companies ??= [];
  if (!list.companies.some((x) => x.id === c.id)) list.companies.push(c);
  return {
    body: {
      data: {
        id: { workspace_id: WORKSPACE_ID, list_id: list.id, entry_id: crypto.randomUUID() },
        parent_record_id: c.id,
        parent_object: "companies",
        created_at: "2026-11-25T14:00:00.000000000Z",
        entry_values: {},
      },
    },
  };
}

function writeNote(body: unknown, lists: FixtureList[], notes: FixtureNote[], records: FixtureCompany[] = []) {
  const d = (body as { data?: Record<string, string> } | null)?.data ?? {};
  if (d.parent_object !== "companies" || !d.title || !d.content || !["plaintext", "markdown"].includes(d.format ?? ""))
    return null;
  if (!companyById(lists, d.parent_record_id ?? "", records))
    return { notFound: `Record "${d.parent_record_id}" not found.` };
  const note = { id: crypto.randomUUID(), recordId: d.parent_record_id!, title: d.title, content: d.content };
  notes.push(note);
  return { body: { data: noteBody(note) } };
}

function post(path: string, body: unknown, lists: FixtureList[]) {
  const m = /^\/v2\/lists\/([^/]+)\/entries\/query$/.exec(path);
  if (!m) return null;
  const key = decodeURIComponent(m[1]!);
  const list = lists.find((l) => l.id === key || l.slug === key);
  if (!list) return { notFound: `List with slug/ID "${key}" not found.` };
  const q = (body ?? {}) as { limit?: number; offset?: number };
  const { page } = pageOf(list.companies ?? [], q.offset ?? 0, Math.min(q.limit ?? 500, 500));
  return {
    body: {
      data: page.map((c, i) => ({
        id: {
          workspace_id: WORKSPACE_ID,
          list_id: list.id,
          entry_id: `${list.id.slice(0, 8)}-0000-4000-8000-${String((q.offset ?? 0) + i).padStart(12, "0")}`,
        },
        parent_record_id: c.id,
        parent_object: "companies",
        created_at: "2026-01-05T10:00:00.000000000Z",
        entry_values: {},
      })),
    },
  };
}
