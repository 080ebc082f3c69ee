import type { ChangeType } from "../signal";

/*
 * Words and shapes that say what a piece of news is about, per signal type, with weights. The
 * local analyser scores every changed text with these; a title counts double.
 */
const LEXICON: Record<ChangeType, [RegExp, number][]> = {
  fundraising: [
    [/\b(raise[sd]?|raising)\b[^.\n]{0,40}(\$|€|£|\d)/i, 3],
    [/\bseries\s+[a-h]\b/i, 3],
    [/\b(pre-?seed|seed)\s+(round|funding|financing)\b/i, 3],
    [/\b(funding|financing)\s+round\b/i, 2],
    [/\b(led by|co-led|participation from|backed by|valuation)\b/i, 1.5],
    [/\b(investors?|funding|raise[sd]?)\b/i, 1],
  ],
  metrics_shared: [
    [/\b(arr|mrr|gmv|revenue|run[- ]rate|bookings|net retention|nrr)\b/i, 2.5],
    [/\b\d[\d,.]*\s?(%|x)\s/i, 1.5],
    [/\b\d[\d,.]*\s?(k|m|million|thousand|billion)?\+?\s+(users|customers|companies|orders|items|downloads|warehouses|transactions|developers|teams|merchants|shipments)\b/i, 2],
    [/\b(doubled|tripled|quadrupled|grew|growth of|milestone|record quarter|year over year|yoy|month over month)\b/i, 1.5],
    [/\b(twice as many|\d+x (more|faster))\b/i, 1],
  ],
  customer_partnership: [
    [/\bpartner(s|ship|ships|ed|ing)?\b/i, 2],
    [/\b(signs?|signed|selects?|selected|chooses|chose|deploys?|deployed|rolls? out|goes live with|contract with)\b/i, 1.5],
    [/\b(customers?|clients?)\b/i, 1.5],
    [/\bintegrat(ion|es|ed) with\b/i, 1.5],
    [/\b(case study|pilot)\b/i, 1],
  ],
  hiring: [
    [/\b(we'?re hiring|now hiring|join (us|our team|the team)|open (roles|positions)|career opportunities)\b/i, 2.5],
    [/\b(hires?|hired|appoints?|appointed|welcomes?|joins? as|new (cto|cfo|coo|vp|head))\b/i, 2],
    [/\b(vp|head|chief \w+ officer|director) of\b/i, 1],
  ],
  product_update: [
    [/\b(launch(es|ed|ing)?|introduc(es|ed|ing)|unveil(s|ed|ing)?|now available|general availability|generally available)\b/i, 2.5],
    [/\b(releas(e|es|ed|ing)|ships?|shipped|new feature|beta|changelog|version \d|v\d+(\.\d+)?)\b/i, 1.5],
    [/\b(announc(es|ed|ing)|update[sd]?)\b/i, 0.5],
    [/\b(product|feature|app|platform|model|robot|api)s?\b/i, 0.5],
  ],
  founder_amplified: [
    [/\b(podcast|interview(ed)?|keynote|fireside|panel(ist)?|op-ed|featured in|speaks? at|talk at|on stage)\b/i, 2.5],
    [/\b(award|named (to|one of)|30 under 30|forbes|techcrunch|bloomberg|wall street journal|financial times)\b/i, 2],
    [/\b(founder|ceo|cto)\b/i, 0.5],
  ],
};

export type TypeScores = Record<ChangeType, number>;

export function scoreText(text: string, weight = 1): TypeScores {
  const out = {} as TypeScores;
  for (const [type, patterns] of Object.entries(LEXICON) as [ChangeType, [RegExp, number][]][]) {
    out[type] = patterns.reduce((sum, [re, w]) => sum + (re.test(text) ? w * weight : 0), 0);
  }
  return out;
}

export function addScores(a: TypeScores, b: TypeScores): TypeScores {
  const out = { ...a };
  for (const k of Object.keys(b) as ChangeType[]) out[k] = (out[k] ?? 0) + b[k];
  return out;
}

/** The best-scoring type, or null when nothing scored at least `min`. Ties go to the earlier type in LEXICON order. */
export function bestType(scores: TypeScores, min = 1.5): { type: ChangeType; score: number } | null {
  let best: { type: ChangeType; score: number } | null = null;
  for (const [type, score] of Object.entries(scores) as [ChangeType, number][]) {
    if (score >= min && (!best || score > best.score)) best = { type, score };
  }
  return best;
}
