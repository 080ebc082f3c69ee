import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/*
 * A CRM's API on loopback, as its public reference describes it: the paths the app asks, a Bearer
 * token checked on every request (401 in the CRM's own error shape otherwise), the CRM's 404 for an
 * unknown list, and 429 with Retry-After when a test turns its rate limit on. Each CRM's file
 * (attio.ts, affinity.ts, hubspot.ts) gives the routes and the error bodies.
 */

export interface FixtureList {
  id: string;
  name: string;
  /** Attio: the list's slug, which names it too. */
  slug?: string;
  /** HubSpot: the list's size. */
  size?: number;
}

export interface SeenRequest {
  method: string;
  path: string;
  authorization: string | undefined;
}

export interface CrmFixture {
  url: string;
  /** The token (API key) the fixture accepts. */
  token: string;
  lists: FixtureList[];
  requests: SeenRequest[];
  /** The next `count` requests answer 429 with Retry-After: `seconds`. */
  throttle(seconds: number, count?: number): void;
  close(): Promise<void>;
}

export interface CrmFixtureSpec {
  /** The error body of a status (401, 404, 429) in the CRM's shape. */
  error(status: 401 | 404 | 429, message: string): unknown;
  /** The answer to an authenticated GET of `path`: a body, or 404 for an unknown list, or null for an unknown path. */
  route(path: string, lists: FixtureList[]): { body: unknown } | { notFound: string } | null;
}

export async function startCrmFixture(
  spec: CrmFixtureSpec,
  opts: { token: string; lists: FixtureList[] },
): Promise<CrmFixture> {
  const requests: SeenRequest[] = [];
  let throttled = 0;
  let retryAfter = 0;
  const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { "content-type": "application/json", ...headers });
    res.end(JSON.stringify(body));
  };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? "/", "http://fixture").pathname;
    requests.push({ method: req.method ?? "GET", path, authorization: req.headers.authorization });
    if (throttled > 0) {
      throttled--;
      send(res, 429, spec.error(429, "Rate limit exceeded."), { "retry-after": String(retryAfter) });
      return;
    }
    if (req.headers.authorization !== `Bearer ${opts.token}`) {
      send(res, 401, spec.error(401, "The credentials are missing or invalid."));
      return;
    }
    const answer = req.method === "GET" ? spec.route(path, fixture.lists) : null;
    if (!answer) send(res, 404, spec.error(404, `No route ${req.method} ${path}.`));
    else if ("notFound" in answer) send(res, 404, spec.error(404, answer.notFound));
    else send(res, 200, answer.body);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  const fixture: CrmFixture = {
    url: `http://127.0.0.1:${port}`,
    token: opts.token,
    lists: opts.lists,
    requests,
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
