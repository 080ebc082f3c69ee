import type { Db } from "../../db/database";
import { sql } from "kysely";
import { JOB_DELIVER_WEBHOOK, recordEvent } from "../../db/events";
import { ApiError, notFound } from "../../errors";
import { dispatchAfterCommit } from "../../lifecycle/jobs";
import { newId } from "../../platform/ids";
import type { Actor } from "../access/actor";
import { recordAudit, type AuditTarget } from "../audit/record";
import type { AppDeps } from "../deps";
import { parseIdempotencyKey, withIdempotency } from "../shared/idempotency";
import { finishPage, keysetPage, pageSize, type KeysetRow } from "../lists/paging";
import { requireUuid } from "../shared/path-id";
import type {
  CreateWebhookInput,
  UpdateWebhookInput,
  WebhookDeleted,
  WebhookList,
  WebhookListQuery,
  WebhookResponse,
  WebhookSecretResponse,
  DeliveryResponse,
} from "./endpoints.schema";
import { newWebhookSecret } from "./signing";
import { checkWebhookUrl } from "./url";
import { renderDelivery, renderEndpoint } from "./views";
import type { WebhookEndpointRow } from "../../db/types";

/*
 * /api/v1/webhooks (docs/webhooks.md): an organisation's endpoints. The signing secret is shown
 * only when made (create, rotate); a rotation keeps the old secret signing for 24 hours.
 */

export const SECRET_OVERLAP_MS = 24 * 60 * 60 * 1000;

/**
 * An endpoint as the audit log names it: its description and where it sends, without what may be
 * a credential (a query string; a Slack incoming webhook's path, which is its secret). The log
 * outlives the endpoint by a year.
 */
export function webhookTarget(row: Pick<WebhookEndpointRow, "id" | "kind" | "url" | "description">): AuditTarget {
  let where = row.kind === "slack" ? "Slack" : "webhook";
  try {
    const u = new URL(row.url);
    where = row.kind === "slack" ? `Slack (${u.host})` : `${u.origin}${u.pathname}`;
  } catch {
    // Stored URLs were checked when saved; a bad one is named by its kind alone.
  }
  return { type: "webhook", id: row.id, label: row.description ? `${row.description}: ${where}` : where };
}

/** Which settings an update changed, and the new values of those that are no credential. */
function webhookChanges(before: WebhookEndpointRow, after: WebhookEndpointRow): Record<string, unknown> {
  const changed: Record<string, unknown> = {};
  if (before.url !== after.url) changed.url = webhookTarget({ ...after, description: null }).label;
  if (before.description !== after.description) changed.description = after.description;
  if (JSON.stringify(before.event_types) !== JSON.stringify(after.event_types)) changed.eventTypes = after.event_types;
  if (before.enabled !== after.enabled) changed.enabled = after.enabled;
  return changed;
}

