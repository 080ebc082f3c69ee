import { does, type PageRoutes } from "../guard";
import { validationError } from "../../errors";
import { decideLead } from "../../services/leads/decide";
import { LeadListQuery, listLeads, type ListLeadsResponse } from "../../services/leads/list";
import { leadsCsv } from "../../services/leads/export";
import { LEAD_DECISIONS, type LeadCompact } from "../../services/leads/views.schema";
import { capitalised, dateTime, linkText, safeHref, stageLabel } from "../format";
import { csvDownload } from "../csv-download";
import {
  Candidates,
  ExportLink,
  FilterActions,
  FilterBox,
  FilteredListPager,
  FilterInput,
  listQueryFrom,
  ListTabs,
  SectorInput,
  StageSelect,
} from "../filter-fields";
import { formFields, PageProblem, redirectAfterPost } from "../forms";
import { renderPage } from "../layout";
import { problemOf, type Problem } from "../problems";
import { filtersHref, filtersInUse, readFilters, type UrlFilters } from "../url-filters";
import * as trackPage from "./track";

/*
 * Leads (docs/web.md): the unreviewed inbox and the accepted and rejected lists, through GET
 * /api/v1/leads's service, with its filters in the URL (stage, sector, source company, founder);
 * Accept, Reject (POST /api/v1/leads/{id}/decision's service) and Track (./track.tsx) for members
 * who may write. Keyboard: j/k move, a accept, r reject, t track.
 */

const KEYS = ["decision", "stage", "sector", "source", "sourceId", "founder"] as const;
type LeadFilters = UrlFilters<(typeof KEYS)[number]>;
const FILTER_KEYS = ["stage", "sector", "source", "sourceId", "founder"] as const;

/** The API's parameter name → the page's field, for the service's messages. */
const FIELD_OF: Record<string, string> = {
  sourceQuery: "source",
  sourceEntityId: "source",
  classification: "sector",
  founderName: "founder",
};

export function leadQuery(f: LeadFilters): LeadListQuery {
  const raw: Record<string, string> = { decision: f.decision ?? "unreviewed" };
  if (f.stage) raw.stage = f.stage;
  if (f.sector) raw.sector = f.sector;
  if (f.sourceId) raw.sourceEntityId = f.sourceId;
  else if (f.source) raw.sourceQuery = f.source;
  if (f.founder) raw.founderName = f.founder;
  if (f.cursor) raw.cursor = f.cursor;
  return listQueryFrom(LeadListQuery, raw, FIELD_OF);
}

export function register(routes: PageRoutes): void {
  routes.get("/leads", does("listLeads"), async (c) => {
    const deps = c.get("deps");
    const { actor } = c.get("member")!;
    const url = new URL(c.req.url);
    const filters = readFilters(url, KEYS);
    let page: ListLeadsResponse | null = null;
    let problem: Problem | null = null;
    try {
      page = await listLeads(deps, actor, leadQuery(filters));
    } catch (err) {
      problem = problemOf(err, c);
    }
    return renderPage(
      c,
      { title: "Leads", nav: "leads", status: problem?.status ?? 200, headers: problem?.headers },
      <Leads
        filters={filters}
        page={page}
        problem={problem}
        canDecide={actor.role !== "viewer"}
        here={url.pathname + url.search}
      />,
    );
  });

  routes.get("/leads/export.csv", does("listLeads"), async (c) => {
    const deps = c.get("deps");
    const { actor } = c.get("member")!;
    const filters = readFilters(new URL(c.req.url), KEYS);
    const query = leadQuery({ ...filters, cursor: undefined });
    return csvDownload(c, `leads-${query.decision}`, leadsCsv(deps, actor, query));
  });

  routes.post("/leads/:id/decision", does("decideLead"), async (c) => {
    const deps = c.get("deps");
    const { actor } = c.get("member")!;
    const form = await formFields(c);
    const value = form.get("accepted");
    if (value !== "true" && value !== "false")
      throw validationError([{ path: "accepted", message: "must be true or false" }]);
    const { data } = await decideLead(deps, actor, c.req.param("id"), value === "true");
    return redirectAfterPost(
      c,
      form.get("back") ?? "/app/leads",
      `${data.founderName}: ${value === "true" ? "accepted" : "rejected"}.`,
    );
  });

  trackPage.register(routes);
}

