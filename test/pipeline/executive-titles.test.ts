import { describe, expect, it } from "vitest";
import { isExecutive, namesExecutive } from "../../src/pipeline/compare/people";

/* One table of executive titles (compare/people.ts) for the diff and the team processor. */

describe("executive titles", () => {
  it.each([
    "Co-Founder & CEO",
    "CIO",
    "Chief Revenue Officer",
    "Vice-President Sales",
    "Head of Engineering",
    "General Counsel",
    "Geschäftsführerin",
    "Mitgründer",
    "Directrice générale",
    "Cofundadora",
    "Consejero Delegado",
  ])("%j names an executive", (role) => {
    expect(namesExecutive(role)).toBe(true);
  });

  it.each(["Software Engineer", "Directors' assistant", "Founders' office"])("%j does not", (role) => {
    expect(namesExecutive(role)).toBe(false);
  });

  it("an advisor, an investor or an assistant is no executive, though the role names a title", () => {
    expect(isExecutive({ role: "Advisor, former CTO", isFounder: false })).toBe(false);
    expect(isExecutive({ role: "Executive Assistant to the CEO", isFounder: false })).toBe(false);
    expect(isExecutive({ role: "Board member", isFounder: true })).toBe(true);
  });
});
