import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import type { Hono } from "hono";
import { ApiError } from "../errors";
import { authenticate } from "../http/authenticate";
import type { AppEnv } from "../http/env";
import { MAX_BODY_BYTES } from "../http/guard";
import { createMcpServer } from "./server";

export const MCP_PATH = "/api/mcp";

/**
 * The tool server (spec 4.5): Streamable HTTP, stateless, JSON responses. POST only; the key is
 * checked before any tool runs (401 with our envelope), and each request gets a new server and
 * transport.
 */
export function register(app: Hono<AppEnv>): void {
  app.post(MCP_PATH, authenticate(), async (c) => {
    if (Number(c.req.header("content-length") ?? "0") > MAX_BODY_BYTES) {
      throw new ApiError("payload_too_large", "The request body is larger than 1 MiB.");
    }
    const server = createMcpServer({ deps: c.get("deps"), actor: c.get("actor"), requestId: c.get("requestId") });
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
      maxRequestBodySize: MAX_BODY_BYTES,
    });
    await server.connect(transport);
    try {
      // JSON responses: the Response is complete when this resolves.
      const res = await transport.handleRequest(c.req.raw);
      // Re-sent as text, with the request id every response carries: a string body takes the
      // server's direct path instead of being streamed (bench/results.md, MCP).
      const headers = new Headers(res.headers);
      headers.set("X-Request-Id", c.get("requestId"));
      return new Response(await res.text(), { status: res.status, statusText: res.statusText, headers });
    } finally {
      // Closed once the SDK has settled the call: closing at once would abort the call's own
      // (already answered) handler, and building that abort error was ~5% of a tool call's CPU.
      c.get("deps").waitUntil(new Promise<void>((resolve) => setTimeout(resolve, 0)).then(() => server.close()));
    }
  });
  // No server-initiated stream (GET) and no sessions to end (DELETE): stateless, POST only.
  app.all(MCP_PATH, (c) => {
    throw new ApiError("method_not_allowed", `${c.req.method} is not allowed on ${MCP_PATH}. Allowed: POST.`, undefined, { Allow: "POST" });
  });
}
