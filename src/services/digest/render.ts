import { TYPE_LABELS, type SignalType } from "../../pipeline/signal";
import type { DigestContent } from "./compose";
import type { AppLinks } from "./links";
import type { SendingFrequency } from "./period";

/*
 * The digest as mail: a subject, a plain-text body and an HTML body saying the same. Short, and
 * readable in any mail client: the HTML is one column of plain elements with inline styles only
 * (mail clients drop <style> blocks and every external sheet), and every item links into the app.
 */

export interface DigestMailInput {
  orgName: string;
  frequency: SendingFrequency;
  timeZone: string;
  /** The start of the period covered (the member's last digest, or one period back). */
  from: Date;
  /** The end: the 08:00 it fell due at. */
  until: Date;
  content: DigestContent;
  links: AppLinks;
  unsubscribeToken: string;
}

export interface DigestMail {
  subject: string;
  text: string;
  html: string;
}

const SUMMARY_CHARS = 200;

export function renderDigest(d: DigestMailInput): DigestMail {
  const c = d.content;
  const adjective = d.frequency === "weekly" ? "weekly" : "daily";
  const since = `${localDate(d.from, d.timeZone)}, ${localTime(d.from, d.timeZone)} (${d.timeZone})`;
  const counts = [
    c.signalCount ? plural(c.signalCount, "signal needs", "signals need") + " attention" : null,
    c.leadCount ? plural(c.leadCount, "lead", "leads") + " to review" : null,
    c.failingCount ? plural(c.failingCount, "company", "companies") + " failing" : null,
  ].filter((s): s is string => s !== null);
  const subject = oneLine(`${capitalise(adjective)} digest for ${d.orgName}: ${counts.join(", ")}`).slice(0, 200);
  const unsubscribe = d.links.unsubscribe(d.unsubscribeToken);
  const listed = c.companies.reduce((n, co) => n + co.signals.length, 0);
  const more = c.signalCount - listed;
  const signalLine = (s: DigestContent["companies"][number]["signals"][number]) =>
    `${label(s.type)} · ${s.severity} · ${s.recommendation.replace(/_/g, " ")}: ` +
    `${clip(oneLine(s.summary), SUMMARY_CHARS)}`;
  const leadLine = (l: DigestContent["leads"][number]) =>
    `${l.founderName}${l.companyName ? `, ${l.companyName}` : ""}` +
    `${l.sourceCompanyName ? ` (found around ${l.sourceCompanyName})` : ""}`;

  // Plain text.
  const t: string[] = [`${d.orgName}: your ${adjective} digest`, `Since ${since}`, ""];
  if (c.signalCount) {
    t.push(`${plural(c.signalCount, "signal needs", "signals need")} attention`, "");
    for (const co of c.companies) {
      t.push(`${co.name}  ${d.links.company(co.id)}`);
      for (const s of co.signals) t.push(`- ${signalLine(s)}`, `  ${d.links.signal(s.id)}`);
      t.push("");
    }
    if (more > 0) t.push(`and ${more} more: ${d.links.inbox({ since: d.from, until: d.until })}`, "");
  }
  if (c.leadCount) {
    t.push(`${plural(c.leadCount, "lead is", "leads are")} waiting for a decision`, "");
    for (const l of c.leads) t.push(`- ${leadLine(l)}`);
    if (c.leadCount > c.leads.length) t.push(`and ${c.leadCount - c.leads.length} more`);
    t.push(`Review ${c.leadCount === 1 ? "it" : "them"}: ${d.links.leads()}`, "");
  }
  if (c.failingCount) {
    t.push(`Tracking is failing for ${plural(c.failingCount, "company", "companies")}`, "");
    for (const f of c.failing) t.push(`- ${f.name}: ${f.reason}  ${d.links.company(f.id)}`);
    if (c.failingCount > c.failing.length) t.push(`and ${c.failingCount - c.failing.length} more`);
    t.push("");
  }
  t.push(
    // The signature separator mail clients recognise (RFC 3676): dash, dash, space.
    "-- ",
    `You get this digest ${adjective} as a member of ${d.orgName}.`,
    `Change how often, or your time zone: ${d.links.settings()}`,
    `Unsubscribe: ${unsubscribe}`,
  );

  // HTML: the same, in one column with inline styles.
  const A = (href: string, body: string) => `<a href="${esc(href)}" style="color:#1d4ed8">${body}</a>`;
  const H2 = (s: string) => `<h2 style="font-size:17px;margin:24px 0 8px">${s}</h2>`;
  const UL = (items: string[]) =>
    `<ul style="margin:0 0 8px;padding-left:20px">` +
    `${items.map((i) => `<li style="margin:0 0 6px">${i}</li>`).join("")}</ul>`;
  const h: string[] = [
    `<p style="margin:0;color:#555;font-size:13px">${esc(d.orgName)} · since ${esc(since)}</p>`,
    `<h1 style="font-size:20px;margin:4px 0 8px">Your ${adjective} digest</h1>`,
  ];
  if (c.signalCount) {
    h.push(H2(`${esc(plural(c.signalCount, "signal needs", "signals need"))} attention`));
    for (const co of c.companies) {
      h.push(`<h3 style="font-size:15px;margin:16px 0 4px">${A(d.links.company(co.id), esc(co.name))}</h3>`);
      h.push(
        UL(
          co.signals.map(
            (s) =>
              `${A(d.links.signal(s.id), esc(`${label(s.type)} · ${s.severity}`))} <span style="color:#555">· ` +
              `${esc(s.recommendation.replace(/_/g, " "))}</span><br>` +
              `${esc(clip(oneLine(s.summary), SUMMARY_CHARS))}`,
          ),
        ),
      );
    }
    if (more > 0)
      h.push(
        `<p style="margin:8px 0">` +
          `${A(d.links.inbox({ since: d.from, until: d.until }), `and ${more} more in the app`)}</p>`,
      );
  }
  if (c.leadCount) {
    h.push(H2(`${esc(plural(c.leadCount, "lead is", "leads are"))} waiting for a decision`));
    h.push(UL(c.leads.map((l) => esc(leadLine(l)))));
    const moreLeads = c.leadCount > c.leads.length ? `and ${c.leadCount - c.leads.length} more. ` : "";
    h.push(
      `<p style="margin:8px 0">${moreLeads}` +
        `${A(d.links.leads(), `Review ${c.leadCount === 1 ? "it" : "them"} in the app`)}</p>`,
    );
  }
  if (c.failingCount) {
    h.push(H2(`Tracking is failing for ${esc(plural(c.failingCount, "company", "companies"))}`));
    h.push(UL(c.failing.map((f) => `${A(d.links.company(f.id), esc(f.name))}: ${esc(f.reason)}`)));
    if (c.failingCount > c.failing.length)
      h.push(`<p style="margin:8px 0">and ${c.failingCount - c.failing.length} more</p>`);
  }
  h.push(
    `<p style="margin:32px 0 0;padding-top:12px;border-top:1px solid #ddd;color:#555;font-size:13px">You get ` +
      `this digest ${adjective} as a member of ${esc(d.orgName)}. ` +
      `${A(d.links.settings(), "Change how often, or your time zone")} · ${A(unsubscribe, "Unsubscribe")}</p>`,
  );
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" ` +
    `content="width=device-width"><title>${esc(subject)}</title></head>` +
    `<body style="margin:0;padding:16px;background:#ffffff;color:#1a1a1a;font-family:-apple-system,'Segoe ` +
    `UI',Helvetica,Arial,sans-serif;font-size:15px;line-height:1.45">` +
    `<div style="max-width:600px;margin:0 auto">${h.join("\n")}</div></body></html>`;
  return { subject, text: t.join("\n"), html };
}

const label = (type: string) => TYPE_LABELS[type as SignalType] ?? type.replace(/_/g, " ");
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function localDate(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-GB", { timeZone, weekday: "long", day: "numeric", month: "long" }).format(at);
}

function localTime(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(
    at,
  );
}

function clip(s: string, n: number): string {
  return s.length <= n ? s : `${s.slice(0, n - 1).trimEnd()}…`;
}

/** Text for a header line: a name given through the API may hold CR/LF, which there starts a new header. */
function oneLine(s: string): string {
  return s.replace(/[\u0000-\u001f\u007f\u2028\u2029\s]+/g, " ").trim();
}

function esc(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
