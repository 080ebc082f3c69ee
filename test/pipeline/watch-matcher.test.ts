import { describe, expect, it } from "vitest";
import { withWatchMatches } from "../../src/pipeline/judge/index";
import {
  exclusionOf,
  freeTextMatches,
  matchWatchItem,
  parseWatchItems,
  type WatchItem,
  watchMatchesOf,
} from "../../src/pipeline/judge/watch";

/* The watch list understood by meaning a deterministic matcher can reach (docs/pipeline.md). */

const item = (thingsToTrack: string): WatchItem => {
  const items = parseWatchItems(thingsToTrack).filter((i) => i.kind === "free_text");
  expect(items).toHaveLength(1);
  return items[0];
};
const matches = (thingsToTrack: string, type: string, text: string) =>
  matchWatchItem(item(thingsToTrack), { type, text });

describe("the watch matcher", () => {
  it.each([
    ["shutdown", "After six years, we are shutting down Acme."],
    ["shutdown", "Acme will shut down its service in March."],
    ["shut down", "Notice of shutdown"],
    ["layoffs", "We laid off 40 people today."],
    ["rebrand", "Acme is rebranding as Nimbus"],
    ["executive departures", "Two executives departed in March"],
  ])("word forms: %j matches %j", (watch, text) => {
    expect(freeTextMatches(item(watch), text)).toBe(true);
  });

  it("a name of several words is found whole: its words apart are other things", () => {
    const licences = item("Funding rounds, Bank Negara Malaysia licences");
    const apart = "Bayar di negara berkenaan. Lebih 1.5 juta rakyat Malaysia melancong ke Thailand setiap tahun.";
    expect(matchWatchItem(licences, { type: "product_update", text: apart })).toBeNull();
    const whole = "SakuPay receives its e-money licence from Bank Negara Malaysia";
    expect(matchWatchItem(licences, { type: "corporate_event", text: whole })).toMatchObject({ by: "words" });
    // In a title-cased item the capitals name nothing: "Key Hires" is found as "hires … key".
    expect(freeTextMatches(item("Key Engineering Hires"), "Acme hires a key engineering lead")).toBe(true);
  });

  it("a round's post matches an item by the words of its headline and lede, not what its body tells in passing", () => {
    const trials = item("field-trial results");
    const lede =
      "Shorit Bio has raised $40 million in a Series B round led by Pontifax AgTech, with Rabo Food joining.";
    const body = "It follows three seasons of field trials, and the results will now reach growers in Europe.";
    const text = `Shorit Bio raises $40M Series B\n${lede}\n${body}`;
    expect(matchWatchItem(trials, { type: "fundraising", text })).toBeNull();
    // A release's features are its news wherever its post tells them.
    expect(matchWatchItem(trials, { type: "other", text })).toMatchObject({ by: "words" });
    const told = `Field trials: N-Fix cuts fertiliser by 30%, and Shorit raises $40M\n${lede}`;
    expect(matchWatchItem(trials, { type: "fundraising", text: told })).toMatchObject({ by: "words" });
  });

  it("a move abroad matches by what its whole post tells: the corridor it opens", () => {
    const corridors = item("new corridors/countries");
    const text =
      "Padalapp is now live in the UAE\nKababayan, we are now live in the United Arab Emirates, from today in Dubai " +
      "and Abu Dhabi.\nThe UAE is the biggest corridor our users asked for.";
    expect(matchWatchItem(corridors, { type: "corporate_event", text })).toMatchObject({ by: "words" });
  });

  it("capitals parted by a slash or a dash make no name", () => {
    const labels = (track: string, type: string, text: string) =>
      watchMatchesOf(parseWatchItems(track), { type, text }).map((m) => m.label);
    const ceo = labels("CEO/CFO changes, funding", "leadership_change", "Thermyx appoints Dana Reyes as its new CFO");
    expect(ceo).toEqual(["CEO/CFO changes"]);
    const track = "Expansion in neue Länder – Österreich und die Schweiz stehen an. Dazu Finanzierungsrunden.";
    const text = "Wir eröffnen unser Büro in Wien, Österreich, und suchen fünf Kolleginnen.";
    expect(labels(track, "hiring", text)).toEqual(["Expansion in neue Länder – Österreich"]);
  });

  it("Hiring Updates covers a workforce reduction (headcount going down), not every corporate event", () => {
    const [hiring] = parseWatchItems("Hiring Updates");
    const layoffs = matchWatchItem(hiring!, {
      type: "corporate_event",
      text: "We made the hard decision to reduce our team by 20%.",
    });
    expect(layoffs).toMatchObject({ label: "Hiring Updates", by: "type" });
    expect(layoffs?.why).toMatch(/workforce reduction/);
    expect(matchWatchItem(hiring!, { type: "corporate_event", text: "Acme has been acquired by Siemens." })).toBeNull();
  });

  it("“Do not alert on product launches” is an exclusion, not a watch item", () => {
    const items = parseWatchItems(
      "Only funding rounds and leadership changes (CEO, CTO, founders). " +
        "Do not alert on product launches or feature news.",
    );
    expect(watchMatchesOf(items, { type: "product_update", text: "Presentiamo Cantinetta Vendemmia" })).toEqual([]);
    expect(watchMatchesOf(items, { type: "fundraising", text: "raised a seed round" }).length).toBeGreaterThan(0);
  });

  it("an exclusion by its words needs them all: “ignore bug fixes” is no “fixed schedule”", () => {
    const items = parseWatchItems("New product lines and major launches; ignore bug fixes and minor features");
    const launch = { type: "product_update", text: "Introducing our second product line: inspect on a fixed schedule" };
    expect(exclusionOf(items, launch)).toBeNull();
    expect(
      exclusionOf(items, { type: "product_update", text: "Bug fixes: the export no longer times out" }),
    ).not.toBeNull();
  });

  it("an item on executives covers a senior role opened, not an ordinary one", () => {
    const [senior] = parseWatchItems("Senior hires (VP and C-level)");
    const vp = matchWatchItem(senior!, { type: "hiring", text: "hiring new roles: VP of Sales" });
    expect(vp).toMatchObject({ label: "Senior hires (VP and C-level)", by: "type" });
    expect(vp?.why).toMatch(/senior role opened/);
    expect(matchWatchItem(senior!, { type: "hiring", text: "hiring new roles: Backend Engineer" })).toBeNull();
  });

  it.each([
    ["Nieuwe prijzen per 1 februari 2027", "prijzen"],
    ["Unsere neuen Preise ab Januar", "preise"],
    ["Nuevos precios a partir de enero", "precios"],
    ["Os novos preços entram em vigor em março", "precos"],
  ])("a pricing watch item matches prices in the languages the reader reads: %j", (text, found) => {
    expect(matches("Pricing changes", "product_update", text)?.terms).toEqual([
      { keyword: "pricing", found, as: "synonym" },
    ]);
  });

  it("“anything existential” and “regulatory milestones” find a shutdown and an FDA clearance", () => {
    const existential = parseWatchItems("Funding, runway and anything existential");
    const shutdown = { type: "corporate_event", text: "Leafbox is shutting down after five years." };
    expect(watchMatchesOf(existential, shutdown).map((m) => m.label)).toContain("anything existential");
    const fda = { type: "product_update", text: "Aortiq receives FDA 510(k) clearance for its patch" };
    expect(watchMatchesOf(parseWatchItems("Regulatory milestones and big customers"), fda).length).toBeGreaterThan(0);
  });

  it("synonyms: an acquisition watch item matches “acquired by”, and M&A reads as one word", () => {
    const m = matchWatchItem(item("acquisition news"), { type: "other", text: "Acme has been acquired by Siemens." });
    expect(m?.terms).toEqual([{ keyword: "acquisition", found: "acquired", as: "synonym" }]);
    expect(parseWatchItems("M&A")).toEqual([
      { label: "M&A", kind: "free_text", type: "corporate_event", keywords: ["mna"] },
    ]);
  });

  it(
    "the new kinds: M&A, acquisitions, exits, layoffs, rebrand are corporate events; executive hires and " +
      "leadership changes are leadership changes",
    () => {
      const items = parseWatchItems("M&A; acquisitions; exits; layoffs; rebrand; executive hires; leadership changes");
      expect(items.map((i) => [i.label, i.type])).toEqual([
        ["M&A", "corporate_event"],
        ["acquisitions", "corporate_event"],
        ["exits", "corporate_event"],
        ["layoffs", "corporate_event"],
        ["rebrand", "corporate_event"],
        ["executive hires", "leadership_change"],
        ["leadership changes", "leadership_change"],
      ]);
      // "executive hires" is not any hire: no Hiring Updates quick pick comes of it.
      expect(items.some((i) => i.type === "hiring")).toBe(false);
      expect(matchWatchItem(items[0], { type: "corporate_event", text: "Acme merges with Globex" })).toMatchObject({
        label: "M&A",
        by: "type",
      });
    },
  );

  it("specificity: a phrase matches on its most specific words, not on half of all of them", () => {
    // "industrial" decides, "companies" only supports it.
    expect(
      matches(
        "partnerships with industrial companies",
        "customer_partnership",
        "Acme partners with Siemens, the industrial automation company",
      ),
    ).not.toBeNull();
    // "expansion" alone is half the words, but not the specific one.
    expect(matches("expansion into Europe", "other", "We are expanding our team in Austin.")).toBeNull();
    expect(matches("expansion into Europe", "other", "Acme opens its first office in Europe")).not.toBeNull();
    // An acronym outweighs the ordinary word beside it.
    expect(matches("SOC 2 certification", "other", "Acme achieves SOC 2 Type II")).not.toBeNull();
    expect(matches("SOC 2 certification", "other", "Our ISO certification is renewed")).toBeNull();
  });

  it("a phrase about a kind needs a finding of that kind: “the industrial revolution” is no partnership", () => {
    expect(
      matches("partnerships with industrial companies", "other", "Robots for the industrial revolution"),
    ).toBeNull();
  });

  it("“contracts” are deals with customers: a watch on large health-system contracts is not a round's", () => {
    const text = "Wardline closed a $9 million Series A to sell its staffing tool to more health systems.";
    expect(matches("any large health-system contracts", "fundraising", text)).toBeNull();
    expect(
      matches("any large health-system contracts", "customer_partnership", "Wardline signs a health system contract."),
    ).not.toBeNull();
  });

  it("“customer wins”, “press coverage”, “founder visibility” are the kinds themselves, as the trade says them", () => {
    for (const [phrase, type] of [
      ["Customer wins", "customer_partnership"],
      ["Press coverage", "founder_amplified"],
      ["founder visibility", "founder_amplified"],
    ]) {
      const items = parseWatchItems(phrase!);
      expect(
        items.map((i) => [i.kind, i.type]),
        phrase,
      ).toEqual([["quick_pick", type]]);
    }
  });

  it("records why it matched: which words were found, and as what", () => {
    const m = matches("shutdown", "other", "After six years, we are shutting down Acme.");
    expect(m).toMatchObject({
      label: "shutdown",
      by: "words",
      terms: [{ keyword: "shutdown", found: "shutting down", as: "word form" }],
    });
    expect(m?.why).toBe("“shutdown” found as “shutting down” (word form)");
    const p = matches(
      "partnerships with industrial companies",
      "customer_partnership",
      "Acme partners with Siemens, the industrial automation company",
    );
    expect(p?.why).toBe("“industrial”, “companies” found as “company” (word form)");
  });
});

