import { z } from "zod";
import { LanguageModelError, type LanguageModel } from "../../platform/llm";
import {
  CHANGE_TYPES,
  isAlwaysSevere,
  needsAttentionFor,
  RECOMMENDATIONS,
  SEVERITIES,
  SIGNAL_TYPES,
  type Evidence,
  type SignalDraft,
} from "../signal";
import { changeFindings } from "./processors/index";
import { quoteOf, type Finding } from "./finding";
import { analyseLocally, analysisOf, rankFindings, withWatchMatches } from "./index";
import { exclusionOf } from "./watch";
import type { AnalysisInput, SignalAnalyser } from "./types";

/*
 * The language-model analyser: the model reads the changes against the watch list and answers
 * with one signal as JSON (validated by zod; strict structured output, so every key is present).
 * Its evidence is limited to URLs the run actually saw, and its watch-item matches to the items
 * the user wrote. It also answers typed findings in the local analyser's shape (type, headline,
 * the URL that changed, the watch items matched and why); their quotes come from the diff, never
 * from the model. Corporate events are high and escalate whoever judges them. When nothing changed the model is not
 * asked. When the model fails (timeout, HTTP error, malformed or invalid JSON), the local analyser answers and the
 * analysis says so.
 */

export const ModelFindingSchema = z.object({
  type: z.enum([...CHANGE_TYPES, "other"]),
  headline: z.string().min(1).max(500),
  url: z.string(),
  matchedWatchItems: z.array(z.string()),
  why: z.string().nullable(),
});
export type ModelFinding = z.infer<typeof ModelFindingSchema>;

export const ModelSignalSchema = z.object({
  type: z.enum(SIGNAL_TYPES),
  severity: z.enum(SEVERITIES),
  recommendation: z.enum(RECOMMENDATIONS),
  needsAttention: z.boolean(),
  summary: z.string().min(1).max(2000),
  evidenceUrls: z.array(z.string()),
  matchedWatchItems: z.array(z.string()),
  rationale: z.string().nullable(),
  findings: z.array(ModelFindingSchema),
});
export type ModelSignal = z.infer<typeof ModelSignalSchema>;

const SYSTEM = `You analyse changes on a startup's public web presence for a venture investor.
You receive the company, the investor's watch list ("thingsToTrack", split into watch items), and
what changed since the last check (or, on a first run, the current state). Answer with exactly one
signal as JSON:
- type: one of ${SIGNAL_TYPES.join(", ")}. Use no_material_change only when nothing meaningful changed,
  including when the only changes are noise (dates, counters, cookie banners, reordered blocks).
  A type needs an event-shaped statement ("raised $40M", "partners with Siemens", "joins as CFO",
  "acquired by"), never a lone word ("partners", "customers"). leadership_change: an executive or
  founder joins or leaves (name the person and the title). corporate_event: acquisition, merger,
  shutdown or wind-down, layoffs, rebrand. An event counts only when this company does it (or is
  acquired, merged or partnered), now, as a fact: a customer's, a competitor's, a guest's or "a
  startup's" news is not the company's; a past event recalled (a year named, "years ago", an
  anniversary) is history; a negation, a question, a hypothetical, a plan or advice is no event;
  an engineering write-up, a tutorial, a podcast page or an event recap is not news for its words.
  Such a post is at most a low-severity "other" that matches no watch item.
- severity: none | low | medium | high. medium or high only when the change matches a watch item;
  a corporate_event is always high with recommendation escalate.
- recommendation: no_action | monitor | reach_out | escalate.
- needsAttention: true when the investor should look now (severity medium or high).
- summary: two or three plain sentences naming the company, what changed and why it matters.
- evidenceUrls: URLs from the provided candidates that show the change, most telling first.
- matchedWatchItems: labels of the watch items the change matches, exactly as given.
- rationale: one sentence on how you judged severity, or null.
- findings: one per meaningful change, strongest first: type (one of ${CHANGE_TYPES.join(", ")}, other),
  headline (completes "<company> …"), url (the candidate URL of the post, job, team or page that
  changed), matchedWatchItems (labels, exactly as given) and why (which words or meaning matched, or null).
Do not invent facts or URLs.`;

