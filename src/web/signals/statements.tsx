import type { AnalysisView, StatementView } from "../../services/signals/analysis-view";

type AnalysisFinding = AnalysisView["findings"][number];

/*
 * The statements a finding's text was read as (docs/pipeline.md "Reading statements"): each with
 * its frame (who did it, in which tense, asserted or not, when, for how much, on whose word) and
 * the rule that kept or dropped it, so a reader sees why an alert was or was not sent.
 */

type FrameView = NonNullable<StatementView["frame"]>;

const SUBJECT_KIND: Record<FrameView["subject"]["kind"], string> = {
  company: "the company",
  organisation: "another organisation",
  person: "a person",
  others: "others",
  thing: "a thing",
  unknown: "not said",
};

const MODALITY: Record<FrameView["modality"], string> = {
  asserted: "asserted",
  question: "a question",
  denial: "a denial",
  hypothetical: "a hypothetical",
  plan: "a plan",
  advice: "advice",
  rumour: "a rumour",
  reference: "a mention, no verb",
};

/** One line for a frame: "subject Quarrystone (another organisation) · past tense · asserted · $38M · set in 2022". */
export function frameLine(f: FrameView): string {
  const subject = f.subject.text ? `${f.subject.text} (${SUBJECT_KIND[f.subject.kind]})` : SUBJECT_KIND[f.subject.kind];
  return [
    `subject: ${subject}`,
    f.tense ? `${f.tense} tense` : "no verb",
    f.polarity === "negative" && f.modality === "asserted" ? "negated" : MODALITY[f.modality],
    f.object ? `object: ${f.object}` : null,
    f.amount ? `amount: ${f.amount}` : null,
    f.when ? `when: ${f.when}` : null,
    f.attribution ? `attributed to ${f.attribution}` : null,
  ]
    .filter(Boolean)
    .join(" · ");
}

export function StatementsRead(props: { statements: StatementView[] }) {
  const shown = props.statements.slice(0, 6);
  if (!shown.length) return null;
  const dropped = shown.filter((st) => !st.counted).length;
  return (
    <details class="row-meta">
      <summary>{`Statements read (${shown.length}; not counted: ${dropped})`}</summary>
      <ul>
        {shown.map((st) => (
          <li>
            {`“${st.statement}”: ${st.counted ? "counted" : "not counted"}, ${st.why || st.rule}`}
            {st.frame ? <span class="hint">{` (${frameLine(st.frame)})`}</span> : null}
          </li>
        ))}
      </ul>
    </details>
  );
}

type CheckView = NonNullable<AnalysisFinding["checks"]>[number];

const CHECK_LABEL: Record<CheckView["check"], string> = {
  event: "an event",
  subject: "the company's",
  asserted: "asserted",
  new: "new",
  page_kind: "a page for news",
};

/**
 * Judging on evidence (docs/pipeline.md "Judging on evidence"): the checks a finding must pass to alert, and for one
 * kept at low severity, the check that failed and why.
 */
export function EvidenceChecks(props: { checks: CheckView[] }) {
  if (!props.checks.length) return null;
  const failed = props.checks.filter((c) => !c.passed);
  return (
    <p class="row-meta">
      {failed.length
        ? `At most low severity: ${failed.map((c) => `not ${CHECK_LABEL[c.check]} (${c.why})`).join("; ")}.`
        : `Could alert: ${props.checks.map((c) => CHECK_LABEL[c.check]).join(", ")}.`}
    </p>
  );
}
