import { z } from "@hono/zod-openapi";
import type { ErrorCode } from "../errors";

/** Spec 2.8, as every error response is documented. */
export const ErrorSchema = z
  .object({
    error: z.object({
      code: z.string().openapi({ example: "validation_error" }),
      message: z.string(),
      details: z.record(z.string(), z.unknown()).optional(),
      requestId: z.string().optional(),
    }),
  })
  .openapi("Error");

const DESCRIPTIONS: Record<number, string> = {
  400: "Invalid request (validation_error, invalid_json, invalid_cursor)",
  401: "Missing, malformed or invalid API key (unauthorized)",
  403: "The key lacks a required scope, or acts for a viewer on a write (forbidden)",
  404: "Not found (not_found)",
  409: "Conflict",
  413: "Body larger than 1 MiB (payload_too_large)",
  415: "Body is not JSON (unsupported_media_type)",
  429: "Rate limit exceeded (rate_limited); see Retry-After",
  500: "Unexpected failure (internal_error)",
};

/** The error responses of a route, with the codes each status can carry. */
export function errorResponses(statuses: number[], codes: Partial<Record<number, ErrorCode[]>> = {}) {
  const out: Record<number, { description: string; content: { "application/json": { schema: typeof ErrorSchema } } }> = {};
  for (const s of [...new Set([...statuses, 500])]) {
    const extra = codes[s]?.length ? ` — codes: ${codes[s]!.join(", ")}` : "";
    out[s] = { description: (DESCRIPTIONS[s] ?? "Error") + extra, content: { "application/json": { schema: ErrorSchema } } };
  }
  return out;
}

/** The errors every authenticated route can answer. */
export const AUTHED_ERRORS = [400, 401, 403, 429];

export const jsonContent = <T>(schema: T, description: string) => ({
  content: { "application/json": { schema } },
  description,
});

/** Request bodies are required, or a request without a JSON content type would skip validation. */
export const jsonBody = <T>(schema: T, description?: string) => ({
  required: true,
  content: { "application/json": { schema } },
  ...(description ? { description } : {}),
});

export const security = [{ bearerAuth: [] }];
