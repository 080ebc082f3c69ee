import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgres } from "../../src/db/open-node";
import { systemClock } from "../../src/platform/clock";
import { issueKey } from "../../src/services/keys/issue";
import { createMember, createOrganization } from "../../src/services/members/organizations";
import { startFixtureSites, type FixtureSites } from "../support/fixtures/sites";
import { onRealPostgres, realPostgresTitle } from "../support/harness";
import { createTestDatabase, PG_ADMIN_URL, type TestDatabase } from "../support/postgres";
import { startServer, type ServerProcess } from "../support/processes";
import { ADMIN_CLI } from "../../src/services/audit/record";

/**
 * The production path (Node, node-postgres) losing its database while it works: the server's
 * backends are terminated with `pg_terminate_backend`, and for a real outage the database refuses
 * new connections for a while (`ALLOW_CONNECTIONS false`); nothing else is restarted. A real child
 * process under concurrent reads, idempotent creates and running jobs.
 */

interface Sample {
  /** When the request was sent, and when its answer came. */
  at: number;
  end: number;
  status: number;
  code?: string;
  retryAfter?: string | null;
}

const READERS = 32;

describe.skipIf(!onRealPostgres)(
  realPostgresTitle("the server survives its database going away (node-postgres)"),
  () => {
    let db: TestDatabase;
    let sites: FixtureSites;
    let server: ServerProcess;
    let admin: pg.Client;
    /** A session on the test database opened before any outage: it survives to revoke a key meanwhile. */
    let inside: pg.Client;
    let insidePid = 0;
    const readerKeys: string[] = [];
    let writerKey = "";
    let doomed = { keyId: "", key: "" };

    beforeAll(async () => {
      db = await createTestDatabase({ prefix: "pta_outage" });
      sites = await startFixtureSites();
      // Jobs are running when the database goes: the company site answers slowly.
      sites.sites.acme.setResponse("/", {
        body: "<html><head><title>Acme</title></head><body><h1>Acme</h1></body></html>",
        delayMs: 1500,
      });
      const handle = openPostgres(db.url, 2);
      try {
        const { orgId } = await createOrganization(handle.db, systemClock, "Outage Capital");
        const { memberId } = await createMember(
          handle.db,
          systemClock,
          { orgId, email: "ops@example.com", role: "owner" },
          ADMIN_CLI,
        );
        const scopes = ["tracker:read", "tracker:write", "leads:read", "leads:write"] as const;
        // One key per reader: each stays far inside its own 600 reads a minute.
        for (let i = 0; i < READERS; i++)
          readerKeys.push(
            (await issueKey(handle.db, systemClock, { memberId, scopes: [...scopes], name: `reader ${i}` }, ADMIN_CLI))
              .key,
          );
        writerKey = (
          await issueKey(handle.db, systemClock, { memberId, scopes: [...scopes], name: "writer" }, ADMIN_CLI)
        ).key;
        doomed = await issueKey(
          handle.db,
          systemClock,
          { memberId, scopes: ["tracker:read"], name: "revoked during the outage" },
          ADMIN_CLI,
        );
      } finally {
        await handle.close();
      }
      admin = new pg.Client({ connectionString: PG_ADMIN_URL });
      await admin.connect();
      inside = new pg.Client({ connectionString: db.url });
      await inside.connect();
      insidePid = (await inside.query<{ pid: number }>("select pg_backend_pid() as pid")).rows[0]!.pid;
      server = startServer({
        DATABASE_URL: db.url,
        SEED_DEMO: "false",
        ALLOW_PRIVATE_NETWORK: "true",
        JOB_CONCURRENCY: "4",
        SCHEDULER_INTERVAL_SECONDS: "1",
      });
      await server.waitFor(/"msg":"listening".*"database":"postgres"/);
    }, 120_000);

    afterAll(async () => {
      await admin?.query(`alter database "${db.name}" with allow_connections true`).catch(() => {});
      server?.proc.kill("SIGTERM");
      await server?.exited;
      await inside?.end().catch(() => {});
      await admin?.end().catch(() => {});
      await sites?.close();
      await db?.drop();
    }, 60_000);

    const terminateServerBackends = () =>
      admin.query(
        "select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = $1 and pid <> $2",
        [db.name, insidePid],
      );

    const get = async (path: string, key: string): Promise<Sample> => {
      const at = Date.now();
      try {
        const res = await fetch(`${server.baseUrl}${path}`, { headers: { authorization: `Bearer ${key}` } });
        const body = (await res.json().catch(() => null)) as { error?: { code: string } } | null;
        return {
          at,
          end: Date.now(),
          status: res.status,
          code: body?.error?.code,
          retryAfter: res.headers.get("retry-after"),
        };
      } catch {
        return { at, end: Date.now(), status: 0 };
      }
    };

    /** Readers and one writer making idempotent creates, until `stop` is called. */
    function load(readerCount = READERS) {
      const samples: Sample[] = [];
      const created = new Map<number, string>();
      let stopped = false;
      const readers = readerKeys.slice(0, readerCount).map(async (key) => {
        while (!stopped) {
          samples.push(await get("/api/v1/tracker?limit=5", key));
          await new Promise((r) => setTimeout(r, 40));
        }
      });
      // Each logical create is retried with its own Idempotency-Key until it lands: exactly one company each.
      const writer = (async () => {
        for (let i = 0; !stopped; ) {
          const at = Date.now();
          const res = await fetch(`${server.baseUrl}/api/v1/tracker`, {
            method: "POST",
            headers: {
              authorization: `Bearer ${writerKey}`,
              "content-type": "application/json",
              "idempotency-key": `outage-create-${i}`,
            },
            body: JSON.stringify({
              companyName: `Outage Co ${i}`,
              companyWebsite: sites.sites.acme.url,
              thingsToTrack: "Fundraising Signals",
              alertEmails: ["ops@example.com"],
            }),
          }).catch(() => null);
          const body = (await res?.json().catch(() => null)) as {
            data?: { id: string };
            error?: { code: string };
          } | null;
          samples.push({
            at,
            end: Date.now(),
            status: res?.status ?? 0,
            code: body?.error?.code,
            retryAfter: res?.headers.get("retry-after"),
          });
          if (res && (res.status === 201 || res.status === 200) && body?.data) {
            created.set(i, body.data.id);
            i++;
          }
          await new Promise((r) => setTimeout(r, 150));
        }
      })();
      return {
        samples,
        created,
        stop: async () => {
          stopped = true;
          await Promise.all([...readers, writer]);
        },
      };
    }

    const waitUntil = async (what: string, check: () => Promise<boolean>, timeoutMs: number) => {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (await check()) return;
        await new Promise((r) => setTimeout(r, 250));
      }
      throw new Error(`timed out waiting until ${what}`);
    };

    it("backends terminated under concurrent reads and " +
      "writes end neither the process nor a request badly", async () => {
      const l = load();
      await new Promise((r) => setTimeout(r, 1500));
      const cut = Date.now();
      const { rows } = await terminateServerBackends();
      expect(rows[0].n).toBeGreaterThan(0);
      await new Promise((r) => setTimeout(r, 5000));
      await l.stop();

      expect(server.proc.exitCode).toBeNull();
      expect(server.output()).not.toMatch(/Unhandled 'error' event|uncaughtException/);
      // A request caught by the cut may be refused as 503 (never a 500, never a dropped socket);
      // from a second after it every request is served again.
      for (const s of l.samples) {
        // A create caught by the cut may be told to retry while its key is freed.
        expect([200, 201, 503, 409]).toContain(s.status);
        if (s.status === 409) expect(s.code).toBe("idempotency_in_progress");
        if (s.status === 503) {
          expect(s.code).toBe("service_unavailable");
          expect(Number(s.retryAfter)).toBeGreaterThan(0);
        }
      }
      // From a second after the cut nothing is refused for the database; a create's key caught by
      // the cut is freed within two more (until then it is 409 idempotency_in_progress).
      expect(l.samples.filter((s) => s.at > cut + 1000 && s.status === 503)).toEqual([]);
      const late = l.samples.filter((s) => s.at > cut + 3000);
      expect(late.length).toBeGreaterThan(50);
      expect(
        late.filter((s) => s.status !== 200 && s.status !== 201).map((s) => `${s.at - cut}:${s.status}:${s.code}`),
      ).toEqual([]);
    }, 60_000);

    it("refuses with 503 while Postgres refuses connections, " +
      "serves again within 5 s, and loses or doubles no write", async () => {
      // The doomed key is used once, so it is in the server's key cache when the outage starts.
      expect((await get("/api/v1/tracker", doomed.key)).status).toBe(200);
      // Half the readers: the reconnection after the outage is measured, not a 2-core machine's queue.
      const l = load(READERS / 2);
      await new Promise((r) => setTimeout(r, 1000));

      await admin.query(`alter database "${db.name}" with allow_connections false`);
      const down = Date.now();
      await terminateServerBackends();
      // Revoked while the server cannot hear about it (its LISTEN session is gone too).
      await inside.query("update api_keys set revoked_at = now() where id = $1", [doomed.keyId]);
      await new Promise((r) => setTimeout(r, 4000));
      expect(server.proc.exitCode).toBeNull();
      const reopening = Date.now();
      await admin.query(`alter database "${db.name}" with allow_connections true`);
      const up = Date.now();

      // The revoked key is refused by the first answer that is not a 503.
      let doomedAfter: Sample;
      do doomedAfter = await get("/api/v1/tracker", doomed.key);
      while (doomedAfter.status === 503 && Date.now() - up < 10_000);
      expect(doomedAfter.status).toBe(401);

      await new Promise((r) => setTimeout(r, 6000));
      await l.stop();

      expect(server.proc.exitCode).toBeNull();
      // Requests made during the outage are refused, unless still in flight (queued for a connection
      // on a busy machine) when the database let connections in again: those may be served.
      const during = l.samples.filter((s) => s.at > down + 500 && s.at < up - 500);
      expect(during.length).toBeGreaterThan(25);
      expect(
        during.filter((s) => s.status !== 503 && s.end < reopening).map((s) => `${s.at - down}:${s.status}:${s.code}`),
      ).toEqual([]);
      expect(during.filter((s) => s.status === 503).length).toBeGreaterThan(20);
      for (const s of l.samples) {
        // A create whose first try failed in the outage may be told to retry while its key is freed.
        expect([200, 201, 503, 409]).toContain(s.status);
        if (s.status === 409) expect(s.code).toBe("idempotency_in_progress");
        if (s.status === 503) {
          expect(s.code).toBe("service_unavailable");
          expect(Number(s.retryAfter)).toBeGreaterThan(0);
          // 503s only during the outage (a request in flight at the cut may be refused).
          expect(s.end).toBeGreaterThanOrEqual(down);
        }
      }
      const firstOk = l.samples.filter((s) => s.at >= up && s.status === 200).sort((a, b) => a.at - b.at)[0];
      expect(firstOk).toBeDefined();
      expect(firstOk!.at - up).toBeLessThan(5000);
      expect(
        l.samples
          .filter((s) => s.at > up + 5000 && s.status !== 200 && s.status !== 201)
          .map((s) => `${s.at - up}:${s.status}:${s.code}`),
      ).toEqual([]);
      expect(l.created.size).toBeGreaterThan(3);

      // Every create landed once: one company per logical create, none twice.
      const { rows } = await inside.query<{ name: string; n: number }>(
        "select company_name as name, count(*)::int as n from entities " +
          "where company_name like 'Outage Co %' group by company_name",
      );
      expect(rows.every((r) => r.n === 1)).toBe(true);
      const ids = new Set(l.created.values());
      expect(ids.size).toBe(l.created.size);
      const { rows: stored } = await inside.query<{ id: string }>(
        "select id from entities where company_name like 'Outage Co %'",
      );
      for (const id of ids) expect(stored.map((r) => r.id)).toContain(id);

      // Jobs were running at the cut (the company site answers slowly) and were handed back.
      expect(server.output()).toContain("job interrupted by a database outage");
      // The jobs running at the cut are finished by the worker once the database is back: every
      // company gets its enrichment and its first run's signal.
      await waitUntil(
        "every company has finished enrichment and its first run",
        async () => {
          const r = await inside.query<{ open: number }>(
            `select count(*)::int as open from entities
           where company_name like 'Outage Co %' and (enrichment_status in ('queued', 'running') or last_scraped_at ` +
              `is null)`,
          );
          return r.rows[0]!.open === 0;
        },
        150_000,
      );
      const { rows: signals } = await inside.query<{ n: number; runs: number }>(
        `select count(s.id)::int as n, count(distinct s.run_id)::int as runs from signals s join entities e on e.id ` +
          `= s.entity_id
       where e.company_name like 'Outage Co %'`,
      );
      expect(signals[0]!.n).toBe(signals[0]!.runs);
      expect(server.proc.exitCode).toBeNull();
    }, 240_000);
  },
);
