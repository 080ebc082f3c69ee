import { hasDigit, hasHangul, hasHiragana, hasKana, spaceTokens, withoutBracketed } from "../../text";
import type { ReadingContext } from "./context";
import { mentionsAny } from "./company-names";

/*
 * The subject Korean and Japanese mark with their particles (subject.ts, docs/pipeline.md "Reading statements"): the
 * word "이", "가", "은" or "는" is written on, the name "의" makes a possessive of, the party Japanese honours, a
 * headline's opening name and comma ("미리내반도체, … 공급 계약 체결", "東和電機、…と資本業務提携").
 */

/** Who a particle marks: the company, or another party with the reason it is not the company. */
export interface Marked {
  kind: "company" | "organisation";
  text: string | null;
  named: boolean;
  other?: string;
}

/** Japanese honours another party as the subject ("株式会社ヤドルさまが"); a company never honours itself. */
const HONOURED = ["さまが", "さまは", "様が", "様は"];
/** Korean's subject particles, which mark who acts ("모아마켓이"), and its topic particles ("당사는"). */
const SUBJECT_PARTICLES = ["이", "가"];
const TOPIC_PARTICLES = ["은", "는"];
/** How a Korean company speaks of itself: this company, we, our company. */
const KOREAN_SELF = ["당사", "저희", "우리", "회사", "저희회사", "우리회사"];
/** Nouns a Korean particle marks that name no one: a scale, an amount, a time, a round. */
const KOREAN_NOT_NAMES = ["규모", "투자금", "금액", "매출", "이번", "올해", "지난해", "누적", "기업", "라운드", "투자"];
/** Words a Japanese headline opens with before its comma that name no one: today, this time, our company. */
const JAPANESE_NOT_NAMES = [
  "本日",
  "今回",
  "今般",
  "当社",
  "弊社",
  "同社",
  "昨年",
  "今年",
  "今月",
  "先日",
  "現在",
  "今後",
];

const company = (named: boolean): Marked => ({ kind: "company", text: null, named });
const another = (name: string | null, why: string): Marked => ({
  kind: "organisation",
  text: name,
  named: false,
  other: why,
});

/** Whether a marked word can be a name: not a common noun of the list, no figure, two letters or more. */
const nameLike = (stem: string, common: string[]) => stem.length >= 2 && !hasDigit(stem) && !common.includes(stem);

/**
 * Who a Korean sentence's grammar makes the subject: a headline's opening name and comma when it is the company; the
 * first word a particle marks, the company's when it is one of its names or how it speaks of itself, another's when a
 * subject particle marks another name ("모아마켓(대표 정하늘)이 … 투자를 유치했다"); else a name made possessive
 * right before the event ("모아마켓의 시리즈B 투자 유치"). A Latin word further on ("SoC", "MR-4000") is a thing the
 * sentence mentions, not who acts.
 */
function koreanSubject(before: string, names: string[]): Marked | null {
  if (!hasHangul(before)) return null;
  const tokens = spaceTokens(withoutBracketed(before));
  const own = (stem: string) => mentionsAny(stem, names) || KOREAN_SELF.includes(stem);
  const headline = tokens[0]?.endsWith(",") ? tokens[0].slice(0, -1) : null;
  if (headline !== null) return mentionsAny(headline, names) ? company(true) : null;
  for (const token of tokens) {
    const particle = [...SUBJECT_PARTICLES, ...TOPIC_PARTICLES].find((p) => token.endsWith(p) && token.length > 2);
    if (!particle) continue;
    const stem = token.slice(0, -particle.length);
    if (own(stem)) return company(mentionsAny(stem, names));
    if (SUBJECT_PARTICLES.includes(particle) && nameLike(stem, KOREAN_NOT_NAMES))
      return another(stem, `“${stem}” is the subject its particle marks, not the company`);
    return null;
  }
  const possessive = tokens.slice(-3).find((t) => t.endsWith("의") && t.length > 2);
  const owner = possessive?.slice(0, -1);
  if (owner && !own(owner) && nameLike(owner, KOREAN_NOT_NAMES))
    return another(owner, `the event is “${owner}”'s, as its possessive says`);
  return null;
}

/**
 * Who a Japanese sentence's event is by, where its grammar says: a party it honours is another, and so is a press
 * headline's opening name before its comma that is not the company's ("東和電機、…と資本業務提携"); with no "は" or "が" before the
 * event's words, the company's own page tells what the company did, the subject left out
 * ("J-KISS型新株予約権による…資金調達を実施しました", "新製品「AT-200」発売"). Null when none of these.
 */
function japaneseSubject(sentence: string, before: string, ctx: ReadingContext, names: string[]): Marked | null {
  if (HONOURED.some((h) => before.includes(h))) return another(null, "told with an honorific: another's");
  // Off its site, where a press release's headline names its issuer first; on it, "東京都、大阪府で…" lists places.
  const comma = ctx.ownSite ? -1 : before.indexOf("、");
  const opening = comma > 0 ? before.slice(0, comma).trim() : "";
  if (opening && !hasHiragana(opening) && nameLike(opening, JAPANESE_NOT_NAMES)) {
    if (mentionsAny(opening, names)) return company(true);
    if (opening.length <= 20)
      return another(opening, `“${opening}” opens the headline as its subject, not the company`);
  }
  if (ctx.ownSite && hasKana(sentence) && !before.includes("は") && !before.includes("が")) return company(false);
  return null;
}

/** The subject a Korean or Japanese sentence marks with its particles, when it does. */
export function markedSubject(sentence: string, before: string, ctx: ReadingContext, names: string[]): Marked | null {
  return koreanSubject(before, names) ?? japaneseSubject(sentence, before, ctx, names);
}
