import { describe, expect, it } from "vitest";
import { anyPhrase, isCapitalised, isNumeral, leadingMatch } from "../../src/pipeline/read/cue-match";
import { assertionOf } from "../../src/pipeline/read/modality";
import { pageKindOf } from "../../src/pipeline/read/page-kind";
import { isBareHeading, isRoutineRelease } from "../../src/pipeline/read/release-labels";
import { INVESTORS } from "../../src/pipeline/read/frame";
import { KIND_BY_TITLE, STORE_FURNITURE_TITLE } from "../../src/pipeline/read/page-kind-cues";
import { OUR_FOUNDER } from "../../src/pipeline/read/subject-cues";
import { companyNames, mentionsAny } from "../../src/pipeline/read/company-names";
import { nearestActor } from "../../src/pipeline/read/actor";
import { objectIsOrganisation } from "../../src/pipeline/read/subject-tokens";
import { timeOf } from "../../src/pipeline/read/time";

/*
 * The cue tables of read/ (modality-cues.ts, page-kind-cues.ts, subject-cues.ts) and how cue-match.ts matches them:
 * each table entry here is one a statement or a page would be misread without.
 */

const NOW = new Date("2026-11-20T09:00:00Z");

describe("cue matching", () => {
  it("a table matches its leftmost phrase, and a leading match starts at the first word", () => {
    const cues = anyPhrase(["plan|plans to", "someday"]);
    expect(cues.exec("Someday, we plan to open in Lisbon")?.[0]).toBe("Someday");
    expect(leadingMatch("— led by Northzone", anyPhrase(["?co led by"]))?.[0]).toBe("led by");
    expect(leadingMatch("a round led by Northzone", anyPhrase(["?co led by"]))).toBeNull();
  });

  it("a capitalised word and a numeral are shapes of one word", () => {
    expect(["Acme", "AT&T", "Booking.com"].every(isCapitalised)).toBe(true);
    expect(["acme", "O'Brien", "3M"].some(isCapitalised)).toBe(false);
    expect(isNumeral("2024")).toBe(true);
    expect(isNumeral("v2")).toBe(false);
  });
});

describe("modality cues", () => {
  const modality = (sentence: string, at: string) => {
    const before = sentence.slice(0, sentence.indexOf(at));
    return assertionOf(sentence, before, sentence.slice(0, sentence.indexOf(at) + at.length), "fundraising");
  };

  it("a wish, a rumour, an instruction and a question are not asserted", () => {
    expect(modality("We’d really love to raise a Series B next year.", "raise")).toMatchObject({
      modality: "plan",
    });
    expect(modality("A newsletter claims that Acme raised $5M.", "raised")).toMatchObject({ modality: "rumour" });
    expect(modality("Don't raise a round before you have revenue.", "raise")).toMatchObject({ modality: "advice" });
    expect(modality("Should you raise a round this year?", "raise")).toMatchObject({ modality: "question" });
    expect(modality("Acme raised a $5M round, according to Fortune.", "raised")).toMatchObject({
      modality: "asserted",
      attribution: "Fortune",
    });
  });
});

describe("page-kind cues", () => {
  it("an episode's number in a folder or a title, a year in review, years of a company", () => {
    expect(pageKindOf("https://acme.com/ep-12/", "Guest notes", "")).toBe("podcast");
    expect(pageKindOf("https://acme.com/blog/x/", "EP7 with Jane Doe", "")).toBe("podcast");
    expect(pageKindOf("https://acme.com/blog/x/", "2025 in review", "")).toBe("retrospective");
    expect(pageKindOf("https://acme.com/blog/x/", "10 years of Acme", "")).toBe("retrospective");
    expect(pageKindOf("https://acme.com/blog/x/", "Day 3 at KubeCon", "")).toBe("event_recap");
    expect(pageKindOf("https://acme.com/blog/x/", "How Brightfold kept support steady", "")).toBe("case_study");
    // Not a case study ("We" is no customer): the story of how the company raised is a look back.
    expect(pageKindOf("https://acme.com/blog/x/", "How We Raised Our Seed", "")).toBe("retrospective");
    // Lessons of a past raise are advice; a Spanish version of the product is no translated post.
    const lessons = "Seven things I'd do differently raising our seed";
    expect(pageKindOf("https://acme.com/blog/x/", lessons, "")).toBe("advice");
    expect(
      pageKindOf("https://acme.com/blog/x/", "Extending our seed round", "Next: a Spanish version of the app."),
    ).toBe(null);
  });

  it("a republished post in French or German is a look back; six systems' words make an engineering write-up", () => {
    expect(pageKindOf("https://acme.com/blog/x/", "Acme lève 5 M€", "Cet article est paru d'abord sur Medium.")).toBe(
      "retrospective",
    );
    expect(pageKindOf("https://acme.com/blog/x/", "Acme", "Dieser Beitrag erschien zuerst im Handelsblatt.")).toBe(
      "retrospective",
    );
    const tech =
      "We moved the Postgres queue behind a load balancer; p99 latency fell and the cache stopped thrashing.";
    expect(pageKindOf("https://acme.com/blog/x/", "A faster week", tech)).toBe("engineering");
  });
});