describe("a watch list that asks for everything", () => {
  it("“anything material”, “all news”, “everything important” match every event, never a change stating none", () => {
    const about = "Anything material about the company's future";
    for (const text of ["anything material", "All news", "everything important", "Any material updates", about]) {
      const [item] = parseWatchItems(text);
      expect(item, text).toMatchObject({ label: text, any: true });
      for (const type of ["corporate_event", "fundraising", "hiring", "product_update"])
        expect(matchWatchItem(item!, { type, text: "…" })?.by, `${text} / ${type}`).toBe("type");
      expect(matchWatchItem(item!, { type: "other", text: "Live webinar on Dec 3" })).toBeNull();
    }
  });

  it("a founder's talk or podcast is asked for by name, not by “anything material”", () => {
    const talk = { type: "founder_amplified", text: "Acme CTO to speak at AWS re:Invent" };
    expect(matchWatchItem(parseWatchItems("Anything material")[0]!, talk)).toBeNull();
    expect(parseWatchItems("Founders Amplified").some((i) => matchWatchItem(i, talk))).toBe(true);
  });

  it("a phrase that narrows it is no catch-all: “anything about acquisitions” is about acquisitions", () => {
    const items = parseWatchItems("anything about acquisitions or the company shutting down");
    expect(items.some((i) => i.any)).toBe(false);
    expect(parseWatchItems("all hiring in Europe").some((i) => i.any)).toBe(false);
  });
});

