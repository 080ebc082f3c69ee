import { z } from "@hono/zod-openapi";
import { isLinkedinUrl, isTwitterUrl } from "../../identity/identifiers";
import { parseHttpUrl } from "../../identity/url";
import {
  BOARD_HOSTS,
  boardFromUrl,
  WORKABLE_ACCOUNT_DOMAIN,
  WORKABLE_ACCOUNT_LABEL,
  WORKABLE_OWN_SUBDOMAINS,
} from "../../pipeline/collect/extract/boards";

/*
 * The rules of a company's fields as clients send them (spec 2.2, 2.3): POST and PATCH /tracker, POST /leads/{id}/track
 * and their tools.
 */

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
  return (
    `^\\s*${SCHEME}([A-Za-z0-9-]+\\.)*${anyCase("linkedin.com")}\\.?(:\\d+)?/${section}` +
    `/[^/?#\\s]+([/?#]\\S*)?\\s*$`
  );
}
const URL_PATTERNS = {
  // A dotted host, or an IPv6 literal in brackets (https://[2001:db8::1]/).
  http: `^\\s*${SCHEME}([^\\s/?#]+\\.|\\[[0-9A-Fa-f:.]+\\])\\S*\\s*$`,
  linkedinCompany: linkedinPattern(["company", "school", "showcase"]),
  linkedinProfile: linkedinPattern(["in", "pub"]),
  twitter:
    `^\\s*${SCHEME}(${anyCase("www.")}|${anyCase("mobile.")})?(${anyCase("twitter.com")}|${anyCase("x.com")})\\.?` +
    `${REST_OF_URL}\\s*$`,
};

export const httpUrl = z
  .string()
  .max(2048)
  .refine((v) => parseHttpUrl(v) !== null, { message: "must be an http(s) URL, without a user name or password" })
  .openapi({ example: "https://acme.example" })
  .meta({ pattern: URL_PATTERNS.http });
/** A company's LinkedIn page, or a person's profile: other LinkedIn URLs name nobody (see `linkedinPage`). */
export const linkedinUrl = (kind: "company" | "in") =>
  z
    .string()
    .max(2048)
    .refine((v) => isLinkedinUrl(v, kind), {
      message:
        kind === "company"
          ? "must be a LinkedIn company page (https://www.linkedin.com/company/<name>)"
          : "must be a LinkedIn profile (https://www.linkedin.com/in/<name>)",
    })
    .openapi({
      example: kind === "company" ? "https://www.linkedin.com/company/acme" : "https://www.linkedin.com/in/jane-doe",
    })
    .meta({ pattern: kind === "company" ? URL_PATTERNS.linkedinCompany : URL_PATTERNS.linkedinProfile });
export const twitterUrl = z
  .string()
  .max(2048)
  .refine((v) => isTwitterUrl(v), { message: "must be a Twitter or X URL (https://x.com/…)" })
  .openapi({ example: "https://x.com/acme" })
  .meta({ pattern: URL_PATTERNS.twitter });

/*
 * https, and either a board host of one of the four providers with a board named in the path, or
 * Workable's older `<account>.workable.com` other than Workable's own subdomains (the tool schemas
 * and the API description state the same). Built from extract/boards.ts's host list.
 */
const JOB_BOARD_HOSTS = Object.values(BOARD_HOSTS).flat().map(anyCase).join("|");
const WORKABLE_OWN = WORKABLE_OWN_SUBDOMAINS.map(anyCase).join("|");
const JOB_BOARD_PATTERN =
  `^\\s*${anyCase("https")}://((${JOB_BOARD_HOSTS})/[^/?#\\s]+\\S*|(?!(${WORKABLE_OWN})\\.)` +
  `${WORKABLE_ACCOUNT_LABEL}\\.${anyCase(WORKABLE_ACCOUNT_DOMAIN)}([/?#]\\S*)?)\\s*$`;
export const jobBoardUrl = z
  .string()
  .max(2048)
  .refine((v) => /^https:\/\//i.test(v.trim()) && boardFromUrl(v.trim()) !== null, {
    message:
      "must be the https URL of a Greenhouse, Lever, Ashby or Workable job board " +
      "(https://job-boards.greenhouse.io/<board>, https://jobs.lever.co/<company>, " +
      "https://jobs.ashbyhq.com/<name>, https://apply.workable.com/<account>/ or " +
      "https://<account>.workable.com/)",
  })
  .openapi({ example: "https://jobs.lever.co/acme" })
  .meta({ pattern: JOB_BOARD_PATTERN });

/** Text that must hold more than spaces: the pattern says so in the API description and tool schemas. */
export const NOT_BLANK = "\\S";
export const name = (max: number) =>
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
export type CadenceDays = z.infer<typeof CadenceDays>;

/** An address mail can be sent to: RFC 5321 allows 64 characters before the @ and 254 in all. */
export const EmailAddress = z
  .email({ message: "must be an email address" })
  .max(254, { message: "must be at most 254 characters" })
  .refine((v) => v.lastIndexOf("@") <= 64, { message: "must have at most 64 characters before the @" })
  // zod's email check lets a domain label start or end with a hyphen (a@x-.com); no host name
  // can, and JSON Schema's `format: email`, which the API description states, refuses it.
  .refine((v) => !/(^|\.)-|-(\.|$)/.test(v.slice(v.lastIndexOf("@") + 1)), {
    message: "must have a valid domain after the @",
  });

export const alertEmails = z
  .array(EmailAddress)
  .min(1, { message: "must hold at least 1 address" })
  .max(20, { message: "must hold at most 20 addresses" })
  .describe("1 to 20 addresses that receive alert emails; repeats (ignoring case) are dropped.");

export const thingsToTrack = z
  .string()
  .max(5000)
  .refine((v) => v.trim().length > 0, { message: "must not be blank" })
  .meta({ pattern: NOT_BLANK })
  .describe("Free text stating what to watch; decides which updates trigger alerts.");

export const FounderInput = z
  .object({
    name: name(200).describe("Full name."),
    linkedinUrl: linkedinUrl("in")
      .optional()
      .describe("LinkedIn profile; found automatically in the background when missing."),
    twitterUrl: twitterUrl.optional().describe("Twitter/X profile; found automatically when missing."),
    githubUrl: httpUrl.optional().describe("GitHub profile."),
  })
  .strict()
  .openapi("FounderInput");
export type FounderInput = z.infer<typeof FounderInput>;

/** The founders one request may send: at most 50. */
export const founderList = <T extends z.ZodType>(founder: T) =>
  z.array(founder).max(50, { message: "must hold at most 50 founders" });

export const FounderPatch = z
  .object({
    id: z
      .guid({ message: "must be a UUID" })
      .optional()
      .describe(
        "A stored founder to update in place; without it the founder is added (or merged by LinkedIn URL, else name).",
      ),
    name: name(200).describe("Full name."),
    linkedinUrl: linkedinUrl("in").nullable().optional().describe("LinkedIn profile; null clears it."),
    twitterUrl: twitterUrl.nullable().optional().describe("Twitter/X profile; null clears it."),
    githubUrl: httpUrl.nullable().optional().describe("GitHub profile; null clears it."),
  })
  .strict()
  .openapi("FounderPatch");
/** A founder to add or change; a `FounderInput` is one too. */
export type FounderPatch = z.infer<typeof FounderPatch>;
