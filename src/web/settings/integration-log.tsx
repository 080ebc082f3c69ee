import type { Context } from "hono";
import type { Actor } from "../../services/access/actor";
import type { AppDeps } from "../../services/deps";
import type { IntegrationLead } from "../../services/integrations/leads.schema";
import { listIntegrationLeads } from "../../services/integrations/list-leads";
import { listIntegrationNotes } from "../../services/integrations/list-notes";
import { listIntegrationSyncs } from "../../services/integrations/list-syncs";
import type { IntegrationNote } from "../../services/integrations/notes.schema";
import { previewSync, type PreviewOutcome, type SyncPreview } from "../../services/integrations/preview-sync";
import { retryIntegrationNote } from "../../services/integrations/retry-note";
import { syncIntegrationNow } from "../../services/integrations/sync-now";
import type { IntegrationSync, SyncCounts } from "../../services/integrations/sync.schema";
import { getIntegration } from "../../services/integrations/get";
import type { Integration } from "../../services/integrations/views.schema";
import type { WebEnv } from "../env";
import { formFields, redirectAfterPost, RetryForm } from "../forms";
import { dateTime } from "../format";
import { does, shows, type PageRoutes } from "../guard";
import { renderPage } from "../layout";
import { problemOf } from "../problems";
import { setFlash } from "../session";

/*
 * A connection's sync log (docs/integrations.md, "Sync" and "Notes"), on its page in Settings →
 * Integrations: the latest syncs and notes, each with when, what it did and the CRM's answer when it
 * failed, as the webhook delivery log shows deliveries. Owners sync now and retry a note; the
 * outcome of either is in the log, so a failure comes back to the page with the CRM's words.
 */

const SHOWN = 10;

export interface SyncLogData {
  syncs: IntegrationSync[];
  notes: IntegrationNote[];
  leads: IntegrationLead[];
}

export async function loadSyncLog(deps: AppDeps, actor: Actor, id: string): Promise<SyncLogData> {
  const [syncs, notes, leads] = await Promise.all([
    listIntegrationSyncs(deps, actor, id, { limit: SHOWN }),
    listIntegrationNotes(deps, actor, id, { limit: SHOWN }),
    listIntegrationLeads(deps, actor, id, { limit: SHOWN }),
  ]);
  return { syncs: syncs.data, notes: notes.data, leads: leads.data };
}

/** "3 added, 1 linked, …": the counts that are not zero. */
export function countsText(c: SyncCounts): string {
  const parts = (["added", "linked", "updated", "paused", "unchanged", "scheduled"] as const)
    .filter((k) => c[k] > 0)
    .map((k) => `${c[k]} ${k === "scheduled" ? "scheduled for the next hour" : k}`);
  if (c.failed.length) parts.push(`${c.failed.length} not tracked`);
  return parts.length ? parts.join(", ") : "nothing on the list";
}

export function registerSyncLog(
  routes: PageRoutes,
  path: string,
  hrefOf: (id: string) => string,
  label: (i: Integration) => string,
): void {
  // Before the first sync of a connection made here: what it would do, nothing written (as a CSV import's preview).
  routes.get(`${path}/preview`, shows("syncIntegration"), async (c) => {
    const deps = c.get("deps");
    const { actor } = c.get("member")!;
    const { data: i } = await getIntegration(deps, actor, c.req.param("id")!);
    let preview: SyncPreview;
    try {
      preview = await previewSync(deps, actor, i.id);
    } catch (err) {
      return backWithError(c, hrefOf(i.id), err);
    }
    return renderPage(
      c,
      { title: `Preview the sync of ${label(i)}`, nav: "settings" },
      <PreviewPage integration={i} preview={preview} back={hrefOf(i.id)} title={label(i)} />,
    );
  });

  routes.post(`${path}/sync`, does("syncIntegration"), async (c) => {
    const id = c.req.param("id")!;
    try {
      const { data } = await syncIntegrationNow(c.get("deps"), c.get("member")!.actor, id, "web");
      return redirectAfterPost(c, hrefOf(id), `Synced: ${countsText(data.counts)}.`);
    } catch (err) {
      return backWithError(c, hrefOf(id), err);
    }
  });

  routes.post(`${path}/notes/retry`, does("retryIntegrationNote"), async (c) => {
    const id = c.req.param("id")!;
    const noteId = (await formFields(c)).get("noteId") ?? "";
    try {
      const { data } = await retryIntegrationNote(c.get("deps"), c.get("member")!.actor, id, noteId);
      return redirectAfterPost(
        c,
        hrefOf(id),
        data.status === "written"
          ? `The note on ${data.companyName ?? "the company"} is written already.`
          : `The note on ${data.companyName ?? "the company"} will be tried again in a moment.`,
      );
    } catch (err) {
      return backWithError(c, hrefOf(id), err);
    }
  });
}

