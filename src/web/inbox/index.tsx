import { does, type PageRoutes } from "../guard";
import { signalsCsv } from "../../services/signals/export";
import { listSignals, type ListSignalsResponse } from "../../services/signals/list";
import { SIGNAL_SEVERITIES } from "../../services/signals/views";
import { markAllSignalsRead, readSignalIds } from "../../services/signals/reads";
import { capitalised, SIGNAL_TYPE_OPTIONS } from "../format";
import { csvDownload } from "../csv-download";
import {
  Candidates,
  CompanyInput,
  DateRangeInputs,
  ExportLink,
  FilterActions,
  FilterBox,
  FilterSelect,
  ListPager,
  ListTabs,
  SectorInput,
} from "../filter-fields";
import { formFields, PageProblem, redirectAfterPost } from "../forms";
import { renderPage } from "../layout";
import { problemOf, type Problem } from "../problems";
import { SignalRow } from "../signals/components";
import { inboxFilters, inboxHref, SIGNALS_EXPORT_PATH, signalQuery, type InboxFilters } from "./filters";

/*
 * The inbox, the home page (docs/web.md): the signals that need attention across every company,
 * newest first (GET /api/v1/signals's service), each marked unread until the member marks it
 * read; filters in the URL; cursor paging.
 */

const SEVERITY_OPTIONS = SIGNAL_SEVERITIES.map((s) => [s, capitalised(s)] as const);

export function register(routes: PageRoutes): void {
  routes.get("/", does("listSignals"), async (c) => {
    const deps = c.get("deps");
    const { actor } = c.get("member")!;
    const url = new URL(c.req.url);
    const filters = inboxFilters(url);
    let page: ListSignalsResponse | null = null;
    let problem: Problem | null = null;
    try {
      page = await listSignals(deps, actor, signalQuery(filters));
    } catch (err) {
      problem = problemOf(err, c);
    }
    const read = page
      ? await readSignalIds(
          deps,
          actor,
          page.data.map((s) => s.id),
        )
      : new Set<string>();
    return renderPage(
      c,
      { title: "Inbox", nav: "inbox", status: problem?.status ?? 200, headers: problem?.headers },
      <Inbox filters={filters} page={page} read={read} problem={problem} here={url.pathname + url.search} />,
    );
  });

  // The signals' export; registered here, before the signals pages, whose `/signals/:id` would take it for an id.
  routes.get(SIGNALS_EXPORT_PATH.slice("/app".length), does("listSignals"), async (c) => {
    const deps = c.get("deps");
    const { actor } = c.get("member")!;
    const filters = inboxFilters(new URL(c.req.url));
    return csvDownload(
      c,
      filters.show === "all" ? "signals" : "signals-needing-attention",
      signalsCsv(deps, actor, signalQuery({ ...filters, cursor: undefined })),
    );
  });

  routes.post("/inbox/read-all", does("markSignalsRead"), async (c) => {
    const deps = c.get("deps");
    const { actor } = c.get("member")!;
    const form = await formFields(c);
    await markAllSignalsRead(deps, actor);
    return redirectAfterPost(c, form.get("back"), "Every signal is marked read.");
  });
}

