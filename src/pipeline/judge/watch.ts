import { foldText, stem } from "../../text";
import { statesWorkforceReduction } from "../read/lexicon";
import type { ChangeType } from "../signal";
import { CATCH_ALL, FILLER, GENERIC, OF_NOTE, SHORT_WORDS, SYNONYMS } from "./watch-vocabulary";

/*
 * `thingsToTrack` read as a list of watch items (spec 1 rule 4): the six quick picks of spec 4.5
 * rule 2 map to signal types; phrases naming the two kinds without a quick pick ("M&A",
 * "leadership changes") map to theirs under the user's own words; anything else is kept as free
 * text whose words are looked for in what changed. "Product Updates, hiring, expansion into
 * Europe" gives two quick picks and one free-text item.
 *
 * Free text matches by meaning a deterministic matcher can reach: word forms
 * (a light stemmer, and adjacent words read together, so "shut down" is "shutdown"), synonyms,
 * and specificity: a phrase matches on its most specific words, not on half of all of them.
 */

export interface WatchItem {
  label: string;
  kind: "quick_pick" | "free_text";
  /** The signal type the item stands for (quick picks; free text naming a kind), else null. */
  type: ChangeType | null;
  /** Free text: the words to look for (lower case). */
  keywords: string[];
  /**
   * Free text: the kinds its phrase is about (quick-pick words in it: "partnerships with
   * industrial companies" is about customer_partnership). A words match then also needs a finding
   * of one of these kinds, so "the industrial revolution" is no partnership. Empty: any finding.
   */
  within?: ChangeType[];
  /** "Anything material", "everything": every event of a kind, whatever it is (never a change that states none). */
  any?: boolean;
}

/** Why a watch item matched a finding: by its type, or by which of its words were found as what. */
export interface WatchMatch {
  label: string;
  /** "model": the language model said so (its `why` is the model's). */
  by: "type" | "words" | "model";
  terms: { keyword: string; found: string; as: "same word" | "word form" | "synonym" }[];
  /** One line for people: `“shutdown” found as “shutting down” (word form)`. */
  why: string;
}

export const QUICK_PICKS: { label: string; type: ChangeType; pattern: RegExp }[] = [
  {
    label: "Product Updates",
    type: "product_update",
    pattern: /\bproducts?\b|\b(launch|launches|releases?|features?)\b/i,
  },
  {
    label: "Metrics Shared",
    type: "metrics_shared",
    pattern: /\bmetrics?\b|\bkpis?\b|\btraction\b|\brevenue\b|\bgrowth numbers\b/i,
  },
  {
    label: "Founders Amplified",
    type: "founder_amplified",
    pattern: /\bfounders?\b|\bpress\b|\bpodcasts?\b|\binterviews?\b|\bamplif/i,
  },
  {
    label: "Fundraising Signals",
    type: "fundraising",
    pattern: /\bfund\s*-?rais|\bfunding\b|\brais(e|es|ing)\b|\brounds?\b|\binvest(ors?|ment)\b/i,
  },
  {
    label: "Hiring Updates",
    type: "hiring",
    pattern: /\bhir(e|es|ing)\b|\brecruit|\bjobs?\b|\bopen roles\b|\bheadcount\b|\btalent\b/i,
  },
  {
    label: "Customer/Partnership Signals",
    type: "customer_partnership",
    pattern: /\bcustomers?\b|\bclients?\b|\bpartner(s|ship|ships)?\b|\bdeals?\b|\bcontracts?\b/i,
  },
];

/**
 * Words naming the kinds that have no quick pick (docs/spec/decisions.md signal types). A phrase
 * using them is an item of that type, labelled with the user's words; they are read before the
 * quick picks so that "executive hires" is a leadership change, not any hire.
 */
export const KIND_PHRASES: { type: ChangeType; pattern: RegExp }[] = [
  {
    type: "leadership_change",
    pattern: new RegExp(
      String.raw`\b(leadership|executives?|execs?|c-suite|c-level|management (team|changes?)|(new|` +
        "senior) (leaders|hires)|founders? (leaving|departures?|exits?|leaves)|departures?|" +
        String.raw`appointments?|board changes?)\b(\s+(hires?|changes?|moves?|departures?|appointments?))?`,
      "i",
    ),
  },
  {
    type: "corporate_event",
    pattern: new RegExp(
      String.raw`\b(m\s*&\s*a|corporate events?|exits?|acquisitions?|acquired|mergers?|buyouts?|takeovers?|` +
        String.raw`shut\s*-?\s*downs?|shutting down|wind(ing)?[\s-]downs?|layoffs?|lay\s*-?\s*offs?|downsizing|` +
        String.raw`restructuring|rebrand(s|ing)?|renam(e|es|ing))\b`,
      "i",
    ),
  },
];

