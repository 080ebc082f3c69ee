import { z } from "@hono/zod-openapi";
import {
  RECOMMENDATIONS as SIGNAL_RECOMMENDATIONS,
  SEVERITIES as SIGNAL_SEVERITIES,
  SIGNAL_TYPES,
} from "../../pipeline/signal";
import { EvidenceLink, timestamp } from "../shared/views.schema";

/* The two views of a signal (docs/spec/decisions.md "What each view holds"). */

const common = {
  id: z.uuid().describe("Signal id."),
  entityId: z.uuid().describe("The tracked company."),
  companyName: z.string().nullable().describe("The company's name."),
  type: z.enum(SIGNAL_TYPES).describe("What kind of update the run found."),
  severity: z.enum(SIGNAL_SEVERITIES).describe("How much it matters."),
  recommendation: z.enum(SIGNAL_RECOMMENDATIONS).describe("What the investor should do."),
  needsAttention: z.boolean().describe("The investor should look at it."),
};

export const SignalCompact = z
  .object({
    ...common,
    summary: z.string().describe("What changed, cut to 300 characters."),
    evidence: z.array(EvidenceLink).describe("At most three links."),
    createdAt: timestamp("When the run produced it."),
  })
  .openapi("SignalCompact");
export type SignalCompact = z.infer<typeof SignalCompact>;

export const SignalFull = z
  .object({
    ...common,
    summary: z.string().describe("What changed, whole."),
    evidence: z.array(EvidenceLink).describe("Every link the analysis cited."),
    analysis: z.unknown().describe("The full analysis of the run, as the pipeline recorded it."),
    runId: z.uuid().nullable().describe("The tracker run that produced it."),
    createdAt: timestamp("When the run produced it."),
  })
  .openapi("Signal");
export type SignalFull = z.infer<typeof SignalFull>;

export const SignalItem = z.union([SignalFull, SignalCompact]);
export type SignalItem = z.infer<typeof SignalItem>;
