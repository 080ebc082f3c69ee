import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import type { Hono } from "hono";
import { ApiError } from "../errors";
import { authenticate } from "../http/authenticate";
import type { AppEnv } from "../http/env";
import { readBodyText } from "../http/body";
import { bodyError, MAX_BODY_BYTES } from "../http/guard";
import { securityHeadersOf } from "../http/security-headers";
import { invalidRequestBody, invalidRequestReason } from "./jsonrpc";
import { originGuard } from "./origin-guard";
import { McpServerPool } from "./server";

export const MCP_PATH = "/api/mcp";

/**
 * The tool server (spec 4.5): Streamable HTTP, stateless, JSON responses. POST only; a foreign
 * Origin or Host is refused first (403, no key needed), then the key is checked before any tool
 * runs (401 with our envelope), and each request gets a new transport and a built server of the
 * app's pool, bound to its key for as long as it runs.
 */
export function register(app: Hono<AppEnv>, pool: McpServerPool = new McpServerPool()): void {
  // Our guard, not the SDK's DNS rebinding option: that one answers a JSON-RPC error, after authentication.
  app.post(MCP_PATH, originGuard(), authenticate(), async (c) => {
    // Read here, as REST reads bodies: a body over 1 MiB is our 413 however it is sent, and it is
    // never buffered past the limit.
    const read = await readBodyText(c, MAX_BODY_BYTES);
    if (!read.ok) throw bodyError(read.reason);
    const parsed = parseJson(read.text);
    const invalid = parsed.ok ? invalidRequestReason(parsed.value, c.req.header("mcp-protocol-version")) : undefined;
    if (invalid) {
      return c.body(invalidRequestBody(invalid), 400, { "Content-Type": "application/json", ...securityHeadersOf(c) });
    }
    let rateLimit: Record<string, string> = {};
    const { server, release } = pool.acquire({
      deps: c.get("deps"),
      actor: c.get("actor"),
      requestId: c.get("requestId"),
      onRateLimitHeaders: (headers) => (rateLimit = headers),
    });
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
      maxRequestBodySize: MAX_BODY_BYTES,
    });
    try {
      await server.connect(transport);
      // JSON responses: the Response is complete when this resolves. A body that does not parse
      // goes to the SDK as text, so the client gets JSON-RPC's own parse error.
      const res = parsed.ok
        ? await transport.handleRequest(c.req.raw, { parsedBody: parsed.value })
        : await transport.handleRequest(new Request(c.req.url, { method: "POST", headers: c.req.raw.headers, body: read.text }));
      // The SDK's own response, given the request id and security headers every response carries
      // and the X-RateLimit-* headers of the tool call. Its headers are set in place: reading its
      // body or statusText to build another would make Node's server build a full Response and
      // stream it (~10% of a tool call's CPU) instead of writing the string body directly.
      res.headers.set("X-Request-Id", c.get("requestId"));
      for (const [k, v] of Object.entries({ ...rateLimit, ...securityHeadersOf(c) })) res.headers.set(k, v);
      return res;
    } finally {
      // Closed and handed back once the SDK has settled the call: closing at once would abort the
      // call's own (already answered) handler, and building that abort error was ~5% of a tool
      // call's CPU.
      c.get("deps").waitUntil(new Promise<void>((resolve) => setTimeout(resolve, 0)).then(release));
    }
  });
  // No server-initiated stream (GET) and no sessions to end (DELETE): stateless, POST only.
  app.all(MCP_PATH, (c) => {
    throw new ApiError("method_not_allowed", `${c.req.method} is not allowed on ${MCP_PATH}. Allowed: POST.`, undefined, { Allow: "POST" });
  });
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}
