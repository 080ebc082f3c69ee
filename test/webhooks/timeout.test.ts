import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/app";
import { LocalJobRunner } from "../../src/jobs/local-runner";
import type { AppDeps } from "../../src/services/deps";
import { allJobHandlers } from "../../src/services/job-handlers";
import { createTestOrg, getRuntime, testConfig } from "../support/harness";
import { isolatedLifecycleRuntime } from "../support/test-pipeline";
import { addEndpoint, deliverDue, deliveriesOf, receiver } from "./_support";

/*
 * The delivery timeout (WEBHOOK_TIMEOUT_MS, 10 s by default; docs/webhooks.md): a receiver that
 * never answers fails the attempt as a timeout, retried on the schedule, and holds only its own
 * delivery while it hangs.
 */

const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of closers.reverse()) await c();
});

/** A receiver that reads each request and never answers it; `arrived` resolves on the first. */
async function silentReceiver() {
  const held: ServerResponse[] = [];
  let arrive!: () => void;
  const arrived = new Promise<void>((r) => (arrive = r));
  const server = createServer((req: IncomingMessage, res) => {
    req.resume();
    req.on("end", () => {
      held.push(res);
      arrive();
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  const close = () => {
    server.closeAllConnections();
    return new Promise<void>((r) => server.close(() => r()));
  };
  closers.push(close);
  return { url, arrived, held, close };
}

const company = (i: string) => ({
  companyName: `Timeout ${i}`,
  companyWebsite: `https://timeout-${i}.example`,
  thingsToTrack: "Fundraising",
  alertEmails: ["partner@example.com"],
});
let n = 0;
const uniq = () => `${process.pid}-${Date.now()}-${++n}`;

describe("the delivery timeout (WEBHOOK_TIMEOUT_MS)", () => {
  it("defaults to 10 seconds", () => {
    expect(testConfig().WEBHOOK_TIMEOUT_MS).toBe(10_000);
    expect(testConfig({ WEBHOOK_TIMEOUT_MS: "250" }).WEBHOOK_TIMEOUT_MS).toBe(250);
  });

  it(
    "a receiver that never answers: the attempt is recorded " + "as failed by a timeout and retried on the schedule",
    async () => {
      const rt = await getRuntime();
      const deps: AppDeps = { ...rt.deps, config: testConfig({ WEBHOOK_TIMEOUT_MS: "250" }) };
      const org = await createTestOrg();
      const silent = await silentReceiver();
      const { id } = await addEndpoint(org, { url: silent.url, eventTypes: ["company.created"] });
      await org.request("POST", "/api/v1/tracker", { body: company(uniq()) });

      expect(await deliverDue({ deps, clock: rt.clock }, [id])).toEqual(["retry"]);
      const [first] = await deliveriesOf(org, id);
      expect(first).toMatchObject({ status: "pending", attempts: 1, lastResponseStatus: null });
      expect(first!.lastError).toMatch(/^timeout: no complete answer within 250 ms/);
      // The schedule's first step: about 5 s later; nothing is due before.
      expect(new Date(first!.nextAttemptAt!).getTime()).toBe(rt.clock.now().getTime() + 5_000);
      rt.clock.advance(4_999);
      expect(await deliverDue({ deps, clock: rt.clock }, [id])).toEqual([]);
      rt.clock.advance(1);
      expect(await deliverDue({ deps, clock: rt.clock }, [id])).toEqual(["retry"]);
      const [second] = await deliveriesOf(org, id);
      expect(second).toMatchObject({ status: "pending", attempts: 2 });
      expect(second!.lastError).toMatch(/^timeout:/);
      expect(new Date(second!.nextAttemptAt!).getTime()).toBe(rt.clock.now().getTime() + 300_000);
    },
  );

  it("while one endpoint's delivery hangs, another endpoint's " +
    "is delivered beside it (the delivery pool, as on Node)", async () => {
    const iso = await isolatedLifecycleRuntime();
    closers.push(() => iso.close());
    const org = await iso.createOrg();
    const silent = await silentReceiver();
    const ok = await receiver();
    closers.push(ok.close);
    let deps!: AppDeps;
    // The default timeout (10 s): the hanging attempt is still in flight when the other one lands.
    const pool = new LocalJobRunner(() => deps, allJobHandlers, {
      concurrency: 2,
      pollMs: 3_600_000,
      pool: "deliveries",
    });
    deps = { ...iso.deps, jobs: pool };
    const app = createApp(deps);
    const call = (method: string, path: string, body?: unknown) =>
      app.request(path, {
        method,
        headers: { authorization: `Bearer ${org.key}`, "content-type": "application/json" },
        body: body ? JSON.stringify(body) : undefined,
      });
    const hanging = (
      await (await call("POST", "/api/v1/webhooks", { url: silent.url, eventTypes: ["company.created"] })).json()
    ).data.id;
    pool.start();
    try {
      const id = (await (await call("POST", "/api/v1/tracker", company(uniq()))).json()).data.id;
      await silent.arrived; // the first endpoint's attempt is in flight, unanswered
      const okArrived = new Promise<void>((r) => ok.server.on("request", (req) => req.on("end", r)));
      expect((await call("POST", "/api/v1/webhooks", { url: ok.url, eventTypes: ["company.updated"] })).status).toBe(
        201,
      );
      await call("PATCH", `/api/v1/tracker/${id}`, { tags: ["beside"] });
      await okArrived;
      expect(JSON.parse(ok.got[0]!.body)).toMatchObject({ type: "company.updated", data: { id, tags: ["beside"] } });
      // …while the hanging one is still unanswered, and has not given up.
      expect(silent.held).toHaveLength(1);
      expect((await (await call("GET", `/api/v1/webhooks/${hanging}/deliveries`)).json()).data[0]).toMatchObject({
        status: "pending",
        attempts: 0,
      });
    } finally {
      await silent.close(); // its attempt ends (a network error) and the pool can stop
      await pool.stop();
    }
  }, 30_000);
});
