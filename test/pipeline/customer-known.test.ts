import { describe, expect, it } from "vitest";
import type { SnapshotPage } from "../../src/pipeline/collect/snapshot";
import type { NewPost } from "../../src/pipeline/compare/types";
import { newPostFindings } from "../../src/pipeline/judge/processors/posts";
import type { AnalysisInput } from "../../src/pipeline/judge/types";

/*
 * A case study of a customer the site already named (docs/pipeline.md "Judging on evidence"): the story of a customer
 * the last run's customers page listed is that customer told again, no new customer; a customer never named is one.
 */

const NOW = new Date("2026-11-13T09:00:00Z");
const SITE = "https://shipcue.example/";
const STORY: NewPost = {
  url: `${SITE}blog/customer-story-northbeam-outdoor/`,
  title: "Customer story: how Northbeam Outdoor cut shipping costs 18%",
  publishedAt: "2026-11-12T09:00:00Z",
  text:
    "Northbeam Outdoor sells tents and camping kit from a warehouse in Kendal, shipping 2,400 parcels a week.\n" +
    "After switching on Shipcue's rate shopping, Northbeam cut its average shipping cost per parcel by 18%.",
};

const input = (customersBefore: string, story: NewPost = STORY): AnalysisInput => ({
  company: { name: "Shipcue", website: SITE, description: null, founders: [] },
  thingsToTrack: "New big-name customers",
  watchItems: [],
  diff: { changes: [], newPosts: [story], pageChanges: [] } as unknown as AnalysisInput["diff"],
  pages: [],
  previousPages: [{ kind: "customers", url: `${SITE}customers/`, ok: true, text: customersBefore } as SnapshotPage],
  now: NOW,
});

const customerCounted = (i: AnalysisInput) =>
  newPostFindings(i).some((f) => f.statements?.some((s) => s.type === "customer_partnership" && s.counted));

describe("a case study of a customer", () => {
  it("is no new customer when the site's pages named that customer before this run", () => {
    const before =
      "400 UK ecommerce brands ship with Shipcue.\nNorthbeam Outdoor — 18% lower shipping costs\nKindred Tea Co.";
    expect(customerCounted(input(before))).toBe(false);
  });

  it("is no new customer when the last run's logo wall showed that customer, in its images only", () => {
    const walled = input("400 UK ecommerce brands ship with Shipcue.");
    walled.previousPages = [{ ...walled.previousPages![0]!, logos: ["Northbeam Outdoor", "Kindred Tea Co."] }];
    expect(customerCounted(walled)).toBe(false);
  });

  it("is a new customer when the site never named it", () => {
    expect(
      customerCounted(input("400 UK ecommerce brands ship with Shipcue.\nKindred Tea Co.\nHollow Oak Candles")),
    ).toBe(true);
  });

  it("finds the customer's name among the title's capitalised words, a question word before it", () => {
    const story = { ...STORY, title: "Case study: How Bright Smiles Family Dental cut no-shows by 31%" };
    const before = "Bright Smiles Family Dental — Boise, ID. Customer since 2024.\nCanyon Ridge Orthodontics";
    expect(customerCounted(input(before, story))).toBe(false);
    expect(customerCounted(input("Canyon Ridge Orthodontics — Mesa, AZ", story))).toBe(true);
  });

  it("is no new customer when the study dates the customer's start with the company two years back or more", () => {
    const story = (started: string) => ({
      ...STORY,
      title: "Case study: how Harrow Dental cut no-shows by 31%",
      text: `Harrow Dental is a two-doctor practice in Boise. ${started}\nNo-shows fell by a third.`,
    });
    const elsewhere = "Canyon Ridge Orthodontics — Mesa, AZ";
    expect(customerCounted(input(elsewhere, story("The team has used Shipcue since the spring of 2024.")))).toBe(false);
    // A contract signed last year and live now is a new customer.
    const signed = "Harrow Dental signed with Shipcue in December 2025 and went live this month.";
    expect(customerCounted(input(elsewhere, story(signed)))).toBe(true);
  });
});

describe("a partnership named by its noun alone in a post", () => {
  const essay: NewPost = {
    url: `${SITE}journal/should-we-become-a-bank/`,
    title: "Should Shipcue become a bank?",
    publishedAt: "2026-11-12T09:00:00Z",
    text:
      "Every few months someone asks whether we will apply for a charter.\n" +
      "We are not applying. Our partnership with Keel Harbor Bank works, and our licenses cover most of our users.",
  };
  const partnerCounted = (before: string, post: NewPost = essay) => customerCounted(input(before, post));

  it("is the partnership the company has when the site named the partner before this run", () => {
    expect(partnerCounted("Loans are made by Keel Harbor Bank, Member FDIC.")).toBe(false);
  });

  it("is news when the partner is new to the site, or a headline names it", () => {
    expect(partnerCounted("Loans are made by Shipcue Lending LLC.")).toBe(true);
    const headline = {
      ...essay,
      title: "Our partnership with Keel Harbor Bank",
      text: "We are proud to work with them.",
    };
    expect(partnerCounted("Loans are made by Keel Harbor Bank, Member FDIC.", headline)).toBe(true);
  });
});
