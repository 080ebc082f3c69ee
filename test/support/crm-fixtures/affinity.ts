import { type CrmFixture, type FixtureList, startCrmFixture } from "./server";

/*
 * Affinity API v2 (developer.affinity.co): GET /v2/auth/whoami answers `{ tenant, user, grant }`;
 * GET /v2/lists/{listId} (a number) answers `{ id, name, creatorId, ownerId, isPublic, type,
 * createdAt }`. Errors are `{ errors: [{ code, message }] }`.
 */

export const AFFINITY_LISTS: FixtureList[] = [
  { id: "12345", name: "Deal Pipeline" },
  { id: "67890", name: "Portfolio Companies" },
];

const CODES = { 401: "authentication", 404: "not-found", 429: "rate-limit" } as const;

export function startAffinityFixture(opts: { token?: string; lists?: FixtureList[] } = {}): Promise<CrmFixture> {
  return startCrmFixture(
    {
      error: (status, message) => ({ errors: [{ code: CODES[status], message }] }),
      route(path, lists) {
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
      lists: opts.lists ?? AFFINITY_LISTS.map((l) => ({ ...l })),
    },
  );
}
