import { z } from "@hono/zod-openapi";
import { cursorSchema, dateParam, enumListParam, limitSchema, viewSchema } from "../../services/listing";
import { STAGES } from "../../pipeline/facts";
import { SIGNAL_SEVERITIES, SIGNAL_TYPES } from "../../services/signals/views";
import { isLinkedinUrl, isTwitterUrl, parseHttpUrl } from "../../identity/company-identity";
import { ClassificationResolutionSchema, idParams, nullableTimestamp, timestamp } from "../shared/filters";

/* Request and response shapes of /api/v1/tracker (spec 2.2–2.5, 4.2; decisions "What each view holds"). */

export { STAGES };
/*
 * URLs are not `format: uri`: a bare host (acme.com) is accepted and read as https://acme.com.
 * The patterns (`.meta`, read by both the API description and the tool schemas) state what the
 * refinements check, so a validator reading either refuses what the server refuses; they are
 * close to, not exactly, URL parsing.
 */
const anyCase = (s: string) => s.replace(/[a-z]/g, (ch) => `[${ch.toUpperCase()}${ch}]`).replace(/\./g, "\\.");
const SCHEME = `(${anyCase("http")}[Ss]?://)?`;
const REST_OF_URL = "([/?#:]\\S*)?";
/** A LinkedIn page in one of `sections`, with a slug: `linkedin.com/company/acme`, `uk.linkedin.com/in/jane`. */
function linkedinPattern(sections: string[]): string {
  const section = `(${sections.map(anyCase).join("|")})`;
  return `^\\s*${SCHEME}([A-Za-z0-9-]+\\.)*${anyCase("linkedin.com")}\\.?(:\\d+)?/${section}/[^/?#\\s]+([/?#]\\S*)?\\s*$`;
}
const URL_PATTERNS = {
  // A dotted host, or an IPv6 literal in brackets (https://[2001:db8::1]/).
  http: `^\\s*${SCHEME}([^\\s/?#]+\\.|\\[[0-9A-Fa-f:.]+\\])\\S*\\s*$`,
  linkedinCompany: linkedinPattern(["company", "school", "showcase"]),
  linkedinProfile: linkedinPattern(["in", "pub"]),
  twitter: `^\\s*${SCHEME}(${anyCase("www.")}|${anyCase("mobile.")})?(${anyCase("twitter.com")}|${anyCase("x.com")})\\.?${REST_OF_URL}\\s*$`,
};

const httpUrl = z
  .string()
  .max(2048)
  .refine((v) => parseHttpUrl(v) !== null, { message: "must be an http(s) URL, without a user name or password" })
  .openapi({ example: "https://acme.example" })
  .meta({ pattern: URL_PATTERNS.http });
/** A company's LinkedIn page, or a person's profile: other LinkedIn URLs name nobody (see `linkedinPage`). */
const linkedinUrl = (kind: "company" | "in") =>
  z
    .string()
    .max(2048)
    .refine((v) => isLinkedinUrl(v, kind), {
      message: kind === "company" ? "must be a LinkedIn company page (https://www.linkedin.com/company/<name>)" : "must be a LinkedIn profile (https://www.linkedin.com/in/<name>)",
    })
    .openapi({ example: kind === "company" ? "https://www.linkedin.com/company/acme" : "https://www.linkedin.com/in/jane-doe" })
    .meta({ pattern: kind === "company" ? URL_PATTERNS.linkedinCompany : URL_PATTERNS.linkedinProfile });
const twitterUrl = z
  .string()
  .max(2048)
  .refine((v) => isTwitterUrl(v), { message: "must be a Twitter or X URL (https://x.com/…)" })
  .openapi({ example: "https://x.com/acme" })
  .meta({ pattern: URL_PATTERNS.twitter });

/** Text that must hold more than spaces: the pattern says so in the API description and tool schemas. */
const NOT_BLANK = "\\S";
const name = (max: number) =>
  z
    .string()
    .max(max)
    .refine((v) => v.trim().length > 0, { message: "must not be blank" })
    .meta({ pattern: NOT_BLANK });

