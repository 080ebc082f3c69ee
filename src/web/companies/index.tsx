import { does, type PageRoutes } from "../guard";
import { resolveCompanyFilter } from "../../services/lists/company-lookup";
import { companiesCsv } from "../../services/tracker/export";
import { getCompany } from "../../services/tracker/get";
import { CompanyListQuery, listCompanies, type ListCompaniesResponse } from "../../services/tracker/list";
import type { TrackerCompact } from "../../services/tracker/views.schema";
import { capitalised, dateTime, linkText, safeHref, stageLabel, typeLabel } from "../format";
import { csvDownload } from "../csv-download";
import {
  Candidates,
  ExportLink,
  FilterActions,
  FilterBox,
  FilteredListPager,
  FilterInput,
  FilterSelect,
  SectorInput,
  StageSelect,
} from "../filter-fields";
import { FieldError, invalidProps, PageProblem } from "../forms";
import { renderPage } from "../layout";
import { listQuery } from "../paging";
import { problemOf, type Problem } from "../problems";
import { SeverityBadge } from "../signals/components";
import { filtersHref, filtersInUse, readFilters, type UrlFilters } from "../url-filters";
import * as companyPage from "./company";
import * as importPage from "./import";
import * as newCompanyPage from "./new";

/*
 * Companies (docs/web.md): the tracked companies, newest first, through GET /api/v1/tracker's
 * service with its filters in the URL (status, stage, sector in plain words, tag), and a search by
 * name or founder through the API's fuzzy company lookup (the one `entityQuery` uses): one match
 * is shown, several about equally likely are offered as candidates. Add company (./new.tsx) and a
 * company's page (./company.tsx) hang from here.
 */

const KEYS = ["q", "status", "stage", "sector", "tag"] as const;
const STATUS_OPTIONS = [
  ["ok", "Tracking"],
  ["paused", "Paused"],
] as const;
type CompanyFilters = UrlFilters<(typeof KEYS)[number]>;

interface Listing {
  page: ListCompaniesResponse | null;
  /** The search's one match (the list's filters do not apply to a search). */
  found: TrackerCompact | null;
}

export function register(routes: PageRoutes): void {
  newCompanyPage.register(routes);
  importPage.register(routes);
  routes.get("/companies", does("listCompanies"), async (c) => {
    const deps = c.get("deps");
    const { actor } = c.get("member")!;
    const url = new URL(c.req.url);
    const filters = readFilters(url, KEYS);
    const listing: Listing = { page: null, found: null };
    let problem: Problem | null = null;
    try {
      if (filters.q) {
        const match = await resolveCompanyFilter(deps, actor, "entity", { query: filters.q });
        listing.found = (await getCompany(deps, actor, match!.entityId, { view: "compact" })).data as TrackerCompact;
      } else {
        listing.page = await listCompanies(
          deps,
          actor,
          listQuery(CompanyListQuery, {
            status: filters.status,
            stage: filters.stage,
            sector: filters.sector,
            tag: filters.tag,
            cursor: filters.cursor,
          }),
        );
      }
    } catch (err) {
      problem = problemOf(err, c);
      // The lookup names its parameter `entityQuery`; the page's field is the search box.
      if (problem.fields.entityQuery) problem.fields.q = problem.fields.entityQuery;
    }
    return renderPage(
      c,
      { title: "Companies", nav: "companies", status: problem?.status ?? 200, headers: problem?.headers },
      <Companies filters={filters} listing={listing} problem={problem} canWrite={actor.role !== "viewer"} />,
    );
  });
  routes.get("/companies/export.csv", does("listCompanies"), async (c) => {
    const deps = c.get("deps");
    const { actor } = c.get("member")!;
    const f = readFilters(new URL(c.req.url), KEYS);
    const query = listQuery(CompanyListQuery, { status: f.status, stage: f.stage, sector: f.sector, tag: f.tag });
    return csvDownload(c, "companies", companiesCsv(deps, actor, { q: f.q, query }));
  });
  // After the export: `/companies/:id` would take `export.csv` for an id.
  companyPage.register(routes);
}

