import type { Child } from "hono/jsx";
import type { z } from "zod";
import { issuesFromZod, validationError } from "../errors";
import { FieldError, invalidProps } from "./forms";
import { STAGE_OPTIONS } from "./format";
import type { Problem } from "./problems";
import { filtersHref, type UrlFilters } from "./url-filters";

/*
 * The parts every filtered list repeats (the inbox, companies, leads, alerts, the audit log): the
 * folded filter box, a filter field with its label and the service's message (the company and
 * sector fields as every list words them), the form's Filter and Clear buttons, the candidates of
 * an ambiguous company, the Newest/Older links, and the list service's query read from the page's
 * filters with the messages naming the page's fields.
 */

/**
 * A list service's query from the page's raw values, validated by the service's own schema; a bad
 * one is the service's 400 with each issue named by the page's field (`fieldOf`: the API's
 * parameter → the page's field).
 */
export function listQueryFrom<S extends z.ZodType>(
  schema: S,
  raw: Record<string, string>,
  fieldOf: Record<string, string>,
): z.output<S> {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    throw validationError(
      issuesFromZod(parsed.error.issues).map((i) => ({
        ...i,
        path: fieldOf[i.path.split(".")[0]!] ?? i.path.split(".")[0]!,
      })),
    );
  }
  return parsed.data;
}

/**
 * The filters the lists of signals and alerts share, under the API's names: a company by id (a
 * candidate's link) or else by name, a sector in plain words, the dates, and the cursor.
 */
export function companyDateParams(f: {
  entityId?: string;
  company?: string;
  sector?: string;
  since?: string;
  until?: string;
  cursor?: string;
}): Record<string, string> {
  const raw: Record<string, string> = {};
  if (f.entityId) raw.entityId = f.entityId;
  else if (f.company) raw.entityQuery = f.company;
  if (f.sector) raw.sector = f.sector;
  if (f.since) raw.since = f.since;
  if (f.until) raw.until = f.until;
  if (f.cursor) raw.cursor = f.cursor;
  return raw;
}

/** A labelled search, text or date input of a filter form, with the service's message beside it. */
export function FilterInput(props: {
  id: string;
  name: string;
  label: string;
  value?: string;
  type?: "search" | "date";
  placeholder?: string;
  problem: Problem | null;
}) {
  return (
    <div>
      <label for={props.id}>{props.label}</label>
      <input
        type={props.type ?? "search"}
        id={props.id}
        name={props.name}
        value={props.value ?? ""}
        placeholder={props.placeholder}
        {...invalidProps(props.problem, props.name, props.id)}
      />
      <FieldError problem={props.problem} name={props.name} id={props.id} />
    </div>
  );
}

/** A labelled select of a filter form: "any" first, then the choices. */
export function FilterSelect(props: {
  id: string;
  name: string;
  label: string;
  any: string;
  value?: string;
  options: readonly (readonly [string, string])[];
  problem: Problem | null;
}) {
  return (
    <div>
      <label for={props.id}>{props.label}</label>
      <select id={props.id} name={props.name} {...invalidProps(props.problem, props.name, props.id)}>
        <option value="">{props.any}</option>
        {props.options.map(([value, label]) => (
          <option value={value} selected={props.value === value}>
            {label}
          </option>
        ))}
      </select>
      <FieldError problem={props.problem} name={props.name} id={props.id} />
    </div>
  );
}

/** A company by name or founder, matched fuzzily by the list's service. */
export function CompanyInput(props: { value?: string; problem: Problem | null }) {
  return (
    <FilterInput
      id="f-company"
      name="company"
      label="Company"
      value={props.value}
      placeholder="Name or founder"
      problem={props.problem}
    />
  );
}

/** A sector in plain words, mapped onto the taxonomy by the list's service. */
export function SectorInput(props: { value?: string; problem: Problem | null }) {
  return (
    <FilterInput
      id="f-sector"
      name="sector"
      label="Sector"
      value={props.value}
      placeholder="e.g. fintech, climate"
      problem={props.problem}
    />
  );
}

