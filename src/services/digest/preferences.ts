import { issuesFromZod, notFound, validationError } from "../../errors";
import { resolveTimeZone } from "../../platform/time-zones";
import type { Actor } from "../actor";
import { countCall } from "../access";
import type { AppDeps } from "../deps";
import { ts } from "../timestamps";
import { latestSlot } from "./period";
import { DigestPreferencesInput, type DigestPreferences } from "./preferences.schema";

/*
 * A member's own digest settings: their time zone, and weekly, daily or off. Each member changes
 * only their own, whatever their role (a viewer too: it changes no data of the organisation).
 * A change moves the start of their schedule to now, so the next digest is the next 08:00 of the
 * new settings, never one at once for a period that began before them.
 */

type Deps = Pick<AppDeps, "db" | "clock" | "rateLimitsEnabled" | "counters" | "logger" | "config" | "metrics">;

export async function getDigestPreferences(deps: Pick<AppDeps, "db" | "clock">, actor: Actor): Promise<DigestPreferences> {
  const m = await deps.db
    .selectFrom("members")
    .select(["time_zone", "digest_frequency"])
    .where("id", "=", actor.memberId)
    .where("org_id", "=", actor.orgId)
    .where("removed_at", "is", null)
    .executeTakeFirst();
  if (!m) throw notFound("Member");
  return view(m.time_zone, m.digest_frequency, deps.clock.now());
}

/** Saves the signed-in member's digest settings; 400 naming each bad field. Counts as a write. */
export async function updateDigestPreferences(deps: Deps, actor: Actor, input: unknown): Promise<DigestPreferences> {
  await countCall(deps, actor, ["write"]);
  const parsed = DigestPreferencesInput.safeParse(input);
  if (!parsed.success) throw validationError(issuesFromZod(parsed.error.issues));
  const timeZone = resolveTimeZone(parsed.data.timeZone);
  if (!timeZone) throw validationError([{ path: "timeZone", message: "must be an IANA time zone name, such as Europe/Paris" }]);
  const { frequency } = parsed.data;
  const now = deps.clock.now();
  const r = await deps.db
    .updateTable("members")
    .set({ time_zone: timeZone, digest_frequency: frequency, digest_changed_at: now })
    .where("id", "=", actor.memberId)
    .where("org_id", "=", actor.orgId)
    .where("removed_at", "is", null)
    // Saving the same settings again does not move the schedule.
    .where((eb) => eb.or([eb("time_zone", "<>", timeZone), eb("digest_frequency", "<>", frequency)]))
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) === 0) return getDigestPreferences(deps, actor);
  return view(timeZone, frequency, now);
}

function view(timeZone: string, frequency: DigestPreferences["frequency"], now: Date): DigestPreferences {
  return { timeZone, frequency, nextDigestAt: frequency === "off" ? null : ts(latestSlot(frequency, timeZone, now).nextDueAt) };
}
