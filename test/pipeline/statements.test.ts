import { describe, expect, it } from "vitest";
import { titleUnasserted } from "../../src/pipeline/judge/post-finding";
import { isParkedPage, pageKindOf, readText, sentencesOf, type ReadingContext } from "../../src/pipeline/read/index";
import { aboutCompany } from "../../src/pipeline/read/page";

/*
 * Statements read as sentences (docs/pipeline.md "Reading statements"): an event's words count
 * only when the sentence says the company did it, now, as a fact. Each case is a sentence of the
 * kind real posts are made of; each reading says which rule decided.
 */

const NOW = new Date("2026-11-20T09:00:00Z");
const site = (over: Partial<ReadingContext> = {}): ReadingContext => ({
  company: { name: "Tallyforge Labs", founders: ["Ines Okafor", "Ruben Castell"], website: "https://tallyforge.io" },
  ownSite: true,
  now: NOW,
  pageKind: null,
  ...over,
});

function read(text: string, ctx = site()) {
  const r = readText(text, ctx);
  return {
    scores: r.scores,
    readings: r.readings,
    counted: r.readings.filter((x) => x.counted),
    dropped: r.readings.filter((x) => !x.counted),
  };
}

describe("reading statements", () => {
  it("counts the company's own news, by name, short name, 'we' or no subject on its own site", () => {
    for (const text of [
      "After eighteen months of quiet building, we closed a $9M seed round led by Harbourline Capital.",
      "Tallyforge raises $9M to bring double-entry bookkeeping to field crews",
      "Tallyforge Labs has raised $9 million in seed funding.",
      "Raised a $9M seed round. Here is what comes next.",
    ]) {
      const r = read(text);
      expect(r.scores.fundraising, text).toBeGreaterThanOrEqual(3);
      expect(r.counted[0]?.rule).toBe("asserted");
    }
  });

  it("drops someone else's event: a customer's, a partner's, a competitor's, people in general", () => {
    for (const [text, who] of [
      [
        "Quarrystone, which has used our app on every site since spring, raised a $22M Series B last week.",
        /Quarrystone/,
      ],
      ["Our customer Beltway Freight has raised $30 million to expand into Canada.", /customer/],
      ["Congratulations to our friends at Pinemark, who announced their Series A this morning.", /Pinemark|friends/],
      ["Most startups raise a seed round before they have revenue.", /startups/],
    ] as const) {
      const r = read(text);
      expect(r.scores.fundraising, text).toBe(0);
      expect(
        r.dropped.some((d) => d.rule === "subject" && who.test(d.why)),
        `${text}: ${JSON.stringify(r.dropped)}`,
      ).toBe(true);
    }
  });

  it("drops the company's past: an earlier year, 'ago', 'back when', an anniversary", () => {
    for (const text of [
      "In 2022 we raised a $2M pre-seed round from two angels and a small fund.",
      "Three years ago we closed our seed round in a café in Lisbon.",
      "Back when we raised our Series A, the team was six people.",
      "This week marks the anniversary of the day we were acquired by Corvane.",
    ]) {
      const r = read(text);
      expect(r.scores.fundraising + r.scores.corporate_event, text).toBe(0);
      expect(
        r.dropped.map((d) => d.rule),
        text,
      ).toContain("time");
    }
    // A founding year does not date the event.
    expect(read("Founded in 2019, Tallyforge today raised a $14M Series A.").scores.fundraising).toBeGreaterThanOrEqual(
      3,
    );
  });

  it("drops what is not asserted: negations, questions, hypotheticals, plans, advice", () => {
    const cases: [string, RegExp][] = [
      ["We are not raising a Series A this year, and we are fine with that.", /negated/],
      ["We have never taken a funding round from investors.", /negated/],
      ["Should a bootstrapped company raise a seed round at all?", /question/],
      ["If we ever raise a Series A, it will be from people who have run field crews.", /hypothetical/],
      ["We hope to raise a Series A once the second product pays for itself.", /plan/],
      ["Don't raise a seed round until ten customers pay you.", /advice/],
      ["How to raise a seed round when nobody in your network invests", /advice|question/],
    ];
    for (const [text, why] of cases) {
      const r = read(text);
      expect(r.scores.fundraising, text).toBe(0);
      expect(
        r.dropped.some((d) => why.test(d.why)),
        `${text}: ${JSON.stringify(r.dropped)}`,
      ).toBe(true);
    }
  });

  it("money added to a round, an alliance formed, an executive tapped: the press's ways of telling them", () => {
    expect(read("Tallyforge adds $40m to its Series C as the legal AI race heats up").scores.fundraising).toBe(3);
    expect(read("Tallyforge extends Series C with Northline Growth investment").scores.fundraising).toBe(3);
    expect(read("Tallyforge and Kestrel Consulting Group Form Global Alliance").scores.customer_partnership).toBe(3);
    const tapped = read("Tallyforge taps former Halden Systems finance chief as CFO");
    expect(tapped.counted.map((r) => r.type)).toEqual(["leadership_change"]);
    expect(read("Tallyforge taps into the Asian market").counted).toEqual([]);
    // A home page's hero naming the customer it works for.
    expect(read("The freight partner behind Kilele Breweries' exports").scores.customer_partnership).toBe(3);
    expect(read("The logistics partners behind the world's best brands").counted).toEqual([]);
  });

  it("a priority named down a list is no event done: “our focus remains on …, on our expansion in the US”", () => {
    const focus = "Our focus remains on our customers, on our expansion in the United States and on our products.";
    expect(read(focus).scores.corporate_event).toBe(0);
    expect(read(focus).dropped.some((d) => /plan/.test(d.why))).toBe(true);
    expect(
      read("With a focus on security, we today announced our expansion in the United States.").counted,
    ).not.toEqual([]);
  });

  it("never reads an event from technical vocabulary: acquiring a lock, merging a branch", () => {
    const r = read(
      "Each worker acquires an advisory lock before it merges with the main branch of the ledger.",
      site({ pageKind: "engineering" }),
    );
    expect(r.scores.corporate_event).toBe(0);
    const we = read("We acquire a row lock, then we merge with the pending batch.");
    expect(we.scores.corporate_event).toBe(0);
  });

  it("needs the company named on an engineering page, a podcast page or an event recap", () => {
    const eng = read("We launched the new scheduler to every region on Tuesday.", site({ pageKind: "engineering" }));
    expect(eng.scores.product_update).toBe(0);
    expect(eng.dropped[0]?.rule).toBe("page_kind");
    const podcast = read("Our guest's company raised a $40M Series B in the spring.", site({ pageKind: "podcast" }));
    expect(podcast.scores.fundraising).toBe(0);
  });

  it("keeps an acquisition or a partnership with the company as a party, wherever it stands in the sentence", () => {
    expect(
      read("Corvane has agreed to acquire Tallyforge for an undisclosed sum.").scores.corporate_event,
    ).toBeGreaterThanOrEqual(3.5);
    expect(read("Tallyforge is now part of Corvane.").scores.corporate_event).toBeGreaterThanOrEqual(3.5);
    expect(read("As of today we are now part of Corvane.").scores.corporate_event).toBeGreaterThanOrEqual(3.5);
    expect(read("Quarrystone partners with Beltway Freight on cross-dock scanning.").scores.customer_partnership).toBe(
      0,
    );
    expect(
      read("We are partnering with Beltway Freight on cross-dock scanning.").scores.customer_partnership,
    ).toBeGreaterThanOrEqual(3);
  });

  it("off the company's site, 'we' is not the company unless it is named", () => {
    const press = site({ ownSite: false });
    expect(
      read("Tallyforge raised $9M, the company said on Tuesday.", press).scores.fundraising,
    ).toBeGreaterThanOrEqual(3);
    expect(read("Quarrystone raised $22M, the company said on Tuesday.", press).scores.fundraising).toBe(0);
  });

  it("reads German, French and Spanish sentences by the same rules", () => {
    expect(read("Wir haben 2021 eine Seed-Finanzierungsrunde abgeschlossen.").scores.fundraising).toBe(0);
    expect(read("Nous ne levons pas de fonds cette année.").scores.fundraising).toBe(0);
    expect(
      read("Tallyforge lève 5 millions d'euros pour recruter en Espagne.").scores.fundraising,
    ).toBeGreaterThanOrEqual(3);
  });
});

