import { describe, expect, it } from "vitest";
import { placeOf } from "../../src/pipeline/collect/extract/places";
import { parseWatchItems, watchMatchesOf } from "../../src/pipeline/judge/watch";
import { readText } from "../../src/pipeline/read/index";
import { ctx, counted } from "../support/readings";

/*
 * Shapes of Japanese and Korean domestic sites and press (docs/pipeline.md "Reading statements", "watch items"): the
 * clause's predicate that asks or denies, the subject a particle or a possessive marks, a press headline's issuer, a
 * round named without its verb, an executive brought in, a chain stocking the product, a registration completed, and
 * watch lists that name these.
 */

const why = (text: string, name: string, over = {}) =>
  readText(text, ctx(name, over)).readings.map((r) => (r.counted ? "counted" : r.why));

describe("a Korean or Japanese clause that asks or denies", () => {
  it.each([
    ["代表ノート｜VCから資金調達すべきか、まだ迷っています", "Yorisoi"],
    ["지금 시리즈A 투자 유치를 해야 할까요", "Saebom"],
    ["「そろそろシリーズAで大きく調達しては？」と言っていただくことも増えました。", "Yorisoi"],
  ])("is a question where its ending asks: “%s”", (text, name) => {
    expect(counted(text, ctx(name))).toEqual([]);
    expect(why(text, name)).toContain("a question, not a statement");
  });

  it("is negated by the predicate it ends on, and asserted when that predicate states it", () => {
    const denial = "당사는 어떠한 기업과도 인수합병(M&A) 또는 경영권 매각과 관련한 논의를 검토한 사실이 없습니다.";
    expect(counted(denial, ctx("Haneul Bio"))).toEqual([]);
    expect(counted("資金調達を行う予定はありません。", ctx("Yorisoi"))).toEqual([]);
    expect(counted("시리즈B 투자 유치를 완료했습니다", ctx("Saebom"))).toContain("fundraising");
    expect(counted("シリーズAラウンドで総額12億円の資金調達を実施しました。", ctx("Yorisoi"))).toContain("fundraising");
  });

  it("states its event in a causal clause, which ends as a question does without asking", () => {
    const causal = "시리즈A 투자 유치를 완료했으니까, 이번 달부터 채용을 두 배로 늘립니다.";
    expect(counted(causal, ctx("Saebom"))).toContain("fundraising");
    expect(counted("시리즈A 투자를 유치했습니까?", ctx("Saebom"))).toEqual([]);
  });
});

describe("who a Korean or Japanese sentence marks as acting", () => {
  it("a customer's round: the name a possessive or a subject particle marks is another's", () => {
    expect(counted("[고객사 소식] 모아마켓의 시리즈B 투자 유치를 축하합니다", ctx("Dalbit Pay"))).toEqual([]);
    const told = "달빛페이와 함께해 온 모아마켓(대표 정하늘)이 200억 원 규모의 시리즈B 투자를 유치했다는 소식입니다.";
    expect(counted(told, ctx("달빛페이"))).toEqual([]);
    expect(counted("당사의 시리즈A 투자 유치", ctx("Saebom"))).toContain("fundraising");
  });

  it("a press release's headline names its issuer first: another's deal, though the company is named below", () => {
    const headline = "東和電機、工場の脱炭素を支援するスタートアップ「グリッドリーフ」と資本業務提携";
    expect(counted(headline, ctx("カエルエナジー", { ownSite: false }))).toEqual([]);
    expect(
      counted("カエルエナジー、シリーズAで5億円の資金調達を実施", ctx("カエルエナジー", { ownSite: false })),
    ).toEqual(["fundraising", "fundraising", "fundraising"]);
  });
});

describe("another's news naming the company as one of its examples", () => {
  const kaeru = ctx("Kaeru Energy", {
    ownSite: false,
    company: { name: "Kaeru Energy", founders: [], aliases: ["カエルエナジー"] },
  });

  it("is no deal of the company's, in Japanese or English", () => {
    const listed =
      "東和電機はこれまでも、エネルギー管理SaaSを提供するカエルエナジー株式会社や、サンコウ計装株式会社など、" +
      "スタートアップとの協業を通じて脱炭素を支援してきました。";
    expect(counted(listed, kaeru)).toEqual([]);
    expect(counted("Towa Denki has partnered with startups such as Kaeru Energy and Sanko.", kaeru)).toEqual([]);
  });

  it("while a deal naming the company as its party is", () => {
    expect(counted("カエルエナジー、東和電機と資本業務提携", kaeru)).toContain("customer_partnership");
    expect(counted("Towa Denki signs a partnership with Kaeru Energy.", kaeru)).toContain("customer_partnership");
  });
});

describe("a round named in Korean or Japanese", () => {
  it("without its verb or an amount, or as the time since which, is referred to", () => {
    const asked = "요즘 창업자들에게서 “시리즈A는 언제, 어떻게 준비해야 하느냐”는 질문을 자주 받습니다.";
    expect(why(asked, "Saebom")).toEqual(["names a round without saying it was raised now"]);
    const since = "シリーズAの調達以降は、開発体制を大きく強化し、社員数は2名から72名になりました。";
    expect(counted(since, ctx("Tsumiki"))).toEqual([]);
    expect(counted("투자 유치를 고민하는 초기 창업자분들께 도움이 되면 좋겠습니다.", ctx("Saebom"))).toEqual([]);
  });

  it("with its verb and amount is raised", () => {
    expect(counted("미리내반도체, 150억 원 규모 시리즈B 투자 유치", ctx("미리내반도체"))).toContain("fundraising");
  });
});

describe("events in Korean and Japanese words", () => {
  it("an executive brought in, a chain stocking the product, a registration that licenses the business", () => {
    expect(counted("파도, 박서연 CFO 영입…IPO 준비 본격화", ctx("파도"))).toEqual(["leadership_change"]);
    expect(counted("하루편의점 전국 3,200개 매장 입점", ctx("bomnal"))).toEqual(["customer_partnership"]);
    expect(counted("資金移動業者として関東財務局への登録が完了しました", ctx("Okane Note"))).toEqual([
      "corporate_event",
    ]);
  });

  it("a watch list naming a service's end or a licence asks for corporate events", () => {
    const [japanese] = parseWatchItems("事業の継続性（サービス終了・事業譲渡など）");
    const [licence] = parseWatchItems("金融ライセンス・登録の取得");
    for (const item of [japanese, licence]) expect(item?.type).toBe("corporate_event");
    const text = "「タビオリ」サービス終了のお知らせ";
    const statements = readText(text, ctx("Tabiori")).readings;
    expect(watchMatchesOf([japanese!], { type: "corporate_event", text, statements })).toHaveLength(1);
  });

  it("a Korean watch list naming large retail channels asks for a chain stocking the product", () => {
    const [retail] = parseWatchItems("대형 유통 채널 입점");
    expect(retail?.type).toBe("customer_partnership");
  });
});

describe("places written in Japanese and Korean", () => {
  it("a role's city and country as a Korean or Japanese board writes them, so roles abroad are a move there", () => {
    expect(placeOf("도쿄, 일본")).toEqual({ country: "JP", city: "tokyo" });
    expect(placeOf("서울 강남구")?.country).toBe("KR");
    expect(placeOf("호치민, 베트남")?.country).toBe("VN");
    expect(placeOf("東京都")?.country).toBe("JP");
    expect(placeOf("부산")?.country).toBe("KR");
  });
});
