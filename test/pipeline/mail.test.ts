import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { json } from "../../src/db/database";
import { backoffMs } from "../../src/db/jobs";
import { newId } from "../../src/platform/ids";
import { ResendTransport } from "../../src/platform/mail-transport";
import { deliverEmailJob, DELIVER_EMAIL_MAX_ATTEMPTS, queueEmail } from "../../src/lifecycle/mail";
import { listOutbox } from "../../src/services/outbox/list";
import { startResendFixture, type ResendFixture } from "../support/fixtures/resend";
import { pipelineRig, type PipelineRig } from "./_support";

/*
 * The mail outbox and its delivery job: Resend (the local stand-in) when a transport is set, the
 * outbox alone (`logged`) when not; retries with the job's backoff; a final failure marks the
 * alert `failed`.
 */

let resend: ResendFixture;
beforeAll(async () => {
  resend = await startResendFixture();
});
afterAll(async () => {
  await resend.close();
});
beforeEach(() => resend.reset());

const transport = () =>
  new ResendTransport({
    apiKey: resend.apiKey,
    from: "Partner Tracking <alerts@example.com>",
    baseUrl: resend.baseUrl,
    timeoutMs: 2_000,
  });

/** A company with one alert the rules decided to send, and its mail queued the way a run queues it. */
async function queuedAlert(rig: PipelineRig) {
  const { db } = rig.deps;
  const now = rig.clock.now();
  const entityId = newId();
  const alertId = newId();
  await db
    .insertInto("entities")
    .values({
      id: entityId,
      org_id: rig.org.orgId,
      company_name: "Acme Robotics",
      company_website: "https://acme.example/",
      website_norm: "acme.example",
      company_linkedin_url: null,
      linkedin_norm: null,
      company_twitter_url: null,
      twitter_norm: null,
      things_to_track: "Fundraising Signals",
      alert_emails: ["partner@fund.example"],
      description: null,
      location: null,
      founding_year: null,
      confirmed_by_user: null,
      enrichment_detail: null,
      enrichment_reason: null,
      enrichment_started_at: null,
      enrichment_finished_at: null,
      last_scraped_at: null,
      scrape_health_reason: null,
      created_by_member_id: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db
    .insertInto("alerts")
    .values({
      id: alertId,
      org_id: rig.org.orgId,
      entity_id: entityId,
      signal_id: null,
      run_id: null,
      outcome: "sent",
      reason: "Emailed 1 recipient.",
      recipients: ["partner@fund.example"],
      subject: "[Acme Robotics] Fundraising",
      rule_evaluations: json([]),
      created_at: now,
    })
    .execute();
  const { outboxId } = await db.transaction().execute((trx) =>
    queueEmail(trx, now, {
      orgId: rig.org.orgId,
      entityId,
      alertId,
      recipients: ["partner@fund.example"],
      subject: "[Acme Robotics] Fundraising: Series B",
      text: "What changed\n…",
      html: "<p>What changed</p>",
    }),
  );
  const outbox = () => db.selectFrom("email_outbox").selectAll().where("id", "=", outboxId).executeTakeFirstOrThrow();
  const alert = () => db.selectFrom("alerts").selectAll().where("id", "=", alertId).executeTakeFirstOrThrow();
  const job = () =>
    db
      .selectFrom("jobs")
      .selectAll()
      .where("entity_id", "=", entityId)
      .where("kind", "=", "deliver_email")
      .executeTakeFirstOrThrow();
  return { entityId, alertId, outboxId, outbox, alert, job };
}

describe("mail delivery (job deliver_email)", () => {
  it(
    "delivers through Resend once, with the outbox id as " + "idempotency key; running the job again sends nothing",
    async () => {
      const rig = await pipelineRig({ mail: transport() });
      const q = await queuedAlert(rig);
      expect((await q.outbox()).status).toBe("pending");
      expect(await rig.settle(q.entityId)).toEqual(["deliver_email:done"]);

      const mail = await q.outbox();
      expect(mail.status).toBe("sent");
      expect(mail.provider_message_id).toMatch(/^0{8}-/);
      expect(mail.sent_at).not.toBeNull();
      expect(resend.sent).toHaveLength(1);
      expect(resend.sent[0].body).toMatchObject({
        to: ["partner@fund.example"],
        subject: "[Acme Robotics] Fundraising: Series B",
        text: "What changed\n…",
        html: "<p>What changed</p>",
      });
      expect(resend.sent[0].headers["idempotency-key"]).toBe(`outbox/${q.outboxId}`);
      expect((await q.alert()).outcome).toBe("sent");

      await deliverEmailJob(rig.deps, { outboxId: q.outboxId }, await q.job());
      expect(resend.requests).toHaveLength(1);
    },
  );

  it("retries a failed delivery with backoff, and succeeds on a later attempt", async () => {
    const rig = await pipelineRig({ mail: transport() });
    const q = await queuedAlert(rig);
    resend.failNext({ status: 500 });
    expect(await rig.settle(q.entityId)).toEqual(["deliver_email:retry"]);
    expect(await q.outbox()).toMatchObject({ status: "pending", attempts: 1 });
    expect((await q.outbox()).last_error).toMatch(/Resend answered 500/);
    expect((await q.alert()).outcome).toBe("sent");

    expect(await rig.settle(q.entityId)).toEqual([]); // not due yet
    rig.clock.advance(backoffMs(1));
    expect(await rig.settle(q.entityId)).toEqual(["deliver_email:done"]);
    expect(await q.outbox()).toMatchObject({ status: "sent", attempts: 2, last_error: null });
    expect(resend.sent).toHaveLength(1);
  });

  it("marks the mail and its alert failed once the last attempt fails", async () => {
    const rig = await pipelineRig({ mail: transport() });
    const q = await queuedAlert(rig);
    resend.failNext(...Array.from({ length: DELIVER_EMAIL_MAX_ATTEMPTS }, () => ({ status: 503 })));
    const outcomes: string[] = [];
    for (let attempt = 1; attempt <= DELIVER_EMAIL_MAX_ATTEMPTS; attempt++) {
      outcomes.push(...(await rig.settle(q.entityId)));
      rig.clock.advance(backoffMs(attempt));
    }
    expect(outcomes).toEqual(["retry", "retry", "retry", "retry", "done"].map((o) => `deliver_email:${o}`));
    expect(await q.outbox()).toMatchObject({ status: "failed", attempts: DELIVER_EMAIL_MAX_ATTEMPTS });
    const alert = await q.alert();
    expect(alert.outcome).toBe("failed");
    expect(alert.reason).toMatch(/^The rules chose to email, but delivery failed: Resend answered 503/);
    expect(resend.sent).toHaveLength(0);
  });

  it("fails at once, without retrying, when the provider refuses the message itself", async () => {
    const rig = await pipelineRig({ mail: transport() });
    const q = await queuedAlert(rig);
    resend.failNext({ status: 422, name: "validation_error", message: "Invalid `to` field." });
    expect(await rig.settle(q.entityId)).toEqual(["deliver_email:done"]);
    expect(await q.outbox()).toMatchObject({ status: "failed", attempts: 1 });
    expect((await q.alert()).outcome).toBe("failed");
    expect(resend.requests).toHaveLength(1);
  });

  it("without a mail provider keeps the mail in the outbox as logged, and the alert stays sent", async () => {
    const rig = await pipelineRig({ mail: null });
    const q = await queuedAlert(rig);
    expect(await rig.settle(q.entityId)).toEqual(["deliver_email:done"]);
    expect(await q.outbox()).toMatchObject({ status: "logged", attempts: 1 });
    expect((await q.alert()).outcome).toBe("sent");
    expect(resend.requests).toHaveLength(0);

    const listed = await listOutbox(rig.deps.db, { orgId: rig.org.orgId });
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      id: q.outboxId,
      status: "logged",
      subject: "[Acme Robotics] Fundraising: Series B",
      recipients: ["partner@fund.example"],
    });
    expect(listed[0].createdAt).toMatch(/\.\d{6}\+00:00$/);
    expect(await listOutbox(rig.deps.db, { orgId: rig.org.orgId, status: "sent" })).toEqual([]);
  });

  it("deleting the company drops its queued mail and the job", async () => {
    const rig = await pipelineRig({ mail: null });
    const q = await queuedAlert(rig);
    await rig.deps.db.deleteFrom("entities").where("id", "=", q.entityId).execute();
    expect(await rig.deps.db.selectFrom("email_outbox").select("id").where("id", "=", q.outboxId).execute()).toEqual(
      [],
    );
    expect(await rig.deps.db.selectFrom("jobs").select("id").where("entity_id", "=", q.entityId).execute()).toEqual([]);
  });
});
