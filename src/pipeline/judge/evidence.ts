import { tiedByEvidence } from "../collect/mentions";
import type { Rule } from "../read/index";
import type { CheckName, EvidenceCheck, RawFinding } from "./finding";

export type { CheckName, EvidenceCheck } from "./finding";

/*
 * Judging on evidence (docs/pipeline.md "Judging on evidence"): a finding may alert only when an
 * event was read in it, its subject is the company, it is asserted, it is new and the kind of page
 * allows it. Each check passes or fails with the reason; a finding that fails any is at most low
 * severity, whatever its type or the watch items it matches. One rule for every processor: posts,
 * page lines, roles, the team, logos and lost pages are all held to it.
 */

/** Which check a statement's dropping rule is (read/index.ts): the rule that read it and the check it fails. */
const CHECK_OF_RULE: Record<Exclude<Rule, "asserted">, CheckName> = {
  assertion: "asserted",
  time: "new",
  subject: "subject",
  page_kind: "page_kind",
  event: "event",
};

const ORDER: CheckName[] = ["event", "subject", "asserted", "new", "page_kind"];

/** The five checks of a finding, in order, each passed or failed with why. */
export function evidenceChecks(
  f: Pick<RawFinding, "type" | "statements" | "mention" | "tiedBy" | "pageKind" | "typedByPage">,
): EvidenceCheck[] {
  const failed = new Map<CheckName, string>();
  if (f.type === "other") failed.set("event", "no event was read in what changed");
  if (f.tiedBy && !tiedByEvidence(f.tiedBy))
    failed.set("subject", `tied to the company by its name alone (${f.tiedBy.join(", ")})`);
  if (f.mention) failed.set("asserted", "nothing in it is stated as the company's news (its title asks or denies)");
  // Statements of the finding's own type decide when there are some: none counted, the first one's rule failed. A
  // finding typed by where it is (a release, a Show HN, a changelog entry) and no statement of its type passes.
  // Typed by the page that changed (its prices moved), its own statements' wording ("would") does not undo it.
  const own = f.typedByPage ? [] : (f.statements ?? []).filter((s) => s.type === f.type);
  if (own.length && !own.some((s) => s.counted)) {
    const first = own[0]!;
    if (first.rule !== "asserted") {
      const check = CHECK_OF_RULE[first.rule];
      if (!failed.has(check)) failed.set(check, `“${first.statement}”: ${first.why || first.rule}`);
    }
  }
  return ORDER.map((check) => {
    const why = failed.get(check);
    return why !== undefined ? { check, passed: false, why } : { check, passed: true, why: PASSED[check](f) };
  });
}

const PASSED: Record<CheckName, (f: Pick<RawFinding, "type" | "tiedBy" | "pageKind">) => string> = {
  event: (f) => `read as ${f.type.replaceAll("_", " ")}`,
  subject: (f) => (f.tiedBy ? `tied to the company by ${f.tiedBy.join(", ")}` : "the company's own"),
  asserted: () => "stated as done",
  new: () => "new since the last run",
  page_kind: (f) => (f.pageKind ? `allowed on ${f.pageKind.replaceAll("_", " ")}` : "an ordinary page for news"),
};

/** The checks a finding failed: what keeps it at low severity. */
export function failedChecks(checks: EvidenceCheck[]): EvidenceCheck[] {
  return checks.filter((c) => !c.passed);
}
