import { Webhook, WebhookVerificationError } from "standardwebhooks";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { JOB_LEASE_MS } from "../../src/db/job-lease";
import { claimDueJobs, markFailed } from "../../src/db/jobs";
import { createTestOrg, getRuntime } from "../support/harness";
import { addEndpoint, deliverDue, deliveriesOf, receiver } from "./_support";

const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of closers) await c();
});
async function hook(script?: number[], opts?: { location?: string }) {
  const r = await receiver(script, opts);
  closers.push(r.close);
  return r;
}
const company = (i: string) => ({
  companyName: `Hooked ${i}`,
  companyWebsite: `https://hooked-${i}.example`,
  thingsToTrack: "Fundraising",
  alertEmails: ["partner@example.com"],
});
let n = 0;
const uniq = () => `${process.pid}-${Date.now()}-${++n}`;
/** Standard Webhooks verification at the receiver's clock (the manual one), by the npm client. */
function verify(secret: string, got: { headers: Record<string, unknown>; body: string }) {
  return new Webhook(secret).verify(got.body, got.headers as Record<string, string>);
}

describe("webhook delivery", () => {
  it(
    "an event is delivered signed: the standardwebhooks client " +
      "verifies it; a tampered body or an old timestamp fails",
    async () => {
      const rt = await getRuntime();
      const org = await createTestOrg();
      const r = await hook();
      rt.clock.set(new Date()); // the signature's timestamp is the clock's; the client checks it against the wall clock
      const { id, secret } = await addEndpoint(org, { url: r.url });
      const created = await (await org.request("POST", "/api/v1/tracker", { body: company(uniq()) })).json();
      expect(await deliverDue(rt, [id])).toEqual(["done"]);
      expect(r.got).toHaveLength(1);
      const got = r.got[0]!;
      const event = verify(secret, got) as {
        id: string;
        type: string;
        createdAt: string;
        data: Record<string, unknown>;
      };
      expect(event.type).toBe("company.created");
      expect(event.id).toMatch(/^evt_[0-9a-f]{32}$/);
      expect(got.headers["webhook-id"]).toBe(event.id);
      expect(event.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}\+00:00$/);
      // data is the company's compact view, as GET /tracker lists it.
      const listed = (await (await org.request("GET", "/api/v1/tracker")).json()).data[0];
      expect(event.data).toEqual(listed);
      expect(event.data.id).toBe(created.data.id);

      expect(() => verify(secret, { ...got, body: got.body.replace("Hooked", "Hacked") })).toThrow(
        WebhookVerificationError,
      );
      const old = { ...got.headers, "webhook-timestamp": String(Math.floor(Date.now() / 1000) - 3600) };
      expect(() => verify(secret, { headers: old, body: got.body })).toThrow(WebhookVerificationError);
      const [log] = await deliveriesOf(org, id);
      expect(log).toMatchObject({
        eventId: event.id,
        eventType: "company.created",
        status: "delivered",
        attempts: 1,
        lastResponseStatus: 200,
        nextAttemptAt: null,
      });
    },
  );

  it(
    "events of one organisation never reach another's endpoint; " +
      "a disabled endpoint and an unwanted type receive nothing",
    async () => {
      const rt = await getRuntime();
      const a = await createTestOrg();
      const b = await createTestOrg();
      const [ra, rb, rOff, rTyped] = [await hook(), await hook(), await hook(), await hook()];
      const ea = await addEndpoint(a, { url: ra.url });
      const eb = await addEndpoint(b, { url: rb.url });
      const off = await addEndpoint(a, { url: rOff.url, enabled: false });
      const typed = await addEndpoint(a, { url: rTyped.url, eventTypes: ["company.deleted"] });
      const id = (await (await a.request("POST", "/api/v1/tracker", { body: company(uniq()) })).json()).data.id;
      await a.request("DELETE", `/api/v1/tracker/${id}`);
      await deliverDue(rt, [ea.id, eb.id, off.id, typed.id]);
      // Delivery is at least once, not in order: both arrive.
      expect(ra.got.map((g) => JSON.parse(g.body).type).sort()).toEqual(["company.created", "company.deleted"]);
      expect(rb.got).toEqual([]);
      expect(rOff.got).toEqual([]);
      expect(rTyped.got.map((g) => JSON.parse(g.body))).toEqual([
        expect.objectContaining({ type: "company.deleted", data: { id } }),
      ]);
      expect(await deliveriesOf(a, off.id)).toEqual([]);
    },
  );

  it(
    "a receiver that fails twice then succeeds gets the same webhook-id " +
      "three times, on the backoff schedule, and the log keeps each attempt",
    async () => {
      const rt = await getRuntime();
      const org = await createTestOrg();
      const r = await hook([500, 503, 204]);
      const { id } = await addEndpoint(org, { url: r.url });
      await org.request("POST", "/api/v1/tracker", { body: company(uniq()) });
      const failedAt = rt.clock.now().toISOString().slice(0, 19);
      expect(await deliverDue(rt, [id])).toEqual(["retry"]);
      let [log] = await deliveriesOf(org, id);
      expect(log).toMatchObject({ status: "pending", attempts: 1, lastResponseStatus: 500 });
      // The endpoint says since when it fails, until an attempt succeeds.
      const endpoint = async () => (await (await org.request("GET", `/api/v1/webhooks/${id}`)).json()).data;
      expect((await endpoint()).failingSince.slice(0, 19)).toBe(failedAt);
      expect(Date.parse(log!.nextAttemptAt!) - rt.clock.now().getTime()).toBe(5_000);
      expect(await deliverDue(rt, [id])).toEqual([]); // not due yet
      rt.clock.advance(5_000);
      expect(await deliverDue(rt, [id])).toEqual(["retry"]);
      [log] = await deliveriesOf(org, id);
      expect(Date.parse(log!.nextAttemptAt!) - rt.clock.now().getTime()).toBe(300_000);
      rt.clock.advance(300_000);
      expect(await deliverDue(rt, [id])).toEqual(["done"]);
      expect(new Set(r.got.map((g) => g.headers["webhook-id"])).size).toBe(1);
      expect(r.got).toHaveLength(3);
      [log] = await deliveriesOf(org, id);
      expect(log).toMatchObject({ status: "delivered", attempts: 3, lastResponseStatus: 204 });
      // The log keeps every attempt, newest first: each one's answer, latency and time.
      const attempts = log!.recentAttempts;
      expect(attempts.map((a) => [a.attempt, a.outcome, a.responseStatus])).toEqual([
        [3, "delivered", 204],
        [2, "failed", 503],
        [1, "failed", 500],
      ]);
      expect(attempts.every((a) => a.latencyMs >= 0)).toBe(true);
      expect(Date.parse(attempts[0]!.attemptedAt) - Date.parse(attempts[2]!.attemptedAt)).toBe(305_000);
      expect((await endpoint()).failingSince).toBeNull();
    },
  );

  it("410 Gone disables the endpoint at once; redirects are not followed and count as failures", async () => {
    const rt = await getRuntime();
    const org = await createTestOrg();
    const gone = await hook([410]);
    const target = await hook();
    const moved = await hook([302], { location: target.url });
    const eg = await addEndpoint(org, { url: gone.url });
    const em = await addEndpoint(org, { url: moved.url });
    await org.request("POST", "/api/v1/tracker", { body: company(uniq()) });
    await deliverDue(rt, [eg.id, em.id]);
    const g = (await (await org.request("GET", `/api/v1/webhooks/${eg.id}`)).json()).data;
    expect(g).toMatchObject({ enabled: false, disabledReason: "gone" });
    expect((await deliveriesOf(org, eg.id))[0]).toMatchObject({ status: "failed", lastResponseStatus: 410 });
    expect(target.got).toEqual([]);
    expect((await deliveriesOf(org, em.id))[0]).toMatchObject({ status: "pending", lastResponseStatus: 302 });
    expect((await deliveriesOf(org, em.id))[0]!.lastError!.length).toBeLessThan(600);
  });

  it(
    "an endpoint whose every attempt failed for 3 days is " + "disabled and its organisation's owners get an email",
    async () => {
      const rt = await getRuntime();
      const org = await createTestOrg();
      const r = await hook([500]);
      const { id } = await addEndpoint(org, { url: r.url });
      await org.request("POST", "/api/v1/tracker", { body: company(uniq()) });
      for (let i = 0; i < 30; i++) {
        await deliverDue(rt, [id]);
        const ep = (await (await org.request("GET", `/api/v1/webhooks/${id}`)).json()).data;
        if (!ep.enabled) break;
        if (i % 3 === 2)
          await org.request(
            "PATCH",
            `/api/v1/tracker/${(await (await org.request("GET", "/api/v1/tracker")).json()).data[0].id}`,
            { body: { tags: [`t${i}`] } },
          );
        rt.clock.advance(6 * 3_600_000);
      }
      const ep = (await (await org.request("GET", `/api/v1/webhooks/${id}`)).json()).data;
      expect(ep).toMatchObject({ enabled: false, disabledReason: "failing" });
      const mail = await rt.deps.db
        .selectFrom("email_outbox")
        .select(["recipients", "subject"])
        .where("org_id", "=", org.orgId)
        .execute();
      expect(mail).toHaveLength(1);
      expect(mail[0]!.subject).toContain("disabled");
      const owner = await rt.deps.db
        .selectFrom("members")
        .select("email")
        .where("id", "=", org.memberId)
        .executeTakeFirstOrThrow();
      expect(mail[0]!.recipients).toEqual([owner.email]);
      const before = r.got.length;
      await org.request("POST", "/api/v1/tracker", { body: company(uniq()) });
      rt.clock.advance(86_400_000);
      await deliverDue(rt, [id]);
      expect(r.got.length).toBe(before);
    },
  );

  it(
    "after a rotation deliveries carry both signatures for " +
      "24 hours; either secret verifies; then only the new one",
    async () => {
      const rt = await getRuntime();
      const org = await createTestOrg();
      const r = await hook();
      rt.clock.set(new Date());
      const { id, secret: oldSecret } = await addEndpoint(org, { url: r.url });
      const rot = await org.request("POST", `/api/v1/webhooks/${id}/rotate-secret`);
      expect(rot.status).toBe(200);
      const rotated = (await rot.json()).data;
      expect(rotated.secret).not.toBe(oldSecret);
      expect(rotated.previousSecretExpiresAt).not.toBeNull();
      expect((await org.request("POST", `/api/v1/webhooks/${id}/test`)).status).toBe(202);
      await deliverDue(rt, [id]);
      const first = r.got[0]!;
      expect(String(first.headers["webhook-signature"]).split(" ")).toHaveLength(2);
      expect(verify(oldSecret, first)).toMatchObject({ type: "webhook.test" });
      expect(verify(rotated.secret, first)).toMatchObject({ type: "webhook.test" });
      rt.clock.advance(24 * 3_600_000 + 1000);
      await org.request("POST", `/api/v1/webhooks/${id}/test`);
      await deliverDue(rt, [id]);
      const second = r.got[1]!;
      expect(String(second.headers["webhook-signature"]).split(" ")).toHaveLength(1);
    },
  );

  it(
    "POST /test sends webhook.test to that endpoint alone and returns " +
      "its delivery; retry sends a delivery again with the same id",
    async () => {
      const rt = await getRuntime();
      const org = await createTestOrg();
      const r = await hook([200]);
      const other = await hook();
      const { id } = await addEndpoint(org, { url: r.url });
      const o = await addEndpoint(org, { url: other.url });
      const res = await org.request("POST", `/api/v1/webhooks/${id}/test`, {
        headers: { "idempotency-key": "hook-test-00001" },
      });
      expect(res.status).toBe(202);
      const delivery = (await res.json()).data;
      expect(delivery).toMatchObject({ endpointId: id, eventType: "webhook.test", status: "pending", attempts: 0 });
      await deliverDue(rt, [id, o.id]);
      expect(other.got).toEqual([]);
      expect(JSON.parse(r.got[0]!.body)).toMatchObject({ id: delivery.eventId, type: "webhook.test", data: { id } });
      const again = await org.request("POST", `/api/v1/webhooks/${id}/deliveries/${delivery.id}/retry`);
      expect(again.status).toBe(202);
      expect((await again.json()).data).toMatchObject({ id: delivery.id, status: "pending" });
      await deliverDue(rt, [id]);
      expect(r.got.map((g) => g.headers["webhook-id"])).toEqual([delivery.eventId, delivery.eventId]);
      expect((await deliveriesOf(org, id))[0]).toMatchObject({ status: "delivered", attempts: 2 });
      const missing = await org.request("POST", `/api/v1/webhooks/${id}/deliveries/${crypto.randomUUID()}/retry`);
      expect(missing.status).toBe(404);
    },
  );

  it(
    "a manual retry sends now, while the automatic attempt " +
      "is still scheduled minutes away, with the same webhook-id",
    async () => {
      const rt = await getRuntime();
      const org = await createTestOrg();
      const r = await hook([500, 500, 204]);
      const { id } = await addEndpoint(org, { url: r.url });
      await org.request("POST", "/api/v1/tracker", { body: company(uniq()) });
      expect(await deliverDue(rt, [id])).toEqual(["retry"]);
      rt.clock.advance(5_000);
      expect(await deliverDue(rt, [id])).toEqual(["retry"]);
      const [scheduled] = await deliveriesOf(org, id);
      expect(Date.parse(scheduled!.nextAttemptAt!) - rt.clock.now().getTime()).toBe(300_000);

      const retried = await org.request("POST", `/api/v1/webhooks/${id}/deliveries/${scheduled!.id}/retry`);
      expect(retried.status).toBe(202);
      // No time passes: the retry is due at once, not at the scheduled attempt.
      expect(await deliverDue(rt, [id])).toEqual(["done"]);
      expect(r.got).toHaveLength(3);
      expect(new Set(r.got.map((g) => g.headers["webhook-id"])).size).toBe(1);
      expect((await deliveriesOf(org, id))[0]).toMatchObject({
        id: scheduled!.id,
        status: "delivered",
        lastResponseStatus: 204,
      });
      // One job for the delivery, not a second beside the scheduled one.
      const { n } = (
        await sql<{
          n: number;
        }>`select count(*)::int as n from jobs where dedupe_key = ${`deliver_webhook:${scheduled!.id}`}
          or payload->>'deliveryId' = ${scheduled!.id}`.execute(rt.deps.db)
      ).rows[0]!;
      expect(n).toBe(1);
    },
  );

  it(
    "a manual retry while an attempt is in flight makes the " +
      "delivery's job due again; the stalled attempt cannot reschedule it",
    async () => {
      const rt = await getRuntime();
      const org = await createTestOrg();
      const r = await hook([204]);
      const { id } = await addEndpoint(org, { url: r.url });
      await org.request("POST", "/api/v1/tracker", { body: company(uniq()) });
      const [delivery] = await deliveriesOf(org, id);
      const jobId = (
        await sql<{ id: string }>`select id from jobs where payload->>'deliveryId' = ${delivery!.id}`.execute(
          rt.deps.db,
        )
      ).rows[0]!.id;
      // An attempt claims the job and stalls (its runner holds a live lease).
      const [claimed] = await claimDueJobs(rt.deps.db, rt.clock.now(), JOB_LEASE_MS, 1, [jobId]);
      expect(claimed!.status).toBe("running");
      expect(await deliverDue(rt, [id])).toEqual([]);

      expect((await org.request("POST", `/api/v1/webhooks/${id}/deliveries/${delivery!.id}/retry`)).status).toBe(202);
      // The stalled attempt's failure, arriving late, no longer holds the job: it cannot push it back.
      expect(await markFailed(rt.deps.db, rt.clock.now(), claimed!, "late failure", false, 300_000)).toBeNull();
      expect(await deliverDue(rt, [id])).toEqual(["done"]);
      expect(r.got).toHaveLength(1);
      expect((await deliveriesOf(org, id))[0]).toMatchObject({ status: "delivered" });
    },
  );

  it("racing changes produce one event and one delivery each", async () => {
    const rt = await getRuntime();
    const org = await createTestOrg();
    const r = await hook();
    const { id: endpointId } = await addEndpoint(org, { url: r.url, eventTypes: ["company.updated"] });
    const id = (await (await org.request("POST", "/api/v1/tracker", { body: company(uniq()) })).json()).data.id;
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        org.request("PATCH", `/api/v1/tracker/${id}`, { body: { tags: [`race-${i}`] } }),
      ),
    );
    expect(results.map((x) => x.status)).toEqual(Array(6).fill(200));
    const events = await rt.deps.db
      .selectFrom("events")
      .select("id")
      .where("org_id", "=", org.orgId)
      .where("type", "=", "company.updated")
      .execute();
    expect(events).toHaveLength(6);
    await deliverDue(rt, [endpointId]);
    await deliverDue(rt, [endpointId]);
    expect(new Set(r.got.map((g) => g.headers["webhook-id"])).size).toBe(6);
  });

  it("a slow endpoint holds one delivery slot at most: other endpoints' deliveries are claimed beside it", async () => {
    const rt = await getRuntime();
    const org = await createTestOrg();
    const slow = await addEndpoint(org, { url: "http://127.0.0.1:9/slow" });
    const fast = await addEndpoint(org, { url: "http://127.0.0.1:9/fast" });
    for (let i = 0; i < 3; i++) await org.request("POST", "/api/v1/tracker", { body: company(uniq()) });
    const jobIds = async (endpointId: string) =>
      (
        await sql<{
          id: string;
        }>`select id from jobs where kind = 'deliver_webhook' and payload->>'endpointId' = ${endpointId}`.execute(
          rt.deps.db,
        )
      ).rows.map((x) => x.id);
    const [slowJobs, fastJobs] = [await jobIds(slow.id), await jobIds(fast.id)];
    expect(slowJobs).toHaveLength(3);
    // One delivery to the slow endpoint is in flight (its runner holds the lease).
    const [held] = await claimDueJobs(rt.deps.db, rt.clock.now(), JOB_LEASE_MS, 1, [slowJobs[0]!]);
    expect(held).toBeDefined();
    const claimed = await claimDueJobs(rt.deps.db, rt.clock.now(), JOB_LEASE_MS, 10, [...slowJobs, ...fastJobs]);
    expect(claimed.map((j) => j.id).sort()).toEqual([...fastJobs].sort());
    // Its lease lapsing (the runner died) frees the endpoint's next delivery: nothing is lost.
    rt.clock.advance(JOB_LEASE_MS + 1);
    const after = await claimDueJobs(rt.deps.db, rt.clock.now(), JOB_LEASE_MS, 10, slowJobs);
    expect(after.map((j) => j.id).sort()).toEqual([...slowJobs].sort());
  });
});
