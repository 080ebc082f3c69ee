import { JOB_DELIVER_WEBHOOK, WEBHOOK_MAX_ATTEMPTS } from "../../db/events";
import { enqueueDueNow } from "../../db/jobs";
import { sql } from "kysely";
import type { Db } from "../../db/database";
import type { WebhookAttemptRow, WebhookDeliveryRow } from "../../db/types";
import { notFound } from "../../errors";
import { dispatchAfterCommit } from "../../lifecycle/jobs";
import type { Actor } from "../access/actor";
import type { AppDeps } from "../deps";
import { parseIdempotencyKey, withIdempotency } from "../shared/idempotency";
import { finishPage, keysetPage, pageSize, type KeysetRow } from "../lists/paging";
import { requireUuid } from "../shared/path-id";
import type { DeliveryList, DeliveryResponse, WebhookListQuery } from "./endpoints.schema";
import { renderDelivery } from "./views";
import { RECENT_ATTEMPTS } from "./views.schema";

/** The job that sends one delivery; its dedupe key keeps one live job per delivery. */
export const deliveryJob = (deliveryId: string, endpointId: string) => ({
  kind: JOB_DELIVER_WEBHOOK,
  payload: { deliveryId, endpointId },
  dedupeKey: `${JOB_DELIVER_WEBHOOK}:${deliveryId}`,
  maxAttempts: WEBHOOK_MAX_ATTEMPTS,
});

async function requireEndpoint(deps: AppDeps, actor: Actor, id: string): Promise<void> {
  requireUuid(id);
  const found = await deps.db
    .selectFrom("webhook_endpoints")
    .select("id")
    .where("id", "=", id)
    .where("org_id", "=", actor.orgId)
    .executeTakeFirst();
  if (!found) throw notFound("Webhook endpoint");
}

/** The last RECENT_ATTEMPTS attempts of each delivery, newest first, in one query. */
async function recentAttempts(db: Db, deliveryIds: string[]): Promise<Map<string, WebhookAttemptRow[]>> {
  const byDelivery = new Map<string, WebhookAttemptRow[]>();
  if (!deliveryIds.length) return byDelivery;
  const rows = await db
    .selectFrom((eb) =>
      eb
        .selectFrom("webhook_attempts")
        .selectAll()
        .select(sql<number>`row_number() over (partition by delivery_id order by attempt desc)`.as("rank"))
        .where("delivery_id", "in", deliveryIds)
        .as("a"),
    )
    .selectAll()
    .where("rank", "<=", RECENT_ATTEMPTS)
    .orderBy("attempt", "desc")
    .execute();
  for (const { rank: _rank, ...row } of rows) {
    const list = byDelivery.get(row.delivery_id) ?? [];
    list.push(row);
    byDelivery.set(row.delivery_id, list);
  }
  return byDelivery;
}

/**
 * GET /api/v1/webhooks/{id}/deliveries: the endpoint's delivery log, newest first, each delivery with its recent
 * attempts.
 */
export async function listDeliveries(
  deps: AppDeps,
  actor: Actor,
  endpointId: string,
  q: WebhookListQuery,
): Promise<DeliveryList> {
  await requireEndpoint(deps, actor, endpointId);
  const limit = pageSize(q.limit);
  const scope = { orgId: actor.orgId, query: { list: "webhookDeliveries", endpointId } };
  const pos = await deps.cursors.positionOf(q.cursor, scope);
  const base = deps.db
    .selectFrom("webhook_deliveries")
    .selectAll()
    .where("org_id", "=", actor.orgId)
    .where("endpoint_id", "=", endpointId);
  const rows = (await keysetPage(
    base,
    { createdAt: "created_at", id: "id" },
    pos,
    limit,
  ).execute()) as (WebhookDeliveryRow & KeysetRow)[];
  const page = await finishPage(rows, limit, deps.cursors, scope);
  const attempts = await recentAttempts(
    deps.db,
    page.rows.map((r) => r.id),
  );
  return { data: page.rows.map((r) => renderDelivery(r, attempts.get(r.id))), nextCursor: page.nextCursor };
}

/**
 * POST /api/v1/webhooks/{id}/deliveries/{deliveryId}/retry: the delivery is pending again, due
 * now, with a fresh run of the retry schedule (the same event id, so a receiver can tell it apart).
 */
export async function retryDelivery(
  deps: AppDeps,
  actor: Actor,
  endpointId: string,
  deliveryId: string,
  opts: { idempotencyKey?: string } = {},
) {
  requireUuid(endpointId);
  requireUuid(deliveryId, "deliveryId");
  const key = parseIdempotencyKey(opts.idempotencyKey);
  const op = `POST /api/v1/webhooks/${endpointId}/deliveries/${deliveryId}/retry`;
  return withIdempotency<DeliveryResponse, 202>(
    deps,
    { keyId: actor.keyId, operation: op, key, request: {} },
    async (record) => {
      const { result, jobIds } = await deps.db.transaction().execute(async (trx) => {
        const now = deps.clock.now();
        const row = await trx
          .updateTable("webhook_deliveries")
          .set({ status: "pending", next_attempt_at: now, updated_at: now })
          .where("id", "=", deliveryId)
          .where("endpoint_id", "=", endpointId)
          .where("org_id", "=", actor.orgId)
          .returningAll()
          .executeTakeFirst();
        if (!row) throw notFound("Delivery");
        // The delivery's job may still be scheduled (a failed attempt's backoff): it is made due now.
        const jobId = await enqueueDueNow(trx, now, deliveryJob(deliveryId, endpointId));
        const attempts = await recentAttempts(trx, [row.id]);
        const result = {
          status: 202 as const,
          body: { data: renderDelivery(row, attempts.get(row.id)), idempotencyReplayed: false },
        };
        await record(trx, result);
        return { result, jobIds: [jobId] };
      });
      dispatchAfterCommit(deps, jobIds);
      return result;
    },
  );
}