describe("what a sentence refers to rather than states", () => {
  it("a round named without a verb, the company's things as subjects, a founder amplified by name only", () => {
    expect(read("We have grown on a small seed round and our revenue so far.").scores.fundraising).toBe(0);
    expect(read("Our approvals are now part of their month-end close.").scores.corporate_event).toBe(0);
    expect(
      read("Welcome to the Tallyforge podcast, where we talk to people who run field crews.").scores.founder_amplified,
    ).toBe(0);
    expect(
      read("Ines Okafor gave the closing keynote at FieldOps Summit.").scores.founder_amplified,
    ).toBeGreaterThanOrEqual(2.5);
  });

  it("a look back counts an event only when the sentence says it is new", () => {
    const back = site({
      pageKind: pageKindOf("https://tallyforge.io/blog/five-years/", "Five years of Tallyforge", ""),
    });
    expect(back.pageKind).toBe("retrospective");
    expect(read("Priya became our new CTO and rebuilt the sync engine.", back).scores.leadership_change).toBe(0);
    expect(
      read("And today we are announcing that we raised a $20M Series B.", back).scores.fundraising,
    ).toBeGreaterThanOrEqual(3);
  });

  it("a customer's story is theirs: their round and their hires are not the company's", () => {
    const story = site({
      pageKind: pageKindOf(
        "https://tallyforge.io/blog/quarrystone/",
        "How Quarrystone kept its crews paid on time",
        "",
      ),
    });
    expect(story.pageKind).toBe("case_study");
    expect(
      read("That spring Maya Chen became head of operations and closed a $38M Series B.", story).scores
        .leadership_change,
    ).toBe(0);
  });
});

