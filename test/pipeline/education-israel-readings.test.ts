import { describe, expect, it } from "vitest";
import { placesIn } from "../../src/pipeline/collect/extract/places";
import { mentionOf } from "../../src/pipeline/collect/mentions";
import { detectLocation } from "../../src/pipeline/enrich/facts";
import { pageKindOf } from "../../src/pipeline/read/index";
import { timeOf } from "../../src/pipeline/read/time";
import { counted, ctx, NOW } from "../support/readings";

/* Rules rounds one hundred and seventeen and eighteen taught (docs/pipeline.md): education, HR tech and Israel. */

describe("a round dated by the clause after it", () => {
  const story = ctx("Quillwise", { pageKind: "retrospective", part: "body", aboutCompany: true });

  it("is news on a look back when that clause dates it recently", () => {
    const text = "Reach led our $18 million Series A, which closed at the end of October, with GSV Ventures joining.";
    expect(counted(text, story)).toContain("fundraising");
  });

  it("is history when that clause dates it long ago, and no plan when it says what the money is for", () => {
    expect(
      counted("Reach led our $4 million seed, which closed in March 2023, with Precursor joining.", story),
    ).toEqual([]);
    const ahead = "Quillwise raised $18 million from Reach Capital, which will fund tutor pay through 2027.";
    expect(counted(ahead, ctx("Quillwise"))).toContain("fundraising");
  });
});

describe("a part of a month", () => {
  it("is no past date when it is a deadline ahead: “by the end of March”", () => {
    expect(timeOf("We decided to wind Tallyforge down by the end of March.", NOW)?.past ?? false).toBe(false);
  });

  it.each([
    ["closed at the end of October", "2026-10-31"],
    ["closed the round in early October", "2026-10"],
  ])("dates an event: “%s”", (text, date) => {
    expect(timeOf(text, NOW)?.date).toBe(date);
  });
});

describe("a customer's contract", () => {
  it.each([
    ["New: Lanternly is Brazos Valley ISD's high-dosage tutoring partner"],
    ["Brazos Valley ISD's board approved a three-year contract with Lanternly."],
    ["Every student will get Lanternly tutoring under a three-year district contract approved by the board."],
  ])("is a partnership: “%s”", (text) => {
    expect(counted(text, ctx("Lanternly", { aboutCompany: true }))).toContain("customer_partnership");
  });

  it("a self-description as the world's provider of something names no customer", () => {
    expect(counted("Lanternly is the world's leading tutoring provider.", ctx("Lanternly"))).toEqual([]);
  });
});

describe("an Indonesian event recap", () => {
  it("titled “Rekap:” is a recap, whose founder's panel in the body is an aside", () => {
    const title = "Rekap: EdTech Nusantara Summit 2026";
    const text = [
      title,
      "11 November 2026 · Acara",
      "Pekan lalu tim Kakak Ajar hadir di EdTech Nusantara Summit 2026.",
    ];
    const kind = pageKindOf(
      "https://kakakajar.example/blog/rekap-edtech-nusantara-summit-2026",
      title,
      text.join("\n"),
    );
    expect(kind).toBe("event_recap");
    const talk =
      "Co-founder kami, Putri Lestari, berbicara di panel “Menjaga kualitas tutor di marketplace pendidikan”.";
    const company = { name: "Kakak Ajar", founders: ["Putri Lestari"] };
    expect(counted(talk, ctx("Kakak Ajar", { company, pageKind: kind, part: "body", aboutCompany: true }))).toEqual([]);
  });
});

describe("a company bought, told in Hebrew", () => {
  it.each([["ומעכשיו שקדיה היא חלק מ-Orchardis."], ["חברת Orchardis השלימה השבוע את רכישת שקדיה."]])(
    "is a corporate event: “%s”",
    (text) => {
      const company = { name: "Shkedia", founders: [], aliases: ["שקדיה"] };
      expect(counted(text, ctx("Shkedia", { company, aboutCompany: true }))).toContain("corporate_event");
    },
  );
});

describe("Israeli places", () => {
  it("are read in Hebrew with a joined prefix (“מבאר שבע”, from Be'er Sheva), and in a footer's address", () => {
    expect(placesIn("נגברה מבאר שבע גייסה 12 מיליון דולר").map((p) => p.place.city)).toEqual(["beer sheva"]);
    expect(placesIn("משרד חדש בתל אביב").map((p) => p.place.city)).toEqual(["tel aviv"]);
    const footer = "Gav-Yam Negev Advanced Technologies Park, Be'er Sheva, Israel · info@negevra.com";
    expect(detectLocation([footer])).toBe("Be'er Sheva");
  });

  it("place a Hebrew headline's company at home by the name its site writes in Hebrew", () => {
    const company = {
      name: "Negevra",
      domain: "negevra.com",
      founders: [],
      classification: [],
      location: "Be'er Sheva",
      aliases: ["נגברה"],
    };
    const headline = "נגברה מבאר שבע גייסה 12 מיליון דולר בהובלת פיטנגו";
    expect(mentionOf({ text: headline }, company)?.by).toContain("place");
    const elsewhere = "נגברה מחיפה גייסה 12 מיליון דולר בהובלת פיטנגו";
    expect(mentionOf({ text: elsewhere }, company)?.by ?? []).not.toContain("place");
  });
});

describe("a part of a month ahead", () => {
  it("is no date of the past, though a past verb decided it", () => {
    const text = "I've decided to step down as CTO at the end of December.";
    expect(counted(text, ctx("Bramble", { aboutCompany: true }))).toContain("leadership_change");
  });
});

describe("media and consumer shapes", () => {
  it("a label before a colon says whose news a post tells, not who acted: “one of our own: Oríkì Audio raises”", () => {
    const text = "Big news for one of our own: Oríkì Audio raises $2M";
    expect(counted(text, ctx("Sonaro", { aboutCompany: true }))).toEqual([]);
  });

  it("a label that does not speak as the company keeps its say: an episode's number before its title", () => {
    const title = "Ep. 27: Raising a Series B and hiring 34 salespeople in a year";
    expect(counted(title, ctx("Sygnał", { aboutCompany: true }))).toEqual([]);
  });

  it("a Spanish claim told with an infinitive is no money secured; the money secured is", () => {
    const claim = "Rayo produce 22 programas y asegura superar los 3 millones de escuchas mensuales.";
    expect(counted(claim, ctx("Rayo"))).toEqual([]);
    expect(counted("Rayo asegura 3 millones de euros en su ronda semilla.", ctx("Rayo"))).toContain("fundraising");
  });

  it("a product sold in a chain's stores, in Spanish, is a partnership", () => {
    const text = "Pulso Band se vende en las 142 tiendas de Almacenes Cordillera en todo México.";
    expect(counted(text, ctx("Pulso", { aboutCompany: true }))).toContain("customer_partnership");
  });
});
