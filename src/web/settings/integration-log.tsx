import type { Context } from "hono";
import type { Actor } from "../../services/access/actor";
import type { AppDeps } from "../../services/deps";
import { listIntegrationNotes } from "../../services/integrations/list-notes";
import { listIntegrationSyncs } from "../../services/integrations/list-syncs";
import type { IntegrationNote } from "../../services/integrations/notes.schema";
import { retryIntegrationNote } from "../../services/integrations/retry-note";
import { syncIntegrationNow } from "../../services/integrations/sync-now";
import type { IntegrationSync, SyncCounts } from "../../services/integrations/sync.schema";
import type { Integration } from "../../services/integrations/views.schema";
import type { WebEnv } from "../env";
import { formFields, redirectAfterPost } from "../forms";
import { dateTime } from "../format";
import { does, type PageRoutes } from "../guard";
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
}

export async function loadSyncLog(deps: AppDeps, actor: Actor, id: string): Promise<SyncLogData> {
  const [syncs, notes] = await Promise.all([
    listIntegrationSyncs(deps, actor, id, { limit: SHOWN }),
    listIntegrationNotes(deps, actor, id, { limit: SHOWN }),
  ]);
  return { syncs: syncs.data, notes: notes.data };
}

/** "3 added, 1 linked, …": the counts that are not zero. */
export function countsText(c: SyncCounts): string {
  const parts = (["added", "linked", "updated", "paused", "unchanged", "scheduled"] as const)
    .filter((k) => c[k] > 0)
    .map((k) => `${c[k]} ${k === "scheduled" ? "scheduled for the next hour" : k}`);
  if (c.failed.length) parts.push(`${c.failed.length} not tracked`);
  return parts.length ? parts.join(", ") : "nothing on the list";
}

export function registerSyncLog(routes: PageRoutes, path: string, hrefOf: (id: string) => string): void {
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
  const { integration: i, log, owner } = props;
  return (
    <section class="card" aria-labelledby="h-log">
      <h2 id="h-log">Sync log</h2>
      <p class="hint">
        The list is synced every hour: each company on it is tracked, and each alert about one is written to its record
        as a note.
      </p>
      {owner && i.state === "active" ? (
        <form method="post" action={`${props.action}/sync`}>
          <button type="submit">Sync now</button>
        </form>
      ) : null}
      <h3>Syncs</h3>
      {log.syncs.length ? (
        <div class="table-wrap">
          <table>
            <caption class="visually-hidden">Latest syncs</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Started by</th>
                <th scope="col">Outcome</th>
                <th scope="col">What it did</th>
              </tr>
            </thead>
            <tbody>
              {log.syncs.map((s) => (
                <tr>
                  <td>{dateTime(s.startedAt)}</td>
                  <td>{{ api: "API", web: "Web app", schedule: "Hourly sync" }[s.trigger]}</td>
                  <td>
                    <span class={s.status === "failed" ? "badge sev-high" : "badge sev-low"}>
                      {s.status === "failed" ? "Failed" : s.status === "running" ? "Running" : "Done"}
                    </span>
                    {s.error ? <span class="hint">{` ${s.crmStatus ? `${s.crmStatus}: ` : ""}${s.error}`}</span> : null}
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
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p class="empty">No sync yet.</p>
      )}
      <h3>Notes</h3>
      {log.notes.length ? (
        <div class="table-wrap">
          <table>
            <caption class="visually-hidden">Latest notes</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Company</th>
                <th scope="col">Outcome</th>
                {owner ? <th scope="col">Retry</th> : null}
              </tr>
            </thead>
            <tbody>
              {log.notes.map((n) => (
                <tr>
                  <td>{dateTime(n.createdAt)}</td>
                  <td>
                    {n.signalId ? (
                      <a href={`/app/signals/${n.signalId}`}>{n.companyName ?? "Company"}</a>
                    ) : (
                      n.companyName
                    )}
                  </td>
                  <td>
                    <span class={n.status === "failed" ? "badge sev-high" : "badge sev-low"}>{noteState(n)}</span>
                    {n.error && n.status !== "written" ? (
                      <span class="hint">{` ${n.crmStatus ? `${n.crmStatus}: ` : ""}${n.error}`}</span>
                    ) : null}
                  </td>
                  {owner ? (
                    <td>
                      {n.status === "written" ? null : (
                        <form method="post" action={`${props.action}/notes/retry`}>
                          <input type="hidden" name="noteId" value={n.id} />
                          <button type="submit" aria-label={`Retry the note on ${n.companyName ?? "the company"}`}>
                            Retry
                          </button>
                        </form>
                      )}
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p class="empty">No note yet: one is written for each alert about a company on the list.</p>
      )}
    </section>
  );
}

function noteState(n: IntegrationNote): string {
  if (n.status === "written") return "Written";
  if (n.status === "failed") return "Failed";
  return n.attempts > 0 ? `Retrying (${n.attempts} attempts)` : "Queued";
}