describe("every way the press and founders say it", () => {
  const press = site({ ownSite: false });
  it(
    "an acquisition without the word: joining a buyer, a next " +
      "chapter inside it, bought, snapped up, agreeing to combine",
    () => {
      for (const [text, ctx] of [
        ["Tallyforge is joining Corvane, and the whole team is moving over with the product.", site()],
        ["Today we begin our next chapter as part of Corvane.", site()],
        ["Corvane is buying Tallyforge in a deal that values the field-finance startup at $80M.", press],
        ["Corvane snaps up field-finance startup Tallyforge", press],
        ["Tallyforge and Corvane agree to combine in an all-stock deal.", press],
      ] as const) {
        expect(read(text, ctx).scores.corporate_event, text).toBeGreaterThanOrEqual(3);
      }
      // The same words about others, or a person joining, are not the company's acquisition.
      expect(read("Our customer Quarrystone is joining Corvane next month.").scores.corporate_event).toBe(0);
      expect(read("Corvane bought Quarrystone for $60M.", press).scores.corporate_event).toBe(0);
      const hire = read("Marta Lind is joining Tallyforge as our first CFO.");
      expect(hire.scores.corporate_event).toBe(0);
      expect(hire.scores.leadership_change).toBeGreaterThanOrEqual(3.5);
    },
  );

  it("a pivot to another business is a corporate event; a spreadsheet's pivot tables are a feature", () => {
    const off = site({ ownSite: false });
    expect(
      read("Recipe app Tallyforge Labs pivots to selling its engine to grocers", off).scores.corporate_event,
    ).toBeGreaterThanOrEqual(3.5);
    expect(read("Tallyforge Labs is pivoting away from consumers.").scores.corporate_event).toBeGreaterThanOrEqual(3.5);
    expect(read("We added pivot tables to every dashboard.").scores.corporate_event).toBe(0);
  });

  it("an expansion into a country or region told in words; a round raised to expand is the round", () => {
    expect(read("Today Tallyforge Labs officially opens in Mexico.").scores.corporate_event).toBe(2.5);
    expect(read("We've opened our first office outside the US, in Monterrey.").scores.corporate_event).toBe(2.5);
    expect(read("Tallyforge Labs expands into Latin America.").scores.corporate_event).toBe(2.5);
    const round = read("Tallyforge Labs raised $20M to expand into Europe.");
    expect(round.scores).toMatchObject({ fundraising: 3, corporate_event: 0 });
    expect(read("We opened in 2019, in a garage in Leeds.").scores.corporate_event).toBe(0);
  });

  it("a first executive in a role joined; a habit carried on is no event", () => {
    expect(read("November update: our first CRO, battery alerts and what's next").scores.leadership_change).toBe(3);
    expect(read("We'll keep shipping every week and keep answering support.").counted).toEqual([]);
  });

  it("a first-person acquisition, an acqui-hire, a shutdown to come, a team cut from one size to another", () => {
    expect(read("We've acquired Quarantine.dev, the open-source tool.").scores.corporate_event).toBe(3.5);
    expect(read("Tallyforge Labs acquired 10,000 users in a month.").scores.corporate_event).toBe(0);
    // Told in a founder's story: the agreement signed, the deal closed.
    expect(
      read("So this week we signed an agreement to acquire Cathodex, a cathode startup.").scores.corporate_event,
    ).toBe(3.5);
    expect(read("The acquisition closed on Wednesday; terms were not disclosed.").scores.corporate_event).toBe(3.5);
    expect(read("We signed an agreement to buy 40 tonnes of cathode powder.").scores.corporate_event).toBe(0);
    const off = site({ ownSite: false });
    const acquihire = read(
      "Cobaltline hires the team behind AI code reviewer Tallyforge Labs, which will shut down",
      off,
    );
    expect(acquihire.counted.map((r) => r.statement).sort()).toEqual(["hires the team behind", "will shut down"]);
    expect(read("We are reducing the size of Tallyforge from 140 people to 109.").scores.corporate_event).toBe(3.5);
    expect(read("We reduced onboarding time from 40 minutes to 10.").scores.corporate_event).toBe(0);
  });

  it("a regulator's approval is the product's news; a launch made with another company is a partnership", () => {
    expect(read("Tallyforge receives FDA 510(k) clearance for its patch").scores.product_update).toBe(3);
    const joint = read("Tallyforge and Northern Plains Energy launch ChargeSmart, a managed charging program");
    expect(joint.scores).toMatchObject({ customer_partnership: 3.5, product_update: 0 });
  });

  it("what users, a plan or a feature 'can now' do on the company's site is its product's news", () => {
    expect(read("Team plans can now sign in with SAML single sign-on.").counted.map((r) => r.type)).toEqual([
      "product_update",
    ]);
    expect(read("You can now send your daily report to Google Sheets.").counted.map((r) => r.type)).toEqual([
      "product_update",
    ]);
  });

  it("a plan renamed is no new name for the company; a customer already had is no customer won", () => {
    expect(read("Starter is now Business, at $49 a month.").counted).toEqual([]);
    expect(read("Tallyforge Labs is now Brigade.").scores.corporate_event).toBe(3.5);
    expect(read("Big news from one of our very first customers: they raised a Series B.").counted).toEqual([]);
    expect(read("We signed our first enterprise customer.").scores.customer_partnership).toBeGreaterThan(0);
  });

  it("a wind-down, layoffs framed as a reorganisation, a CEO handing over", () => {
    expect(
      read("We have made the decision to wind down Tallyforge over the next 60 days.").scores.corporate_event,
    ).toBeGreaterThanOrEqual(3);
    expect(
      read("As part of a company-wide reorganisation, we are parting with 14 colleagues.").scores.corporate_event,
    ).toBeGreaterThanOrEqual(3.5);
    expect(
      read("Ines Okafor is handing over the CEO role to Marta Lind at the end of the year.").scores.leadership_change,
    ).toBeGreaterThanOrEqual(3.5);
    expect(read("Marta Lind takes over as CEO on January 1.").scores.leadership_change).toBeGreaterThanOrEqual(3.5);
  });

  it("a metrics letter is metrics, and its aside about an old round is history", () => {
    const letter = read(
      [
        "MRR ended October at $84k, up 9% month over month, and logo churn was 1.2%.",
        "That is more than we imagined when we raised our $1.5M pre-seed round in 2023.",
      ].join("\n"),
    );
    expect(letter.scores.metrics_shared).toBeGreaterThanOrEqual(2);
    expect(letter.scores.fundraising).toBe(0);
  });
});