/** POST /api/v1/webhooks: 201 with the endpoint and its secret (a replay: 200, the same secret). */
export async function createWebhook(
  deps: AppDeps,
  actor: Actor,
  input: CreateWebhookInput,
  opts: { idempotencyKey?: string; request?: unknown } = {},
) {
  const url = checkWebhookUrl(input.url, deps.config.ALLOW_PRIVATE_NETWORK);
  const key = parseIdempotencyKey(opts.idempotencyKey);
  return withIdempotency<WebhookSecretResponse, 201>(
    deps,
    { keyId: actor.keyId, operation: "POST /api/v1/webhooks", key, request: opts.request ?? input },
    async (record) =>
      deps.db.transaction().execute(async (trx) => {
        const now = deps.clock.now();
        const row = await trx
          .insertInto("webhook_endpoints")
          .values({
            id: newId(),
            org_id: actor.orgId,
            kind: input.kind ?? "webhook",
            url,
            description: input.description || null,
            event_types: input.eventTypes ?? null,
            enabled: input.enabled ?? true,
            disabled_reason: null,
            secret: newWebhookSecret(),
            previous_secret: null,
            previous_secret_expires_at: null,
            failing_since: null,
            created_at: now,
            updated_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordAudit(trx, {
          action: "webhook.created",
          by: actor,
          orgId: actor.orgId,
          target: webhookTarget(row),
          details: { kind: row.kind, eventTypes: row.event_types, enabled: row.enabled },
          at: now,
        });
        const result = {
          status: 201 as const,
          body: { data: { ...renderEndpoint(row, now), secret: row.secret }, idempotencyReplayed: false },
        };
        await record(trx, result);
        return result;
      }),
  );
}

async function endpointOf(db: Db, actor: Actor, id: string, lock = false): Promise<WebhookEndpointRow> {
  requireUuid(id);
  const row = await db
    .selectFrom("webhook_endpoints")
    .selectAll()
    .where("id", "=", id)
    .where("org_id", "=", actor.orgId)
    .$if(lock, (q) => q.forUpdate())
    .executeTakeFirst();
  if (!row) throw notFound("Webhook endpoint");
  return row;
}

export async function getWebhook(deps: AppDeps, actor: Actor, id: string): Promise<WebhookResponse> {
  return { data: renderEndpoint(await endpointOf(deps.db, actor, id), deps.clock.now()) };
}

/** GET /api/v1/webhooks: newest first, cursor pages (spec 4.1). */
export async function listWebhooks(deps: AppDeps, actor: Actor, q: WebhookListQuery): Promise<WebhookList> {
  const limit = pageSize(q.limit);
  const scope = { orgId: actor.orgId, query: { list: "webhooks" } };
  const pos = await deps.cursors.positionOf(q.cursor, scope);
  const rows = (await keysetPage(
    deps.db.selectFrom("webhook_endpoints").selectAll().where("org_id", "=", actor.orgId),
    { createdAt: "created_at", id: "id" },
    pos,
    limit,
  ).execute()) as (WebhookEndpointRow & KeysetRow)[];
  const page = await finishPage(rows, limit, deps.cursors, scope);
  const now = deps.clock.now();
  return { data: page.rows.map((r) => renderEndpoint(r, now)), nextCursor: page.nextCursor };
}

/** PATCH /api/v1/webhooks/{id}: enabling again clears what disabled it (and its failure streak). */
export async function updateWebhook(
  deps: AppDeps,
  actor: Actor,
  id: string,
  input: UpdateWebhookInput,
): Promise<WebhookResponse> {
  const url = input.url === undefined ? undefined : checkWebhookUrl(input.url, deps.config.ALLOW_PRIVATE_NETWORK);
  return deps.db.transaction().execute(async (trx) => {
    const before = await endpointOf(trx, actor, id, true);
    const now = deps.clock.now();
    const row = await trx
      .updateTable("webhook_endpoints")
      .set({
        ...(url !== undefined ? { url } : {}),
        ...(input.description !== undefined ? { description: input.description || null } : {}),
        ...(input.eventTypes !== undefined ? { event_types: input.eventTypes } : {}),
        ...(input.enabled !== undefined ? { enabled: input.enabled, disabled_reason: null, failing_since: null } : {}),
        updated_at: now,
      })
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirstOrThrow();
    // A PATCH that changed no setting is no change to audit.
    const changes = webhookChanges(before, row);
    if (Object.keys(changes).length)
      await recordAudit(trx, {
        action: "webhook.updated",
        by: actor,
        orgId: actor.orgId,
        target: webhookTarget(row),
        details: changes,
        at: now,
      });
    return { data: renderEndpoint(row, now) };
  });
}

/** DELETE /api/v1/webhooks/{id}: the endpoint, its deliveries and their queued jobs go. */
export async function deleteWebhook(deps: AppDeps, actor: Actor, id: string): Promise<WebhookDeleted> {
  requireUuid(id);
  await deps.db.transaction().execute(async (trx) => {
    const gone = await trx
      .deleteFrom("webhook_endpoints")
      .where("id", "=", id)
      .where("org_id", "=", actor.orgId)
      .returningAll()
      .executeTakeFirst();
    if (!gone) throw notFound("Webhook endpoint");
    await recordAudit(trx, {
      action: "webhook.deleted",
      by: actor,
      orgId: actor.orgId,
      target: webhookTarget(gone),
      details: { kind: gone.kind },
      at: deps.clock.now(),
    });
    // Queued jobs name their delivery; with it gone they would find nothing, so they go too.
    await trx
      .deleteFrom("jobs")
      .where("kind", "=", JOB_DELIVER_WEBHOOK)
      .where("status", "=", "pending")
      .where(sql<string>`payload->>'endpointId'`, "=", id)
      .execute();
  });
  return { data: { id, deleted: true } };
}

/** POST /api/v1/webhooks/{id}/rotate-secret: a new secret; the old one keeps signing for 24 hours. */
export async function rotateWebhookSecret(
  deps: AppDeps,
  actor: Actor,
  id: string,
  opts: { idempotencyKey?: string } = {},
) {
  requireUuid(id);
  const key = parseIdempotencyKey(opts.idempotencyKey);
  return withIdempotency<WebhookSecretResponse, 200>(
    deps,
    { keyId: actor.keyId, operation: `POST /api/v1/webhooks/${id}/rotate-secret`, key, request: {} },
    async (record) =>
      deps.db.transaction().execute(async (trx) => {
        const before = await endpointOf(trx, actor, id, true);
        const now = deps.clock.now();
        const row = await trx
          .updateTable("webhook_endpoints")
          .set({
            secret: newWebhookSecret(),
            previous_secret: before.secret,
            previous_secret_expires_at: new Date(now.getTime() + SECRET_OVERLAP_MS),
            updated_at: now,
          })
          .where("id", "=", id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordAudit(trx, {
          action: "webhook.secret_rotated",
          by: actor,
          orgId: actor.orgId,
          target: webhookTarget(row),
          details: { previousSecretExpiresAt: row.previous_secret_expires_at?.toISOString() ?? null },
          at: now,
        });
        const result = {
          status: 200 as const,
          body: { data: { ...renderEndpoint(row, now), secret: row.secret }, idempotencyReplayed: false },
        };
        await record(trx, result);
        return result;
      }),
  );
}

/** POST /api/v1/webhooks/{id}/test: a `webhook.test` event for this endpoint alone, sent now; 202 with its delivery. */
export async function testWebhook(deps: AppDeps, actor: Actor, id: string, opts: { idempotencyKey?: string } = {}) {
  requireUuid(id);
  const key = parseIdempotencyKey(opts.idempotencyKey);
  return withIdempotency<DeliveryResponse, 202>(
    deps,
    { keyId: actor.keyId, operation: `POST /api/v1/webhooks/${id}/test`, key, request: {} },
    async (record) => {
      const { result, jobIds } = await deps.db.transaction().execute(async (trx) => {
        const endpoint = await endpointOf(trx, actor, id, true);
        if (!endpoint.enabled)
          throw new ApiError(
            "webhook_disabled",
            "This endpoint is disabled; enable it (PATCH enabled: true) to send to it.",
          );
        const now = deps.clock.now();
        const jobIds = await recordEvent(trx, {
          orgId: actor.orgId,
          type: "webhook.test",
          endpointId: id,
          data: renderEndpoint(endpoint, now),
          now,
        });
        const delivery = await trx
          .selectFrom("webhook_deliveries")
          .selectAll()
          .where("endpoint_id", "=", id)
          .orderBy("created_at", "desc")
          .orderBy("id", "desc")
          .limit(1)
          .executeTakeFirstOrThrow();
        const result = { status: 202 as const, body: { data: renderDelivery(delivery), idempotencyReplayed: false } };
        await record(trx, result);
        return { result, jobIds };
      });
      dispatchAfterCommit(deps, jobIds);
      return result;
    },
  );
}
