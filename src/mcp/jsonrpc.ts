import {
  ErrorCode,
  JSONRPCMessageSchema,
  type JSONRPCErrorResponse,
  type JSONRPCMessage,
  type JSONRPCNotification,
  type JSONRPCRequest,
  type JSONRPCResultResponse,
} from "@modelcontextprotocol/sdk/types.js";

export type ReadMessages = { ok: true; messages: JSONRPCMessage[] } | { ok: false; reason: string };

/**
 * A POST body that parses as JSON, as JSON-RPC messages (the SDK's schema, parsed once: what
 * comes out is what the server is given). Refused where JSON-RPC 2.0 asks otherwise than the SDK
 * answers: an empty batch is `-32600 Invalid Request` (the SDK accepts it and answers 202 with
 * nothing), and so is any value that is not a JSON-RPC message (the SDK calls that a parse error,
 * `-32700`, which JSON-RPC keeps for text that is not JSON).
 */
export function readMessages(body: unknown, protocolVersion?: string | null): ReadMessages {
  if (Array.isArray(body)) {
    if (body.length === 0) return { ok: false, reason: "Invalid Request: an empty batch" };
    // MCP 2025-06-18 dropped JSON-RPC batches; a client that negotiated it does not send them. (The
    // SDK still takes them, answering a batch of one with a bare object.)
    if (protocolVersion && /^\d{4}-\d{2}-\d{2}$/.test(protocolVersion) && protocolVersion >= BATCHLESS_SINCE) {
      return {
        ok: false,
        reason: `Invalid Request: MCP ${protocolVersion} has no JSON-RPC batches; send one message per request`,
      };
    }
    const messages: JSONRPCMessage[] = [];
    for (const [i, item] of body.entries()) {
      const parsed = JSONRPCMessageSchema.safeParse(item);
      if (!parsed.success)
        return { ok: false, reason: `Invalid Request: batch item ${i} is not a JSON-RPC 2.0 message` };
      messages.push(parsed.data);
    }
    return { ok: true, messages };
  }
  const parsed = JSONRPCMessageSchema.safeParse(body);
  return parsed.success
    ? { ok: true, messages: [parsed.data] }
    : { ok: false, reason: "Invalid Request: not a JSON-RPC 2.0 message" };
}

/*
 * What kind of message a checked one is (`readMessages`, or one the SDK's server sends), by its
 * members: the SDK's schemas are strict objects, so a message with a method has an id exactly
 * when it is a request. The SDK's own guards (isJSONRPCRequest…) parse the message again, and a
 * failing zod parse builds its issues: they were a visible part of a tool call's CPU.
 */
export const isRequest = (m: JSONRPCMessage): m is JSONRPCRequest => "method" in m && "id" in m;
export const isNotification = (m: JSONRPCMessage): m is JSONRPCNotification => "method" in m && !("id" in m);
export const isResponse = (m: JSONRPCMessage): m is JSONRPCResultResponse | JSONRPCErrorResponse =>
  "result" in m || "error" in m;

/** The first protocol version without JSON-RPC batching (versions are dates, so they compare as text). */
const BATCHLESS_SINCE = "2025-06-18";

/** The error object JSON-RPC answers a request it cannot identify with (`id: null`). */
export function invalidRequestBody(message: string): string {
  return JSON.stringify({ jsonrpc: "2.0", error: { code: ErrorCode.InvalidRequest, message }, id: null });
}