export const CadenceDays = z.literal([3, 7, 30], { message: "must be 3, 7 or 30" }).openapi({
  type: "integer",
  enum: [3, 7, 30],
  description: "Days between scheduled runs: 3, 7 or 30 (default 7).",
});

/** An address mail can be sent to: RFC 5321 allows 64 characters before the @ and 254 in all. */
export const EmailAddress = z
  .email({ message: "must be an email address" })
  .max(254, { message: "must be at most 254 characters" })
  .refine((v) => v.lastIndexOf("@") <= 64, { message: "must have at most 64 characters before the @" })
  // zod's email check lets a domain label start or end with a hyphen (a@x-.com); no host name
  // can, and JSON Schema's `format: email`, which the API description states, refuses it.
  .refine((v) => !/(^|\.)-|-(\.|$)/.test(v.slice(v.lastIndexOf("@") + 1)), { message: "must have a valid domain after the @" });

const alertEmails = z
  .array(EmailAddress)
  .min(1, { message: "must hold at least 1 address" })
  .max(20, { message: "must hold at most 20 addresses" })
  .describe("1 to 20 addresses that receive alert emails; repeats (ignoring case) are dropped.");

const thingsToTrack = z
  .string()
  .max(5000)
  .refine((v) => v.trim().length > 0, { message: "must not be blank" })
  .meta({ pattern: NOT_BLANK })
  .describe("Free text stating what to watch; decides which updates trigger alerts.");

export const FounderInput = z
  .object({
    name: name(200).describe("Full name."),
    linkedinUrl: linkedinUrl("in").optional().describe("LinkedIn profile; found automatically in the background when missing."),
    twitterUrl: twitterUrl.optional().describe("Twitter/X profile; found automatically when missing."),
    githubUrl: httpUrl.optional().describe("GitHub profile."),
  })
  .strict()
  .openapi("FounderInput");

export const FounderPatch = z
  .object({
    id: z.guid({ message: "must be a UUID" }).optional().describe("A stored founder to update in place; without it the founder is added (or merged by LinkedIn URL, else name)."),
    name: name(200).describe("Full name."),
    linkedinUrl: linkedinUrl("in").nullable().optional().describe("LinkedIn profile; null clears it."),
    twitterUrl: twitterUrl.nullable().optional().describe("Twitter/X profile; null clears it."),
    githubUrl: httpUrl.nullable().optional().describe("GitHub profile; null clears it."),
  })
  .strict()
  .openapi("FounderPatch");

export const CreateCompanyBody = z
  .object({
    companyName: name(200).optional().describe("Company name."),
    companyWebsite: httpUrl.optional().describe("Company website. A bare host (acme.com) is read as https://acme.com."),
    companyLinkedinUrl: linkedinUrl("company").optional().describe("Company LinkedIn page."),
    companyTwitterUrl: twitterUrl.optional().describe("Company Twitter/X account."),
    founders: z.array(FounderInput).max(50, { message: "must hold at most 50 founders" }).optional().describe("Founders to monitor."),
    thingsToTrack,
    alertEmails,
    emailAlertsEnabled: z.boolean().optional().describe("Send alert emails (default true)."),
    cadenceDays: CadenceDays.optional(),
    confirmed: z.boolean().optional().describe("The user confirmed the company; stored as `confirmedByUser`, changes nothing else."),
  })
  .strict()
  .openapi("CreateCompanyRequest");

