import type { Db } from "../db/database";
import { json } from "../db/database";
import { newId } from "../platform/ids";

/**
 * The outbox of domain events (room for webhooks): each is written in the transaction that caused
 * it, so an event exists exactly when its change committed.
 */
export async function recordEvent(
  trx: Db,
  e: { orgId: string; type: string; entityId?: string | null; payload?: Record<string, unknown>; now: Date },
): Promise<void> {
  await trx
    .insertInto("events")
    .values({ id: newId(), org_id: e.orgId, type: e.type, entity_id: e.entityId ?? null, payload: json(e.payload ?? {}), created_at: e.now })
    .execute();
}
