import { describe, expect, it } from "vitest";
import { discoverPages } from "../../src/pipeline/collect/extract/discover";
import { extractPage } from "../../src/pipeline/collect/extract/html";
import { longerName } from "../../src/pipeline/collect/mentions/longer-name";
import { parseWatchItems, watchMatchesOf } from "../../src/pipeline/judge/watch";
import { readText } from "../../src/pipeline/read/index";
import { counted, ctx } from "../support/readings";

/*
 * Turkey, Israel, Italy, Spain, Portugal and Catalonia as their companies and funds write (docs/pipeline.md "Reading
 * statements", "watch items", "Namesakes"): news rooms by their local names, Catalan and Hebrew events, a Turkish
 * partner before "ile" and a denial after the event, friends congratulated, a longer registered name.
 */

describe("news rooms by their local names", () => {
  it.each(["/noticies/", "/actualitat/", "/sala-stampa/", "/duyurular.html", "/premsa/"])("%s is read", (path) => {
    const html = `<header><a href="/">Inici</a><a href="${path}">Notícies</a><a href="/contacte">Contacte</a></header>`;
    const found = discoverPages(extractPage(html, "https://lloc.example/"), "https://lloc.example/");
    expect(found.news).toContain(`https://lloc.example${path}`);
  });
});

describe("Catalan and Hebrew events", () => {
  it.each([
    ["Quadern arriba a Portugal i obre oficina a Lisboa", "corporate_event"],
    ["Quadern rep 800.000 euros del programa Neotec del CDTI", "fundraising"],
    ["Quadern tanca una ronda de 3 milions d'euros", "fundraising"],
    ["השקנו את מחברת קידס – אפליקציה חדשה לילדים", "product_update"],
    ["מחברת גייסה 12 מיליון דולר בסבב A", "fundraising"],
  ])("“%s” is a %s", (text, type) => {
    expect(counted(text, ctx("Quadern"))).toContain(type);
  });

  it("a Catalan watch list is typed by its nouns", () => {
    const items = parseWatchItems(
      "Finançament (rondes, subvencions), contractes amb administracions, canvis a la direcció",
    );
    expect(items.map((i) => i.type)).toEqual(["fundraising", "customer_partnership", "leadership_change"]);
  });
});

describe("Turkish", () => {
  it("the party before “ile” is the partner, the company the one that signs", () => {
    const text = "Kentsel, Bursa Büyükşehir Belediyesi ile 3 yıllık sözleşme imzaladı";
    expect(counted(text, ctx("Kentsel"))).toEqual(["customer_partnership"]);
  });

  it("an event negated after its words, as Turkish does, is no event", () => {
    const text = "Kumbara'nın herhangi bir kurumla satın alma veya birleşme görüşmesi bulunmamaktadır.";
    expect(counted(text, ctx("Kumbara"))).toEqual([]);
    expect(counted("Yeni bir yatırım turu da planlamıyoruz.", ctx("Kumbara"))).toEqual([]);
  });

  it("“e-posta göndermeyin” excludes what its clause names", () => {
    const items = parseWatchItems("Yatırım turları. İş birlikleri için e-posta göndermeyin.");
    expect(items.filter((i) => i.excluded).map((i) => i.type)).toContain("customer_partnership");
  });
});

describe("Italian and Portuguese", () => {
  it("a licence from the central bank is a corporate event, watched as an authorisation", () => {
    const text = "Paghetta è ora un Istituto di Moneta Elettronica autorizzato dalla Banca d'Italia";
    expect(counted(text, ctx("Paghetta"))).toEqual(["corporate_event"]);
    const items = parseWatchItems("Autorizzazioni e licenze regolamentari, round di investimento");
    expect(watchMatchesOf(items, { type: "corporate_event", text }).length).toBeGreaterThan(0);
  });

  it("our friends' round is theirs", () => {
    const text = "Siamo felici per i nostri amici di Tutorami, che hanno annunciato un round Serie A da 4 milioni.";
    expect(counted(text, ctx("Scuolaplus"))).toEqual([]);
  });

  it("a team cut from a count to a count, after “Por isso,”", () => {
    const text = "Por isso, esta semana tomámos a decisão mais difícil: reduzimos a equipa de 48 para 31 pessoas.";
    expect(counted(text, ctx("Estudaí"))).toEqual(["corporate_event"]);
  });

  it("“Mudanças de CEO ou fundadores” asks for leadership changes", () => {
    expect(parseWatchItems("Mudanças de CEO ou fundadores")[0]?.type).toBe("leadership_change");
  });
});

describe("which corporate events a watch item asks for", () => {
  it("“M&A only” is not an office opened abroad", () => {
    const items = parseWatchItems("M&A only");
    const of = (text: string) =>
      watchMatchesOf(items, { type: "corporate_event", text, statements: readText(text, ctx("Civio")).readings });
    expect(of("Civio opens Lisbon office. Civio today opened its first office in Portugal.")).toEqual([]);
    expect(of("Civio acquires Municipia")).toHaveLength(1);
  });
});

describe("a registered name of its own", () => {
  it("is another organisation, though the press shortens it after", () => {
    const text =
      "Tavlin Spice Co., the spice blender, has raised $18 million.\nTavlin sells its blends in 2,300 stores.";
    expect(longerName(text, "Tavlin")).toBe("Tavlin Spice Co");
  });

  it("the name alone elsewhere, with no registered name, leaves it the company's", () => {
    expect(longerName("Tavlin Labs raised $2M. Tavlin sells recipes.", "Tavlin")).toBeNull();
  });
});
