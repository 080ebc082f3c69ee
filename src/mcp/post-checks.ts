import { MAX_BATCH_SIZE } from "@modelcontextprotocol/sdk/server/requestBody.js";
import { isJsonContentType } from "@modelcontextprotocol/sdk/shared/mediaType.js";
import {
  isInitializeRequest,
  SUPPORTED_PROTOCOL_VERSIONS,
  type JSONRPCMessage,
} from "@modelcontextprotocol/sdk/types.js";

/** An HTTP answer carrying a JSON-RPC error with `id: null`. */
export interface Refusal {
  status: number;
  body: string;
}

export interface Post {
  accept: string | undefined;
  contentType: string | undefined;
  protocolVersion: string | undefined;
  /** The body's messages, or null when it is not JSON. */
  messages: JSONRPCMessage[] | null;
}

/**
 * What the Streamable HTTP transport refuses a POST for (MCP 2025-06-18, "Sending Messages to the
 * Server"), exactly as the SDK's `WebStandardStreamableHTTPServerTransport` does it for a stateless
 * server with JSON responses: the same checks in the same order, with its statuses, codes and
 * messages (test/mcp/transport-equivalence.test.ts compares the two). The pooled tool servers do
 * not use that transport, which must be built per request (src/mcp/transport.ts).
 */
export function postRefusal(post: Post): Refusal | undefined {
  // Accept is a list, so a substring check is what the SDK does (and what clients expect of it).
  if (!post.accept?.includes("application/json") || !post.accept.includes("text/event-stream")) {
    return refusal(406, -32000, "Not Acceptable: Client must accept both application/json and text/event-stream");
  }
  if (!isJsonContentType(post.contentType ?? null))
    return refusal(415, -32000, "Unsupported Media Type: Content-Type must be application/json");
  const messages = post.messages;
  if (messages === null) return refusal(400, -32700, "Parse error: Invalid JSON");
  if (messages.length > MAX_BATCH_SIZE)
    return refusal(400, -32600, `Invalid Request: Batch must not exceed ${MAX_BATCH_SIZE} messages`);
  // The SDK's guard parses each message; only one named `initialize` can pass it.
  if (messages.some((m) => "method" in m && m.method === "initialize" && isInitializeRequest(m))) {
    if (messages.length > 1) return refusal(400, -32600, "Invalid Request: Only one initialization request is allowed");
  } else if (post.protocolVersion !== undefined && !SUPPORTED_PROTOCOL_VERSIONS.includes(post.protocolVersion)) {
    // After initialization the header names the negotiated version; without it the server assumes one.
    return refusal(
      400,
      -32000,
      `Bad Request: Unsupported protocol version: ${post.protocolVersion} (supported versions: ` +
        `${SUPPORTED_PROTOCOL_VERSIONS.join(", ")})`,
    );
  }
  return undefined;
}

function refusal(status: number, code: number, message: string): Refusal {
  return { status, body: JSON.stringify({ jsonrpc: "2.0", error: { code, message }, id: null }) };
}