describe("time cues", () => {
  it("recalled in German, a founding year and a launch year do not date the event", () => {
    expect(timeOf("Vor 3 Jahren haben wir Acme gegründet", NOW)?.past).toBe(true);
    expect(timeOf("Founded in early 2019, Acme today raised $5M", NOW)).toBeNull();
    expect(timeOf("Acme, fondée en 2018, lève 5 M€", NOW)).toBeNull();
    expect(timeOf("Acme raised its seed in 2021", NOW)).toMatchObject({ date: "2021", past: true });
  });
});

describe("subject cues", () => {
  const company = { name: "Lumen Robotics, Inc.", founders: ["Ana Ribeiro"], website: "https://www.lumen-robotics.io" };
  const names = companyNames({ company, ownSite: false, now: NOW, pageKind: null });

  it("a company's names leave its legal suffix out and add its short name, its domain's and its founders'", () => {
    expect(names).toEqual(expect.arrayContaining(["lumen robotics", "lumen", "ana ribeiro", "ribeiro"]));
    expect(names).not.toContain("lumen robotics inc");
    expect(mentionsAny("Lumen-Robotics raises", names)).toBe(true);
    expect(mentionsAny("Lumenx raises", names)).toBe(false);
  });

  it("a round “co-led by” its investors names them, hyphen or not", () => {
    for (const t of ["co-led by Index and Accel", "co led by Index", "led by Index"])
      expect(INVESTORS.test(t), t).toBe(true);
  });

  it("a post-mortem in a title is an engineering write-up, hyphen or not", () => {
    const engineering = anyPhrase(KIND_BY_TITLE.find(([kind]) => kind === "engineering")?.[1] ?? []);
    for (const t of ["Incident post-mortem: the outage", "post mortem of a bad deploy"]) {
      expect(engineering.test(t), t).toBe(true);
    }
  });

  it("an event recap is one in the European languages too, by its title", () => {
    const recap = anyPhrase(KIND_BY_TITLE.find(([kind]) => kind === "event_recap")?.[1] ?? []);
    for (const t of [
      "Lo que nos llevamos de Nerdearla 2026",
      "Retour sur VivaTech 2026",
      "Unser Rückblick auf die Bits & Pretzels",
      "O que aprendemos no Web Summit Rio",
      "Terugblik op Dutch Design Week",
    ])
      expect(recap.test(t), t).toBe(true);
    expect(recap.test("Lanzamos Tejido Cloud")).toBe(false);
  });

  it("a shop's gift card or voucher page is its furniture; a gift guide or a gift box is not", () => {
    const furniture = anyPhrase(STORE_FURNITURE_TITLE);
    for (const t of ["Gift card", "Gift Cards – Fernwood Tea Co.", "E-Gift Card", "Geschenkgutschein", "Carte cadeau"])
      expect(furniture.test(t), t).toBe(true);
    for (const t of ["Gift card sleeves for holiday", "Our new gift box", "Gift guide 2026"])
      expect(furniture.test(t), t).toBe(false);
  });

  it("“our co-founder” is the company's own person, hyphen or not", () => {
    const ours = anyPhrase(OUR_FOUNDER);
    for (const t of ["Our co-founder Ana spoke", "our co founder", "our CEO said"]) expect(ours.test(t), t).toBe(true);
    expect(ours.test("their co-founder")).toBe(false);
  });

  it("we, our customers, an aside and a joined name decide who acts", () => {
    expect(nearestActor("We’ve", names)).toMatchObject({ kind: "company" });
    expect(nearestActor("Our customers", names)).toMatchObject({ kind: "other" });
    expect(nearestActor("our approvals", names)).toMatchObject({ kind: "thing" });
    expect(nearestActor("Quarrystone, which has used Lumen since spring,", names)).toMatchObject({
      kind: "other",
      text: "Quarrystone",
    });
    expect(nearestActor("Brindle and Lumen", names)).toMatchObject({ kind: "company" });
  });

  it("a dictionary word opening a sentence is a name when brackets describe it (“Homeward (Manchester)”)", () => {
    expect(nearestActor("Homeward (Manchester) ", names)).toMatchObject({ kind: "other", text: "Homeward" });
    expect(nearestActor("Homeward ", names)).toBeNull();
    expect(nearestActor("Lumen (YC W25) ", names)).toMatchObject({ kind: "company" });
  });

  it("money written with its currency's letters is no name (“a R54 million seed”); a name with digits is one", () => {
    expect(nearestActor("Lumen today announced a R54 million (about US$3 million) ", names)).toMatchObject({
      kind: "company",
    });
    expect(nearestActor("Lumen has closed a R1.2bn ", names)).toMatchObject({ kind: "company" });
    expect(nearestActor("Lumen said N26 ", names)).toMatchObject({ kind: "other", text: "N26" });
  });

  it("“it” after a subject the sentence does not name (“a global container line announced that it”) is them", () => {
    expect(nearestActor("On Tuesday, a global container line announced that it ", names)).toMatchObject({
      kind: "other",
    });
    expect(nearestActor("On Tuesday, Lumen announced that it ", names)).toMatchObject({ kind: "company" });
  });

  it("what is acquired is an organisation when it is named or described as one", () => {
    expect(objectIsOrganisation(" by Stripe.")).toBe(true);
    expect(objectIsOrganisation(" a Berlin-based startup")).toBe(true);
    // A project's coined name in lower case is a name; a dictionary word is a thing.
    expect(objectIsOrganisation(" pgsnoop, the open-source EXPLAIN plan visualiser")).toBe(true);
    expect(objectIsOrganisation(" talent fast")).toBe(false);
    expect(objectIsOrganisation(" a lock on the table")).toBe(false);
  });
});

