import { ErrorCode, JSONRPCMessageSchema } from "@modelcontextprotocol/sdk/types.js";

/**
 * What JSON-RPC 2.0 asks of a body that parses but is not a request, where the SDK answers
 * otherwise: an empty batch is `-32600 Invalid Request` (the SDK accepts it and answers 202 with
 * nothing), and so is any value that is not a JSON-RPC message (the SDK calls that a parse error,
 * `-32700`, which JSON-RPC keeps for text that is not JSON).
 */
export function invalidRequestReason(body: unknown): string | undefined {
  if (Array.isArray(body)) {
    if (body.length === 0) return "Invalid Request: an empty batch";
    const bad = body.findIndex((message) => !JSONRPCMessageSchema.safeParse(message).success);
    return bad === -1 ? undefined : `Invalid Request: batch item ${bad} is not a JSON-RPC 2.0 message`;
  }
  return JSONRPCMessageSchema.safeParse(body).success ? undefined : "Invalid Request: not a JSON-RPC 2.0 message";
}

/** The error object JSON-RPC answers a request it cannot identify with (`id: null`). */
export function invalidRequestBody(message: string): string {
  return JSON.stringify({ jsonrpc: "2.0", error: { code: ErrorCode.InvalidRequest, message }, id: null });
}
