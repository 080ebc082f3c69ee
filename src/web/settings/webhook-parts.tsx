import type { Context } from "hono";
import type { Actor } from "../../services/access/actor";
import { permits } from "../../services/access/authorize";
import { SECRET_OVERLAP_MS } from "../../services/webhooks/endpoints";
import {
  CreateWebhookBody,
  UpdateWebhookBody,
  type CreateWebhookInput,
  type UpdateWebhookInput,
} from "../../services/webhooks/endpoints.schema";
import { EVENT_DATA } from "../../services/webhooks/events.schema";
import { EventTypeSchema, type WebhookDelivery, type WebhookEndpoint } from "../../services/webhooks/views.schema";
import type { WebEnv } from "../env";
import { FieldError, invalidProps, parseInput } from "../forms";
import { dateTime } from "../format";
import { renderPage } from "../layout";
import type { Problem } from "../problems";
import { CopyBlock } from "./keys";
import { SettingsNav } from "./nav";

/*
 * What Settings → Webhooks' pages share: the endpoint form's fields and how
 * they become the API's bodies (parsed with the routes' own schemas, so every message is the
 * API's), the words for an endpoint's and a delivery's state, and the page showing a signing
 * secret, the one place it is ever shown.
 */

export const WEBHOOKS_PATH = "/settings/webhooks";
export const webhookHref = (id: string) => `/app${WEBHOOKS_PATH}/${id}`;

/** Members and owners manage webhooks (the API's `webhooks:write`); a viewer reads only. */
export function canManageWebhooks(actor: Actor): boolean {
  return permits(actor, "createWebhook");
}

export interface EndpointValues {
  kind: "webhook" | "slack";
  url: string;
  description: string;
  eventTypes: string[];
}

export const EMPTY_ENDPOINT: EndpointValues = { kind: "webhook", url: "", description: "", eventTypes: [] };

type Form = { get(name: string): string | undefined; all(name: string): string[] };

export function endpointValues(form: Form): EndpointValues {
  return {
    kind: form.get("kind") === "slack" ? "slack" : "webhook",
    url: form.get("url")?.trim() ?? "",
    description: form.get("description")?.trim() ?? "",
    eventTypes: form.all("eventTypes"),
  };
}

export function valuesOfEndpoint(e: WebhookEndpoint): EndpointValues {
  return { kind: e.kind, url: e.url, description: e.description ?? "", eventTypes: e.eventTypes ?? [] };
}

/** POST /api/v1/webhooks's body: no type checked means every type (the API's absent `eventTypes`). */
export function createInput(v: EndpointValues): CreateWebhookInput {
  return parseInput(CreateWebhookBody, {
    url: v.url,
    kind: v.kind,
    ...(v.description ? { description: v.description } : {}),
    ...(v.eventTypes.length ? { eventTypes: v.eventTypes } : {}),
  });
}

/** PATCH /api/v1/webhooks/{id}'s body from the edit form: an empty description or no type checked clears them. */
export function updateInput(v: EndpointValues): UpdateWebhookInput {
  return parseInput(UpdateWebhookBody, {
    url: v.url,
    description: v.description || null,
    eventTypes: v.eventTypes.length ? v.eventTypes : null,
  });
}

/** A reason about one of the event types (`eventTypes.2`) is shown beside the checkboxes. */
export function byEndpointField(problem: Problem): Problem {
  const fields: Record<string, string> = {};
  for (const [path, reason] of Object.entries(problem.fields))
    fields[path.startsWith("eventTypes") ? "eventTypes" : path] ??= reason;
  return { ...problem, fields };
}

export const kindLabel = (k: WebhookEndpoint["kind"]) => (k === "slack" ? "Slack" : "Webhook");

export function eventTypesText(types: readonly string[] | null): string {
  return types === null ? "All events" : types.join(", ");
}

/** An endpoint's state in a word, and why when the service disabled it. */
export function endpointState(e: WebhookEndpoint): { label: string; badge: string; why: string | null } {
  if (e.enabled)
    return e.failingSince
      ? { label: "Failing", badge: "badge sev-high", why: `every attempt has failed since ${dateTime(e.failingSince)}` }
      : { label: "Enabled", badge: "badge", why: null };
  const why =
    e.disabledReason === "gone"
      ? "it answered 410 Gone"
      : e.disabledReason === "failing"
        ? "every attempt failed for 3 days"
        : null;
  return { label: "Disabled", badge: "badge sev-medium", why };
}

export function deliveryState(d: WebhookDelivery): { label: string; badge: string } {
  if (d.status === "delivered") return { label: "Delivered", badge: "badge sev-low" };
  if (d.status === "failed") return { label: "Failed", badge: "badge sev-high" };
  return d.attempts > 0 ? { label: "Retrying", badge: "badge sev-medium" } : { label: "Pending", badge: "badge" };
}

