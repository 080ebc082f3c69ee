import { describe, expect, it } from "vitest";
import type { SnapshotPage } from "../../src/pipeline/collect/snapshot";
import { extractJobs } from "../../src/pipeline/collect/extract/jobs";
import type { NewPost } from "../../src/pipeline/compare/types";
import { newPostFindings } from "../../src/pipeline/judge/processors/posts";
import type { AnalysisInput } from "../../src/pipeline/judge/types";
import { parseWatchItems } from "../../src/pipeline/judge/watch";
import { ctx, counted } from "../support/readings";

/*
 * Shapes of North American seed-stage start-ups' sites (docs/pipeline.md "Reading statements", "Judging on evidence"):
 * money paid out to a platform's users is a metric, a count of people no sum raised; a marketplace's milestones are
 * metrics; a post about an opening the careers page already lists tells no new hiring.
 */

describe("money a platform pays out to the people it serves", () => {
  it("is a metric shared, and a count of people beside it is no round", () => {
    const c = ctx("Tipjar");
    expect(counted("$100 million paid to creators", c)).toEqual(["metrics_shared"]);
    expect(counted("This weekend Tipjar crossed $100 million paid out to creators.", c)).toContain("metrics_shared");
    const audience =
      "More than 110,000 streamers now get tips and memberships through Tipjar, and 4.2 million viewers have sent " +
      "at least one tip.";
    expect(counted(audience, c)).not.toContain("fundraising");
    expect(counted("Tipjar got $4.2 million from Harbor Street Ventures.", c)).toContain("fundraising");
  });
});

describe("a watch list's marketplace milestones", () => {
  it("ask for metrics: creator, payout and seller milestones", () => {
    const types = (t: string) => parseWatchItems(t).map((w) => w.type);
    expect(types("creator or payout milestones")).toEqual(["metrics_shared"]);
    expect(types("Creator payout or user milestones")).toEqual(["metrics_shared"]);
    expect(types("seller numbers")).toEqual(["metrics_shared"]);
    // A category head takes its kind from its qualifier: clinical milestones are no metric.
    expect(types("clinical milestones")).not.toEqual(["metrics_shared"]);
  });
});

describe("a careers page whose rows set title, team and place side by side", () => {
  it("gives the title alone, as its class names it", () => {
    const html =
      '<ul class="jobs-list"><li class="job-row"><span class="job-title">Founding Customer Success Lead</span> ' +
      '<span class="job-team">Customer Success</span> <span class="job-location">New York, NY</span></li>' +
      '<li class="job-row"><span class="job-title">Senior Full-Stack Engineer (Payments)</span> ' +
      '<span class="job-team">Engineering</span> <span class="job-location">New York or Remote</span></li></ul>';
    const jobs = extractJobs(html, "https://splitwave.example/careers");
    expect(jobs.map((j) => [j.title, j.team, j.location])).toEqual([
      ["Founding Customer Success Lead", "Customer Success", "New York, NY"],
      ["Senior Full-Stack Engineer (Payments)", "Engineering", "New York or Remote"],
    ]);
  });
});

describe("a post about an opening the careers page already lists", () => {
  const SITE = "https://splitwave.example/";
  const post: NewPost = {
    url: `${SITE}blog/hiring-first-customer-success-lead`,
    title: "We're hiring our first Customer Success lead",
    publishedAt: "2026-11-12T09:00:00Z",
    text: "So we're hiring our first Customer Success lead. You'll own onboarding for creator teams.",
  };
  const careers = (titles: string[]) =>
    ({ kind: "careers", url: `${SITE}careers`, ok: true, text: titles.join("\n"), jobTitles: titles }) as SnapshotPage;
  const input = (before: string[], now: string[]): AnalysisInput => ({
    company: { name: "Splitwave", website: SITE, description: null, founders: [] },
    thingsToTrack: "Senior hires",
    watchItems: [],
    diff: { changes: [], newPosts: [post], pageChanges: [] } as unknown as AnalysisInput["diff"],
    pages: [careers(now)],
    previousPages: [careers(before)],
    now: new Date("2026-11-13T09:00:00Z"),
  });
  const hiring = (i: AnalysisInput) =>
    newPostFindings(i).some((f) => f.statements?.some((s) => s.type === "hiring" && s.counted));

  it("tells that opening again while the page still lists it; a new role is hiring", () => {
    const listed = ["Founding Customer Success Lead", "Senior Full-Stack Engineer (Payments)"];
    expect(hiring(input(listed, listed))).toBe(false);
    expect(hiring(input(["Senior Full-Stack Engineer (Payments)"], listed))).toBe(true);
  });
});
