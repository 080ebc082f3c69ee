import { authorize } from "../../services/access";
import { CompanyListQuery, listCompanies } from "../../services/tracker/list";
import type { TrackerCompact } from "../../services/tracker/views.schema";
import type { WebApp } from "../env";
import { capitalised, dateTime, linkText, safeHref, stageLabel, typeLabel } from "../format";
import { renderPage } from "../layout";
import { listQuery, Pager } from "../paging";
import { SeverityBadge } from "../signals/components";

/*
 * Companies (docs/web.md): the tracked companies, newest first, through GET /api/v1/tracker's
 * service, read-only for now. Its filters, Add company and the company page are issue 30 point 5.
 */

export function register(web: WebApp): void {
  web.get("/companies", async (c) => {
    const deps = c.get("deps");
    const { actor } = c.get("member")!;
    const url = new URL(c.req.url);
    await authorize(deps, actor, "listCompanies");
    const page = await listCompanies(deps, actor, listQuery(CompanyListQuery, { cursor: url.searchParams.get("cursor") ?? undefined }));
    const companies = page.data as TrackerCompact[];
    return renderPage(
      c,
      { title: "Companies", nav: "companies" },
      <>
        <h1>Companies</h1>
        {companies.length ? (
          <ul class="rows" data-items="" aria-label="Companies">
            {companies.map((co) => (
              <CompanyRow company={co} />
            ))}
          </ul>
        ) : (
          <p class="empty">No company is tracked yet.</p>
        )}
        <Pager url={url} nextCursor={page.nextCursor} newest="First companies" older="More companies" />
      </>,
    );
  });
}

function CompanyRow(props: { company: TrackerCompact }) {
  const co = props.company;
  const site = safeHref(co.companyWebsite);
  const latest = co.latestSignal;
  return (
    <li class="row" data-item="">
      <div class="row-head">
        <a class="title" href={`/app?entityId=${co.id}&show=all`} data-primary="">
          {co.companyName ?? co.companyWebsite ?? "Unnamed company"}
        </a>
        <span class={co.status === "paused" ? "badge sev-medium" : "badge"}>{co.status === "paused" ? "Paused" : "Tracking"}</span>
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
          <a href={`/app/signals/${latest.id}`}>{`Latest: ${typeLabel(latest.type)}`}</a> <SeverityBadge severity={latest.severity} />{" "}
          <span class="row-meta">{dateTime(latest.createdAt)}</span> — {latest.summary}
        </p>
      ) : (
        <p class="row-meta">No signal yet.</p>
      )}
      <p class="row-meta">
        {co.tags.length ? `Tags: ${co.tags.join(", ")} · ` : ""}
        {`Every ${co.cadenceDays} days · ${co.lastScrapedAt ? `last run ${dateTime(co.lastScrapedAt)}` : "not run yet"}${co.scrapeHealthReason && co.scrapeHealthReason !== "healthy" ? ` (${capitalised(co.scrapeHealthReason)})` : ""}`}
      </p>
    </li>
  );
}
