import type { Db } from "./database";
import { json } from "./database";
import { newId } from "../platform/ids";

/**
 * The outbox of domain events (room for webhooks): each is written in the transaction that caused
 * it, so an event exists exactly when its change committed.
 */
export async function recordEvent(trx: Db, e: NewEvent): Promise<void> {
  await eventInsert(trx, e).execute();
}

export interface NewEvent {
  orgId: string;
  type: string;
  entityId?: string | null;
  payload?: Record<string, unknown>;
  now: Date;
}

/** The insert `recordEvent` runs, for a caller folding it into a larger statement. */
export function eventInsert(trx: Db, e: NewEvent) {
  return trx
    .insertInto("events")
    .values({ id: newId(), org_id: e.orgId, type: e.type, entity_id: e.entityId ?? null, payload: json(e.payload ?? {}), created_at: e.now });
}
