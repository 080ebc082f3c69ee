import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openPostgres } from "../../src/db/open-node";
import { systemClock } from "../../src/platform/clock";
import { issueKey } from "../../src/services/keys/issue";
import { createMember, createOrganization } from "../../src/services/members/organizations";
import { onRealPostgres, realPostgresTitle } from "../support/harness";
import { createTestDatabase, type TestDatabase } from "../support/postgres";
import { startServer, type ServerProcess } from "../support/processes";
import { ADMIN_CLI } from "../../src/services/audit/record";

/**
 * kill -9 mid-delivery loses nothing (docs/webhooks.md "Delivery"): a real server process sends a
 * delivery to a receiver that holds the request open, is killed with SIGKILL while it waits, and a
 * new process on the same database sends it again, with the same webhook-id, once the dead
 * process's job lease has run out. The lease is 60 s (JOB_LEASE_MS): rather than wait it out, the
 * test ends it in the database, as its running out would; test/jobs/queue.test.ts shows a live
 * lease is respected until then.
 */

interface Got {
  headers: IncomingHttpHeaders;
  body: string;
}

describe.skipIf(!onRealPostgres)(
  realPostgresTitle("a webhook delivery survives kill -9 of the server sending it"),
  () => {
    let db: TestDatabase;
    let key = "";
    const servers: ServerProcess[] = [];
    const got: Got[] = [];
    const held: ServerResponse[] = [];
    const arrivals: (() => void)[] = [];
    const nthArrival = (n: number) =>
      new Promise<void>((r) => (got.length >= n ? r() : arrivals.push(() => got.length >= n && r())));
    // The first request is held open (never answered); later ones are answered 204.
    const receiver = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c) => chunks.push(c));
      req.on("end", () => {
        got.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
        if (got.length === 1) held.push(res);
        else res.writeHead(204).end();
        for (const a of arrivals) a();
      });
    });
    let hookUrl = "";

    const start = async () => {
      const s = startServer({ DATABASE_URL: db.url, SEED_DEMO: "false", ALLOW_PRIVATE_NETWORK: "true" });
      servers.push(s);
      await s.waitFor(/"msg":"listening".*"database":"postgres"/);
      return s;
    };
    const call = async (s: ServerProcess, method: string, path: string, body?: unknown) =>
      fetch(`${s.baseUrl}${path}`, {
        method,
        headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
        body: body ? JSON.stringify(body) : undefined,
      });

    beforeAll(async () => {
      db = await createTestDatabase({ prefix: "pta_hookkill" });
      const handle = openPostgres(db.url, 2);
      try {
        const { orgId } = await createOrganization(handle.db, systemClock, "Kill Nine Capital");
        const { memberId } = await createMember(
          handle.db,
          systemClock,
          { orgId, email: "ops@example.com", role: "owner" },
          ADMIN_CLI,
        );
        key = (
          await issueKey(
            handle.db,
            systemClock,
            { memberId, scopes: ["webhooks:read", "webhooks:write"], name: "hooks" },
            ADMIN_CLI,
          )
        ).key;
      } finally {
        await handle.close();
      }
      await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
      hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    }, 120_000);

    afterAll(async () => {
      for (const s of servers) {
        s.proc.kill("SIGTERM");
        await s.exited;
      }
      receiver.closeAllConnections();
      await new Promise<void>((r) => receiver.close(() => r()));
      await db?.drop();
    }, 60_000);

    it("the delivery in flight when the server is killed is sent again by " +
      "the next one, with the same webhook-id, and recorded as delivered", async () => {
      const first = await start();
      const created = await call(first, "POST", "/api/v1/webhooks", { url: hookUrl });
      expect(created.status).toBe(201);
      const endpointId = ((await created.json()) as { data: { id: string } }).data.id;
      expect((await call(first, "POST", `/api/v1/webhooks/${endpointId}/test`)).status).toBe(202);
      await nthArrival(1); // the first attempt is in flight, its request held open

      const sql = new pg.Client({ connectionString: db.url });
      await sql.connect();
      try {
        const jobOf = async () =>
          (
            await sql.query<{ id: string; status: string; attempts: number; locked_until: Date | null }>(
              "select id, status, attempts, locked_until from jobs where kind = 'deliver_webhook'",
            )
          ).rows;
        const [inFlight] = await jobOf();
        expect(inFlight).toMatchObject({ status: "running", attempts: 1 });
        expect(inFlight!.locked_until!.getTime()).toBeGreaterThan(Date.now());

        first.proc.kill("SIGKILL");
        await first.exited;
        // Nothing was lost: the job is still there, held by the dead process's lease; the delivery still pending.
        expect(await jobOf()).toEqual([expect.objectContaining({ id: inFlight!.id, status: "running" })]);
        const pending = await sql.query("select status, attempts from webhook_deliveries where endpoint_id = $1", [
          endpointId,
        ]);
        expect(pending.rows).toEqual([{ status: "pending", attempts: 0 }]);

        // The lease runs out (ended here instead of waited for), and a new process takes the job over.
        await sql.query("update jobs set locked_until = now() where id = $1", [inFlight!.id]);
        const second = await start();
        await nthArrival(2);
        expect(got).toHaveLength(2);
        expect(got[1]!.headers["webhook-id"]).toBe(got[0]!.headers["webhook-id"]);
        expect(got[1]!.body).toBe(got[0]!.body);
        expect(JSON.parse(got[1]!.body)).toMatchObject({ type: "webhook.test", id: got[0]!.headers["webhook-id"] });

        await vi.waitFor(
          async () => {
            const log = (
              (await (await call(second, "GET", `/api/v1/webhooks/${endpointId}/deliveries`)).json()) as {
                data: { status: string; attempts: number; lastResponseStatus: number }[];
              }
            ).data;
            expect(log).toEqual([
              expect.objectContaining({ status: "delivered", attempts: 1, lastResponseStatus: 204 }),
            ]);
          },
          { timeout: 20_000, interval: 100 },
        );
        // The job is marked done after its handler has recorded the delivery: a moment later.
        await vi.waitFor(async () => expect((await jobOf())[0]).toMatchObject({ status: "done", attempts: 2 }), {
          timeout: 10_000,
          interval: 100,
        });
      } finally {
        await sql.end();
      }
    }, 180_000);
  },
);
