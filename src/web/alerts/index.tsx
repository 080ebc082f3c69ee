import { authorize } from "../../services/access";
import { AlertListQuery, listAlerts, type AlertCompact } from "../../services/alerts";
import type { WebApp } from "../env";
import { capitalised, dateTime } from "../format";
import { renderPage } from "../layout";
import { listQuery, Pager } from "../paging";

/*
 * Alerts (docs/web.md): every alert decision, newest first, through GET /api/v1/alerts's service,
 * read-only; each links to its signal, whose page shows the rule evaluations. The outcome filter
 * and latest-per-company are issue 30 point 7.
 */

export function register(web: WebApp): void {
  web.get("/alerts", async (c) => {
    const deps = c.get("deps");
    const { actor } = c.get("member")!;
    const url = new URL(c.req.url);
    await authorize(deps, actor, "listAlerts");
    const page = await listAlerts(deps, actor, listQuery(AlertListQuery, { outcome: "all", cursor: url.searchParams.get("cursor") ?? undefined }));
    const alerts = page.data as AlertCompact[];
    return renderPage(
      c,
      { title: "Alerts", nav: "alerts" },
      <>
        <h1>Alerts</h1>
        <p class="hint">Every run decides whether to email; here is each decision, sent or not, and why.</p>
        {alerts.length ? (
          <ul class="rows" data-items="" aria-label="Alerts">
            {alerts.map((a) => (
              <li class="row" data-item="">
                <div class="row-head">
                  <span class="title">{a.companyName ?? "Unnamed company"}</span>
                  <span class={`badge outcome-${a.outcome}`}>{capitalised(a.outcome)}</span>
                  <span class="row-meta">
                    <time datetime={a.createdAt}>{dateTime(a.createdAt)}</time>
                  </span>
                </div>
                <p class="summary">{a.reason}</p>
                {a.signalId ? (
                  <a href={`/app/signals/${a.signalId}#alert`} data-primary="">
                    The signal and its rule evaluations
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p class="empty">No alert decision yet.</p>
        )}
        <Pager url={url} nextCursor={page.nextCursor} newest="Newest alerts" older="Older alerts" />
      </>,
    );
  });
}
