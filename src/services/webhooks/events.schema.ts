import { z } from "@hono/zod-openapi";
import type { EventType } from "../../db/events";
import { AlertCompact } from "../alerts/views.schema";
import { LeadCompact } from "../leads/views.schema";
import { SignalCompact } from "../signals/views.schema";
import { TrackerCompact } from "../tracker/views.schema";
import { ISO_EXAMPLE, timestamp } from "../shared/views.schema";
import { WebhookEndpoint } from "./views.schema";

/*
 * The body of every event (docs/webhooks.md): `{ id, type, createdAt, data }`, `data` the compact
 * view of the event's object, by the same schemas as the API's views; the API description's
 * `webhooks` section is generated from these.
 */

const CompanyDeleted = z.object({ id: z.uuid().describe("The deleted company's id.") }).openapi("CompanyDeletedData");

/*
 * An example of each type's `data`, shown in the API description (redocly.yaml asks every request
 * body for one); test/openapi/openapi-lint.test.ts parses each with its own schema.
 */
const COMPANY_ID = "5d1c1d7e-2a8e-4b8e-9a51-2f1f7c3c2b10";
const SIGNAL_ID = "0b6f3a52-8c1e-4d7a-9f20-6e4b5c3d2a19";
const LATEST_SIGNAL = {
  id: SIGNAL_ID,
  type: "fundraising",
  severity: "high",
  needsAttention: true,
  summary: "Acme announced a $12M Series A led by Example Ventures.",
  createdAt: ISO_EXAMPLE,
} as const;
const COMPANY_EXAMPLE = {
  id: COMPANY_ID,
  companyName: "Acme",
  companyWebsite: "https://acme.example",
  status: "ok",
  stage: "series_a",
  cadenceDays: 7,
  tags: ["fintech"],
  classification: ["Fintech > Payments"],
  lastScrapedAt: ISO_EXAMPLE,
  scrapeHealthReason: "healthy",
  latestSignal: LATEST_SIGNAL,
  createdAt: ISO_EXAMPLE,
  updatedAt: ISO_EXAMPLE,
} satisfies z.input<typeof TrackerCompact>;
const SIGNAL_EXAMPLE = {
  id: SIGNAL_ID,
  entityId: COMPANY_ID,
  companyName: "Acme",
  type: "fundraising",
  severity: "high",
  recommendation: "reach_out",
  needsAttention: true,
  summary: LATEST_SIGNAL.summary,
  evidence: [{ url: "https://acme.example/blog/series-a", title: "Acme raises $12M Series A" }],
  createdAt: ISO_EXAMPLE,
} satisfies z.input<typeof SignalCompact>;
const ALERT_EXAMPLE = {
  id: "9a515d1c-1d7e-4a8e-8b10-4b8e2f1f7c3c",
  entityId: COMPANY_ID,
  companyName: "Acme",
  signalId: SIGNAL_ID,
  outcome: "sent",
  reason: "Matched the thing to track: Fundraising Signals.",
  createdAt: ISO_EXAMPLE,
} satisfies z.input<typeof AlertCompact>;
const LEAD_EXAMPLE = {
  id: "c3d2a190-6e4b-4b5c-8f20-0b6f3a528c1e",
  founderName: "John Roe",
  founderLinkedinUrl: "https://www.linkedin.com/in/john-roe",
  companyName: "Roe Labs",
  companyWebsite: "https://roelabs.example",
  stage: "pre_seed_seed",
  classification: ["Developer Tools"],
  source: { id: COMPANY_ID, companyName: "Acme" },
  decision: { status: "unreviewed", decidedAt: null, trackedEntityId: null },
  createdAt: ISO_EXAMPLE,
} satisfies z.input<typeof LeadCompact>;
const ENDPOINT_EXAMPLE = {
  id: "7c3c2b10-4b8e-4a51-9d1c-1d7e2a8e2f1f",
  kind: "webhook",
  url: "https://crm.example/hooks/partner-tracking",
  description: "CRM sync",
  eventTypes: ["signal.created", "alert.sent"],
  enabled: true,
  disabledReason: null,
  failingSince: null,
  previousSecretExpiresAt: null,
  createdAt: ISO_EXAMPLE,
  updatedAt: ISO_EXAMPLE,
} satisfies z.input<typeof WebhookEndpoint>;

export const EVENT_DATA = {
  "company.created": {
    schema: TrackerCompact,
    example: COMPANY_EXAMPLE,
    summary: "A company is tracked (POST /tracker, or a lead tracked).",
  },
  "company.updated": {
    schema: TrackerCompact,
    example: COMPANY_EXAMPLE,
    summary: "A company's settings changed (PATCH /tracker/{id}, or a create that matched it).",
  },
  "company.deleted": {
    schema: CompanyDeleted,
    example: { id: COMPANY_ID },
    summary: "A company and its history were deleted.",
  },
  "company.enrichment.completed": {
    schema: TrackerCompact,
    example: COMPANY_EXAMPLE,
    summary: "A company's enrichment ended (ready, partial or failed).",
  },
  "company.run.completed": {
    schema: TrackerCompact,
    example: COMPANY_EXAMPLE,
    summary: "A tracker run of a company ended.",
  },
  "signal.created": { schema: SignalCompact, example: SIGNAL_EXAMPLE, summary: "A run produced its signal." },
  "alert.sent": { schema: AlertCompact, example: ALERT_EXAMPLE, summary: "A run's rules chose to email the investor." },
  "lead.created": {
    schema: LeadCompact,
    example: LEAD_EXAMPLE,
    summary: "A founder was discovered around a tracked company.",
  },
  "lead.decided": {
    schema: LeadCompact,
    example: {
      ...LEAD_EXAMPLE,
      decision: { status: "accepted", decidedAt: ISO_EXAMPLE, trackedEntityId: "2f1f7c3c-2b10-4b8e-9a51-5d1c1d7e2a8e" },
    },
    summary: "A lead was accepted, rejected or tracked.",
  },
  "webhook.test": {
    schema: WebhookEndpoint,
    example: ENDPOINT_EXAMPLE,
    summary: "Sent by POST /webhooks/{id}/test to that endpoint alone.",
  },
} as const satisfies Record<EventType, { schema: z.ZodType; example: Record<string, unknown>; summary: string }>;

/** The body of one event type, named `<Type>Event` in the API description. */
export function eventEnvelope<T extends EventType>(type: T) {
  const name = type
    .split(/[._]/)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join("");
  return z
    .object({
      id: z
        .string()
        .describe("The event id, also sent as `webhook-id`: the same on every attempt.")
        .openapi({ example: "evt_2f1f7c3c2b104b8e9a515d1c1d7e2a8e" }),
      type: z.literal(type),
      createdAt: timestamp("When the change happened."),
      data: EVENT_DATA[type].schema,
    })
    .openapi(`${name}Event`, {
      example: {
        id: "evt_2f1f7c3c2b104b8e9a515d1c1d7e2a8e",
        type,
        createdAt: ISO_EXAMPLE,
        data: EVENT_DATA[type].example,
      },
    });
}

export type WebhookEnvelope = { id: string; type: EventType; createdAt: string; data: Record<string, unknown> };
