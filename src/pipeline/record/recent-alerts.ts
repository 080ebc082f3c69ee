import type { Db } from "../../db/database";

/*
 * The alerts a new signal is compared with for duplicates (alert-rules.ts): those emailed for the
 * company within the duplicate window before the signal, the newest RECENT_SENT_LIMIT of them. The
 * run and the preview of a change to what is tracked both read them here, so the preview says
 * what the run would do.
 */

export interface SentAlert {
  type: string;
  summary: string;
  createdAt: Date;
}

/** How many of a company's recent alerts a signal is compared with. */
export const RECENT_SENT_LIMIT = 50;

/** The alerts emailed for `entityId` from `from` on, newest first (`limit`: the newest only). */
export async function sentAlertsSince(db: Db, entityId: string, from: Date, limit?: number): Promise<SentAlert[]> {
  let q = db
    .selectFrom("alerts as a")
    .innerJoin("signals as s", "s.id", "a.signal_id")
    .select(["s.type", "s.summary", "a.created_at"])
    .where("a.entity_id", "=", entityId)
    .where("a.outcome", "=", "sent")
    .where("a.created_at", ">=", from)
    .orderBy("a.created_at", "desc");
  if (limit !== undefined) q = q.limit(limit);
  return (await q.execute()).map((a) => ({ type: a.type, summary: a.summary, createdAt: a.created_at }));
}

/**
 * Of `sent` (newest first), those a signal made at `at` is compared with: emailed before it, within the window, the
 * newest RECENT_SENT_LIMIT.
 */
export function recentSentBefore(sent: readonly SentAlert[], at: Date, windowDays: number): SentAlert[] {
  const from = at.getTime() - windowDays * 86_400_000;
  return sent
    .filter((a) => a.createdAt.getTime() < at.getTime() && a.createdAt.getTime() >= from)
    .slice(0, RECENT_SENT_LIMIT);
}

/** The alerts a signal made at `at` for `entityId` is compared with. */
export async function recentSentAlerts(db: Db, entityId: string, at: Date, windowDays: number): Promise<SentAlert[]> {
  const from = new Date(at.getTime() - windowDays * 86_400_000);
  return recentSentBefore(await sentAlertsSince(db, entityId, from, RECENT_SENT_LIMIT + 1), at, windowDays);
}
