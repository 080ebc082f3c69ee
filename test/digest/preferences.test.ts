import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "../../src/errors";
import { getDigestPreferences, updateDigestPreferences } from "../../src/services/digest/preferences";
import { digestRuntime, newMember, newOrg, type DigestRuntime } from "./_support";

/*
 * A member's digest settings: their IANA time zone and weekly, daily or off. Each member changes
 * only their own, a viewer included; bad values are refused with the field named, changing nothing.
 */

let rt: DigestRuntime;
beforeAll(async () => {
  rt = await digestRuntime();
});
afterEach(async () => rt.quiet());

async function refusal(p: Promise<unknown>): Promise<ApiError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiError);
  return err as ApiError;
}

describe("digest settings", () => {
  it("default to weekly in UTC, the zone not chosen yet; the next digest is the next Monday 08:00", async () => {
    rt.clock.set("2026-03-04T12:00:00Z");
    const m = await newMember(rt, await newOrg(rt));
    expect(await getDigestPreferences(rt.deps, m.actor)).toEqual({
      timeZone: "UTC",
      timeZoneChosen: false,
      frequency: "weekly",
      nextDigestAt: "2026-03-09T08:00:00.000000+00:00",
    });
  });

  it("save a time zone (spelled as Intl spells it) and a frequency, and say when the next digest comes", async () => {
    rt.clock.set("2026-03-04T12:00:00Z");
    const m = await newMember(rt, await newOrg(rt));
    expect(await updateDigestPreferences(rt.deps, m.actor, { timeZone: "asia/tokyo", frequency: "daily" })).toEqual({
      timeZone: "Asia/Tokyo",
      timeZoneChosen: true,
      frequency: "daily",
      nextDigestAt: "2026-03-04T23:00:00.000000+00:00", // Thursday 08:00 in Tokyo
    });
    expect(await getDigestPreferences(rt.deps, m.actor)).toMatchObject({ timeZone: "Asia/Tokyo", frequency: "daily" });
    expect(await updateDigestPreferences(rt.deps, m.actor, { timeZone: "Asia/Tokyo", frequency: "off" })).toEqual({
      timeZone: "Asia/Tokyo",
      timeZoneChosen: true,
      frequency: "off",
      nextDigestAt: null,
    });
  });

  it(
    "refuse a zone that is not IANA's and a frequency that is not " +
      "weekly, daily or off, naming each field, and change nothing",
    async () => {
      rt.clock.set("2026-03-04T12:00:00Z");
      const m = await newMember(rt, await newOrg(rt));
      const both = await refusal(updateDigestPreferences(rt.deps, m.actor, { timeZone: "", frequency: "hourly" }));
      expect(both.code).toBe("validation_error");
      expect(both.message).toContain("timeZone: must be an IANA time zone name, such as Europe/Paris");
      expect(both.message).toContain("frequency: must be weekly, daily or off");
      for (const timeZone of ["Mars/Olympus_Mons", "+05:00", "CET; drop table members"]) {
        const e = await refusal(updateDigestPreferences(rt.deps, m.actor, { timeZone, frequency: "daily" }));
        expect(e.message).toBe("Invalid request: timeZone: must be an IANA time zone name, such as Europe/Paris");
      }
      expect(
        (await refusal(updateDigestPreferences(rt.deps, m.actor, { timeZone: "UTC", frequency: "weekly", extra: 1 })))
          .code,
      ).toBe("validation_error");
      expect(await getDigestPreferences(rt.deps, m.actor)).toMatchObject({
        timeZone: "UTC",
        timeZoneChosen: false,
        frequency: "weekly",
      });
    },
  );

  it("are each member's own: a viewer changes theirs, and nobody else's changes", async () => {
    rt.clock.set("2026-03-04T12:00:00Z");
    const orgId = await newOrg(rt);
    const viewer = await newMember(rt, orgId, { role: "viewer" });
    const other = await newMember(rt, orgId);
    await updateDigestPreferences(rt.deps, viewer.actor, { timeZone: "Europe/Paris", frequency: "daily" });
    expect(await getDigestPreferences(rt.deps, viewer.actor)).toMatchObject({
      timeZone: "Europe/Paris",
      frequency: "daily",
    });
    expect(await getDigestPreferences(rt.deps, other.actor)).toMatchObject({ timeZone: "UTC", frequency: "weekly" });
    // An actor whose member is in another organisation reaches no row.
    const stranger = await newMember(rt, await newOrg(rt));
    const e = await refusal(getDigestPreferences(rt.deps, { ...stranger.actor, memberId: other.memberId }));
    expect(e.code).toBe("not_found");
  });

  it("saving the same settings again does not move the start of the schedule", async () => {
    rt.clock.set("2026-03-04T12:00:00Z");
    const m = await newMember(rt, await newOrg(rt), { timeZone: "Europe/Paris" });
    const changedAt = async () =>
      (
        await rt.db
          .selectFrom("members")
          .select("digest_changed_at")
          .where("id", "=", m.memberId)
          .executeTakeFirstOrThrow()
      ).digest_changed_at;
    const first = await changedAt();
    expect(first).toEqual(new Date("2026-03-04T12:00:00Z"));
    rt.clock.set("2026-03-05T12:00:00Z");
    await updateDigestPreferences(rt.deps, m.actor, { timeZone: "Europe/Paris", frequency: "weekly" });
    expect(await changedAt()).toEqual(first);
    await updateDigestPreferences(rt.deps, m.actor, { timeZone: "Europe/Berlin", frequency: "weekly" });
    expect(await changedAt()).toEqual(new Date("2026-03-05T12:00:00Z"));

    // Choosing UTC, the zone a member has until they choose, is a choice made, not a change of schedule.
    rt.clock.set("2026-03-04T12:00:00Z");
    const fresh = await newMember(rt, await newOrg(rt));
    rt.clock.set("2026-03-06T12:00:00Z");
    expect(await updateDigestPreferences(rt.deps, fresh.actor, { timeZone: "UTC", frequency: "weekly" })).toMatchObject(
      { timeZone: "UTC", timeZoneChosen: true },
    );
    expect(
      (
        await rt.db
          .selectFrom("members")
          .select("digest_changed_at")
          .where("id", "=", fresh.memberId)
          .executeTakeFirstOrThrow()
      ).digest_changed_at,
    ).toBeNull();
  });
});
