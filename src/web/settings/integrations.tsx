import { does, shows, type PageRoutes } from "../guard";
import type { Context } from "hono";
import { createIntegration } from "../../services/integrations/create";
import { CreateIntegrationBody } from "../../services/integrations/create.schema";
import { deleteIntegration } from "../../services/integrations/delete";
import { getIntegration } from "../../services/integrations/get";
import { listIntegrations } from "../../services/integrations/list";
import { IntegrationListQuery, type IntegrationList } from "../../services/integrations/list.schema";
import { updateIntegration } from "../../services/integrations/update";
import { UpdateIntegrationBody } from "../../services/integrations/update.schema";
import { CrmKindSchema, type Integration } from "../../services/integrations/views.schema";
import { afterFirstSubmission } from "../../services/shared/form-submissions";
import type { Actor } from "../../services/access/actor";
import type { WebEnv } from "../env";
import {
  FieldError,
  formFields,
  invalidProps,
  parseInput,
  ProblemMessage,
  problemPage,
  redirectAfterPost,
} from "../forms";
import { dateTime } from "../format";
import { renderPage } from "../layout";
import { listQuery, Pager } from "../paging";
import { problemOf, type Problem } from "../problems";
import { byFormField, trackingBody } from "../tracking-fields";
import { DefaultsForm, defaultsOf, type DefaultsValues } from "./integration-defaults";
import { loadSyncLog, registerSyncLog, SyncLog } from "./integration-log";
import { SettingsNav } from "./nav";

/*
 * Settings → Integrations over services/integrations/ (docs/integrations.md): the organisation's CRM
 * connections for every member, and for owners a form connecting a CRM (the token as a password field,
 * checked against the CRM by the service and never shown again) and a connection's page with pause or
 * resume, another list or token, and disconnecting behind a confirmation. The connect form carries a
 * one-time key (the API's Idempotency-Key), so a reload or a double click connects once.
 */

export const INTEGRATIONS_PATH = "/settings/integrations";
export const integrationHref = (id: string) => `/app${INTEGRATIONS_PATH}/${id}`;

type CrmKind = Integration["kind"];
const KINDS: readonly CrmKind[] = CrmKindSchema.options;

/** Each CRM's name and where its token and list id are found (docs/integrations.md "Each CRM's token and list"). */
const CRMS: Record<CrmKind, { label: string; token: string; list: string }> = {
  attio: {
    label: "Attio",
    token:
      "An Attio access token: Settings → Developers → Access tokens, with the scopes list_configuration:read, " +
      "list_entry:read and record_permission:read.",
    list: "The list's id (a UUID) or its slug.",
  },
  affinity: {
    label: "Affinity",
    token: "An Affinity API key: Settings → API.",
    list: "The list's number, as in its URL.",
  },
  hubspot: {
    label: "HubSpot",
    token: "A private app's access token (pat-…) with the scopes crm.lists.read and crm.objects.companies.read.",
    list: "The list's id (its ILS list id), as in its URL.",
  },
};

const crmLabel = (kind: CrmKind) => CRMS[kind].label;

const REASONS: Record<string, string> = {
  token_rejected: "the CRM refuses the token: replace it",
  list_not_found: "the list is gone, or the token cannot read it: choose another list",
  secrets_key_changed: "the saved token cannot be read with the server's key: send the token again",
};

function stateOf(i: Integration): { label: string; badge: string; why: string | null } {
  if (i.state === "paused") return { label: "Paused", badge: "badge sev-medium", why: null };
  if (i.state === "needs_attention")
    return {
      label: "Needs attention",
      badge: "badge sev-high",
      why: i.stateReason ? (REASONS[i.stateReason] ?? i.stateReason) : null,
    };
  return { label: "Active", badge: "badge sev-low", why: null };
}

const canManage = (actor: Actor) => actor.role === "owner";

interface ConnectValues {
  kind: string;
  listId: string;
}

interface ConnectForm {
  values: ConnectValues;
  problem: Problem | null;
  key: string;
}

