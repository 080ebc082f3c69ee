import { does, shows, type PageRoutes } from "../guard";
import type { Context } from "hono";
import { afterFirstSubmission, handOverAfter, takeHandover } from "../../services/shared/form-submissions";
import { listDeliveries, retryDelivery } from "../../services/webhooks/deliveries";
import {
  deleteWebhook,
  getWebhook,
  rotateWebhookSecret,
  SECRET_OVERLAP_MS,
  testWebhook,
  updateWebhook,
} from "../../services/webhooks/endpoints";
import { WebhookListQuery, type DeliveryList } from "../../services/webhooks/endpoints.schema";
import type { WebhookDelivery, WebhookEndpoint } from "../../services/webhooks/views.schema";
import type { WebEnv } from "../env";
import { formFields, ProblemMessage, problemPage, redirectAfterPost, RetryForm } from "../forms";
import { dateTime } from "../format";
import { FlashMessage, renderPage } from "../layout";
import { listQuery, Pager } from "../paging";
import { problemOf, type Problem } from "../problems";
import { ActionsHeader } from "../tables";
import { SettingsNav } from "./nav";
import {
  byEndpointField,
  canManageWebhooks,
  deliveryState,
  EndpointFields,
  endpointState,
  endpointValues,
  eventTypesText,
  kindLabel,
  secretHref,
  secretPage,
  type SecretHandover,
  updateInput,
  valuesOfEndpoint,
  webhookHref,
  WEBHOOKS_PATH,
  type EndpointValues,
} from "./webhook-parts";

/*
 * One webhook endpoint, over the services of /api/v1/webhooks/{id}: its
 * details, its delivery log a page at a time (GET …/deliveries) with Retry on each delivery whose
 * attempts failed, and for members who may write: send a test event, enable or disable, rotate the
 * secret, change it, delete it. The forms that make something (test, rotate, retry) carry a hidden
 * idempotency key, so a reload or a second press does it once.
 */

type Section = "actions" | "edit" | "log";

interface View {
  problem?: { section: Section; problem: Problem };
  notice?: string;
  edit?: EndpointValues;
}

