import type { Vocabulary } from "./vocabulary";

/**
 * Japanese, as its words come out of the ICU word segmenter (src/text: "資金調達を実施" is 資金 調達 を 実施). A noun
 * and する make its verbs, so an event's noun is its statement ("買収", "就任").
 */
export const JA: Vocabulary = [
  // "シリーズAラウンドで総額12億円の資金調達を実施", "第三者割当増資により"
  ["fundraising", 3, "資金 調達"],
  ["fundraising", 3, "第三者 割当 ?増資"],
  ["fundraising", 3, "シリーズ a|b|c|d|e ?ラウンド"],
  ["fundraising", 3, "シード|プレシード ラウンド"],
  ["fundraising", 3, "億|万 円|ドル ~3 調達"],
  ["fundraising", 1.5, "リード 投資家"],
  ["corporate_event", 3.5, "買収"],
  ["corporate_event", 3.5, "子会社 化"],
  ["corporate_event", 3.5, "経営 統合"],
  ["corporate_event", 3.5, "吸収 ?合併"],
  ["corporate_event", 3.5, "事業 譲渡"],
  ["corporate_event", 3.5, "解散"],
  // A service ended, as a company announces it: "サービス終了のお知らせ", "サービスの提供を終了"; not a plan or a
  // campaign ending ("旧プランの提供を終了").
  ["corporate_event", 3.5, ["サービス 終了", "サービス の 提供 を 終了", "サービス を 終了"]],
  ["corporate_event", 3.5, "社名 変更"],
  ["corporate_event", 2, "新 社名"],
  // A registration or licence that makes it a regulated business: "資金移動業者として…登録が完了", "免許を取得".
  ["corporate_event", 3, ["業者 ~8 登録 ~2 完了|取得", "業 の 登録 を 受け", "免許|認可 ~2 取得"]],
  ["leadership_change", 3.5, "就任"],
  ["leadership_change", 3, "退任|辞任"],
  // "代表取締役の異動に関するお知らせ": a change of the representative director.
  ["leadership_change", 3.5, "代表 ?取締役 ~2 異動|交代|選任"],
  ["customer_partnership", 3, "?資本 業務 提携"],
  ["customer_partnership", 3, "提携|協業"],
  ["customer_partnership", 3, "パートナーシップ"],
  ["customer_partnership", 2.5, "導入 ~2 決定"],
  ["product_update", 2.5, "提供|販売 開始"],
  ["product_update", 2.5, "リリース|発売|ローンチ"],
  ["product_update", 2, "正式 版"],
  // A price revision: "料金プラン改定のお知らせ", "価格改定", "値上げ".
  ["product_update", 3, ["料金 ?プラン 改定", "価格 改定", "値上げ"]],
  ["hiring", 2, "採用 強化"],
  // A team cut and an insolvency: 人員削減, 希望退職, 破産手続き, 民事再生.
  ["corporate_event", 3.5, "人員 削減|希望 退職|早期 退職"],
  ["corporate_event", 3.5, "破産|民事 再生"],
];
