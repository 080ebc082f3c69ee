import { foldText, isStopword, words } from "../../text";
import { postUrlKey } from "../collect/extract/discover";
import { sameStory } from "../collect/extract/news";
import { tiedByEvidence } from "../collect/mentions";
import type { Evidence } from "../signal";
import { withoutFragment } from "../collect/urls";
import { millionsOf, versionsIn } from "../compare/numbers";

/*
 * One event, several sources: the company's blog post, the press article and
 * the Hacker News story about one funding round are one finding with all their evidence, not
 * three. Two findings of one type (not `other`) are the same event when they link to the same
 * page, their titles are the same story, or they state the same round or amount (fundraising),
 * the same version (a release) or mostly the same words. Merging keeps the strongest finding's
 * headline and quote (the company's own page first when it has one), every link and cue, and
 * counts each extra source as corroboration.
 */

/** What merging reads of a finding (local.ts's RawFinding). */
export interface MergeableFinding {
  type: string;
  strength: number;
  text: string;
  url: string | null;
  cues: string[];
  evidence: Evidence[];
  sources?: string[];
  /** How an off-site item was tied to the company; absent for the company's own pages. */
  tiedBy?: string[];
  /** The press outlets that told it. */
  outlets?: string[];
}

/** Strength an event gains per extra source reporting it. */
const CORROBORATION = 0.5;
/**
 * Share of the shorter title's words (the company's name left out) in common at which two findings of one type are one
 * event.
 */
const WORD_OVERLAP = 0.6;

/** `companyName`: its words say nothing about which event a title is about. */
export function mergeSameEvents<F extends MergeableFinding>(findings: F[], companyName: string): F[] {
  const ignore = new Set(words(companyName));
  const groups: F[][] = [];
  for (const f of findings) {
    const group =
      f.type === "other"
        ? undefined
        : groups.find((g) => g[0].type === f.type && g.some((o) => sameEvent(o, f, ignore)));
    if (group) group.push(f);
    else groups.push([f]);
  }
  return groups.map((g) => (g.length === 1 ? g[0] : mergeGroup(g)));
}

function mergeGroup<F extends MergeableFinding>(group: F[]): F {
  // The company's own page leads when it has one (its words, its URL); else the strongest.
  const byStrength = [...group].sort((a, b) => b.strength - a.strength);
  const lead = byStrength.find((f) => (f.sources ?? ["site"]).includes("site")) ?? byStrength[0];
  const rest = byStrength.filter((f) => f !== lead);
  const evidence = [...lead.evidence];
  for (const e of rest.flatMap((f) => f.evidence))
    if (!evidence.some((o) => urlKey(o.url) === urlKey(e.url))) evidence.push(e);
  const sources = [...new Set(group.flatMap((f) => f.sources ?? ["site"]))];
  const outlets = [...new Set(group.flatMap((f) => f.outlets ?? []))];
  return {
    ...lead,
    strength: Math.max(...group.map((f) => f.strength)) + CORROBORATION * (sources.length - 1),
    text: group.map((f) => f.text).join("\n"),
    cues: [...new Set(group.flatMap((f) => f.cues))].slice(0, 5),
    evidence,
    sources,
    // The event is the company's by the best evidence any of its sources has: its own page needs none.
    ...(group.some((f) => !f.tiedBy)
      ? { tiedBy: undefined }
      : { tiedBy: [...new Set(group.flatMap((f) => f.tiedBy ?? []))] }),
    ...(outlets.length ? { outlets } : {}),
  };
}

/**
 * Press findings of one kind of event, each tied by the company's name alone, told by two outlets or more: they
 * corroborate each other (`outlets`). The namesake checks dropped what contradicts the company; a namesake's news is
 * seldom told twice the same week by the press that finds this company by its name.
 */