const EMPTY: ConnectValues = { kind: "attio", listId: "" };

export function register(routes: PageRoutes): void {
  routes.get(INTEGRATIONS_PATH, does("listIntegrations"), async (c) => {
    const list = await listIntegrations(
      c.get("deps"),
      c.get("member")!.actor,
      listQuery(IntegrationListQuery, { cursor: c.req.query("cursor") }),
    );
    return listPage(c, list, { values: EMPTY, problem: null, key: crypto.randomUUID() });
  });

  routes.post(INTEGRATIONS_PATH, does("createIntegration"), async (c) => {
    const deps = c.get("deps");
    const { actor } = c.get("member")!;
    const form = await formFields(c);
    const values: ConnectValues = { kind: form.get("kind") ?? "", listId: form.get("listId") ?? "" };
    const key = form.get("idempotencyKey") || crypto.randomUUID();
    try {
      const input = parseInput(CreateIntegrationBody, { ...values, token: form.get("token") ?? "" });
      // A second post of the same form (a reload, a double click) waits for the first and replays its answer.
      const result = await afterFirstSubmission(() =>
        createIntegration(deps, actor, input, { idempotencyKey: key, request: input, previewFirst: true }),
      );
      const made = result.body.data;
      return redirectAfterPost(
        c,
        integrationHref(made.id),
        `${crmLabel(made.kind)} connected: following “${made.list.name}”. ` +
          "The token is stored encrypted and is not shown again. Preview the first sync below to start it.",
      );
    } catch (err) {
      const problem = problemOf(err, c);
      if (problem.status === 400 || problem.code === "integration_exists" || problem.code === "idempotency_conflict") {
        const list = await listIntegrations(deps, actor, {});
        // Nothing was connected: a fresh key, so the corrected form is a new request.
        return listPage(c, list, { values, problem, key: crypto.randomUUID() }, problem.status);
      }
      return problemPage(c, problem, {
        title: "The CRM was not connected",
        nav: "settings",
        back: `/app${INTEGRATIONS_PATH}`,
      });
    }
  });

  const path = `${INTEGRATIONS_PATH}/:id`;

  routes.get(path, does("getIntegration"), async (c) => renderConnection(c, c.req.param("id"), {}));
  registerSyncLog(routes, path, integrationHref, (i) => `${crmLabel(i.kind)}: ${i.list.name}`);

  // Another list, and a new token when one is given; both checked against the CRM by the service.
  routes.post(path, does("updateIntegration"), async (c) => {
    const deps = c.get("deps");
    const { actor } = c.get("member")!;
    const { data: before } = await getIntegration(deps, actor, c.req.param("id"));
    const form = await formFields(c);
    const listId = form.get("listId");
    const token = form.get("token") || undefined;
    try {
      const input = parseInput(UpdateIntegrationBody, { listId, token });
      const { data: after } = await updateIntegration(deps, actor, before.id, input);
      return redirectAfterPost(
        c,
        integrationHref(after.id),
        `Saved: following “${after.list.name}”${token ? ", with the new token (not shown again)" : ""}.`,
      );
    } catch (err) {
      const problem = problemOf(err, c);
      if (problem.status !== 400) return failed(c, problem, before.id);
      return renderConnection(c, before.id, { problem: { section: "change", problem }, listId: listId ?? "" }, 400);
    }
  });

  routes.post(`${path}/defaults`, does("updateIntegration"), async (c) => {
    const deps = c.get("deps");
    const { actor } = c.get("member")!;
    const { data: before } = await getIntegration(deps, actor, c.req.param("id"));
    const form = await formFields(c);
    const { values: tracking, body } = trackingBody(form);
    const addLeadsToList = form.get("addLeadsToList") === "true";
    try {
      const input = parseInput(UpdateIntegrationBody, { ...body, addLeadsToList });
      await updateIntegration(deps, actor, before.id, input);
      return redirectAfterPost(c, integrationHref(before.id), "Saved: new companies from the list use these settings.");
    } catch (err) {
      const problem = problemOf(err, c);
      if (problem.status !== 400) return failed(c, problem, before.id);
      return renderConnection(
        c,
        before.id,
        { problem: { section: "defaults", problem: byFormField(problem) }, defaults: { tracking, addLeadsToList } },
        400,
      );
    }
  });

  routes.post(`${path}/state`, does("updateIntegration"), async (c) => {
    const deps = c.get("deps");
    const { actor } = c.get("member")!;
    const { data: before } = await getIntegration(deps, actor, c.req.param("id"));
    const state = (await formFields(c)).get("state");
    try {
      const input = parseInput(UpdateIntegrationBody, { state });
      const { data: after } = await updateIntegration(deps, actor, before.id, input);
      return redirectAfterPost(
        c,
        integrationHref(after.id),
        after.state === "paused"
          ? "Paused: nothing is read from or written to the CRM until you resume it."
          : "Resumed: the connection is active again.",
      );
    } catch (err) {
      const problem = problemOf(err, c);
      if (problem.status !== 400) return failed(c, problem, before.id);
      return renderConnection(c, before.id, { problem: { section: "state", problem } }, 400);
    }
  });

  routes.get(`${path}/disconnect`, shows("deleteIntegration"), async (c) => {
    const { data: i } = await getIntegration(c.get("deps"), c.get("member")!.actor, c.req.param("id"));
    return renderPage(
      c,
      { title: `Disconnect ${crmLabel(i.kind)}`, nav: "settings" },
      <>
        <h1>{`Disconnect ${crmLabel(i.kind)}?`}</h1>
        <section class="card danger">
          <p>
            {`The connection to “${i.list.name}” and its stored token go. The companies it brought in stay tracked. ` +
              "To stop it for a while, pause it instead."}
          </p>
          <form method="post" action={`${integrationHref(i.id)}/disconnect`}>
            <button type="submit" class="danger">
              Disconnect
            </button>{" "}
            <a href={integrationHref(i.id)}>Cancel</a>
          </form>
        </section>
      </>,
    );
  });

  routes.post(`${path}/disconnect`, does("deleteIntegration"), async (c) => {
    const deps = c.get("deps");
    const { actor } = c.get("member")!;
    const { data: i } = await getIntegration(deps, actor, c.req.param("id"));
    try {
      await deleteIntegration(deps, actor, i.id);
    } catch (err) {
      return failed(c, problemOf(err, c), i.id);
    }
    return redirectAfterPost(
      c,
      `/app${INTEGRATIONS_PATH}`,
      `${crmLabel(i.kind)} disconnected: its token is deleted; the companies it brought in stay tracked.`,
    );
  });
}