export function register(routes: PageRoutes): void {
  const path = `${WEBHOOKS_PATH}/:id`;

  routes.get(path, does("getWebhook"), async (c) => {
    const deps = c.get("deps");
    const { actor } = c.get("member")!;
    const id = c.req.param("id");
    const shown = c.req.query("secret");
    if (shown !== undefined) {
      const handed = (await takeHandover(deps, actor, shown)) as SecretHandover | null;
      if (handed && handed.endpoint.id === id) return secretPage(c, handed.endpoint, handed.rotated);
      return renderEndpoint(c, id, {
        notice: "The signing secret was shown once, when it was made. Rotate it if you did not copy it.",
      });
    }
    return renderEndpoint(c, id, {});
  });

  // The edit form: PATCH's url, description and eventTypes.
  routes.post(path, does("updateWebhook"), async (c) => {
    const deps = c.get("deps");
    const { actor } = c.get("member")!;
    const id = c.req.param("id");
    const values = endpointValues(await formFields(c));
    try {
      await updateWebhook(deps, actor, id, updateInput(values));
    } catch (err) {
      const problem = problemOf(err, c);
      if (problem.status !== 400) throw err;
      return renderEndpoint(
        c,
        id,
        { problem: { section: "edit", problem: byEndpointField(problem) }, edit: values },
        400,
      );
    }
    return redirectAfterPost(c, webhookHref(id), "Webhook saved.");
  });

  routes.post(`${path}/enabled`, does("updateWebhook"), async (c) => {
    const deps = c.get("deps");
    const { actor } = c.get("member")!;
    const id = c.req.param("id");
    const enabled = (await formFields(c)).get("enabled") === "true";
    await updateWebhook(deps, actor, id, { enabled });
    return redirectAfterPost(
      c,
      webhookHref(id),
      enabled ? "Enabled: new events are sent to it again." : "Disabled: nothing is sent to it until you enable it.",
    );
  });

  routes.post(`${path}/test`, does("testWebhook"), async (c) => {
    const deps = c.get("deps");
    const { actor } = c.get("member")!;
    const id = c.req.param("id");
    const key = (await formFields(c)).get("idempotencyKey") || undefined;
    try {
      const result = await testWebhook(deps, actor, id, { idempotencyKey: key });
      return redirectAfterPost(
        c,
        webhookHref(id),
        result.replayed
          ? "That test event was already sent."
          : "A test event is on its way: its delivery is at the top of the log.",
      );
    } catch (err) {
      const problem = problemOf(err, c);
      // A disabled endpoint: the API's 409 and its message, beside the button.
      if (problem.code !== "webhook_disabled") throw err;
      return renderEndpoint(c, id, { problem: { section: "actions", problem } }, problem.status);
    }
  });

  routes.post(`${path}/rotate`, does("rotateWebhookSecret"), async (c) => {
    const deps = c.get("deps");
    const { actor } = c.get("member")!;
    const id = c.req.param("id");
    const key = (await formFields(c)).get("idempotencyKey") || crypto.randomUUID();
    // Rotated once per form, however often it is sent; the new secret is handed to the page after, once.
    const result = await afterFirstSubmission(() => rotateWebhookSecret(deps, actor, id, { idempotencyKey: key }));
    if (!result.replayed)
      await handOverAfter(deps, actor, key, { endpoint: result.body.data, rotated: true } satisfies SecretHandover);
    return c.redirect(secretHref(id, key), 303);
  });

  routes.post(`${path}/deliveries/:deliveryId/retry`, does("retryWebhookDelivery"), async (c) => {
    const deps = c.get("deps");
    const { actor } = c.get("member")!;
    const id = c.req.param("id");
    const key = (await formFields(c)).get("idempotencyKey") || undefined;
    const result = await retryDelivery(deps, actor, id, c.req.param("deliveryId"), { idempotencyKey: key });
    return redirectAfterPost(
      c,
      webhookHref(id),
      result.replayed
        ? "That delivery was already retried."
        : `The ${result.body.data.eventType} delivery is due again now, with a fresh retry schedule.`,
    );
  });

  routes.get(`${path}/delete`, shows("deleteWebhook"), async (c) => {
    const deps = c.get("deps");
    const { actor } = c.get("member")!;
    const { data: e } = await getWebhook(deps, actor, c.req.param("id"));
    const name = e.description || e.url;
    return renderPage(
      c,
      { title: `Delete ${name}`, nav: "settings" },
      <>
        <h1>{`Delete “${name}”?`}</h1>
        <section class="card danger">
          <p>
            Nothing more is sent to <code>{e.url}</code>, and its delivery log goes with it. This cannot be undone; to
            stop it for a while, disable it instead.
          </p>
          <form method="post" action={`${webhookHref(e.id)}/delete`}>
            <button type="submit" class="danger">
              Delete webhook
            </button>{" "}
            <a href={webhookHref(e.id)}>Cancel</a>
          </form>
        </section>
      </>,
    );
  });

  routes.post(`${path}/delete`, does("deleteWebhook"), async (c) => {
    const deps = c.get("deps");
    const { actor } = c.get("member")!;
    try {
      const { data: e } = await getWebhook(deps, actor, c.req.param("id"));
      await deleteWebhook(deps, actor, e.id);
      return redirectAfterPost(c, `/app${WEBHOOKS_PATH}`, `Webhook “${e.description || e.url}” deleted.`);
    } catch (err) {
      return problemPage(c, problemOf(err, c), {
        title: "The webhook was not deleted",
        nav: "settings",
        back: `/app${WEBHOOKS_PATH}`,
      });
    }
  });
}

async function renderEndpoint(c: Context<WebEnv>, id: string, view: View, status = 200) {
  const deps = c.get("deps");
  const { actor } = c.get("member")!;
  const { data: endpoint } = await getWebhook(deps, actor, id);
  const log = await listDeliveries(deps, actor, id, listQuery(WebhookListQuery, { cursor: c.req.query("cursor") }));
  const problem = view.problem;
  return renderPage(
    c,
    {
      title: endpoint.description || endpoint.url,
      nav: "settings",
      status: problem?.problem.status ?? status,
      headers: problem?.problem.headers,
    },
    <EndpointPage
      endpoint={endpoint}
      log={log}
      url={new URL(c.req.url)}
      canManage={canManageWebhooks(actor)}
      role={actor.role}
      view={view}
    />,
  );
}

