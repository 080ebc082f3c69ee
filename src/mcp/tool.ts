import type { ToolAnnotations } from "@modelcontextprotocol/sdk/types.js";
import type { z } from "zod";
import type { AppDeps } from "../services/deps";
import type { Operation } from "../services/access/authorize";
import type { Actor } from "../services/access/actor";

/** What every tool call runs with: one HTTP request's dependencies and the key's actor. */
export interface ToolContext {
  deps: AppDeps;
  actor: Actor;
  /** The HTTP request's X-Request-Id, carried into error envelopes so an operator can find the log line. */
  requestId: string;
  /** Told the X-RateLimit-* headers of a call counted toward a bucket; the HTTP response carries them. */
  onRateLimitHeaders?: (headers: Record<string, string>) => void;
}

/**
 * One tool. The input is a plain `z.object` (a top-level transform would be advertised as `{}`;
 * a refinement is kept out of the advertised schema, not lost); every field carries a
 * description, because a model reads them.
 */
export interface ToolDef<S extends z.ZodObject = z.ZodObject> {
  name: string;
  title: string;
  description: string;
  input: S;
  annotations: Omit<ToolAnnotations, "title">;
  /** The operation whose access (src/services/access/authorize.ts) the call needs: its REST twin's. */
  operation: Operation;
  /**
   * Runs on the raw arguments before rate limits, scopes and validation: questions the user must
   * answer (needs_user_input), which must cost no quota.
   */
  precheck?(raw: Record<string, unknown>, ctx: ToolContext): void;
  /** Returns the JSON of the REST twin. */
  run(args: z.output<S>, ctx: ToolContext): Promise<unknown>;
}

/** Keeps the input schema's type for `run` while the registry holds tools of any schema. */
export function defineTool<S extends z.ZodObject>(def: ToolDef<S>): ToolDef<S> {
  return def;
}

export type AnyTool = ToolDef<z.ZodObject>;