describe("retail distribution", () => {
  it("a watch item about retail matches a retailer carrying the product, as brands say it", () => {
    const items = parseWatchItems("Retail and distribution deals, fundraising");
    const finding = { type: "customer_partnership", text: "Now at Target, nationwide" };
    expect(items.filter((i) => matchWatchItem(i, finding)).map((i) => i.label)).toEqual([
      "Retail",
      "distribution deals",
    ]);
  });
});

describe("what a source types itself", () => {
  const finding = (type: string, statements: { type: string; counted: boolean }[]) => ({
    type,
    strength: 3,
    headline: "…",
    text: "Show HN: Cindertrace – know when your cron jobs silently stop",
    url: "https://news.ycombinator.com/item?id=1",
    quote: { added: "", removed: "" },
    cues: [],
    evidence: [],
    statements: statements.map((s) => ({ ...s, statement: "…", sentence: "…", rule: "assertion", why: "…" })),
  });

  it("a Show HN typed a launch by its source matches Product Updates, though an unrelated phrase was dropped", () => {
    const items = parseWatchItems("Product launches and fundraising");
    const f = withWatchMatches(items, finding("product_update", [{ type: "hiring", counted: false }]) as never);
    expect(f.matchedWatchItems).toEqual(["Product Updates"]);
  });

  it("a post whose every event statement was dropped is still a mention that matches nothing", () => {
    const items = parseWatchItems("anything about acquisitions");
    const f = withWatchMatches(items, finding("other", [{ type: "corporate_event", counted: false }]) as never);
    expect(f.matchedWatchItems).toEqual([]);
  });
});

