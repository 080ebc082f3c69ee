import { describe, expect, it } from "vitest";
import { cadenceOf, lacksCompanyColumn, mapColumns, parseRow, splitList } from "../../src/services/imports/columns";

/** How a spreadsheet's header and cells become create requests (docs/web.md §Import CSV). */
const defaults = { thingsToTrack: "Fundraising", alertEmails: ["partner@fund.example"], cadenceDays: 7 };

describe("import columns", () => {
  it(
    "reads the spellings spreadsheets use for each field, whatever " +
      "their case or punctuation, and lists the rest as ignored",
    () => {
      const map = mapColumns([
        "Company Name",
        "Website URL",
        "company_linkedin_url",
        "Founder(s)",
        "Founders' LinkedIn URLs",
        "What to watch",
        "Alert e-mails",
        "Cadence (days)",
        "Tags",
        "Owner",
      ]);
      expect(Object.fromEntries(Object.entries(map.fields).map(([f, c]) => [f, c.header]))).toEqual({
        companyName: "Company Name",
        companyWebsite: "Website URL",
        companyLinkedinUrl: "company_linkedin_url",
        founders: "Founder(s)",
        founderLinkedinUrls: "Founders' LinkedIn URLs",
        thingsToTrack: "What to watch",
        alertEmails: "Alert e-mails",
        cadenceDays: "Cadence (days)",
        tags: "Tags",
      });
      expect(map.ignored).toEqual(["Owner"]);
      expect(lacksCompanyColumn(mapColumns(["First name", "Email"]))).toBe(true);
      expect(lacksCompanyColumn(mapColumns(["Domain"]))).toBe(false);
    },
  );

  it("splits lists by semicolons, line breaks or bars before commas, and reads cadence words", () => {
    expect(splitList("a@x.example; b@x.example")).toEqual(["a@x.example", "b@x.example"]);
    expect(splitList("a@x.example, b@x.example")).toEqual(["a@x.example", "b@x.example"]);
    expect(splitList("Doe, Jane; Roe, Rick")).toEqual(["Doe, Jane", "Roe, Rick"]);
    expect([
      cadenceOf("weekly"),
      cadenceOf("Monthly"),
      cadenceOf("3 days"),
      cadenceOf("every 30 days"),
      cadenceOf("fortnightly"),
    ]).toEqual([7, 30, 3, 30, "fortnightly"]);
  });

  it("pairs founders with their LinkedIn URLs by position and keeps a founder without one", () => {
    const map = mapColumns(["name", "founders", "founder linkedin"]);
    const row = parseRow(["Acme", "Jane Doe; Raj Patel", "; https://www.linkedin.com/in/raj"], map, defaults);
    expect(row.input?.founders).toEqual([
      { name: "Jane Doe" },
      { name: "Raj Patel", linkedinUrl: "https://www.linkedin.com/in/raj" },
    ]);
  });

  it("gives an invalid row the API's message named by the file's column, and no request", () => {
    const map = mapColumns(["Company", "Founders", "Founder LinkedIn", "Tags"]);
    const row = parseRow(["Acme", "Jane", "https://example.com/jane", "x".repeat(51)], map, defaults);
    expect(row.input).toBeNull();
    expect(row.issues.map((i) => i.column)).toEqual(["Founder LinkedIn", "Tags"]);
    expect(row.issues[1]!.message).toBe("must be at most 50 characters");
  });
});
