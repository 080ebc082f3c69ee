import type { SignalItem } from "../../services/signals/views.schema";
import { capitalised, dateTime, linkText, recommendationLabel, safeHref, typeLabel } from "../format";

/* A signal as the inbox and the company pages show it: one row, its badges, its evidence links. */

export function SeverityBadge(props: { severity: string }) {
  return <span class={`badge sev-${props.severity}`}>{`${capitalised(props.severity)} severity`}</span>;
}

export function EvidenceLinks(props: { evidence: { url: string; title?: string | null }[] }) {
  const links = props.evidence.flatMap((e) => {
    const href = safeHref(e.url);
    return href ? [{ href, text: linkText(e.url, e.title) }] : [];
  });
  if (!links.length) return null;
  return (
    <ul class="evidence" aria-label="Evidence">
      {links.map((l) => (
        <li>
          <a href={l.href} rel="noreferrer noopener" target="_blank">
            {l.text}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The form that marks a signal read: inline with the script, a post and a redirect back without. */
export function MarkReadForm(props: { id: string; back: string; label: string }) {
  return (
    <form
      method="post"
      action={`/app/signals/${props.id}/read`}
      data-inline=""
      data-swap={`signal-${props.id} nav-unread mark-${props.id}`}
      data-done="Marked read"
      id={`mark-${props.id}`}
    >
      <input type="hidden" name="back" value={props.back} />
      <button type="submit" data-key="m">
        Mark read<span class="visually-hidden">{`: ${props.label}`}</span>
      </button>
    </form>
  );
}

export function SignalRow(props: { signal: SignalItem; read: boolean; back: string }) {
  const s = props.signal;
  const label = `${s.companyName ?? "company"}, ${typeLabel(s.type)}`;
  return (
    <li class={props.read ? "row" : "row unread"} id={`signal-${s.id}`} data-item="">
      <div class="row-head">
        {props.read ? null : (
          <span class="unread-dot" title="Unread">
            <span class="visually-hidden">Unread: </span>
          </span>
        )}
        <a class="title" href={`/app/signals/${s.id}`} data-primary="" data-key="o">
          {s.companyName ?? "Unnamed company"}
        </a>
        <span class="badge">{typeLabel(s.type)}</span>
        <SeverityBadge severity={s.severity} />
        <span class="row-meta">{recommendationLabel(s.recommendation)}</span>
        <span class="row-meta">
          <time datetime={s.createdAt}>{dateTime(s.createdAt)}</time>
        </span>
      </div>
      <p class="summary">{s.summary}</p>
      <EvidenceLinks evidence={s.evidence} />
      <div class="row-actions">
        <a href={`/app?entityId=${s.entityId}&show=all`}>All signals of {s.companyName ?? "this company"}</a>
        {props.read ? null : <MarkReadForm id={s.id} back={props.back} label={label} />}
      </div>
    </li>
  );
}
