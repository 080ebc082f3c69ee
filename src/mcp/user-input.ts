import { ApiError, validationError } from "../errors";
import type { Actor } from "../services/access/actor";

/** The quick picks offered when `thingsToTrack` is missing (spec 4.5 rule 2). */
export const THINGS_TO_TRACK_SUGGESTIONS = [
  "Product Updates",
  "Metrics Shared",
  "Founders Amplified",
  "Fundraising Signals",
  "Hiring Updates",
  "Customer/Partnership Signals",
] as const;

export const MAX_ALERT_EMAILS = 20;

/**
 * Spec 4.5 rules 2 and 3, on the raw arguments of add_company and track_lead, before any quota is
 * spent: a tool must not guess what to watch, nor where to send alerts. A wrongly typed value is
 * left to the schema (validation_error); only absent or blank input is a question for the user.
 */
export function askForMissingInput(raw: Record<string, unknown>, actor: Actor): void {
  const missing: string[] = [];
  const questions: string[] = [];
  const things = raw.thingsToTrack;
  if (things === undefined || things === null || (typeof things === "string" && !things.trim())) {
    missing.push("thingsToTrack");
    questions.push(
      `what to watch for this company (thingsToTrack), for example one or more of: ` +
        `${THINGS_TO_TRACK_SUGGESTIONS.join(", ")}`,
    );
  }
  const emails = raw.alertEmails;
  if (
    !actor.memberEmail &&
    (emails === undefined || emails === null || (Array.isArray(emails) && emails.length === 0))
  ) {
    missing.push("alertEmails");
    questions.push(
      "which email addresses should receive alerts (alertEmails), since the member this key acts for has no " +
        "email address",
    );
  }
  if (!missing.length) return;
  throw new ApiError("needs_user_input", `Ask the user ${questions.join("; and ")}. Nothing was saved.`, {
    fields: missing,
    ...(missing.includes("thingsToTrack") ? { suggestions: [...THINGS_TO_TRACK_SUGGESTIONS] } : {}),
  });
}

/**
 * Alerts always go to the acting member's email (`defaultAlertEmails`); `alertEmails` only adds
 * recipients. Trimmed, de-duplicated case-insensitively (first spelling kept), 20 at most in total.
 */
export function alertRecipients(actor: Actor, extra: readonly string[] | undefined): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const e of [...defaultAlertEmails(actor), ...(extra ?? [])].map((x) => x.trim())) {
    const k = e.toLowerCase();
    if (e && !seen.has(k)) {
      seen.add(k);
      out.push(e);
    }
  }
  if (out.length > MAX_ALERT_EMAILS) {
    const own = actor.memberEmail ? ` including your own address (${actor.memberEmail})` : "";
    throw validationError([
      { path: "alertEmails", message: `at most ${MAX_ALERT_EMAILS} recipients in total${own}; got ${out.length}` },
    ]);
  }
  return out;
}

export function defaultAlertEmails(actor: Actor): string[] {
  return actor.memberEmail ? [actor.memberEmail] : [];
}
