import { collapseSpaces, isDigits, spaceTokens, withoutBracketed } from "../../src/text";
import { describe, expect, it } from "vitest";
import {
  capitalisedTail,
  hasHangul,
  hasKana,
  isBase64Token,
  isCapitalised,
  isHexDigest,
  isSize,
  isUuid,
  spaceChunks,
  wordSpans,
} from "../../src/text/token-classes";

describe("token classes", () => {
  it("tells a build's hashes, sizes and tokens from words", () => {
    expect(isHexDigest("3f9a2c1e", 6)).toBe(true);
    expect(isHexDigest("facade", 6)).toBe(false);
    expect(isSize("140x40")).toBe(true);
    expect(isSize("x40")).toBe(false);
    expect(isUuid("3f9a2c1e-0b4d-4e5f-9a8b-1c2d3e4f5a6b")).toBe(true);
    expect(isUuid("3f9a2c1e-0b4d-4e5f-9a8b")).toBe(false);
    expect(isBase64Token("eyJhbGciOiJIUzI1NiJ9x7Qw2==", 20)).toBe(true);
    expect(isBase64Token("observability-pipelines", 20)).toBe(false);
  });

  it("reads words and chunks with their places, and capitalised words by their letters", () => {
    expect(wordSpans("Acme's AI-lab").map((s) => s.text)).toEqual(["Acme", "s", "AI", "lab"]);
    expect(spaceChunks("Acme, a  lab").map((s) => [s.text, s.start])).toEqual([
      ["Acme,", 0],
      ["a", 6],
      ["lab", 9],
    ]);
    expect(isCapitalised("Saint-Denis", "-")).toBe(true);
    expect(isCapitalised("berlin", "-")).toBe(false);
    expect(capitalisedTail("(New", ".")).toBe("New");
    expect(capitalisedTail("aNew", ".")).toBe("New");
    expect(capitalisedTail("new", ".")).toBe("");
  });

  it("tells Japanese by its kana and Korean by its Hangul, not Chinese by its characters", () => {
    expect(hasKana("資金調達を実施しました")).toBe(true);
    expect(hasKana("アクメ株式会社")).toBe(true);
    expect(hasKana("完成A轮融资")).toBe(false);
    expect(hasHangul("미리내반도체, 시리즈B 투자 유치")).toBe(true);
    expect(hasHangul("資金調達 Series B")).toBe(false);
  });
});

describe("whitespace tokens", () => {
  it("splits on any run of whitespace and keeps tokens as written", () => {
    expect(spaceTokens("  npm\u00a0 install\t@Acme/SDK\n")).toEqual(["npm", "install", "@Acme/SDK"]);
    expect(spaceTokens("   ")).toEqual([]);
    expect(collapseSpaces(" Acme   Robotics,\n Inc. ")).toBe("Acme Robotics, Inc.");
  });

  it("knows a number written in digits only", () => {
    for (const t of ["0", "12", "0001234567"]) expect(isDigits(t), t).toBe(true);
    for (const t of ["", "1e3", "12a", "-1", "1.5", "١٢"]) expect(isDigits(t), t).toBe(false);
  });

  it("leaves out what round brackets hold, ASCII or full-width and nested, and keeps a bracket left open", () => {
    expect(withoutBracketed("모아마켓(대표 정하늘)이 유치했다")).toBe("모아마켓이 유치했다");
    expect(withoutBracketed("カエル（東京都）が")).toBe("カエルが");
    expect(withoutBracketed("Acme (a unit (of Brightline)) raised", " ")).toBe("Acme   raised");
    expect(withoutBracketed("Acme (which we announced raised")).toBe("Acme (which we announced raised");
    expect(withoutBracketed("1) first, 2) second")).toBe("1) first, 2) second");
  });
});
