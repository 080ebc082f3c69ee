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
 * HubSpot (developers.hubspot.com): GET /account-info/v3/details answers the portal;
 * GET /crm/v3/lists/{listId} answers `{ list: { listId, name, objectTypeId, processingType, size, … } }`.
 * GET /crm/v3/lists/{listId}/memberships (`limit` up to 250, `after`) answers `{ results: [{ recordId,
 * membershipTimestamp }], paging: { next: { after, link } }, total }`; POST
 * /crm/v3/objects/companies/batch/read `{ properties, inputs: [{ id }] }` answers `{ status, results:
 * [{ id, properties, createdAt, updatedAt, archived }] }`. Errors are `{ status: "error", message,
 * correlationId, category }`. POST /crm/v3/objects/notes `{ properties: { hs_timestamp, hs_note_body },
 * associations: [{ to: { id }, types: [{ associationCategory, associationTypeId }] }] }` answers 201
 * with the note; POST /crm/v3/objects/notes/search with an `associations.company` EQ filter finds a
 * company's notes. A rate-limited request answers 429 with the X-HubSpot-RateLimit headers
 * (the ten-second window) and no Retry-After.
 */

export const HUBSPOT_LISTS: FixtureList[] = [
  {
    id: "101",
    name: "Target companies",
    size: 2,
    companies: [
      { id: "18398541021", name: "Fernhill Analytics", domains: ["fernhill.ai"] },
      {
        id: "18398541188",
        name: "Kestrel Freight",
        domains: ["kestrelfreight.com"],
        linkedin: "https://www.linkedin.com/company/kestrel-freight",
        people: [
          { id: "51234001", firstName: "Priya", lastName: "Natarajan", jobTitle: "Founder" },
          { id: "51234002", firstName: "Owen", lastName: "Pike", jobTitle: "VP Operations, founding team" },
        ],
      },
    ],
  },
  {
    id: "202",
    name: "Portfolio",
    size: 1,
    companies: [{ id: "18398542310", name: "Saltmarsh Bio", domains: ["saltmarsh.bio"] }],
  },
];

const CATEGORIES = { 401: "INVALID_AUTHENTICATION", 404: "OBJECT_NOT_FOUND", 429: "RATE_LIMITS" } as const;

