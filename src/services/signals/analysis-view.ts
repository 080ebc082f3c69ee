import { z } from "zod";
import type { StoredAnalysis, StoredStatement } from "../../pipeline/judge/stored";
import type { Frame, Rule } from "../../pipeline/read/index";
import { CHANGE_TYPES } from "../../pipeline/signal";

/*
 * A signal's stored analysis as its readers see it (the web app's signal page): the findings, each
 * statement that did or did not count, the namesakes left out and the watch items, typed by what
 * the analysers declare they store (pipeline/judge/stored.ts). Analyses stored by older versions,
 * or by a run that compared nothing, lack parts: each missing or malformed part reads as empty.
 */

/** The analysis as the signal page reads it, and one statement of a finding. */
export type AnalysisView = StoredAnalysis;
export type StatementView = StoredStatement;

const text = z.string().catch("");
const texts = z.array(z.string()).catch([]);

const orNull = z.string().nullable().catch(null);
/** A statement's frame (pipeline/read/frame.ts); a part missing or malformed reads as unknown, a frame
 * without its event as none. */
const FrameView = z.object({
  event: z.enum(CHANGE_TYPES),
  words: text,
  subject: z
    .object({
      kind: z.enum(["company", "organisation", "person", "others", "thing", "unknown"]).catch("unknown"),
      text: orNull,
    })
    .catch({ kind: "unknown", text: null }),
  object: orNull,
  amount: orNull,
  date: orNull,
  when: orNull,
  tense: z.enum(["past", "present", "future"]).nullable().catch(null),
  polarity: z.enum(["affirmative", "negative"]).catch("affirmative"),
  modality: z
    .enum(["asserted", "question", "denial", "hypothetical", "plan", "advice", "rumour", "reference"])
    .catch("asserted"),
  attribution: orNull,
}) satisfies z.ZodType<Frame>;

const Finding = z.object({
  type: z.enum([...CHANGE_TYPES, "other"]).catch("other"),
  headline: text,
  quote: z.object({ added: text, removed: text }).catch({ added: "", removed: "" }),
  cues: texts,
  matchedWatchItems: texts,
  evidence: z.array(z.object({ url: z.string(), title: text })).catch([]),
  statements: z
    .array(
      z.object({
        statement: z.string(),
        counted: z.boolean(),
        rule: z.custom<Rule>((v) => typeof v === "string"),
        why: text,
        frame: FrameView.optional().catch(undefined),
      }),
    )
    .optional()
    .catch(undefined),
  // Judging on evidence (pipeline/judge/evidence.ts); absent from analyses stored before it.
  checks: z
    .array(
      z.object({
        check: z.enum(["event", "subject", "asserted", "new", "page_kind"]),
        passed: z.boolean(),
        why: text,
      }),
    )
    .optional()
    .catch(undefined),
});

const Analysis = z.object({
  analyser: z.enum(["local", "model", "none"]).catch("local"),
  findings: z.array(Finding).catch([]),
  namesakes: z
    .array(z.object({ item: z.string(), url: z.string().optional().catch(undefined), why: text, source: text }))
    .catch([]),
  watchItems: z.array(z.object({ label: text, matched: z.boolean().catch(false), why: texts })).catch([]),
});

export function analysisView(analysis: unknown): AnalysisView {
  const read = Analysis.safeParse(analysis);
  return read.success ? read.data : { analyser: "local", findings: [], namesakes: [], watchItems: [] };
}
