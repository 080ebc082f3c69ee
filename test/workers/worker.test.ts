import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "kysely";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { DatabaseHandle } from "../../src/db/database";
import { openPostgres } from "../../src/db/open-node";
import { enqueueJob } from "../../src/db/jobs";
import { systemClock } from "../../src/platform/clock";
import { issueKey } from "../../src/services/keys/issue";
import { createMember, createOrganization } from "../../src/services/members/organizations";
import { SCOPES } from "../../src/services/access/scopes";
import type { UpstashBridge } from "../../scripts/bridges/upstash-redis-bridge";
import { startFixtureSites, type FixtureSites } from "../support/fixtures/sites";
import {
  signQStash,
  startQStashStandIn,
  TEST_SIGNING_KEYS,
  type PublishedMessage,
  type QStashStandIn,
} from "../support/qstash";
import { NO_REDIS_REASON, redisReachable, startTestUpstash } from "../support/upstash";
import { createTestDatabase, type TestDatabase } from "../support/postgres";
import { seedCompany, seedLead } from "../support/seed";
import { startTestWorker, type TestWorker } from "../support/worker";
import { ADMIN_CLI } from "../../src/services/audit/record";

/**
 * The production build in workerd: src/worker.ts bundled by wrangler from wrangler.toml, with the
 * production code paths behind it — Neon driver (WebSocket bridge to the local Postgres), Upstash
 * counters and idempotency (REST bridge to the local Redis), QStash publishing (a local stand-in)
 * and the signed job endpoint.
 */
const redisUp = await redisReachable();
const PUBLIC_BASE_URL = "https://api.partner-tracking.test";
const JOBS_URL = `${PUBLIC_BASE_URL}/api/v1/jobs`;

let worker: TestWorker;
let upstash: UpstashBridge;
let qstash: QStashStandIn;
let sites: FixtureSites;
let db: DatabaseHandle;
let database: TestDatabase;
let key: string;

beforeAll(async () => {
  if (!redisUp) return;
  upstash = await startTestUpstash();
  qstash = await startQStashStandIn();
  sites = await startFixtureSites();
  // A database of its own: the cron trigger works on every company and job in it.
  database = await createTestDatabase({ prefix: "pta_worker" });
  db = openPostgres(database.url, 2);
  const { orgId } = await createOrganization(db.db, systemClock, "Edge Ventures");
  const { memberId } = await createMember(
    db.db,
    systemClock,
    { orgId, email: "edge@example.com", role: "owner" },
    ADMIN_CLI,
  );
  ({ key } = await issueKey(db.db, systemClock, { memberId, scopes: [...SCOPES] }, ADMIN_CLI));

  worker = await startTestWorker({
    vars: {
      DATABASE_URL: database.url,
      NEON_WS_PROXY: inject("neonWsProxy"),
      UPSTASH_REDIS_REST_URL: upstash.url,
      UPSTASH_REDIS_REST_TOKEN: upstash.token,
      UPSTASH_TIMEOUT_MS: "300",
      QSTASH_URL: qstash.url,
      QSTASH_TOKEN: qstash.token,
      QSTASH_CURRENT_SIGNING_KEY: TEST_SIGNING_KEYS.current,
      QSTASH_NEXT_SIGNING_KEY: TEST_SIGNING_KEYS.next,
      PUBLIC_BASE_URL,
      ALLOW_PRIVATE_NETWORK: "true",
      LOG_LEVEL: "error",
    },
  });
});

afterAll(async () => {
  upstash?.setFailureMode("none");
  await worker?.dispose();
  await Promise.all([upstash?.close(), qstash?.close(), sites?.close(), db?.close()]);
  await database?.drop();
});

const authed = (init: RequestInit & { json?: unknown } = {}): RequestInit => ({
  ...init,
  headers: {
    authorization: `Bearer ${key}`,
    ...(init.json !== undefined ? { "content-type": "application/json" } : {}),
    ...(init.headers as Record<string, string>),
  },
  ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : {}),
});

