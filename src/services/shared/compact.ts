import type { EvidenceLink } from "./views.schema";

/*
 * What the compact view cuts (spec 4.1 "View", decisions "What each view holds"): summaries to 300
 * characters and evidence to at most three links, so a compact page of 25 stays within the sizes
 * the specification reports.
 */

export const COMPACT_TEXT_MAX = 300;
export const COMPACT_EVIDENCE_MAX = 3;
/** Evidence titles are cut to this many characters in compact views (the full view has them whole). */
export const COMPACT_EVIDENCE_TITLE_MAX = 80;
/**
 * Bytes of JSON the compact evidence of one item may take. Links are kept in order while they fit,
 * so an unusually long URL is left to the full view rather than pushing a page over its size.
 */
export const COMPACT_EVIDENCE_BUDGET_BYTES = 330;

/** Cuts text to `max` characters (code points, so no half emoji), ending with "…" when cut. */
export function cutText(text: string, max = COMPACT_TEXT_MAX): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return (
    chars
      .slice(0, max - 1)
      .join("")
      .trimEnd() + "…"
  );
}

/** Stored evidence as links: items without a string `url` are skipped; a missing title is "". */
export function evidenceLinks(stored: unknown): (EvidenceLink & Record<string, unknown>)[] {
  if (!Array.isArray(stored)) return [];
  const out: (EvidenceLink & Record<string, unknown>)[] = [];
  for (const item of stored) {
    if (typeof item !== "object" || item === null) continue;
    const { url, title } = item as { url?: unknown; title?: unknown };
    if (typeof url !== "string" || url === "") continue;
    out.push({ ...(item as Record<string, unknown>), url, title: typeof title === "string" ? title : "" });
  }
  return out;
}

const byteLength = (s: string) => new TextEncoder().encode(s).length;

/** At most three `{ url, title }` links, titles cut, within COMPACT_EVIDENCE_BUDGET_BYTES. */
export function compactEvidence(stored: unknown): EvidenceLink[] {
  const out: EvidenceLink[] = [];
  let used = 2; // the brackets
  for (const link of evidenceLinks(stored)) {
    if (out.length === COMPACT_EVIDENCE_MAX) break;
    const item = { url: link.url, title: cutText(link.title, COMPACT_EVIDENCE_TITLE_MAX) };
    const size = byteLength(JSON.stringify(item)) + (out.length > 0 ? 1 : 0);
    if (used + size > COMPACT_EVIDENCE_BUDGET_BYTES) continue;
    used += size;
    out.push(item);
  }
  return out;
}
