import { clip, esc, firstSentence, oneLine } from "./alert-email";
import { TYPE_LABELS, type Evidence, type SignalType } from "../signal";

/*
 * An alert as a note on the company's CRM record (docs/integrations.md, "Notes"): what changed, the
 * signal's type and severity, its evidence links, and the link to the signal in the web app, which
 * is also what tells this note apart from every other (a retry looks for it before writing again).
 * Plain text for Attio and Affinity; HubSpot shows its notes as HTML.
 */

export interface AlertNoteInput {
  type: SignalType;
  severity: string;
  summary: string;
  evidence: Evidence[];
  /** The signal's page in the web app. */
  signalUrl: string;
}

export function composeAlertNote(a: AlertNoteInput): { title: string; text: string; html: string; marker: string } {
  const label = TYPE_LABELS[a.type] ?? a.type;
  const title = clip(`${label}: ${oneLine(firstSentence(a.summary))}`, 200);
  const text = [
    `${label} · severity ${a.severity}`,
    "",
    a.summary,
    "",
    "Evidence",
    ...(a.evidence.length ? a.evidence.map((e) => `- ${e.title}: ${e.url}`) : ["- (no page to link)"]),
    "",
    `Signal in Partner Tracking: ${a.signalUrl}`,
  ].join("\n");
  const items = a.evidence.length
    ? a.evidence.map((e) => `<li><a href="${esc(e.url)}">${esc(e.title)}</a></li>`).join("")
    : "<li>(no page to link)</li>";
  const html =
    `<p><strong>${esc(label)}</strong> · severity ${esc(a.severity)}</p><p>${esc(a.summary)}</p>` +
    `<p>Evidence</p><ul>${items}</ul>` +
    `<p>Signal in Partner Tracking: <a href="${esc(a.signalUrl)}">${esc(a.signalUrl)}</a></p>`;
  return { title, text, html, marker: a.signalUrl };
}