export class ModelAnalyser implements SignalAnalyser {
  readonly name = "model";

  constructor(
    private readonly model: LanguageModel,
    private readonly timeoutMs: number,
  ) {}

  async analyse(input: AnalysisInput): Promise<SignalDraft> {
    if (!input.diff.firstRun && !input.diff.changed) {
      const local = analyseLocally(input);
      return { ...local, analysis: { ...local.analysis, modelSkipped: "nothing changed" } };
    }
    const candidates = evidenceCandidates(input);
    let answer: ModelSignal;
    try {
      answer = await this.model.completeJson({
        system: SYSTEM,
        user: JSON.stringify(promptData(input, candidates)),
        schema: ModelSignalSchema,
        schemaName: "tracker_signal",
        timeoutMs: this.timeoutMs,
      });
    } catch (err) {
      const local = analyseLocally(input);
      const e =
        err instanceof LanguageModelError
          ? { kind: err.kind, message: err.message }
          : { kind: "error", message: String((err as Error)?.message ?? err) };
      return { ...local, analysis: { ...local.analysis, analyser: "local", fallback: { from: "model", ...e } } };
    }
    return fromModel(input, answer, candidates);
  }
}

function fromModel(input: AnalysisInput, a: ModelSignal, candidates: Evidence[]): SignalDraft {
  const byUrl = new Map(candidates.map((c) => [c.url, c]));
  // What the list says not to send is no label to match (watch.ts exclusionOf).
  const labels = new Set(input.watchItems.filter((w) => !w.excluded).map((w) => w.label));
  const local = input.diff.firstRun
    ? []
    : rankFindings(changeFindings(input).map((f) => withWatchMatches(input.watchItems, f)));
  const modelFindings = a.findings.map((f) => excludingOf(input, findingOf(f, byUrl, labels, local)));
  const findings = modelFindings.length ? modelFindings : local;
  const given = [...new Set(a.evidenceUrls)].map((u) => byUrl.get(u)).filter((e): e is Evidence => !!e);
  const fromFindings = findings.flatMap((f) => f.evidence);
  const evidence = dedupe([...given, ...fromFindings]).slice(0, 10);
  const excluded = exclusionOf(input.watchItems, { type: a.type, text: a.summary });
  const matched = excluded ? [] : [...new Set(a.matchedWatchItems.filter((m) => labels.has(m)))];
  // Kept consistent with the vocabulary: "no change" is never severe, a corporate event always
  // is, and attention follows the severity (needsAttentionFor), whatever the model said of it.
  const quiet = a.type === "no_material_change";
  const severity = quiet ? "none" : isAlwaysSevere(a.type) ? "high" : a.severity;
  return {
    type: a.type,
    severity,
    recommendation: quiet ? "no_action" : isAlwaysSevere(a.type) ? "escalate" : a.recommendation,
    needsAttention: needsAttentionFor(severity),
    summary: a.summary.trim(),
    evidence: evidence.length ? evidence : quiet ? [] : candidates.slice(0, 3),
    matchedWatchItems: matched,
    analysis: {
      ...analysisOf(input, findings, { analyser: "model" }),
      model: { rationale: a.rationale, evidenceUrlsGiven: a.evidenceUrls, matchedWatchItemsGiven: a.matchedWatchItems },
    },
  };
}

