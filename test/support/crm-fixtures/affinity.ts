import {
  companyByDomain,
  companyById,
  type CrmFixture,
  type FixtureCompany,
  type FixtureList,
  type FixtureNote,
  pageOf,
  startCrmFixture,
} from "./server";

/*
 * Affinity API v2 (developer.affinity.co): GET /v2/auth/whoami answers `{ tenant, user, grant }`;
 * GET /v2/lists/{listId} (a number) answers `{ id, name, creatorId, ownerId, isPublic, type,
 * createdAt }`. GET /v2/lists/{listId}/list-entries (`limit` up to 100, `cursor`) answers
 * `{ data: [{ id, type, createdAt, creatorId, entity }], pagination: { prevUrl, nextUrl } }`, the
 * next page's full URL in `nextUrl` (null on the last). Errors are `{ errors: [{ code, message }] }`;
 * a 429 carries the X-Ratelimit-Limit-User and -Org headers (limit, remaining, reset in seconds).
 * API v1 (api-docs.affinity.co), which takes the key as HTTP Basic's password: POST /notes
 * `{ organization_ids, content }` answers the note; GET /notes?organization_id answers
 * `{ notes, next_page_token }`.
 */

export const AFFINITY_LISTS: FixtureList[] = [
  {
    id: "12345",
    name: "Deal Pipeline",
    companies: [
      { id: "280131542", name: "Brightwave Energy", domains: ["brightwave.energy"] },
      { id: "280131907", name: "Copperline Payments", domains: ["copperline.com", "copperlinepay.com"] },
    ],
  },
  {
    id: "67890",
    name: "Portfolio Companies",
    companies: [{ id: "281004417", name: "Harbor Mesh", domains: ["harbormesh.io"] }],
  },
];

const CODES = { 401: "authentication", 404: "not-found", 429: "rate-limit" } as const;

