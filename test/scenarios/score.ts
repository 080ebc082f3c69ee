import type { Mode, ScenarioOutcome } from "./harness";

/*
 * How well the tracker did on the corpus (docs/pipeline.md §The scenario corpus). Per scenario: was the event found
 * (or the noise called no_material_change), was the signal's type right, was the alert decision
 * right, and does the evidence point at the page or item that changed. Then the metrics the
 * issue sets targets for.
 */

export interface ScenarioScore {
  id: string;
  builder: string;
  kind: "event" | "noise";
  expectedTypes: string[];
  gotType: string | null;
  /**
   * Event: the signal's type or one of its findings' types is expected. Noise: its type is expected
   * (no_material_change, or for a post that is not news a mention, `other`).
   */
  detected: boolean;
  typeCorrect: boolean;
  alertExpected: boolean;
  alertSent: boolean;
  /** Events: every expected path is among the evidence URLs (origin removed). Noise: true. */
  evidenceCorrect: boolean;
  /** Detected, typed, alerted as expected, and with the right evidence. */
  pass: boolean;
  error: string | null;
}

export interface Metrics {
  scenarios: number;
  events: number;
  noise: number;
  eventRecall: number;
  typeAccuracy: number;
  alertPrecision: number;
  alertRecall: number;
  noiseFalseAlertRate: number;
  noiseAsNoMaterialChange: number;
  evidenceCorrectness: number;
}

/** The targets for the local analyser (point 9). */
export const TARGETS: Record<
  keyof Omit<Metrics, "scenarios" | "events" | "noise">,
  { op: ">=" | "<="; value: number }
> = {
  eventRecall: { op: ">=", value: 0.95 },
  typeAccuracy: { op: ">=", value: 0.9 },
  alertPrecision: { op: ">=", value: 0.95 },
  alertRecall: { op: ">=", value: 0.95 },
  noiseFalseAlertRate: { op: "<=", value: 0 },
  noiseAsNoMaterialChange: { op: ">=", value: 1 },
  evidenceCorrectness: { op: ">=", value: 0.95 },
};

/** A URL as a path on the site: origin removed, trailing slash dropped, anchor kept. */
export function sitePath(url: string, origins: string[]): string {
  let rest = url;
  for (const o of origins) if (url.startsWith(o)) rest = url.slice(o.length);
  try {
    const u = new URL(rest, "http://x");
    const path = u.pathname.length > 1 ? u.pathname.replace(/\/+$/, "") : u.pathname;
    return `${path}${u.hash}`;
  } catch {
    return rest;
  }
}

/**
 * An expected evidence entry as compared: `{{origin}}`, `{{origin2}}` and `{{api}}` filled in
 * (origins: site, second host, APIs), then as a site path when it is on one of them; a URL off the
 * site stays whole (without a trailing slash).
 */