describe("a second round of shapes", () => {
  it(
    "M&A in its own words: a definitive agreement, a future " +
      "subsidiary, two names to combine, a wind-down that returns capital",
    () => {
      for (const text of [
        "Corvane Holdings has signed a definitive agreement under which Tallyforge joins its field-services group.",
        "On closing, Tallyforge will become a wholly owned subsidiary of Corvane Holdings.",
        "Corvane Holdings and Tallyforge to Combine in All-Stock Transaction",
        "After a long board meeting we decided to wind Tallyforge down by the end of March.",
        "We will close the company in spring and are returning the remaining capital to our investors.",
      ]) {
        expect(read(text).scores.corporate_event, text).toBeGreaterThanOrEqual(3.5);
      }
    },
  );

  it("an appointment by another employer is theirs, an appointment by the company is news", () => {
    expect(
      read("Pinemark appointed Lucia Ferro as its chief operating officer in October.").scores.leadership_change,
    ).toBe(0);
    expect(
      read("Tallyforge appointed Lucia Ferro as its chief operating officer.").scores.leadership_change,
    ).toBeGreaterThanOrEqual(3.5);
    expect(read("Lucia Ferro joins as our chief operating officer.").scores.leadership_change).toBeGreaterThanOrEqual(
      3.5,
    );
  });

  it("the company's own podcast is no amplification of its founder", () => {
    const show = site({ pageKind: "podcast" });
    expect(
      read("Ines Okafor sat down for this week's podcast with a guest who runs forty crews.", show).scores
        .founder_amplified,
    ).toBe(0);
  });

  it("stories of the past and roundups of others' news are told by their titles", () => {
    expect(pageKindOf("https://tallyforge.io/blog/x/", "The winter we almost ran out of money", "")).toBe(
      "retrospective",
    );
    expect(pageKindOf("https://tallyforge.io/blog/x/", "Portfolio news: who raised in October", "")).toBe("roundup");
    const roundup = site({ pageKind: "roundup" });
    expect(read("Brightfold closed a $14M Series A led by Harbourline.", roundup).scores.fundraising).toBe(0);
  });

  it("an investor's fund is no round; an acquirer's footer and a promotion are told", () => {
    expect(read("Our lead investor just closed a $400M fund.").counted).toEqual([]);
    expect(read("We closed a $4M round to fund our expansion.").scores.fundraising).toBeGreaterThan(0);
    expect(read("© 2026 Docusign, Inc. Tallyforge Labs is a Docusign company.").scores.corporate_event).toBe(3.5);
    expect(read("Tallyforge Labs is a YC company.").scores.corporate_event).toBe(0);
    expect(read("Dana was our COO before becoming CEO.").scores.leadership_change).toBeGreaterThanOrEqual(3);
  });

  it("a headline congratulating someone else is about them; a system's how-to is an engineering page", () => {
    const title = readText("Congrats to Fin Capital on Fund IV", site());
    expect(aboutCompany(title, "Congrats to Fin Capital on Fund IV", "", site())).toBe(false);
    expect(aboutCompany(title, "Congrats to the Tallyforge Labs team on five years", "", site())).toBe(true);
    expect(pageKindOf("https://tallyforge.io/blog/x/", "How we launch workers without double-booking", "")).toBe(
      "engineering",
    );
  });

  it("a marketplace's for-sale lander is a parked domain", () => {
    const lander = "tessellate.build is for sale\nDan.com\nA GoDaddy brand\nBuy now\nBuyer protection program";
    expect(isParkedPage(lander)).toBe(true);
    expect(isParkedPage("Our studio is for sale: the lease ends in May.")).toBe(false);
  });

  it("cuts Japanese at its full-width sentence ends", () => {
    expect(sentencesOf("本日、資金調達を実施しました。採用を強化します。")).toEqual([
      "本日、資金調達を実施しました。",
      "採用を強化します。",
    ]);
  });

  it("a policy's notice of change is a legal page, in the languages the vocabulary reads", () => {
    for (const title of [
      "We passen onze privacyverklaring aan",
      "Änderungen unserer Datenschutzerklärung",
      "Updates to our Privacy Policy",
    ])
      expect(pageKindOf("https://tallyforge.io/blog/x/", title, ""), title).toBe("legal");
  });

  it("a title that asks or denies states no news", () => {
    expect(titleUnasserted("Are we raising? Not this year")).toBe(true);
    expect(titleUnasserted("No, the app is not going away")).toBe(true);
    expect(titleUnasserted("We never stopped hiring")).toBe(true);
    expect(titleUnasserted("Tallyforge raises $9M")).toBe(false);
    expect(titleUnasserted("Notes from the road")).toBe(false);
  });
});