describe("release labels", () => {
  it("a bare version among routine words is routine; a version alone says nothing", () => {
    expect(isRoutineRelease("v1.4.2 fixes", "")).toBe(true);
    expect(isRoutineRelease("v2.0", "")).toBe(false);
    expect(isRoutineRelease("Changelog · KW 46: Fehlerbehebungen", "Keine neuen Funktionen diese Woche")).toBe(true);
    expect(isRoutineRelease("Week 46: scheduled reports", "You can now schedule any dashboard")).toBe(false);
  });

  it("an entry headed by its date is labelled by the word after the date", () => {
    const fixes =
      "November 12, 2026 Fixed CSV export dropped the memo column. Improved The categories list loads faster.";
    expect(isRoutineRelease("November 12, 2026", fixes)).toBe(true);
    expect(isRoutineRelease("12 novembre 2026", "12 novembre 2026 Nouveau : exports vers Google Sheets")).toBe(false);
    expect(isRoutineRelease("November 12, 2026", "November 12, 2026 New Bank feeds for 40 more banks.")).toBe(false);
  });

  it("an entry headed only by its date or version names nothing: its text must state the news", () => {
    expect(isBareHeading("November 12, 2026")).toBe(true);
    expect(isBareHeading("v4.2.1")).toBe(true);
    // A new major version is news by itself.
    expect(isBareHeading("v2.0")).toBe(false);
    // A major version beside its date: its digits are not the date's.
    expect(isBareHeading("5.0.0 — November 12, 2026")).toBe(false);
    expect(isBareHeading("4.9.2 — October 2, 2026")).toBe(true);
    expect(isBareHeading("Bank feeds for 40 more banks")).toBe(false);
    // The word for a version, in any language read, names nothing either.
    expect(isBareHeading("Versie 4.12.1")).toBe(true);
    expect(isBareHeading("Version 4.12.1")).toBe(true);
    expect(isBareHeading("Versão 2.0")).toBe(false);
  });
});
