import { describe, expect, it } from "vitest";
import { parseWatchItems, watchMatchesOf } from "../../src/pipeline/judge/watch";

/*
 * A watch phrase's brackets give examples, not conditions, and its words for places in general ("new countries",
 * "new markets") are found as a place a move names (docs/pipeline.md "Watch items").
 */

const labels = (track: string, type: string, text: string) =>
  watchMatchesOf(parseWatchItems(track), { type, text }).map((m) => m.label);
const EXPANSION = "Expansion into new countries (especially KSA/UAE)";

describe("watch phrases' examples and places", () => {
  it("an expansion elsewhere than the bracket's examples still matches; the examples count when found", () => {
    expect(labels(EXPANSION, "corporate_event", "Shifa expands into new countries")).toEqual([EXPANSION]);
    expect(labels(EXPANSION, "corporate_event", "Shifa opens its first office in Jordan")).toEqual([EXPANSION]);
    expect(labels("Expansion (UAE)", "corporate_event", "Shifa expands to the UAE")).toEqual(["Expansion (UAE)"]);
    // A name or an acronym among the examples decides when found.
    expect(labels(EXPANSION, "corporate_event", "Shifa is now live in the UAE")).toEqual([EXPANSION]);
    const federal = "Federal/public-sector traction (FedRAMP progress, agency contracts)";
    expect(labels(federal, "product_update", "Ironbark achieves FedRAMP Moderate Authorization")).toEqual([federal]);
    // Named in passing, not in what the event is about, an example decides nothing of another kind.
    const metrics = "Fundraising and revenue milestones (ARR, GMV) only";
    const rename = "Mercato Labs is now Halden\nHalden handles $40M in GMV a year.";
    expect(labels(metrics, "corporate_event", rename)).toEqual([]);
  });

  it("a named country is the “new countries” of a move abroad, in English, Arabic and Vietnamese", () => {
    expect(labels(EXPANSION, "corporate_event", "Shifa announces expansion into Saudi Arabia")).toEqual([EXPANSION]);
    expect(labels(EXPANSION, "corporate_event", "شفاء تعلن التوسع في السوق السعودية")).toEqual([EXPANSION]);
    expect(labels("New markets", "corporate_event", "Hocvui mở rộng sang thị trường Thái Lan")).toEqual([
      "New markets",
    ]);
  });

  it("new countries and cities asked in Spanish or Indonesian are the places a move names", () => {
    const paises = "Expansión a nuevos países";
    expect(labels(paises, "hiring", "opened its first roles in Peru, Chile: international expansion")).toEqual([
      paises,
    ]);
    expect(labels("Ekspansi ke kota baru", "corporate_event", "Ojekita memulai ekspansi ke Surabaya")).toEqual([
      "Ekspansi ke kota baru",
    ]);
    expect(labels(paises, "fundraising", "Rodá recauda 5 millones en Lima")).toEqual([]);
  });

  it("a place named without a move, or a move without a place, is no new country", () => {
    expect(labels(EXPANSION, "fundraising", "Shifa raised $12M from investors in Berlin")).toEqual([]);
    expect(labels(EXPANSION, "hiring", "Shifa is expanding its team")).toEqual([]);
  });

  it("a regulator's permit in Arabic or Indonesian is the regulatory approval a list asks for", () => {
    const track = "Regulatory approvals (SAMA), funding rounds";
    const label = "Regulatory approvals (SAMA)";
    expect(labels(track, "corporate_event", "يُسر تحصل على تصريح البنك المركزي السعودي")).toEqual([label]);
    expect(labels(track, "corporate_event", "Kredita mendapat izin usaha dari OJK")).toEqual([label]);
  });

  it("a subsidiary abroad is a move there, and a factory is one in the languages read", () => {
    const track = "Expansion into new countries, funding rounds.";
    expect(labels(track, "corporate_event", "Hackwerk gründet Tochtergesellschaft in Frankreich")).toEqual([
      "Expansion into new countries",
    ]);
    const factory = "Funding, factory and production milestones";
    expect(labels(factory, "corporate_event", "Akumo otwiera fabrykę pakietów bateryjnych pod Wrocławiem")).toEqual([
      "factory",
    ]);
  });
});
