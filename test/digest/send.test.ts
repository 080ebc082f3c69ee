import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../src/db/database";
import { JOB_LEASE_MS } from "../../src/db/job-lease";
import { claimDueJobs } from "../../src/db/jobs";
import type { JobRow } from "../../src/db/types";
import { JobRunnerPools, LocalJobRunner } from "../../src/jobs/local-runner";
import { ResendTransport } from "../../src/platform/mail-transport";
import { scheduleDueDigests } from "../../src/services/digest/schedule";
import { sendDigest } from "../../src/services/digest/send";
import { digestJob } from "../../src/services/digest/send";
import { allJobHandlers } from "../../src/services/job-handlers";
import { removeMember } from "../../src/services/members/organizations";
import { startResendFixture, type ResendFixture } from "../support/fixtures/resend";
import { seedCompany, seedLead, seedSignal } from "../support/seed";
import { at, BASE_URL, digestRuntime, digestsOf, newMember, newOrg, outboxTo, type DigestRuntime } from "./_support";
import { ADMIN_CLI } from "../../src/services/audit/record";

/*
 * What a digest says and that it goes once: the signals that need attention in its period,
 * grouped by company; the leads waiting for a decision; the companies whose tracking fails; each
 * linking into the app. Nothing is sent when there is nothing to tell, nor to a removed member or
 * one without an email.
 */

let rt: DigestRuntime;
let resend: ResendFixture;
beforeAll(async () => {
  rt = await digestRuntime();
  resend = await startResendFixture();
});
afterAll(async () => resend.close());
afterEach(async () => rt.quiet());

const MONDAY = "2026-03-02T08:00:00Z";

/** A member who joined the Wednesday before MONDAY, in a fresh organisation. */
async function memberJoinedWednesday(opts: Parameters<typeof newMember>[2] = {}) {
  rt.clock.set("2026-02-25T10:00:00Z");
  const orgId = await newOrg(rt, "Northstar Capital");
  const m = await newMember(rt, orgId, opts);
  return { orgId, ...m };
}

/** An organisation's week: signals that need attention (and one that does not), leads, companies failing and not. */
async function seedWeek(db: Db, orgId: string) {
  const acme = await seedCompany(db, orgId, { name: "Acme Robotics" });
  const beta = await seedCompany(db, orgId, { name: "Beta Payments" });
  const down = await seedCompany(db, orgId, { name: "Downtime Inc" });
  const paused = await seedCompany(db, orgId, { name: "Paused Failing" });
  const enrichFail = await seedCompany(db, orgId, { name: "Unknown Shape" });
  await db
    .updateTable("entities")
    .set({ scrape_health_reason: "website_unreachable", last_scraped_at: at("2026-02-27T00:00:00Z") })
    .where("id", "=", down)
    .execute();
  await db
    .updateTable("entities")
    .set({ scrape_health_reason: "website_unreachable", status: "paused" })
    .where("id", "=", paused)
    .execute();
  await db
    .updateTable("entities")
    .set({ enrichment_status: "failed", enrichment_reason: "website_unreachable" })
    .where("id", "=", enrichFail)
    .execute();
  await db.updateTable("entities").set({ scrape_health_reason: "healthy" }).where("id", "in", [acme, beta]).execute();
  const s = {
    acmeRound: await seedSignal(db, orgId, acme, {
      type: "fundraising",
      severity: "high",
      recommendation: "reach_out",
      needsAttention: true,
      summary: "Acme Robotics raised a $12M Series A led by Northzone.",
      createdAt: at("2026-02-26T09:00:00Z"),
    }),
    acmeHiring: await seedSignal(db, orgId, acme, {
      type: "hiring",
      severity: "medium",
      recommendation: "monitor",
      needsAttention: true,
      summary: "Acme opened five engineering roles in Berlin.",
      createdAt: at("2026-02-27T09:00:00Z"),
    }),
    betaLaunch: await seedSignal(db, orgId, beta, {
      type: "product_update",
      severity: "medium",
      recommendation: "monitor",
      needsAttention: true,
      summary: "Beta launched instant payouts <for> SMBs & marketplaces.",
      createdAt: at("2026-02-28T09:00:00Z"),
    }),
    quiet: await seedSignal(db, orgId, beta, {
      type: "no_material_change",
      severity: "none",
      recommendation: "no_action",
      needsAttention: false,
      summary: "Nothing changed.",
      createdAt: at("2026-02-28T10:00:00Z"),
    }),
  };
  const lead = await seedLead(db, orgId, {
    founderName: "Grace Hopper",
    companyName: "Compiler Co",
    sourceEntityId: acme,
  });
  await seedLead(db, orgId, { founderName: "Decided Dan", companyName: "Old News", decision: "rejected" });
  return { acme, beta, down, paused, enrichFail, s, lead };
}

