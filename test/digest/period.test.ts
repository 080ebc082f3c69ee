import { describe, expect, it } from "vitest";
import { latestSlot, slotOfPeriod } from "../../src/services/digest/period";
import { localDateTime, resolveTimeZone, timeZoneNames, zonedInstant } from "../../src/platform/time-zones";

/*
 * When a digest falls due: 08:00 on the member's wall clock, Mondays (weekly) or every day
 * (daily), read through Intl so a change of daylight saving time moves the instant, not the hour.
 */

const at = (iso: string) => new Date(iso);
const H = 3_600_000;

describe("digest periods", () => {
  it("weekly: the latest Monday 08:00 local, named by its local date", () => {
    const s = latestSlot("weekly", "Europe/Paris", at("2026-03-04T12:00:00Z")); // a Wednesday
    expect(s.period).toBe("weekly:2026-03-02");
    expect(s.dueAt.toISOString()).toBe("2026-03-02T07:00:00.000Z"); // 08:00 CET
    expect(s.previousDueAt.toISOString()).toBe("2026-02-23T07:00:00.000Z");
    expect(s.nextDueAt.toISOString()).toBe("2026-03-09T07:00:00.000Z");
  });

  it("falls due at 08:00 exactly, not a moment before", () => {
    expect(latestSlot("weekly", "UTC", at("2026-03-02T07:59:59.999Z")).period).toBe("weekly:2026-02-23");
    expect(latestSlot("weekly", "UTC", at("2026-03-02T08:00:00.000Z")).period).toBe("weekly:2026-03-02");
    expect(latestSlot("daily", "UTC", at("2026-03-03T07:59:00Z")).period).toBe("daily:2026-03-02");
    expect(latestSlot("daily", "UTC", at("2026-03-03T08:00:00Z")).period).toBe("daily:2026-03-03");
  });

  it("Tokyo's Monday 08:00 is Sunday 23:00 UTC; Los Angeles' is Monday 16:00 UTC", () => {
    const sunday2300 = at("2026-03-01T23:00:00Z");
    expect(latestSlot("weekly", "Asia/Tokyo", sunday2300)).toMatchObject({
      period: "weekly:2026-03-02",
      dueAt: sunday2300,
    });
    // At that instant it is Sunday 15:00 in Los Angeles: its latest Monday is the week before.
    expect(latestSlot("weekly", "America/Los_Angeles", sunday2300).period).toBe("weekly:2026-02-23");
    expect(latestSlot("weekly", "America/Los_Angeles", at("2026-03-02T16:00:00Z"))).toMatchObject({
      period: "weekly:2026-03-02",
      dueAt: at("2026-03-02T16:00:00Z"),
    });
  });

  it("a week across the start of daylight saving time is 167 hours, and 08:00 stays 08:00", () => {
    // Los Angeles springs forward on Sunday 8 March 2026.
    const before = latestSlot("weekly", "America/Los_Angeles", at("2026-03-02T16:00:00Z"));
    expect(before.nextDueAt.toISOString()).toBe("2026-03-09T15:00:00.000Z"); // 08:00 PDT
    expect(before.nextDueAt.getTime() - before.dueAt.getTime()).toBe(167 * H);
    const after = latestSlot("weekly", "America/Los_Angeles", at("2026-03-09T15:00:00Z"));
    expect(after.period).toBe("weekly:2026-03-09");
    expect(after.previousDueAt).toEqual(before.dueAt);
    expect(localDateTime(after.dueAt, "America/Los_Angeles")).toMatchObject({ hour: 8, minute: 0, weekday: 1 });
    // Paris a fortnight later (Sunday 29 March).
    const paris = latestSlot("weekly", "Europe/Paris", at("2026-03-30T06:00:00Z"));
    expect(paris).toMatchObject({
      period: "weekly:2026-03-30",
      dueAt: at("2026-03-30T06:00:00Z"),
      previousDueAt: at("2026-03-23T07:00:00Z"),
    });
  });

  it("a week across the end of daylight saving time is 169 hours", () => {
    // Los Angeles falls back on Sunday 1 November 2026.
    const s = latestSlot("weekly", "America/Los_Angeles", at("2026-11-02T16:00:00Z"));
    expect(s).toMatchObject({
      period: "weekly:2026-11-02",
      dueAt: at("2026-11-02T16:00:00Z"),
      previousDueAt: at("2026-10-26T15:00:00Z"),
    });
    expect(s.dueAt.getTime() - s.previousDueAt.getTime()).toBe(169 * H);
    // The daily digest on the day of the change: 08:00 PST, 25 hours after Saturday's.
    const d = latestSlot("daily", "America/Los_Angeles", at("2026-11-01T16:00:00Z"));
    expect(d).toMatchObject({ period: "daily:2026-11-01", previousDueAt: at("2026-10-31T15:00:00Z") });
  });

  it("a wall time in a spring-forward gap lands just after it; one that happens twice is its first", () => {
    expect(zonedInstant({ year: 2026, month: 3, day: 8 }, 2, 30, "America/Los_Angeles").toISOString()).toBe(
      "2026-03-08T10:30:00.000Z",
    ); // 03:30 PDT
    expect(zonedInstant({ year: 2026, month: 11, day: 1 }, 1, 30, "America/Los_Angeles").toISOString()).toBe(
      "2026-11-01T08:30:00.000Z",
    ); // 01:30 PDT
  });

  it("a zone without daylight saving time, and one a half hour off", () => {
    expect(latestSlot("daily", "Asia/Kolkata", at("2026-07-01T02:30:00Z"))).toMatchObject({
      period: "daily:2026-07-01",
      dueAt: at("2026-07-01T02:30:00Z"),
    });
    expect(latestSlot("daily", "Asia/Kolkata", at("2026-07-01T02:29:00Z")).period).toBe("daily:2026-06-30");
  });

  it("names periods that parse back, and refuses a weekly period on another day than Monday", () => {
    const s = latestSlot("weekly", "Asia/Tokyo", at("2026-03-04T00:00:00Z"));
    expect(slotOfPeriod(s.period, "Asia/Tokyo")).toEqual(s);
    expect(slotOfPeriod("weekly:2026-03-03", "UTC")).toBeNull();
    expect(slotOfPeriod("daily:2026-02-30", "UTC")).toBeNull();
    expect(slotOfPeriod("monthly:2026-03-02", "UTC")).toBeNull();
  });
});

describe("time zone names", () => {
  it("accepts IANA names in any case and returns Intl's spelling", () => {
    expect(resolveTimeZone("Asia/Tokyo")).toBe("Asia/Tokyo");
    expect(resolveTimeZone(" america/los_angeles ")).toBe("America/Los_Angeles");
    expect(resolveTimeZone("UTC")).toBe("UTC");
  });

  it.each(["Mars/Olympus_Mons", "+05:00", "GMT+5:30", "", "Europe/Paris; drop table", "a".repeat(80)])(
    "refuses %j",
    (name) => {
      expect(resolveTimeZone(name)).toBeNull();
    },
  );

  it("offers every zone Intl knows, UTC included, sorted", () => {
    const names = timeZoneNames();
    expect(names).toContain("UTC");
    expect(names).toContain("Asia/Tokyo");
    expect(names).toContain("America/Los_Angeles");
    expect([...names].sort()).toEqual(names);
    for (const n of names.slice(0, 50)) expect(resolveTimeZone(n)).not.toBeNull();
  });
});
