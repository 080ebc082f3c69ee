import { afterAll, describe, expect, inject, it } from "vitest";
import ws from "ws";
import { createNodeRuntime, type NodeRuntime } from "../../src/bootstrap-node";
import type { DatabaseHandle } from "../../src/db/database";
import { openNeon } from "../../src/db/open-neon";
import { openPostgres } from "../../src/db/open-node";
import { ManualClock } from "../../src/platform/clock";
import { silentLogger } from "../../src/platform/logger";
import { scheduleDueDigests } from "../../src/services/digest/schedule";
import { sendDigest } from "../../src/services/digest/send";
import { allJobHandlers } from "../../src/services/job-handlers";
import { createMember, createOrganization } from "../../src/services/members/organizations";
import { onRealPostgres, realPostgresTitle, testConfig } from "../support/harness";
import { createTestDatabase } from "../support/postgres";
import { seedLead } from "../support/seed";
import { ADMIN_CLI } from "../../src/services/audit/record";

/**
 * The digest goes once per member and period with several processes on one Postgres, each with
 * its own connections, scheduler and job runner, racing on the same Monday, and across a
 * restart: the unique (member, period) row, inserted in the transaction that queues the mail,
 * lets one sender's mail commit and no other's.
 */

function connect(url: string): DatabaseHandle {
  return process.env.TEST_DB_DRIVER === "neon"
    ? openNeon({ connectionString: url, wsProxy: inject("neonWsProxy"), webSocketConstructor: ws, max: 5 })
    : openPostgres(url, 5);
}

describe.skipIf(!onRealPostgres)(realPostgresTitle("real Postgres: one digest per member and period"), () => {
  const cleanup: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const c of cleanup.reverse()) await c();
  });

  /** A server process: its own pool, dependencies, scheduler and runner, on the shared database. */
  async function process_(
    url: string,
    at: string,
  ): Promise<NodeRuntime & { clock: ManualClock; stop(): Promise<void> }> {
    const handle = connect(url);
    const clock = new ManualClock(at);
    const runtime = await createNodeRuntime(testConfig({ PUBLIC_BASE_URL: "https://tracking.fund.example" }), {
      clock,
      logger: silentLogger,
      handle,
      handlers: allJobHandlers,
    });
    let stopped = false;
    const stop = async () => {
      if (stopped) return;
      stopped = true;
      await runtime.close();
      await handle.close();
    };
    cleanup.push(stop);
    return { ...runtime, clock, stop };
  }

  async function seed(url: string, members: number) {
    const handle = connect(url);
    cleanup.push(() => handle.close());
    const clock = new ManualClock("2026-02-25T10:00:00Z");
    const emails: string[] = [];
    const ids: string[] = [];
    for (let o = 0; o < 3; o++) {
      const { orgId } = await createOrganization(handle.db, clock, `Fund ${o}`);
      await seedLead(handle.db, orgId, { founderName: `Waiting ${o}` });
      for (let i = 0; i < members / 3; i++) {
        const email = `p${o}-${i}@fund.example`;
        ids.push((await createMember(handle.db, clock, { orgId, email, role: "member" }, ADMIN_CLI)).memberId);
        emails.push(email);
      }
    }
    return { db: handle.db, emails, ids };
  }

  it(
    "three processes ticking and working jobs at once on Monday 08:00 send each member one digest; after one " +
      "restarts, still one; the next Monday, one more",
    async () => {
      const database = await createTestDatabase({ prefix: "pta_digest_race" });
      cleanup.push(database.drop);
      const { db, emails } = await seed(database.url, 24);
      const monday = "2026-03-02T08:00:00Z";
      const procs = await Promise.all([
        process_(database.url, monday),
        process_(database.url, monday),
        process_(database.url, monday),
      ]);

      const round = () =>
        Promise.all(
          procs.map(async (p) => {
            await scheduleDueDigests(p.deps);
            await p.runner.drain();
          }),
        );
      await Promise.all([round(), round()]);

      const mailTo = async () => {
        const rows = await db.selectFrom("email_outbox").select("recipients").execute();
        const count = new Map<string, number>();
        for (const r of rows) for (const to of r.recipients) count.set(to, (count.get(to) ?? 0) + 1);
        return emails.map((e) => count.get(e) ?? 0);
      };
      expect(await mailTo()).toEqual(emails.map(() => 1));
      expect(await db.selectFrom("digests").select("period").where("status", "=", "queued").execute()).toHaveLength(
        emails.length,
      );

      // A restart: one process stops; a new one starts on the same database and ticks with the others.
      await procs[0]!.stop();
      procs[0] = await process_(database.url, "2026-03-02T08:05:00Z");
      await round();
      expect(await mailTo()).toEqual(emails.map(() => 1));

      for (const p of procs) p.clock.set("2026-03-09T08:00:00Z");
      await Promise.all([round(), round()]);
      expect(await mailTo()).toEqual(emails.map(() => 2));
    },
  );

  it("senders racing on one member's period from several connections queue exactly one mail", async () => {
    const database = await createTestDatabase({ prefix: "pta_digest_race" });
    cleanup.push(database.drop);
    const { db, ids, emails } = await seed(database.url, 3);
    const procs = await Promise.all([
      process_(database.url, "2026-03-02T08:00:00Z"),
      process_(database.url, "2026-03-02T08:00:00Z"),
    ]);
    const job = { memberId: ids[0]!, period: "weekly:2026-03-02", timeZone: "UTC" };
    const outcomes = await Promise.all(procs.flatMap((p) => Array.from({ length: 4 }, () => sendDigest(p.deps, job))));
    expect(outcomes.filter((o) => o === "queued")).toHaveLength(1);
    expect(outcomes.filter((o) => o !== "queued").every((o) => o === "already_sent")).toBe(true);
    const mails = await db.selectFrom("email_outbox").select("recipients").execute();
    expect(mails.filter((m) => m.recipients.includes(emails[0]!))).toHaveLength(1);
    const jobs = await db.selectFrom("jobs").select("id").where("kind", "=", "deliver_email").execute();
    expect(jobs).toHaveLength(1);
  });
});