describe("a third round of shapes", () => {
  it("a rumour or another's report relayed is hearsay, not the company's statement", () => {
    for (const text of [
      "A trade newsletter ran an item saying that Tallyforge was in advanced talks to be acquired by Corvane.",
      "Reportedly, Corvane will acquire Tallyforge before the year ends.",
      "The rumour that we are being acquired by Corvane started on a podcast.",
    ]) {
      const r = read(text);
      expect(r.scores.corporate_event, text).toBe(0);
      expect(
        r.dropped.some((d) => d.rule === "assertion"),
        text,
      ).toBe(true);
    }
  });

  it("a merger said as two companies becoming one, with the company among the names joined", () => {
    expect(
      read("Tallyforge and Pinemark are combining into a single company on January 1.").scores.corporate_event,
    ).toBeGreaterThanOrEqual(4);
    expect(
      read("From March, Tallyforge becomes part of Corvane Holdings.").scores.corporate_event,
    ).toBeGreaterThanOrEqual(3.5);
    expect(read("Quarrystone and Pinemark are combining into a single company.").scores.corporate_event).toBe(0);
  });

  it("a republished or translated post, and a text full of systems' words, are kinds of page", () => {
    expect(
      pageKindOf(
        "https://tallyforge.io/blog/x/",
        "Tallyforge sichert sich 5 Mio. Euro",
        "Dieser Beitrag erschien zuerst im Mai 2025 auf Englisch.\nWir haben eine Seed-Runde abgeschlossen.",
      ),
    ).toBe("retrospective");
    expect(
      pageKindOf("https://tallyforge.io/blog/x/", "Tallyforge raises $9M", "This post first appeared on our old blog."),
    ).toBe("retrospective");
    const ops =
      "We cut the cluster from 40 nodes to 12. The pods kept their CPU and memory requests, latency stayed flat, the " +
      "database and the queue were untouched, and autoscaling now handles the rest.";
    expect(pageKindOf("https://tallyforge.io/blog/x/", "We let go of 70% of our machines", ops)).toBe("engineering");
  });
});

