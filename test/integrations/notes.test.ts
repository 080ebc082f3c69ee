import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RetryAfter } from "../../src/db/job-lease";
import { companyAtCommit } from "../../src/pipeline/record/company";
import { judgeAlert, storeAlert } from "../../src/pipeline/record/alert";
import { recordRunEvents } from "../../src/pipeline/record/events";
import { storeSignal } from "../../src/pipeline/record/signal";
import { DEFAULT_PIPELINE_SETTINGS } from "../../src/pipeline/ports";
import type { SignalDraft } from "../../src/pipeline/signal";
import type { CrmKind } from "../../src/platform/crm";
import { newId } from "../../src/platform/ids";
import { writeNote } from "../../src/services/integrations/write-note";
import { allJobHandlers } from "../../src/services/job-handlers";
import { fixtureCompanies } from "../support/crm-fixtures/server";
import { createTestOrg, getRuntime, type TestOrg } from "../support/harness";
import { type CrmRig, crmRig } from "./_support";

/*
 * Signals on the record (docs/integrations.md, "Notes"): an alert sent for a company linked to a
 * CRM record is written there as one note, through the run's own recording steps and the
 * `integration-note` job, against each CRM's fixture.
 */

let rig: CrmRig;
beforeAll(async () => {
  rig = await crmRig({ PUBLIC_BASE_URL: "https://tracker.fund.example" });
});
afterAll(() => rig?.close());

let seq = 0;

const fundraising: SignalDraft = {
  type: "fundraising",
  severity: "high",
  recommendation: "reach_out",
  needsAttention: true,
  summary: "Closed a $12M Series A led by Northzone. The round funds a first sales team in Europe.",
  evidence: [
    { url: "https://news.example/quarry-series-a", title: "Quarry raises $12M" },
    { url: "https://quarry.example/blog/series-a", title: "Our Series A" },
  ],
  analysis: {},
  matchedWatchItems: ["Fundraising"],
};

/** An organisation connected to a list of one company, synced, so the company is linked to its record. */
async function linkedCompany(kind: CrmKind) {
  seq += 1;
  const [company] = fixtureCompanies(
    1,
    (i) => (kind === "attio" ? crypto.randomUUID() : String(40_000_000 + seq * 100 + i)),
    seq * 100,
  );
  const listId = kind === "attio" ? crypto.randomUUID() : String(800_000 + seq);
  rig.fx[kind].lists.push({ id: listId, name: `Notes list ${seq}`, companies: [company!] });
  const org = await createTestOrg({ app: rig.app });
  const made = await org.request("POST", "/api/v1/integrations", {
    body: { kind, token: rig.fx[kind].token, listId, alertEmails: ["partner@fund.example"] },
  });
  expect(made.status).toBe(201);
  const integrationId = (await made.json()).data.id as string;
  expect((await org.request("POST", `/api/v1/integrations/${integrationId}/sync`)).status).toBe(200);
  const link = await rig.deps.db
    .selectFrom("integration_links")
    .select("entity_id")
    .where("integration_id", "=", integrationId)
    .executeTakeFirstOrThrow();
  return { org, integrationId, entityId: link.entity_id, recordId: company!.id };
}

/** A run of the company that records a signal and an alert, through the pipeline's own steps. */
async function alertFor(org: TestOrg, entityId: string, sent = true) {
  const db = rig.deps.db;
  const now = rig.deps.clock.now();
  const runId = newId();
  await db
    .insertInto("runs")
    .values({
      id: runId,
      org_id: org.orgId,
      entity_id: entityId,
      trigger: "refresh",
      // Recorded as done: a company may have one active run, and these stand for runs one after another.
      status: "succeeded",
      health_reason: null,
      error: null,
      queued_at: now,
      started_at: now,
      finished_at: now,
      created_at: now,
    })
    .execute();
  const run = { orgId: org.orgId, entityId, runId };
  return db.transaction().execute(async (trx) => {
    const company = (await companyAtCommit(trx, entityId))!;
    const signalId = await storeSignal(trx, run, fundraising, undefined, now);
    const decision = await judgeAlert(trx, company, fundraising, now, DEFAULT_PIPELINE_SETTINGS);
    const alertId = await storeAlert(trx, run, signalId, decision, null, now);
    const jobIds = await recordRunEvents(trx, rig.deps.eventData, run, { signalId, alertId, alertSent: sent }, now);
    return { signalId, alertId, jobIds };
  });
}

