import { sql } from "kysely";
import { issuesFromZod, notFound, validationError } from "../../errors";
import type { Actor } from "../access/actor";
import type { AppDeps } from "../deps";
import { ts } from "../shared/timestamps";
import { DEFAULT_TIME_ZONE, latestSlot } from "./period";
import { DigestPreferencesInput, type DigestPreferences } from "./preferences.schema";

/*
 * A member's own digest settings: their time zone, and weekly, daily or off. Each member changes
 * only their own, whatever their role (a viewer too: it changes no data of the organisation).
 * A change moves the start of their schedule to now, so the next digest is the next 08:00 of the
 * new settings, never one at once for a period that began before them.
 */

type Deps = Pick<AppDeps, "db" | "clock">;

export async function getDigestPreferences(
  deps: Pick<AppDeps, "db" | "clock">,
  actor: Actor,
): Promise<DigestPreferences> {
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

/**
 * Saves the signed-in member's digest settings; 400 naming each bad field. Its caller authorizes
 * it first (`authorize(…, "updateDigestPreferences")`: a write toward the member's limits).
 */
export async function updateDigestPreferences(deps: Deps, actor: Actor, input: unknown): Promise<DigestPreferences> {
  const parsed = DigestPreferencesInput.safeParse(input);
  if (!parsed.success) throw validationError(issuesFromZod(parsed.error.issues));
  const { timeZone, frequency } = parsed.data;
  const now = deps.clock.now();
  const r = await deps.db
    .updateTable("members")
    .set({
      time_zone: timeZone,
      digest_frequency: frequency,
      // Saving the same settings again (the default zone chosen explicitly too) does not move the schedule.
      digest_changed_at: sql<Date>`case when coalesce(time_zone, ${DEFAULT_TIME_ZONE}) <> ${timeZone}
        or digest_frequency <> ${frequency}
        then ${now}::timestamptz else digest_changed_at end`,
    })
    .where("id", "=", actor.memberId)
    .where("org_id", "=", actor.orgId)
    .where("removed_at", "is", null)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) === 0) throw notFound("Member");
  return view(timeZone, frequency, now);
}

function view(chosenZone: string | null, frequency: DigestPreferences["frequency"], now: Date): DigestPreferences {
  const timeZone = chosenZone ?? DEFAULT_TIME_ZONE;
  return {
    timeZone,
    timeZoneChosen: chosenZone !== null,
    frequency,
    nextDigestAt: frequency === "off" ? null : ts(latestSlot(frequency, timeZone, now).nextDueAt),
  };
}
