import type { ToolAnnotations } from "@modelcontextprotocol/sdk/types.js";
import type { z } from "zod";
import type { AppDeps } from "../services/deps";
import type { Actor } from "../services/actor";
import type { BucketName } from "../services/rate-limit";
import type { Scope } from "../services/scopes";

/** What every tool call runs with: one HTTP request's dependencies and the key's actor. */
export interface ToolContext {
  deps: AppDeps;
  actor: Actor;
  /** The HTTP request's X-Request-Id, carried into error envelopes so an operator can find the log line. */
  requestId: string;
  /** Told the X-RateLimit-* headers of a call counted toward a bucket; the HTTP response carries them. */
  onRateLimitHeaders?: (headers: Record<string, string>) => void;
}

/** Scope and rate-limit buckets of a tool: those of its REST twin (spec 4.5, section 8). */
export interface ToolAccess {
  scopes: Scope[];
  /** Counted like the REST twin: create and refresh are also writes. */
  buckets: BucketName[];
  /** A write: refused for a viewer's key whatever its scopes. */
  write: boolean;
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
  /** null: any valid key, counted toward no bucket (whoami). */
  access: ToolAccess | null;
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
