import { type CrmFixture, type FixtureList, startCrmFixture } from "./server";

/*
 * HubSpot (developers.hubspot.com): GET /account-info/v3/details answers the portal;
 * GET /crm/v3/lists/{listId} answers `{ list: { listId, name, objectTypeId, processingType, size, … } }`.
 * Errors are `{ status: "error", message, correlationId, category }`.
 */

export const HUBSPOT_LISTS: FixtureList[] = [
  { id: "101", name: "Target companies", size: 42 },
  { id: "202", name: "Portfolio", size: 7 },
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
      route(path, lists) {
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
      lists: opts.lists ?? HUBSPOT_LISTS.map((l) => ({ ...l })),
    },
  );
}