describe("kinds of page", () => {
  it("are told by address, title and text", () => {
    expect(pageKindOf("https://tallyforge.io/engineering/lock-contention/", "Lock contention in our ledger", "")).toBe(
      "engineering",
    );
    expect(
      pageKindOf("https://tallyforge.io/blog/ep-31-field-finance/", "Ep. 31: field finance with a guest", ""),
    ).toBe("podcast");
    expect(pageKindOf("https://tallyforge.io/blog/notes/", "What we learned at FieldOps Summit: a recap", "")).toBe(
      "event_recap",
    );
    // A week at a conference, told by its title or in a conference's words.
    expect(pageKindOf("https://tallyforge.io/blog/lisbon/", "Our week at Web Summit Lisbon", "")).toBe("event_recap");
    expect(
      pageKindOf(
        "https://tallyforge.io/blog/lisbon/",
        "Lisbon, in pictures",
        "Our booth was busy from the first hour. Ines spoke on a panel about field finance, and the keynote on " +
          "AI drew more attendees than the hall could hold.",
      ),
    ).toBe("event_recap");
    expect(pageKindOf("https://tallyforge.io/blog/cut/", "Postmortem: the November 4 sync outage", "")).toBe(
      "engineering",
    );
    expect(pageKindOf("https://tallyforge.io/blog/x/", "Ten lessons for first-time founders", "")).toBe("advice");
    expect(
      pageKindOf("https://tallyforge.io/blog/seed/", "Tallyforge raises $9M", "We raised a seed round."),
    ).toBeNull();
    const code = [
      "We rewrote the flush path.",
      "const batch = queue.take(64);",
      "await db.insert(batch);",
      "if (batch.length === 0) return;",
      "That halved the p99.",
    ].join("\n");
    expect(pageKindOf("https://tallyforge.io/blog/flush/", "A faster flush", code)).toBe("engineering");
  });
});