function Companies(props: { filters: CompanyFilters; listing: Listing; problem: Problem | null; canWrite: boolean }) {
  const { filters: f, listing, problem } = props;
  const companies = listing.found ? [listing.found] : ((listing.page?.data ?? []) as TrackerCompact[]);
  const filtered = filtersInUse(f, KEYS) > 0;
  return (
    <>
      <div class="toolbar">
        <h1>Companies</h1>
        {props.canWrite ? (
          <div class="actions">
            <a class="button" href="/app/companies/import">
              Import CSV
            </a>
            <a class="button primary" href="/app/companies/new" data-page-key="n">
              Add company
            </a>
          </div>
        ) : null}
      </div>
      <form method="get" action="/app/companies" role="search" aria-label="Search companies" class="search">
        <label for="f-q">Search by company or founder</label>
        <div class="search-row">
          <input type="search" id="f-q" name="q" value={f.q ?? ""} {...invalidProps(problem, "q", "f-q")} />
          <button type="submit">Search</button>
        </div>
        <FieldError problem={problem} name="q" id="f-q" />
      </form>
      <Filters filters={f} problem={problem} />
      <PageProblem problem={problem} />
      <Candidates problem={problem} href={(id) => `/app/companies/${id}`} />
      {listing.found ? <p class="hint">{`The company that best matches “${f.q}”.`}</p> : null}
      {listing.page || listing.found ? (
        companies.length ? (
          <ul class="rows" data-items="" aria-label="Companies">
            {companies.map((co) => (
              <CompanyRow company={co} />
            ))}
          </ul>
        ) : (
          <p class="empty">
            {filtered || f.cursor ? "No company matches these filters." : "No company is tracked yet."}
          </p>
        )
      ) : null}
      <FilteredListPager
        path="/app/companies"
        filters={f}
        nextCursor={listing.page?.nextCursor}
        newest="First companies"
        older="More companies"
      />
      {listing.page?.data.length || listing.found ? (
        <ExportLink
          href={filtersHref("/app/companies/export.csv", { ...f, cursor: undefined })}
          filtered={filtered}
          noun="company"
        />
      ) : null}
    </>
  );
}

function Filters(props: { filters: CompanyFilters; problem: Problem | null }) {
  const { filters: f, problem } = props;
  const active = filtersInUse(f, ["status", "stage", "sector", "tag"] as const);
  return (
    <FilterBox active={active} problem={problem} outside="q">
      <form method="get" action="/app/companies" aria-label="Filter companies">
        <div class="filters">
          <FilterSelect
            id="f-status"
            name="status"
            label="Status"
            any="Any status"
            value={f.status}
            options={STATUS_OPTIONS}
            problem={problem}
          />
          <StageSelect value={f.stage} problem={problem} />
          <SectorInput value={f.sector} problem={problem} />
          <FilterInput id="f-tag" name="tag" label="Tag" value={f.tag} problem={problem} />
          <FilterActions clear={active ? "/app/companies" : null} />
        </div>
      </form>
    </FilterBox>
  );
}

function CompanyRow(props: { company: TrackerCompact }) {
  const co = props.company;
  const site = safeHref(co.companyWebsite);
  const latest = co.latestSignal;
  return (
    <li class="row" id={`company-${co.id}`} data-item="">
      <div class="row-head">
        <a class="title" href={`/app/companies/${co.id}`} data-primary="">
          {co.companyName ?? co.companyWebsite ?? "Unnamed company"}
        </a>
        <span class={co.status === "paused" ? "badge sev-medium" : "badge"}>
          {co.status === "paused" ? "Paused" : "Tracking"}
        </span>
        <span class="row-meta">{stageLabel(co.stage)}</span>
        {site ? (
          <a class="row-meta" href={site} rel="noreferrer noopener" target="_blank">
            {linkText(site)}
          </a>
        ) : null}
      </div>
      {co.classification.length ? <p class="row-meta">{co.classification.join("; ")}</p> : null}
      {latest ? (
        <p class="summary">
          <a href={`/app/signals/${latest.id}`}>{`Latest: ${typeLabel(latest.type)}`}</a>{" "}
          <SeverityBadge severity={latest.severity} /> <span class="row-meta">{dateTime(latest.createdAt)}</span> —{" "}
          {latest.summary}
        </p>
      ) : (
        <p class="row-meta">No signal yet.</p>
      )}
      <p class="row-meta">
        {co.tags.length ? `Tags: ${co.tags.join(", ")} · ` : ""}
        {`Every ${co.cadenceDays} days · ` +
          `${co.lastScrapedAt ? `last run ${dateTime(co.lastScrapedAt)}` : "not run yet"}` +
          (co.scrapeHealthReason && co.scrapeHealthReason !== "healthy"
            ? ` (${capitalised(co.scrapeHealthReason)})`
            : "")}
      </p>
    </li>
  );
}
