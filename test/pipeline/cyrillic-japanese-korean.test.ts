import { describe, expect, it } from "vitest";
import { mentionOf, type CompanyIdentity } from "../../src/pipeline/collect/mentions";
import { dropNameOnlyBesideNamesakes } from "../../src/pipeline/collect/mentions";
import { parseWatchItems, watchMatchesOf } from "../../src/pipeline/judge/watch";
import { millionsOf } from "../../src/pipeline/compare/numbers";
import { pageKindOf, type ReadingContext, readText } from "../../src/pipeline/read/index";

/*
 * Sites and press in Russian and Ukrainian, and watch lists in Japanese and Korean (docs/pipeline.md "Vocabulary is
 * data"): their events read by the same rules as every other language's, with their own words for negation, plans,
 * rumours and the past, and the kinds a fund asks for in its own language.
 */

const ctx = (name: string, ownSite = true): ReadingContext => ({
  company: { name, founders: [] },
  ownSite,
  now: new Date("2026-11-20T09:00:00Z"),
  pageKind: null,
});
const counted = (name: string, text: string, ownSite = true) =>
  readText(text, ctx(name, ownSite))
    .readings.filter((r) => r.counted)
    .map((r) => r.type);
const dropped = (name: string, text: string) =>
  readText(text, ctx(name))
    .readings.filter((r) => !r.counted)
    .map((r) => r.why);

describe("Russian and Ukrainian", () => {
  it("reads a round, a takeover, a new chief executive and a cut", () => {
    expect(counted("Qoima", "Qoima привлекла $3 млн в раунде серии A")).toContain("fundraising");
    expect(counted("Zapas", "Zapas залучив $1,5 млн посівних інвестицій")).toContain("fundraising");
    // The company as what is bought, in the press.
    expect(counted("Lystok", "Dokumenta придбала Lystok: що зміниться для клієнтів", false)).toContain(
      "corporate_event",
    );
    expect(counted("Karvon", "Генеральным директором Karvon назначен Бехзод Рахимов", false)).toContain(
      "leadership_change",
    );
    expect(counted("Tezkor", "Tezkor сократила 40 сотрудников")).toContain("corporate_event");
  });

  it("a round pursued (추진) is a plan, told after its words as Korean tells it", () => {
    expect(dropped("소담케어", "[단독] 소담케어, 200억 규모 시리즈B 투자 유치 추진")[0]).toMatch(
      /a plan or a wish \(“추진”\)/,
    );
    expect(counted("소담케어", "소담케어, 200억 규모 시리즈B 투자 유치")).toContain("fundraising");
  });

  it("drops what is denied, planned, negated or recalled", () => {
    expect(dropped("Ustoz", "В 2027 году будем привлекать раунд.")[0]).toMatch(/a plan or a wish/);
    expect(dropped("Kruh", "Компания опровергает слухи о продаже бизнеса конкуренту.")[0]).toMatch(/denial/);
    expect(counted("Kruh", "Мы не привлекали инвестиций.")).toEqual([]);
    expect(dropped("Dvir", "Того ж року, у грудні, ми закрили наш перший раунд — $600 тисяч.")[0]).toMatch(
      /recalled as past/,
    );
  });
});

describe("watch lists in Japanese, Korean, Russian and Ukrainian", () => {
  it("parts a Japanese list at its ideographic commas and reads each kind", () => {
    const items = parseWatchItems("資金調達（エクイティ・デット問わず）、M&A、代表者の交代、大手企業との提携");
    expect(items.map((i) => i.type)).toEqual([
      "fundraising",
      "corporate_event",
      "leadership_change",
      "customer_partnership",
    ]);
  });

  it("keeps Korean words of two syllables, and names kinds in Russian and Ukrainian", () => {
    expect(parseWatchItems("투자 유치, 인수합병").map((i) => i.type)).toEqual(["fundraising", "corporate_event"]);
    expect(parseWatchItems("Смена руководства, новые раунды").map((i) => i.type)).toEqual([
      "leadership_change",
      "fundraising",
    ]);
    const items = parseWatchItems("Раунди та інвестиції, вихід на ринки ЄС");
    expect(watchMatchesOf(items, { type: "fundraising", text: "Zapas залучив $1,5 млн" }).length).toBeGreaterThan(0);
  });
});

