import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../src/db/database";
import type { AlertDecision } from "../../src/pipeline/record/alert-rules";
import { alertEmailFor, judgeAlert, storeAlert } from "../../src/pipeline/record/alert";
import { queueAlertEmail } from "../../src/pipeline/run";
import { companyAtCommit } from "../../src/pipeline/record/company";
import { recordRunEvents } from "../../src/pipeline/record/events";
import type { RunRef } from "../../src/pipeline/record/run-ref";
import { storeSignal, withLeadOutcomes } from "../../src/pipeline/record/signal";
import { pruneSnapshots, SNAPSHOTS_KEPT, storeSnapshot } from "../../src/pipeline/record/snapshot";
import { DEFAULT_PIPELINE_SETTINGS } from "../../src/pipeline/ports";
import type { SignalDraft } from "../../src/pipeline/signal";
import type { SnapshotPage } from "../../src/pipeline/collect/snapshot";
import { newId } from "../../src/platform/ids";
import type { AppDeps } from "../../src/services/deps";
import { createTestOrg, getRuntime, type TestOrg } from "../support/harness";
import { track } from "./_support";

/*
 * Each step of recording a run (src/pipeline/record/), on the test database: the snapshot the next
 * run diffs against, the signal (spec 2.7), the alert and its email (spec 6; docs/pipeline.md,
 * "Alert rules" and "Mail") and the events (docs/webhooks.md).
 */

let deps: AppDeps;
let db: Db;
let org: TestOrg;
const NOW = new Date("2026-11-20T12:00:00Z");
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

beforeAll(async () => {
  const rt = await getRuntime();
  deps = rt.deps;
  db = rt.deps.db;
  org = await createTestOrg();
});

/** A tracked company (created through the API) with a run under way. */
async function companyWithRun(body: Record<string, unknown> = {}): Promise<RunRef> {
  const entityId = await track(org, {
    companyName: "Acme Robotics",
    companyWebsite: `https://acme-${newId().slice(0, 8)}.example/`,
    thingsToTrack: "Fundraising",
    ...body,
  });
  const runId = newId();
  await db
    .insertInto("runs")
    .values({
      id: runId,
      org_id: org.orgId,
      entity_id: entityId,
      trigger: "refresh",
      status: "running",
      health_reason: null,
      error: null,
      queued_at: NOW,
      started_at: NOW,
      finished_at: null,
      created_at: NOW,
    })
    .execute();
  return { orgId: org.orgId, entityId, runId };
}

const home = (text: string): SnapshotPage => ({
  kind: "home",
  url: "https://acme.example/",
  ok: true,
  fetchable: true,
  finalUrl: "https://acme.example/",
  title: "Acme",
  textHash: text,
  text,
  links: [],
});

const fundraising: SignalDraft = {
  type: "fundraising",
  severity: "high",
  recommendation: "reach_out",
  needsAttention: true,
  summary: "Acme Robotics published “Acme raises $40M Series B” (fundraising).",
  evidence: [{ url: "https://acme.example/blog/series-b", title: "Acme raises $40M Series B" }],
  matchedWatchItems: ["Fundraising"],
  analysis: { analyser: "local", firstRun: false },
};

const signalsOfRun = (runId: string) => db.selectFrom("signals").selectAll().where("run_id", "=", runId).execute();

describe("the company at commit time", () => {
  it("is the company as changed during the run, and nothing once it was deleted", async () => {
    const run = await companyWithRun();
    const patched = await org.request("PATCH", `/api/v1/tracker/${run.entityId}`, {
      body: { emailAlertsEnabled: false },
    });
    expect(patched.status).toBe(200);
    expect((await companyAtCommit(db, run.entityId))?.email_alerts_enabled).toBe(false);

    expect((await org.request("DELETE", `/api/v1/tracker/${run.entityId}`)).status).toBeLessThan(300);
    expect(await companyAtCommit(db, run.entityId)).toBeUndefined();
  });
});

