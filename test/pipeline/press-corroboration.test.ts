import { describe, expect, it } from "vitest";
import { mentionOf, namesOnSite, otherScriptVersion } from "../../src/pipeline/collect/mentions";
import { corroborated, factsOf, mergeSameEvents } from "../../src/pipeline/judge/merge";

/*
 * The press that finds the company by its name (docs/pipeline.md "Off-site sources"): its name as its own site writes
 * it in another script ties an article too, and two outlets telling one kind of event of it corroborate each other.
 */

const finding = (text: string, outlet: string, over: { type?: string; tiedBy?: string[] } = {}) => ({
  type: over.type ?? "fundraising",
  strength: 6,
  text,
  url: `https://news.example/${encodeURIComponent(text.slice(0, 20))}`,
  cues: [],
  evidence: [],
  sources: ["news"],
  tiedBy: over.tiedBy ?? ["name"],
  outlets: [outlet],
});

describe("the company's name in another script", () => {
  it("is read from its own pages' titles, where its name stands in its other titles or every title repeats it", () => {
    const bilingual = [
      { ok: true, title: "Darbak – Same-day delivery for Saudi e-commerce" },
      { ok: true, title: "دربك – توصيل في اليوم نفسه للمتاجر الإلكترونية" },
    ];
    expect(namesOnSite(bilingual, "Darbak")).toEqual(["دربك"]);
    const arabicOnly = [
      { ok: true, title: "فريقنا — جمعيتي" },
      { ok: true, title: "الأخبار — جمعيتي" },
    ];
    expect(namesOnSite(arabicOnly, "Gameyati")).toEqual(["جمعيتي"]);
    // A long Arabic tagline is no name, and a Latin site has none.
    expect(namesOnSite([{ ok: true, title: "توصيل في اليوم نفسه للمتاجر الإلكترونية – Darbak" }], "Darbak")).toEqual(
      [],
    );
    expect(
      namesOnSite(
        [
          { ok: true, title: "Darbak – Delivery" },
          { ok: true, title: "About – Darbak" },
        ],
        "Darbak",
      ),
    ).toEqual([]);
  });

  it("is read from brackets after the name in a page's text, not from a Latin aside nor a long phrase", () => {
    const about = { ok: true, title: "About — Negevra", text: "Negevra (נגברה) was founded in 2021 in Be'er Sheva." };
    expect(namesOnSite([about], "Negevra")).toEqual(["נגברה"]);
    const aside = {
      ok: true,
      title: "About — Negevra",
      text: "Negevra (formerly Solvra) and Negevra (נגברה טכנולוגיות מים בע״מ ישראל)",
    };
    expect(namesOnSite([aside], "Negevra")).toEqual([]);
  });

  it("is found on the home page's version in such a language, and ties an article that writes it", () => {
    const home = { links: [{ url: "https://darbak.sa/careers/" }, { url: "https://darbak.sa/ar/" }] };
    expect(otherScriptVersion(home, "https://darbak.sa/")).toBe("https://darbak.sa/ar/");
    expect(otherScriptVersion({ links: [{ url: "https://darbak.sa/fr/" }] }, "https://darbak.sa/")).toBeNull();
    const company = { name: "Darbak", domain: "darbak.sa", founders: [], classification: [], aliases: ["دربك"] };
    expect(mentionOf({ text: "«دربك» للخدمات اللوجستية تغلق جولة تمويل من الفئة A" }, company)?.by).toEqual(["name"]);
    expect(mentionOf({ text: "«دربك» تغلق جولة تمويل" }, { ...company, aliases: [] })).toBeNull();
  });
});

describe("outlets corroborating one another", () => {
  it("two outlets telling a round of a company tied by its name alone tie it", () => {
    const [a, b] = corroborated([
      finding("«دربك» تغلق جولة تمويل من الفئة A بقيمة 28 مليون دولار", "أرقام"),
      finding("منصة التوصيل السعودية «دربك» تجمع 105 ملايين ريال", "اقتصاد الشرق"),
    ]);
    expect(a?.tiedBy).toEqual(["name", "outlets"]);
    expect(b?.tiedBy).toEqual(["name", "outlets"]);
  });

  it("one outlet twice, two kinds of event, or a finding tied by evidence already, corroborate nothing", () => {
    const same = corroborated([finding("Dictame lève 30 M€", "Maddyness"), finding("Dictame recrute", "Maddyness")]);
    expect(same.map((f) => f.tiedBy)).toEqual([["name"], ["name"]]);
    const kinds = corroborated([
      finding("Dictame lève 30 M€", "Maddyness"),
      finding("Dictame rachète Ordo", "Les Echos", { type: "corporate_event" }),
    ]);
    expect(kinds.map((f) => f.tiedBy)).toEqual([["name"], ["name"]]);
    const proved = corroborated([
      finding("Dictame lève 30 M€", "Maddyness"),
      finding("Dictame lève 30 millions", "Les Echos", { tiedBy: ["name", "link"] }),
    ]);
    expect(proved.map((f) => f.tiedBy)).toEqual([["name"], ["name", "link"]]);
  });

  it("one round told in French in two ways is one event: its amount in words and its series read alike", () => {
    expect(factsOf("La start-up Dictame lève 30 millions d'euros").amounts).toEqual(["30"]);
    expect(factsOf("Dictame boucle une série A de 30 M€")).toMatchObject({ rounds: ["series a"], amounts: ["30"] });
    const merged = mergeSameEvents(
      [
        finding("La start-up Dictame lève 30 millions d'euros", "Maddyness"),
        finding("Dictame boucle une série A de 30 M€", "Les Echos"),
      ],
      "Dictame",
    );
    expect(merged).toHaveLength(1);
    expect(merged[0]?.outlets).toEqual(["Maddyness", "Les Echos"]);
  });
});

describe("articles in other languages", () => {
  it("are not read for the sectors' English words: German “will” is no legal will", () => {
    const company = {
      name: "Anodika",
      domain: "anodika.de",
      founders: [],
      classification: ["climate/energy-storage"],
    };
    const german =
      "Anodika schließt Series-B-Finanzierung ab. Das Unternehmen will die Produktion ausbauen, sagen Anwälte.";
    expect(mentionOf({ text: german }, company)?.namesake).toBeUndefined();
    const english = "Anodika, the estate-planning app for wills and trusts, raised a seed round for its lawyers.";
    expect(mentionOf({ text: english }, company)?.namesake).toContain("not");
  });
});
