import { describe, expect, it } from "vitest";
import { composeAlertEmail } from "../../src/pipeline/record/alert-email";

const input = {
  companyName: "Acme Robotics",
  website: "https://acme.example",
  type: "fundraising" as const,
  severity: "high",
  recommendation: "reach_out",
  summary: "Acme raised a $40M Series B. More later.",
  matchedWatchItems: ["Fundraising"],
  thingsToTrack: "Fundraising",
  evidence: [{ url: "https://acme.example/blog/b", title: "Series B" }],
};

describe("the alert email", () => {
  it("names the company, the kind of change and the headline in the subject", () => {
    expect(composeAlertEmail(input).subject).toBe("[Acme Robotics] Fundraising: Acme raised a $40M Series B");
  });

  it("keeps the subject on one line whatever the company name holds (CR/LF would start another header)", () => {
    const mail = composeAlertEmail({ ...input, companyName: "Evil\r\nBcc: spam@evil.test\r\nX-Inj:\t1\u2028" });
    expect(mail.subject).toBe("[Evil Bcc: spam@evil.test X-Inj: 1] Fundraising: Acme raised a $40M Series B");
    expect(mail.subject).not.toMatch(/[\r\n\t\u2028]/);
  });
});
