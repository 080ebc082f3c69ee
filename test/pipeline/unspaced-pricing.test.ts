import { describe, expect, it } from "vitest";
import { diffSnapshots } from "../../src/pipeline/compare/index";
import { comparableText } from "../../src/pipeline/collect/normalize-noise";
import type { SnapshotPage } from "../../src/pipeline/collect/snapshot";
import { amountsOf } from "../../src/pipeline/compare/numbers";
import { samePricesOf } from "../../src/pipeline/compare/prices";
import { isNoiseLine } from "../../src/pipeline/collect/normalize-noise";
import { sha256Hex } from "../../src/platform/crypto";

/*
 * Prices and lines of a language written without spaces (docs/pipeline.md "An item is its content"): a Japanese
 * pricing page's "月額 12,800円" is a price, a line of it is counted by its words, and a post that quotes the new
 * prices does not take them from the pricing page.
 */

const ORIGIN = "https://seikyu.example";

async function page(kind: SnapshotPage["kind"], path: string, text: string, title = ""): Promise<SnapshotPage> {
  return {
    kind,
    url: `${ORIGIN}${path}`,
    ok: true,
    fetchable: true,
    title,
    text,
    textHash: await sha256Hex(comparableText(text)),
  };
}

const PRICING = (standard: string, note = "") =>
  [
    "料金プラン",
    note,
    "ライト",
    "月額 3,980円（税抜）",
    "スタンダード",
    `月額 ${standard}円（税抜）`,
    "請求書発行 月300件まで",
  ]
    .filter(Boolean)
    .join("\n");

describe("prices and lines written without spaces", () => {
  it("reads a yen, yuan or won amount written after its number", () => {
    expect(amountsOf("月額 12,800円（税抜）")).toEqual(["12800"]);
    expect(amountsOf("每月 99元")).toEqual(["99"]);
    expect(amountsOf("월 9,900원")).toEqual(["9900"]);
  });

  it("counts a Japanese line by its words, not its spaces: a sentence is no noise", () => {
    expect(isNoiseLine("※2027年1月1日より新料金となります。")).toBe(false);
    expect(isNoiseLine("お知らせ")).toBe(true);
  });

  it("keeps a pricing page's new price when a new post quotes it", async () => {
    const post =
      "料金プラン改定のお知らせ\nスタンダード：月額9,800円 → 月額 12,800円（税抜）\n2027年1月1日より改定いたします。";
    const before = [await page("pricing", "/pricing", PRICING("9,800"))];
    const after = [
      await page("pricing", "/pricing", PRICING("12,800", "※2027年1月1日より新料金となります。")),
      await page("post", "/news/price-revision-2027", `月額 12,800円（税抜）\n${post}`, "料金プラン改定のお知らせ"),
    ];
    const change = diffSnapshots(before, after).pageChanges.find((c) => c.kind === "pricing");
    expect(change?.added).toContain("月額 12,800円（税抜）");
  });
});

describe("a year's price beside the month's", () => {
  const monthly = "Plus\n2,99 € / mês\nFamília\n4,99 € / mês";
  it("is the same prices when it is ten, eleven or twelve months of it, decimal commas read as decimals", () => {
    expect(samePricesOf(monthly, "Plus\n2,99 €/mês\nou 29,90 €/ano\nFamília\n4,99 €/mês\nou 49,90 €/ano")).toBe(true);
    expect(samePricesOf("Pro $10/month", "Pro $10/month or $110/year")).toBe(true);
  });

  it("is a new price otherwise, and so is a month's price changed", () => {
    expect(samePricesOf(monthly, "Plus\n2,99 €/mês\nou 24,90 €/ano\nFamília\n4,99 €/mês\nou 39,90 €/ano")).toBe(false);
    expect(samePricesOf(monthly, "Plus\n3,49 € / mês\nFamília\n4,99 € / mês")).toBe(false);
  });
});

describe("a pricing page laid out again", () => {
  it("is the same prices when only its prices' units and its words around them changed", async () => {
    const before = [await page("pricing", "/pricing", "Pricing\nTeam\n$399/mo\nBusiness\n$899/mo\nEnterprise")];
    const after = [
      await page(
        "pricing",
        "/pricing",
        "Plans that scale with your project list\nTeam\n$399/month\nBusiness\n$899/month\nEnterprise\n" +
          "Unlimited projects, SSO, dedicated CSM",
      ),
    ];
    const change = diffSnapshots(before, after).pageChanges.find((c) => c.kind === "pricing");
    expect(change?.samePrices).toBe(true);
  });
});
