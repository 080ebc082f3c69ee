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
    // A waitlist opened up.
    ["As of November 12, Murmurly is open to any nursing unit in the US. No waitlist.", "product_update"],
    ["Jane Doe on the 20VC podcast: building robots that ship", "founder_amplified"],
    // A chain running or stocking the product, in English and German.
    ["Now live in all 1,850 Boots pharmacies across the UK.", "customer_partnership"],
    ["Ab sofort bei REWE – in über 2.300 Märkten deutschlandweit!", "customer_partnership"],
    ["Ab sofort auch bei Edeka erhältlich.", "customer_partnership"],
    // A version out, and a launch day on Product Hunt beside the count of teams using it.
    ["🚀 Togglebox 1.0 is live — we're on Product Hunt today. Used by 42 teams.", "product_update"],
    // A layoff memo's numbers (growth, runway) explain the layoff; the layoff is the news.
    [
      "We are reducing the size of the team by 31 people. Revenue grew 70%. We have runway into 2028.",
      "corporate_event",
    ],
    // German compounds end with their head; layoffs as goodbyes; a seed round extended.
    ["Klarwerk startet Vertriebspartnerschaft mit dem Elektrogroßhändler Hausmann & Söhne", "customer_partnership"],
    ["Today we said goodbye to 23 colleagues.", "corporate_event"],
    ["Extending our seed round", "fundraising"],
    // Dutch and Danish: a round "is rond", new investors on board; a company becoming part of a group.
    ["Onze eerste institutionele ronde is rond: 4,2 miljoen euro.", "fundraising"],
    ["Havnelys bliver en del af Nordvolt-gruppen", "corporate_event"],
    ["Nordvolt A/S overtager samtlige aktier i Havnelys ApS.", "corporate_event"],
    // Not a chain: what is now available is the product, in new languages.
    ["Now available in 3 new languages.", "product_update"],
    // Milestones in Portuguese, Spanish, French and German, and payment volume in English.
    ["Batemos R$ 1 bi de TPV mensal e 200 mil contas ativas.", "metrics_shared"],
    ["Superamos los 10.000 clientes en México.", "metrics_shared"],
    ["Nous avons franchi le cap des 10 000 clients.", "metrics_shared"],
    ["Wir haben die Marke von 10.000 Kunden geknackt.", "metrics_shared"],
    ["We crossed $5M in monthly payment volume.", "metrics_shared"],
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
    ["a German shop's offer", "Ab sofort bei Bestellungen über 50 € versandkostenfrei."],
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
