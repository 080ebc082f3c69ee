import { describe, expect, it } from "vitest";
import { detectFoundingYear, detectLocation, detectStage, nameFromTitle } from "../../src/pipeline/enrich/facts";

/* The tables of enrich/facts.ts: stage phrases, founding-year cues, location cues, title separators. */

describe("facts a site states, by their tables", () => {
  it.each([
    ["Acme went public in 2021.", "growth"],
    ["Acme is listed on the NASDAQ.", "growth"],
    ["A growth-stage company, since our Series C.", "growth"],
    ["We raised our pre-seed from angels.", "pre_seed_seed"],
    ["Backed by a $2M seed from Example Ventures.", "pre_seed_seed"],
    ["Seed-funded by Example Capital.", "pre_seed_seed"],
    ["Our series of robots.", "unknown"],
  ])("%j is %s", (text, stage) => {
    expect(detectStage([text]).stage).toBe(stage);
  });

  it("gives the sentence that said it as evidence", () => {
    expect(detectStage(["Robots for warehouses. We closed our Series A in May. Join us!"]).evidence).toBe(
      "We closed our Series A in May.",
    );
  });

  it("reads a founding year after its cue in the same sentence only", () => {
    const now = new Date("2026-11-01T00:00:00Z");
    expect(detectFoundingYear(["Serving customers since 1998."], now)).toBe(1998);
    expect(detectFoundingYear(["Established in Lisbon in 2004."], now)).toBe(2004);
    expect(detectFoundingYear(["We started small. In 2010 we grew."], now)).toBeNull();
  });

  it("trusts “based in” over “offices in”, and leaves the sentence's full stop", () => {
    expect(detectLocation(["We have offices in London.", "Acme is headquartered in Austin, TX."])).toBe("Austin, TX");
    expect(detectLocation(["We have offices in London and Paris."])).toBe("London");
    expect(detectLocation(["Acme is based in St. Louis."])).toBe("St. Louis");
  });

  it("reads a postal address's city when no sentence says where the company is", () => {
    expect(detectLocation(["Nimbus Benefits, Inc. · 500 W 2nd St, Austin, TX 78701 © 2026 Nimbus."])).toBe(
      "Austin, TX",
    );
    expect(detectLocation(["Haven Labs, Inc. · 451 D Street, Boston MA 02210 · Tests processed in our lab."])).toBe(
      "Boston, MA",
    );
    expect(detectLocation(["Impressum: Acme GmbH, Torstraße 19, 10119 Berlin"])).toBe("Berlin");
    expect(detectLocation(["Quillo B.V. · Herengracht 182, 1016 BR Amsterdam · KvK 85531020"])).toBe("Amsterdam");
    // The city ends its line: the footer's next line is no part of its name.
    expect(detectLocation(["© 2026 Loopwear B.V. · Keizersgracht 241, 1016 EA Amsterdam\nInstagram TikTok"])).toBe(
      "Amsterdam",
    );
    // A sentence's cue first; a year before a name, or a name no table knows as a city, is no address.
    expect(detectLocation(["Acme is based in London.", "Torstraße 19, 10119 Berlin"])).toBe("London");
    expect(detectLocation(["© 2026 Berlin Labs GmbH", "Suite 4, Springfield, XX 12345"])).toBeNull();
  });

  it("cuts a page title at its separator", () => {
    expect(nameFromTitle("Acme — Robots for warehouses")).toBe("Acme");
    expect(nameFromTitle("Acme: the robot company")).toBe("Acme: the robot company");
    expect(nameFromTitle("Acme-Robotics")).toBe("Acme-Robotics");
  });
});