async function noteRows(alertId: string) {
  return rig.deps.db.selectFrom("integration_notes").selectAll().where("alert_id", "=", alertId).execute();
}

/** Runs the alert's note jobs as the job runner would (a RetryAfter is the runner's to schedule). */
async function runNoteJobs(alertId: string, lastAttempt = false) {
  for (const n of await noteRows(alertId)) {
    try {
      await writeNote(rig.deps, n.id, lastAttempt);
    } catch (err) {
      if (!(err instanceof RetryAfter)) throw err;
    }
  }
}

describe.each(["attio", "affinity", "hubspot"] as const)("notes on %s records", (kind) => {
  it("writes one note per alert sent: summary, type, severity, evidence links and the signal's link", async () => {
    const { org, entityId, recordId } = await linkedCompany(kind);
    const { signalId, alertId, jobIds } = await alertFor(org, entityId);
    const rows = await noteRows(alertId);
    expect(rows).toHaveLength(1);
    const job = await rig.deps.db.selectFrom("jobs").selectAll().where("id", "in", jobIds).execute();
    expect(job.filter((j) => j.kind === "integration-note")).toHaveLength(1);

    await allJobHandlers["integration-note"]!(rig.deps, { noteId: rows[0]!.id }, {
      attempts: 1,
      max_attempts: 8,
    } as never);
    const notes = rig.fx[kind].notes.filter((n) => n.recordId === recordId);
    expect(notes).toHaveLength(1);
    const content = notes[0]!.content;
    expect(content).toContain("Fundraising");
    expect(content).toContain("severity high");
    expect(content).toContain("Closed a $12M Series A led by Northzone.");
    expect(content).toContain("https://news.example/quarry-series-a");
    expect(content).toContain("https://quarry.example/blog/series-a");
    expect(content).toContain(`https://tracker.fund.example/app/signals/${signalId}`);
    if (kind === "attio") expect(notes[0]!.title).toBe("Fundraising: Closed a $12M Series A led by Northzone");
    expect((await noteRows(alertId))[0]).toMatchObject({ status: "written", crm_note_id: notes[0]!.id });

    // The job again (a redelivery): nothing more is written.
    await runNoteJobs(alertId);
    expect(rig.fx[kind].notes.filter((n) => n.recordId === recordId)).toHaveLength(1);
  });

  it("exactly one note when an attempt's answer is lost after the CRM wrote it", async () => {
    const { org, entityId, recordId } = await linkedCompany(kind);
    const { alertId } = await alertFor(org, entityId);
    rig.fx[kind].loseAnswers(1);
    await runNoteJobs(alertId);
    expect((await noteRows(alertId))[0]).toMatchObject({ status: "sending", attempts: 1 });
    expect(rig.fx[kind].notes.filter((n) => n.recordId === recordId)).toHaveLength(1);
    // The retry finds the note the lost attempt wrote and takes it.
    await runNoteJobs(alertId);
    const mine = rig.fx[kind].notes.filter((n) => n.recordId === recordId);
    expect(mine).toHaveLength(1);
    expect((await noteRows(alertId))[0]).toMatchObject({ status: "written", crm_note_id: mine[0]!.id });
  });
});

