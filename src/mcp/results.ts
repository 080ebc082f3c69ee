import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { isDatabaseUnavailable, logUnavailable } from "../db/unavailable";
import { ApiError, issuesFromZod, serviceUnavailable } from "../errors";
import { jsonText } from "../services/lists/page-json";
import { rememberTextLiteral } from "./response-body";
import type { ToolContext } from "./tool";

/**
 * A successful call: the REST twin's JSON as text (spec 4.5). A list page shared by identical
 * requests is serialised once for all of them, REST and tools alike, and so is its escaped form
 * inside the JSON-RPC response (response-body.ts).
 */
export function toolResult(body: unknown): CallToolResult {
  const text = jsonText(body);
  if (body !== null && typeof body === "object") rememberTextLiteral(text);
  return { content: [{ type: "text", text }] };
}

/**
 * A failed call: `isError: true` with the error envelope of spec 2.8 as text, never a protocol
 * error. Typed errors keep their code; anything else is logged and hidden behind internal_error.
 */
export function toolError(err: unknown, ctx: ToolContext, tool: string): CallToolResult {
  let api: ApiError;
  if (err instanceof ApiError) {
    api = err;
  } else if (isDatabaseUnavailable(err)) {
    logUnavailable(ctx.deps.logger, err);
    api = serviceUnavailable();
  } else {
    // Not every failure is an Error (a WebSocket ErrorEvent from the Neon driver is not).
    ctx.deps.logger.error("unhandled tool error", { requestId: ctx.requestId, tool, error: err });
    api = new ApiError(
      "internal_error",
      "Something went wrong on our side. Quote the request id if you contact support.",
    );
  }
  return { content: [{ type: "text", text: JSON.stringify(api.toEnvelope(ctx.requestId)) }], isError: true };
}

/** Tool arguments that fail the tool's schema: validation_error listing every failing field as `path: reason`. */
export function argumentsError(zodIssues: readonly { path: readonly PropertyKey[]; message: string }[]): ApiError {
  const issues = issuesFromZod(zodIssues);
  const list = issues.map((i) => `${i.path || "(arguments)"}: ${i.message}`);
  return new ApiError("validation_error", `Invalid arguments: ${list.join("; ")}`, { issues });
}