function asksForEverything(phrase: string): boolean {
  const ws = foldText(phrase).match(/[\p{L}]+/gu) ?? [];
  return ws.some((w) => CATCH_ALL.has(w)) && ws.every((w) => CATCH_ALL.has(w) || OF_NOTE.has(w));
}

export function parseWatchItems(thingsToTrack: string): WatchItem[] {
  const items: WatchItem[] = [];
  const phrases = thingsToTrack
    .split(/[,;\n•·]+|\s+(?:and|&(?!\s*a\b))\s+|\s\/\s/i)
    .map((p) => p.trim())
    .filter(Boolean);
  for (const phrase of phrases) {
    if (asksForEverything(phrase)) {
      if (!items.some((i) => i.any))
        items.push({ label: phrase, kind: "free_text", type: null, keywords: [], any: true });
      continue;
    }
    const kind = KIND_PHRASES.find((k) => k.pattern.test(phrase));
    if (kind) {
      // Matches findings of its kind, and by its words what the lexicon could not type.
      if (!items.some((i) => i.label.toLowerCase() === phrase.toLowerCase())) {
        items.push({ label: phrase, kind: "free_text", type: kind.type, keywords: contentWords(phrase) });
      }
      continue;
    }
    const picks = QUICK_PICKS.filter((q) => q.pattern.test(phrase));
    // Words left once the quick picks' own words are gone qualify the phrase ("customers in
    // Europe" → europe): it is then one free-text item about those kinds, not a bare quick pick
    // that any customer anywhere would match.
    const rest = contentWords(phrase).filter((w) => !picks.some((q) => q.pattern.test(w)));
    if (rest.length === 0) {
      for (const q of picks) {
        if (!items.some((i) => i.label === q.label))
          items.push({ label: q.label, kind: "quick_pick", type: q.type, keywords: [] });
      }
    } else if (!items.some((i) => i.kind === "free_text" && i.label.toLowerCase() === phrase.toLowerCase())) {
      items.push({
        label: phrase,
        kind: "free_text",
        type: null,
        keywords: rest,
        ...(picks.length ? { within: picks.map((q) => q.type) } : {}),
      });
    }
  }
  return items;
}

/** Whether `item` matches a finding, and why; null when it does not. */
export function matchWatchItem(item: WatchItem, f: { type: string; text: string }): WatchMatch | null {
  if (item.any) {
    if (f.type === "other" || f.type === "no_material_change") return null;
    return {
      label: item.label,
      by: "type",
      terms: [],
      why: `a ${f.type.replaceAll("_", " ")} finding: “${item.label}” covers every kind of event`,
    };
  }
  if (item.type !== null && item.type === f.type) {
    return {
      label: item.label,
      by: "type",
      terms: [],
      why: `a ${f.type.replaceAll("_", " ")} finding, which “${item.label}” stands for`,
    };
  }
  // Layoffs are a corporate event, and headcount going down is hiring news too.
  if (item.type === "hiring" && f.type === "corporate_event" && statesWorkforceReduction(f.text)) {
    return {
      label: item.label,
      by: "type",
      terms: [],
      why: `a workforce reduction, which changes headcount: “${item.label}” covers it`,
    };
  }
  if (item.kind !== "free_text") return null;
  if (item.within?.length && !item.within.includes(f.type as ChangeType)) return null;
  // An item naming a kind matches that kind above; by its words only what the lexicon left untyped.
  if (item.type !== null && f.type !== "other") return null;
  const terms = keywordMatches(item, f.text);
  if (
    !decides(
      item,
      terms.map((t) => t.keyword),
    )
  )
    return null;
  return {
    label: item.label,
    by: "words",
    terms,
    why: terms
      .map((t) => (t.as === "same word" ? `“${t.found}”` : `“${t.keyword}” found as “${t.found}” (${t.as})`))
      .join(", "),
  };
}

/** Free-text keywords found in `text` (by word form or synonym). */
export function keywordHits(item: WatchItem, text: string): string[] {
  return keywordMatches(item, text).map((t) => t.keyword);
}

