import type { Db } from "../../db/database";
import { ApiError } from "../../errors";
import { openWithToken, sealWithToken, sha256Hex } from "../../platform/crypto";
import type { Actor } from "../access/actor";
import type { AppDeps } from "../deps";
import { parseIdempotencyKey, withIdempotency, type IdempotentResult, type RecordInTransaction } from "./idempotency";

/*
 * A web form that creates something is answered once per submission (docs/web.md "Forms"): the
 * page that shows the form gives it a token (`formToken`), and a second post of the same token (a
 * reload, the back button, a double click) replays the first answer instead of creating again.
 * It is the API's idempotency (services/shared/idempotency.ts), scoped to the signed-in member and the
 * form, with one difference a browser needs: a second post that arrives while the first is still
 * being served waits for it (a double click shows the second answer, not the first), rather than
 * answering `idempotency_in_progress`.
 *
 * A secret made by the submission (a new key's, a webhook's) is not in that replayable answer. It
 * is handed over once: sealed under the form's token, kept minutes, and taken (deleted) by the page
 * the post redirects to, so whichever of the duplicate posts the browser follows shows it, once.
 */

/** How long a handed-over secret waits for its page. */
export const HANDOVER_TTL_MS = 10 * 60_000;
/** How long a second post of a form waits for the first to be answered. */
const WAIT_FOR_FIRST_MS = 10_000;
const WAIT_STEP_MS = 50;

type Deps = AppDeps;

/** The form's token as posted: absent is allowed (a form from before tokens), anything else must be one. */
export const parseFormToken = (raw: string | undefined | null): string | undefined =>
  parseIdempotencyKey(raw === "" ? undefined : raw, "formToken");

/**
 * Runs `op` and, when it answers that the same submission is still being served, asks again until
 * that one is answered (so the replay is what comes back). For a web form whose service already
 * takes an idempotency key (companies, leads, webhooks).
 */
export async function afterFirstSubmission<T>(op: () => Promise<T>): Promise<T> {
  for (let waited = 0; ; waited += WAIT_STEP_MS) {
    try {
      return await op();
    } catch (err) {
      if (!(err instanceof ApiError) || err.code !== "idempotency_in_progress" || waited >= WAIT_FOR_FIRST_MS)
        throw err;
      await new Promise((r) => setTimeout(r, WAIT_STEP_MS));
    }
  }
}

export interface Submission {
  /** The form, as the operation the key is scoped to: "POST /app/settings/keys". */
  form: string;
  token: string | undefined;
  /** What was posted, compared on a replay: the same token with other values is a conflict. */
  request: unknown;
}

/** Given to a submission's work: commits its answer (and the secret to hand over) in the work's own transaction. */
export type Commit<R> = (db: Db, result: R, handover?: unknown) => Promise<void>;

/**
 * Runs `work` once per submission. `work` calls `commit` inside its transaction with its answer
 * (no secret in it: it is replayed) and what to hand over, so the row it made, the answer and the
 * handover commit together or not at all. A replay returns the first answer with `replayed`.
 */
export async function submitOnce<R>(
  deps: Deps,
  actor: Actor,
  sub: Submission,
  work: (commit: Commit<R>) => Promise<R>,
): Promise<{ result: R; replayed: boolean }> {
  const token = parseFormToken(sub.token);
  type Body = { result: R; idempotencyReplayed: boolean };
  const answered = await afterFirstSubmission(() =>
    withIdempotency<Body, 201>(
      deps,
      { keyId: actor.keyId, operation: sub.form, key: token, request: sub.request },
      async (record: RecordInTransaction<Body, 201>) => {
        let answer: IdempotentResult<Body, 201> | null = null;
        const result = await work(async (db, r, handover) => {
          answer = { status: 201, body: { result: r, idempotencyReplayed: false } };
          if (handover !== undefined && token !== undefined) await handOver(db, deps, actor, token, handover);
          await record(db, answer);
        });
        return answer ?? { status: 201, body: { result, idempotencyReplayed: false } };
      },
    ),
  );
  return { result: answered.body.result, replayed: answered.replayed };
}

const handoverHash = (memberId: string, token: string) => sha256Hex(`handover:${memberId}:${token}`);

/**
 * Keeps `payload` for the member's next page, sealed under the form's token. A second handover of the same submission
 * keeps the first.
 */
export async function handOver(
  db: Db,
  deps: Pick<AppDeps, "clock">,
  actor: Actor,
  token: string,
  payload: unknown,
): Promise<void> {
  const now = deps.clock.now();
  await db
    .insertInto("form_handovers")
    .values({
      token_hash: await handoverHash(actor.memberId, token),
      member_id: actor.memberId,
      sealed: await sealWithToken(token, JSON.stringify(payload)),
      expires_at: new Date(now.getTime() + HANDOVER_TTL_MS),
      created_at: now,
    })
    .onConflict((oc) => oc.column("token_hash").doNothing())
    .execute();
}

/** handOver on its own, after a write whose service keeps its own transaction (a webhook's secret). */
export function handOverAfter(
  deps: Pick<AppDeps, "db" | "clock">,
  actor: Actor,
  token: string,
  payload: unknown,
): Promise<void> {
  return handOver(deps.db, deps, actor, token, payload);
}

/**
 * Takes what a submission handed over to the signed-in member: returned once and deleted; null
 * when there is none (already shown, expired, another member's, never made).
 */
export async function takeHandover(
  deps: Pick<AppDeps, "db" | "clock">,
  actor: Actor,
  token: string | undefined,
): Promise<unknown | null> {
  if (!token || token.length > 200) return null;
  const row = await deps.db
    .deleteFrom("form_handovers")
    .where("token_hash", "=", await handoverHash(actor.memberId, token))
    .where("member_id", "=", actor.memberId)
    .returning(["sealed", "expires_at"])
    .executeTakeFirst();
  if (!row || row.expires_at <= deps.clock.now()) return null;
  try {
    return JSON.parse(await openWithToken(token, row.sealed));
  } catch {
    return null;
  }
}

/** Housekeeping: handovers nobody took. */
export async function pruneHandovers(db: Db, now: Date): Promise<number> {
  const r = await db.deleteFrom("form_handovers").where("expires_at", "<", now).executeTakeFirst();
  return Number(r.numDeletedRows);
}
