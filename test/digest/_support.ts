import { createNodeRuntime, type NodeRuntime } from "../../src/bootstrap-node";
import type { Db } from "../../src/db/database";
import { ManualClock } from "../../src/platform/clock";
import { silentLogger } from "../../src/platform/logger";
import type { Actor } from "../../src/services/access/actor";
import { updateDigestPreferences } from "../../src/services/digest/preferences";
import { scheduleDueDigests } from "../../src/services/digest/schedule";
import { allJobHandlers } from "../../src/services/job-handlers";
import { createMember, createOrganization } from "../../src/services/members/organizations";
import { openOwnDatabase, testConfig } from "../support/harness";
import { ADMIN_CLI } from "../../src/services/audit/record";

/*
 * The digest scheduler reads every member of the database, and its tests set the clock to given
 * Mondays: so they run on a database and clock of their own (one per test worker, shared by the
 * digest test files), never the shared runtime's. Each test starts by setting the clock and
 * making its own organisation; `quiet()` removes every member afterwards, so no test's members
 * fall due in another's.
 */

export const BASE_URL = "https://tracking.fund.example";

export interface DigestRuntime extends NodeRuntime {
  clock: ManualClock;
  db: Db;
  /** One scheduler tick's digest part, then every due job worked (digests and their mail). */
  tick(): Promise<void>;
  quiet(): Promise<void>;
}

let cached: Promise<DigestRuntime> | null = null;

export function digestRuntime(): Promise<DigestRuntime> {
  cached ??= (async () => {
    const { handle } = await openOwnDatabase("pta_digest");
    const clock = new ManualClock("2026-01-05T00:00:00Z");
    const runtime = await createNodeRuntime(testConfig({ PUBLIC_BASE_URL: BASE_URL }), {
      clock,
      logger: silentLogger,
      handle,
      handlers: allJobHandlers,
    });
    return {
      ...runtime,
      clock,
      db: runtime.deps.db,
      async tick() {
        await scheduleDueDigests(runtime.deps);
        await runtime.runner.drain();
      },
      async quiet() {
        await runtime.deps.db
          .updateTable("members")
          .set({ removed_at: clock.now() })
          .where("removed_at", "is", null)
          .execute();
      },
    };
  })();
  return cached;
}

let n = 0;

export async function newOrg(rt: DigestRuntime, name = `Fund ${++n}`): Promise<string> {
  return (await createOrganization(rt.db, rt.clock, name)).orgId;
}

export interface MemberOpts {
  email?: string | null;
  role?: "owner" | "member" | "viewer";
  timeZone?: string;
  frequency?: "weekly" | "daily" | "off";
}

/** A member as the admin CLI or an invite makes one, with digest settings chosen through the service when given. */
export async function newMember(
  rt: DigestRuntime,
  orgId: string,
  o: MemberOpts = {},
): Promise<{ memberId: string; email: string | null; actor: Actor }> {
  const email = o.email === undefined ? `partner${++n}@fund.example` : o.email;
  const role = o.role ?? "member";
  const { memberId } = await createMember(rt.db, rt.clock, { orgId, email, role }, ADMIN_CLI);
  const actor: Actor = {
    orgId,
    orgName: "",
    memberId,
    memberEmail: email,
    memberName: null,
    role,
    keyId: `member:${memberId}`,
    keyName: "settings",
    scopes: [],
  };
  if (o.timeZone || o.frequency) {
    const current = await rt.db
      .selectFrom("members")
      .select(["time_zone", "digest_frequency"])
      .where("id", "=", memberId)
      .executeTakeFirstOrThrow();
    await updateDigestPreferences(rt.deps, actor, {
      timeZone: o.timeZone ?? current.time_zone ?? "UTC",
      frequency: o.frequency ?? current.digest_frequency,
    });
  }
  return { memberId, email, actor };
}

export async function outboxTo(rt: DigestRuntime, email: string | null) {
  const rows = await rt.db.selectFrom("email_outbox").selectAll().orderBy("created_at").orderBy("id").execute();
  return rows.filter((r) => email !== null && r.recipients.includes(email));
}

export async function digestsOf(rt: DigestRuntime, memberId: string) {
  return rt.db.selectFrom("digests").selectAll().where("member_id", "=", memberId).orderBy("covers_until").execute();
}

export const at = (iso: string) => new Date(iso);
