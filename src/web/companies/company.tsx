import { does, type PageRoutes } from "../guard";
import type { Context } from "hono";
import { AlertListQuery, listAlerts } from "../../services/alerts/list";
import type { AlertCompact } from "../../services/alerts/views.schema";
import { listSignals, SignalListQuery } from "../../services/signals/list";
import type { SignalItem } from "../../services/signals/views.schema";
import { deleteCompanyConfirmed } from "../../services/tracker/delete";
import { addressList, tagList } from "../../services/shared/typed-lists";
import { getCompany } from "../../services/tracker/get";
import {
  previewAlerts,
  PreviewAlertsInput,
  PREVIEW_SIGNALS,
  type AlertPreviewResult,
} from "../../services/tracker/preview-alerts";
import { refreshCompany } from "../../services/tracker/refresh";
import { listCompanyRuns } from "../../services/tracker/runs";
import { updateCompany } from "../../services/tracker/update";
import { UpdateCompanyBody } from "../../services/tracker/update.schema";
import type { Run, TrackerFull } from "../../services/tracker/views.schema";
import type { WebEnv } from "../env";
import { capitalised, CADENCE_CHOICES, dateTime, linkText, safeHref, stageLabel, typeLabel } from "../format";
import { FieldError, formFields, invalidProps, parseInput, ProblemMessage, redirectAfterPost } from "../forms";
import { renderPage } from "../layout";
import { listQuery } from "../paging";
import { problemOf, type Problem } from "../problems";
import { SeverityBadge } from "../signals/components";
import { AlertEmailsInput, byFormField } from "../tracking-fields";

/*
 * A company's page (docs/web.md): its details, founders and enrichment; run progress that updates
 * while a run is under way; what to watch, with a preview of which of its last 20 signals would
 * have alerted under new text (services/tracker/preview-alerts: the rules judged again on the
 * stored findings, nothing fetched) before saving; alert emails, cadence and tags; pause and
 * resume; Refresh now; delete after typing its name; and its timeline of runs, signals and alerts.
 * Every write is its REST twin's service (PATCH, POST refresh, DELETE /api/v1/tracker/{id}).
 */

type Section = "watch" | "settings" | "actions" | "delete";

interface View {
  company: TrackerFull;
  runs: Run[];
  signals: SignalItem[];
  alerts: AlertCompact[];
  preview: AlertPreviewResult | null;
  /** The text in the watch box: the preview's, or what failed to save. */
  things: string;
  problem: { section: Section; problem: Problem } | null;
  settings?: { alertEmails: string; emailAlertsEnabled: boolean; cadenceDays: string; tags: string };
  confirmName?: string;
  canWrite: boolean;
}

export function register(routes: PageRoutes): void {
  routes.get("/companies/:id", does("getCompany"), async (c) => {
    const deps = c.get("deps");
    const { actor } = c.get("member")!;
    const id = c.req.param("id");
    const things = c.req.query("things");
    let preview: AlertPreviewResult | null = null;
    let problem: View["problem"] = null;
    if (things !== undefined) {
      try {
        preview = await previewAlerts(deps, actor, id, parseInput(PreviewAlertsInput, { thingsToTrack: things }));
      } catch (err) {
        const p = problemOf(err, c);
        if (p.status !== 400) throw err;
        problem = { section: "watch", problem: byFormField(p) };
      }
    }
    return renderCompany(c, id, { preview, things, problem });
  });

  routes.post("/companies/:id/things", does("updateCompany"), async (c) => {
    const form = await formFields(c);
    const things = form.get("things") ?? "";
    return saveOr(c, "watch", { things }, () => ({ thingsToTrack: things }), "What to watch is saved.");
  });

  routes.post("/companies/:id/settings", does("updateCompany"), async (c) => {
    const form = await formFields(c);
    const settings = {
      alertEmails: form.get("alertEmails") ?? "",
      emailAlertsEnabled: form.get("emailAlertsEnabled") === "on",
      cadenceDays: form.get("cadenceDays") ?? "",
      tags: form.get("tags") ?? "",
    };
    return saveOr(
      c,
      "settings",
      { settings },
      () => ({
        alertEmails: addressList(settings.alertEmails),
        emailAlertsEnabled: settings.emailAlertsEnabled,
        ...(settings.cadenceDays ? { cadenceDays: Number(settings.cadenceDays) } : {}),
        tags: tagList(settings.tags),
      }),
      "Settings saved.",
    );
  });

  routes.post("/companies/:id/status", does("updateCompany"), async (c) => {
    const form = await formFields(c);
    const status = form.get("status");
    return saveOr(
      c,
      "actions",
      {},
      () => ({ status }),
      status === "paused" ? "Paused: no run starts until you resume." : "Resumed: runs start again on the cadence.",
    );
  });

  routes.post("/companies/:id/refresh", does("refreshCompany"), async (c) => {
    const deps = c.get("deps");
    const { actor } = c.get("member")!;
    const id = c.req.param("id");
    try {
      await refreshCompany(deps, actor, id);
    } catch (err) {
      const problem = problemOf(err, c);
      // Paused or already running: the API's 409 and its message, on the company's page.
      if (problem.status !== 409) throw err;
      return renderCompany(c, id, { problem: { section: "actions", problem } });
    }
    return redirectAfterPost(c, `/app/companies/${id}`, "A run is queued: this page follows it.");
  });

  routes.post("/companies/:id/delete", does("deleteCompany"), async (c) => {
    const deps = c.get("deps");
    const { actor } = c.get("member")!;
    const id = c.req.param("id");
    const form = await formFields(c);
    const typed = form.get("confirmName")?.trim() ?? "";
    try {
      const { name } = await deleteCompanyConfirmed(deps, actor, id, typed);
      return redirectAfterPost(c, "/app/companies", `${name} is no longer tracked.`);
    } catch (err) {
      const problem = problemOf(err, c);
      if (problem.status !== 400) throw err;
      return renderCompany(c, id, { problem: { section: "delete", problem }, confirmName: typed });
    }
  });
}

