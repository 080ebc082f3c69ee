import type { Context } from "hono";
import { ApiError } from "../errors";
import { asApiError } from "../http/error-handler";
import type { AppEnv } from "../http/env";
import type { WebEnv } from "./env";

/*
 * The one mapping from a service's typed error to what a page shows (docs/web.md), as the API's
 * one error handler maps it to JSON: the same code and status, the message as a sentence on the
 * page, each failing field's reason beside that field, and the candidates of an ambiguous company.
 */

export interface Problem {
  status: ApiError["status"];
  code: string;
  message: string;
  /** Field → reason, from a validation error's `details.issues` (`path: reason`). */
  fields: Record<string, string>;
  /** Companies an ambiguous name could mean (409 ambiguous_entity/ambiguous_source). */
  candidates: { id: string; name: string }[];
  headers: Record<string, string>;
}

/**
 * A thrown value as a problem. Pages that show a form's problem on the form pass the context: an
 * unexpected error is then logged and shown as the API's 500 (`asApiError`, the API's own mapping).
 */
export function problemOf(err: unknown, c?: Context<WebEnv>): Problem {
  if (err instanceof ApiError) return fromApiError(err);
  if (!c) throw err;
  // The web app's context has everything the API's has (WebEnv extends AppEnv's variables).
  return fromApiError(asApiError(err, c as unknown as Context<AppEnv>));
}

function fromApiError(err: ApiError): Problem {
  const details = err.details ?? {};
  const fields: Record<string, string> = {};
  for (const issue of Array.isArray(details.issues)
    ? (details.issues as { path?: unknown; message?: unknown }[])
    : []) {
    if (typeof issue.path === "string" && typeof issue.message === "string" && !(issue.path in fields))
      fields[issue.path] = issue.message;
  }
  const candidates = (
    Array.isArray(details.candidates) ? (details.candidates as Record<string, unknown>[]) : []
  ).flatMap((c) => {
    const id =
      typeof c.id === "string"
        ? c.id
        : typeof (c.entity as Record<string, unknown> | undefined)?.id === "string"
          ? String((c.entity as Record<string, unknown>).id)
          : null;
    const name =
      typeof c.companyName === "string"
        ? c.companyName
        : typeof (c.entity as Record<string, unknown> | undefined)?.companyName === "string"
          ? String((c.entity as Record<string, unknown>).companyName)
          : null;
    return id && name ? [{ id, name }] : [];
  });
  return { status: err.status, code: err.code, message: sentence(err), fields, candidates, headers: err.headers ?? {} };
}

/** The message for a person: a validation error's list of fields is shown beside the fields instead. */
function sentence(err: ApiError): string {
  if (err.code === "validation_error" && Array.isArray(err.details?.issues))
    return "Some of what you entered needs fixing.";
  if (err.code === "rate_limited") {
    const wait = Number(err.details?.retryAfterSeconds ?? 0);
    return (
      `Too many requests for now: try again in ` +
      `${wait >= 120 ? `${Math.ceil(wait / 60)} minutes` : `${Math.max(1, wait)} seconds`}.`
    );
  }
  return err.message;
}