export function corroborated<F extends MergeableFinding>(findings: F[]): F[] {
  const nameOnly = (f: F) => !!f.tiedBy && !tiedByEvidence(f.tiedBy) && !!f.outlets?.length;
  return findings.map((f) => {
    if (f.type === "other" || !nameOnly(f)) return f;
    const outlets = new Set(findings.filter((o) => o.type === f.type && nameOnly(o)).flatMap((o) => o.outlets ?? []));
    return outlets.size >= 2 ? { ...f, tiedBy: [...(f.tiedBy ?? []), "outlets"] } : f;
  });
}

function sameEvent(a: MergeableFinding, b: MergeableFinding, ignore: Set<string>): boolean {
  const urls = (f: MergeableFinding) =>
    new Set([f.url, ...f.evidence.map((e) => e.url)].filter((u): u is string => !!u).map(urlKey));
  const ua = urls(a);
  if ([...urls(b)].some((u) => ua.has(u))) return true;
  const ta = titleOf(a);
  const tb = titleOf(b);
  if (sameStory(ta, tb)) return true;
  const fa = factsOf(`${ta}\n${a.text}`);
  const fb = factsOf(`${tb}\n${b.text}`);
  if (
    a.type === "fundraising" &&
    (fa.rounds.some((r) => fb.rounds.includes(r)) || fa.amounts.some((x) => fb.amounts.includes(x)))
  )
    return true;
  if (a.type === "product_update" && fa.versions.some((v) => fb.versions.includes(v))) return true;
  return overlap(ta, tb, ignore) >= WORD_OVERLAP;
}

/** A finding's title: the first line of what it was read from (a post's or story's title). */
function titleOf(f: MergeableFinding): string {
  return f.text.split("\n")[0] ?? "";
}

/** Rounds ("series b", "preseed", "seed"), amounts in millions ("40"), versions ("2.0") a text states. */
export function factsOf(text: string): { rounds: string[]; amounts: string[]; versions: string[] } {
  const t = foldText(text);
  return {
    rounds: [...new Set(roundsIn(t))],
    // As written: folding joins "d'euros" into one word.
    amounts: [...new Set(millionsOf(text))],
    versions: [...new Set(versionsIn(t))],
  };
}

/** Words for a seed round, folded, in the languages read. */
const SEED_WORDS = new Set(["seed", "semilla", "semente", "amorcage"]);
/** Words for a series round, folded: "series", "série", "seri". */
const SERIES_WORDS = new Set(["series", "serie", "seri"]);
/** Letters naming a series round: "series a" to "series h". */
const SERIES = new Set("abcdefgh".split(""));

/** The funding rounds a text names: "Series B" is "series b", "pre-seed" "preseed". */
function roundsIn(text: string): string[] {
  const ws = words(text);
  return ws.flatMap((w, i) => {
    // "Series B", "série B", "Serie B", "Seri A" (French, Spanish, Italian, Portuguese, Turkish, Indonesian).
    if (SERIES_WORDS.has(w) && SERIES.has(ws[i + 1] ?? "")) return [`series ${ws[i + 1]}`];
    if (w === "preseed" || (w === "pre" && ws[i + 1] === "seed")) return ["preseed"];
    // "seed", "ronda semilla", "rodada semente", "tour d'amorçage".
    return SEED_WORDS.has(w) && ws[i - 1] !== "pre" ? ["seed"] : [];
  });
}

/** Words of a headline that say nothing of which event it is, beside the stopwords: a launch's and a story's. */
const STOP = new Set(["new", "show", "hn", "launch"]);

function overlap(a: string, b: string, ignore: Set<string>): number {
  const telling = (s: string) =>
    new Set(words(s).filter((w) => !STOP.has(w) && !isStopword(w) && !ignore.has(w) && w.length > 1));
  const wa = telling(a);
  const wb = telling(b);
  if (wa.size < 3 || wb.size < 3) return 0;
  const common = [...wa].filter((w) => wb.has(w)).length;
  return common / Math.min(wa.size, wb.size);
}

/** A URL as compared: the post's key (no click-source parameters, no trailing slash), without its fragment. */
function urlKey(url: string): string {
  return postUrlKey(withoutFragment(url));
}