export const UpdateCompanyBody = z
  .object({
    companyName: name(200).optional().describe("Company name."),
    companyWebsite: httpUrl.nullable().optional().describe("Company website; changing it starts enrichment again. null clears it."),
    companyLinkedinUrl: linkedinUrl("company").nullable().optional().describe("Company LinkedIn page; changing it starts enrichment again."),
    companyTwitterUrl: twitterUrl.nullable().optional().describe("Company Twitter/X account."),
    founders: z
      .array(FounderPatch)
      .max(50, { message: "must hold at most 50 founders" })
      .superRefine((founders, ctx) => {
        // Two changes to one founder: which should win is the caller's to say, not ours to guess.
        const seen = new Map<string, number>();
        founders.forEach((f, i) => {
          const id = f.id?.toLowerCase();
          if (id === undefined) return;
          const first = seen.get(id);
          if (first === undefined) seen.set(id, i);
          else ctx.addIssue({ code: "custom", path: [i, "id"], message: `is the founder of founders.${first}.id already` });
        });
      })
      .optional()
      .describe("Founders to update (with `id`) or add (without); each id at most once. Founders not listed are kept. Changes start enrichment again."),
    thingsToTrack: thingsToTrack.optional(),
    alertEmails: alertEmails.optional(),
    emailAlertsEnabled: z.boolean().optional().describe("Send alert emails."),
    cadenceDays: CadenceDays.optional(),
    tags: z
      .array(
        z
          .string()
          .max(50, { message: "must be at most 50 characters" })
          .refine((v) => v.trim().length > 0, { message: "must not be blank" })
          .meta({ pattern: NOT_BLANK }),
      )
      .max(50, { message: "must hold at most 50 tags" })
      .optional()
      .describe("Replaces the tags."),
    status: z.enum(["ok", "paused"], { message: "must be 'ok' or 'paused'" }).optional().describe("`paused` stops runs; `ok` resumes them."),
  })
  .strict()
  // An empty body is refused (the service names the fields it takes).
  .openapi("UpdateCompanyRequest", { minProperties: 1 });

export const IdParams = idParams("Company");

export const IdempotencyHeaders = z.object({
  "idempotency-key": z
    .string()
    .regex(/^[\x21-\x7e]{8,200}$/, { message: "must be 8 to 200 printable ASCII characters without spaces" })
    .optional()
    .openapi({ description: "Idempotency-Key: makes retries safe; the same key and body within 24 hours return the first result (8 to 200 printable ASCII characters, no spaces)." }),
});

export const ViewQuery = z.object({ view: viewSchema.optional() }).strict();

export const ListQuery = z.object({
  classification: z.string().max(500).optional().describe("Up to four comma-separated sector terms (aliases `sector`, `sectors`)."),
  sector: z.string().max(500).optional().describe("Alias of `classification`."),
  sectors: z.string().max(500).optional().describe("Alias of `classification`."),
  status: enumListParam(["ok", "paused"], "status").optional(),
  stage: enumListParam(STAGES, "stage").optional(),
  tag: z
    .string()
    .max(500)
    .transform((v) => v.split(",").map((s) => s.trim()).filter(Boolean))
    .optional()
    .describe("One tag or a comma-separated list: companies with any of them."),
  updatedAfter: dateParam("updatedAfter").optional(),
  view: viewSchema.optional(),
  limit: limitSchema.optional(),
  cursor: cursorSchema.optional(),
}).strict();

/* Responses */

export const LatestSignal = z
  .object({
    id: z.uuid(),
    type: z.enum(SIGNAL_TYPES),
    severity: z.enum(SIGNAL_SEVERITIES),
    needsAttention: z.boolean(),
    summary: z.string().describe("At most 300 characters."),
    createdAt: timestamp("When the signal was recorded."),
  })
  .openapi("LatestSignal");

export const Operation = z
  .object({
    entityId: z.uuid(),
    pollUrl: z.string().describe("Path of the company to poll.").openapi({ example: "/api/v1/tracker/5d1c1d7e-2a8e-4b8e-9a51-2f1f7c3c2b10" }),
    enrichmentStatus: z.enum(["queued", "running", "ready", "partial", "failed"]),
    enrichmentComplete: z.boolean().describe("True once enrichment is ready, partial or failed."),
    suggestedPollIntervalSeconds: z
      .number()
      .int()
      .nullable()
      .describe("Seconds between polls while enrichment or a run is queued or running; null when nothing is left to wait for."),
  })
  .openapi("Operation");