export function startAffinityFixture(opts: { token?: string; lists?: FixtureList[] } = {}): Promise<CrmFixture> {
  return startCrmFixture(
    {
      error: (status, message) => ({ errors: [{ code: CODES[status], message }] }),
      // Affinity's 429 names the limit that ran out and when it resets, in seconds; no Retry-After.
      throttleHeaders: (seconds) => ({
        "x-ratelimit-limit-user": "900",
        "x-ratelimit-limit-user-remaining": "0",
        "x-ratelimit-limit-user-reset": String(seconds),
        "x-ratelimit-limit-org": "100000",
        "x-ratelimit-limit-org-remaining": "98211",
        "x-ratelimit-limit-org-reset": "1209600",
      }),
      authorized: (path, header, token) =>
        path.startsWith("/v2/")
          ? header === `Bearer ${token}`
          : header === `Basic ${Buffer.from(`:${token}`).toString("base64")}`,
      route({ method, path, query, origin, body }, lists, notes, records) {
        if (path === "/organizations" && method === "GET") {
          const c = companyByDomain(lists, query.get("term") ?? "", records);
          return { body: { organizations: c ? [organization(c)] : [], next_page_token: null } };
        }
        if (path === "/organizations" && method === "POST") {
          const q = body as { name?: string; domain?: string } | null;
          if (!q?.name) return null;
          const c = { id: String(290_000_000 + records.length), name: q.name, domains: q.domain ? [q.domain] : [] };
          records.push(c);
          return { body: organization(c) };
        }
        const companyEntries = /^\/v2\/companies\/(\d+)\/list-entries$/.exec(path);
        if (method === "GET" && companyEntries) {
          const id = companyEntries[1]!;
          if (!companyById(lists, id, records)) return { notFound: `Company ${id} not found.` };
          const on = lists.filter((l) => l.companies?.some((c) => c.id === id));
          return {
            body: {
              data: on.map((l, i) => ({
                id: 9_500_000 + i,
                listId: Number(l.id),
                createdAt: "2026-01-05T10:00:00Z",
                creatorId: 42,
                fields: [],
              })),
              pagination: { prevUrl: null, nextUrl: null },
            },
          };
        }
        const addEntry = /^\/v2\/lists\/([^/]+)\/list-entries$/.exec(path);
        if (method === "POST" && addEntry) {
          const list = lists.find((l) => l.id === addEntry[1]);
          if (!list) return { notFound: `List ${addEntry[1]} not found.` };
          const id = String((body as { entity?: { id?: number } } | null)?.entity?.id ?? "");
          const c = companyById(lists, id, records);
          if (!c) return { notFound: `Company ${id} not found.` };
          // Affinity adds a row each time it is asked: the client looks before it adds.
          (list.companies ??= []).push(c);
          return {
            status: 201,
            body: {
              id: 9_600_000 + list.companies.length,
              listId: Number(list.id),
              type: "company",
              entity: { id: Number(id) },
            },
          };
        }
        if (path === "/notes" && method === "POST") return writeNote(body, lists, notes);
        if (path === "/notes" && method === "GET") {
          const id = Number(query.get("organization_id"));
          const mine = notes.filter((n) => Number(n.recordId) === id).reverse();
          return { body: { notes: mine.map(v1Note), next_page_token: null } };
        }
        if (method !== "GET") return null;
        const entries = /^\/v2\/lists\/([^/]+)\/list-entries$/.exec(path);
        if (entries) {
          const list = lists.find((l) => l.id === entries[1]);
          if (!list) return { notFound: `List ${entries[1]} not found.` };
          const limit = Math.min(Number(query.get("limit") ?? 100), 100);
          const cursor = query.get("cursor");
          const offset = cursor ? Number(Buffer.from(cursor, "base64url").toString()) : 0;
          const { page, next } = pageOf(list.companies ?? [], offset, limit);
          const url = (at: number) =>
            `${origin}/v2/lists/${list.id}/list-entries?cursor=${Buffer.from(String(at)).toString("base64url")}` +
            `&limit=${limit}`;
          return {
            body: {
              data: page.map((c, i) => ({
                id: 9_000_000 + offset + i,
                type: "company",
                createdAt: "2026-01-05T10:00:00Z",
                creatorId: 42,
                entity: {
                  id: Number(c.id),
                  name: c.name,
                  domain: c.domains[0] ?? null,
                  domains: c.domains,
                  isGlobal: false,
                },
              })),
              pagination: {
                prevUrl: offset > 0 ? url(Math.max(0, offset - limit)) : null,
                nextUrl: next ? url(next) : null,
              },
            },
          };
        }
        if (path === "/v2/auth/whoami")
          return {
            body: {
              tenant: { id: 1, name: "Example Ventures", subdomain: "example-ventures" },
              user: { id: 42, firstName: "Ada", lastName: "Partner", emailAddress: "ada@example.com" },
              grant: { type: "api-key", scopes: ["api"], createdAt: "2026-01-05T10:00:00Z" },
            },
          };
        const m = /^\/v2\/lists\/([^/]+)$/.exec(path);
        if (!m) return null;
        const list = lists.find((l) => l.id === m[1]);
        if (!list) return { notFound: `List ${m[1]} not found.` };
        return {
          body: {
            id: Number(list.id),
            name: list.name,
            creatorId: 42,
            ownerId: 42,
            isPublic: true,
            type: "company",
            createdAt: "2026-01-05T10:00:00Z",
          },
        };
      },
    },
    {
      token: opts.token ?? "affinity_fixture_key_0123456789",
      lists: opts.lists ?? AFFINITY_LISTS.map((l) => ({ ...l, companies: l.companies?.map((c) => ({ ...c })) })),
    },
  );
}

function organization(c: FixtureCompany) {
  return {
    id: Number(c.id),
    name: c.name,
    domain: c.domains[0] ?? null,
    domains: c.domains,
    crunchbase_uuid: null,
    global: false,
  };
}

function v1Note(n: FixtureNote) {
  return {
    id: Number(n.id),
    creator_id: 42,
    person_ids: [],
    associated_person_ids: [],
    interaction_person_ids: [],
    interaction_id: null,
    interaction_type: null,
    is_meeting: false,
    mentioned_person_ids: [],
    organization_ids: [Number(n.recordId)],
    opportunity_ids: [],
    parent_id: null,
    content: n.content,
    type: 0,
    created_at: "2026-11-25T14:00:00.000-08:00",
    updated_at: null,
  };
}

function writeNote(body: unknown, lists: FixtureList[], notes: FixtureNote[]) {
  const q = body as { organization_ids?: number[]; content?: string } | null;
  const id = q?.organization_ids?.[0];
  if (id === undefined || !q?.content) return null;
  const known = lists.some((l) => l.companies?.some((c) => Number(c.id) === id));
  if (!known) return { notFound: `Organization ${id} not found.` };
  const note = { id: String(3_000_000 + notes.length), recordId: String(id), title: null, content: q.content };
  notes.push(note);
  return { body: v1Note(note) };
}