describe("shapes of news the lexicon reads", () => {
  it("a round told inside a story by its amount, as the company's own, is its fundraising", () => {
    const r = read(
      "Two weeks ago we signed the documents for our $18 million Series A, led by Harbor Street Partners, " +
        "with all of our seed investors joining.",
    );
    expect(r.counted.map((c) => c.type)).toContain("fundraising");
  });

  it("a wish (“we'd like to grow the team next year”) is a plan, not a hire", () => {
    const r = read("We'd also like to grow the team next year, most likely with a second soil scientist.");
    expect(r.counted).toEqual([]);
  });

  it("a company “is closing” is its wind-down; closing a round or a gap is not", () => {
    expect(read("Tallyforge is closing").counted.map((c) => c.type)).toContain("corporate_event");
    expect(read("We are closing for good on December 31.").counted.map((c) => c.type)).toContain("corporate_event");
    for (const text of ["We are closing our Series A this month.", "Tallyforge is closing the gap with Xero."])
      expect(read(text).scores.corporate_event, text).toBe(0);
  });

  it("a customer rolling the product out to its stores is a customer signal", () => {
    const r = read("Harrow & Vale is rolling out Tallyforge to all 612 of its stores.");
    expect(r.counted.map((c) => c.type)).toContain("customer_partnership");
  });

  it("a retailer carrying the product is a customer signal; “now at scale” is not", () => {
    for (const text of [
      "Now at Target, nationwide",
      "Now available in 1,800 Walmart stores",
      "On shelves at Whole Foods",
    ])
      expect(
        read(text).counted.map((c) => c.type),
        text,
      ).toContain("customer_partnership");
    expect(read("Now at scale: 40 million events a day").scores.customer_partnership).toBe(0);
  });
});

