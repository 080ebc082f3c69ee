import { validationError } from "../../errors";
import { authorize } from "../../services/access";
import { decideLead } from "../../services/leads/decide";
import { LeadListQuery, listLeads } from "../../services/leads/list";
import type { LeadCompact } from "../../services/leads/views.schema";
import type { WebApp } from "../env";
import { capitalised, dateTime, linkText, safeHref, stageLabel } from "../format";
import { formFields, redirectAfterPost } from "../forms";
import { renderPage } from "../layout";
import { listQuery, Pager } from "../paging";

/*
 * Leads (docs/web.md): the unreviewed inbox and the accepted and rejected lists, through GET
 * /api/v1/leads's service, with Accept and Reject (POST /api/v1/leads/{id}/decision's service) for
 * members who may write. Filters, tracking a lead and keyboard triage are issue 30 point 6.
 */

const DECISIONS = [
  { value: "unreviewed", label: "Unreviewed" },
  { value: "accepted", label: "Accepted" },
  { value: "rejected", label: "Rejected" },
] as const;

export function register(web: WebApp): void {
  web.get("/leads", async (c) => {
    const deps = c.get("deps");
    const { actor } = c.get("member")!;
    const url = new URL(c.req.url);
    const decision = DECISIONS.find((d) => d.value === url.searchParams.get("decision"))?.value ?? "unreviewed";
    await authorize(deps, actor, "listLeads");
    const page = await listLeads(deps, actor, listQuery(LeadListQuery, { decision, cursor: url.searchParams.get("cursor") ?? undefined }));
    const leads = page.data as LeadCompact[];
    const canDecide = actor.role !== "viewer";
    const here = url.pathname + url.search;
    return renderPage(
      c,
      { title: "Leads", nav: "leads" },
      <>
        <h1>Leads</h1>
        <p class="hint">Founders discovered around the companies you track.</p>
        <ul class="tabs" aria-label="Decision">
          {DECISIONS.map((d) => (
            <li>
              <a href={d.value === "unreviewed" ? "/app/leads" : `/app/leads?decision=${d.value}`} aria-current={decision === d.value ? "page" : undefined}>
                {d.label}
              </a>
            </li>
          ))}
        </ul>
        {leads.length ? (
          <ul class="rows" data-items="" aria-label="Leads">
            {leads.map((l) => (
              <LeadRow lead={l} canDecide={canDecide} back={here} />
            ))}
          </ul>
        ) : (
          <p class="empty">{decision === "unreviewed" ? "No lead waits for a decision." : `No ${decision} lead.`}</p>
        )}
        <Pager url={url} nextCursor={page.nextCursor} newest="First leads" older="More leads" />
      </>,
    );
  });

  web.post("/leads/:id/decision", async (c) => {
    const deps = c.get("deps");
    const { actor } = c.get("member")!;
    const form = await formFields(c);
    const value = form.get("accepted");
    if (value !== "true" && value !== "false") throw validationError([{ path: "accepted", message: "must be true or false" }]);
    await authorize(deps, actor, "decideLead");
    const { data } = await decideLead(deps, actor, c.req.param("id"), value === "true");
    return redirectAfterPost(c, form.get("back") ?? "/app/leads", `${data.founderName}: ${value === "true" ? "accepted" : "rejected"}.`);
  });
}

function LeadRow(props: { lead: LeadCompact; canDecide: boolean; back: string }) {
  const l = props.lead;
  const profile = safeHref(l.founderLinkedinUrl);
  const site = safeHref(l.companyWebsite);
  return (
    <li class="row" id={`lead-${l.id}`} data-item="">
      <div class="row-head">
        {profile ? (
          <a class="title" href={profile} rel="noreferrer noopener" target="_blank" data-primary="">
            {l.founderName}
          </a>
        ) : (
          <span class="title">{l.founderName}</span>
        )}
        <span class="row-meta">{l.companyName ?? "company unknown"}</span>
        {site ? (
          <a class="row-meta" href={site} rel="noreferrer noopener" target="_blank">
            {linkText(site)}
          </a>
        ) : null}
        <span class="badge">{stageLabel(l.stage)}</span>
      </div>
      {l.classification.length ? <p class="row-meta">{l.classification.join("; ")}</p> : null}
      <p class="row-meta">
        {l.source ? `Found around ${l.source.companyName ?? "a tracked company"}` : "Its source company is no longer tracked"}
        {` · ${dateTime(l.createdAt)}`}
        {l.decision.status !== "unreviewed" ? ` · ${capitalised(l.decision.status)}${l.decision.decidedAt ? ` ${dateTime(l.decision.decidedAt)}` : ""}${l.decision.trackedEntityId ? " and tracked" : ""}` : ""}
      </p>
      {props.canDecide ? (
        <div class="row-actions">
          {l.decision.status !== "accepted" ? <DecisionForm lead={l} accepted={true} back={props.back} /> : null}
          {l.decision.status !== "rejected" && !l.decision.trackedEntityId ? <DecisionForm lead={l} accepted={false} back={props.back} /> : null}
        </div>
      ) : null}
    </li>
  );
}

function DecisionForm(props: { lead: LeadCompact; accepted: boolean; back: string }) {
  const verb = props.accepted ? "Accept" : "Reject";
  return (
    <form method="post" action={`/app/leads/${props.lead.id}/decision`} data-inline="" data-swap={`lead-${props.lead.id}`} data-done={`${verb}ed`}>
      <input type="hidden" name="accepted" value={String(props.accepted)} />
      <input type="hidden" name="back" value={props.back} />
      <button type="submit">
        {verb}
        <span class="visually-hidden">{` ${props.lead.founderName}`}</span>
      </button>
    </form>
  );
}
