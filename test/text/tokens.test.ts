import { describe, expect, it } from "vitest";
import { collapseSpaces, isDigits, spaceTokens } from "../../src/text";

describe("whitespace tokens", () => {
  it("splits on any run of whitespace and keeps tokens as written", () => {
    expect(spaceTokens("  npm\u00a0 install\t@Acme/SDK\n")).toEqual(["npm", "install", "@Acme/SDK"]);
    expect(spaceTokens("   ")).toEqual([]);
    expect(collapseSpaces(" Acme   Robotics,\n Inc. ")).toBe("Acme Robotics, Inc.");
  });

  it("knows a number written in digits only", () => {
    for (const t of ["0", "12", "0001234567"]) expect(isDigits(t), t).toBe(true);
    for (const t of ["", "1e3", "12a", "-1", "1.5", "١٢"]) expect(isDigits(t), t).toBe(false);
  });
});
