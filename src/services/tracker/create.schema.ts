import { z } from "@hono/zod-openapi";
import {
  alertEmails,
  CadenceDays,
  FounderInput,
  founderList,
  httpUrl,
  jobBoardUrl,
  linkedinUrl,
  name,
  thingsToTrack,
  twitterUrl,
} from "./fields.schema";
import { Operation, TrackerFull } from "./views.schema";

/* POST /tracker and the tool `add_company` (spec 4.2). */

export const CreateCompanyBody = z
  .object({
    companyName: name(200).optional().describe("Company name."),
    companyWebsite: httpUrl.optional().describe("Company website. A bare host (acme.com) is read as https://acme.com."),
    companyLinkedinUrl: linkedinUrl("company").optional().describe("Company LinkedIn page."),
    companyTwitterUrl: twitterUrl.optional().describe("Company Twitter/X account."),
    jobBoardUrl: jobBoardUrl
      .optional()
      .describe(
        "The company's job board (Greenhouse, Lever, Ashby or Workable), read by runs besides any board found " +
          "on its site.",
      ),
    founders: founderList(FounderInput).optional().describe("Founders to monitor."),
    thingsToTrack,
    alertEmails,
    emailAlertsEnabled: z.boolean().optional().describe("Send alert emails (default true)."),
    cadenceDays: CadenceDays.optional(),
    confirmed: z
      .boolean()
      .optional()
      .describe("The user confirmed the company; stored as `confirmedByUser`, changes nothing else."),
  })
  .strict()
  .openapi("CreateCompanyRequest", {
    example: {
      companyName: "Acme",
      companyWebsite: "https://acme.example",
      companyLinkedinUrl: "https://www.linkedin.com/company/acme",
      founders: [{ name: "Jane Doe", linkedinUrl: "https://www.linkedin.com/in/jane-doe" }],
      thingsToTrack: "Fundraising Signals, Hiring Updates",
      alertEmails: ["partner@fund.example"],
      cadenceDays: 7,
    },
  });
/** After schema validation. Absent fields are not overwritten on a match. */
export type CreateCompanyInput = z.infer<typeof CreateCompanyBody>;

export const CreateCompanyResponse = z
  .object({
    data: TrackerFull,
    operation: Operation,
    idempotencyReplayed: z.boolean(),
    existingEntity: z.boolean().describe("True when the company was already tracked and was updated instead."),
  })
  .openapi("CreateCompanyResponse");
export type CreateCompanyResponse = z.infer<typeof CreateCompanyResponse>;
