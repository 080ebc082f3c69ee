import { type CrmFixture, type FixtureList, startCrmFixture } from "./server";

/*
 * Attio REST API v2 (docs.attio.com): GET /v2/self identifies the token; GET /v2/lists/{list}
 * takes a list's UUID or slug and answers `{ data: { id: { workspace_id, list_id }, api_slug, name,
 * parent_object, … } }`. Errors are `{ status_code, type, code, message }`.
 */

const WORKSPACE_ID = "14beef7a-99f7-4534-a87e-70b564330a4c";

export const ATTIO_LISTS: FixtureList[] = [
  { id: "33ebdbe9-e529-47c9-b894-0ba25e9c15c0", slug: "dealflow", name: "Dealflow" },
  { id: "7c2a1f0e-5b1d-4c0a-9d0b-3f1e2a4b5c6d", slug: "portfolio", name: "Portfolio" },
];

export function startAttioFixture(opts: { token?: string; lists?: FixtureList[] } = {}): Promise<CrmFixture> {
  return startCrmFixture(
    {
      error: (status, message) => ({
        status_code: status,
        type: status === 401 ? "auth_error" : "invalid_request_error",
        code: status === 401 ? "invalid_authorization" : status === 429 ? "rate_limit_exceeded" : "not_found",
        message,
      }),
      route(path, lists) {
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
    { token: opts.token ?? "attio_fixture_token_0123456789", lists: opts.lists ?? ATTIO_LISTS.map((l) => ({ ...l })) },
  );
}