export const TrackerCompact = z
  .object({
    id: z.uuid(),
    companyName: z.string().nullable(),
    companyWebsite: z.string().nullable(),
    status: z.enum(["ok", "paused"]),
    stage: z.enum(STAGES),
    cadenceDays: z.number().int(),
    tags: z.array(z.string()),
    classification: z.array(z.string()).describe("Taxonomy category paths, e.g. `Fintech > Payments`."),
    lastScrapedAt: nullableTimestamp("When the last run finished; null before the first."),
    scrapeHealthReason: z.string().nullable().describe("`run_in_progress` while a run runs; otherwise `healthy` or the last run's trouble."),
    latestSignal: LatestSignal.nullable(),
    createdAt: timestamp("Creation time."),
    updatedAt: timestamp("Last change."),
  })
  .openapi("TrackedCompanyCompact");

export const Founder = z
  .object({
    id: z.uuid(),
    name: z.string(),
    linkedinUrl: z.string().nullable(),
    twitterUrl: z.string().nullable(),
    githubUrl: z.string().nullable(),
  })
  .openapi("Founder");

export const Run = z
  .object({
    id: z.uuid().describe("The run id (a refresh's `taskId`)."),
    trigger: z.enum(["first", "cadence", "refresh"]),
    status: z.enum(["queued", "running", "succeeded", "failed"]),
    healthReason: z.string().nullable(),
    queuedAt: timestamp("When it was queued."),
    startedAt: nullableTimestamp("When it started."),
    finishedAt: nullableTimestamp("When it finished."),
  })
  .openapi("Run");

export const TrackerFull = TrackerCompact.extend({
  companyLinkedinUrl: z.string().nullable(),
  companyTwitterUrl: z.string().nullable(),
  description: z.string().nullable(),
  location: z.string().nullable(),
  foundingYear: z.number().int().nullable(),
  founders: z.array(Founder),
  thingsToTrack: z.string(),
  alertEmails: z.array(z.string()),
  emailAlertsEnabled: z.boolean(),
  confirmedByUser: z.boolean().nullable(),
  enrichment: z.object({
    status: z.enum(["queued", "running", "ready", "partial", "failed"]),
    reason: z.string().nullable().describe("Why it is partial or failed."),
    startedAt: nullableTimestamp("When enrichment started."),
    finishedAt: nullableTimestamp("When enrichment finished."),
    detail: z.unknown().describe("What enrichment found, as recorded by the pipeline."),
  }),
  latestRun: Run.nullable(),
  operation: Operation,
}).openapi("TrackedCompany");

export const TrackerItem = z.union([TrackerFull, TrackerCompact]);

export const CreateCompanyResponse = z
  .object({
    data: TrackerFull,
    operation: Operation,
    idempotencyReplayed: z.boolean(),
    existingEntity: z.boolean().describe("True when the company was already tracked and was updated instead."),
  })
  .openapi("CreateCompanyResponse");

export const CompanyResponse = z.object({ data: TrackerItem, operation: Operation }).openapi("CompanyResponse");
export const UpdatedCompanyResponse = z.object({ data: TrackerFull, operation: Operation }).openapi("UpdatedCompanyResponse");

export const CompanyList = z
  .object({
    data: z.array(TrackerItem),
    nextCursor: z.string().nullable(),
    classificationResolution: ClassificationResolutionSchema.optional(),
  })
  .openapi("CompanyList");

export const Deleted = z.object({ data: z.object({ id: z.uuid(), deleted: z.literal(true) }) }).openapi("CompanyDeleted");

export const RefreshResponse = z
  .object({
    refresh: z.object({
      entityId: z.uuid(),
      taskId: z.uuid().describe("The id of the queued run."),
      status: z.literal("queued"),
      pollUrl: z.string(),
      baselineLastScrapedAt: nullableTimestamp("`lastScrapedAt` when queued; the run is finished once it differs."),
      suggestedPollIntervalSeconds: z.number().int(),
    }),
  })
  .openapi("RefreshResponse");