describe("the snapshot", () => {
  it("keeps the pages the run read, with the run", async () => {
    const run = await companyWithRun();
    await storeSnapshot(db, run, [home("Robots for warehouses")], NOW);
    const rows = await db.selectFrom("snapshots").selectAll().where("entity_id", "=", run.entityId).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.run_id).toBe(run.runId);
    const pages = (typeof rows[0]!.pages === "string" ? JSON.parse(rows[0]!.pages) : rows[0]!.pages) as SnapshotPage[];
    expect(pages.map((p) => p.text)).toEqual(["Robots for warehouses"]);
  });

  it("pruning keeps only the latest ten of the company, never another company's", async () => {
    const run = await companyWithRun();
    const other = await companyWithRun();
    for (let i = 0; i < SNAPSHOTS_KEPT + 2; i++) await storeSnapshot(db, run, [home(`version ${i}`)], at(i));
    await storeSnapshot(db, other, [home("other")], NOW);

    await pruneSnapshots(db, run.entityId);
    const kept = await db
      .selectFrom("snapshots")
      .select("created_at")
      .where("entity_id", "=", run.entityId)
      .orderBy("created_at")
      .execute();
    expect(SNAPSHOTS_KEPT).toBe(10);
    expect(kept.map((k) => new Date(k.created_at).getTime())).toEqual(
      Array.from({ length: SNAPSHOTS_KEPT }, (_, i) => at(i + 2).getTime()),
    );
    expect(
      await db.selectFrom("snapshots").select("id").where("entity_id", "=", other.entityId).execute(),
    ).toHaveLength(1);
  });
});

describe("the signal", () => {
  it("says what became of each person considered for a lead, as recorded, keeping the rest of the analysis", () => {
    const scanned = { ...fundraising, analysis: { analyser: "local", leadDiscovery: [{ name: "scan only" }] } };
    const recorded = [{ name: "Sofia Alvarez", website: "https://nimbus.example/", outcome: "lead" }];
    const signal = withLeadOutcomes(scanned, recorded as never);
    expect(signal.analysis).toEqual({ analyser: "local", leadDiscovery: recorded });
    expect(signal.summary).toBe(fundraising.summary);
  });

  it(
    "is stored with the run, its watch items in the " + "analysis, and the changed pages' texts when there are any",
    async () => {
      const run = await companyWithRun();
      const id = await storeSignal(db, run, fundraising, [], NOW);
      const [row] = await signalsOfRun(run.runId);
      expect(row).toMatchObject({
        id,
        entity_id: run.entityId,
        type: "fundraising",
        severity: "high",
        recommendation: "reach_out",
        needs_attention: true,
        summary: fundraising.summary,
        evidence: fundraising.evidence,
        diff_pages: null,
      });
      expect(row!.analysis).toMatchObject({ analyser: "local", matchedWatchItems: ["Fundraising"] });

      const withPages = await companyWithRun();
      const diffPages = [{ url: "https://acme.example/", title: "Acme", kind: "home", before: "old", after: "new" }];
      await storeSignal(db, withPages, fundraising, diffPages as never, NOW);
      expect((await signalsOfRun(withPages.runId))[0]!.diff_pages).toEqual(diffPages);
    },
  );
});