describe("what a watch list says not to send", () => {
  const alerts = (thingsToTrack: string, type: string, text: string) =>
    watchMatchesOf(parseWatchItems(thingsToTrack), { type, text }).map((m) => m.label);

  it("an excluded item is no watch item: a seed round matches nothing; the exclusion is listed with its words", () => {
    const list = "Product launches and key hires. We already know about their financing, no need to alert on rounds.";
    const items = parseWatchItems(list);
    expect(items.filter((i) => i.excluded).map((i) => [i.label, i.type])).toEqual([
      ["We already know about their financing", "fundraising"],
      ["no need to alert on rounds", "fundraising"],
    ]);
    expect(items.filter((i) => !i.excluded).map((i) => i.type)).toEqual(["product_update", "hiring"]);
    const seed = { type: "fundraising", text: "Acme raises a $4M seed round led by Example Ventures." };
    expect(watchMatchesOf(items, seed)).toEqual([]);
    expect(exclusionOf(items, seed)?.why).toBe(
      "a fundraising finding, which “We already know about their financing” says not to send",
    );
    expect(alerts(list, "product_update", "Acme launches its mobile app")).toEqual(["Product Updates"]);
  });

  it.each([
    ["Not interested in hiring news", "hiring"],
    ["skip the funding rounds", "fundraising"],
    ["ignore press", "founder_amplified"],
    ["hiring aside", "hiring"],
    ["we don't care about podcasts", "founder_amplified"],
    ["no hiring updates please", "hiring"],
    ["Keine Finanzierungsrunden bitte", "fundraising"],
    ["Les levées de fonds ne nous intéressent pas", "fundraising"],
    ["No nos interesan las contrataciones", "hiring"],
    ["Geen vacatures", "hiring"],
    ["Já sabemos das rodadas de investimento", "fundraising"],
    ["we follow funding elsewhere", "fundraising"],
    ["hiring is tracked separately", "hiring"],
    ["Finanzierungsrunden verfolgen wir anderweitig", "fundraising"],
    ["nous suivons les levées de fonds ailleurs", "fundraising"],
    ["Finanzierungsrunden bekommen wir ohnehin über den Monatsreport", "fundraising"],
    ["Finanzierungsrunden: bitte keine Mails", "fundraising"],
    ["on reçoit déjà les levées de fonds", "fundraising"],
    ["Contrataciones: ya las vemos en LinkedIn", "hiring"],
    ["Vacatures krijgen we al via LinkedIn", "hiring"],
    ["Rodadas de investimento já recebemos pelo relatório", "fundraising"],
  ])("%j is an exclusion of %j", (clause, type) => {
    const items = parseWatchItems(`Product launches, ${clause}`);
    expect(items.filter((i) => i.excluded).map((i) => [i.label, i.type])).toEqual([[clause, type]]);
    expect(items.filter((i) => !i.excluded).map((i) => i.type)).toEqual(["product_update"]);
  });

  it("“elsewhere” excludes only after a verb of following: “expansion elsewhere in Europe” is watched", () => {
    const items = parseWatchItems("Expansion elsewhere in Europe, new offices elsewhere");
    expect(items.filter((i) => i.excluded)).toEqual([]);
    expect(items.map((i) => i.label)).toEqual(["Expansion elsewhere in Europe", "new offices elsewhere"]);
  });

  it("“except” keeps what comes before it: everything but hiring, and a catch-all never excludes", () => {
    const items = parseWatchItems("Everything except hiring");
    expect(items.map((i) => [i.label, i.type, !!i.any, !!i.excluded])).toEqual([
      ["Everything", null, true, false],
      ["except hiring", "hiring", false, true],
    ]);
    expect(alerts("Everything except hiring", "hiring", "Acme is hiring 12 engineers")).toEqual([]);
    expect(alerts("Everything except hiring", "fundraising", "Acme raises $4M")).toEqual(["Everything"]);
  });

  it("an exclusion of a kind the list watches too holds only where its own words are found", () => {
    const list = "Funding rounds, except seed rounds";
    expect(alerts(list, "fundraising", "Acme closes a $4M seed round")).toEqual([]);
    expect(alerts(list, "fundraising", "Acme closes a $30M Series B")).toEqual(["Fundraising Signals"]);
  });

  it("“only … please” and “too” are the list's manners, not its subjects", () => {
    expect(parseWatchItems("Only fundraising news, please.").map((i) => [i.label, i.kind])).toEqual([
      ["Fundraising Signals", "quick_pick"],
    ]);
    expect(parseWatchItems("No-code launches")[0]).toMatchObject({ type: "product_update" });
    expect(parseWatchItems("No-code launches")[0]?.excluded).toBeUndefined();
  });
});

