import { sql } from "kysely";
import { notFound } from "../../errors";
import type { Actor } from "../access/actor";
import type { AppDeps } from "../deps";
import { requireUuid } from "../shared/path-id";

/*
 * What each member has read of the inbox (the web app's home page, docs/web.md): a signal is read
 * when the member marked it, or when it is older than their last "mark all read". A member's own
 * state, not the organisation's data: a viewer marks their reads like anyone.
 */

/** The unread count stops here ("99+"): counting further costs a walk of every signal. */
export const UNREAD_COUNT_CAP = 99;

type Deps = Pick<AppDeps, "db" | "clock">;

/** Marks one signal of the actor's organisation read (404 for another organisation's). */
export async function markSignalRead(deps: Deps, actor: Actor, signalId: string): Promise<void> {
  requireUuid(signalId);
  const signal = await deps.db
    .selectFrom("signals")
    .select("id")
    .where("id", "=", signalId)
    .where("org_id", "=", actor.orgId)
    .executeTakeFirst();
  if (!signal) throw notFound("Signal");
  await deps.db
    .insertInto("signal_reads")
    .values({ member_id: actor.memberId, signal_id: signalId, org_id: actor.orgId, read_at: deps.clock.now() })
    .onConflict((oc) => oc.columns(["member_id", "signal_id"]).doNothing())
    .execute();
}

/** Marks every signal there is now read: the mark moves to now, and the single reads it covers go. */
export async function markAllSignalsRead(deps: Deps, actor: Actor): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .insertInto("inbox_marks")
      .values({ member_id: actor.memberId, org_id: actor.orgId, seen_before: now })
      .onConflict((oc) => oc.column("member_id").doUpdateSet({ seen_before: now }))
      .execute();
    await trx.deleteFrom("signal_reads").where("member_id", "=", actor.memberId).where("read_at", "<=", now).execute();
  });
}

/** Which of these signals the actor has read. */
export async function readSignalIds(deps: Deps, actor: Actor, signalIds: string[]): Promise<Set<string>> {
  if (!signalIds.length) return new Set();
  const rows = await deps.db
    .selectFrom("signals as s")
    .select("s.id")
    .where("s.id", "in", signalIds)
    .where("s.org_id", "=", actor.orgId)
    .where((eb) =>
      eb.or([
        eb(
          "s.created_at",
          "<=",
          eb.selectFrom("inbox_marks").select("seen_before").where("member_id", "=", actor.memberId),
        ),
        eb.exists(
          eb
            .selectFrom("signal_reads as r")
            .select(sql`1`.as("one"))
            .where("r.member_id", "=", actor.memberId)
            .whereRef("r.signal_id", "=", "s.id"),
        ),
      ]),
    )
    .execute();
  return new Set(rows.map((r) => r.id));
}

/**
 * How many signals that need attention the actor has not read, up to UNREAD_COUNT_CAP + 1 (shown
 * as "99+"): a walk of the newest signals that need attention (migration 0015's index), stopping there.
 */
export async function unreadCount(deps: Deps, actor: Actor): Promise<number> {
  const mark = await deps.db
    .selectFrom("inbox_marks")
    .select("seen_before")
    .where("member_id", "=", actor.memberId)
    .executeTakeFirst();
  const { n } = await deps.db
    .selectFrom((eb) =>
      eb
        .selectFrom("signals as s")
        .select(sql`1`.as("one"))
        .where("s.org_id", "=", actor.orgId)
        .where("s.needs_attention", "=", true)
        .$if(mark !== undefined, (b) => b.where("s.created_at", ">", mark!.seen_before))
        .where((w) =>
          w.not(
            w.exists(
              w
                .selectFrom("signal_reads as r")
                .select(sql`1`.as("one"))
                .where("r.member_id", "=", actor.memberId)
                .whereRef("r.signal_id", "=", "s.id"),
            ),
          ),
        )
        .orderBy("s.created_at", "desc")
        .limit(UNREAD_COUNT_CAP + 1)
        .as("unread"),
    )
    .select(sql<number>`count(*)::int`.as("n"))
    .executeTakeFirstOrThrow();
  return n;
}
