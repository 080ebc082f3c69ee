import { describe, expect, it } from "vitest";
import { postFinding } from "../../src/pipeline/judge/post-finding";

/*
 * A founder amplified is a founder on a notable stage (docs/pipeline.md "Judging on evidence"): the national business
 * or tech press, an award, a list, a keynote. A trade title's interview or the company's own talk with its founder is
 * the founder talking, not amplified.
 */

const NOW = new Date("2026-11-14T09:00:00Z");
const reading = { company: { name: "Lexbridge", founders: ["Olivia Hart"], website: null }, now: NOW };
const press = (title: string, text: string, outlet: string) =>
  postFinding(
    { url: "https://news.example/a", title, publishedAt: null, text, detail: { source: "news", text, outlet } },
    reading,
  );

const PROFILE = "Lexbridge’s Olivia Hart on building for the billable hour";
const LEDE = "The former litigator explains why time capture is still broken, and what her team learned from 90 firms.";

describe("the press writing about a founder by name", () => {
  it("in the national business press amplifies the founder", () => {
    expect(press(PROFILE, LEDE, "Financial Times").type).toBe("founder_amplified");
  });

  it("in a trade title's interview series is the founder talking, not amplified", () => {
    expect(press(PROFILE, `In our series on legal tech founders: ${LEDE}`, "Legal Technology Review").type).not.toBe(
      "founder_amplified",
    );
    expect(press(`Interview: ${PROFILE}`, LEDE, "Legal Technology Review").type).not.toBe("founder_amplified");
  });

  it("naming the founder among a list's innovators amplifies the founder, whatever the outlet", () => {
    const title = "Women in Legal Tech 2026: Lexbridge co-founder Olivia Hart among 30 innovators reshaping law";
    expect(press(title, "", "Legal Technology Review").type).toBe("founder_amplified");
  });
});

describe("the company's own site", () => {
  it("publishing an interview with its founder is no amplification; a podcast on a notable show is", () => {
    const own = (title: string, text: string) =>
      postFinding({ url: "https://lexbridge.example/blog/interview", title, publishedAt: null, text }, reading);
    expect(own("Interview: Olivia Hart on three years of Lexbridge", LEDE).type).not.toBe("founder_amplified");
    const talk = "She talked with Harry Stebbings about time capture.";
    expect(own("Our CEO Olivia Hart was a guest on 20VC", talk).type).toBe("founder_amplified");
    expect(own("Our CEO Olivia Hart was a guest on Billable Minutes", talk).type).not.toBe("founder_amplified");
  });

  it("announcing its founder's award in French amplifies the founder; a prize on the pricing page is no award", () => {
    const own = (title: string, text: string) =>
      postFinding({ url: "https://lexbridge.example/medias/gala", title, publishedAt: null, text }, reading);
    const gala = own(
      "Olivia Hart nommée Entrepreneure de l’année au Gala des femmes d’affaires",
      "Notre cofondatrice a reçu jeudi soir le prix Entrepreneure de l’année – PME, remis par le jury du gala.",
    );
    expect(gala.type).toBe("founder_amplified");
    expect(own("Nos tarifs 2027", "Le prix de l’offre Équipe reste de 49 $ par mois.").type).not.toBe(
      "founder_amplified",
    );
  });
});
