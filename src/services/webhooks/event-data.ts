import type { Db } from "../../db/database";
import type { EventDataRenderer } from "../../db/events";
import { renderAlert } from "../alerts/views";
import { loadLead } from "../leads/views";
import { renderSignal, SIGNAL_COLUMNS } from "../signals/views";
import type { SignalCompact } from "../signals/views.schema";
import { loadCompact } from "../tracker/load";

/*
 * An event's `data`: the compact view of its object (docs/webhooks.md), rendered by the same
 * functions as the API's views, in the transaction of the change the event reports, so it shows
 * the object as that change left it. The composition root hands this renderer to the lifecycle and
 * the pipeline (AppDeps.eventData), which may not import the services.
 */

/** The object's compact view as `trx` sees it; `{ id }` if it is not there (never, inside its change). */
export const renderEventData: EventDataRenderer = async (trx, e) =>
  (await loadView(trx, e.orgId, e.type, e.objectId)) ?? { id: e.objectId };

async function loadView(db: Db, orgId: string, type: string, id: string): Promise<Record<string, unknown> | null> {
  if (!id) return null;
  if (type.startsWith("company.")) return (await loadCompact(db, orgId, id)) as Record<string, unknown> | null;
  if (type.startsWith("lead.")) return (await loadLead(db, orgId, id, "compact")) as Record<string, unknown> | null;
  if (type === "signal.created") return loadSignalCompact(db, orgId, id);
  if (type === "alert.sent") {
    const row = await db
      .selectFrom("alerts as a")
      .select(["a.id", "a.entity_id", "a.company_name", "a.signal_id", "a.outcome", "a.reason", "a.created_at"])
      .where("a.id", "=", id)
      .where("a.org_id", "=", orgId)
      .executeTakeFirst();
    return row ? (renderAlert(row, "compact") as Record<string, unknown>) : null;
  }
  return null;
}

export async function loadSignalCompact(db: Db, orgId: string, id: string): Promise<SignalCompact | null> {
  const row = await db
    .selectFrom("signals as s")
    .select([...SIGNAL_COLUMNS])
    .where("s.id", "=", id)
    .where("s.org_id", "=", orgId)
    .executeTakeFirst();
  return row ? renderSignal(row, "compact") : null;
}