function Leads(props: {
  filters: LeadFilters;
  page: ListLeadsResponse | null;
  problem: Problem | null;
  canDecide: boolean;
  here: string;
}) {
  const { filters: f, page, problem } = props;
  const decision = f.decision ?? "unreviewed";
  const leads = (page?.data ?? []) as LeadCompact[];
  const filtered = filtersInUse(f, FILTER_KEYS) > 0;
  return (
    <>
      <h1>Leads</h1>
      <p class="hint">Founders discovered around the companies you track.</p>
      <ListTabs
        label="Decision"
        tabs={LEAD_DECISIONS.map((d) => ({
          href: filtersHref(
            "/app/leads",
            { ...f, cursor: undefined },
            { decision: d === "unreviewed" ? undefined : d },
          ),
          current: decision === d,
          label: capitalised(d),
        }))}
      />
      <Filters filters={f} problem={problem} filtered={filtered} />
      <PageProblem problem={problem} />
      <Candidates
        problem={problem}
        question="Which source company did you mean?"
        href={(id) => filtersHref("/app/leads", { ...f, source: undefined, cursor: undefined }, { sourceId: id })}
      />
      {page ? (
        leads.length ? (
          <ul class="rows" data-items="" aria-label="Leads">
            {leads.map((l) => (
              <LeadRow lead={l} canDecide={props.canDecide} back={props.here} />
            ))}
          </ul>
        ) : (
          <p class="empty">
            {filtered || f.cursor
              ? "No lead matches these filters."
              : decision === "unreviewed"
                ? "No lead waits for a decision."
                : `No ${decision} lead.`}
          </p>
        )
      ) : null}
      <FilteredListPager
        path="/app/leads"
        filters={f}
        nextCursor={page?.nextCursor}
        newest="First leads"
        older="More leads"
      />
      {leads.length ? (
        <ExportLink
          href={filtersHref("/app/leads/export.csv", { ...f, cursor: undefined })}
          filtered={filtered}
          noun={`${decision} lead`}
        />
      ) : null}
      {props.canDecide ? (
        <p class="shortcuts">
          Keyboard: <kbd>j</kbd>/<kbd>k</kbd> next and previous, <kbd>a</kbd> accept, <kbd>r</kbd> reject, <kbd>t</kbd>
          {" track."}
        </p>
      ) : null}
    </>
  );
}

function Filters(props: { filters: LeadFilters; problem: Problem | null; filtered: boolean }) {
  const { filters: f, problem } = props;
  const active = filtersInUse(f, FILTER_KEYS);
  return (
    <FilterBox active={active} problem={problem}>
      <form method="get" action="/app/leads" role="search" aria-label="Filter leads">
        {f.decision ? <input type="hidden" name="decision" value={f.decision} /> : null}
        {f.sourceId && !f.source ? <input type="hidden" name="sourceId" value={f.sourceId} /> : null}
        <div class="filters">
          <StageSelect value={f.stage} problem={problem} />
          <SectorInput value={f.sector} problem={problem} />
          <FilterInput
            id="f-source"
            name="source"
            label="Source company"
            value={f.source}
            placeholder="A tracked company"
            problem={problem}
          />
          <FilterInput
            id="f-founder"
            name="founder"
            label="Founder"
            value={f.founder}
            placeholder="Part of a name"
            problem={problem}
          />
          <FilterActions clear={props.filtered ? filtersHref("/app/leads", { decision: f.decision }) : null} />
        </div>
      </form>
    </FilterBox>
  );
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
        {l.source
          ? `Found around ${l.source.companyName ?? "a tracked company"}`
          : "Its source company is no longer tracked"}
        {` · ${dateTime(l.createdAt)}`}
        {l.decision.status !== "unreviewed"
          ? ` · ${capitalised(l.decision.status)}` +
            `${l.decision.decidedAt ? ` ${dateTime(l.decision.decidedAt)}` : ""}` +
            `${l.decision.trackedEntityId ? " and tracked" : ""}`
          : ""}
      </p>
      {props.canDecide ? (
        <div class="row-actions">
          {l.decision.status !== "accepted" ? <DecisionForm lead={l} accepted={true} back={props.back} /> : null}
          {l.decision.status !== "rejected" && !l.decision.trackedEntityId ? (
            <DecisionForm lead={l} accepted={false} back={props.back} />
          ) : null}
          {l.decision.trackedEntityId ? (
            <a href={`/app?entityId=${l.decision.trackedEntityId}&show=all`}>Its signals</a>
          ) : (
            <a class="button" href={`/app/leads/${l.id}/track?back=${encodeURIComponent(props.back)}`} data-key="t">
              Track
              <span class="visually-hidden">{` ${l.companyName ?? l.founderName}`}</span>
            </a>
          )}
        </div>
      ) : null}
    </li>
  );
}

function DecisionForm(props: { lead: LeadCompact; accepted: boolean; back: string }) {
  const verb = props.accepted ? "Accept" : "Reject";
  return (
    <form
      method="post"
      action={`/app/leads/${props.lead.id}/decision`}
      data-inline=""
      data-swap={`lead-${props.lead.id}`}
      data-done={`${verb}ed`}
    >
      <input type="hidden" name="accepted" value={String(props.accepted)} />
      <input type="hidden" name="back" value={props.back} />
      <button type="submit" data-key={props.accepted ? "a" : "r"}>
        {verb}
        <span class="visually-hidden">{` ${props.lead.founderName}`}</span>
      </button>
    </form>
  );
}
