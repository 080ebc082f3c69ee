import type { ChangeType } from "./signal";

/*
 * `thingsToTrack` read as a list of watch items (spec 1 rule 4): the six quick picks of spec 4.5
 * rule 2 map to signal types; anything else is kept as free text whose words are looked for in
 * what changed. "Product Updates, hiring, expansion into Europe" gives two quick picks and one
 * free-text item.
 */

export interface WatchItem {
  label: string;
  kind: "quick_pick" | "free_text";
  /** The signal type a quick pick stands for (free text: a type its words clearly name, else null). */
  type: ChangeType | null;
  /** Free text: the words to look for (lower case). */
  keywords: string[];
}

export const QUICK_PICKS: { label: string; type: ChangeType; pattern: RegExp }[] = [
  { label: "Product Updates", type: "product_update", pattern: /\bproducts?\b|\b(launch|launches|releases?|features?)\b/i },
  { label: "Metrics Shared", type: "metrics_shared", pattern: /\bmetrics?\b|\bkpis?\b|\btraction\b|\brevenue\b|\bgrowth numbers\b/i },
  { label: "Founders Amplified", type: "founder_amplified", pattern: /\bfounders?\b|\bpress\b|\bpodcasts?\b|\binterviews?\b|\bamplif/i },
  { label: "Fundraising Signals", type: "fundraising", pattern: /\bfund\s*-?rais|\bfunding\b|\brais(e|es|ing)\b|\brounds?\b|\binvest(ors?|ment)\b/i },
  { label: "Hiring Updates", type: "hiring", pattern: /\bhir(e|es|ing)\b|\brecruit|\bjobs?\b|\bopen roles\b|\bheadcount\b|\btalent\b/i },
  { label: "Customer/Partnership Signals", type: "customer_partnership", pattern: /\bcustomers?\b|\bclients?\b|\bpartner(s|ship|ships)?\b|\bdeals?\b/i },
];

/** Words that carry no subject of their own in a watch list. */
const FILLER = new Set([
  "signal", "signals", "update", "updates", "news", "any", "anything", "all", "about", "around", "new", "the", "and", "for",
  "with", "from", "into", "their", "its", "our", "of", "on", "in", "to", "a", "an", "or", "changes", "change", "shared",
  "mentions", "mention", "when", "they", "track", "watch", "what", "that", "this", "also", "especially", "like", "such",
  "as", "more", "other", "things", "stuff", "info", "information", "activity",
]);

export function parseWatchItems(thingsToTrack: string): WatchItem[] {
  const items: WatchItem[] = [];
  const phrases = thingsToTrack
    .split(/[,;\n•·]+|\s+(?:and|&)\s+|\s\/\s/i)
    .map((p) => p.trim())
    .filter(Boolean);
  for (const phrase of phrases) {
    const picks = QUICK_PICKS.filter((q) => q.pattern.test(phrase));
    for (const q of picks) {
      if (!items.some((i) => i.label === q.label)) items.push({ label: q.label, kind: "quick_pick", type: q.type, keywords: [] });
    }
    // Words left once the quick picks' own words are gone make a free-text item ("customers in Europe" → europe).
    const rest = words(phrase).filter((w) => !FILLER.has(w) && !picks.some((q) => q.pattern.test(w)));
    if (rest.length && !items.some((i) => i.kind === "free_text" && i.label.toLowerCase() === phrase.toLowerCase())) {
      items.push({ label: phrase, kind: "free_text", type: null, keywords: rest });
    }
  }
  return items;
}

/** Free-text keywords found in `text`: a word matches when it starts with the keyword's stem. */
export function keywordHits(item: WatchItem, text: string): string[] {
  if (item.keywords.length === 0) return [];
  const have = words(text);
  return item.keywords.filter((k) => {
    const stem = k.length > 5 ? k.slice(0, Math.max(5, k.length - 3)) : k;
    return have.some((w) => w.startsWith(stem));
  });
}

/** A free-text item matches when at least half its keywords (and at least one) appear. */
export function freeTextMatches(item: WatchItem, text: string): boolean {
  const hits = keywordHits(item, text);
  return hits.length > 0 && hits.length >= Math.ceil(item.keywords.length / 2);
}

function words(s: string): string[] {
  return (s.toLowerCase().normalize("NFKD").replace(/\p{M}/gu, "").match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => w.length >= 3);
}