/** A free-text item matches when its most specific words are found (see `decides`). */
export function freeTextMatches(item: WatchItem, text: string): boolean {
  return decides(item, keywordHits(item, text));
}

/**
 * The specificity rule: each keyword weighs by how much it says (a name or acronym 3, an ordinary
 * word 2, a generic business word 1). An item matches when at least one of its heaviest keywords
 * is found and the found ones weigh at least half of the whole, so a generic word never decides
 * alone ("expansion into Europe" does not match "expanding our team"), and a phrase's
 * qualifiers need not all be present ("industrial companies" matches "the industrial automation
 * firm").
 */
function decides(item: WatchItem, hits: string[]): boolean {
  if (item.keywords.length === 0 || hits.length === 0) return false;
  const weights = item.keywords.map((k) => specificity(k, item.label));
  const top = Math.max(...weights);
  const total = weights.reduce((a, b) => a + b, 0);
  const found = item.keywords.reduce((sum, k, i) => sum + (hits.includes(k) ? weights[i] : 0), 0);
  const topFound = item.keywords.some((k, i) => weights[i] === top && hits.includes(k));
  return topFound && found * 2 >= total;
}

function specificity(keyword: string, label: string): number {
  if (GENERIC.has(keyword)) return 1;
  // Written as a name or an acronym in the user's phrase (not merely first-word capitalised).
  const named = /(?:\S\s+|^)(?=\p{Lu})(\p{L}+)/gu;
  const at = [...label.matchAll(named)].find(
    (m) => foldText(m[1]) === keyword && (m.index! > 0 || /^\p{Lu}{2,}$/u.test(m[1])),
  );
  return at ? 3 : 2;
}

type Term = WatchMatch["terms"][number];

function keywordMatches(item: WatchItem, text: string): Term[] {
  if (item.keywords.length === 0) return [];
  const tokens = words(text);
  const stems = tokens.map(stem);
  // Adjacent words read together, so "shut down" and "shutting down" are both "shutdown".
  const joined = stems
    .slice(0, -1)
    .map((s, i) => ({ stem: s + stems[i + 1], surface: `${tokens[i]} ${tokens[i + 1]}` }));
  const out: Term[] = [];
  // Two keywords written apart may be one word in the text ("shut down" / "shutdown").
  for (let i = 0; i + 1 < item.keywords.length; i++) {
    const at = stems.indexOf(stem(item.keywords[i]) + stem(item.keywords[i + 1]));
    if (at >= 0)
      for (const k of item.keywords.slice(i, i + 2)) out.push({ keyword: k, found: tokens[at], as: "word form" });
  }
  for (const k of item.keywords) {
    if (out.some((t) => t.keyword === k)) continue;
    const ks = stem(k);
    const same = tokens.indexOf(k);
    if (same >= 0) {
      out.push({ keyword: k, found: tokens[same], as: "same word" });
      continue;
    }
    const formAt = stems.findIndex((s, i) => s === ks || sharesPrefix(k, tokens[i]));
    if (formAt >= 0) {
      out.push({ keyword: k, found: tokens[formAt], as: "word form" });
      continue;
    }
    const pair = joined.find((j) => j.stem === ks);
    if (pair) {
      out.push({ keyword: k, found: pair.surface, as: "word form" });
      continue;
    }
    const group = SYNONYM_STEMS.find((g) => g.includes(ks));
    if (group) {
      const i = stems.findIndex((s) => group.includes(s));
      const j = joined.find((p) => group.includes(p.stem));
      if (i >= 0) out.push({ keyword: k, found: tokens[i], as: "synonym" });
      else if (j) out.push({ keyword: k, found: j.surface, as: "synonym" });
    }
  }
  return out;
}

const SYNONYM_STEMS: string[][] = SYNONYMS.map((g) => g.map((p) => words(p).map(stem).join("")));

/** The old prefix rule, kept for derivations the stemmer does not join ("expansion" / "expands"). */
function sharesPrefix(keyword: string, word: string): boolean {
  if (keyword.length <= 5) return false;
  return word.startsWith(keyword.slice(0, Math.max(5, keyword.length - 3)));
}

function contentWords(phrase: string): string[] {
  return [...new Set(words(phrase).filter((w) => !FILLER.has(w)))];
}

function words(s: string): string[] {
  const text = foldText(s).replace(/\bm\s*&\s*a\b/g, "mna");
  return (text.match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => w.length >= 3 || SHORT_WORDS.has(w));
}