/** The endpoint form's fields: where to send (the kind only when creating), what, and a note. */
export function EndpointFields(props: {
  values: EndpointValues;
  problem: Problem | null;
  creating: boolean;
  idPrefix: string;
}) {
  const { values: v, problem, idPrefix: p } = props;
  return (
    <>
      {props.creating ? (
        <fieldset class="choices">
          <legend>Send to</legend>
          <label class="choice">
            <input type="radio" name="kind" value="webhook" checked={v.kind === "webhook"} />A URL of yours{" "}
            <span class="hint">(signed JSON events, Standard Webhooks)</span>
          </label>
          <label class="choice">
            <input type="radio" name="kind" value="slack" checked={v.kind === "slack"} />
            Slack{" "}
            <span class="hint">
              (an incoming-webhook URL, https://hooks.slack.com/services/…; messages are unsigned)
            </span>
          </label>
        </fieldset>
      ) : null}
      <div class="field">
        <label for={`${p}-url`}>URL</label>
        <input
          id={`${p}-url`}
          name="url"
          type="text"
          inputmode="url"
          required
          maxlength={2048}
          value={v.url}
          placeholder="https://crm.example/hooks/partner-tracking"
          {...invalidProps(problem, "url", `${p}-url`)}
        />
        <FieldError problem={problem} name="url" id={`${p}-url`} />
      </div>
      <div class="field">
        <label for={`${p}-description`}>Description (optional)</label>
        <input
          id={`${p}-description`}
          name="description"
          type="text"
          maxlength={500}
          value={v.description}
          placeholder="e.g. CRM sync"
          {...invalidProps(problem, "description", `${p}-description`)}
        />
        <FieldError problem={problem} name="description" id={`${p}-description`} />
      </div>
      <fieldset
        class="choices"
        {...(problem?.fields.eventTypes
          ? { "aria-describedby": `${p}-events-error` }
          : { "aria-describedby": `${p}-events-hint` })}
      >
        <legend>Events</legend>
        <p class="hint" id={`${p}-events-hint`}>
          None checked: every event, including types added later.
        </p>
        {EventTypeSchema.options.map((t) => (
          <label class="choice">
            <input type="checkbox" name="eventTypes" value={t} checked={v.eventTypes.includes(t)} />
            <code>{t}</code> <span class="hint">{EVENT_DATA[t].summary}</span>
          </label>
        ))}
        <FieldError problem={problem} name="eventTypes" id={`${p}-events`} />
      </fieldset>
    </>
  );
}

/** What a create or a rotation hands over to the page after its redirect (services/shared/form-submissions.ts). */
export interface SecretHandover {
  endpoint: WebhookEndpoint & { secret: string };
  rotated: boolean;
}

/** The page after a create or a rotation: it shows the secret the post handed over, once. */
export const secretHref = (id: string, token: string) => `${webhookHref(id)}?secret=${encodeURIComponent(token)}`;

/**
 * The secret of a create or a rotation, shown once: the page the post redirected to took it from
 * its handover (never in a URL or a cookie; pages are `no-store`). A reload is not shown it again.
 */
export function secretPage(c: Context<WebEnv>, e: WebhookEndpoint & { secret: string }, rotated: boolean) {
  const { actor } = c.get("member")!;
  const title = rotated ? "New signing secret" : "Webhook added";
  const overlapHours = SECRET_OVERLAP_MS / 3_600_000;
  return renderPage(
    c,
    { title, nav: "settings" },
    <>
      <h1>{title}</h1>
      <SettingsNav role={actor.role} current="webhooks" />
      <section class="card" aria-labelledby="secret">
        <h2 id="secret">{e.description || e.url}</h2>
        <p role="status">
          <strong>Copy the signing secret now: it is shown only once.</strong> If you lose it, rotate it to get another.
        </p>
        <CopyBlock id="webhook-secret" label="Signing secret" text={e.secret} inline />
        {rotated && e.previousSecretExpiresAt ? (
          <p>
            {`The previous secret stays valid for ${overlapHours} hours, until ` +
              `${dateTime(e.previousSecretExpiresAt)}: until then each delivery carries two signatures, one with ` +
              `each secret, so your receiver keeps verifying while you replace it.`}
          </p>
        ) : null}
        <p class="hint">
          Each delivery carries <code>webhook-id</code>, <code>webhook-timestamp</code> and{" "}
          <code>webhook-signature</code> (Standard Webhooks): verify the signature with this secret, with any Standard
          Webhooks library (see the <a href="/api/v1/docs">API reference</a>).
        </p>
        <dl class="facts">
          <dt>URL</dt>
          <dd>{e.url}</dd>
          <dt>Events</dt>
          <dd>{eventTypesText(e.eventTypes)}</dd>
        </dl>
      </section>
      <p>
        <a href={webhookHref(e.id)}>Go to the webhook</a>
        {" · "}
        <a href={`/app${WEBHOOKS_PATH}`}>Back to webhooks</a>
      </p>
    </>,
  );
}
