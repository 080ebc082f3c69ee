import { ApiError } from "../../errors";
import { CrmError } from "../../platform/crm";
import type { Actor } from "../access/actor";
import type { AppDeps } from "../deps";
import { existingCompanyOf } from "../imports/preview";
import { integrationOf } from "./read";
import {
  createdLastHour,
  linkOf,
  needsAttentionIf,
  notActive,
  recordInput,
  SYNC_CREATES_PER_HOUR,
  SyncStopped,
  walkList,
} from "./sync";

/*
 * What a sync would do, before it does it (docs/integrations.md, "Sync"): the list read as a sync
 * reads it and each record judged by the sync's own rules (the existing-company rule, the API's field
 * rules, the hourly create limit), with nothing written. The web app shows it before a connection's
 * first sync, as it shows a CSV import's preview before the import.
 */

export type PreviewOutcome = "add" | "link" | "linked" | "schedule" | "fail";

export interface PreviewRow {
  recordId: string;
  name: string | null;
  domain: string | null;
  outcome: PreviewOutcome;
  /** `link`, `linked`: the tracked company's name; `fail`: the reason. */
  detail: string | null;
}

export interface SyncPreview {
  rows: PreviewRow[];
  counts: Record<PreviewOutcome, number>;
  /** False when the list is longer than a sync reads: the rest is neither shown nor synced. */
  complete: boolean;
}

export async function previewSync(deps: AppDeps, actor: Actor, id: string): Promise<SyncPreview> {
  const integ = await integrationOf(deps.db, actor, id);
  if (integ.state !== "active") throw notActive(integ);
  const rows: PreviewRow[] = [];
  const counts: Record<PreviewOutcome, number> = { add: 0, link: 0, linked: 0, schedule: 0, fail: 0 };
  let budget = SYNC_CREATES_PER_HOUR - (await createdLastHour(deps, integ.id));
  const push = (row: PreviewRow) => {
    rows.push(row);
    counts[row.outcome] += 1;
  };
  try {
    const { complete } = await walkList(deps, integ, async (c, { defaults }) => {
      const base = { recordId: c.recordId, name: c.name, domain: c.domains[0] ?? null };
      const input = recordInput(c, defaults);
      if ("reason" in input) return push({ ...base, outcome: "fail", detail: input.reason });
      const link = await linkOf(deps.db, integ.id, c.recordId);
      const entityId = link?.entity_id ?? (await existingCompanyOf(deps.db, integ.org_id, input));
      if (entityId) {
        const e = await deps.db
          .selectFrom("entities")
          .select("company_name")
          .where("id", "=", entityId)
          .executeTakeFirst();
        return push({ ...base, outcome: link ? "linked" : "link", detail: e?.company_name ?? null });
      }
      if (budget > 0) {
        budget -= 1;
        return push({ ...base, outcome: "add", detail: null });
      }
      push({ ...base, outcome: "schedule", detail: null });
    });
    return { rows, counts, complete };
  } catch (err) {
    if (!(err instanceof CrmError || err instanceof SyncStopped)) throw err;
    await needsAttentionIf(deps, integ, err);
    const now = await integrationOf(deps.db, actor, id);
    if (now.state === "needs_attention") throw notActive(now);
    throw new ApiError(
      "service_unavailable",
      `${err.message} Nothing was synced; try the preview again in a moment.`,
      undefined,
      { "Retry-After": String((err instanceof CrmError && err.retryAfterSeconds) || 30) },
    );
  }
}