function companyBody(name: string, website: string) {
  return {
    companyName: name,
    companyWebsite: website,
    companyLinkedinUrl: `https://www.linkedin.com/company/${name.toLowerCase().replace(/\W+/g, "-")}`,
    thingsToTrack: "Product launches and fundraising",
    alertEmails: ["partner@example.com"],
  };
}

/** Waits for the Worker to publish a message for `jobId`'s kind; QStash publishing may run after the response. */
async function publishedFor(jobIds: () => Promise<string[]>, timeoutMs = 15_000): Promise<PublishedMessage[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ids = new Set(await jobIds());
    const found = qstash.published.filter((m) => ids.has(JSON.parse(m.body).jobId));
    if (found.length > 0 || Date.now() > deadline) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Delivers a published message to the Worker as QStash would: signed with the current key. */
function deliver(message: PublishedMessage, signingKey = TEST_SIGNING_KEYS.current): Promise<Response> {
  return worker.fetch("/api/v1/jobs", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "upstash-signature": signQStash({ key: signingKey, url: message.destination, body: message.body }),
    },
    body: message.body,
  });
}

const jobsOf = (entityId: string, kind: string) => async () =>
  (
    await db.db.selectFrom("jobs").select("id").where("entity_id", "=", entityId).where("kind", "=", kind).execute()
  ).map((r) => r.id);