/** A PATCH through the update service; a refusal is shown beside the form it came from. */
async function saveOr(
  c: Context<WebEnv>,
  section: Section,
  posted: Partial<View>,
  body: () => Record<string, unknown>,
  notice: string,
): Promise<Response> {
  const deps = c.get("deps");
  const { actor } = c.get("member")!;
  const id = c.req.param("id")!;
  try {
    await updateCompany(deps, actor, id, parseInput(UpdateCompanyBody, body()));
  } catch (err) {
    const problem = problemOf(err, c);
    if (problem.status !== 400 && problem.status !== 409) throw err;
    return renderCompany(c, id, { ...posted, problem: { section, problem: byFormField(problem) } });
  }
  return redirectAfterPost(c, `/app/companies/${id}${section === "watch" ? "#watch" : ""}`, notice);
}

const nameOf = (co: Pick<TrackerFull, "companyName" | "companyWebsite">) =>
  co.companyName ?? co.companyWebsite ?? "Unnamed company";

async function renderCompany(c: Context<WebEnv>, id: string, opts: Partial<View>): Promise<Response> {
  const deps = c.get("deps");
  const { actor } = c.get("member")!;
  const { data } = await getCompany(deps, actor, id, { view: "full" });
  const company = data as TrackerFull;
  const [runs, signals, alerts] = await Promise.all([
    listCompanyRuns(deps, actor, id, 10),
    listSignals(deps, actor, listQuery(SignalListQuery, { entityId: id, limit: "20" })),
    listAlerts(deps, actor, listQuery(AlertListQuery, { entityId: id, outcome: "all", limit: "20" })),
  ]);
  const view: View = {
    company,
    runs,
    signals: signals.data as SignalItem[],
    alerts: alerts.data as AlertCompact[],
    preview: opts.preview ?? null,
    things: opts.things ?? company.thingsToTrack,
    problem: opts.problem ?? null,
    settings: opts.settings,
    confirmName: opts.confirmName,
    canWrite: actor.role !== "viewer",
  };
  return renderPage(
    c,
    {
      title: nameOf(company),
      nav: "companies",
      status: view.problem?.problem.status ?? 200,
      headers: view.problem?.problem.headers,
    },
    <CompanyPage view={view} />,
  );
}