describe("rounds thirty-four to thirty-six", () => {
  it("a merger told with each party's aside, or as two companies merging, has the company among its parties", () => {
    const asides =
      "Today Tallyforge, the field-service ledger from Tbilisi, and Menuik, the QR ordering app from Yerevan, are " +
      "announcing that they have agreed to merge.";
    expect(read(asides).scores.corporate_event).toBeGreaterThanOrEqual(3.5);
    expect(read("Tallyforge and Menuik are merging").scores.corporate_event).toBeGreaterThanOrEqual(3.5);
    expect(read("Quarrystone and Menuik are merging").scores.corporate_event).toBe(0);
  });

  it("a round named and then said not to have come together is no round", () => {
    const failed = read("A funding round we expected to close this autumn did not come together on terms we liked.");
    expect(failed.scores.fundraising).toBe(0);
    expect(failed.dropped[0]?.why).toMatch(/negated \(“did not come together”\)/);
    expect(read("The acquisition talks fell through in October.").scores.corporate_event).toBe(0);
    expect(read("We closed a $9M seed round that came together in a week.").scores.fundraising).toBeGreaterThan(0);
  });

  it("a team cut from one headcount to another, and a licence for a regulated business, are corporate events", () => {
    expect(
      read("Today we are reducing the size of our team from 94 to 71 people.").scores.corporate_event,
    ).toBeGreaterThan(3);
    expect(
      read("Tallyforge was granted an e-money licence by the central bank.").scores.corporate_event,
    ).toBeGreaterThan(0);
    expect(read("Tallyforge obtient l’agrément d’établissement de paiement.").scores.corporate_event).toBeGreaterThan(
      0,
    );
  });

  it("a customer tapping the company, the company choosing its bank, and partners in French", () => {
    const press = site({ ownSite: false });
    expect(
      read("Cumberland Health taps Tallyforge for remote monitoring", press).scores.customer_partnership,
    ).toBeGreaterThan(2);
    expect(read("Tallyforge selects Bonneville Bank as sponsor bank").scores.customer_partnership).toBeGreaterThan(2);
    // The company's aside ("the platform for software companies") names no other party.
    const aside =
      "Tallyforge, the embedded finance platform for software companies, announced a partnership with Bonn Bank.";
    expect(read(aside).scores.customer_partnership).toBeGreaterThan(2);
    expect(
      read("Tallyforge et Akwaba Money s’associent pour les paiements").scores.customer_partnership,
    ).toBeGreaterThan(2);
    expect(read("Tallyforge taps into the Medicare market").scores.customer_partnership).toBe(0);
  });

  it("a place where a retailer would be named is no retailer", () => {
    const r = read("Now available in New York. Send from 48 states and DC.");
    expect(r.scores.customer_partnership).toBe(0);
    const target = read("Now available at Target, nationwide.");
    expect(target.scores.customer_partnership).toBeGreaterThan(target.scores.corporate_event);
  });
});

describe("a round as where money comes from, and an engineering write-up by its systems' words", () => {
  it("“unser Geld aus der Seed-Runde” refers to a round; “schließt Seed-Runde … ab” states one", () => {
    expect(read("Bis dahin reicht unser Geld aus der Seed-Runde gut.").scores.fundraising).toBe(0);
    expect(read("Tallyforge schließt Seed-Runde über 2 Mio. Euro ab.").scores.fundraising).toBeGreaterThan(0);
  });

  it("a post on locks, queues, partitions and PgBouncer is an engineering write-up, whatever its title says", () => {
    const text =
      "Each worker acquires a Postgres advisory lock for its partition. We merged the queues into one stream. " +
      "We raised our PgBouncer pool, and every deploy of our ingestion workers now drains in a second.";
    expect(pageKindOf("https://tallyforge.io/blog/x/", "How we launched zero-downtime deploys", text)).toBe(
      "engineering",
    );
  });
});

describe("round thirty-seven", () => {
  it("a CEO handing over their role, a customer tapping the company to do a job, a round possible next year", () => {
    const handover =
      "After four years as CEO of Tallyforge, I'm handing the role to Carla Mendes, effective December 1.";
    expect(read(handover).scores.leadership_change).toBeGreaterThan(3);
    const press = site({ ownSite: false });
    const taps = "Bayline Health taps Tallyforge to draft discharge summaries across its 14 hospitals";
    expect(read(taps, press).scores.customer_partnership).toBeGreaterThan(2);
    expect(read("Tallyforge taps Jane Doe to lead sales").scores.customer_partnership).toBe(0);
    const possible = "It's possible we'll raise a small seed round next year once Android is out.";
    expect(read(possible).scores.fundraising).toBe(0);
    expect(read("In 2027 we will close a Series A.").dropped[0]?.why).toMatch(/a round dated in 2027/);
  });
});
