import { describe, expect, it } from "vitest";
import { postFinding } from "../../src/pipeline/judge/post-finding";
import { ctx, counted } from "../support/readings";

/*
 * A headline that names a round as its topic over a text that tells that round only as past, planned or not sought is
 * the text's round, not news (docs/pipeline.md "Judging on evidence"); a headline stating a round with its amount is.
 */

const NOW = new Date("2026-11-13T09:00:00Z");
const reading = { company: { name: "Mahi", founders: ["Tama Walker"], website: null }, now: NOW };
const post = (title: string, text: string) =>
  postFinding({ url: "https://mahi.example/podcast/ep-14", title, publishedAt: "2026-11-12T00:00:00Z", text }, reading);

describe("a headline about a round", () => {
  const HEADLINE = "The Shift, Ep. 14: Tama Walker on raising a seed round in a downturn";

  it("is no news when the text tells that round as years ago", () => {
    const text = `${HEADLINE}\nIn 2023 Mahi raised its NZ$3 million seed round from Blackbird. Tama looks back at it.`;
    expect(post(HEADLINE, text).type).not.toBe("fundraising");
  });

  it("is news when the text tells the round as done now", () => {
    const text = `${HEADLINE}\nThis week Mahi closed a NZ$3 million seed round led by Blackbird.`;
    expect(post(HEADLINE, text).type).toBe("fundraising");
  });

  it("is news when the headline states the round with its amount, whatever the text recalls", () => {
    const title = "Mahi raises NZ$9 million Series A";
    const text = `${title}\nIn 2023 Mahi raised its NZ$3 million seed round from Blackbird.`;
    expect(post(title, text).type).toBe("fundraising");
  });
});

describe("Korean 'rather than' written onto the event's word", () => {
  it("is no round sought: '추가 투자 유치보다는 흑자 전환에 집중'", () => {
    const quote = '정 대표는 "당분간 추가 투자 유치보다는 흑자 전환에 집중하겠다"고 말했다.';
    expect(counted(quote, ctx("세틀온"))).toEqual([]);
    expect(counted("세틀온이 150억 원 규모의 시리즈B 투자를 유치했다.", ctx("세틀온"))).toContain("fundraising");
  });
});