function CompanyPage(props: { view: View }) {
  const v = props.view;
  const co = v.company;
  const site = safeHref(co.companyWebsite);
  const problemOf = (s: Section) => (v.problem?.section === s ? v.problem.problem : null);
  return (
    <>
      <p class="crumbs">
        <a href="/app/companies">Companies</a>
      </p>
      <div class="toolbar">
        <h1>{nameOf(co)}</h1>
        <span class={co.status === "paused" ? "badge sev-medium" : "badge"}>
          {co.status === "paused" ? "Paused" : "Tracking"}
        </span>
      </div>
      <p class="hint">
        {stageLabel(co.stage)}
        {site ? (
          <>
            {" · "}
            <a href={site} rel="noreferrer noopener" target="_blank">
              {linkText(site)}
            </a>
          </>
        ) : null}
        {co.classification.length ? ` · ${co.classification.join("; ")}` : ""}
        {" · "}
        <a href={`/app?entityId=${co.id}&show=all`}>Its signals in the inbox</a>
      </p>
      <Progress company={co} runs={v.runs} />
      {v.canWrite ? <Actions company={co} problem={problemOf("actions")} /> : null}
      <div class="columns">
        <section class="card" aria-labelledby="h-details">
          <h2 id="h-details">Details</h2>
          <Details company={co} />
        </section>
        <section class="card" aria-labelledby="h-founders">
          <h2 id="h-founders">Founders</h2>
          {co.founders.length ? (
            <ul class="plain">
              {co.founders.map((f) => {
                const profile = safeHref(f.linkedinUrl);
                return (
                  <li>
                    {profile ? (
                      <a href={profile} rel="noreferrer noopener" target="_blank">
                        {f.name}
                      </a>
                    ) : (
                      f.name
                    )}
                  </li>
                );
              })}
            </ul>
          ) : (
            <p class="empty">No founder is known yet.</p>
          )}
        </section>
      </div>
      <Watch view={v} problem={problemOf("watch")} />
      <Settings view={v} problem={problemOf("settings")} />
      <Timeline view={v} />
      {v.canWrite ? <Delete company={co} typed={v.confirmName} problem={problemOf("delete")} /> : null}
    </>
  );
}

function Progress(props: { company: TrackerFull; runs: Run[] }) {
  const co = props.company;
  const latest = co.latestRun;
  const active = co.operation.suggestedPollIntervalSeconds !== null;
  const enrichment = co.enrichment;
  return (
    <section
      class="card"
      id="progress"
      aria-labelledby="h-progress"
      aria-live="polite"
      {...(active ? { "data-poll": "3" } : {})}
      data-done="The run finished."
    >
      <h2 id="h-progress">Progress</h2>
      <dl class="facts">
        <dt>Enrichment</dt>
        <dd>
          {capitalised(enrichment.status)}
          {enrichment.reason ? ` — ${enrichment.reason}` : ""}
          {enrichment.finishedAt ? ` (${dateTime(enrichment.finishedAt)})` : ""}
        </dd>
        <dt>Latest run</dt>
        <dd>
          {latest
            ? `${capitalised(latest.status)} · ${capitalised(latest.trigger)} run · ` +
              (latest.finishedAt
                ? `finished ${dateTime(latest.finishedAt)}`
                : latest.startedAt
                  ? `started ${dateTime(latest.startedAt)}`
                  : `queued ${dateTime(latest.queuedAt)}`)
            : "None yet"}
          {latest?.healthReason && latest.healthReason !== "healthy" ? ` (${capitalised(latest.healthReason)})` : ""}
        </dd>
        <dt>Reads the site</dt>
        <dd>{`Every ${co.cadenceDays} days${co.lastScrapedAt ? `; last ${dateTime(co.lastScrapedAt)}` : ""}`}</dd>
      </dl>
      {active ? (
        <p class="hint">Under way: this part of the page updates by itself (reload it without JavaScript).</p>
      ) : null}
    </section>
  );
}

function Actions(props: { company: TrackerFull; problem: Problem | null }) {
  const co = props.company;
  return (
    <div class="toolbar" id="actions">
      <ProblemMessage problem={props.problem} />
      <form method="post" action={`/app/companies/${co.id}/refresh`}>
        <button type="submit" class="primary">
          Refresh now
        </button>
      </form>
      <form method="post" action={`/app/companies/${co.id}/status`}>
        <input type="hidden" name="status" value={co.status === "paused" ? "ok" : "paused"} />
        <button type="submit">{co.status === "paused" ? "Resume" : "Pause"}</button>
      </form>
    </div>
  );
}

function Details(props: { company: TrackerFull }) {
  const co = props.company;
  const link = (url: string | null) => {
    const href = safeHref(url);
    return href ? (
      <a href={href} rel="noreferrer noopener" target="_blank">
        {linkText(href)}
      </a>
    ) : (
      "—"
    );
  };
  return (
    <dl class="facts">
      <dt>Description</dt>
      <dd>{co.description ?? "—"}</dd>
      <dt>Location</dt>
      <dd>{co.location ?? "—"}</dd>
      <dt>Founded</dt>
      <dd>{co.foundingYear ?? "—"}</dd>
      <dt>LinkedIn</dt>
      <dd>{link(co.companyLinkedinUrl)}</dd>
      <dt>Twitter/X</dt>
      <dd>{link(co.companyTwitterUrl)}</dd>
      <dt>Job board</dt>
      <dd>{link(co.jobBoardUrl)}</dd>
      <dt>Tracked since</dt>
      <dd>{dateTime(co.createdAt)}</dd>
    </dl>
  );
}

