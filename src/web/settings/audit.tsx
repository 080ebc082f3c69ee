import { does, type PageRoutes } from "../guard";
import type { Context } from "hono";
import { AUDIT_ACTION_NAMES, AUDIT_ACTIONS } from "../../services/audit/record";
import {
  AuditListQuery,
  auditMembers,
  listAuditEvents,
  requireAuditReader,
  type AuditEventView,
  type AuditMember,
  type AuditPage,
} from "../../services/audit/list";
import { auditCsv } from "../../services/audit/export";
import { csvDownload } from "../csv-download";
import type { WebEnv } from "../env";
import { DateRangeInputs, FilterActions, FilteredListPager, FilterSelect, listQueryFrom } from "../filter-fields";
import { PageProblem } from "../forms";
import { dateTime } from "../format";
import { renderPage } from "../layout";
import { problemOf, type Problem } from "../problems";
import { filtersHref, filtersInUse, readFilters, type UrlFilters } from "../url-filters";
import { SettingsNav } from "./nav";

/*
 * Settings → Audit log, owners only, over services/audit/list.ts: who did what
 * and from where, newest first, filtered by action, member and dates in the URL, cursor pages, and
 * the same filters as a CSV download. The service refuses members and viewers (403) whatever this
 * page shows; the section is left out of their settings list.
 */

export const AUDIT_PATH = "/settings/audit";
const KEYS = ["action", "member", "since", "until"] as const;
type Filters = UrlFilters<(typeof KEYS)[number]>;

const ACTION_OPTIONS = AUDIT_ACTION_NAMES.map((a) => [a, AUDIT_ACTIONS[a]] as const);

/** The page's filters as the service's query (its own schema and messages, named by the page's fields). */
function auditQuery(f: Filters): AuditListQuery {
  const raw: Record<string, string> = {};
  for (const k of [...KEYS, "cursor" as const]) if (f[k]) raw[k] = f[k]!;
  return listQueryFrom(AuditListQuery, raw, {});
}

/** A row's details in a line: `role: member`, `scopes: tracker:read, leads:read`, `enabled: false`. */
export function detailText(details: Record<string, unknown>): string {
  const value = (v: unknown): string =>
    v === null || v === undefined
      ? "—"
      : Array.isArray(v)
        ? v.map(value).join(", ") || "none"
        : typeof v === "object"
          ? JSON.stringify(v)
          : String(v);
  const text = Object.entries(details)
    .map(([k, v]) => `${k}: ${value(v)}`)
    .join(" · ");
  return text.length > 240 ? `${text.slice(0, 239)}…` : text;
}

export function register(routes: PageRoutes): void {
  routes.get(AUDIT_PATH, does("readAuditLog"), async (c) => {
    const deps = c.get("deps");
    const { actor } = c.get("member")!;
    // Before anything else is read: a member or a viewer is refused the page itself (403).
    requireAuditReader(actor);
    const filters = readFilters(new URL(c.req.url), KEYS);
    const members = await auditMembers(deps, actor);
    let page: AuditPage | null = null;
    let problem: Problem | null = null;
    try {
      page = await listAuditEvents(deps, actor, auditQuery(filters));
    } catch (err) {
      problem = problemOf(err, c);
    }
    return renderPage(
      c,
      { title: "Audit log", nav: "settings", status: problem?.status ?? 200, headers: problem?.headers },
      <>
        <h1>Audit log</h1>
        <SettingsNav role={actor.role} current="audit" />
        <p class="hint">
          {`Who changed what in ${actor.orgName}, when and from which address: sign-ins, members, API keys, ` +
            `webhooks, companies and lead decisions. Each entry is kept ${deps.config.AUDIT_RETENTION_DAYS} days.`}
        </p>
        <AuditFiltersForm filters={filters} members={members} problem={problem} />
        <PageProblem problem={problem} />
        {page ? <AuditTable page={page} filtered={filtersInUse(filters, KEYS) > 0 || Boolean(filters.cursor)} /> : null}
        <FilteredListPager
          path={`/app${AUDIT_PATH}`}
          filters={filters}
          nextCursor={page?.nextCursor}
          newest="Newest entries"
          older="Older entries"
        />
      </>,
    );
  });

  routes.get(`${AUDIT_PATH}/export.csv`, does("readAuditLog"), (c) => exportCsv(c));
}

async function exportCsv(c: Context<WebEnv>): Promise<Response> {
  const deps = c.get("deps");
  const { actor } = c.get("member")!;
  const filters = readFilters(new URL(c.req.url), KEYS);
  const { cursor: _page, limit: _size, ...query } = auditQuery(filters);
  return csvDownload(c, "audit-log", auditCsv(deps, actor, query));
}

function AuditFiltersForm(props: { filters: Filters; members: AuditMember[]; problem: Problem | null }) {
  const { filters: f, problem } = props;
  const active = filtersInUse(f, KEYS);
  const memberOptions = props.members.map((m) => [m.id, m.removed ? `${m.label} (removed)` : m.label] as const);
  return (
    <section class="card filter-box" aria-label="Filters and export">
      <form method="get" action={`/app${AUDIT_PATH}`} role="search" aria-label="Filter the audit log">
        <div class="filters">
          <FilterSelect
            id="f-action"
            name="action"
            label="Action"
            any="Any action"
            value={f.action}
            options={ACTION_OPTIONS}
            problem={problem}
          />
          <FilterSelect
            id="f-member"
            name="member"
            label="Member"
            any="Anyone"
            value={f.member}
            options={memberOptions}
            problem={problem}
          />
          <DateRangeInputs since={f.since} until={f.until} problem={problem} />
          <FilterActions clear={active ? `/app${AUDIT_PATH}` : null} />
        </div>
      </form>
      <p class="actions">
        <a class="button" href={filtersHref(`/app${AUDIT_PATH}/export.csv`, { ...f, cursor: undefined })} download="">
          Export CSV
        </a>
        <span class="hint">
          {active ? "Every entry these filters select, not only this page." : "Every entry kept, not only this page."}
        </span>
      </p>
    </section>
  );
}

function AuditTable(props: { page: AuditPage; filtered: boolean }) {
  const rows = props.page.data;
  if (!rows.length)
    return <p class="empty">{props.filtered ? "No entry matches these filters." : "Nothing recorded yet."}</p>;
  return (
    <div class="table-wrap">
      <table>
        <caption class="visually-hidden">Audit log entries, newest first</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">Action</th>
            <th scope="col">Target</th>
            <th scope="col">Address</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((e) => (
            <AuditRow entry={e} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function AuditRow(props: { entry: AuditEventView }) {
  const e = props.entry;
  const details = detailText(e.details);
  return (
    <tr id={`audit-${e.id}`}>
      <td>
        {/* Kept on one line: a column of wrapped dates is hard to scan. */}
        <time datetime={e.at}>{dateTime(e.at).replace(/ /g, "\u00a0")}</time>
      </td>
      <td>{e.actor.label}</td>
      <td>
        {e.actionLabel}
        {details ? (
          <>
            <br />
            <span class="hint">{details}</span>
          </>
        ) : null}
      </td>
      <td>{e.target.label ?? "—"}</td>
      <td>
        {e.address ?? "—"}
        {e.userAgent ? (
          <>
            <br />
            <span class="hint" title={e.userAgent}>
              {e.userAgent.length > 40 ? `${e.userAgent.slice(0, 39)}…` : e.userAgent}
            </span>
          </>
        ) : null}
      </td>
    </tr>
  );
}
