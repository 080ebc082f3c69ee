import { sql, type RawBuilder } from "kysely";
import type { Db } from "./database";
import { newId } from "../platform/ids";

/*
 * The outbox of domain events, and the fan-out of each to the webhooks listening (docs/webhooks.md).
 * An event is written in the transaction that caused it, together with one delivery record and one
 * delivery job per enabled endpoint of its organisation that wants its type: an event exists, and
 * is on its way, exactly when its change committed.
 */

/** The event types clients can subscribe to (decisions 3). */
export const EVENT_TYPES = [
  "company.created",
  "company.updated",
  "company.deleted",
  "company.enrichment.completed",
  "company.run.completed",
  "signal.created",
  "alert.sent",
  "lead.created",
  "lead.decided",
  "webhook.test",
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** Recorded for the log only, never sent: the mail of a sent alert could not be delivered. */
export type InternalEventType = "alert.delivery_failed";

export const isEventType = (s: string): s is EventType => (EVENT_TYPES as readonly string[]).includes(s);

/** The job kind that sends one delivery (its handler: services/webhooks/deliver.ts). */
export const JOB_DELIVER_WEBHOOK = "deliver_webhook";
/** Attempts of one delivery: the first and seven retries (WEBHOOK_RETRY_DELAYS_MS). */
export const WEBHOOK_MAX_ATTEMPTS = 8;

interface EventBase {
  orgId: string;
  /** The company the event is about: its events go with it when it is deleted, unless on their way to a webhook. */
  entityId?: string | null;
  /** The object the event is about (a company, signal, alert or lead id), kept in its payload. */
  objectId?: string;
  /** Internal details kept with the event (never sent). */
  payload?: Record<string, unknown>;
  now: Date;
  /** Only these endpoints (POST /webhooks/{id}/test); default: every enabled endpoint that wants the type. */
  endpointId?: string;
}

/**
 * An event to record. One that is sent carries its `data` (docs/webhooks.md), the object as it is
 * in the transaction recording it: every attempt of every endpoint sends those bytes, whatever
 * happens to the object later.
 */
export type NewEvent = EventBase &
  ({ type: EventType; data: Record<string, unknown> } | { type: InternalEventType; data?: undefined });

/**
 * Renders the `data` of an event about `objectId`: its compact view, read in `trx`, the change's
 * own transaction. The views are the services'; the layers below them (this one, the lifecycle,
 * the pipeline) are handed the renderer (AppDeps.eventData, which the job context and the
 * pipeline's context carry).
 */
export type EventDataRenderer = (
  trx: Db,
  e: { orgId: string; type: EventType; objectId: string },
) => Promise<Record<string, unknown>>;

/** `recordEvent` of an event whose `data` is `objectId`'s view, rendered now in `trx`. */
export async function recordObjectEvent(
  trx: Db,
  render: EventDataRenderer,
  e: EventBase & { type: EventType; objectId: string },
): Promise<string[]> {
  return recordEvent(trx, { ...e, data: await render(trx, e) });
}

/** Records the event and its deliveries; returns the delivery jobs to dispatch after commit. */
export async function recordEvent(trx: Db, e: NewEvent): Promise<string[]> {
  const r = await sql<{ id: string }>`with ${sql.join(eventCtes(e))} select id from event_jobs`.execute(trx);
  return r.rows.map((row) => row.id);
}

/** The statements `recordEvent` runs, as common table expressions; its jobs are `select id from event_jobs`. */
function eventCtes(e: NewEvent): RawBuilder<unknown>[] {
  const id = newId();
  const payload = JSON.stringify({ ...(e.payload ?? {}), ...(e.objectId ? { objectId: e.objectId } : {}) });
  const data = e.data === undefined ? null : JSON.stringify(e.data);
  const sent = isEventType(e.type);
  const endpoints = e.endpointId
    ? sql`select id from webhook_endpoints where id = ${e.endpointId} and org_id = ${e.orgId}`
    : sql`select id from webhook_endpoints
          where org_id = ${e.orgId} and enabled and ${sent} and (event_types is null or ${e.type} = any(event_types))`;
  return [
    sql`event_row as (insert into events (id, org_id, type, entity_id, payload, data, created_at)
      values (${id}, ${e.orgId}, ${e.type}, ${e.entityId ?? null}, ${payload}::jsonb, ${data}::jsonb, ${e.now})
      returning id)`,
    sql`event_deliveries as (insert into webhook_deliveries
        (id, org_id, endpoint_id, event_id, event_type, status, attempts, next_attempt_at, created_at, updated_at)
      select gen_random_uuid(), ${e.orgId}, ep.id, ${id}, ${e.type}, 'pending', 0, ${e.now}, ${e.now}, ${e.now}
      from (${endpoints}) ep returning id, endpoint_id)`,
    sql`event_jobs as (insert into jobs
        (id, kind, payload, entity_id, dedupe_key, status, attempts, max_attempts, run_at, locked_until, last_error,
         created_at, updated_at)
      select gen_random_uuid(), ${JOB_DELIVER_WEBHOOK},
        jsonb_build_object('deliveryId', d.id, 'endpointId', d.endpoint_id), null,
        ${JOB_DELIVER_WEBHOOK + ":"} || d.id, 'pending', 0, ${WEBHOOK_MAX_ATTEMPTS}, ${e.now}, null, null,
        ${e.now}, ${e.now}
      from event_deliveries d returning id)`,
  ];
}

/** The event id clients see: `evt_` and the row's UUID without dashes (the same on every retry). */
export const publicEventId = (rowId: string) => `evt_${rowId.replace(/-/g, "")}`;

/**
 * Deletes delivery records, then events, created before `before` (WEBHOOK_RETENTION_DAYS; the
 * housekeeping tick). A delivery still pending keeps its event until it settles.
 */
export async function pruneEvents(db: Db, before: Date): Promise<{ events: number; webhookDeliveries: number }> {
  const d = await db
    .deleteFrom("webhook_deliveries")
    .where("created_at", "<", before)
    .where("status", "<>", "pending")
    .executeTakeFirst();
  const e = await db
    .deleteFrom("events")
    .where("created_at", "<", before)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom("webhook_deliveries as w").select("w.id").whereRef("w.event_id", "=", "events.id"))),
    )
    .executeTakeFirst();
  return { events: Number(e.numDeletedRows), webhookDeliveries: Number(d.numDeletedRows) };
}