const failed = (c: Context<WebEnv>, problem: Problem, id: string) =>
  problemPage(c, problem, { title: "The connection did not change", nav: "settings", back: integrationHref(id) });

async function listPage(c: Context<WebEnv>, list: IntegrationList, form: ConnectForm, status = 200) {
  const { actor } = c.get("member")!;
  return renderPage(
    c,
    { title: "Integrations", nav: "settings", status, headers: form.problem?.headers },
    <>
      <h1>Integrations</h1>
      <SettingsNav role={actor.role} current="integrations" />
      <section class="card" aria-labelledby="connections">
        <h2 id="connections">CRM connections</h2>
        <p class="hint">Each connection follows one list of the organisation's CRM. Only owners manage them.</p>
        <ConnectionTable connections={list.data} />
        <Pager url={new URL(c.req.url)} nextCursor={list.nextCursor} newest="Newest" older="Older" />
      </section>
      {canManage(actor) ? <ConnectCrmForm form={form} /> : null}
    </>,
  );
}

function ConnectionTable(props: { connections: Integration[] }) {
  if (!props.connections.length) return <p class="empty">No CRM is connected.</p>;
  return (
    <div class="table-wrap">
      <table>
        <caption class="visually-hidden">CRM connections</caption>
        <thead>
          <tr>
            <th scope="col">CRM</th>
            <th scope="col">List</th>
            <th scope="col">State</th>
            <th scope="col">Last sync</th>
            <th scope="col">List entries</th>
            <th scope="col">Companies tracked</th>
          </tr>
        </thead>
        <tbody>
          {props.connections.map((i) => {
            const state = stateOf(i);
            return (
              <tr>
                <th scope="row">
                  <a href={integrationHref(i.id)}>{crmLabel(i.kind)}</a>
                </th>
                <td>
                  {i.list.name}
                  <br />
                  <code class="hint">{i.list.id}</code>
                </td>
                <td>
                  <span class={state.badge}>{state.label}</span>
                  {state.why ? <span class="hint">{` ${state.why}`}</span> : null}
                </td>
                <td>{i.lastSyncAt ? dateTime(i.lastSyncAt) : "Never"}</td>
                <td>{i.counts.listEntries ?? "—"}</td>
                <td>{i.counts.companiesTracked}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The token's and the list id's fields (empty token: the connect form needs one, the change form keeps the saved). */
function TokenAndList(props: { problem: Problem | null; listId: string; prefix: string; tokenRequired: boolean }) {
  const { problem, prefix } = props;
  return (
    <>
      <div class="field">
        <label for={`${prefix}-token`}>{props.tokenRequired ? "Token" : "New token (optional)"}</label>
        <input
          id={`${prefix}-token`}
          name="token"
          type="password"
          autocomplete="off"
          required={props.tokenRequired}
          maxlength={4096}
          value=""
          {...invalidProps(problem, "token", `${prefix}-token`)}
          aria-describedby={
            problem?.fields.token ? `${prefix}-token-hint ${prefix}-token-error` : `${prefix}-token-hint`
          }
        />
        <p class="hint" id={`${prefix}-token-hint`}>
          {props.tokenRequired
            ? "Stored encrypted; never shown again."
            : "Leave empty to keep the saved token. A new one is checked, stored encrypted and never shown again."}
        </p>
        <FieldError problem={problem} name="token" id={`${prefix}-token`} />
      </div>
      <div class="field">
        <label for={`${prefix}-list`}>List id</label>
        <input
          id={`${prefix}-list`}
          name="listId"
          type="text"
          required
          maxlength={200}
          value={props.listId}
          {...invalidProps(problem, "listId", `${prefix}-list`)}
        />
        <FieldError problem={problem} name="listId" id={`${prefix}-list`} />
      </div>
    </>
  );
}

function CrmHints() {
  return (
    <dl class="facts" aria-label="Where to find the token and the list id">
      {KINDS.map((k) => (
        <>
          <dt>{crmLabel(k)}</dt>
          <dd>{`Token: ${CRMS[k].token} List id: ${CRMS[k].list}`}</dd>
        </>
      ))}
    </dl>
  );
}

function ConnectCrmForm(props: { form: ConnectForm }) {
  const { values, problem, key } = props.form;
  return (
    <section class="card" aria-labelledby="connect">
      <h2 id="connect">Connect a CRM</h2>
      <p class="hint">
        The token and the list are checked with the CRM before anything is saved. One connection per CRM.
      </p>
      <ProblemMessage problem={problem} title="The CRM was not connected" fieldsBeside />
      <form method="post" action={`/app${INTEGRATIONS_PATH}`}>
        <input type="hidden" name="idempotencyKey" value={key} />
        <div class="field">
          <label for="connect-kind">CRM</label>
          <select id="connect-kind" name="kind" {...invalidProps(problem, "kind", "connect-kind")}>
            {KINDS.map((k) => (
              <option value={k} selected={values.kind === k}>
                {crmLabel(k)}
              </option>
            ))}
          </select>
          <FieldError problem={problem} name="kind" id="connect-kind" />
        </div>
        <TokenAndList problem={problem} listId={values.listId} prefix="connect" tokenRequired />
        <button type="submit" class="primary">
          Connect
        </button>
      </form>
      <h3>Where to find them</h3>
      <CrmHints />
    </section>
  );
}

type Section = "state" | "change" | "defaults";

interface View {
  problem?: { section: Section; problem: Problem };
  listId?: string;
  defaults?: DefaultsValues;
}

async function renderConnection(c: Context<WebEnv>, id: string, view: View, status = 200) {
  const { actor } = c.get("member")!;
  const { data: i } = await getIntegration(c.get("deps"), actor, id);
  const log = await loadSyncLog(c.get("deps"), actor, i.id);
  const state = stateOf(i);
  const problemIn = (s: Section) => (view.problem?.section === s ? view.problem.problem : null);
  const owner = canManage(actor);
  return renderPage(
    c,
    { title: `${crmLabel(i.kind)}: ${i.list.name}`, nav: "settings", status, headers: view.problem?.problem.headers },
    <>
      <p class="crumbs">
        <a href={`/app${INTEGRATIONS_PATH}`}>Integrations</a>
      </p>
      <div class="toolbar">
        <h1>{`${crmLabel(i.kind)}: ${i.list.name}`}</h1>
        <span class={state.badge}>{state.label}</span>
      </div>
      <SettingsNav role={actor.role} current="integrations" />
      <section class="card" aria-labelledby="h-details">
        <h2 id="h-details">Details</h2>
        <dl class="facts">
          <dt>CRM</dt>
          <dd>{crmLabel(i.kind)}</dd>
          <dt>List</dt>
          <dd>
            {`${i.list.name} `}
            <code>{i.list.id}</code>
          </dd>
          <dt>State</dt>
          <dd>{state.why ? `${state.label}: ${state.why}` : state.label}</dd>
          <dt>Last sync</dt>
          <dd>{i.lastSyncAt ? dateTime(i.lastSyncAt) : "Never"}</dd>
          <dt>List entries</dt>
          <dd>{i.counts.listEntries ?? "Not counted yet"}</dd>
          <dt>Companies tracked</dt>
          <dd>{i.counts.companiesTracked}</dd>
          <dt>Connected</dt>
          <dd>{dateTime(i.createdAt)}</dd>
          <dt>Changed</dt>
          <dd>{dateTime(i.updatedAt)}</dd>
        </dl>
        {owner ? null : <p class="hint">Only the organisation's owners can change or disconnect it.</p>}
      </section>
      <SyncLog integration={i} log={log} owner={owner} action={integrationHref(i.id)} />
      {owner ? (
        <>
          <section class="card" aria-labelledby="h-state">
            <h2 id="h-state">{i.state === "active" ? "Pause" : "Resume"}</h2>
            <ProblemMessage problem={problemIn("state")} title="Not changed" />
            <form method="post" action={`${integrationHref(i.id)}/state`}>
              <input type="hidden" name="state" value={i.state === "active" ? "paused" : "active"} />
              <button type="submit">{i.state === "active" ? "Pause" : "Resume"}</button>
            </form>
            <p class="hint">
              {i.state === "needs_attention"
                ? "Resuming checks the token and the list with the CRM first."
                : "A paused connection reads nothing from the CRM and writes nothing to it."}
            </p>
          </section>
          <DefaultsForm
            action={integrationHref(i.id)}
            values={view.defaults ?? defaultsOf(i)}
            problem={problemIn("defaults")}
          />
          <section class="card" aria-labelledby="h-change">
            <h2 id="h-change">Change the list or the token</h2>
            <ProblemMessage problem={problemIn("change")} title="Not saved" fieldsBeside />
            <form method="post" action={integrationHref(i.id)}>
              <TokenAndList
                problem={problemIn("change")}
                listId={view.listId ?? i.list.id}
                prefix="change"
                tokenRequired={false}
              />
              <button type="submit" class="primary">
                Save
              </button>
            </form>
            <p class="hint">{`Token: ${CRMS[i.kind].token} List id: ${CRMS[i.kind].list}`}</p>
          </section>
          <section class="card danger" aria-labelledby="h-disconnect">
            <h2 id="h-disconnect">Disconnect</h2>
            <p>
              <a href={`${integrationHref(i.id)}/disconnect`}>Disconnect this CRM…</a>
            </p>
          </section>
        </>
      ) : null}
    </>,
  );
}
