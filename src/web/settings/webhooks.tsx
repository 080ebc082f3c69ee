import { does, type PageRoutes } from "../guard";
import type { Context } from "hono";
import { afterFirstSubmission, handOverAfter } from "../../services/shared/form-submissions";
import { createWebhook, listWebhooks } from "../../services/webhooks/endpoints";
import { WebhookListQuery } from "../../services/webhooks/endpoints.schema";
import type { WebhookList } from "../../services/webhooks/endpoints.schema";
import type { WebEnv } from "../env";
import { formFields, ProblemMessage, problemPage, redirectAfterPost } from "../forms";
import { dateTime } from "../format";
import { renderPage } from "../layout";
import { listQuery, Pager } from "../paging";
import { problemOf, type Problem } from "../problems";
import * as webhookEndpointPage from "./webhook-endpoint";
import {
  byEndpointField,
  canManageWebhooks,
  createInput,
  EMPTY_ENDPOINT,
  EndpointFields,
  endpointState,
  endpointValues,
  eventTypesText,
  kindLabel,
  secretHref,
  type SecretHandover,
  webhookHref,
  WEBHOOKS_PATH,
  type EndpointValues,
} from "./webhook-parts";
import { SettingsNav } from "./nav";

/*
 * Settings → Webhooks: the organisation's endpoints (GET /api/v1/webhooks's
 * service) and a form adding one (POST's). A hidden idempotency key makes a reload or a second
 * press create one endpoint; the post redirects, and its signing secret is handed over to the page
 * it redirects to, shown once (services/shared/form-submissions.ts). One endpoint's page is webhook-endpoint.tsx.
 */

export function register(routes: PageRoutes): void {
  routes.get(WEBHOOKS_PATH, does("listWebhooks"), async (c) => {
    const deps = c.get("deps");
    const { actor } = c.get("member")!;
    const list = await listWebhooks(deps, actor, listQuery(WebhookListQuery, { cursor: c.req.query("cursor") }));
    return webhooksPage(c, list, { values: EMPTY_ENDPOINT, problem: null, key: crypto.randomUUID() });
  });

  routes.post(WEBHOOKS_PATH, does("createWebhook"), async (c) => {
    const deps = c.get("deps");
    const { actor } = c.get("member")!;
    const form = await formFields(c);
    const values = endpointValues(form);
    const key = form.get("idempotencyKey") || crypto.randomUUID();
    try {
      const input = createInput(values);
      // A second post of the same form (a reload, a double click) waits for the first and replays it.
      const result = await afterFirstSubmission(() => createWebhook(deps, actor, input, { idempotencyKey: key }));
      const endpoint = result.body.data;
      if (endpoint.kind === "slack")
        return redirectAfterPost(
          c,
          webhookHref(endpoint.id),
          "Slack endpoint added: messages are sent to the channel, unsigned, as Slack expects.",
        );
      // The secret goes to the page after the redirect, once: whichever post the browser follows shows it.
      if (!result.replayed)
        await handOverAfter(deps, actor, key, { endpoint, rotated: false } satisfies SecretHandover);
      return c.redirect(secretHref(endpoint.id, key), 303);
    } catch (err) {
      const problem = problemOf(err, c);
      if (problem.code === "idempotency_conflict") {
        // The form was sent before with other values (back, edit, send): this is a new request.
        const list = await listWebhooks(deps, actor, {});
        return webhooksPage(
          c,
          list,
          {
            values,
            problem: {
              ...problem,
              message:
                "This form was already used to add a webhook. Check the values and add it again if you mean another.",
            },
            key: crypto.randomUUID(),
          },
          409,
        );
      }
      if (problem.status !== 400)
        return problemPage(c, problem, {
          title: "The webhook was not added",
          nav: "settings",
          back: `/app${WEBHOOKS_PATH}`,
        });
      const list = await listWebhooks(deps, actor, {});
      return webhooksPage(c, list, { values, problem: byEndpointField(problem), key }, 400);
    }
  });

  webhookEndpointPage.register(routes);
}

interface CreateForm {
  values: EndpointValues;
  problem: Problem | null;
  key: string;
}

async function webhooksPage(c: Context<WebEnv>, list: WebhookList, form: CreateForm, status = 200) {
  const { actor } = c.get("member")!;
  const canManage = canManageWebhooks(actor);
  return renderPage(
    c,
    { title: "Webhooks", nav: "settings", status },
    <>
      <h1>Webhooks</h1>
      <SettingsNav role={actor.role} current="webhooks" />
      <section class="card" aria-labelledby="endpoints">
        <h2 id="endpoints">Endpoints</h2>
        <p class="hint">
          Each event (a company added or changed, a signal, an alert sent, a lead) is sent to every enabled endpoint
          that wants its type, signed, and retried until it lands.
        </p>
        {actor.role === "viewer" ? (
          <p class="hint">You are a viewer: you can see the webhooks and their deliveries, and change nothing.</p>
        ) : null}
        <EndpointTable endpoints={list.data} />
        <Pager url={new URL(c.req.url)} nextCursor={list.nextCursor} newest="Newest" older="Older" />
      </section>
      {canManage ? <CreateWebhookForm form={form} /> : null}
    </>,
  );
}

function EndpointTable(props: { endpoints: WebhookList["data"] }) {
  if (!props.endpoints.length) return <p class="empty">No webhooks yet.</p>;
  return (
    <div class="table-wrap">
      <table>
        <caption class="visually-hidden">Webhook endpoints</caption>
        <thead>
          <tr>
            <th scope="col">Endpoint</th>
            <th scope="col">Kind</th>
            <th scope="col">Events</th>
            <th scope="col">State</th>
            <th scope="col">Created</th>
          </tr>
        </thead>
        <tbody>
          {props.endpoints.map((e) => {
            const state = endpointState(e);
            return (
              <tr>
                <th scope="row">
                  <a href={webhookHref(e.id)}>{e.description || e.url}</a>
                  {e.description ? (
                    <>
                      <br />
                      <code class="hint">{e.url}</code>
                    </>
                  ) : null}
                </th>
                <td>{kindLabel(e.kind)}</td>
                <td>{eventTypesText(e.eventTypes)}</td>
                <td>
                  <span class={state.badge}>{state.label}</span>
                  {state.why ? <span class="hint">{` ${state.why}`}</span> : null}
                </td>
                <td>{dateTime(e.createdAt)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function CreateWebhookForm(props: { form: CreateForm }) {
  const { values, problem, key } = props.form;
  return (
    <section class="card" aria-labelledby="new-webhook">
      <h2 id="new-webhook">Add a webhook</h2>
      <p class="hint">The URL must be https to a public host. Its signing secret is shown once, when it is added.</p>
      <ProblemMessage problem={problem} title="The webhook was not added" fieldsBeside />
      <form method="post" action={`/app${WEBHOOKS_PATH}`}>
        <input type="hidden" name="idempotencyKey" value={key} />
        <EndpointFields values={values} problem={problem} creating idPrefix="new" />
        <button type="submit" class="primary">
          Add webhook
        </button>
      </form>
    </section>
  );
}
