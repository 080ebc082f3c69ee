import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/*
 * A CRM's API on loopback, as its public reference describes it: the paths the app asks, a Bearer
 * token checked on every request (401 in the CRM's own error shape otherwise), the CRM's 404 for an
 * unknown list, its pagination, and 429 with the CRM's rate-limit headers when a test turns its
 * limit on. Each CRM's file (attio.ts, affinity.ts, hubspot.ts) gives the routes and the error bodies.
 */

/** A person record in the CRM, at a company. */
export interface FixturePerson {
  id: string;
  firstName: string;
  lastName: string;
  jobTitle: string | null;
  linkedin?: string;
}

/** A company record in the CRM. */
export interface FixtureCompany {
  /** The CRM's record id. */
  id: string;
  name: string;
  domains: string[];
  linkedin?: string;
  /** The people the CRM lists at the company (Attio's `team`, HubSpot's associated contacts). */
  people?: FixturePerson[];
}

export interface FixtureList {
  id: string;
  name: string;
  /** Attio: the list's slug, which names it too. */
  slug?: string;
  /** HubSpot: the list's size. */
  size?: number;
  /** The companies on the list, in the order the CRM lists them. */
  companies?: FixtureCompany[];
}

export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  authorization: string | undefined;
}

export interface FixtureRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  /** The fixture's own URL, for next-page links. */
  origin: string;
}

/** A note written on a record. */
export interface FixtureNote {
  id: string;
  recordId: string;
  title: string | null;
  content: string;
}

export interface CrmFixture {
  url: string;
  /** The notes written, oldest first. */
  notes: FixtureNote[];
  /** Company records the CRM holds beyond those on its lists (made through its API, or by a test). */
  records: FixtureCompany[];
  /** The next `count` writes land but their answers are lost (the connection drops), as a timeout would. */
  loseAnswers(count?: number): void;
  /** The token (API key) the fixture accepts; a test may revoke it by changing it. */
  token: string;
  lists: FixtureList[];
  requests: SeenRequest[];
  /** The next `count` requests answer 429 with the CRM's rate-limit headers (Retry-After: `seconds`). */
  throttle(seconds: number, count?: number): void;
  close(): Promise<void>;
}

export interface CrmFixtureSpec {
  /** The error body of a status (401, 404, 429) in the CRM's shape. */
  error(status: 401 | 404 | 429, message: string): unknown;
  /** Whether an Authorization header carries the token for `path` (default: `Bearer <token>`). */
  authorized?(path: string, header: string | undefined, token: string): boolean;
  /** The headers of a 429 (the CRM's own: Retry-After, or HubSpot's window); Retry-After by default. */
  throttleHeaders?(seconds: number): Record<string, string>;
  /** The answer to an authenticated request: a body, or 404 for an unknown list, or null for an unknown route. */
  route(
    req: FixtureRequest,
    lists: FixtureList[],
    notes: FixtureNote[],
    records: FixtureCompany[],
  ): { body: unknown; status?: number } | { notFound: string } | null;
}

export async function startCrmFixture(
  spec: CrmFixtureSpec,
  opts: { token: string; lists: FixtureList[] },
): Promise<CrmFixture> {
  const requests: SeenRequest[] = [];
  let throttled = 0;
  let lost = 0;
  let retryAfter = 0;
  const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { "content-type": "application/json", ...headers });
    res.end(JSON.stringify(body));
  };
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://fixture");
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const text = Buffer.concat(chunks).toString("utf8");
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text;
    }
    const method = req.method ?? "GET";
    requests.push({
      method,
      path: url.pathname,
      query: url.searchParams,
      body,
      authorization: req.headers.authorization,
    });
    if (throttled > 0) {
      throttled--;
      const headers = spec.throttleHeaders?.(retryAfter) ?? { "retry-after": String(retryAfter) };
      send(res, 429, spec.error(429, "Rate limit exceeded."), headers);
      return;
    }
    const authorized = spec.authorized
      ? spec.authorized(url.pathname, req.headers.authorization, fixture.token)
      : req.headers.authorization === `Bearer ${fixture.token}`;
    if (!authorized) {
      send(res, 401, spec.error(401, "The credentials are missing or invalid."));
      return;
    }
    const answer = spec.route(
      { method, path: url.pathname, query: url.searchParams, body, origin: fixture.url },
      fixture.lists,
      fixture.notes,
      fixture.records,
    );
    if (answer && !("notFound" in answer) && method !== "GET" && lost > 0) {
      lost--;
      res.destroy();
      return;
    }
    if (!answer) send(res, 404, spec.error(404, `No route ${method} ${url.pathname}.`));
    else if ("notFound" in answer) send(res, 404, spec.error(404, answer.notFound));
    else send(res, answer.status ?? 200, answer.body);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  const fixture: CrmFixture = {
    url: `http://127.0.0.1:${port}`,
    token: opts.token,
    lists: opts.lists,
    requests,
    notes: [],
    records: [],
    loseAnswers(count = 1) {
      lost = count;
    },
    throttle(seconds, count = 1) {
      retryAfter = seconds;
      throttled = count;
    },
    close: () =>
      new Promise((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
  return fixture;
}

/** `n` companies with CRM record ids from `id(i)`, named and with domains of their own. */
export function fixtureCompanies(n: number, id: (i: number) => string, start = 0): FixtureCompany[] {
  return Array.from({ length: n }, (_, k) => {
    const i = start + k;
    return {
      id: id(i),
      name: `Fixture Company ${i}`,
      domains: [`fixture-company-${i}.com`],
      linkedin: `https://www.linkedin.com/company/fixture-company-${i}`,
    };
  });
}

/** A page of `items` from `offset`, and the offset after it (null on the last page). */
export function pageOf<T>(items: T[], offset: number, limit: number): { page: T[]; next: number | null } {
  const page = items.slice(offset, offset + limit);
  return { page, next: offset + limit < items.length ? offset + limit : null };
}

/** The company with record id `id`: on any of `lists`, or among the CRM's other `records`. */
export function companyById(
  lists: FixtureList[],
  id: string,
  records: FixtureCompany[] = [],
): FixtureCompany | undefined {
  for (const l of lists) {
    const c = l.companies?.find((x) => x.id === id);
    if (c) return c;
  }
  return records.find((x) => x.id === id);
}

/** The company whose domains hold `domain`, on a list or among the other records. */
export function companyByDomain(lists: FixtureList[], domain: string, records: FixtureCompany[]) {
  const all = [...lists.flatMap((l) => l.companies ?? []), ...records];
  return all.find((c) => c.domains.includes(domain.toLowerCase()));
}

/** The person with record id `id`, at any company of `lists` or `records`. */
export function personById(lists: FixtureList[], records: FixtureCompany[], id: string): FixturePerson | undefined {
  const all = [...lists.flatMap((l) => l.companies ?? []), ...records];
  for (const c of all) {
    const p = c.people?.find((x) => x.id === id);
    if (p) return p;
  }
  return undefined;
}
