import type { KyselyPlugin } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import type { AppDeps } from "../../src/services/deps";
import { listRequestsWaiting } from "../../src/services/lists/run";
import { createTestOrg, getRuntime, runtimeWith, type TestOrg } from "../support/harness";
import { gatedConnections } from "../support/connection-gate";
import { statementCounter } from "../support/statement-counter";
import { companyBody, createOk, warmUp } from "./_helpers";

beforeAll(warmUp);

/**
 * Identical list requests that wait together share one run of the page (src/services/lists/run.ts;
 * bench/README.md): one statement, one rendered page, one serialised body. A request joins only a run that
 * has not taken its connection yet, so what it reads was read after it arrived.
 */
describe("list pages: identical requests waiting together share one run", () => {
  // Every list page's statement is a keyset page, and only those select `cursor_at`.
  const { counter, plugin } = statementCounter("cursor_at");
  let failNext = false;
  const failing: KyselyPlugin = {
    transformQuery(args) {
      if (failNext && JSON.stringify(args.node).includes("cursor_at")) {
        failNext = false;
        throw new Error("the page statement failed");
      }
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  let gate: ReturnType<typeof gatedConnections>;
  let deps: AppDeps;
  let a: TestOrg;
  let b: TestOrg;
  const aIds: string[] = [];
  const bIds: string[] = [];

  beforeAll(async () => {
    const rt = await getRuntime();
    gate = gatedConnections(rt.deps.db.withPlugin(plugin).withPlugin(failing));
    const made = await runtimeWith({ db: gate.db });
    deps = made.deps;
    a = await createTestOrg({ app: made.app });
    b = await createTestOrg({ app: made.app });
    for (let i = 0; i < 3; i++) aIds.push(await createOk(a, companyBody()));
    for (let i = 0; i < 2; i++) bIds.push(await createOk(b, companyBody()));
    // Each key verified once, so the requests below reach the list together.
    for (const org of [a, b]) expect((await org.request("GET", "/api/v1/tracker?limit=1")).status).toBe(200);
  });

  const text = async (org: TestOrg, path: string) => {
    const res = await org.request("GET", path);
    return {
      status: res.status,
      text: await res.text(),
      requestId: res.headers.get("x-request-id"),
      type: res.headers.get("content-type"),
    };
  };
  const idsOf = (body: string): string[] => JSON.parse(body).data.map((c: { id: string }) => c.id);
  /** Waits (turn by turn, for at most 5 s) until `cond` holds. */
  const until = async (cond: () => boolean, what: string) => {
    const t0 = Date.now();
    while (!cond()) {
      if (Date.now() - t0 > 5_000) throw new Error(`timed out waiting until ${what}`);
      await new Promise((r) => setImmediate(r));
    }
  };

  /**
   * Sends the calls while the runs they start wait for a connection (as behind a busy pool): the
   * first `runs` runs are held until every call waits in one, then all go. Requests reach the
   * list at different moments on some drivers (the Neon driver verifies the key each time), so
   * holding them is what makes "waiting together" certain.
   */
  const together = async (calls: [TestOrg, string][], runs: number) => {
    const holds = Array.from({ length: runs }, () => gate.hold("before"));
    let reached = 0;
    for (const h of holds) void h.reached.then(() => reached++);
    const [[org, path], ...rest] = calls as [[TestOrg, string], ...[TestOrg, string][]];
    const pending = [text(org, path)];
    await holds[0]!.reached;
    pending.push(...rest.map(([o, p]) => text(o, p)));
    await until(
      () => listRequestsWaiting(deps) === calls.length && reached === runs,
      `${calls.length} requests wait in ${runs} run(s)`,
    );
    for (const h of holds) h.release();
    return Promise.all(pending);
  };

  it("identical requests run the page statement once, and each body is byte for byte a lone request's", async () => {
    const before = counter.count;
    const shared = await together(
      Array.from({ length: 6 }, (): [TestOrg, string] => [a, "/api/v1/tracker?limit=2"]),
      1,
    );
    expect(counter.count - before).toBe(1);
    expect(shared.map((r) => r.status)).toEqual(Array(6).fill(200));
    expect(new Set(shared.map((r) => r.requestId)).size).toBe(6);
    const lone = await text(a, "/api/v1/tracker?limit=2");
    expect(counter.count - before).toBe(2);
    for (const r of shared) {
      expect(r.text).toBe(lone.text);
      expect(r.type).toBe(lone.type);
    }
    expect(aIds).toEqual(expect.arrayContaining(idsOf(lone.text)));

    // The same page asked in other words (defaults spelt out), and a filtered list with a company filter.
    const mark = counter.count;
    const same = await together(
      [
        [a, "/api/v1/tracker"],
        [a, "/api/v1/tracker?limit=25"],
        [a, "/api/v1/tracker?view=compact&limit=25"],
      ],
      1,
    );
    expect(counter.count - mark).toBe(1);
    expect(new Set(same.map((r) => r.text)).size).toBe(1);
    const signals = await together(
      Array.from({ length: 4 }, (): [TestOrg, string] => [a, `/api/v1/signals?entityId=${aIds[0]}&limit=5`]),
      1,
    );
    expect(counter.count - mark).toBe(2);
    expect(signals.map((r) => r.status)).toEqual([200, 200, 200, 200]);
  });

  it("different organisations, lists, filters, views, page sizes and cursors never share", async () => {
    const cursor = JSON.parse((await text(a, "/api/v1/tracker?limit=1")).text).nextCursor as string;
    const calls: [TestOrg, string][] = [
      [a, "/api/v1/tracker?limit=1"],
      [b, "/api/v1/tracker?limit=1"],
      [a, "/api/v1/tracker?limit=1&view=full"],
      [a, "/api/v1/tracker?limit=2"],
      [a, `/api/v1/tracker?limit=1&cursor=${encodeURIComponent(cursor)}`],
      [a, "/api/v1/tracker?limit=1&status=paused"],
      [a, "/api/v1/signals?limit=1"],
      [a, `/api/v1/signals?limit=1&entityId=${aIds[0]}`],
      [a, `/api/v1/signals?limit=1&entityId=${aIds[1]}`],
    ];
    const before = counter.count;
    const results = await together(calls, calls.length);
    expect(counter.count - before).toBe(calls.length);
    expect(results.map((r) => r.status)).toEqual(calls.map(() => 200));
    // Each is what it would be alone.
    for (const [i, [org, path]] of calls.entries()) expect(results[i]!.text, path).toBe((await text(org, path)).text);
    const ids = (i: number) => idsOf(results[i]!.text);
    expect(ids(0)).toHaveLength(1);
    expect(aIds).toEqual(expect.arrayContaining(ids(0)));
    expect(bIds).toEqual(expect.arrayContaining(ids(1)));
    expect(ids(4)).toHaveLength(1);
    expect(ids(4)).not.toEqual(ids(0));
    expect(ids(5)).toEqual([]);
    expect("founders" in JSON.parse(results[2]!.text).data[0]).toBe(true);
    expect("founders" in JSON.parse(results[0]!.text).data[0]).toBe(false);
  });

  it(
    "a failed run fails every request that joined it, each " + "with its own request id; the next request runs afresh",
    async () => {
      failNext = true;
      const failed = await together(
        Array.from({ length: 4 }, (): [TestOrg, string] => [a, "/api/v1/tracker?limit=2"]),
        1,
      );
      expect(failed.map((r) => r.status)).toEqual([500, 500, 500, 500]);
      for (const r of failed) {
        const body = JSON.parse(r.text);
        expect(body.error.code).toBe("internal_error");
        expect(body.error.requestId).toBe(r.requestId);
      }
      expect(new Set(failed.map((r) => r.requestId)).size).toBe(4);
      expect((await text(a, "/api/v1/tracker?limit=2")).status).toBe(200);
    },
  );

  it(
    "a company created before a request arrives is in its answer, " +
      "even when it joins a run still waiting for its connection",
    async () => {
      const path = "/api/v1/tracker?limit=100";
      const held = gate.hold("before");
      const before = counter.count;
      const first = text(a, path);
      await held.reached;
      const created = await createOk(a, companyBody());
      const second = text(a, path);
      await until(() => listRequestsWaiting(deps) === 2, "the second request joined the waiting run");
      held.release();
      const answers = await Promise.all([first, second]);
      expect(counter.count - before).toBe(1);
      for (const r of answers) expect(idsOf(r.text)).toContain(created);
      expect(answers[1]!.text).toBe(answers[0]!.text);
    },
  );

  it(
    "a company created while an identical run is under way is in the answer of a request that arrives after it: " +
      "that request runs on its own",
    async () => {
      const path = "/api/v1/tracker?limit=100";
      const held = gate.hold("after");
      const before = counter.count;
      const first = text(a, path);
      // The first run has read its page and given its connection back; its answer is not delivered yet.
      await held.reached;
      const created = await createOk(a, companyBody());
      const second = text(a, path);
      await until(() => counter.count - before === 2, "the second request ran its own statement");
      const late = await second;
      expect(idsOf(late.text)).toContain(created);
      held.release();
      const early = await first;
      expect(early.status).toBe(200);
      expect(idsOf(early.text)).not.toContain(created);
    },
  );

  it("the tool list_companies and GET /tracker share one run and send the same JSON", async () => {
    const held = gate.hold("before");
    const before = counter.count;
    const rest = text(a, "/api/v1/tracker?limit=2");
    await held.reached;
    const tool = a.request("POST", "/api/mcp", {
      headers: { accept: "application/json, text/event-stream" },
      body: {
        jsonrpc: "2.0",
        id: 1,
        method: "tools/call",
        params: { name: "list_companies", arguments: { limit: 2 } },
      },
    });
    await until(() => listRequestsWaiting(deps) === 2, "the tool call joined the waiting run");
    held.release();
    const [r, t] = await Promise.all([rest, tool]);
    expect(counter.count - before).toBe(1);
    expect(r.status).toBe(200);
    const rpc = await t.json();
    expect(rpc.result.isError ?? false).toBe(false);
    expect(rpc.result.content[0].text).toBe(r.text);
  });
});