/** A company's stage, as the lists of companies and leads take it. */
export function StageSelect(props: { value?: string; problem: Problem | null }) {
  return (
    <FilterSelect
      id="f-stage"
      name="stage"
      label="Stage"
      any="Any stage"
      value={props.value}
      options={STAGE_OPTIONS}
      problem={props.problem}
    />
  );
}

/** Since and Until, as dates. */
export function DateRangeInputs(props: { since?: string; until?: string; problem: Problem | null }) {
  return (
    <>
      <FilterInput id="f-since" name="since" label="Since" type="date" value={props.since} problem={props.problem} />
      <FilterInput id="f-until" name="until" label="Until" type="date" value={props.until} problem={props.problem} />
    </>
  );
}

/** The tabs above a list, each the list with one choice of what it shows; `current`: the one shown. */
export function ListTabs(props: { label: string; tabs: readonly { href: string; current: boolean; label: string }[] }) {
  return (
    <ul class="tabs" aria-label={props.label}>
      {props.tabs.map((tab) => (
        <li>
          <a href={tab.href} aria-current={tab.current ? "page" : undefined}>
            {tab.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * A list's filter form, folded (on a phone it would fill the first screen) until a filter is in use
 * or one of its fields has a problem; `outside`: a field of the page outside the box (a search),
 * whose problem does not open it.
 */
export function FilterBox(props: { active: number; problem: Problem | null; outside?: string; children: Child }) {
  const open = props.active > 0 || Object.keys(props.problem?.fields ?? {}).some((k) => k !== props.outside);
  return (
    <details class="card filter-box" open={open}>
      <summary>{props.active ? `Filters (${props.active} in use)` : "Filters"}</summary>
      {props.children}
    </details>
  );
}

/** A filter form's buttons: Filter, and a way back to the list unfiltered (`clear`) when a filter is in use. */
export function FilterActions(props: { clear: string | null }) {
  return (
    <div class="actions">
      <button type="submit" class="primary">
        Filter
      </button>
      {props.clear ? <a href={props.clear}>Clear filters</a> : null}
    </div>
  );
}

/** An ambiguous company's candidates (the service's 409), each a link to the list filtered by it. */
export function Candidates(props: { problem: Problem | null; question?: string; href: (id: string) => string }) {
  if (!props.problem?.candidates.length) return null;
  return (
    <div class="card">
      <p>{props.question ?? "Which company did you mean?"}</p>
      <ul>
        {props.problem.candidates.map((cand) => (
          <li>
            <a href={props.href(cand.id)}>{cand.name}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Back to the first page, and on to the next; cursors only go forward. */
export function ListPager(props: { first: string | null; next: string | null; newest: string; older: string }) {
  if (!props.first && !props.next) return null;
  return (
    <nav class="pager" aria-label="Pages">
      {props.first ? <a href={props.first}>{props.newest}</a> : <span></span>}
      {props.next ? (
        <a href={props.next} rel="next">
          {props.older}
        </a>
      ) : null}
    </nav>
  );
}

/**
 * ListPager for a list whose filters are in its URL at `path` (filtersHref): back without the cursor, on with the next.
 */
export function FilteredListPager<K extends string>(props: {
  path: string;
  filters: UrlFilters<K>;
  nextCursor: string | null | undefined;
  newest: string;
  older: string;
}) {
  const { path, filters: f } = props;
  return (
    <ListPager
      first={f.cursor ? filtersHref(path, { ...f, cursor: undefined }) : null}
      next={props.nextCursor ? filtersHref(path, f, { cursor: props.nextCursor } as UrlFilters<K>) : null}
      newest={props.newest}
      older={props.older}
    />
  );
}

/**
 * The list's rows as CSV with the filters in use (`href`: the export's URL with them): every row
 * they select, not only the page on screen. A plain link, so it works without a script.
 */
export function ExportLink(props: { href: string; filtered: boolean; noun: string }) {
  return (
    <p class="list-export">
      <a class="button" href={props.href} download="">
        Export CSV
      </a>
      <span class="hint">
        {props.filtered
          ? `Every ${props.noun} these filters select, not only this page.`
          : `Every ${props.noun}, not only this page.`}
      </span>
    </p>
  );
}
