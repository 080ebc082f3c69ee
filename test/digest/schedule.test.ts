import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { startScheduler } from "../../src/jobs/scheduler-node";
import { scheduleDueDigests } from "../../src/services/digest/schedule";
import { updateDigestPreferences } from "../../src/services/digest/preferences";
import { seedLead } from "../support/seed";
import { at, digestRuntime, digestsOf, newMember, newOrg, outboxTo, type DigestRuntime } from "./_support";

/*
 * When digests go: Monday 08:00 (weekly, the default) or every day at 08:00 (daily) on each
 * member's own wall clock, never for a period that began before they joined or changed their
 * settings, and not at all when they chose off. Time moves by the clock, never by sleeping.
 */

let rt: DigestRuntime;
beforeAll(async () => {
  rt = await digestRuntime();
});
afterEach(async () => rt.quiet());

/** An organisation with a lead waiting for a decision, so each of its digests has something to tell. */
async function busyOrg(): Promise<string> {
  const orgId = await newOrg(rt);
  await seedLead(rt.db, orgId, { founderName: "Ada Waiting", companyName: "Pending Labs" });
  return orgId;
}

describe("when digests fall due", () => {
  it("weekly by default: Monday at 08:00 UTC for a member who set no time zone, not a minute before", async () => {
    rt.clock.set("2026-02-25T10:00:00Z"); // a Wednesday
    const orgId = await busyOrg();
    const m = await newMember(rt, orgId);
    expect(
      await rt.db
        .selectFrom("members")
        .select(["time_zone", "digest_frequency"])
        .where("id", "=", m.memberId)
        .executeTakeFirst(),
    ).toEqual({ time_zone: null, digest_frequency: "weekly" });

    // Not at once for the week the member joined in, nor before Monday's 08:00.
    await rt.tick();
    rt.clock.set("2026-03-02T07:59:00Z");
    await rt.tick();
    expect(await outboxTo(rt, m.email)).toHaveLength(0);

    rt.clock.set("2026-03-02T08:00:00Z");
    await rt.tick();
    expect(await outboxTo(rt, m.email)).toHaveLength(1);
    // Ticks for the rest of the week send nothing more.
    for (const t of ["2026-03-02T08:01:00Z", "2026-03-04T12:00:00Z", "2026-03-09T07:59:00Z"]) {
      rt.clock.set(t);
      await rt.tick();
    }
    expect(await outboxTo(rt, m.email)).toHaveLength(1);
    rt.clock.set("2026-03-09T08:00:00Z");
    await rt.tick();
    expect((await digestsOf(rt, m.memberId)).map((d) => d.period)).toEqual(["weekly:2026-03-02", "weekly:2026-03-09"]);
  });

  it("a member in Asia/Tokyo and one in America/Los_Angeles each get theirs at their own Monday 08:00", async () => {
    rt.clock.set("2026-02-25T10:00:00Z");
    const orgId = await busyOrg();
    const tokyo = await newMember(rt, orgId, { timeZone: "Asia/Tokyo" });
    const la = await newMember(rt, orgId, { timeZone: "America/Los_Angeles" });

    rt.clock.set("2026-03-01T22:59:00Z"); // Monday 07:59 in Tokyo
    await rt.tick();
    expect(await outboxTo(rt, tokyo.email)).toHaveLength(0);

    rt.clock.set("2026-03-01T23:00:00Z"); // Monday 08:00 in Tokyo; Sunday 15:00 in Los Angeles
    await rt.tick();
    expect(await outboxTo(rt, tokyo.email)).toHaveLength(1);
    expect(await outboxTo(rt, la.email)).toHaveLength(0);

    rt.clock.set("2026-03-02T15:59:00Z"); // Monday 07:59 in Los Angeles
    await rt.tick();
    expect(await outboxTo(rt, la.email)).toHaveLength(0);

    rt.clock.set("2026-03-02T16:00:00Z");
    await rt.tick();
    expect(await outboxTo(rt, la.email)).toHaveLength(1);
    expect(await outboxTo(rt, tokyo.email)).toHaveLength(1);
    expect((await digestsOf(rt, tokyo.memberId))[0]).toMatchObject({
      period: "weekly:2026-03-02",
      covers_until: at("2026-03-01T23:00:00Z"),
    });
    expect((await digestsOf(rt, la.memberId))[0]).toMatchObject({
      period: "weekly:2026-03-02",
      covers_until: at("2026-03-02T16:00:00Z"),
    });
  });

  it(
    "a week across the start of daylight saving time: the " +
      "next digest comes at 08:00 local, an hour earlier in UTC",
    async () => {
      rt.clock.set("2026-02-25T10:00:00Z");
      const orgId = await busyOrg();
      const la = await newMember(rt, orgId, { timeZone: "America/Los_Angeles" });
      rt.clock.set("2026-03-02T16:00:00Z"); // 08:00 PST
      await rt.tick();
      expect(await outboxTo(rt, la.email)).toHaveLength(1);

      // Clocks go forward on Sunday 8 March: Monday 08:00 PDT is 15:00 UTC.
      rt.clock.set("2026-03-09T14:59:00Z");
      await rt.tick();
      expect(await outboxTo(rt, la.email)).toHaveLength(1);
      rt.clock.set("2026-03-09T15:00:00Z");
      await rt.tick();
      expect(await outboxTo(rt, la.email)).toHaveLength(2);
      const [, second] = await digestsOf(rt, la.memberId);
      // It covers the whole week since the last one, 167 hours.
      expect(second).toMatchObject({
        period: "weekly:2026-03-09",
        covers_from: at("2026-03-02T16:00:00Z"),
        covers_until: at("2026-03-09T15:00:00Z"),
      });
    },
  );

  it("daily digests go every day at 08:00 local, weekends included; weekly ones on Mondays only", async () => {
    rt.clock.set("2026-03-02T12:00:00Z"); // Monday, after 08:00 everywhere in Europe
    const orgId = await busyOrg();
    const daily = await newMember(rt, orgId, { timeZone: "Europe/Paris", frequency: "daily" });
    const weekly = await newMember(rt, orgId, { timeZone: "Europe/Paris" });
    // Every hour for a week: Tuesday 3 March 00:00 to Monday 9 March 23:00 UTC.
    for (let h = 0; h < 7 * 24; h++) {
      rt.clock.set(new Date(Date.parse("2026-03-03T00:00:00Z") + h * 3_600_000));
      await rt.tick();
    }
    const periods = (await digestsOf(rt, daily.memberId)).map((d) => [d.period, d.covers_until.toISOString()]);
    expect(periods).toEqual(
      // 08:00 CET
      ["03", "04", "05", "06", "07", "08", "09"].map((day) => [`daily:2026-03-${day}`, `2026-03-${day}T07:00:00.000Z`]),
    );
    expect(await outboxTo(rt, daily.email)).toHaveLength(7);
    expect((await digestsOf(rt, weekly.memberId)).map((d) => d.period)).toEqual(["weekly:2026-03-09"]);
    expect(await outboxTo(rt, weekly.email)).toHaveLength(1);
  });

  it(
    "an opted-out member gets none; choosing weekly again " + "on a Tuesday starts at the next Monday, not at once",
    async () => {
      rt.clock.set("2026-02-25T10:00:00Z");
      const orgId = await busyOrg();
      const m = await newMember(rt, orgId, { frequency: "off" });
      rt.clock.set("2026-03-02T09:00:00Z");
      await rt.tick();
      expect(await outboxTo(rt, m.email)).toHaveLength(0);

      rt.clock.set("2026-03-03T09:00:00Z");
      await updateDigestPreferences(rt.deps, m.actor, { timeZone: "UTC", frequency: "weekly" });
      await rt.tick();
      rt.clock.set("2026-03-08T23:00:00Z");
      await rt.tick();
      expect(await outboxTo(rt, m.email)).toHaveLength(0);
      rt.clock.set("2026-03-09T08:00:00Z");
      await rt.tick();
      expect(await outboxTo(rt, m.email)).toHaveLength(1);
    },
  );

  it("turning the digest off after it was queued, but before it went, sends nothing", async () => {
    rt.clock.set("2026-02-25T10:00:00Z");
    const orgId = await busyOrg();
    const m = await newMember(rt, orgId);
    rt.clock.set("2026-03-02T08:00:00Z");
    expect(await scheduleDueDigests(rt.deps)).toBeGreaterThanOrEqual(1);
    await updateDigestPreferences(rt.deps, m.actor, { timeZone: "UTC", frequency: "off" });
    await rt.runner.drain();
    expect(await outboxTo(rt, m.email)).toHaveLength(0);
    expect(await digestsOf(rt, m.memberId)).toEqual([]);
  });

  it("the Node scheduler's timer queues digests with the cadence runs", async () => {
    rt.clock.set("2026-02-25T10:00:00Z");
    const orgId = await busyOrg();
    const m = await newMember(rt, orgId);
    rt.clock.set("2026-03-02T08:00:00Z");
    const scheduler = startScheduler(rt.deps, 3600);
    try {
      await scheduler.tick();
    } finally {
      scheduler.stop();
    }
    const jobs = await rt.db
      .selectFrom("jobs")
      .select(["kind", "payload", "dedupe_key"])
      .where("kind", "=", "digest")
      .where("status", "=", "pending")
      .execute();
    expect(jobs.filter((j) => (j.payload as { memberId: string }).memberId === m.memberId)).toEqual([
      {
        kind: "digest",
        payload: { memberId: m.memberId, period: "weekly:2026-03-02", timeZone: "UTC" },
        dedupe_key: `digest:${m.memberId}:weekly:2026-03-02`,
      },
    ]);
    await rt.runner.drain();
    expect(await outboxTo(rt, m.email)).toHaveLength(1);
  });
});
