import { ErrorCode, JSONRPCMessageSchema } from "@modelcontextprotocol/sdk/types.js";

/**
 * What JSON-RPC 2.0 asks of a body that parses but is not a request, where the SDK answers
 * otherwise: an empty batch is `-32600 Invalid Request` (the SDK accepts it and answers 202 with
 * nothing), and so is any value that is not a JSON-RPC message (the SDK calls that a parse error,
 * `-32700`, which JSON-RPC keeps for text that is not JSON).
 */
export function invalidRequestReason(body: unknown, protocolVersion?: string | null): string | undefined {
  if (Array.isArray(body)) {
    if (body.length === 0) return "Invalid Request: an empty batch";
    // MCP 2025-06-18 dropped JSON-RPC batches; a client that negotiated it does not send them. (The
    // SDK still takes them, answering a batch of one with a bare object.)
    if (protocolVersion && /^\d{4}-\d{2}-\d{2}$/.test(protocolVersion) && protocolVersion >= BATCHLESS_SINCE) return `Invalid Request: MCP ${protocolVersion} has no JSON-RPC batches; send one message per request`;
    const bad = body.findIndex((message) => !JSONRPCMessageSchema.safeParse(message).success);
    return bad === -1 ? undefined : `Invalid Request: batch item ${bad} is not a JSON-RPC 2.0 message`;
  }
  return JSONRPCMessageSchema.safeParse(body).success ? undefined : "Invalid Request: not a JSON-RPC 2.0 message";
}

/** The first protocol version without JSON-RPC batching (versions are dates, so they compare as text). */
const BATCHLESS_SINCE = "2025-06-18";

/** The error object JSON-RPC answers a request it cannot identify with (`id: null`). */
export function invalidRequestBody(message: string): string {
  return JSON.stringify({ jsonrpc: "2.0", error: { code: ErrorCode.InvalidRequest, message }, id: null });
}
