import { describe, expect, it } from "vitest";
import { ctx, counted } from "../support/readings";
import { readText } from "../../src/pipeline/read/index";
import { pageKindOf } from "../../src/pipeline/read/page-kind";
import { parseWatchItems } from "../../src/pipeline/judge/watch";
import { discoverPages } from "../../src/pipeline/collect/extract/discover";

/*
 * Japanese and Korean sites (docs/pipeline.md "Reading statements", "Watch items", §Sources): a subject left out, a
 * customer honoured, last year, a plan said after the event, a service ended, the kinds of page that are no news, what
 * a list says it does not need, and a newsroom under a language's folder.
 */

describe("who did it, when, and whether it was done", () => {
  it("a headline with no subject on the company's own page is the company's", () => {
    const c = ctx("Kotonoha");
    expect(counted("J-KISS型新株予約権によるシードラウンドで総額1.5億円の資金調達を実施しました", c)).toContain(
      "fundraising",
    );
    expect(counted("新製品「AT-200」発売のお知らせ", ctx("ArmTech"))).toContain("product_update");
  });

  it("a party the page honours (さま, 様) is another: a customer's round", () => {
    const text = "導入企業の株式会社ヤドルさまがシリーズBで25億円の資金調達を実施されました";
    expect(counted(text, ctx("Uketsuke AI"))).toEqual([]);
  });

  it("last year is past, a figure set against last year's is not", () => {
    const c = ctx("Hakobiya");
    expect(counted("ハコビヤはなぜ昨年8億円を調達できたのか", c)).toEqual([]);
    expect(counted("작년에 시리즈 A 투자를 유치했습니다", ctx("GreenLoop"))).toEqual([]);
  });

  it("a plan said right after the event's words is no event; a plan later in the sentence leaves it", () => {
    const c = ctx("GreenLoop");
    const plan = readText("그린루프는 내년 상반기에도 투자를 유치할 계획이 없습니다.", c).readings;
    expect(plan.some((r) => r.counted)).toBe(false);
    expect(plan.some((r) => r.rule === "assertion")).toBe(true);
  });

  it("a service ended, in Japanese and Korean; a plan or a campaign ended is not", () => {
    expect(counted("「タビメモ」サービス終了のお知らせ", ctx("Tabimemo"))).toContain("corporate_event");
    expect(counted("서비스 종료 안내", ctx("Tabimemo"))).toContain("corporate_event");
    expect(counted("旧プランの提供を終了します", ctx("Tabimemo"))).toEqual([]);
  });
});

describe("kinds of page that are no news", () => {
  it.each([
    ["プライバシーポリシー改定のお知らせ", "legal"],
    ["개인정보처리방침 개정 안내", "legal"],
    ["「国際福祉機器展 H.C.R.2026」出展のお知らせ ― 新製品を体験いただけます", "event_recap"],
    ["[웨비나 다시보기] 시리즈 A 투자 유치 이후, 영업 조직은 어떻게 키워야 할까?", "event_recap"],
  ])("%s", (title, kind) => {
    expect(pageKindOf("https://example.jp/news/1", title, "")).toBe(kind);
  });
});

describe("what a Japanese or Korean list does not need", () => {
  it("excludes what it says is not needed", () => {
    for (const list of [
      "資金調達とM&Aのみ通知してください。新製品や機能リリースのお知らせは不要です。",
      "투자 유치와 인수합병만 알려주세요. 신제품 출시 소식은 알림이 필요 없습니다.",
    ])
      expect(parseWatchItems(list).find((i) => i.type === "product_update")?.excluded).toBe(true);
  });
});

describe("a newsroom under a language's folder", () => {
  it("is read beside the site's own: /en/news of a Japanese site", () => {
    const home = "https://nodeworks.example/";
    const links = [
      { url: `${home}news`, text: "ニュース" },
      { url: `${home}en/news`, text: "News (EN)" },
      { url: `${home}en/news/2026-10-expo`, text: "NodeWorks at Smart Factory Expo" },
    ];
    const found = discoverPages({ links, feeds: [] }, home);
    expect(found.news).toEqual([`${home}news`, `${home}en/news`]);
  });
});
