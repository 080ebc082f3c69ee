import { describe, expect, it } from "vitest";
import { bestType, eventStatements, scoreText } from "../../src/pipeline/read/lexicon";

/* The lexicon reads events from event-shaped statements, never from a lone generic word. */

const typeOf = (text: string) => bestType(scoreText(text))?.type ?? null;

describe("the lexicon: event-shaped statements", () => {
  it.each([
    ["Acme Robotics raises $40M Series B to expand into Europe", "fundraising"],
    ["Today we closed our Series B, led by Example Ventures.", "fundraising"],
    ["Acme crossed $10M ARR this quarter", "metrics_shared"],
    ["Acme partners with Siemens, the industrial automation company", "customer_partnership"],
    ["DHL signs a multi-year contract with Acme", "customer_partnership"],
    ["We're hiring: 5 open roles in Berlin", "hiring"],
    ["Priya Patel joins as VP of Engineering", "leadership_change"],
    ["Our co-founder Marcus Chen steps down as CTO", "leadership_change"],
    ["Acme Robotics has been acquired by Siemens", "corporate_event"],
    ["Acme merges with Globex to form a new company", "corporate_event"],
    ["After six years, we are shutting down Acme", "corporate_event"],
    ["Today we are laying off 20% of our team", "corporate_event"],
    ["Acme is now Nimbus.", "corporate_event"],
    ["Introducing Picker 2: twice the picks per hour", "product_update"],
    ["Fleet analytics is now available to every customer", "product_update"],
    ["Jane Doe on the 20VC podcast: building robots that ship", "founder_amplified"],
  ])("%j is %s", (text, type) => {
    expect(typeOf(text)).toBe(type);
  });

  it.each([
    ["a cookie banner naming partners", "We and our partners use cookies to personalise content and ads. Accept all"],
    ["a line naming customers", "Trusted by customers worldwide"],
    ["a sign-in link", "Sign in"],
    ["a newsletter sign-up", "Sign up for our newsletter"],
    ["a tagline in the imperative", "Launch your warehouse in days"],
    ["a static investor line", "Backed by the best investors"],
    ["a plain mention of founders", "Meet the founders"],
  ])("%s is no event", (_what, text) => {
    expect(typeOf(text)).toBeNull();
  });

  it("says which statement typed a text", () => {
    expect(eventStatements("We closed our Series B, led by Example Ventures.", "fundraising")).toEqual([
      "closed our Series B",
    ]);
    expect(eventStatements("Acme Robotics has been acquired by Siemens", "corporate_event")).toEqual(["been acquired"]);
  });
});
