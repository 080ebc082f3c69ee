import { describe, expect, it } from "vitest";
import { csvField, csvLine, parseCsv } from "../../src/services/shared/csv";

describe("CSV", () => {
  it("reads quoted fields with commas, doubled quotes and line breaks, CRLF, LF and a byte order mark", () => {
    const text = '\uFEFFname,notes\r\n"Acme, Inc.","said ""hi""\nthen left"\nBeta,plain\r\n';
    expect(parseCsv(text)).toEqual({
      records: [
        ["name", "notes"],
        ["Acme, Inc.", 'said "hi"\nthen left'],
        ["Beta", "plain"],
      ],
      error: null,
    });
  });

  it(
    "skips blank lines (and lines of empty separators), keeps " +
      "empty fields, and reads a last line without a line end",
    () => {
      expect(parseCsv("a,b\n\n,,\n1,\n2,3").records).toEqual([
        ["a", "b"],
        ["1", ""],
        ["2", "3"],
      ]);
    },
  );

  it("reads a semicolon-separated file as a spreadsheet in a comma-decimal locale writes it", () => {
    expect(parseCsv("Name;Website\nAcme;acme.com\n").records).toEqual([
      ["Name", "Website"],
      ["Acme", "acme.com"],
    ]);
  });

  it("reports a quote that is never closed instead of swallowing the rest of the file", () => {
    expect(parseCsv('a,b\n"open,1\n2,3\n').error).toMatch(/never closed/);
  });

  it("writes what it reads back, and defuses text a spreadsheet would run as a formula", () => {
    const fields = ["Acme, Inc.", 'say "hi"', "two\nlines", "", 42, null];
    expect(parseCsv(csvLine(fields)).records).toEqual([["Acme, Inc.", 'say "hi"', "two\nlines", "", "42", ""]]);
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField("@SUM(A1)")).toBe("'@SUM(A1)");
  });
});