function Watch(props: { view: View; problem: Problem | null }) {
  const v = props.view;
  const co = v.company;
  return (
    <section class="card" id="watch" aria-labelledby="h-watch">
      <h2 id="h-watch">What to watch</h2>
      {v.canWrite ? (
        <form method="get" action={`/app/companies/${co.id}#watch`}>
          <ProblemMessage problem={props.problem && !props.problem.fields.thingsToTrack ? props.problem : null} />
          <label for="f-things">Things to track</label>
          <textarea
            id="f-things"
            name="things"
            rows={3}
            aria-describedby="f-things-hint"
            {...invalidProps(props.problem, "thingsToTrack", "f-things")}
          >
            {v.things}
          </textarea>
          <div class="hint" id="f-things-hint">
            {`Preview shows which of the last ${PREVIEW_SIGNALS} signals would have alerted with this text, ` +
              `before you save it. Nothing is fetched.`}
          </div>
          <FieldError problem={props.problem} name="thingsToTrack" id="f-things" />
          <div class="actions">
            <button type="submit">Preview</button>
            <button type="submit" class="primary" formmethod="post" formaction={`/app/companies/${co.id}/things`}>
              Save
            </button>
          </div>
        </form>
      ) : (
        <p>{co.thingsToTrack}</p>
      )}
      {v.preview ? <Preview preview={v.preview} current={co.thingsToTrack} /> : null}
    </section>
  );
}

