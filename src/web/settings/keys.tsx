import { anyMember, does, shows, type PageRoutes } from "../guard";
import type { Context } from "hono";
import { takeHandover } from "../../services/shared/form-submissions";
import { createOwnKeyOnce, type CreatedKeyHandover } from "../../services/keys/create";
import { getMemberKey } from "../../services/keys/get";
import { listMemberKeys } from "../../services/keys/list";
import { revokeMemberKey } from "../../services/keys/revoke";
import type { MemberKey } from "../../services/keys/views";
import { scopesForRole, type Scope } from "../../services/access/scopes";
import type { WebEnv } from "../env";
import { FieldError, formFields, invalidProps, ProblemMessage, problemPage, redirectAfterPost } from "../forms";
import { dateTime, roleLabel } from "../format";
import { FlashMessage, renderPage } from "../layout";
import { problemOf, type Problem } from "../problems";
import { ActionsHeader } from "../tables";
import { SettingsNav } from "./nav";

/*
 * Settings → API keys over services/keys/ (list, get, create, revoke): a member's own keys (an
 * owner's: the organisation's), a form to make one, and revoking. The form is answered once per
 * submission and redirects (services/shared/form-submissions.ts): the new key's secret is handed over,
 * sealed, to the page the post redirects to, which shows it once (with the MCP client configuration
 * when it is for an agent); a reload, or the same form sent twice, shows it no more.
 */

export const KEYS_PATH = "/settings/keys";

const SCOPE_HINTS: Record<Scope, string> = {
  "tracker:read": "read companies, signals and alerts",
  "tracker:write": "add, change, refresh and delete companies",
  "leads:read": "read leads",
  "leads:write": "track, accept and reject leads",
  "webhooks:read": "read webhooks and their deliveries",
  "webhooks:write": "manage webhooks",
  "integrations:read": "read CRM connections",
  "integrations:write": "connect, change and disconnect CRMs (owners only)",
};
const DEFAULT_SCOPES: Scope[] = ["tracker:read", "leads:read"];

const STATUS_LABELS: Record<MemberKey["status"], string> = {
  active: "Active",
  expired: "Expired",
  revoked: "Revoked",
  member_removed: "Member removed",
};

interface FormValues {
  name: string;
  scopes: string[];
  expiresAt: string;
  forAgent: boolean;
}

