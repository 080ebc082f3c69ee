import { describe, expect, it } from "vitest";
import { amountsOf, millionsOf, statesMoney, versionsIn } from "../../src/pipeline/compare/numbers";

describe("numbers as a page writes them", () => {
  it("reads amounts of money with a sign before or a currency after, thousands separators aside", () => {
    expect(amountsOf("Pro $1,200 a year, Team € 49, Basic 29 USD, Swiss 10 CHF")).toEqual(["10", "1200", "29", "49"]);
    expect(amountsOf("$1.200 or $1200")).toEqual(["1200", "1200"]);
    expect(amountsOf("49 users, 12 seats, 2024")).toEqual([]);
    expect(amountsOf(undefined)).toEqual([]);
  });

  it("reads a currency on the line after its number, unless the sign opens an amount of its own", () => {
    expect(amountsOf("9,90\n€ / mėn.\n24,90\n€ / mėn.")).toEqual(["24,90", "9,90"]);
    expect(amountsOf("2.400\n$ 1.290.000 COP")).toEqual(["1290000"]);
  });

  it("tells a line that states money from one that does not", () => {
    expect(statesMoney("Starter: $49")).toBe(true);
    expect(statesMoney("49€ per month")).toBe(true);
    expect(statesMoney("Up to 5 usdc wallets")).toBe(false);
    expect(statesMoney("Talk to sales")).toBe(false);
  });

  it("reads a headline's amounts in millions", () => {
    expect(millionsOf("acme raises $40m series b")).toEqual(["40"]);
    expect(millionsOf("€1.2bn valuation after a $5 million round")).toEqual(["1200", "5"]);
    expect(millionsOf("$1,5 million")).toEqual(["1.5"]);
    expect(millionsOf("$1,200,000 million and 40 usd m")).toEqual([]);
  });

  it("reads amounts in millions written in words, the currency after them, in the languages read", () => {
    expect(millionsOf("Dictame lève 30 millions d'euros")).toEqual(["30"]);
    expect(millionsOf("Dictame boucle une série A de 30 M€")).toEqual(["30"]);
    expect(millionsOf("Lokaal sammelt 4,5 Mio. Euro ein")).toEqual(["4.5"]);
    expect(millionsOf("«دربك» تجمع 105 ملايين ريال")).toEqual(["105"]);
    expect(millionsOf("Hocvui gọi vốn 3 triệu USD")).toEqual(["3"]);
    // A count of millions is no money.
    expect(millionsOf("30 millions d'utilisateurs, 2 million users")).toEqual([]);
  });

  it("reads versions, not numbers inside words", () => {
    expect(versionsIn("acme v2.0 and 3.1.4 ship")).toEqual(["2", "3.1.4"]);
    expect(versionsIn("dev2.0 build 2.0x, 12 items")).toEqual([]);
  });
});
