import type { Hono } from "hono";
import { ApiError } from "../errors";
import { authenticate } from "../http/authenticate";
import type { AppEnv } from "../http/env";
import { readBodyText } from "../http/body";
import { bodyError, MAX_BODY_BYTES } from "../http/guard";
import { invalidRequestBody, readMessages } from "./jsonrpc";
import { originGuard } from "./origin-guard";
import { postRefusal } from "./post-checks";
import { McpServerPool } from "./server";

export const MCP_PATH = "/api/mcp";

/**
 * The tool server (spec 4.5): Streamable HTTP, stateless, JSON responses. POST only; a foreign
 * Origin or Host is refused first (403, no key needed), then the key is checked before any tool
 * runs (401 with our envelope), then what the transport requires of a POST (post-checks.ts), and
 * the messages go to a built server of the app's pool, bound to the request's key for as long as
 * they run.
 */
export function register(app: Hono<AppEnv>, pool: McpServerPool = new McpServerPool()): void {
  // Our guard, not the SDK's DNS rebinding option: that one answers a JSON-RPC error, after authentication.
  app.post(MCP_PATH, originGuard(), authenticate(), async (c) => {
    // Read here, as REST reads bodies: a body over 1 MiB is our 413 however it is sent, and it is
    // never buffered past the limit.
    const read = await readBodyText(c, MAX_BODY_BYTES);
    if (!read.ok) throw bodyError(read.reason);
    const protocolVersion = c.req.header("mcp-protocol-version");
    const parsed = parseJson(read.text);
    const messages = parsed.ok ? readMessages(parsed.value, protocolVersion) : null;
    if (messages && !messages.ok) return c.body(invalidRequestBody(messages.reason), 400, JSON_CONTENT);
    const refused = postRefusal({
      accept: c.req.header("accept"),
      contentType: c.req.header("content-type"),
      protocolVersion,
      messages: messages?.messages ?? null,
    });
    if (refused) return c.body(refused.body, refused.status as 400, JSON_CONTENT);
    let rateLimit: Record<string, string> | undefined;
    const deps = c.get("deps");
    const answer = await pool.serve(
      {
        deps,
        actor: c.get("actor"),
        requestId: c.get("requestId"),
        onRateLimitHeaders: (headers) => (rateLimit = headers),
      },
      messages!.messages,
      deps.waitUntil,
    );
    // The request id and security headers are the context's (set by their middleware); the
    // X-RateLimit-* headers are those of the tool call.
    if (answer.status === 202) return c.body(null, 202);
    return c.body(answer.body, 200, rateLimit ? { ...rateLimit, ...JSON_CONTENT } : JSON_CONTENT);
  });
  // No server-initiated stream (GET) and no sessions to end (DELETE): stateless, POST only.
  app.all(MCP_PATH, (c) => {
    throw new ApiError(
      "method_not_allowed",
      `${c.req.method} is not allowed on ${MCP_PATH}. Allowed: POST.`,
      undefined,
      { Allow: "POST" },
    );
  });
}

const JSON_CONTENT = { "Content-Type": "application/json" };

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}