/** A model finding in the local shape: its URL must be one the run saw; the quote is the diff's own. */
function findingOf(f: ModelFinding, byUrl: Map<string, Evidence>, labels: Set<string>, local: Finding[]): Finding {
  const seen = byUrl.get(f.url);
  const same = seen ? local.find((l) => l.url === seen.url) : undefined;
  const matchedWatchItems = [...new Set(f.matchedWatchItems.filter((m) => labels.has(m)))];
  return {
    type: f.type,
    strength: same?.strength ?? 0,
    headline: f.headline.trim(),
    text: same?.text ?? "",
    url: seen?.url ?? null,
    quote: same?.quote ?? quoteOf([], []),
    cues: same?.cues ?? [],
    // The run's own finding at that URL brings its evidence too (the new roles' board pages, say): all URLs the run
    // saw.
    evidence: seen ? dedupe([seen, ...(same?.evidence ?? [])]) : [],
    matchedWatchItems,
    // The model judges severity itself; the local checks are shown only where it read the same event at the same URL.
    checks: same && same.type === f.type ? same.checks : [],
    watchMatches: matchedWatchItems.map((label) => ({
      label,
      by: "model" as const,
      terms: [],
      why: f.why ?? "the model judged it a match",
    })),
  };
}

/** A model finding of a kind the list says not to send matches nothing, whatever the model said. */
function excludingOf(input: AnalysisInput, f: Finding): Finding {
  if (!exclusionOf(input.watchItems, { type: f.type, text: f.text || f.headline })) return f;
  return { ...f, matchedWatchItems: [], watchMatches: [] };
}

function dedupe(evidence: Evidence[]): Evidence[] {
  const out: Evidence[] = [];
  for (const e of evidence) if (!out.some((o) => o.url === e.url)) out.push(e);
  return out;
}

/** URLs the model may cite: the pages that changed or describe the company. */
function evidenceCandidates(input: AnalysisInput): Evidence[] {
  const out: Evidence[] = [];
  const add = (url: string, title: string | null | undefined) => {
    if (!out.some((e) => e.url === url)) out.push({ url, title: title ?? url });
  };
  for (const p of input.diff.newPosts) add(p.url, p.title);
  for (const c of input.diff.pageChanges) add(c.url, c.title);
  if (input.diff.careersUrl && (input.diff.jobsAdded.length || input.diff.jobsRemoved.length || input.diff.firstRun))
    add(input.diff.careersUrl, "Careers");
  for (const p of input.diff.peopleAdded) add(p.pageUrl, "Team");
  for (const p of input.pages) if (p.ok && p.kind !== "social") add(p.finalUrl ?? p.url, p.title);
  if (input.diff.firstRun)
    for (const i of input.pages.flatMap((p) => p.feedItems ?? []).slice(0, 5)) add(i.url, i.title);
  return out.slice(0, 30);
}

function promptData(input: AnalysisInput, candidates: Evidence[]) {
  const { diff } = input;
  return {
    company: input.company,
    now: input.now.toISOString(),
    thingsToTrack: input.thingsToTrack,
    watchItems: input.watchItems.map((w) => ({
      label: w.label,
      type: w.type,
      words: w.keywords,
      meaning: w.type ?? `free text: ${w.keywords.join(" ")}`,
      ...(w.excluded ? { excluded: "the investor said not to send this: it never matches" } : {}),
    })),
    firstRun: diff.firstRun,
    changes: diff.firstRun
      ? {
          currentState: input.pages
            .filter((p) => p.ok && p.kind !== "social")
            .map((p) => ({
              kind: p.kind,
              url: p.finalUrl ?? p.url,
              title: p.title ?? null,
              text: (p.text ?? "").slice(0, 1500),
              jobTitles: p.jobTitles,
              feedItems: p.feedItems?.slice(0, 5),
            })),
        }
      : {
          newPosts: diff.newPosts.map((p) => ({
            url: p.url,
            title: p.title,
            publishedAt: p.publishedAt,
            text: (p.text ?? "").slice(0, 2000),
          })),
          jobsAdded: diff.jobsAdded,
          jobsRemoved: diff.jobsRemoved,
          pageChanges: diff.pageChanges.map((c) => ({ kind: c.kind, url: c.url, added: c.added, removed: c.removed })),
          peopleAdded: diff.peopleAdded.map((p) => ({ name: p.name, role: p.role })),
          peopleRemoved: diff.peopleRemoved,
          pagesLost: diff.pagesLost,
        },
    evidenceCandidates: candidates,
  };
}