describe.skipIf(!redisUp)(`the Worker in workerd${redisUp ? "" : ` (skipped: ${NO_REDIS_REASON})`}`, () => {
  it("/healthz: Postgres through the Neon driver, Upstash counters, QStash dispatcher", async () => {
    const res = await worker.fetch("/healthz");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      status: "ok",
      database: { ok: true, kind: "neon" },
      counterStore: { ok: true, store: "upstash" },
      queue: { ok: true, dispatcher: "qstash" },
    });
  });

  it(
    "authenticates: 401 without a key or with a wrong one, " + "200 with a valid key, rate-limited through Upstash",
    async () => {
      const none = await worker.fetch("/api/v1/tracker");
      expect(none.status).toBe(401);
      expect((await none.json()).error.code).toBe("unauthorized");
      const wrong = await worker.fetch("/api/v1/tracker", {
        headers: { authorization: `Bearer live_${"x".repeat(40)}` },
      });
      expect(wrong.status).toBe(401);
      const ok = await worker.fetch("/api/v1/tracker", authed());
      expect(ok.status).toBe(200);
      expect(ok.headers.get("x-ratelimit-limit")).toBe("600");
      expect(ok.headers.get("x-request-id")).toMatch(/^req_/);
    },
  );

  it(
    "creates a company (with an Idempotency-Key kept in Upstash) " +
      "and lists it; many requests, each with its own connection",
    async () => {
      const body = companyBody("Workerd Robotics", "https://workerd-robotics.example");
      const headers = { "idempotency-key": `edge-${crypto.randomUUID()}` };
      const created = await worker.fetch("/api/v1/tracker", authed({ method: "POST", json: body, headers }));
      expect(created.status).toBe(201);
      const first = await created.json();
      expect(first.data.companyName).toBe("Workerd Robotics");
      expect(first.operation.enrichmentStatus).toBe("queued");

      const replay = await worker.fetch("/api/v1/tracker", authed({ method: "POST", json: body, headers }));
      expect(replay.status).toBe(200);
      expect(replay.headers.get("idempotency-replayed")).toBe("true");
      expect((await replay.json()).data.id).toBe(first.data.id);

      // A database connection must not outlive its request (workerd would hang the next request
      // on it): sequential requests keep working.
      for (let i = 0; i < 5; i++) {
        const list = await worker.fetch("/api/v1/tracker?limit=100", authed());
        expect(list.status).toBe(200);
        expect((await list.json()).data.map((d: { id: string }) => d.id)).toContain(first.data.id);
      }
      const one = await worker.fetch(`/api/v1/tracker/${first.data.id}`, authed());
      expect((await one.json()).data.id).toBe(first.data.id);
    },
  );

  it(
    "publishes jobs to QStash; a signed delivery runs enrichment then " +
      "the first run in workerd; unsigned or forged ones are refused",
    async () => {
      const site = sites.sites.nimbus;
      const created = await worker.fetch(
        "/api/v1/tracker",
        authed({ method: "POST", json: companyBody("Nimbus Edge", site.url) }),
      );
      expect(created.status).toBe(201);
      const id = (await created.json()).data.id as string;

      const [enrichMsg] = await publishedFor(jobsOf(id, "enrich"));
      expect(enrichMsg, "the Worker published the enrichment job to QStash").toBeDefined();
      expect(enrichMsg!.destination).toBe(JOBS_URL);

      // Unsigned, forged (another key) and tampered deliveries are refused and change nothing.
      const unsigned = await worker.fetch("/api/v1/jobs", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: enrichMsg!.body,
      });
      expect(unsigned.status).toBe(401);
      expect((await deliver(enrichMsg!, "sig_someone_else")).status).toBe(401);
      const tampered = await worker.fetch("/api/v1/jobs", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "upstash-signature": signQStash({ key: TEST_SIGNING_KEYS.current, url: JOBS_URL, body: enrichMsg!.body }),
        },
        body: JSON.stringify({ jobId: crypto.randomUUID() }),
      });
      expect(tampered.status).toBe(401);
      expect((await (await worker.fetch(`/api/v1/tracker/${id}`, authed())).json()).operation.enrichmentStatus).toBe(
        "queued",
      );

      // The real delivery (signed with the next key, as during a key rotation) enriches from the site.
      const delivered = await deliver(enrichMsg!, TEST_SIGNING_KEYS.next);
      expect(await delivered.json()).toMatchObject({ outcome: "done" });
      expect(site.requests.length).toBeGreaterThan(0);
      const enriched = await (await worker.fetch(`/api/v1/tracker/${id}`, authed())).json();
      expect(enriched.operation.enrichmentComplete).toBe(true);
      expect(["ready", "partial"]).toContain(enriched.operation.enrichmentStatus);
      expect(enriched.data.description).toBeTruthy(); // read from the fixture site

      // Delivered twice (QStash is at least once): nothing more to do.
      expect(await (await deliver(enrichMsg!)).json()).toMatchObject({ outcome: "nothing_to_do" });

      // Enrichment queued the first run and published it; delivering it finishes the run.
      const [runMsg] = await publishedFor(jobsOf(id, "run"));
      expect(runMsg).toBeDefined();
      expect(await (await deliver(runMsg!)).json()).toMatchObject({ outcome: "done" });
      const ran = await (await worker.fetch(`/api/v1/tracker/${id}`, authed())).json();
      expect(ran.data.lastScrapedAt).not.toBeNull();
    },
  );

  it("the cron trigger queues due cadence runs and re-publishes jobs never delivered", async () => {
    const created = await worker.fetch(
      "/api/v1/tracker",
      authed({ method: "POST", json: companyBody("Cron Labs", "https://cron-labs.example") }),
    );
    const id = (await created.json()).data.id as string;
    // Enrichment is over and the company never ran: it is due at once.
    await db.db.updateTable("entities").set({ enrichment_status: "ready" }).where("id", "=", id).execute();
    await db.db.updateTable("jobs").set({ status: "done", dedupe_key: null }).where("entity_id", "=", id).execute();
    // A job whose QStash publish was lost.
    const lost = (await enqueueJob(db.db, systemClock.now(), {
      kind: "enrich",
      payload: { entityId: id },
      entityId: id,
    }))!;
    const before = qstash.published.length;

    const res = await worker.scheduled();
    expect(res.status).toBe(200);

    const runs = await db.db.selectFrom("runs").select(["trigger", "status"]).where("entity_id", "=", id).execute();
    expect(runs).toEqual([{ trigger: "first", status: "queued" }]);
    const republished = qstash.published.slice(before).map((m) => JSON.parse(m.body).jobId as string);
    expect(republished).toContain(lost);
    const runJobs = await jobsOf(id, "run")();
    expect(republished).toEqual(expect.arrayContaining(runJobs));
  });

  it(
    "the cron trigger queues the digests that fell due; the " +
      "delivered job queues the mail with its unsubscribe headers",
    async () => {
      const { orgId } = await createOrganization(db.db, systemClock, "Digest Fund");
      const { memberId } = await createMember(
        db.db,
        systemClock,
        { orgId, email: "digest@fund.example", role: "member" },
        ADMIN_CLI,
      );
      // A member since long ago, on the daily digest: today's or yesterday's 08:00 UTC has fallen due.
      await db.db
        .updateTable("members")
        .set({ created_at: new Date("2020-01-01T00:00:00Z"), digest_frequency: "daily" })
        .where("id", "=", memberId)
        .execute();
      await seedLead(db.db, orgId, { founderName: "Waiting Founder", companyName: "Edge Newco" });

      expect((await worker.scheduled()).status).toBe(200);
      const digestJobs = async () =>
        (
          await db.db
            .selectFrom("jobs")
            .select("id")
            .where("kind", "=", "digest")
            .where(sql<string>`payload->>'memberId'`, "=", memberId)
            .execute()
        ).map((r) => r.id);
      const [msg] = await publishedFor(digestJobs);
      expect(msg, "the Worker published the digest job to QStash").toBeDefined();
      expect(await (await deliver(msg!)).json()).toMatchObject({ outcome: "done" });

      const mail = await db.db.selectFrom("email_outbox").selectAll().where("org_id", "=", orgId).execute();
      expect(mail).toHaveLength(1);
      expect(mail[0]).toMatchObject({
        recipients: ["digest@fund.example"],
        subject: "Daily digest for Digest Fund: 1 lead to review",
      });
      expect(mail[0]!.text_body).toContain(`${PUBLIC_BASE_URL}/app/leads`);
      expect(mail[0]!.headers).toMatchObject({
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        "List-Unsubscribe": expect.stringContaining(`<${PUBLIC_BASE_URL}/app/unsubscribe/one-click?token=`),
      });
      // Delivered again (QStash is at least once), and the next cron tick: still one.
      await deliver(msg!);
      await worker.scheduled();
      expect(await db.db.selectFrom("email_outbox").select("id").where("org_id", "=", orgId).execute()).toHaveLength(1);
    },
  );

  it(
    "the cron trigger dispatches due checks between runs through " +
      "QStash; the delivered job asks the source with its validators",
    async () => {
      const { orgId } = await createOrganization(db.db, systemClock, "Checks Fund");
      const site = sites.sites.nimbus;
      const entityId = await seedCompany(db.db, orgId, { name: "Nimbus Checks", website: site.url });
      await db.db
        .insertInto("checks")
        .values({
          id: crypto.randomUUID(),
          org_id: orgId,
          entity_id: entityId,
          kind: "feed",
          source: null,
          url: new URL("/checks-feed.xml", site.url).href,
          etag: '"v7"',
          last_modified: null,
          fingerprint: null,
          interval_minutes: 60,
          next_check_at: new Date(Date.now() - 1000),
          last_checked_at: null,
          last_changed_at: null,
          created_at: new Date(),
        })
        .execute();
      expect((await worker.scheduled()).status).toBe(200);
      const checkJobs = async () =>
        (await db.db.selectFrom("jobs").select("id").where("kind", "=", "checks").execute()).map((r) => r.id);
      const [msg] = await publishedFor(checkJobs);
      expect(msg, "the Worker published the checks job to QStash").toBeDefined();
      expect(await (await deliver(msg!)).json()).toMatchObject({ outcome: "done" });
      const asked = site.requestsTo("/checks-feed.xml");
      expect(asked.length).toBe(1);
      expect(asked[0]!.headers["if-none-match"]).toBe('"v7"');
      const row = await db.db
        .selectFrom("checks")
        .select(["last_checked_at", "failures"])
        .where("entity_id", "=", entityId)
        .executeTakeFirstOrThrow();
      expect(row.last_checked_at).not.toBeNull();
    },
  );

  it(
    "webhooks: a change's delivery job is published to QStash, and its signed callback sends the event, verified " +
      "by the standardwebhooks client",
    async () => {
      const got: { headers: Record<string, string>; body: string }[] = [];
      const receiver = createServer((req, res) => {
        let body = "";
        req.on("data", (c) => (body += c));
        req.on("end", () => {
          got.push({ headers: req.headers as Record<string, string>, body });
          res.writeHead(204).end();
        });
      });
      await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
      try {
        const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
        const made = await worker.fetch(
          "/api/v1/webhooks",
          authed({ method: "POST", json: { url, eventTypes: ["company.created"] } }),
        );
        expect(made.status).toBe(201);
        const endpoint = (await made.json()).data;
        const created = await worker.fetch(
          "/api/v1/tracker",
          authed({ method: "POST", json: companyBody("Hooked Edge", "https://hooked-edge.example") }),
        );
        const companyId = (await created.json()).data.id as string;
        const deliveryJobs = async () =>
          (
            await db.db
              .selectFrom("jobs")
              .select("id")
              .where("kind", "=", "deliver_webhook")
              .where(sql<string>`payload->>'endpointId'`, "=", endpoint.id)
              .execute()
          ).map((r) => r.id);
        const [msg] = await publishedFor(deliveryJobs);
        expect(msg, "the Worker published the delivery job to QStash").toBeDefined();
        expect(await (await deliver(msg!)).json()).toMatchObject({ outcome: "done" });
        expect(got).toHaveLength(1);
        const event = new Webhook(endpoint.secret).verify(got[0]!.body, got[0]!.headers) as {
          type: string;
          data: { id: string };
        };
        expect(event).toMatchObject({ type: "company.created", data: { id: companyId } });
        const log = (await (await worker.fetch(`/api/v1/webhooks/${endpoint.id}/deliveries`, authed())).json()).data;
        expect(log[0]).toMatchObject({ status: "delivered", attempts: 1, lastResponseStatus: 204 });
        // Delivered again by QStash (at least once): nothing more is sent.
        expect(await (await deliver(msg!)).json()).toMatchObject({ outcome: "nothing_to_do" });
        expect(got).toHaveLength(1);
      } finally {
        await new Promise((r) => receiver.close(r));
      }
    },
  );

  it.each(["hang", "error"] as const)(
    "fails open in workerd when Upstash is in %s mode: requests are served, /healthz says degraded",
    async (mode) => {
      upstash.setFailureMode(mode);
      try {
        const t0 = Date.now();
        const res = await worker.fetch("/api/v1/tracker", authed());
        expect(res.status).toBe(200);
        expect(res.headers.get("x-ratelimit-limit")).toBeNull();
        const created = await worker.fetch(
          "/api/v1/tracker",
          authed({
            method: "POST",
            json: companyBody(`Failopen ${mode}`, `https://failopen-${mode}.example`),
            headers: { "idempotency-key": `edge-${crypto.randomUUID()}` },
          }),
        );
        expect(created.status).toBe(201);
        expect(Date.now() - t0).toBeLessThan(15_000);
        // (Its failOpenCount is per isolate, and which isolate answers is the runtime's choice.)
        const health = await (await worker.fetch("/healthz")).json();
        expect(health).toMatchObject({ status: "degraded", counterStore: { ok: false, store: "upstash" } });
      } finally {
        upstash.setFailureMode("none");
      }
    },
  );
});
