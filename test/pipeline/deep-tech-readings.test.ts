import { describe, expect, it } from "vitest";
import { parseWatchItems, watchMatchesOf } from "../../src/pipeline/judge/watch";
import { readText } from "../../src/pipeline/read/index";
import { ctx, counted } from "../support/readings";

/*
 * Shapes of deep-tech and industrial start-ups' sites and press (docs/pipeline.md "Reading statements", "Watch
 * items"): a defence agreement awarded, a quality certification in six languages, a chief executive as British firms
 * title one, a line opened to make things on, an aside that dates someone's past and not the change, and a watch list
 * that says in French what not to send.
 */

describe("a government agreement awarded", () => {
  it("is a customer's contract, whatever the agreement is called", () => {
    const text = "Ridgeback Autonomy awarded DIU prototype agreement for autonomous resupply";
    expect(counted(text, ctx("Ridgeback Autonomy"))).toContain("customer_partnership");
  });
});

describe("a certification the company obtains, in the languages read", () => {
  it.each([
    ["Orion Aerostructures achieves AS9100D certification", "Orion Aerostructures"],
    ["Lumen is now ISO 27001 certified.", "Lumen"],
    ["Orión obtiene la certificación EN 9100 / AS9100D", "Orión"],
    ["Aérolys obtient la certification EN 9100", "Aérolys"],
    ["Fonderia Vela ottiene la certificazione ISO 13485", "Fonderia Vela"],
    ["A Ondara obtém a certificação ISO 27001", "Ondara"],
    ["Stroomwerk behaalt de ISO 27001-certificering", "Stroomwerk"],
  ])("%s", (text, name) => {
    expect(counted(text, ctx(name))).toContain("corporate_event");
  });

  it("is not a status kept (an audit completed) nor what the product helps others achieve", () => {
    expect(counted("We completed our annual SOC 2 Type II audit with no exceptions.", ctx("Lumen"))).toEqual([]);
    expect(counted("Helping machine shops achieve AS9100 certification faster.", ctx("Lumen"))).toEqual([]);
  });
});

describe("a new chief executive", () => {
  it("titled 'Chief Executive', or told as an appointment", () => {
    expect(counted("Thermyx appoints David Ogilvie as Chief Executive", ctx("Thermyx Storage"))).toContain(
      "leadership_change",
    );
    const text = "Thermyx Storage today announced the appointment of David Ogilvie as Chief Executive Officer.";
    expect(counted(text, ctx("Thermyx Storage"))).toContain("leadership_change");
  });

  it("an aside between commas dates the person's past, not the change in the main clause", () => {
    const text =
      "Co-founder Dr Fiona McLeod, who has been CEO since founding Thermyx in 2021, becomes Chief Technology " +
      "Officer and remains on the board.";
    const reading = readText(text, ctx("Thermyx Storage")).readings.find((r) => r.type === "leadership_change");
    expect(reading?.counted).toBe(true);
    expect(reading?.frame.date).toBeNull();
  });
});

describe("a line opened to make things on", () => {
  it("is a new site, not a new range", () => {
    const text = "Meridian Packaging to open its first production line in Kumamoto, Japan";
    expect(counted(text, ctx("Meridian Packaging"))).toEqual(["corporate_event"]);
    expect(counted("Cellwerk opens a second cell line in Poland", ctx("Cellwerk"))).toEqual(["corporate_event"]);
    expect(counted("Our first oat range is here", ctx("Havre"))).toEqual(["product_update"]);
  });
});

describe("a watch list that says what not to send with a negated article", () => {
  it.each([
    [
      "Uniquement les levées de fonds et les changements de dirigeants. Pas les lancements de produits.",
      "nous lançons",
    ],
    ["Solo rondas y cambios de CEO. No los lanzamientos de producto.", "lanzamos"],
    ["Apenas rodadas e trocas de CEO. Não os lançamentos de produto.", "lançamos"],
  ])("%s", (list, launch) => {
    const items = parseWatchItems(list);
    expect(items.some((i) => i.type === "fundraising" && !i.excluded)).toBe(true);
    expect(watchMatchesOf(items, { type: "product_update", text: `Hélios 500: ${launch} une armoire` })).toEqual([]);
  });
});