function EndpointPage(props: {
  endpoint: WebhookEndpoint;
  log: DeliveryList;
  url: URL;
  canManage: boolean;
  role: Parameters<typeof SettingsNav>[0]["role"];
  view: View;
}) {
  const { endpoint: e, canManage, view } = props;
  const state = endpointState(e);
  const problemIn = (s: Section) => (view.problem?.section === s ? view.problem.problem : null);
  return (
    <>
      <p class="crumbs">
        <a href={`/app${WEBHOOKS_PATH}`}>Webhooks</a>
      </p>
      <div class="toolbar">
        <h1>{e.description || e.url}</h1>
        <span class={state.badge}>{state.label}</span>
      </div>
      <SettingsNav role={props.role} current="webhooks" />
      <FlashMessage flash={view.notice ? { kind: "notice", text: view.notice } : null} />
      <section class="card" aria-labelledby="h-details">
        <h2 id="h-details">Details</h2>
        <dl class="facts">
          <dt>Kind</dt>
          <dd>{e.kind === "slack" ? "Slack (messages, unsigned)" : "Webhook (signed JSON events)"}</dd>
          <dt>URL</dt>
          <dd>
            <code>{e.url}</code>
          </dd>
          <dt>Events</dt>
          <dd>{eventTypesText(e.eventTypes)}</dd>
          <dt>State</dt>
          <dd>{state.why ? `${state.label}: ${state.why}` : state.label}</dd>
          {e.kind === "webhook" ? (
            <>
              <dt>Signing</dt>
              <dd>
                {e.previousSecretExpiresAt
                  ? `Rotated: the previous secret signs too until ${dateTime(e.previousSecretExpiresAt)}`
                  : "One secret (shown when it was made)"}
              </dd>
            </>
          ) : null}
          <dt>Added</dt>
          <dd>{dateTime(e.createdAt)}</dd>
          <dt>Changed</dt>
          <dd>{dateTime(e.updatedAt)}</dd>
        </dl>
      </section>
      {canManage ? <Actions endpoint={e} problem={problemIn("actions")} /> : null}
      <DeliveryLog endpoint={e} log={props.log} url={props.url} canManage={canManage} />
      {canManage ? <Edit endpoint={e} values={view.edit ?? valuesOfEndpoint(e)} problem={problemIn("edit")} /> : null}
      {canManage ? (
        <section class="card danger" aria-labelledby="h-delete">
          <h2 id="h-delete">Delete</h2>
          <p>
            <a href={`${webhookHref(e.id)}/delete`}>Delete this webhook…</a>
          </p>
        </section>
      ) : null}
    </>
  );
}

function Actions(props: { endpoint: WebhookEndpoint; problem: Problem | null }) {
  const e = props.endpoint;
  const overlapHours = SECRET_OVERLAP_MS / 3_600_000;
  return (
    <section class="card" aria-labelledby="h-actions">
      <h2 id="h-actions">Actions</h2>
      <ProblemMessage problem={props.problem} />
      <div class="actions">
        {e.enabled ? (
          <form method="post" action={`${webhookHref(e.id)}/test`}>
            <input type="hidden" name="idempotencyKey" value={crypto.randomUUID()} />
            <button type="submit" class="primary">
              Send a test event
            </button>
          </form>
        ) : null}
        <form method="post" action={`${webhookHref(e.id)}/enabled`}>
          <input type="hidden" name="enabled" value={e.enabled ? "false" : "true"} />
          <button type="submit">{e.enabled ? "Disable" : "Enable"}</button>
        </form>
        {e.kind === "webhook" ? (
          <form method="post" action={`${webhookHref(e.id)}/rotate`}>
            <input type="hidden" name="idempotencyKey" value={crypto.randomUUID()} />
            <button type="submit">Rotate signing secret</button>
          </form>
        ) : null}
      </div>
      <p class="hint">
        {e.enabled
          ? "A test sends a webhook.test event to this endpoint alone, now. "
          : "Enable it to send a test event. "}
        {e.kind === "webhook"
          ? `Rotating shows a new secret once; the old one keeps signing deliveries for ${overlapHours} hours, ` +
            `so your receiver can switch without missing any.`
          : ""}
      </p>
    </section>
  );
}

