import type { Db } from "../../db/database";
import type { SignalCompact } from "../signals/views.schema";
import { loadSignalCompact } from "./event-data";
import type { WebhookEnvelope } from "./events.schema";

/*
 * The Slack kind (docs/webhooks.md): an event as a Slack incoming-webhook message, in Block Kit.
 * `alert.sent` shows the company, the signal's type and severity, its summary and evidence links;
 * other types a line naming the event and its object.
 */

type Block = Record<string, unknown>;

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const label = (s: string) => s.replace(/_/g, " ");

export async function slackMessage(
  db: Db,
  orgId: string,
  event: WebhookEnvelope,
): Promise<{ text: string; blocks: Block[] }> {
  const data = event.data as Record<string, unknown>;
  if (event.type === "alert.sent") {
    const signal = typeof data.signalId === "string" ? await loadSignalCompact(db, orgId, data.signalId) : null;
    return alertMessage(String(data.companyName ?? "A tracked company"), signal);
  }
  const name =
    typeof data.companyName === "string"
      ? data.companyName
      : typeof data.founderName === "string"
        ? data.founderName
        : String(data.id ?? "");
  const text = `${event.type}: ${name}`;
  return { text, blocks: [{ type: "section", text: { type: "mrkdwn", text: `*${esc(event.type)}*  ${esc(name)}` } }] };
}

export function alertMessage(company: string, signal: SignalCompact | null): { text: string; blocks: Block[] } {
  const text = signal
    ? `${company}: ${label(signal.type)} (${signal.severity}) — ${signal.summary}`
    : `${company}: alert sent`;
  const blocks: Block[] = [{ type: "header", text: { type: "plain_text", text: `Alert: ${company}`.slice(0, 150) } }];
  if (signal) {
    blocks.push({
      type: "section",
      fields: [
        { type: "mrkdwn", text: `*Signal*\n${esc(label(signal.type))}` },
        { type: "mrkdwn", text: `*Severity*\n${esc(signal.severity)}` },
      ],
    });
    blocks.push({
      type: "section",
      text: { type: "mrkdwn", text: esc(signal.summary).slice(0, 3000) || "(no summary)" },
    });
    if (signal.evidence.length) {
      const links = signal.evidence.map((l) => `<${l.url}|${esc(l.title || l.url)}>`).join("\n");
      blocks.push({ type: "context", elements: [{ type: "mrkdwn", text: links }] });
    }
  }
  return { text, blocks };
}