describe("the alert", () => {
  const settings = DEFAULT_PIPELINE_SETTINGS;

  it("emails a watched, high signal to every alert address of a company whose alerts are on", async () => {
    const run = await companyWithRun({ alertEmails: ["a@fund.example", "b@fund.example"] });
    const company = (await companyAtCommit(db, run.entityId))!;
    const decision = await judgeAlert(db, company, fundraising, NOW, settings);
    expect(decision.outcome).toBe("sent");
    expect(decision.recipients).toEqual(["a@fund.example", "b@fund.example"]);
  });

  it("is suppressed, saying so, when the site could not be read or the run failed", async () => {
    const run = await companyWithRun();
    const company = (await companyAtCommit(db, run.entityId))!;
    for (const analysis of [{ siteFailure: { reason: "website_unreachable" } }, { runFailed: true }]) {
      const decision = await judgeAlert(db, company, { ...fundraising, analysis }, NOW, settings);
      expect(decision.outcome).toBe("suppressed");
      expect(decision.recipients).toEqual([]);
    }
  });

  it("is suppressed as a duplicate of a similar alert the company emailed lately", async () => {
    const run = await companyWithRun();
    const company = (await companyAtCommit(db, run.entityId))!;
    const first = await judgeAlert(db, company, fundraising, NOW, settings);
    const signalId = await storeSignal(db, run, fundraising, undefined, NOW);
    await storeAlert(db, run, signalId, first, alertEmailFor(company, fundraising, first), NOW);

    const again = await judgeAlert(db, company, fundraising, at(60), settings);
    expect(again.outcome).toBe("suppressed");
    expect(again.ruleEvaluations.find((e) => e.rule === "no_recent_duplicate")?.matched).toBe(false);
  });

  it("has an email only when sent, naming the company (or its website when it has no name)", async () => {
    const run = await companyWithRun();
    const company = (await companyAtCommit(db, run.entityId))!;
    const sent = await judgeAlert(db, company, fundraising, NOW, settings);
    expect(alertEmailFor(company, fundraising, sent)?.subject).toContain("[Acme Robotics]");
    expect(alertEmailFor({ ...company, company_name: null }, fundraising, sent)?.subject).toContain(
      `[${company.company_website}]`,
    );
    expect(alertEmailFor(company, fundraising, { ...sent, outcome: "suppressed", recipients: [] })).toBeNull();
  });

  it("is stored with its outcome, reason, recipients, subject and every rule's evaluation", async () => {
    const run = await companyWithRun();
    const company = (await companyAtCommit(db, run.entityId))!;
    const signalId = await storeSignal(db, run, fundraising, undefined, NOW);
    const decision = await judgeAlert(db, company, fundraising, NOW, settings);
    const email = alertEmailFor(company, fundraising, decision)!;
    const alertId = await storeAlert(db, run, signalId, decision, email, NOW);
    const row = await db.selectFrom("alerts").selectAll().where("id", "=", alertId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      signal_id: signalId,
      run_id: run.runId,
      outcome: "sent",
      reason: decision.reason,
      recipients: ["partner@fund.example"],
      subject: email.subject,
    });
    expect(row.rule_evaluations).toEqual(decision.ruleEvaluations);

    const suppressed: AlertDecision = {
      ...decision,
      outcome: "suppressed",
      recipients: [],
      reason: "Nothing matched.",
    };
    const quietId = await storeAlert(db, run, signalId, suppressed, null, NOW);
    expect(await db.selectFrom("alerts").selectAll().where("id", "=", quietId).executeTakeFirstOrThrow()).toMatchObject(
      { outcome: "suppressed", subject: null, recipients: [] },
    );
  });

  it("queues its email in the outbox, with a delivery job", async () => {
    const run = await companyWithRun();
    const company = (await companyAtCommit(db, run.entityId))!;
    const signalId = await storeSignal(db, run, fundraising, undefined, NOW);
    const decision = await judgeAlert(db, company, fundraising, NOW, settings);
    const email = alertEmailFor(company, fundraising, decision)!;
    const alertId = await storeAlert(db, run, signalId, decision, email, NOW);

    const jobIds = await queueAlertEmail(db, run, alertId, decision.recipients, email, NOW);
    const mail = await db.selectFrom("email_outbox").selectAll().where("alert_id", "=", alertId).execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ recipients: ["partner@fund.example"], subject: email.subject, status: "pending" });
    expect(jobIds).toHaveLength(1);
    const job = await db.selectFrom("jobs").selectAll().where("id", "=", jobIds[0]!).executeTakeFirstOrThrow();
    expect(job.kind).toBe("deliver_email");
  });
});

describe("the run's events", () => {
  const eventsOf = (entityId: string) =>
    db.selectFrom("events").select(["type", "payload"]).where("entity_id", "=", entityId).orderBy("type").execute();

  it("are signal.created always, and alert.sent only when the alert emailed", async () => {
    const run = await companyWithRun();
    const signalId = await storeSignal(db, run, fundraising, undefined, NOW);
    await recordRunEvents(db, deps.eventData, run, { signalId, alertId: newId(), alertSent: false }, NOW);
    expect((await eventsOf(run.entityId)).filter((e) => e.type !== "company.created")).toMatchObject([
      { type: "signal.created", payload: { runId: run.runId, objectId: signalId } },
    ]);

    const sentRun = await companyWithRun();
    const company = (await companyAtCommit(db, sentRun.entityId))!;
    const sentSignal = await storeSignal(db, sentRun, fundraising, undefined, NOW);
    const decision = await judgeAlert(db, company, fundraising, NOW, DEFAULT_PIPELINE_SETTINGS);
    const alertId = await storeAlert(db, sentRun, sentSignal, decision, null, NOW);
    await recordRunEvents(db, deps.eventData, sentRun, { signalId: sentSignal, alertId, alertSent: true }, NOW);
    expect((await eventsOf(sentRun.entityId)).filter((e) => e.type !== "company.created")).toMatchObject([
      { type: "alert.sent", payload: { signalId: sentSignal, objectId: alertId } },
      { type: "signal.created", payload: { runId: sentRun.runId, objectId: sentSignal } },
    ]);
  });
});