/** A failure the log records (or a connection not found): back to the page, the reason on top. */
function backWithError(c: Context<WebEnv>, to: string, err: unknown): Response {
  const problem = problemOf(err, c);
  if (problem.status === 404 || problem.status === 403) throw err;
  setFlash(c, { kind: "error", text: problem.message });
  return c.redirect(to, 303);
}

export function SyncLog(props: { integration: Integration; log: SyncLogData; owner: boolean; action: string }) {
  const { integration: i, log, owner, action } = props;
  // A failed sync is retried by syncing again: what the sync does is the same, and it is idempotent.
  const canSync = owner && i.state === "active" && !i.awaitingFirstSync;
  return (
    <section class="card" aria-labelledby="h-log">
      <h2 id="h-log">Sync log</h2>
      <p class="hint">
        The list is synced every hour: each company on it is tracked, and each alert about one is written to its record
        as a note.
      </p>
      {owner && i.state === "active" ? (
        i.awaitingFirstSync ? (
          <p>
            <a href={`${action}/preview`}>Preview the first sync</a>
            <span class="hint"> (nothing is synced until you start it there)</span>
          </p>
        ) : (
          <form method="post" action={`${action}/sync`}>
            <button type="submit">Sync now</button>
          </form>
        )
      ) : null}
      <h3>Syncs</h3>
      {log.syncs.length ? (
        <LogTable caption="Latest syncs" columns={["When", "Started by", "Outcome", "What it did"]} retry={canSync}>
          {log.syncs.map((s) => (
            <SyncRow sync={s} retry={canSync} action={action} />
          ))}
        </LogTable>
      ) : (
        <p class="empty">No sync yet.</p>
      )}
      <h3>Notes</h3>
      {log.notes.length ? (
        <LogTable caption="Latest notes" columns={["When", "Company", "Outcome"]} retry={owner}>
          {log.notes.map((n) => (
            <NoteRow note={n} retry={owner} action={action} />
          ))}
        </LogTable>
      ) : (
        <p class="empty">No note yet: one is written for each alert about a company on the list.</p>
      )}
      {i.addLeadsToList || log.leads.length ? (
        <>
          <h3>Leads sent to the list</h3>
          {log.leads.length ? (
            <LogTable caption="Latest leads sent to the list" columns={["When", "Company", "Outcome"]} retry={false}>
              {log.leads.map((l) => (
                <LeadRow lead={l} />
              ))}
            </LogTable>
          ) : (
            <p class="empty">No lead tracked since leads go to the list.</p>
          )}
        </>
      ) : null}
    </section>
  );
}

function LogTable(props: { caption: string; columns: string[]; retry: boolean; children?: unknown }) {
  return (
    <div class="table-wrap">
      <table>
        <caption class="visually-hidden">{props.caption}</caption>
        <thead>
          <tr>
            {props.columns.map((c) => (
              <th scope="col">{c}</th>
            ))}
            {props.retry ? <th scope="col">Retry</th> : null}
          </tr>
        </thead>
        <tbody>{props.children}</tbody>
      </table>
    </div>
  );
}

/** What the CRM said when it failed: its status and words. */
const CrmAnswer = (props: { status: number | null; error: string | null }) =>
  props.error ? <span class="hint">{` ${props.status ? `${props.status}: ` : ""}${props.error}`}</span> : null;

function SyncRow(props: { sync: IntegrationSync; retry: boolean; action: string }) {
  const s = props.sync;
  return (
    <tr>
      <td>{dateTime(s.startedAt)}</td>
      <td>{{ api: "API", web: "Web app", schedule: "Hourly sync" }[s.trigger]}</td>
      <td>
        <span class={s.status === "failed" ? "badge sev-high" : "badge sev-low"}>
          {s.status === "failed" ? "Failed" : s.status === "running" ? "Running" : "Done"}
        </span>
        <CrmAnswer status={s.crmStatus} error={s.error} />
      </td>
      <td>
        {countsText(s.counts)}
        {s.counts.failed.length ? (
          <ul class="hint">
            {s.counts.failed.slice(0, 5).map((f) => (
              <li>{`${f.name ?? f.recordId}: ${f.reason}`}</li>
            ))}
          </ul>
        ) : null}
      </td>
      {props.retry ? (
        <td>
          {s.status === "failed" ? (
            <RetryForm action={`${props.action}/sync`} label={`Retry the sync of ${dateTime(s.startedAt)}`} />
          ) : null}
        </td>
      ) : null}
    </tr>
  );
}

