import { TYPE_LABELS, type Evidence, type SignalType } from "../signal";

/*
 * The alert email: names the company, says what changed, why it matters (the watch items it
 * matched, quoted from the user's own thingsToTrack) and lists the evidence. Plain text first;
 * the HTML part says the same.
 */

export interface AlertEmailInput {
  companyName: string;
  website: string | null;
  type: SignalType;
  severity: string;
  recommendation: string;
  summary: string;
  matchedWatchItems: string[];
  thingsToTrack: string;
  evidence: Evidence[];
}

export interface AlertEmail {
  subject: string;
  text: string;
  html: string;
}

export function composeAlertEmail(a: AlertEmailInput): AlertEmail {
  const headline = firstSentence(a.summary);
  const subject = clip(`[${oneLine(a.companyName)}] ${TYPE_LABELS[a.type]}: ${oneLine(headline)}`, 160);
  const why =
    `You asked to track: “${clip(a.thingsToTrack.trim(), 300)}”. ` +
    (a.matchedWatchItems.length ? `This change matches ${a.matchedWatchItems.map((m) => `“${m}”`).join(", ")}. ` : "") +
    `Severity ${a.severity}; recommendation: ${a.recommendation.replaceAll("_", " ")}.`;
  const evidence = a.evidence.length ? a.evidence : [];

  const text = [
    `${a.companyName}${a.website ? ` (${a.website})` : ""}`,
    `${TYPE_LABELS[a.type]} · severity ${a.severity}`,
    "",
    "What changed",
    a.summary,
    "",
    "Why it matters",
    why,
    "",
    "Evidence",
    ...(evidence.length ? evidence.map((e) => `- ${e.title}: ${e.url}`) : ["- (no page to link)"]),
    "",
    `You receive this because your address is on the alert list for ${a.companyName} in Partner Tracking.`,
  ].join("\n");

  const site = a.website ? `<a href="${esc(a.website)}">${esc(a.website)}</a> · ` : "";
  const items = evidence.length
    ? evidence.map((e) => `<li><a href="${esc(e.url)}">${esc(e.title)}</a></li>`).join("")
    : "<li>(no page to link)</li>";
  const html =
    `<!doctype html><html><body style="font-family:sans-serif;line-height:1.4">
<h2 style="margin-bottom:4px">${esc(a.companyName)}</h2>
<p style="margin-top:0;color:#555">${site}${esc(TYPE_LABELS[a.type])} · severity ${esc(a.severity)}</p>
<h3>What changed</h3>
<p>${esc(a.summary)}</p>
<h3>Why it matters</h3>
<p>${esc(why)}</p>
<h3>Evidence</h3>
<ul>${items}</ul>
<p style="color:#777;font-size:12px">You receive this because your address is on the alert list for ` +
    `${esc(a.companyName)} in Partner Tracking.</p>
</body></html>`;
  return { subject, text, html };
}

export function firstSentence(s: string): string {
  // The first full stop, exclamation or question mark that ends the text or is followed by a space: "Acme raised
  // $1.5M. More" → "Acme raised $1.5M".
  const m = /^(.+?[.!?])(\s|$)/.exec(s.trim());
  const sentence = m ? m[1] : s;
  return sentence.endsWith(".") || sentence.endsWith("!") ? sentence.slice(0, -1) : sentence;
}

export function clip(s: string, n: number): string {
  return s.length <= n ? s : `${s.slice(0, n - 1).trimEnd()}…`;
}

export function esc(s: string): string {
  return s.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");
}

/** Text for a header: a name given through the API may hold CR/LF, which there starts a new header. */
export function oneLine(s: string): string {
  // Control characters, line and paragraph separators and runs of white space: "Acme\r\nBcc: x" → "Acme Bcc: x".
  return s.replace(/[\u0000-\u001f\u007f\u2028\u2029\s]+/g, " ").trim();
}