describe("another company by a longer name of its own", () => {
  const HOLLOWPINE: CompanyIdentity = { name: "Hollowpine", domain: "hollowpine.io", founders: [], classification: [] };

  it("is a namesake that leaves stories told of the name alone to the company", () => {
    const lodge = mentionOf({ text: "Hollowpine Lodge reopens after a winter renovation", urls: [] }, HOLLOWPINE);
    expect(lodge).toMatchObject({ otherName: true });
    const about = [{ item: "round", by: ["name"], label: "Hollowpine raises $38 million Series B" }];
    const namesakes = [{ item: "Hollowpine Lodge reopens", why: lodge!.namesake!, otherName: true as const }];
    expect(dropNameOnlyBesideNamesakes(about, namesakes)).toHaveLength(1);
    // Another founder named is a namesake of the same name, not of a longer one: it claims them.
    const founded = mentionOf(
      { text: "Hollowpine co-founder Anna Schmidt on building a brand", urls: [] },
      { ...HOLLOWPINE, founders: ["Priya Raman"] },
    );
    expect(founded?.namesake).toMatch(/names Anna Schmidt as its founder/);
    expect(founded?.otherName).toBeUndefined();
    // A namesake of the same name (another city) does claim them.
    expect(dropNameOnlyBesideNamesakes(about, [{ item: "Berlin-based Hollowpine", why: "another city" }])).toEqual([]);
  });
});

describe("India's amounts, and recaps and interviews in Japanese and Korean", () => {
  it("reads crore and lakh after Rs or ₹ as millions, the same round however it is written", () => {
    expect(millionsOf("Tiffinly raises Rs 12 Cr in seed round")).toEqual(["120"]);
    expect(millionsOf("In March 2025 we raised a ₹12 crore seed round")).toEqual(["120"]);
    expect(millionsOf("₹45 lakh from angels")).toEqual(["4.5"]);
    expect(counted("Godamly", "Godamly bags ₹8 crore to digitise warehouses")).toContain("fundraising");
  });

  it("knows a talk's report, a demo day's recap and an interview by their titles", () => {
    const kind = (title: string) => pageKindOf("https://x.example/blog/p/", title, "");
    expect(kind("「KANSAI STARTUP PITCH 2026 秋」登壇レポート")).toBe("event_recap");
    expect(kind("‘2026 부산 스타트업 데모데이’ 참가 후기")).toBe("event_recap");
    expect(kind("代表インタビュー：保育の現場から、次の10年へ")).toBe("podcast");
  });
});

describe("names in Hangul and kana, and the words the press calls a company by", () => {
  const company = (name: string, classification: string[] = []): CompanyIdentity => ({
    name,
    domain: "example.kr",
    founders: [],
    classification,
  });

  it("a name of three Hangul syllables or four kana is a name, found where the press runs it into its words", () => {
    expect(mentionOf({ text: "픽업리, 80억 원 규모 시리즈A 투자 유치", urls: [] }, company("픽업리"))?.by).toEqual([
      "name",
    ]);
    expect(
      mentionOf({ text: "アカデミアHD、学習塾向けSaaSのヨミトクを買収", urls: [] }, company("ヨミトク"))?.by,
    ).toEqual(["name"]);
  });

  it("“a SaaS startup” contradicts no company's sector: any may be called a software one", () => {
    const godamly = company("Godamly", ["marketplaces/services"]);
    const inc42 = "Pune-based distribution SaaS startup Godamly bags INR 62 Cr funding";
    expect(mentionOf({ text: inc42, urls: [] }, godamly)?.namesake).toBeUndefined();
  });
});