function Inbox(props: {
  filters: InboxFilters;
  page: ListSignalsResponse | null;
  read: Set<string>;
  problem: Problem | null;
  here: string;
}) {
  const { filters, page, problem } = props;
  const filtered = Boolean(
    filters.type ||
      filters.severity ||
      filters.company ||
      filters.entityId ||
      filters.sector ||
      filters.since ||
      filters.until,
  );
  return (
    <>
      <h1>Inbox</h1>
      <div class="toolbar">
        <ListTabs
          label="Which signals"
          tabs={(
            [
              ["attention", "Needs attention"],
              ["all", "All signals"],
            ] as const
          ).map(([show, label]) => ({
            href: inboxHref({ ...filters, cursor: undefined }, { show }),
            current: filters.show === show,
            label,
          }))}
        />
        <form method="post" action="/app/inbox/read-all">
          <input type="hidden" name="back" value={props.here} />
          <button type="submit" data-page-key="a">
            Mark all read
          </button>
        </form>
      </div>
      <Filters filters={filters} problem={problem} filtered={filtered} />
      <PageProblem problem={problem} />
      <Candidates
        problem={problem}
        href={(id) => inboxHref({ ...filters, company: undefined, cursor: undefined }, { entityId: id })}
      />
      {page ? <Resolution page={page} filters={filters} /> : null}
      {page ? (
        page.data.length ? (
          <ol class="rows" data-items="" aria-label="Signals">
            {page.data.map((s) => (
              <SignalRow signal={s} read={props.read.has(s.id)} back={props.here} />
            ))}
          </ol>
        ) : (
          <p class="empty">
            {filtered || filters.cursor
              ? "No signals match these filters."
              : filters.show === "attention"
                ? "Nothing needs your attention. All signals are under “All signals”."
                : "No signals yet."}
          </p>
        )
      ) : null}
      <ListPager
        first={filters.cursor ? inboxHref({ ...filters, cursor: undefined }) : null}
        next={page?.nextCursor ? inboxHref(filters, { cursor: page.nextCursor }) : null}
        newest="Newest signals"
        older="Older signals"
      />
      {page?.data.length ? (
        <ExportLink
          href={inboxHref({ ...filters, cursor: undefined }, {}, SIGNALS_EXPORT_PATH)}
          filtered={filtered}
          noun={filters.show === "all" ? "signal" : "signal needing attention"}
        />
      ) : null}
      <p class="shortcuts">
        Keyboard: <kbd>j</kbd>/<kbd>k</kbd> next and previous, <kbd>o</kbd> open, <kbd>m</kbd> mark read, <kbd>a</kbd>
        {" mark all read."}
      </p>
    </>
  );
}

function Resolution(props: { page: ListSignalsResponse; filters: InboxFilters }) {
  const company = props.page.entityResolution;
  const sector = props.page.classificationResolution;
  const sectors = sector?.terms.flatMap((t) => t.matches.map((m) => m.path)) ?? [];
  if (!company && !sector) return null;
  return (
    <p class="hint">
      {company ? `Company: ${company.entity.companyName ?? company.query} (for “${company.query}”). ` : ""}
      {sector
        ? sector.degradedToTextMatching
          ? `Sector: “${props.filters.sector}”, matched as text. `
          : sectors.length
            ? `Sector: ${sectors.slice(0, 4).join("; ")}. `
            : `No sector matches “${props.filters.sector}”. `
        : ""}
    </p>
  );
}

function Filters(props: { filters: InboxFilters; problem: Problem | null; filtered: boolean }) {
  const { filters: f, problem } = props;
  const active = [f.type, f.severity, f.company ?? f.entityId, f.sector, f.since, f.until].filter(Boolean).length;
  return (
    <FilterBox active={active} problem={problem}>
      <form method="get" action="/app" role="search" aria-label="Filter signals">
        {f.show === "all" ? <input type="hidden" name="show" value="all" /> : null}
        {f.entityId && !f.company ? <input type="hidden" name="entityId" value={f.entityId} /> : null}
        <div class="filters">
          <FilterSelect
            id="f-type"
            name="type"
            label="Type"
            any="Any type"
            value={f.type}
            options={SIGNAL_TYPE_OPTIONS}
            problem={problem}
          />
          <FilterSelect
            id="f-severity"
            name="severity"
            label="Severity"
            any="Any severity"
            value={f.severity}
            options={SEVERITY_OPTIONS}
            problem={problem}
          />
          <CompanyInput value={f.company} problem={problem} />
          <SectorInput value={f.sector} problem={problem} />
          <DateRangeInputs since={f.since} until={f.until} problem={problem} />
          <FilterActions clear={props.filtered ? inboxHref({ show: f.show }) : null} />
        </div>
      </form>
    </FilterBox>
  );
}
