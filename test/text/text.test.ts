import { describe, expect, it } from "vitest";
import { foldText, foldedPhrase, isStopword, stem, words } from "../../src/text";

/* The one text module (src/text): every reader of text folds, splits, drops stopwords and stems through it. */
describe("the text module", () => {
  it("folds case, accents, ligatures and apostrophes", () => {
    expect(foldText("Série A für Łódź – O’Brien ﬁnance")).toBe("serie a fur lodz – obrien finance");
  });

  it("keeps a name whole before a possessive, so “Carvalho’s Vinhara” names Carvalho", () => {
    expect(words("Inês Carvalho’s Vinhara, Acme's round")).toEqual([
      "ines",
      "carvalho",
      "s",
      "vinhara",
      "acme",
      "s",
      "round",
    ]);
    expect(foldText("It's O'Brien's")).toBe("it s obrien s");
  });

  it("splits into folded words of letters and digits", () => {
    expect(words("Riegalia cierra una ronda de 3,5 M€")).toEqual([
      "riegalia",
      "cierra",
      "una",
      "ronda",
      "de",
      "3",
      "5",
      "m",
    ]);
    expect(foldedPhrase("  Levée de fonds : 5 millions d'euros ")).toBe("levee de fonds 5 millions deuros");
  });

  it("splits Japanese, written without spaces, into its words by the platform's word segmenter", () => {
    expect(words("シリーズAラウンドで資金調達を実施")).toEqual([
      "シリーズ",
      "a",
      "ラウンド",
      "で",
      "資金",
      "調達",
      "を",
      "実施",
    ]);
    expect(words("블루웨이브 투자 유치")).toEqual(["블루웨이브", "투자", "유치"]);
  });

  it("knows function words in English, German, French and Spanish, not the words of events", () => {
    for (const w of ["the", "our", "und", "unsere", "les", "nous", "los", "nuestra"]) expect(isStopword(w)).toBe(true);
    for (const w of ["raised", "acquired", "finanzierungsrunde", "leve", "ronda"]) expect(isStopword(w)).toBe(false);
  });

  it("stems the forms company news uses to one stem", () => {
    expect(stem("partnerships")).toBe(stem("partners"));
    expect(stem("acquired")).toBe(stem("acquire"));
    expect(stem("companies")).toBe(stem("company"));
    expect(stem("business")).toBe("business");
  });
});
