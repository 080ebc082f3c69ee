import { describe, expect, it } from "vitest";
import { comparableLine, isConsentText, isNoiseLine } from "../../src/pipeline/collect/normalize-noise";
import { writesDomain, writtenUrls } from "../../src/pipeline/collect/mentions/domain";
import { descriptorsOf, placesOfCompany } from "../../src/pipeline/collect/mentions/descriptors";

describe("noise marks as tables", () => {
  it("drops expiring badges at a line's end, or at its start when punctuation sets them apart", () => {
    expect(comparableLine("Backend Engineer · New")).toBe(comparableLine("Backend Engineer"));
    expect(comparableLine("Integrations (Featured)")).toBe(comparableLine("Integrations"));
    expect(comparableLine("New: Backend Engineer")).toBe(comparableLine("Backend Engineer"));
    expect(comparableLine("New York office")).not.toBe(comparableLine("York office"));
  });

  it("reads consent banners by their phrases and copyright lines by their opening", () => {
    expect(isConsentText("This website uses cookies to improve your experience")).toBe(true);
    expect(isConsentText("Accept all cookies")).toBe(true);
    expect(isConsentText("We bake cookies every Friday")).toBe(false);
    expect(isNoiseLine("Copyright 2026 Acme Robotics Inc")).toBe(true);
    expect(isNoiseLine("Posted 3 days ago · 5 min read")).toBe(true);
  });

  it("keeps a copyright line that says whose the company is now, not one that restates its legal form", () => {
    expect(isNoiseLine("© 2026 Shiplane, a Descartes company")).toBe(false);
    expect(isNoiseLine("© 2026 Shiplane — part of Descartes Systems Group")).toBe(false);
    expect(isNoiseLine("© 2026 Shiplane, Inc. All rights reserved.")).toBe(true);
    expect(isNoiseLine("© 2021 – 2026 Shiplane Pty Ltd")).toBe(true);
    expect(isNoiseLine("© 2026 Shiplane Inc. · Privacy · Terms")).toBe(true);
  });

  it("reads a legal notice's years and a machine token as placeholders, not other numbers", () => {
    expect(comparableLine("Acme® is a trademark of Acme Ltd, 2021–2025")).toBe(
      comparableLine("Acme® is a trademark of Acme Ltd, 2021–2026"),
    );
    expect(comparableLine("Founded in 2021 in Lisbon")).not.toBe(comparableLine("Founded in 2019 in Lisbon"));
    expect(comparableLine("request id 3f9a2c1e-0b4d-4e5f-9a8b-1c2d3e4f5a6b failed")).toBe(
      comparableLine("request id 0a1b2c3d-4e5f-4a5b-8c9d-0e1f2a3b4c5d failed"),
    );
  });
});

describe("mentions read as words", () => {
  it("finds the domain written out, not inside another host", () => {
    expect(writesDomain("Visit www.Acme.com today", "acme.com")).toBe(true);
    expect(writesDomain("see https://acme.com/x.", "acme.com")).toBe(true);
    expect(writesDomain("the blog.acme.com page", "acme.com")).toBe(false);
    expect(writesDomain("try myacme.com", "acme.com")).toBe(false);
    expect(writesDomain("acme.com-tools", "acme.com")).toBe(false);
    expect(writtenUrls("We're Tandemly (https://www.tandemly.ai), see www.tandemly.co.uk.")).toEqual([
      "https://www.tandemly.ai",
      "https://www.tandemly.co.uk.",
    ]);
  });

  it("reads descriptors after and before the name, and places by “based in” and “-based”", () => {
    expect(descriptorsOf("Nestwell, a Berlin-based fertility start-up, raised", "Nestwell")).toEqual([
      "Berlin-based fertility",
    ]);
    expect(descriptorsOf("Acme, Inc., a robotics company", "Acme Inc.")).toEqual(["robotics"]);
    expect(descriptorsOf("the fast-growing fertility start-up Nestwell", "Nestwell")).toEqual([
      "fast-growing fertility",
    ]);
    const places = (t: string) => placesOfCompany(t, []).map((p) => p.name);
    expect(places("Acme is headquartered in Paris, France.")[0]).toBe("Paris");
    expect(places("the (San Francisco-based team")[0]).toBe("San Francisco");
  });
});