describe("which alerts become notes", () => {
  it("an alert that did not email, or a company linked to no CRM record, owes no note", async () => {
    const { org, entityId } = await linkedCompany("attio");
    const quiet = await alertFor(org, entityId, false);
    expect(await noteRows(quiet.alertId)).toEqual([]);
    const other = await createTestOrg({ app: rig.app });
    const made = await other.request("POST", "/api/v1/tracker", {
      body: {
        companyName: "Unlinked",
        companyWebsite: "https://unlinked.example",
        thingsToTrack: "Fundraising",
        alertEmails: ["partner@fund.example"],
      },
    });
    expect(made.status).toBe(201);
    const unlinked = await alertFor(other, (await made.json()).data.id);
    expect(await noteRows(unlinked.alertId)).toEqual([]);
  });

  it("a paused connection owes none; the CRM limiting: retried after its wait, failed on the last try", async () => {
    const a = await linkedCompany("hubspot");
    await a.org.request("PATCH", `/api/v1/integrations/${a.integrationId}`, { body: { state: "paused" } });
    expect(await noteRows((await alertFor(a.org, a.entityId)).alertId)).toEqual([]);
    await a.org.request("PATCH", `/api/v1/integrations/${a.integrationId}`, { body: { state: "active" } });

    const { alertId } = await alertFor(a.org, a.entityId);
    const [row] = await noteRows(alertId);
    rig.fx.hubspot.throttle(10, 1);
    const retry = await writeNote(rig.deps, row!.id, false).catch((e: unknown) => e);
    expect(retry).toBeInstanceOf(RetryAfter);
    expect((retry as RetryAfter).delayMs).toBeGreaterThanOrEqual(10_000);
    expect((await noteRows(alertId))[0]).toMatchObject({ status: "sending", crm_status: 429 });
    rig.fx.hubspot.throttle(10, 2);
    expect(await writeNote(rig.deps, row!.id, true)).toBe("failed");
    expect((await noteRows(alertId))[0]).toMatchObject({ status: "failed", crm_status: 429 });
  });

  it("a revoked token: the note fails, the connection needs attention, and the owners are emailed once", async () => {
    const { org, integrationId, entityId } = await linkedCompany("attio");
    const first = await alertFor(org, entityId);
    const second = await alertFor(org, entityId);
    const fx = rig.fx.attio;
    const token = fx.token;
    fx.token = "revoked-in-attio";
    try {
      await runNoteJobs(first.alertId);
      await runNoteJobs(second.alertId);
    } finally {
      fx.token = token;
    }
    expect((await noteRows(first.alertId))[0]).toMatchObject({ status: "failed", crm_status: 401 });
    expect((await noteRows(second.alertId))[0]).toMatchObject({ status: "failed" });
    const conn = (await (await org.request("GET", `/api/v1/integrations/${integrationId}`)).json()).data;
    expect(conn).toMatchObject({ state: "needs_attention", stateReason: "token_rejected" });
    const rt = await getRuntime();
    const mail = await rt.deps.db
      .selectFrom("email_outbox")
      .selectAll()
      .where("org_id", "=", org.orgId)
      .where("subject", "=", "Your Attio connection needs attention")
      .execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text_body).toContain(`/app/settings/integrations/${integrationId}`);
  });
});

describe("the notes in the log", () => {
  it("lists notes with company, record and outcome; retries a failed one once, leaves a written one", async () => {
    const { org, integrationId, entityId, recordId } = await linkedCompany("affinity");
    const { alertId, signalId } = await alertFor(org, entityId);
    rig.fx.affinity.throttle(30, 1);
    expect(await writeNote(rig.deps, (await noteRows(alertId))[0]!.id, true)).toBe("failed");
    const listed = await org.request("GET", `/api/v1/integrations/${integrationId}/notes`);
    expect(listed.status).toBe(200);
    const [note] = (await listed.json()).data;
    expect(note).toMatchObject({
      alertId,
      signalId,
      entityId,
      crmRecordId: recordId,
      status: "failed",
      crmStatus: 429,
      writtenAt: null,
    });

    const { key: memberKey } = await org.newKey({ role: "member" });
    const path = `/api/v1/integrations/${integrationId}/notes/${note.id}/retry`;
    expect((await org.request("POST", path, { key: memberKey })).status).toBe(403);
    const retried = await org.request("POST", path);
    expect(retried.status).toBe(202);
    // It failed after an attempt began: the retry looks on the record first.
    expect((await retried.json()).data).toMatchObject({ id: note.id, status: "sending" });
    const job = await rig.deps.db
      .selectFrom("jobs")
      .select(["status", "attempts"])
      .where("dedupe_key", "=", `integration-note:${note.id}`)
      .executeTakeFirstOrThrow();
    expect(job).toEqual({ status: "pending", attempts: 0 });
    await runNoteJobs(alertId);
    expect(rig.fx.affinity.notes.filter((n) => n.recordId === recordId)).toHaveLength(1);
    const again = await org.request("POST", path);
    expect((await again.json()).data.status).toBe("written");
    await runNoteJobs(alertId);
    expect(rig.fx.affinity.notes.filter((n) => n.recordId === recordId)).toHaveLength(1);

    const stranger = await createTestOrg({ app: rig.app });
    expect((await stranger.request("GET", `/api/v1/integrations/${integrationId}/notes`)).status).toBe(404);
    expect((await stranger.request("POST", path)).status).toBe(404);
  });
});