function Preview(props: { preview: AlertPreviewResult; current: string }) {
  const p = props.preview;
  if (!p.rows.length) return <p class="empty">No signal yet to preview against.</p>;
  const would = p.rows.filter((r) => r.after.outcome === "sent").length;
  const alerted = (o: string | undefined) => o === "sent" || o === "failed";
  return (
    <div id="preview">
      <h3>Preview</h3>
      <p role="status">
        {`With this text, ${would} of the last ${p.rows.length} signals would have alerted`}
        {p.gained || p.lost ? ` (${p.gained} more, ${p.lost} fewer than were emailed).` : ", as many as were emailed."}
        {p.thingsToTrack === props.current ? " This is the text saved now." : " Nothing is saved yet."}
      </p>
      <div class="table-wrap">
        <table>
          <caption class="visually-hidden">Each signal's alert: as decided, and under the new text</caption>
          <thead>
            <tr>
              <th scope="col">Signal</th>
              <th scope="col">Decided then</th>
              <th scope="col">With this text</th>
              <th scope="col">Why</th>
            </tr>
          </thead>
          <tbody>
            {p.rows.map((r) => {
              const changed = alerted(r.before?.outcome) !== (r.after.outcome === "sent");
              return (
                <tr class={changed ? "changed" : undefined}>
                  <td>
                    <a href={`/app/signals/${r.signalId}`}>{r.summary}</a>
                    <div class="row-meta">{dateTime(r.createdAt)}</div>
                  </td>
                  <td>{r.before ? capitalised(r.before.outcome) : "—"}</td>
                  <td class={r.after.outcome === "sent" ? "yes" : "no"}>
                    {r.after.outcome === "sent" ? "Would alert" : "Would not"}
                    {changed ? <span class="visually-hidden"> (changed)</span> : null}
                  </td>
                  <td>{r.after.reason}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function Settings(props: { view: View; problem: Problem | null }) {
  const v = props.view;
  const co = v.company;
  const s = v.settings ?? {
    alertEmails: co.alertEmails.join(", "),
    emailAlertsEnabled: co.emailAlertsEnabled,
    cadenceDays: String(co.cadenceDays),
    tags: co.tags.join(", "),
  };
  const problem = props.problem;
  if (!v.canWrite) {
    return (
      <section class="card" aria-labelledby="h-settings">
        <h2 id="h-settings">Alerts and cadence</h2>
        <dl class="facts">
          <dt>Alert emails</dt>
          <dd>{co.emailAlertsEnabled ? co.alertEmails.join(", ") : "Off"}</dd>
          <dt>Cadence</dt>
          <dd>{`Every ${co.cadenceDays} days`}</dd>
          <dt>Tags</dt>
          <dd>{co.tags.join(", ") || "—"}</dd>
        </dl>
      </section>
    );
  }
  return (
    <section class="card" id="settings" aria-labelledby="h-settings">
      <h2 id="h-settings">Alerts and cadence</h2>
      <form method="post" action={`/app/companies/${co.id}/settings`}>
        <ProblemMessage problem={problem} fieldsBeside />
        <div class="field">
          <AlertEmailsInput value={s.alertEmails} attrs={invalidProps(problem, "alertEmails", "f-emails")} />
          <FieldError problem={problem} name="alertEmails" id="f-emails" />
        </div>
        <label class="choice">
          <input type="checkbox" name="emailAlertsEnabled" checked={s.emailAlertsEnabled} /> Send alert emails
        </label>
        <div class="field">
          <label for="f-cadence">Read the site every</label>
          <select id="f-cadence" name="cadenceDays" {...invalidProps(problem, "cadenceDays", "f-cadence")}>
            {CADENCE_CHOICES.map(([days, label]) => (
              <option value={String(days)} selected={s.cadenceDays === String(days)}>
                {label}
              </option>
            ))}
          </select>
          <FieldError problem={problem} name="cadenceDays" id="f-cadence" />
        </div>
        <div class="field">
          <label for="f-tags">Tags</label>
          <input
            type="text"
            id="f-tags"
            name="tags"
            value={s.tags}
            aria-describedby="f-tags-hint"
            {...invalidProps(problem, "tags", "f-tags")}
          />
          <div class="hint" id="f-tags-hint">
            Separated by commas.
          </div>
          <FieldError problem={problem} name="tags" id="f-tags" />
        </div>
        <div class="actions">
          <button type="submit" class="primary">
            Save settings
          </button>
        </div>
      </form>
    </section>
  );
}

type Entry =
  | { at: string; kind: "run"; run: Run }
  | { at: string; kind: "signal"; signal: SignalItem }
  | { at: string; kind: "alert"; alert: AlertCompact };

function Timeline(props: { view: View }) {
  const v = props.view;
  const entries: Entry[] = [
    ...v.runs.map((run): Entry => ({ at: run.finishedAt ?? run.startedAt ?? run.queuedAt, kind: "run", run })),
    ...v.signals.map((signal): Entry => ({ at: signal.createdAt, kind: "signal", signal })),
    ...v.alerts.map((alert): Entry => ({ at: alert.createdAt, kind: "alert", alert })),
  ]
    .sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0))
    .slice(0, 30);
  const active = v.company.operation.suggestedPollIntervalSeconds !== null;
  return (
    <section class="card" id="timeline" aria-labelledby="h-timeline" {...(active ? { "data-poll": "3" } : {})}>
      <h2 id="h-timeline">Timeline</h2>
      {entries.length ? (
        <ol class="timeline">
          {entries.map((e) => (
            <li>
              <time datetime={e.at}>{dateTime(e.at)}</time>{" "}
              {e.kind === "run" ? (
                <span>
                  {`${capitalised(e.run.trigger)} run ${e.run.status}` +
                    (e.run.healthReason && e.run.healthReason !== "healthy"
                      ? ` (${capitalised(e.run.healthReason)})`
                      : "")}
                </span>
              ) : e.kind === "signal" ? (
                <span>
                  <a href={`/app/signals/${e.signal.id}`}>{`Signal: ${typeLabel(e.signal.type)}`}</a>{" "}
                  <SeverityBadge severity={e.signal.severity} /> {e.signal.summary}
                </span>
              ) : (
                <span>
                  <span class={`badge outcome-${e.alert.outcome}`}>{`Alert ${e.alert.outcome}`}</span> {e.alert.reason}
                </span>
              )}
            </li>
          ))}
        </ol>
      ) : (
        <p class="empty">Nothing has happened yet.</p>
      )}
    </section>
  );
}

function Delete(props: { company: TrackerFull; typed?: string; problem: Problem | null }) {
  const co = props.company;
  return (
    <section class="card danger" id="delete" aria-labelledby="h-delete">
      <h2 id="h-delete">Stop tracking</h2>
      <p>Deleting removes the company, its runs, signals and alerts. Its leads keep their decisions.</p>
      <form method="post" action={`/app/companies/${co.id}/delete`}>
        <label for="f-confirm">{`Type “${nameOf(co)}” to confirm`}</label>
        <input
          type="text"
          id="f-confirm"
          name="confirmName"
          value={props.typed ?? ""}
          autocomplete="off"
          {...invalidProps(props.problem, "confirmName", "f-confirm")}
        />
        <FieldError problem={props.problem} name="confirmName" id="f-confirm" />
        <div class="actions">
          <button type="submit" class="danger">
            Delete company
          </button>
        </div>
      </form>
    </section>
  );
}