describe("the digest's content", () => {
  it(
    "lists the period's signals that need attention by company, the " +
      "leads waiting, the companies failing, each linking into the app",
    async () => {
      const m = await memberJoinedWednesday();
      const w = await seedWeek(rt.db, m.orgId);
      rt.clock.set(MONDAY);
      await rt.tick();

      const [mail] = await outboxTo(rt, m.email);
      expect(mail).toBeDefined();
      expect(mail!.recipients).toEqual([m.email]);
      expect(mail!.subject).toBe(
        "Weekly digest for Northstar Capital: 3 signals need attention, 1 lead to review, 2 companies failing",
      );
      const text = mail!.text_body;
      // Grouped by company, the most severe first, each signal with its link.
      const order = [
        "Acme Robotics",
        "Fundraising · high · reach out",
        "Hiring · medium",
        "Beta Payments",
        "Product update · medium",
      ].map((s) => text.indexOf(s));
      expect(order.every((i) => i >= 0)).toBe(true);
      expect([...order].sort((a, b) => a - b)).toEqual(order);
      for (const id of [w.s.acmeRound, w.s.acmeHiring, w.s.betaLaunch])
        expect(text).toContain(`${BASE_URL}/app/signals/${id}`);
      expect(text).not.toContain(w.s.quiet);
      expect(text).not.toContain("Nothing changed");
      expect(text).toContain(`Acme Robotics  ${BASE_URL}/app/companies/${w.acme}`);
      // The lead waiting, not the decided one; a link to the leads.
      expect(text).toContain("Grace Hopper, Compiler Co (found around Acme Robotics)");
      expect(text).not.toContain("Decided Dan");
      expect(text).toContain(`${BASE_URL}/app/leads`);
      // Failing: the run's reason and the enrichment's; not the paused company.
      expect(text).toContain(`Downtime Inc: website unreachable  ${BASE_URL}/app/companies/${w.down}`);
      expect(text).toContain(
        `Unknown Shape: enrichment failed: website unreachable  ${BASE_URL}/app/companies/${w.enrichFail}`,
      );
      expect(text).not.toContain("Paused Failing");
      expect(text).toContain(`${BASE_URL}/app/settings`);
      expect(text).toMatch(new RegExp(`Unsubscribe: ${BASE_URL}/app/unsubscribe\\?token=[\\w.-]+`));

      // The HTML says the same with inline styles only, escaped.
      const html = mail!.html_body!;
      for (const id of [w.s.acmeRound, w.s.betaLaunch]) expect(html).toContain(`href="${BASE_URL}/app/signals/${id}"`);
      expect(html).toContain(`href="${BASE_URL}/app/companies/${w.acme}"`);
      expect(html).toContain(`href="${BASE_URL}/app/leads"`);
      expect(html).toContain("instant payouts &lt;for&gt; SMBs &amp; marketplaces");
      expect(html).not.toMatch(/<style|<link|<script|class=/i);
      expect(html.length).toBeLessThan(8_000);

      expect(await digestsOf(rt, m.memberId)).toEqual([
        expect.objectContaining({
          period: "weekly:2026-03-02",
          status: "queued",
          outbox_id: mail!.id,
          signal_count: 3,
          lead_count: 1,
          failing_count: 2,
          covers_from: at("2026-02-23T08:00:00Z"),
          covers_until: at(MONDAY),
        }),
      ]);
    },
  );

  it(
    "tells each signal once: the next digest starts where the " +
      "last ended, and a signal after its 08:00 waits for the next",
    async () => {
      const m = await memberJoinedWednesday();
      const acme = await seedCompany(rt.db, m.orgId, { name: "Acme Robotics" });
      const first = await seedSignal(rt.db, m.orgId, acme, {
        needsAttention: true,
        summary: "First week news.",
        createdAt: at("2026-02-26T09:00:00Z"),
      });
      const late = await seedSignal(rt.db, m.orgId, acme, {
        needsAttention: true,
        summary: "Monday morning news.",
        createdAt: at("2026-03-02T08:30:00Z"),
      });
      rt.clock.set("2026-03-02T09:00:00Z"); // the tick comes after the late signal; the digest still ends at 08:00
      await rt.tick();
      rt.clock.set("2026-03-09T08:00:00Z");
      await rt.tick();
      const [one, two] = await outboxTo(rt, m.email);
      expect(one!.text_body).toContain(first);
      expect(one!.text_body).not.toContain(late);
      expect(two!.text_body).toContain(late);
      expect(two!.text_body).not.toContain(first);
      expect(two!.subject).toBe("Weekly digest for Northstar Capital: 1 signal needs attention");
    },
  );

  it("lists at most 30 signals and links the rest to the inbox for the period", async () => {
    const m = await memberJoinedWednesday();
    const acme = await seedCompany(rt.db, m.orgId, { name: "Busy Co" });
    for (let i = 0; i < 33; i++)
      await seedSignal(rt.db, m.orgId, acme, {
        needsAttention: true,
        summary: `News ${i}.`,
        createdAt: new Date(Date.parse("2026-02-26T00:00:00Z") + i * 60_000),
      });
    rt.clock.set(MONDAY);
    await rt.tick();
    const [mail] = await outboxTo(rt, m.email);
    expect(mail!.subject).toContain("33 signals need attention");
    expect(mail!.text_body.match(/\/app\/signals\//g)).toHaveLength(30);
    expect(mail!.text_body).toContain(
      `and 3 more: ${BASE_URL}/app?since=2026-02-23T08%3A00%3A00.000Z&until=2026-03-02T08%3A00%3A00.000Z`,
    );
  });

  it("holds only the member's own organisation", async () => {
    const m = await memberJoinedWednesday();
    const other = await newOrg(rt, "Other Fund");
    const theirs = await seedCompany(rt.db, other, { name: "Their Secret Co" });
    await seedSignal(rt.db, other, theirs, {
      needsAttention: true,
      summary: "Their news.",
      createdAt: at("2026-02-26T09:00:00Z"),
    });
    await seedLead(rt.db, other, { founderName: "Their Lead" });
    const mine = await seedCompany(rt.db, m.orgId, { name: "My Co" });
    await seedSignal(rt.db, m.orgId, mine, {
      needsAttention: true,
      summary: "My news.",
      createdAt: at("2026-02-26T09:00:00Z"),
    });
    rt.clock.set(MONDAY);
    await rt.tick();
    const [mail] = await outboxTo(rt, m.email);
    expect(mail!.text_body).toContain("My news.");
    expect(mail!.text_body).not.toMatch(/Their|Secret/);
  });
});

describe("what is not sent", () => {
  it(
    "an empty digest (nothing needing attention, no lead waiting, " +
      "nothing failing) is not sent, and the period is settled",
    async () => {
      const m = await memberJoinedWednesday();
      const calm = await seedCompany(rt.db, m.orgId, { name: "Calm Co" });
      await rt.db.updateTable("entities").set({ scrape_health_reason: "healthy" }).where("id", "=", calm).execute();
      await seedSignal(rt.db, m.orgId, calm, { needsAttention: false, createdAt: at("2026-02-26T09:00:00Z") });
      rt.clock.set(MONDAY);
      await rt.tick();
      expect(await outboxTo(rt, m.email)).toEqual([]);
      expect(await digestsOf(rt, m.memberId)).toEqual([
        expect.objectContaining({ status: "empty", outbox_id: null, signal_count: 0, lead_count: 0, failing_count: 0 }),
      ]);
      // Not queued again on the next ticks of the week.
      rt.clock.set("2026-03-02T09:00:00Z");
      await scheduleDueDigests(rt.deps);
      const pending = await rt.db
        .selectFrom("jobs")
        .select("id")
        .where("dedupe_key", "like", `digest:${m.memberId}:%`)
        .execute();
      expect(pending).toEqual([]);
    },
  );

  it(
    "nothing goes to a removed member or one without " + "an email, even when their digest was already queued",
    async () => {
      rt.clock.set("2026-02-25T10:00:00Z");
      const orgId = await newOrg(rt);
      await seedLead(rt.db, orgId, { founderName: "Waiting Founder" });
      const removed = await newMember(rt, orgId);
      const noEmail = await newMember(rt, orgId, { email: null });
      const queuedThenRemoved = await newMember(rt, orgId);
      const stays = await newMember(rt, orgId);
      await removeMember(rt.db, rt.clock, removed.memberId, ADMIN_CLI);

      rt.clock.set(MONDAY);
      await scheduleDueDigests(rt.deps);
      const queued = await rt.db
        .selectFrom("jobs")
        .select("dedupe_key")
        .where("kind", "=", "digest")
        .where("status", "=", "pending")
        .execute();
      const keys = queued.map((j) => j.dedupe_key);
      expect(keys).toContain(`digest:${queuedThenRemoved.memberId}:weekly:2026-03-02`);
      expect(keys.some((k) => k?.includes(removed.memberId) || k?.includes(noEmail.memberId))).toBe(false);

      await removeMember(rt.db, rt.clock, queuedThenRemoved.memberId, ADMIN_CLI);
      await rt.runner.drain();
      expect(await outboxTo(rt, removed.email)).toEqual([]);
      expect(await outboxTo(rt, queuedThenRemoved.email)).toEqual([]);
      expect(await digestsOf(rt, noEmail.memberId)).toEqual([]);
      expect(await outboxTo(rt, stays.email)).toHaveLength(1);
    },
  );
});

describe("once per period", () => {
  it("the job run twice, or two senders at once, queue one mail", async () => {
    const m = await memberJoinedWednesday();
    await seedLead(rt.db, m.orgId, { founderName: "Waiting Founder" });
    rt.clock.set(MONDAY);
    const job = { memberId: m.memberId, period: "weekly:2026-03-02", timeZone: "UTC" };
    const outcomes = await Promise.all([sendDigest(rt.deps, job), sendDigest(rt.deps, job)]);
    expect(outcomes.sort()).toEqual(["already_sent", "queued"]);
    expect(await sendDigest(rt.deps, job)).toBe("already_sent");
    await rt.tick();
    expect(await outboxTo(rt, m.email)).toHaveLength(1);
    expect(await digestsOf(rt, m.memberId)).toHaveLength(1);
  });

  it(
    "across a restart: a sender that committed and died before " +
      "finishing its job is not repeated by the next process",
    async () => {
      const m = await memberJoinedWednesday();
      await seedLead(rt.db, m.orgId, { founderName: "Waiting Founder" });
      rt.clock.set(MONDAY);
      await scheduleDueDigests(rt.deps);
      // The first process claims the job, sends (its transaction commits) and dies before marking the job done.
      const [claimed] = (await claimDueJobs(rt.db, rt.clock.now(), JOB_LEASE_MS, 50)).filter(
        (j) => (j.payload as { memberId?: string }).memberId === m.memberId,
      );
      expect(claimed).toBeDefined();
      expect(await sendDigest(rt.deps, claimed!.payload as never)).toBe("queued");

      // The next process (a runner of its own) takes the job back once the lease ends, and the scheduler ticks again.
      rt.clock.advance(JOB_LEASE_MS + 1_000);
      const next = new JobRunnerPools([
        new LocalJobRunner(() => rt.deps, allJobHandlers, { concurrency: 4, pollMs: 1000 }),
      ]);
      await scheduleDueDigests(rt.deps);
      await next.drain();
      const job = await rt.db
        .selectFrom("jobs")
        .select(["status", "attempts"])
        .where("id", "=", claimed!.id)
        .executeTakeFirstOrThrow();
      expect(job).toEqual({ status: "done", attempts: 2 });
      expect(await outboxTo(rt, m.email)).toHaveLength(1);
    },
  );

  it(
    "a digest that cannot be composed is retried, then recorded failed " +
      "on its last attempt and not queued again; the next period goes",
    async () => {
      const m = await memberJoinedWednesday();
      await seedLead(rt.db, m.orgId, { founderName: "Waiting Founder" });
      rt.clock.set(MONDAY);
      // A database that fails every read of signals (as a broken statement would).
      const broken = new Proxy(rt.db, {
        get(target, prop) {
          if (prop === "selectFrom")
            return (table: string) => {
              if (table === "signals") throw new Error("signals unreadable");
              return target.selectFrom(table as never);
            };
          const v = Reflect.get(target, prop);
          return typeof v === "function" ? v.bind(target) : v;
        },
      }) as Db;
      const ctx = { ...rt.deps, db: broken };
      const payload = { memberId: m.memberId, period: "weekly:2026-03-02", timeZone: "UTC" };
      const attempt = (n: number) => ({ attempts: n, max_attempts: 5 }) as JobRow;
      await expect(digestJob(ctx, payload, attempt(1))).rejects.toThrow("signals unreadable");
      await digestJob(ctx, payload, attempt(5));
      expect(await digestsOf(rt, m.memberId)).toEqual([
        expect.objectContaining({ period: "weekly:2026-03-02", status: "failed", error: expect.stringMatching(/./) }),
      ]);
      await rt.tick();
      expect(await outboxTo(rt, m.email)).toEqual([]);

      rt.clock.set("2026-03-09T08:00:00Z");
      await rt.tick();
      const [mail] = await outboxTo(rt, m.email);
      expect(mail).toBeDefined();
      // It covers the week before it; the failed one's is not told twice, nor lost beyond a period.
      expect((await digestsOf(rt, m.memberId))[1]).toMatchObject({
        status: "queued",
        covers_from: at("2026-03-02T08:00:00Z"),
      });
    },
  );
});

describe("delivery", () => {
  it("goes through the mail outbox to Resend with List-Unsubscribe and List-Unsubscribe-Post (RFC 8058)", async () => {
    const m = await memberJoinedWednesday();
    await seedLead(rt.db, m.orgId, { founderName: "Waiting Founder" });
    rt.clock.set(MONDAY);
    resend.reset();
    const deps = {
      ...rt.deps,
      mail: new ResendTransport({
        apiKey: resend.apiKey,
        from: "Partner Tracking <digest@fund.example>",
        baseUrl: resend.baseUrl,
      }),
    };
    await scheduleDueDigests(deps);
    await new LocalJobRunner(() => deps, allJobHandlers, { concurrency: 4, pollMs: 1000 }).drain();

    const [row] = await outboxTo(rt, m.email);
    expect(row).toMatchObject({ status: "sent" });
    const sent = resend.sent.filter((r) => r.body.to?.includes(m.email!));
    expect(sent).toHaveLength(1);
    const headers = sent[0]!.body.headers as Record<string, string>;
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(headers["List-Unsubscribe"]).toMatch(
      new RegExp(`^<${BASE_URL}/app/unsubscribe/one-click\\?token=[\\w.-]+>$`),
    );
    expect(row!.headers).toEqual(headers);
    expect(sent[0]!.body).toMatchObject({ subject: row!.subject, text: row!.text_body, html: row!.html_body });
  });
});
