import type { ChangeType } from "../signal";
import { HEAD_NOUNS } from "./watch-head-nouns";

/*
 * The words of a catch-all ("anything material") and of the six quick picks (spec 4.5 rule 2), as data.
 */

/**
 * A phrase asking for everything: a catch-all word ("anything", "everything", "all") with at most words that say "of
 * note" ("material", "important", "news", "updates"), and nothing that narrows it.
 */
export const CATCH_ALL = new Set(["anything", "everything", "all", "any"]);
/** What a catch-all may say it is about without narrowing it: "about the company's future", "for the business". */
export const ABOUT_THE_COMPANY = new Set(["company", "companys", "business", "startup", "team", "future", "s", "them"]);
export const OF_NOTE = new Set([
  ...["material", "important", "significant", "notable", "relevant", "major", "big", "interesting", "new", "else"],
  ...["news", "update", "updates", "change", "changes", "event", "events", "signal", "signals", "developments"],
]);

/*
 * The words naming each kind in a watch list, as phrases of read/phrases.ts (folded words; `x*` a word starting so,
 * `a|b` either): "Product Updates, hiring" names two quick picks.
 */

const heads = (type: ChangeType): string[] => HEAD_NOUNS[type] ?? [];

/** The six quick picks of spec 4.5 rule 2, and the words that name each (in English, then watch-head-nouns.ts's). */
export const QUICK_PICK_WORDS: { label: string; type: ChangeType; words: string[] }[] = [
  {
    label: "Product Updates",
    type: "product_update",
    words: ["product|products|launch|launches|release|releases|feature|features", ...heads("product_update")],
  },
  {
    label: "Metrics Shared",
    type: "metrics_shared",
    words: [
      "metric|metrics|kpi|kpis|traction|revenue|gmv|arr|mrr",
      "growth numbers",
      // "User growth", "subscriber growth": a count of people growing.
      "user|users|customer|subscriber|subscribers|download|downloads|member|members growth",
      // "User milestones", "subscriber numbers", "listener counts": a count of people; "payout milestones", "creator
      // numbers": what a marketplace counts.
      "user|users|subscriber|subscribers|listener|listeners|member|members milestone|milestones|number|numbers",
      "creator|creators|seller|sellers|merchant|merchants|payout|payouts|payment|payments milestone|milestones",
      "creator|creators|seller|sellers|merchant|merchants|payout|payouts number|numbers",
      "creator|creators|seller|sellers|merchant|merchants|host|hosts payout|payouts|earnings",
      "user|users|subscriber|subscribers|listener|listeners|member|members count|counts",
      // "Developer adoption (GitHub stars, npm downloads)": how many take it up, counted.
      "developer|developers|user|users|customer|customers|enterprise|community adoption",
      ...heads("metrics_shared"),
    ],
  },
  {
    label: "Founders Amplified",
    type: "founder_amplified",
    words: ["founder|founders|press|podcast|podcasts|interview|interviews|amplif*", ...heads("founder_amplified")],
  },
  {
    label: "Fundraising Signals",
    type: "fundraising",
    words: [
      "fundrais*|funding|raise|raises|raising|raised|round|rounds|investor|investors|investment|financing|financings",
      "fund rais*",
      ...heads("fundraising"),
    ],
  },
  {
    label: "Hiring Updates",
    type: "hiring",
    words: ["hire|hires|hiring|recruit*|job|jobs|headcount|talent", "open roles", ...heads("hiring")],
  },
  {
    label: "Customer/Partnership Signals",
    type: "customer_partnership",
    words: [
      "customer|customers|client|clients|partner|partners|partnership|partnerships|deal|deals|contract|contracts",
      // A wall of logos, a retailer's listing, an alliance: a customer or a partner too.
      "logo|logos|listing|listings|alliance|alliances|collaboration|collaborations|agreement|agreements",
      "stockist|stockists",
      // A sale as a seller counts it: "public-sector wins", "enterprise wins".
      "enterprise|government|sales|logo win|wins",
      "public-sector win|wins",
      // Large customers as a seller names them: "key accounts", "nouveaux grands comptes".
      "grand|grands|key|strategic|enterprise|major|named compte|comptes|account|accounts",
      ...heads("customer_partnership"),
    ],
  },
];