export function startHubspotFixture(opts: { token?: string; lists?: FixtureList[] } = {}): Promise<CrmFixture> {
  return startCrmFixture(
    {
      error: (status, message) => ({
        status: "error",
        message,
        correlationId: "3a9e6d0c-1b2f-4c5d-8e7f-9a0b1c2d3e4f",
        category: CATEGORIES[status],
      }),
      throttleHeaders: (seconds) => ({
        "x-hubspot-ratelimit-interval-milliseconds": String(seconds * 1000),
        "x-hubspot-ratelimit-max": "100",
        "x-hubspot-ratelimit-remaining": "0",
      }),
      route({ method, path, query, body }, lists, notes, records) {
        const contacts = /^\/crm\/v4\/objects\/companies\/([^/]+)\/associations\/contacts$/.exec(path);
        if (method === "GET" && contacts) {
          const c = companyById(lists, contacts[1]!, records);
          if (!c) return { notFound: `Company ${contacts[1]} does not exist.` };
          return {
            body: {
              results: (c.people ?? []).map((p) => ({
                toObjectId: Number(p.id),
                associationTypes: [{ category: "HUBSPOT_DEFINED", typeId: 280, label: null }],
              })),
            },
          };
        }
        if (method === "POST" && path === "/crm/v3/objects/contacts/batch/read") {
          const q = body as { inputs: { id: string }[] };
          const people = q.inputs.map((i) => personById(lists, records, i.id)).filter((p) => p !== undefined);
          return {
            body: {
              status: "COMPLETE",
              results: people.map((p) => ({
                id: p.id,
                properties: { firstname: p.firstName, lastname: p.lastName, jobtitle: p.jobTitle, hs_object_id: p.id },
                createdAt: "2026-01-05T10:00:00.000Z",
                updatedAt: "2026-01-05T10:00:00.000Z",
                archived: false,
              })),
              startedAt: "2026-01-05T10:00:00.000Z",
              completedAt: "2026-01-05T10:00:00.010Z",
            },
          };
        }
        if (method === "POST" && path === "/crm/v3/objects/companies/search") {
          const q = body as {
            filterGroups: { filters: { propertyName: string; operator: string; value: string }[] }[];
          };
          const f = q.filterGroups[0]?.filters[0];
          if (f?.propertyName !== "domain" || f.operator !== "EQ") return null;
          const c = companyByDomain(lists, f.value, records);
          return { body: { total: c ? 1 : 0, results: c ? [companyObject(c)] : [] } };
        }
        if (method === "POST" && path === "/crm/v3/objects/companies") {
          const p = (body as { properties?: { name?: string; domain?: string } } | null)?.properties;
          if (!p?.name || !p.domain) return null;
          const c = { id: String(19_000_000_000 + records.length), name: p.name, domains: [p.domain.toLowerCase()] };
          records.push(c);
          return { status: 201, body: companyObject(c) };
        }
        const add = /^\/crm\/v3\/lists\/([^/]+)\/memberships\/add$/.exec(path);
        if (method === "PUT" && add) {
          const list = lists.find((l) => l.id === add[1]);
          if (!list) return { notFound: `List ${add[1]} does not exist.` };
          const ids = body as string[];
          const added: string[] = [];
          const missing: string[] = [];
          for (const id of ids) {
            const c = companyById(lists, id, records);
            if (!c) missing.push(id);
            else if (!list.companies?.some((x) => x.id === id)) {
              (list.companies ??= []).push(c);
              added.push(id);
            }
          }
          return { body: { recordIdsAdded: added, recordIdsMissing: missing } };
        }
        if (method === "POST" && path === "/crm/v3/objects/notes") return writeNote(body, lists, notes);
        if (method === "POST" && path === "/crm/v3/objects/notes/search") {
          const q = body as { filterGroups: { filters: { propertyName: string; value: string }[] }[] };
          const company = q.filterGroups[0]?.filters.find((f) => f.propertyName === "associations.company")?.value;
          const mine = notes.filter((n) => n.recordId === company).reverse();
          return { body: { total: mine.length, results: mine.map(noteObject) } };
        }
        if (method === "POST" && path === "/crm/v3/objects/companies/batch/read") {
          const q = body as { properties: string[]; inputs: { id: string }[] };
          return {
            body: {
              status: "COMPLETE",
              results: q.inputs
                .map((i) => companyById(lists, i.id, records))
                .filter((c) => c !== undefined)
                .map((c) => ({
                  id: c.id,
                  properties: {
                    name: c.name,
                    domain: c.domains[0] ?? null,
                    website: c.domains[0] ? `https://www.${c.domains[0]}` : null,
                    hs_additional_domains: c.domains.slice(1).join(";") || null,
                    linkedin_company_page: c.linkedin ?? null,
                    hs_object_id: c.id,
                    createdate: "2026-01-05T10:00:00.000Z",
                    hs_lastmodifieddate: "2026-01-05T10:00:00.000Z",
                  },
                  createdAt: "2026-01-05T10:00:00.000Z",
                  updatedAt: "2026-01-05T10:00:00.000Z",
                  archived: false,
                })),
              startedAt: "2026-01-05T10:00:00.000Z",
              completedAt: "2026-01-05T10:00:00.010Z",
            },
          };
        }
        if (method !== "GET") return null;
        const members = /^\/crm\/v3\/lists\/([^/]+)\/memberships$/.exec(path);
        if (members) {
          const list = lists.find((l) => l.id === members[1]);
          if (!list) return { notFound: `List ${members[1]} does not exist.` };
          const limit = Math.min(Number(query.get("limit") ?? 100), 250);
          const offset = Number(query.get("after") ?? 0);
          const { page, next } = pageOf(list.companies ?? [], offset, limit);
          return {
            body: {
              results: page.map((c) => ({ recordId: c.id, membershipTimestamp: "2026-01-05T10:00:00.000Z" })),
              ...(next ? { paging: { next: { after: String(next), link: null } } } : {}),
              total: list.companies?.length ?? 0,
            },
          };
        }
        if (path === "/account-info/v3/details")
          return {
            body: {
              portalId: 2519445,
              accountType: "STANDARD",
              timeZone: "US/Eastern",
              companyCurrency: "USD",
              additionalCurrencies: [],
              utcOffset: "-05:00",
              utcOffsetMilliseconds: -18_000_000,
              uiDomain: "app.hubspot.com",
              dataHostingLocation: "na1",
            },
          };
        const m = /^\/crm\/v3\/lists\/([^/]+)$/.exec(path);
        if (!m) return null;
        const list = lists.find((l) => l.id === m[1]);
        if (!list) return { notFound: `List ${m[1]} does not exist.` };
        return {
          body: {
            list: {
              listId: list.id,
              listVersion: 1,
              name: list.name,
              objectTypeId: "0-2",
              processingStatus: "COMPLETE",
              processingType: "MANUAL",
              size: list.size ?? 0,
              createdAt: "2026-01-05T10:00:00.000Z",
              updatedAt: "2026-01-05T10:00:00.000Z",
            },
          },
        };
      },
    },
    {
      token: opts.token ?? "pat-na1-fixture-0123456789",
      lists: opts.lists ?? HUBSPOT_LISTS.map((l) => ({ ...l, companies: l.companies?.map((c) => ({ ...c })) })),
    },
  );
}

function companyObject(c: FixtureCompany) {
  return {
    id: c.id,
    properties: { name: c.name, domain: c.domains[0] ?? null, hs_object_id: c.id },
    createdAt: "2026-11-25T14:00:00.000Z",
    updatedAt: "2026-11-25T14:00:00.000Z",
    archived: false,
  };
}

function noteObject(n: FixtureNote) {
  return {
    id: n.id,
    properties: {
      hs_note_body: n.content,
      hs_timestamp: "2026-11-25T14:00:00Z",
      hs_createdate: "2026-11-25T14:00:00.000Z",
      hs_lastmodifieddate: "2026-11-25T14:00:00.000Z",
      hs_object_id: n.id,
    },
    createdAt: "2026-11-25T14:00:00.000Z",
    updatedAt: "2026-11-25T14:00:00.000Z",
    archived: false,
  };
}

function writeNote(body: unknown, lists: FixtureList[], notes: FixtureNote[]) {
  const q = body as {
    properties?: { hs_timestamp?: string; hs_note_body?: string };
    associations?: { to: { id: string }; types: { associationCategory: string; associationTypeId: number }[] }[];
  };
  const to = q.associations?.[0];
  if (!q.properties?.hs_timestamp || !q.properties.hs_note_body || !to) return null;
  if (to.types[0]?.associationTypeId !== 190 || to.types[0]?.associationCategory !== "HUBSPOT_DEFINED") return null;
  if (!companyById(lists, to.to.id)) return { notFound: `Company ${to.to.id} does not exist.` };
  const note = {
    id: String(60_000_000_000 + notes.length),
    recordId: to.to.id,
    title: null,
    content: q.properties.hs_note_body,
  };
  notes.push(note);
  return { status: 201, body: noteObject(note) };
}
