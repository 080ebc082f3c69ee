import { describe, expect, it } from "vitest";
import { postFinding } from "../../src/pipeline/judge/post-finding";
import { type Frame, pageKindOf, readText, type ReadingContext } from "../../src/pipeline/read/index";

/*
 * Each event-shaped statement is read as a frame (docs/pipeline.md "Reading statements"): who did
 * it, to whom, for how much, when, in which tense, whether asserted and on whose word; the verdict
 * is taken from the frame, and both are stored in the signal's analysis.
 */

const NOW = new Date("2026-11-20T09:00:00Z");
const ctx = (over: Partial<ReadingContext> = {}): ReadingContext => ({
  company: { name: "Brackenfield", founders: ["Odile Marchetti", "Sanjay Rao"], website: "https://brackenfield.com" },
  ownSite: true,
  now: NOW,
  pageKind: null,
  ...over,
});

/** The first reading of `text` of type `type`: its frame and verdict. */
function first(text: string, type: Frame["event"], over: Partial<ReadingContext> = {}) {
  const r = readText(text, ctx(over)).readings.find((x) => x.type === type);
  if (!r) throw new Error(`no ${type} reading in: ${text}`);
  return r;
}

describe("statements read as frames", () => {
  it("the company's own round: its subject, tense, amount and object, asserted and counted", () => {
    const r = first("Brackenfield has closed a $14 million Series A led by Northwall Ventures.", "fundraising");
    expect(r.counted).toBe(true);
    expect(r.frame).toMatchObject({
      event: "fundraising",
      subject: { kind: "company", text: "Brackenfield" },
      tense: "past",
      polarity: "affirmative",
      modality: "asserted",
    });
    expect(r.frame.amount).toMatch(/\$14 million/);
  });

  it("another organisation's round names it as the subject, and the subject rule drops it", () => {
    const r = first("Our friends at Pellridge Health raised a $30M Series B this week.", "fundraising");
    expect(r.counted).toBe(false);
    expect(r.rule).toBe("subject");
    expect(r.frame.subject.kind).not.toBe("company");
    expect(r.frame.subject.text).toMatch(/Pellridge|friends/);
  });

  it("“it” is the sentence's subject as compromise parses it, past an aside that names the company", () => {
    const r = first(
      "Hollis Health, the clinic group in Ohio that has used Brackenfield since 2024, announced on Monday that it " +
        "is being acquired by MedAxis Partners.",
      "corporate_event",
    );
    expect(r.counted).toBe(false);
    expect(r.frame.subject).toMatchObject({ kind: "organisation", text: "Hollis Health" });
    expect(first("Brackenfield said on Monday that it has been acquired by MedAxis.", "corporate_event").counted).toBe(
      true,
    );
  });

  it("a denial is a denial, not the event it denies", () => {
    const r = first("Brackenfield denies reports that it has been acquired by Corvane Systems.", "corporate_event", {
      ownSite: false,
    });
    expect(r.counted).toBe(false);
    expect(r.frame.modality).toBe("denial");
    expect(r.why).toMatch(/denial/);
  });

  it("a rumour carries who it is attributed to", () => {
    const r = first(
      "Brackenfield is reportedly raising $50M in new funding, according to The Information.",
      "fundraising",
      { ownSite: false },
    );
    expect(r.counted).toBe(false);
    expect(r.frame.modality).toBe("rumour");
    expect(r.frame.attribution).toMatch(/The Information/);
  });

  it("talks held, and a report resting on unnamed sources wherever they are named, are rumours", () => {
    for (const [text, type] of [
      ["Tripnest held talks to buy Swedish expense startup Brackenfield.", "corporate_event"],
      [
        "Tripnest is acquiring Brackenfield for about $90M, according to two people familiar with the matter.",
        "corporate_event",
      ],
      ["Brackenfield has raised a $20M Series A led by Atomico, sources told Sifted.", "fundraising"],
    ] as const) {
      const r = first(text, type, { ownSite: false });
      expect(r.counted, text).toBe(false);
      expect(r.frame.modality, text).toBe("rumour");
    }
    // Named and on the record, the same report is the event.
    const said = first("Tripnest has acquired Brackenfield, the companies said on Tuesday.", "corporate_event", {
      ownSite: false,
    });
    expect(said.counted).toBe(true);
  });

  it("a merger told of its two parties as the subject is the company's, with no object after the verb", () => {
    for (const text of [
      "Brackenfield and Homewell to merge, creating the largest home-care software provider in the UK",
      "Brackenfield and Homewell have agreed to merge.",
    ]) {
      const r = first(text, "corporate_event");
      expect(r.counted, text).toBe(true);
    }
    // Two other companies merging are not the company's news.
    const others = first("Quarrystone and Homewell have agreed to merge.", "corporate_event");
    expect(others.counted).toBe(false);
  });

  it("a possessive's owner acts: another person's team hiring is theirs, the company's own is the company's", () => {
    expect(first("Pieter's team is hiring two analytics engineers.", "hiring").counted).toBe(false);
    expect(first("Brackenfield’s team is hiring two analytics engineers.", "hiring").counted).toBe(true);
  });

  it("an investor telling the round it led: the round is the company's when the company owns it", () => {
    const off = { ownSite: false };
    const r = first("Why we led Brackenfield's $11M Series A", "fundraising", off);
    expect(r.counted).toBe(true);
    expect(r.frame.amount).toBe("$11M");
    expect(first("We are thrilled to co-lead Brackenfield's seed round", "fundraising", off).counted).toBe(true);
    // Another company's round that the same investor led is that company's.
    expect(first("We also led Quarrystone's $8M Series A last spring.", "fundraising", off).counted).toBe(false);
  });

  it("a founder or a startup in general is no one in particular: advice on raising is not the company's round", () => {
    const r = first("What I'd tell a first-time founder raising a seed round in 2027", "fundraising");
    expect(r.counted).toBe(false);
    expect(r.frame.subject.text).toBe("a first-time founder");
    expect(first("Any startup raising a seed round today needs a data room.", "fundraising").counted).toBe(false);
    // The company's own founder is the company's.
    expect(first("Our founder raised a $3M seed round this week.", "fundraising").counted).toBe(true);
  });

  it("a deal's other party is named right after its words, not in an aside about the object", () => {
    const rival = first(
      "Last week Meridale Software announced that it has acquired Intakely, the tool many of you used before " +
        "switching to Brackenfield.",
      "corporate_event",
    );
    expect(rival.counted).toBe(false);
    expect(first("Meridale Software has acquired Brackenfield.", "corporate_event").counted).toBe(true);
  });

  it("a customer choosing the company is the company's deal", () => {
    const r = first("New: Northvale Health chooses Brackenfield for all 41 hospitals", "customer_partnership");
    expect(r.counted).toBe(true);
    expect(first("Northvale Health chooses Quarrystone for its clinics", "customer_partnership").counted).toBe(false);
  });

  it("a case study's shape is a customer's story: the company's founder's own story is none", () => {
    const own = first("How Odile Marchetti built a laundry business without owning a laundry", "customer_partnership", {
      ownSite: false,
    });
    expect(own.counted).toBe(false);
    expect(own.why).toMatch(/the company's own story/);
    // Off the company's site a customer's story must name the company.
    const off = { ownSite: false };
    expect(first("How Northwind cut onboarding time by 40%", "customer_partnership", off).counted).toBe(false);
    expect(
      first("How Northwind cut onboarding time by 40% with Brackenfield", "customer_partnership", off).counted,
    ).toBe(true);
  });

  it("Hacker News's label for a launch is no instruction", () => {
    const r = first("Launch HN: Brackenfield (YC F26) – Export paperwork for small manufacturers", "product_update", {
      ownSite: false,
    });
    expect(r.frame.modality).toBe("asserted");
    expect(first("Launch only when your first ten customers pay.", "product_update").frame.modality).toBe("advice");
  });

  it("a French closing: “cesse son activité”, “cesser l'activité de …”", () => {
    expect(
      first("Nantes. La start-up Brackenfield cesse son activité", "corporate_event", { ownSite: false }).counted,
    ).toBe(true);
    expect(first("Nous avons pris la décision de cesser l'activité de Brackenfield.", "corporate_event").counted).toBe(
      true,
    );
  });

  it("the company's own writing: a board seat, a programme's partner, a contract awarded, a French merger", () => {
    const board = first(
      "Brackenfield appoints Angela Moyo to its Board as independent non-executive director",
      "leadership_change",
    );
    expect(board.counted).toBe(true);
    expect(first("Brackenfield is now a Corvell Certified Partner", "customer_partnership").counted).toBe(true);
    const awarded = first(
      "Banco Cantábrico adjudica a Brackenfield la protección antifraude de sus pagos",
      "customer_partnership",
    );
    expect(awarded.counted).toBe(true);
    expect(first("Brackenfield et Agrivue annoncent leur rapprochement", "corporate_event").counted).toBe(true);
    // A lead investor joining the board is part of the round: the round leads.
    const round = readText("We closed our $18 million Series A, with Dana Ruiz of Northwall joining our board.", ctx());
    expect(round.readings.find((r) => r.counted)?.type).toBe("fundraising");
  });

  it("a round closed two months before the post that first tells it is news; one a season ago is not", () => {
    const now = { now: new Date("2026-11-16T09:00:00Z") };
    expect(first("In September we closed a $12 million Series A.", "fundraising", now).counted).toBe(true);
    expect(first("In June we closed a $12 million Series A.", "fundraising", now).counted).toBe(false);
  });

  it("a co-founder stepping back from a role is a leadership change", () => {
    const r = first(
      "Today I'm sharing that I'll be stepping back from my role as COO at the end of December.",
      "leadership_change",
    );
    expect(r.counted).toBe(true);
    expect(first("Sanjay Rao steps away from day-to-day operations.", "leadership_change").counted).toBe(true);
  });

  it("a round that may be raised, or will be, is a plan; one raised in May is done", () => {
    for (const text of [
      "We may raise a Series B in the second half of 2027 if we decide to build our own antennas.",
      "We will raise a Series B next year.",
    ]) {
      const r = first(text, "fundraising");
      expect(r.counted, text).toBe(false);
      expect(r.frame.modality, text).toBe("plan");
    }
    // Done, not planned; six months before the reading's clock, it is also past (the next test).
    expect(first("In May we raised a $3M seed round.", "fundraising").frame.modality).toBe("asserted");
    expect(first("Last week we raised a $3M seed round.", "fundraising").counted).toBe(true);
  });

  it("a page that says it is a joke states no event; a story of how a round was raised is a look back", () => {
    const joke = "Meet Bjørn, our office dog. This is a joke: nothing about the company has changed.";
    expect(pageKindOf("https://brackenfield.com/blog/news", "Brackenfield has been acquired", joke)).toBe("joke");
    const r = first("Brackenfield has been acquired (by Bjørn, our office dog).", "corporate_event", {
      pageKind: "joke",
    });
    expect(r).toMatchObject({ counted: false, rule: "page_kind" });
    const title = "How we raised our seed round";
    expect(pageKindOf("https://brackenfield.com/blog/seed", title, "It took 61 meetings.")).toBe("retrospective");
  });

  it("words inside a longer, no weaker statement of another event are that statement's", () => {
    const r = readText("New: Now live in all 212 Hollis Foods distribution centers, from Maine to California.", ctx());
    expect(r.readings.find((x) => x.type === "customer_partnership")?.counted).toBe(true);
    expect(r.readings.find((x) => x.type === "product_update")).toMatchObject({ counted: false, rule: "event" });
  });

  it("a name written with its legal suffix is the company; its own investors putting money in are its round", () => {
    const co = { name: "Larder & Co", founders: [], website: "https://larder.example" };
    const joining = readText("Larder & Co is joining Brewline", ctx({ company: co }));
    expect(joining.readings.find((r) => r.type === "corporate_event")?.counted).toBe(true);
    const backers = first(
      "Our existing investors are putting in another €2.5M so we can take Brackenfield to France.",
      "fundraising",
    );
    expect(backers.counted).toBe(true);
    // Someone else's investors are theirs.
    expect(first("Our customer Northwind raised $20M from investors.", "fundraising").counted).toBe(false);
  });

  it("a legal page's conditions (in the event that, upon any) are hypotheticals, not a sale", () => {
    for (const text of [
      "In the event that Brackenfield is acquired by or merged with a third-party entity, we may transfer your data.",
      "Upon any merger or acquisition of Brackenfield, these terms transfer to the successor.",
    ]) {
      const r = first(text, "corporate_event");
      expect(r.counted, text).toBe(false);
      expect(r.frame.modality, text).toBe("hypothetical");
    }
  });

  it("“our customer” in the other languages is the customer: its round is theirs", () => {
    for (const text of ["Onze klant haalt € 6 miljoen op.", "Unser Kunde sammelt 5 Mio. Euro ein."]) {
      expect(first(text, "fundraising").counted, text).toBe(false);
    }
  });

  it("an article opening a sentence in another language, or a legal form's letter, names no one", () => {
    expect(
      first("Het haalt 4 miljoen euro op in een seedronde geleid door Noordzee Capital.", "fundraising").counted,
    ).toBe(true);
    const sale = first(
      "Vi har i dag underskrevet en aftale om, at Nordvolt A/S overtager samtlige aktier i Brackenfield ApS.",
      "corporate_event",
    );
    expect(sale.counted).toBe(true);
  });

  it("a patch release is upkeep, not a launch; a major or minor one still is", () => {
    const patch = first("The fix shipped in Brackenfield 1.14.2, so upgrade when you can.", "product_update");
    expect(patch.counted).toBe(false);
    expect(patch.rule).toBe("event");
    expect(patch.why).toContain("1.14.2 is a patch release");
    for (const text of ["Today we shipped Brackenfield 2.0 with a new editor.", "We released Brackenfield 1.15.0."]) {
      expect(first(text, "product_update").counted, text).toBe(true);
    }
  });

  it("a date chrono reads in any of four languages sets the event in the past", () => {
    for (const [text, type, when] of [
      ["Last year we raised a $3M seed round from two angels.", "fundraising", /last year/i],
      [
        "Il y a deux ans, nous avons levé 2 millions d’euros auprès de business angels.",
        "fundraising",
        /il y a deux ans/i,
      ],
      ["On 4 March 2024 Brackenfield closed its seed round.", "fundraising", /2024/],
    ] as const) {
      const r = first(text, type);
      expect(r.counted, text).toBe(false);
      expect(r.rule, text).toBe("time");
      expect(r.frame.when, text).toMatch(when);
    }
  });

  it("a time recalled in an aside after the event does not date it", () => {
    const r = first(
      "We have now closed a $4.5 million seed round led by Foundry Lane, with thirty creators investing, including " +
        "a few whose clips we cut by hand back in the day.",
      "fundraising",
    );
    expect(r.counted).toBe(true);
  });

  it("a timeline's year label dates its entry", () => {
    const r = first("2023 — Raised a €4M seed round led by Nordic Makers.", "fundraising");
    expect(r.counted).toBe(false);
    expect(r.frame.when).toMatch(/2023/);
  });

  it("a relative clause without a time of its own has the time of the event it follows", () => {
    const r = first(
      "In March we raised our $22M Series A, which let us open our support centre and grow the team from 38 to 71.",
      "hiring",
    );
    expect(r.counted).toBe(false);
    expect(r.rule).toBe("time");
  });

  it("a month named without its year, told in the past tense, is the last one by that name", () => {
    // The reading's clock is in November: chrono places "March" ahead; "we raised" says it was the last March.
    const r = first("In March we raised our $22M Series A led by Meridian Health Ventures.", "fundraising");
    expect(r.counted).toBe(false);
    expect(r.rule).toBe("time");
    expect(r.frame.when).toMatch(/March/);
  });

  it("a span that ends now and a date this week do not make an event past", () => {
    for (const text of [
      "Over the last twelve months we crossed 1,000 paying customers.",
      "Last week we crossed 1,000 paying customers.",
    ]) {
      const r = first(text, "metrics_shared");
      expect(r.counted, `${text}: ${r.why}`).toBe(true);
    }
  });

  it("a round or a customer named without a verb of its event refers to it; with one, states it", () => {
    const renewed = first("Our largest customer renewed in September for three more years.", "customer_partnership");
    expect(renewed.counted).toBe(false);
    expect(renewed.frame.modality).toBe("reference");
    const signed = first(
      "This month we signed our largest customer to date, a national pharmacy chain.",
      "customer_partnership",
    );
    expect(signed.counted).toBe(true);
    const round = first("We have grown on a small seed round and our own revenue since 2022.", "fundraising");
    expect(round.frame.modality).toBe("reference");
  });

  it("on a look back, an event dated recently by name counts; a republished post's “today” does not", () => {
    const look = { pageKind: "retrospective" as const };
    const october = first(
      "In October we closed a $9 million Series A led by Beacon Ridge Partners.",
      "fundraising",
      look,
    );
    expect(october.counted, october.why).toBe(true);
    expect(october.frame.date).toBe("2026-10");
    const heute = readText(
      "Heute freuen wir uns, eine Seed-Finanzierung über 3,2 Millionen Pfund bekanntzugeben.",
      ctx(look),
    ).readings.filter((r) => r.type === "fundraising");
    expect(heute.length).toBeGreaterThan(0);
    expect(heute.every((r) => !r.counted)).toBe(true);
  });

  it("a rename names the company twice: its old name is the company too", () => {
    const renamed = first("Fernhollow is now Brackenfield: same team, same product, a new name.", "corporate_event");
    expect(renamed.counted, renamed.why).toBe(true);
    const formerly = first("Brackenfield, formerly Fernhollow, today unveiled its new name.", "corporate_event");
    expect(formerly.counted, formerly.why).toBe(true);
  });

  it("an amount that is a deal's price is no round; an amount raised to buy things still is", () => {
    const offer = first("Brackenfield gets $40M takeover offer from Northgate.", "fundraising", { ownSite: false });
    expect(offer.counted).toBe(false);
    expect(offer.rule).toBe("event");
    expect(first("Brackenfield raised $40M to buy more vans.", "fundraising").counted).toBe(true);
  });

  it("a plan is future and a plan; a question is a question", () => {
    const plan = first("Next year we plan to raise a Series B.", "fundraising");
    expect(plan.frame.modality).toBe("plan");
    expect(plan.counted).toBe(false);
    const question = first("Will Brackenfield raise a Series B?", "fundraising");
    expect(question.frame.modality).toBe("question");
  });
});

describe("an abbreviation's full stop", () => {
  it("ends no clause: the time that opens the sentence is the event's", () => {
    const text =
      "Three years ago this week, a retired teacher in St. Paul with four duplexes became our first customer.";
    const r = first(text, "customer_partnership");
    expect(r.counted).toBe(false);
    expect(r.rule).toBe("time");
  });
});

describe("a kind of event, a product sunset, a year's letter", () => {
  it("the company's legal name holding its name is the company", () => {
    const r = first("PT Brackenfield Nusantara hari ini mengumumkan telah mengakuisisi Ladangku.", "corporate_event");
    expect(r.counted).toBe(true);
    expect(r.frame.subject.kind).toBe("company");
    expect(
      first("PT Ladang Nusantara hari ini mengumumkan telah mengakuisisi Ladangku.", "corporate_event").counted,
    ).toBe(false);
  });

  it("a year's letter looks back: what it says was done “this year” is no news, what it dates this month is", () => {
    expect(
      pageKindOf("https://brackenfield.com/blog/letter", "Our 2026 letter: what we built and where we go next", ""),
    ).toBe("retrospective");
    const kind = { pageKind: "retrospective" as const };
    expect(first("This year we launched instant transfers to India.", "product_update", kind).counted).toBe(false);
    expect(first("On November 12 we launched instant transfers to India.", "product_update", kind).counted).toBe(true);
  });

  it("“every launch” names all launches of a kind, not one the company made", () => {
    const r = first("Every launch came with a table of benchmark scores.", "product_update");
    expect(r.counted).toBe(false);
    expect(r.frame.modality).toBe("reference");
    expect(r.why).toBe("names such an event without saying one happened now");
    expect(first("Each round we raised was led by Northwall.", "fundraising").counted).toBe(false);
    expect(first("Today we launched Brackenfield Assist.", "product_update").counted).toBe(true);
  });

  it("sunsetting the company's app by its name is a corporate event, with words of its kind after the name", () => {
    const r = first(
      "We're sunsetting the Brackenfield journal app on January 31 to focus on teams.",
      "corporate_event",
    );
    expect(r.counted).toBe(true);
    expect(first("We are sunsetting the Brackenfield app by March.", "corporate_event").counted).toBe(true);
    expect(readText("We're sunsetting the legacy dashboard on March 1.", ctx()).readings).toEqual([]);
  });
});

describe("a page's main event and its body", () => {
  const reading = { company: { name: "Brackenfield", founders: ["Odile Marchetti"], website: null }, now: NOW };
  const article = (title: string, text: string) =>
    postFinding(
      { url: "https://news.example/a", title, publishedAt: null, text, detail: { source: "news", text } },
      reading,
    );

  it("an article about another company that names ours: the round in its body is not ours", () => {
    const f = article(
      "Pellridge Health lands new funding to expand its clinic network",
      [
        "Pellridge Health, a clinic operator in the Midlands, is opening four sites next year, the company said on " +
          "Monday.",
        "Pellridge runs its scheduling on Brackenfield. Closing the $30 million Series B took four months, its CFO " +
          "said.",
      ].join("\n"),
    );
    expect(f.type).not.toBe("fundraising");
    const dropped = (f.statements ?? []).filter((s) => s.type === "fundraising" && !s.counted);
    expect(dropped.length).toBeGreaterThan(0);
  });

  it("an article about the company: its lede's event counts, and a body without a subject is its own", () => {
    const f = article(
      "Brackenfield raises $14M Series A",
      [
        "Brackenfield, which makes scheduling software for clinics, has raised a $14 million Series A.",
        "The round was led by Northwall Ventures, with participation from existing investors.",
      ].join("\n"),
    );
    expect(f.type).toBe("fundraising");
  });

  it("a post republished from an earlier date states nothing new, however it says “now”", () => {
    const post = (note: string) =>
      postFinding(
        {
          url: "https://brackenfield.com/journal/from-the-archive-waitrose/",
          title: "From the archive: the day we launched in Waitrose",
          publishedAt: "2026-11-15T09:00:00Z",
          text: [note, "Brackenfield is now in 60 Waitrose shops across the south of England."].join("\n"),
        },
        reading,
      );
    const old = post("We're republishing a post from March 2023, the week we first landed on Waitrose shelves.");
    expect(old.statements?.filter((s) => s.counted)).toEqual([]);
    expect(old.statements?.map((s) => s.why)).toContain(
      "on a post republished from March 2023, what it tells was news then",
    );
    const lately = post("This post was originally published on Business Wire on 12 November 2026.");
    expect(lately.statements?.some((s) => s.counted && s.type === "customer_partnership")).toBe(true);
  });

  it("on the company's own site, a letter's body states the company's numbers without naming it", () => {
    const f = postFinding(
      {
        url: "https://brackenfield.com/letters/q3",
        title: "Letter to customers, Q3",
        publishedAt: null,
        text: [
          "Every quarter we write to the clinics that use Brackenfield about how the quarter went and what comes next.",
          "Net revenue retention over the last twelve months: 121%. We crossed 1,000 paying clinics in October.",
        ].join("\n"),
      },
      reading,
    );
    expect(f.type).toBe("metrics_shared");
  });
});