function DeliveryLog(props: { endpoint: WebhookEndpoint; log: DeliveryList; url: URL; canManage: boolean }) {
  const { endpoint: e, log } = props;
  return (
    <section class="card" aria-labelledby="h-log" id="log">
      <h2 id="h-log">Delivery log</h2>
      {log.data.length ? (
        <div class="table-wrap">
          <table data-items="">
            <caption class="visually-hidden">
              Deliveries, newest first; the HTTP status and latency are the last attempt's
            </caption>
            <thead>
              <tr>
                <th scope="col">Event</th>
                <th scope="col">Status</th>
                <th scope="col">HTTP status</th>
                <th scope="col">Latency</th>
                <th scope="col">Last attempt</th>
                <th scope="col">Attempts</th>
                {props.canManage ? <ActionsHeader /> : null}
              </tr>
            </thead>
            <tbody>
              {log.data.map((d) => (
                <DeliveryRow endpoint={e} delivery={d} canManage={props.canManage} />
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p class="empty">Nothing sent yet.</p>
      )}
      <Pager url={props.url} nextCursor={log.nextCursor} newest="Newest" older="Older" />
    </section>
  );
}

function DeliveryRow(props: { endpoint: WebhookEndpoint; delivery: WebhookDelivery; canManage: boolean }) {
  const d = props.delivery;
  const state = deliveryState(d);
  const [last, ...earlier] = d.recentAttempts;
  // Retry is offered where an attempt failed: a delivery that gave up, or one waiting for its next try.
  const retryable = d.status === "failed" || (d.status === "pending" && d.attempts > 0);
  return (
    <tr data-item="">
      <th scope="row">
        {d.eventType}
        <br />
        <code class="hint">{d.eventId}</code>
      </th>
      <td>
        <span class={state.badge}>{state.label}</span>
      </td>
      <td>{d.attempts ? (d.lastResponseStatus === null ? "No answer" : String(d.lastResponseStatus)) : "—"}</td>
      <td>{d.lastResponseLatencyMs === null ? "—" : `${d.lastResponseLatencyMs} ms`}</td>
      <td>{last ? dateTime(last.attemptedAt) : `Queued ${dateTime(d.createdAt)}`}</td>
      <td>
        {d.attempts === 1 ? "1 attempt" : `${d.attempts} attempts`}
        {d.nextAttemptAt ? <div>{`Next ${dateTime(d.nextAttemptAt)}`}</div> : null}
        {last?.error ? <div class="hint">{clip(last.error)}</div> : null}
        {earlier.length ? (
          <ol class="attempts" aria-label="Earlier attempts">
            {earlier.map((a) => (
              <li>
                {`#${a.attempt}: ${a.outcome === "delivered" ? "delivered" : "failed"}, ` +
                  `${a.responseStatus === null ? "no answer" : `HTTP ${a.responseStatus}`}, ${a.latencyMs} ms, ` +
                  `${dateTime(a.attemptedAt)}`}
              </li>
            ))}
          </ol>
        ) : null}
      </td>
      {props.canManage ? (
        <td>
          {retryable ? (
            <RetryForm
              action={`${webhookHref(props.endpoint.id)}/deliveries/${d.id}/retry`}
              label={`Retry the ${d.eventType} delivery of ${dateTime(d.createdAt)}`}
              fields={{ idempotencyKey: crypto.randomUUID() }}
            />
          ) : null}
        </td>
      ) : null}
    </tr>
  );
}

const clip = (text: string) => (text.length > 200 ? `${text.slice(0, 200)}…` : text);

function Edit(props: { endpoint: WebhookEndpoint; values: EndpointValues; problem: Problem | null }) {
  const e = props.endpoint;
  return (
    <section class="card" aria-labelledby="h-edit">
      <h2 id="h-edit">{`Change this ${kindLabel(e.kind).toLowerCase()}`}</h2>
      <ProblemMessage problem={props.problem} title="Not saved" fieldsBeside />
      <form method="post" action={webhookHref(e.id)}>
        <EndpointFields values={props.values} problem={props.problem} creating={false} idPrefix="edit" />
        <button type="submit" class="primary">
          Save
        </button>
      </form>
    </section>
  );
}