function NoteRow(props: { note: IntegrationNote; retry: boolean; action: string }) {
  const n = props.note;
  const company = n.companyName ?? "the company";
  return (
    <tr>
      <td>{dateTime(n.createdAt)}</td>
      <td>{n.signalId ? <a href={`/app/signals/${n.signalId}`}>{n.companyName ?? "Company"}</a> : n.companyName}</td>
      <td>
        <span class={n.status === "failed" ? "badge sev-high" : "badge sev-low"}>{noteState(n)}</span>
        {n.status === "written" ? null : <CrmAnswer status={n.crmStatus} error={n.error} />}
      </td>
      {props.retry ? (
        <td>
          {n.status === "written" ? null : (
            <RetryForm
              action={`${props.action}/notes/retry`}
              label={`Retry the note on ${company}`}
              fields={{ noteId: n.id }}
            />
          )}
        </td>
      ) : null}
    </tr>
  );
}

function LeadRow(props: { lead: IntegrationLead }) {
  const l = props.lead;
  const state = {
    pending: l.attempts > 0 ? `Retrying (${l.attempts} attempts)` : "Queued",
    added: "Added",
    failed: "Failed",
  };
  return (
    <tr>
      <td>{dateTime(l.createdAt)}</td>
      <td>
        <a href={`/app/companies/${l.entityId}`}>{l.companyName ?? "Company"}</a>
      </td>
      <td>
        <span class={l.status === "failed" ? "badge sev-high" : "badge sev-low"}>{state[l.status]}</span>
        {l.status === "added" ? null : <CrmAnswer status={l.crmStatus} error={l.error} />}
      </td>
    </tr>
  );
}

function noteState(n: IntegrationNote): string {
  if (n.status === "written") return "Written";
  if (n.status === "failed") return "Failed";
  return n.attempts > 0 ? `Retrying (${n.attempts} attempts)` : "Queued";
}

const OUTCOMES: Record<PreviewOutcome, string> = {
  add: "Added: tracked with the connection's defaults",
  link: "Linked to a company already tracked",
  linked: "Linked already",
  schedule: "Added in a later hour (the hourly create limit)",
  fail: "Not tracked",
};

/** The most rows a preview lists; the counts cover them all. */
const PREVIEW_ROWS = 500;

function PreviewPage(props: { integration: Integration; preview: SyncPreview; back: string; title: string }) {
  const { preview: p, integration: i } = props;
  const summary = (Object.keys(OUTCOMES) as PreviewOutcome[])
    .filter((k) => p.counts[k] > 0)
    .map((k) => `${OUTCOMES[k]}: ${p.counts[k]}`);
  return (
    <>
      <p class="crumbs">
        <a href={props.back}>{props.title}</a>
      </p>
      <h1>Preview the first sync</h1>
      <section class="card" aria-labelledby="h-preview">
        <h2 id="h-preview">{`What syncing “${i.list.name}” will do`}</h2>
        <p>
          {`${p.rows.length} companies on the list. Nothing has been created yet. Every company is tracked with ` +
            `“${i.defaults.thingsToTrack}”, every ${i.defaults.cadenceDays} days.`}
        </p>
        {summary.length ? (
          <ul>
            {summary.map((line) => (
              <li>{line}</li>
            ))}
          </ul>
        ) : (
          <p class="empty">The list holds no company.</p>
        )}
        {p.complete ? null : (
          <p class="flash error" role="alert">
            The list holds more companies than a sync reads; the rest are neither shown nor synced.
          </p>
        )}
        <form method="post" action={`${props.back}/sync`}>
          <button type="submit" class="primary">
            Start the sync
          </button>{" "}
          <a href={props.back}>Not now</a>
        </form>
      </section>
      {p.rows.length ? (
        <section class="card" aria-labelledby="h-rows">
          <h2 id="h-rows">Companies on the list</h2>
          <div class="table-wrap">
            <table>
              <caption class="visually-hidden">What the sync will do with each company</caption>
              <thead>
                <tr>
                  <th scope="col">Company</th>
                  <th scope="col">Domain</th>
                  <th scope="col">The sync will</th>
                </tr>
              </thead>
              <tbody>
                {p.rows.slice(0, PREVIEW_ROWS).map((r) => (
                  <tr>
                    <th scope="row">{r.name ?? r.recordId}</th>
                    <td>{r.domain ?? "—"}</td>
                    <td>{r.detail ? `${OUTCOMES[r.outcome]}: ${r.detail}` : OUTCOMES[r.outcome]}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {p.rows.length > PREVIEW_ROWS ? <p class="hint">{`The first ${PREVIEW_ROWS} are listed.`}</p> : null}
        </section>
      ) : null}
    </>
  );
}
