import { describe, expect, it } from "vitest";
import { ApiError } from "../../src/errors";
import { withIdempotency } from "../../src/services/shared/idempotency";
import { getRuntime } from "../support/harness";

/**
 * A response recorded inside the write's transaction counts only if that transaction commits.
 * When it fails after the record (the connection lost at COMMIT, an error after the insert), the
 * key must be free for the client's retry at once, not held until its 60-second lock runs out.
 */
describe("an idempotency key whose recorded write rolled back", () => {
  it("is free for the retry, which runs the work again; a committed one is replayed", async () => {
    const rt = await getRuntime();
    const opts = {
      keyId: `key-${crypto.randomUUID()}`,
      operation: "POST /test",
      key: `k-${crypto.randomUUID()}`,
      request: { a: 1 },
    };
    const result = { status: 201 as const, body: { idempotencyReplayed: false, n: 1 } };

    const failed = withIdempotency(rt.deps, opts, (record) =>
      rt.deps.db.transaction().execute(async (trx) => {
        await record(trx, result);
        throw new Error("connection lost at commit");
      }),
    );
    await expect(failed).rejects.toThrow("connection lost at commit");
    await rt.settle(); // the release runs in the background

    let runs = 0;
    const retry = await withIdempotency(rt.deps, opts, (record) =>
      rt.deps.db.transaction().execute(async (trx) => {
        runs++;
        await record(trx, result);
        return result;
      }),
    );
    expect(runs).toBe(1);
    expect(retry).toMatchObject({ status: 201, replayed: false });

    // Committed now: a third call with the key replays, and a failure after it frees nothing.
    const again = await withIdempotency(rt.deps, opts, async () => {
      throw new ApiError("internal_error", "must not run");
    });
    expect(again).toMatchObject({ status: 200, replayed: true, body: { n: 1, idempotencyReplayed: true } });
  });
});