function KeyForm(props: {
  values: FormValues;
  problem: Problem | null;
  token: string;
  role: MemberKey["member"]["role"];
}) {
  const { values: v, problem } = props;
  return (
    <section class="card" aria-labelledby="new-key">
      <h2 id="new-key">Create a key</h2>
      <p class="hint">
        The key acts as you: it sees this organisation's data, within the scopes you choose and your role.
      </p>
      <ProblemMessage problem={problem} title="The key was not created" fieldsBeside />
      <form method="post" action={`/app${KEYS_PATH}`}>
        <input type="hidden" name="formToken" value={props.token} />
        <div class="field">
          <label for="key-name">Name</label>
          <input
            id="key-name"
            name="name"
            type="text"
            required
            maxlength={100}
            value={v.name}
            placeholder="e.g. CRM sync, Claude agent"
            {...invalidProps(problem, "name", "key-name-error")}
          />
          <FieldError problem={problem} name="name" id="key-name-error" />
        </div>
        <fieldset class="choices" aria-describedby="key-scopes-error">
          <legend>Scopes</legend>
          {props.role === "viewer" ? <p class="hint">Read scopes only: a viewer's keys cannot write.</p> : null}
          {scopesForRole(props.role).map((s) => (
            <label class="choice">
              <input type="checkbox" name="scopes" value={s} checked={v.scopes.includes(s)} />
              <code>{s}</code> <span class="hint">({SCOPE_HINTS[s]})</span>
            </label>
          ))}
          <FieldError problem={problem} name="scopes" id="key-scopes-error" />
        </fieldset>
        <div class="field">
          <label for="key-expires">Expires (optional)</label>
          <input
            id="key-expires"
            name="expiresAt"
            type="date"
            value={v.expiresAt}
            aria-describedby="key-expires-hint"
            {...invalidProps(problem, "expiresAt", "key-expires-error")}
          />
          <p class="hint" id="key-expires-hint">
            The key stops working at the end of this day (UTC). Leave empty for a key that does not expire.
          </p>
          <FieldError problem={problem} name="expiresAt" id="key-expires-error" />
        </div>
        <label class="choice">
          <input type="checkbox" name="forAgent" value="1" checked={v.forAgent} />
          For an AI agent: show the MCP client configuration with the key
        </label>
        <button type="submit" class="primary">
          Create key
        </button>
      </form>
    </section>
  );
}

/** A key's effective scopes; a viewer's key that names write scopes says they do nothing. */
function KeyScopes(props: { keyOf: MemberKey }) {
  const k = props.keyOf;
  const inert = k.scopes.filter((s) => !k.effectiveScopes.includes(s));
  return (
    <>
      {k.effectiveScopes.join(", ")}
      {inert.length ? (
        <span class="hint">
          {` (${k.member.role === "viewer" ? "read-only: a viewer's key" : "owners only"}; ` +
            `${inert.join(", ")} has no effect)`}
        </span>
      ) : null}
    </>
  );
}

function KeyTable(props: { keys: MemberKey[]; owner: boolean }) {
  if (!props.keys.length) return <p>No keys yet.</p>;
  return (
    <div class="table-wrap">
      <table>
        <caption class="visually-hidden">API keys</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            {props.owner ? <th scope="col">Member</th> : null}
            <th scope="col">Key</th>
            <th scope="col">Scopes</th>
            <th scope="col">Created</th>
            <th scope="col">Last used</th>
            <th scope="col">Expires</th>
            <th scope="col">Status</th>
            <ActionsHeader />
          </tr>
        </thead>
        <tbody>
          {props.keys.map((k) => (
            <tr>
              <th scope="row">{k.name}</th>
              {props.owner ? (
                <td>
                  {k.own ? "You" : `${k.member.email ?? k.member.name ?? k.member.id} (${roleLabel(k.member.role)})`}
                </td>
              ) : null}
              <td>
                <code>{`${k.prefix}…`}</code>
              </td>
              <td>
                <KeyScopes keyOf={k} />
              </td>
              <td>{dateTime(k.createdAt)}</td>
              <td>{k.lastUsedAt ? dateTime(k.lastUsedAt) : "Never"}</td>
              <td>{k.expiresAt ? dateTime(k.expiresAt) : "Never"}</td>
              <td>
                {k.status === "revoked" && k.revokedAt ? `Revoked ${dateTime(k.revokedAt)}` : STATUS_LABELS[k.status]}
              </td>
              <td>
                {k.status === "revoked" ? null : (
                  <a href={`/app${KEYS_PATH}/${k.id}/revoke`} aria-label={`Revoke ${k.name}`}>
                    Revoke
                  </a>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface KeysForm {
  values: FormValues;
  problem: Problem | null;
  /** The form's token: a fresh one, or the one posted when the post is shown again with its reasons. */
  token: string;
  notice?: string;
}

async function keysPage(c: Context<WebEnv>, form: KeysForm, status = 200) {
  const { actor } = c.get("member")!;
  const keys = await listMemberKeys(c.get("deps"), actor);
  const owner = actor.role === "owner";
  return renderPage(
    c,
    { title: "API keys", nav: "settings", status },
    <>
      <h1>API keys</h1>
      <SettingsNav role={actor.role} current="keys" />
      <FlashMessage flash={form.notice ? { kind: "notice", text: form.notice } : null} />
      <section class="card" aria-labelledby="keys">
        <h2 id="keys">{owner ? "The organisation's keys" : "Your keys"}</h2>
        {actor.role === "viewer" ? (
          <p class="hint">
            You are a viewer: your keys can only read. Every write with them is refused, whatever scopes an older key
            names.
          </p>
        ) : null}
        {owner ? <p class="hint">As an owner you see and can revoke every member's keys.</p> : null}
        <KeyTable keys={keys} owner={owner} />
      </section>
      <KeyForm values={form.values} problem={form.problem} token={form.token} role={actor.role} />
    </>,
  );
}

/** The MCP client blocks of the README, with this deployment's tool server and the key. */
function mcpConfigs(mcpUrl: string, secret: string): { title: string; text: string }[] {
  const urlForm = {
    mcpServers: { "partner-tracking": { url: mcpUrl, headers: { Authorization: `Bearer ${secret}` } } },
  };
  const bridge = {
    mcpServers: {
      "partner-tracking": {
        command: "npx",
        args: ["-y", "mcp-remote", mcpUrl, "--header", "Authorization:${PTA_AUTHORIZATION}"],
        env: { PTA_AUTHORIZATION: `Bearer ${secret}` },
      },
    },
  };
  return [
    { title: "Clients that connect to a URL (Cursor's mcp.json and others)", text: JSON.stringify(urlForm, null, 2) },
    { title: "Claude Desktop (claude_desktop_config.json), through mcp-remote", text: JSON.stringify(bridge, null, 2) },
  ];
}

/** A secret or a block of text to copy: selectable without the script, with a Copy button with it. */
export function CopyBlock(props: { id: string; label: string; text: string; inline?: boolean }) {
  return (
    <div class="copy-block">
      {props.inline ? (
        <input id={props.id} class="secret" readonly value={props.text} aria-label={props.label} />
      ) : (
        /* biome-ignore lint/a11y/useAriaPropsSupportedByRole: a scrollable block is a focus stop and needs a name; axe
           passes it */
        <pre id={props.id} tabindex={0} aria-label={props.label}>
          <code>{props.text}</code>
        </pre>
      )}
      {/* Shown by the script, which can copy; without it the text is there to select. */}
      <button type="button" data-copy={props.id} hidden>
        {`Copy ${props.label.toLowerCase()}`}
      </button>
    </div>
  );
}

/**
 * This deployment's tool server as an agent reaches it: at PUBLIC_BASE_URL when it is set (behind
 * a proxy that terminates TLS, the request's own URL says http), else at the address this page was
 * asked for, which the member's browser just reached (HOST:PORT may be 0.0.0.0 in a container).
 */
function mcpUrlOf(c: Context<WebEnv>): string {
  const base = c.get("deps").config.PUBLIC_BASE_URL ?? new URL(c.req.url).origin;
  return `${base.replace(/\/+$/, "")}/api/mcp`;
}

function createdPage(c: Context<WebEnv>, key: MemberKey, secret: string, forAgent: boolean) {
  const { actor } = c.get("member")!;
  const mcpUrl = mcpUrlOf(c);
  return renderPage(
    c,
    { title: "Your new API key", nav: "settings" },
    <>
      <h1>Your new API key</h1>
      <SettingsNav role={actor.role} current="keys" />
      <section class="card" aria-labelledby="secret">
        <h2 id="secret">{key.name}</h2>
        <p role="status">
          <strong>Copy the key now: it is shown only once.</strong> We keep only its hash; if you lose it, revoke it and
          create another.
        </p>
        <CopyBlock id="new-key-secret" label="Key" text={secret} inline />
        <dl class="facts">
          <dt>Scopes</dt>
          <dd>
            <KeyScopes keyOf={key} />
          </dd>
          <dt>Expires</dt>
          <dd>{key.expiresAt ? dateTime(key.expiresAt) : "Never"}</dd>
        </dl>
        <p class="hint">
          Send it as <code>Authorization: Bearer {`${key.prefix}…`}</code> to the API (
          <a href="/api/v1/docs">reference</a>).
        </p>
      </section>
      {forAgent ? (
        <section class="card" aria-labelledby="mcp">
          <h2 id="mcp">MCP client configuration</h2>
          <p>
            The tool server is at <code>{mcpUrl}</code>. Paste one of these into your agent's configuration; ask it to
            call <code>whoami</code> first.
          </p>
          {mcpConfigs(mcpUrl, secret).map((b, i) => (
            <>
              <h3 id={`mcp-${i}`}>{b.title}</h3>
              <CopyBlock id={`mcp-config-${i}`} label="Configuration" text={b.text} />
            </>
          ))}
        </section>
      ) : null}
      <p>
        <a href={`/app${KEYS_PATH}`}>Back to API keys</a>
      </p>
    </>,
  );
}

const EMPTY: FormValues = { name: "", scopes: DEFAULT_SCOPES, expiresAt: "", forAgent: false };

const createdHref = (token: string) => `/app${KEYS_PATH}?created=${encodeURIComponent(token)}`;

export function register(routes: PageRoutes): void {
  routes.get(KEYS_PATH, anyMember, async (c) => {
    const created = c.req.query("created");
    if (created !== undefined) {
      const { actor } = c.get("member")!;
      const deps = c.get("deps");
      const handed = (await takeHandover(deps, actor, created)) as CreatedKeyHandover | null;
      if (handed) return createdPage(c, await getMemberKey(deps, actor, handed.keyId), handed.secret, handed.forAgent);
      const notice =
        "This key was created, and its secret was shown once then. If you did not copy it, revoke the key and " +
        "create another.";
      return keysPage(c, { values: EMPTY, problem: null, token: crypto.randomUUID(), notice });
    }
    return keysPage(c, { values: EMPTY, problem: null, token: crypto.randomUUID() });
  });

  routes.post(KEYS_PATH, does("manageOwnKeys"), async (c) => {
    const form = await formFields(c);
    const { actor } = c.get("member")!;
    const deps = c.get("deps");
    const values: FormValues = {
      name: form.get("name") ?? "",
      scopes: form.all("scopes"),
      expiresAt: form.get("expiresAt") ?? "",
      forAgent: form.get("forAgent") === "1",
    };
    const token = form.get("formToken") || crypto.randomUUID();
    try {
      const input = { name: values.name, scopes: values.scopes as Scope[], expiresAt: values.expiresAt || undefined };
      await createOwnKeyOnce(deps, actor, input, { token, request: values, forAgent: values.forAgent });
      // The first post and any replay of it lead to the same page: it shows the secret to whichever comes first.
      return c.redirect(createdHref(token), 303);
    } catch (err) {
      const problem = problemOf(err, c);
      if (problem.status !== 400)
        return problemPage(c, problem, { title: "The key was not created", nav: "settings", back: `/app${KEYS_PATH}` });
      return keysPage(c, { values, problem, token }, 400);
    }
  });

  routes.get(`${KEYS_PATH}/:id/revoke`, shows("manageOwnKeys"), async (c) => {
    const { actor } = c.get("member")!;
    const key = await getMemberKey(c.get("deps"), actor, c.req.param("id"));
    return renderPage(
      c,
      { title: `Revoke ${key.name}`, nav: "settings" },
      <>
        <h1>{`Revoke “${key.name}”?`}</h1>
        <section class="card">
          <p>
            Every call made with <code>{`${key.prefix}…`}</code>
            {key.own ? "" : ` (${key.member.email ?? key.member.name ?? "another member"}'s key)`} is refused from the
            moment you revoke it. This cannot be undone.
          </p>
          <form method="post" action={`/app${KEYS_PATH}/${key.id}/revoke`}>
            <button type="submit" class="danger">
              Revoke key
            </button>{" "}
            <a href={`/app${KEYS_PATH}`}>Cancel</a>
          </form>
        </section>
      </>,
    );
  });

  routes.post(`${KEYS_PATH}/:id/revoke`, does("manageOwnKeys"), async (c) => {
    const { actor } = c.get("member")!;
    const deps = c.get("deps");
    try {
      const key = await revokeMemberKey(deps, actor, c.req.param("id"));
      return redirectAfterPost(c, `/app${KEYS_PATH}`, `Key “${key.name}” revoked: calls with it are refused.`);
    } catch (err) {
      return problemPage(c, problemOf(err, c), {
        title: "The key was not revoked",
        nav: "settings",
        back: `/app${KEYS_PATH}`,
      });
    }
  });
}
