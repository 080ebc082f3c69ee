import type { Vocabulary } from "./vocabulary";

/** Korean: spaced words with their particles written on ("투자를 유치했다"), so stems end in `*`. */
export const KO: Vocabulary = [
  // "시리즈A 투자 유치", "100억원 규모의 투자를 유치했다"
  ["fundraising", 3, "투자* ~2 유치*"],
  ["fundraising", 3, "시리즈 a|b|c|d ?투자*"],
  ["fundraising", 3, "시리즈a*|시리즈b*|시리즈c*|시리즈d* ?투자*"],
  ["fundraising", 3, "프리a|시드 ?투자*"],
  // A headline ends on the noun: "노을랩스, 방문간호 스타트업 ‘간호다’ 인수".
  ["corporate_event", 3.5, "인수|인수했다|인수한다|인수합병*|인수를|인수하기로|인수됐다|인수되었다|인수된다"],
  ["corporate_event", 3.5, "합병*"],
  ["corporate_event", 3.5, "사명* ~2 변경*"],
  ["leadership_change", 3.5, "취임*"],
  ["leadership_change", 3.5, "선임|선임했다|선임됐다|선임되었다|선임한다|선임하고"],
  ["leadership_change", 3, "각자대표*|공동대표*"],
  // A subsidiary set up abroad: "일본 법인 설립".
  ["corporate_event", 3, "법인* ~2 설립*"],
  ["leadership_change", 2.5, "신임 대표|ceo|cto|cfo"],
  // An executive brought in: "박서연 CFO 영입", "신임 CTO로 영입했다".
  ["leadership_change", 3.5, "영입|영입했다|영입한다|영입했습니다|영입하며"],
  ["customer_partnership", 3, "업무* ~2 협약*"],
  ["customer_partnership", 3, "mou|파트너십|제휴*"],
  ["customer_partnership", 3, "공급* 계약*"],
  // Stocked by a chain: "하루편의점 전국 3,200개 매장 입점", "이마트에 입점했습니다".
  ["customer_partnership", 3, "입점*"],
  // A licence or registration that makes it a regulated business: "전자금융업 등록 완료", "인가를 획득".
  ["corporate_event", 3, "인가*|허가*|라이선스* ~2 획득*|취득*"],
  ["corporate_event", 3, "업* ~2 등록* ~2 완료*"],
  ["product_update", 2.5, "출시*|선보*"],
  // A team cut and an insolvency: 구조조정, 희망퇴직, 파산, 회생 절차.
  ["corporate_event", 3.5, "구조조정*|희망퇴직*|정리해고*"],
  ["corporate_event", 3.5, "파산*|회생절차*|법정관리*"],
  // A service ended: "서비스 종료 안내", "서비스를 종료합니다".
  ["corporate_event", 3.5, "서비스* 종료*"],
];
