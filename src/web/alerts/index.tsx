import { does, type PageRoutes } from "../guard";
import { ALERT_OUTCOMES, type AlertFull } from "../../services/alerts/views.schema";
import { AlertListQuery, listAlerts, type ListAlertsResponse } from "../../services/alerts/list";
import { alertsCsv } from "../../services/alerts/export";
import { capitalised, dateTime } from "../format";
import { csvDownload } from "../csv-download";
import {
  Candidates,
  CompanyInput,
  companyDateParams,
  DateRangeInputs,
  ExportLink,
  FilterActions,
  FilterBox,
  FilteredListPager,
  listQueryFrom,
  ListTabs,
  SectorInput,
} from "../filter-fields";
import { PageProblem } from "../forms";
import { renderPage } from "../layout";
import { problemOf, type Problem } from "../problems";
import { filtersHref, filtersInUse, readFilters, type UrlFilters } from "../url-filters";
import { RuleTable } from "./components";

/*
 * Alerts (docs/web.md): the log of alert decisions, newest first, through GET /api/v1/alerts's
 * service in its full view: the outcome filter (every decision by default: the log shows what was
 * not sent and why as well), latest per company, company, sector and dates in the URL, cursor
 * paging; each decision with its rule evaluations, folded.
 */

const KEYS = ["outcome", "latest", "company", "entityId", "sector", "since", "until"] as const;
type AlertFilters = UrlFilters<(typeof KEYS)[number]>;

/** The API's parameter name → the page's field, for the service's messages. */
const FIELD_OF: Record<string, string> = {
  entityQuery: "company",
  entityId: "company",
  classification: "sector",
  latestPerEntity: "latest",
};

export function alertQuery(f: AlertFilters): AlertListQuery {
  const raw: Record<string, string> = { view: "full", outcome: f.outcome ?? "all" };
  if (f.latest) raw.latestPerEntity = "true";
  Object.assign(raw, companyDateParams(f));
  return listQueryFrom(AlertListQuery, raw, FIELD_OF);
}

export function register(routes: PageRoutes): void {
  routes.get("/alerts", does("listAlerts"), async (c) => {
    const deps = c.get("deps");
    const { actor } = c.get("member")!;
    const url = new URL(c.req.url);
    const filters = readFilters(url, KEYS);
    let page: ListAlertsResponse | null = null;
    let problem: Problem | null = null;
    try {
      page = await listAlerts(deps, actor, alertQuery(filters));
    } catch (err) {
      problem = problemOf(err, c);
    }
    return renderPage(
      c,
      { title: "Alerts", nav: "alerts", status: problem?.status ?? 200, headers: problem?.headers },
      <AlertLog filters={filters} page={page} problem={problem} />,
    );
  });

  routes.get("/alerts/export.csv", does("listAlerts"), async (c) => {
    const deps = c.get("deps");
    const { actor } = c.get("member")!;
    const filters = readFilters(new URL(c.req.url), KEYS);
    return csvDownload(c, "alerts", alertsCsv(deps, actor, alertQuery({ ...filters, cursor: undefined })));
  });
}

function AlertLog(props: { filters: AlertFilters; page: ListAlertsResponse | null; problem: Problem | null }) {
  const { filters: f, page, problem } = props;
  const alerts = (page?.data ?? []) as AlertFull[];
  const filtered = filtersInUse(f, KEYS) > 0;
  return (
    <>
      <h1>Alerts</h1>
      <p class="hint">
        Every run decides whether to email; here is each decision, sent or not, and the rules it evaluated.
      </p>
      <ListTabs
        label="Outcome"
        tabs={[["", "All decisions"], ...ALERT_OUTCOMES.map((o) => [o, capitalised(o)])].map(([value, label]) => ({
          href: filtersHref("/app/alerts", { ...f, cursor: undefined }, { outcome: value || undefined }),
          current: (f.outcome ?? "") === value,
          label: label!,
        }))}
      />
      <Filters filters={f} problem={problem} filtered={filtered} />
      <PageProblem problem={problem} />
      <Candidates
        problem={problem}
        href={(id) => filtersHref("/app/alerts", { ...f, company: undefined, cursor: undefined }, { entityId: id })}
      />
      {page ? (
        alerts.length ? (
          <ol class="rows" data-items="" aria-label="Alert decisions">
            {alerts.map((a) => (
              <AlertRow alert={a} />
            ))}
          </ol>
        ) : (
          <p class="empty">
            {filtered || f.cursor ? "No alert decision matches these filters." : "No alert decision yet."}
          </p>
        )
      ) : null}
      <FilteredListPager
        path="/app/alerts"
        filters={f}
        nextCursor={page?.nextCursor}
        newest="Newest alerts"
        older="Older alerts"
      />
      {alerts.length ? (
        <ExportLink
          href={filtersHref("/app/alerts/export.csv", { ...f, cursor: undefined })}
          filtered={filtered}
          noun="alert decision"
        />
      ) : null}
    </>
  );
}

function AlertRow(props: { alert: AlertFull }) {
  const a = props.alert;
  const passed = a.ruleEvaluations.filter((r) => r.matched).length;
  return (
    <li class="row" id={`alert-${a.id}`} data-item="">
      <div class="row-head">
        <a class="title" href={filtersHref("/app/alerts", {}, { entityId: a.entityId })}>
          {a.companyName ?? "Unnamed company"}
        </a>
        <span class={`badge outcome-${a.outcome}`}>{capitalised(a.outcome)}</span>
        <span class="row-meta">
          <time datetime={a.createdAt}>{dateTime(a.createdAt)}</time>
        </span>
      </div>
      <p class="summary">{a.reason}</p>
      {a.subject ? (
        <p class="row-meta">
          {`Subject: ${a.subject}`}
          {a.recipients.length ? ` · to ${a.recipients.join(", ")}` : ""}
        </p>
      ) : null}
      <details>
        <summary>{`Rule evaluations (${passed} of ${a.ruleEvaluations.length} passed)`}</summary>
        <RuleTable
          rules={a.ruleEvaluations}
          caption={`Rule evaluations of the alert for ${a.companyName ?? "the company"}`}
        />
      </details>
      {a.signalId ? (
        <a href={`/app/signals/${a.signalId}#alert`} data-primary="">
          Its signal
        </a>
      ) : null}
    </li>
  );
}

function Filters(props: { filters: AlertFilters; problem: Problem | null; filtered: boolean }) {
  const { filters: f, problem } = props;
  const active = filtersInUse(f, ["latest", "company", "entityId", "sector", "since", "until"] as const);
  return (
    <FilterBox active={active} problem={problem}>
      <form method="get" action="/app/alerts" role="search" aria-label="Filter alerts">
        {f.outcome ? <input type="hidden" name="outcome" value={f.outcome} /> : null}
        {f.entityId && !f.company ? <input type="hidden" name="entityId" value={f.entityId} /> : null}
        <div class="filters">
          <CompanyInput value={f.company} problem={problem} />
          <SectorInput value={f.sector} problem={problem} />
          <DateRangeInputs since={f.since} until={f.until} problem={problem} />
          <div class="check">
            <input type="checkbox" id="f-latest" name="latest" value="1" checked={Boolean(f.latest)} />
            <label for="f-latest">Latest per company</label>
          </div>
          <FilterActions clear={props.filtered ? filtersHref("/app/alerts", { outcome: f.outcome }) : null} />
        </div>
      </form>
    </FilterBox>
  );
}
