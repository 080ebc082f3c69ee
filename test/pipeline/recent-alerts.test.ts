import { describe, expect, it } from "vitest";
import { RECENT_SENT_LIMIT, recentSentBefore } from "../../src/pipeline/record/recent-alerts";

/*
 * The alerts a signal is compared with for duplicates (pipeline/record/recent-alerts.ts): the run and the
 * preview of a change to what is tracked read the same ones, so the preview says what the run does.
 */

const at = new Date("2026-11-20T12:00:00Z");
const hoursBefore = (h: number) => new Date(at.getTime() - h * 3_600_000);

describe("the alerts a signal is compared with", () => {
  it("are those emailed before it, within the window, the newest fifty", () => {
    const sent = [
      { type: "fundraising", summary: "after it", createdAt: new Date(at.getTime() + 60_000) },
      { type: "fundraising", summary: "its own alert", createdAt: at },
      ...Array.from({ length: 60 }, (_, i) => ({
        type: "hiring",
        summary: `alert ${i}`,
        createdAt: hoursBefore(i + 1),
      })),
      { type: "fundraising", summary: "too old", createdAt: hoursBefore(24 * 8) },
    ];
    const recent = recentSentBefore(sent, at, 7);
    expect(recent).toHaveLength(RECENT_SENT_LIMIT);
    expect(recent[0]!.summary).toBe("alert 0");
    expect(recent.map((a) => a.summary)).not.toContain("its own alert");
    expect(recent.map((a) => a.summary)).not.toContain("too old");
    expect(recentSentBefore(sent.slice(0, 5), at, 7).map((a) => a.summary)).toEqual(["alert 0", "alert 1", "alert 2"]);
  });
});
