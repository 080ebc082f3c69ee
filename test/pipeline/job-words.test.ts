import { describe, expect, it } from "vitest";
import { cleanTitle, readDetails, splitTitle } from "../../src/pipeline/collect/extract/job-cards";
import {
  hasRoleNoun,
  isCardClass,
  isJobCardClass,
  isJobPath,
  isJobsHeading,
  isNotATitle,
  isSeniorRole,
} from "../../src/pipeline/collect/extract/job-words";
import { jobKey } from "../../src/pipeline/collect/extract/jobs";

describe("the words a careers page is read with", () => {
  it("knows a role's title by its nouns, in English, German, French and Spanish", () => {
    for (const t of ["Senior Backend Engineer", "Ingénieure logiciel", "Vertriebsleiter Nord", "Jefa de ventas", "CTO"])
      expect(hasRoleNoun(t), t).toBe(true);
    for (const t of ["Our values", "Engineers", "Benefits and perks"]) expect(hasRoleNoun(t), t).toBe(false);
  });

  it("knows senior roles, one word or two", () => {
    for (const t of ["VP Sales", "Head of Product", "General Manager, EMEA", "Chief of Staff", "Director, Ops"])
      expect(isSeniorRole(t), t).toBe(true);
    for (const t of ["Product Manager", "Head Chef", "Directors' assistant"]) expect(isSeniorRole(t), t).toBe(false);
  });

  it("leaves out calls to action and counters as titles", () => {
    for (const t of ["Apply now", "View all", "Life at Acme", "12 open roles", "3 positions"])
      expect(isNotATitle(t), t).toBe(true);
    for (const t of ["Backend Engineer", "12 Factory Engineer", "Open roles lead"])
      expect(isNotATitle(t), t).toBe(false);
  });

  it("reads job cards' class names word by word, leaving their parts out", () => {
    for (const c of ["job", "jobs-item", "opening", "whr-item", "posting", "career_card"])
      expect(isJobCardClass(c), c).toBe(true);
    for (const c of ["job-title", "job-card__meta", "posting-categories", "jobtitle", "vacancies"])
      expect(isJobCardClass(c), c).toBe(false);
    expect(isCardClass("w-dyn-item")).toBe(true);
    expect(isCardClass("card-title")).toBe(false);
  });

  it("knows a role's own page by a jobs segment followed by another", () => {
    for (const p of ["/careers/backend-engineer", "/de/stellenangebote/vertrieb", "/offres-d-emploi/42", "/Jobs/x"])
      expect(isJobPath(p), p).toBe(true);
    for (const p of ["/careers", "/careers/", "/about/team", "/my-careers/x"]) expect(isJobPath(p), p).toBe(false);
  });

  it("knows the headings over a list of roles", () => {
    for (const t of ["Open positions", "We're hiring!", "Join our team", "Jobs"])
      expect(isJobsHeading(t), t).toBe(true);
    for (const t of ["Our team", "Jobs to be done", "Join using SSO"]) expect(isJobsHeading(t), t).toBe(false);
  });

  it("cleans badges, ages and counters off a title", () => {
    expect(cleanTitle("New: Backend  Engineer")).toBe("Backend Engineer");
    expect(cleanTitle("Backend Engineer · Hot!")).toBe("Backend Engineer");
    expect(cleanTitle("Backend Engineer (Posted 3 days ago)")).toBe("Backend Engineer");
    expect(cleanTitle("Backend Engineer 3d ago")).toBe("Backend Engineer");
    expect(cleanTitle("Backend Engineer 2 weeks ago · Berlin")).toBe("Backend Engineer");
    expect(cleanTitle("Backend Engineer (3)")).toBe("Backend Engineer");
    expect(cleanTitle("New York Sales Lead")).toBe("York Sales Lead");
    expect(cleanTitle("Backend Engineer (Remote)")).toBe("Backend Engineer (Remote)");
  });

  it("splits a title from its place and reads details into team and place", () => {
    expect(splitTitle("Backend Engineer — Berlin (Remote)")).toEqual(["Backend Engineer", "Berlin (Remote)"]);
    expect(splitTitle("Backend Engineer (Remote) · Engineering")).toEqual([
      "Backend Engineer",
      "Remote",
      "Engineering",
    ]);
    expect(splitTitle("Engineer (Remote (US))")).toEqual(["Engineer (Remote (US))"]);
    expect(readDetails(["Full-time", "(Engineering)", "Posted 2 days ago", "São Paulo, SP"], "x")).toEqual({
      team: "Engineering",
      location: "São Paulo, SP",
    });
    expect(readDetails(["Mar 2026", "on-site"], "x")).toEqual({ team: null, location: "on-site" });
  });

  it("keeps role keys as they were: words of title and place", () => {
    expect(jobKey("Senior C# / .NET Engineer #1234", "Zürich, CH")).toBe("senior c# net engineer|zürich ch");
    expect(jobKey("R&D Lead", "R&D Campus + Lab")).toBe("r&d lead|r d campus lab");
  });
});
