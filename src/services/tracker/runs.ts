import { notFound } from "../../errors";
import type { Actor } from "../access/actor";
import type { AppDeps } from "../deps";
import { requireUuid } from "../shared/path-id";
import { ts } from "../shared/timestamps";
import type { Run } from "./views.schema";

/**
 * A company's latest runs, newest first (the web app's company timeline; the API shows only
 * `latestRun`). Another organisation's company is 404, as everywhere.
 */
export async function listCompanyRuns(deps: Pick<AppDeps, "db">, actor: Actor, id: string, limit = 20): Promise<Run[]> {
  requireUuid(id);
  const entity = await deps.db
    .selectFrom("entities")
    .select("id")
    .where("id", "=", id)
    .where("org_id", "=", actor.orgId)
    .executeTakeFirst();
  if (!entity) throw notFound("Company");
  const rows = await deps.db
    .selectFrom("runs")
    .select(["id", "trigger", "status", "health_reason", "queued_at", "started_at", "finished_at"])
    .where("entity_id", "=", id)
    .where("org_id", "=", actor.orgId)
    .orderBy("queued_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    trigger: r.trigger,
    status: r.status,
    healthReason: r.health_reason,
    queuedAt: ts(r.queued_at),
    startedAt: r.started_at ? ts(r.started_at) : null,
    finishedAt: r.finished_at ? ts(r.finished_at) : null,
  }));
}