function expectedPath(p: string, origins: string[] = []): string {
  const [o1 = "", o2 = "", api = ""] = origins;
  const filled = p.replaceAll("{{origin2}}", o2).replaceAll("{{origin}}", o1).replaceAll("{{api}}", api);
  if (/^https?:\/\//.test(filled)) return evidenceKey(filled, origins);
  const [path, hash] = filled.split("#", 2) as [string, string | undefined];
  const clean = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return hash === undefined ? clean : `${clean}#${hash}`;
}

/**
 * Query parameters that only say who sent the reader (the App Store's `uo=4`, `utm_*`): the page is the same without
 * them.
 */
const TRACKING_PARAM = /^(?:uo|utm_[a-z]+|ref_src|mt)$/;

/**
 * An evidence URL as compared: a path when it is on the scenario's origins, else the whole URL without a trailing slash
 * or tracking parameters.
 */
function evidenceKey(url: string, origins: string[]): string {
  if (origins.some((o) => o && url.startsWith(o)) || !/^https?:\/\//.test(url)) return sitePath(url, origins);
  try {
    const u = new URL(url);
    for (const k of [...u.searchParams.keys()]) if (TRACKING_PARAM.test(k)) u.searchParams.delete(k);
    const path = u.pathname.length > 1 ? u.pathname.replace(/\/+$/, "") : u.pathname;
    return `${u.origin}${path}${u.search}${u.hash}`;
  } catch {
    return url;
  }
}

function findingTypes(analysis: Record<string, unknown> | null): string[] {
  const findings = analysis?.findings;
  return Array.isArray(findings)
    ? findings.map((f) => (f as { type?: unknown }).type).filter((t): t is string => typeof t === "string")
    : [];
}

export function scoreOutcome(o: ScenarioOutcome): ScenarioScore {
  const s = o.scenario;
  const type = o.signal?.type ?? null;
  const expected = s.expect.types;
  // Noise: what it expects. A page's noise expects no_material_change; a new post that is not the
  // company's news (someone else's, history, not asserted, a kind of page) may also be a mention,
  // `other` at low severity, which never alerts (docs/pipeline.md "Reading statements").
  const detected =
    s.kind === "noise"
      ? type !== null && expected.includes(type)
      : type !== null &&
        (expected.includes(type) || findingTypes(o.signal!.analysis).some((t) => expected.includes(t)));
  const typeCorrect = type !== null && expected.includes(type);
  const alertSent = o.alert?.outcome === "sent";
  const evidencePaths = (o.signal?.evidence ?? []).map((e) => evidenceKey(e.url, o.origins));
  // An expected path without an anchor is met by the page itself or any anchor on it.
  const has = (want: string) =>
    evidencePaths.some((got) => got === want || (!want.includes("#") && got.split("#")[0] === want));
  const evidenceCorrect =
    s.kind === "noise"
      ? true
      : o.signal !== null && s.expect.evidence.map((p) => expectedPath(p, o.origins)).every(has);
  return {
    id: s.id,
    builder: s.builder,
    kind: s.kind,
    expectedTypes: expected,
    gotType: type,
    detected,
    typeCorrect,
    alertExpected: s.expect.alert,
    alertSent,
    evidenceCorrect,
    pass: o.error === null && detected && typeCorrect && alertSent === s.expect.alert && evidenceCorrect,
    error: o.error,
  };
}

const ratio = (n: number, d: number) => (d === 0 ? 1 : n / d);

export function metricsOf(scores: ScenarioScore[]): Metrics {
  const events = scores.filter((s) => s.kind === "event");
  const noise = scores.filter((s) => s.kind === "noise");
  const detectedEvents = events.filter((s) => s.detected);
  const sent = scores.filter((s) => s.alertSent);
  const wanted = scores.filter((s) => s.alertExpected);
  return {
    scenarios: scores.length,
    events: events.length,
    noise: noise.length,
    eventRecall: ratio(detectedEvents.length, events.length),
    typeAccuracy: ratio(scores.filter((s) => s.typeCorrect).length, scores.length),
    alertPrecision: ratio(sent.filter((s) => s.alertExpected).length, sent.length),
    alertRecall: ratio(wanted.filter((s) => s.alertSent).length, wanted.length),
    noiseFalseAlertRate: noise.length ? noise.filter((s) => s.alertSent).length / noise.length : 0,
    // Of the noise that expects no change at all: a post that is a mention may be called one (see scoreOutcome).
    noiseAsNoMaterialChange: ratio(
      noise.filter((s) => s.gotType !== null && s.expectedTypes.includes(s.gotType)).length,
      noise.length,
    ),
    evidenceCorrectness: ratio(detectedEvents.filter((s) => s.evidenceCorrect).length, detectedEvents.length),
  };
}

export function meetsTarget(metric: keyof typeof TARGETS, value: number): boolean {
  const t = TARGETS[metric];
  return t.op === ">=" ? value >= t.value - 1e-9 : value <= t.value + 1e-9;
}

export const METRIC_LABELS: Record<keyof typeof TARGETS, string> = {
  eventRecall: "Event recall",
  typeAccuracy: "Type accuracy",
  alertPrecision: "Alert precision",
  alertRecall: "Alert recall",
  noiseFalseAlertRate: "Noise false-alert rate",
  noiseAsNoMaterialChange: "Noise called no_material_change",
  evidenceCorrectness: "Evidence correctness",
};

export const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

/** One line per scenario, as the bench prints it. */
export function scenarioLine(s: ScenarioScore): string {
  const alert = `alert ${s.alertExpected ? "yes" : "no"}/${s.alertSent ? "yes" : "no"}`;
  const err = s.error ? `  (error: ${s.error})` : "";
  return (
    `${s.pass ? "PASS" : "MISS"}  ${s.id}  [${s.builder}, ${s.kind}]  expected ${s.expectedTypes.join("|")}, got ` +
    `${s.gotType ?? "-"}  ${alert}  evidence ${s.evidenceCorrect ? "ok" : "wrong"}${err}`
  );
}

export type ModeScores = Record<Mode, ScenarioScore[]>;