describe("a qualified item matches by its head", () => {
  it.each([
    ["New enterprise customers (Fortune 500 / DAX logos)", "customer_partnership", "New on our customer wall: Bosch"],
    ["Major open-source releases and adoption", "product_update", "v3.0.0 released on npm"],
    ["Big customer wins (pharmacy chains, NHS trusts)", "customer_partnership", "Acme signs Walgreens"],
    ["Retail listings and distribution deals", "customer_partnership", "Our oat bars are coming to Edeka nationwide"],
    ["new installer networks or utility partnerships", "customer_partnership", "Acme partners with Octopus"],
    ["customers among charge point operators", "customer_partnership", "Ionity selects Acme"],
    ["Big public-sector wins (regions, councils)", "customer_partnership", "Göteborgs Stad väljer Acme"],
    ["enterprise wins", "customer_partnership", "Acme signs Siemens"],
    ["partnerships with airlines or OTAs", "customer_partnership", "Acme partners with Expedia"],
    ["grote horecaketens als klant", "customer_partnership", "Albert Heijn kiest Acme"],
    ["major industrial customer contracts", "customer_partnership", "Acme signs Siemens"],
    ["Rondas de financiación y adquisiciones", "fundraising", "Acme cierra 5 M€"],
  ])("%j matches a %s finding", (thingsToTrack, type, text) => {
    const items = parseWatchItems(thingsToTrack);
    const labels = watchMatchesOf(items, { type, text }).map((m) => m.label);
    expect(labels.length, JSON.stringify(items)).toBeGreaterThan(0);
    // The qualifiers stay in the label the investor reads.
    expect(items.some((i) => i.type === type)).toBe(true);
  });

  it("brackets are one item's qualifiers, not items of their own, and a part naming another kind still counts", () => {
    expect(parseWatchItems("Big customer wins (pharmacy chains, NHS trusts), fundraising").map((i) => i.label)).toEqual(
      ["Big customer wins (pharmacy chains, NHS trusts)", "Fundraising Signals"],
    );
    const metrics = parseWatchItems("Traction metrics (revenue, customers, growth)");
    expect(metrics.map((i) => i.type)).toEqual(["metrics_shared", "customer_partnership"]);
  });

  it("a qualified item still needs a finding of its kind: the industrial revolution is no contract", () => {
    const [contracts] = parseWatchItems("major industrial customer contracts");
    expect(matchWatchItem(contracts!, { type: "other", text: "Robots for the industrial revolution" })).toBeNull();
    expect(
      matchWatchItem(contracts!, { type: "fundraising", text: "Acme raises $4M from industrial investors" }),
    ).toBeNull();
  });

  it("a watched word in a question, a plan or a hypothetical asks for nothing; asserted, it does", () => {
    const shipped = "Shared tool sheds: hosts can now list tools alongside their plot.";
    expect(matches("expansion", "product_update", `${shipped} Thinking out loud: Europe? We may open in Europe.`)).toBe(
      null,
    );
    expect(matches("expansion", "product_update", `${shipped} If demand holds, we could open in Madrid.`)).toBe(null);
    expect(matches("expansion", "product_update", `${shipped} We opened in Berlin this week.`)).toMatchObject({
      label: "expansion",
      by: "words",
    });
  });
});
