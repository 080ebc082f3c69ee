import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { ApiError } from "../errors";
import { authorize } from "../services/access/authorize";
import { rateLimitHeaders } from "../services/access/rate-limit";
import { inputIssues } from "../services/shared/text-input";
import { argumentsError, toolError, toolResult } from "./results";
import type { AnyTool, ToolContext } from "./tool";

/**
 * One tool call, in the order the spec implies:
 *  1. questions for the user (needs_user_input), which cost no quota;
 *  2. rate limits, counted like the REST twin (every authenticated call counts, even one refused after);
 *  3. scopes and the viewer rule (2 and 3: the operation's access, checked as REST's guard checks it);
 * 4. the tool's own schema (a malformed id never reaches a service), and no text holding U+0000 or an unpaired
 * surrogate;
 *  5. the service.
 * Whatever fails comes back as an `isError` result carrying our error envelope.
 */
export async function runTool(tool: AnyTool, rawArgs: unknown, ctx: ToolContext): Promise<CallToolResult> {
  try {
    const raw = withoutNullOptionals(tool, isPlainObject(rawArgs) ? rawArgs : {});
    tool.precheck?.(raw, ctx);
    await authorize(ctx.deps, ctx.actor, tool.operation, (state) => {
      if (state) ctx.onRateLimitHeaders?.(rateLimitHeaders(state));
    }).catch((err: unknown) => {
      // rate_limited carries its headers (Retry-After, X-RateLimit-*) for the HTTP response too.
      if (err instanceof ApiError && err.code === "rate_limited" && err.headers) ctx.onRateLimitHeaders?.(err.headers);
      throw err;
    });
    const badInput = inputIssues(raw);
    if (badInput.length) throw argumentsError(badInput);
    const parsed = await tool.input.safeParseAsync(raw);
    if (!parsed.success) throw argumentsError(parsed.error.issues);
    return toolResult(await tool.run(parsed.data, ctx));
  } catch (err) {
    return toolError(err, ctx, tool.name);
  }
}

/**
 * On the read tools, `null` for an optional argument that takes no null means "not given": what a
 * model sends after reading `nextCursor: null`, or for a filter it means to leave out. Not on
 * writes: there a null may mean "clear this" (update_company's `alertEmails: null`), and a change
 * silently not made would be worse than the validation error REST gives.
 */
function withoutNullOptionals(tool: AnyTool, raw: Record<string, unknown>): Record<string, unknown> {
  if (!tool.annotations.readOnlyHint) return raw;
  const shape = tool.input.shape as Record<string, { safeParse(v: unknown): { success: boolean } } | undefined>;
  const nulls = Object.keys(raw).filter(
    (k) =>
      raw[k] === null &&
      Object.hasOwn(shape, k) &&
      !shape[k]!.safeParse(null).success &&
      shape[k]!.safeParse(undefined).success,
  );
  if (nulls.length === 0) return raw;
  const out = { ...raw };
  for (const k of nulls) delete out[k];
  return out;
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
