import type { Actor } from "../services/access/actor";

/* Words and dates as the pages show them: one place, so every page names things alike. */

const TYPE_LABELS: Record<string, string> = {
  product_update: "Product update",
  metrics_shared: "Metrics shared",
  founder_amplified: "Founder amplified",
  fundraising: "Fundraising",
  hiring: "Hiring",
  customer_partnership: "Customer or partnership",
  leadership_change: "Leadership change",
  corporate_event: "Corporate event",
  other: "Other",
  no_material_change: "No material change",
};
const RECOMMENDATION_LABELS: Record<string, string> = {
  no_action: "No action",
  monitor: "Monitor",
  reach_out: "Reach out",
  escalate: "Escalate",
};
const STAGE_LABELS: Record<string, string> = {
  pre_seed_seed: "Pre-seed / seed",
  series_a: "Series A",
  series_b: "Series B",
  growth: "Growth",
  unknown: "Stage unknown",
};

export const typeLabel = (t: string) => TYPE_LABELS[t] ?? t;
export const recommendationLabel = (r: string) => RECOMMENDATION_LABELS[r] ?? r;
export const stageLabel = (s: string | null | undefined) => (s ? (STAGE_LABELS[s] ?? s) : "Stage unknown");
export const capitalised = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1).replace(/_/g, " ") : s);
export const roleLabel = (r: Actor["role"]) => capitalised(r);
export const STAGE_OPTIONS = Object.entries(STAGE_LABELS);
/** Days between scheduled runs, as the API takes them (3, 7 or 30), and how a form names each. */
export const CADENCE_CHOICES: [number, string][] = [
  [3, "3 days"],
  [7, "7 days (weekly)"],
  [30, "30 days"],
];
export const SIGNAL_TYPE_OPTIONS = Object.entries(TYPE_LABELS);

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "21 Nov 2026, 22:27 UTC": the same for every reader, with or without the script. */
export function dateTime(iso: string | Date): string {
  const d = typeof iso === "string" ? new Date(iso) : iso;
  if (Number.isNaN(d.getTime())) return String(iso);
  const hh = String(d.getUTCHours()).padStart(2, "0");
  const mm = String(d.getUTCMinutes()).padStart(2, "0");
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}, ${hh}:${mm} UTC`;
}

/** A link's text when it has none of its own: the host and path, shortened. */
export function linkText(url: string, title?: string | null): string {
  if (title && title.trim()) return title.trim();
  try {
    const u = new URL(url);
    const s = (u.host + u.pathname).replace(/\/$/, "");
    return s.length > 60 ? `${s.slice(0, 57)}…` : s;
  } catch {
    return url;
  }
}

/** Only http(s) links are made clickable: a stored URL is shown, never run. */
export function safeHref(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    return u.protocol === "http:" || u.protocol === "https:" ? u.href : null;
  } catch {
    return null;
  }
}
