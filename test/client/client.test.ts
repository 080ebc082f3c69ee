import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PartnerTrackingError } from "../../clients/typescript/src/index";
import { seedAlert, seedCompany, seedLead, seedSignal } from "../support/seed";
import { companyBody, clientFor, startLiveServer, stepsCompany, type LiveServer } from "./support";

let server: LiveServer;
beforeAll(async () => {
  server = await startLiveServer();
});
afterAll(() => server?.close());

const listRequests = (sent: { path: string }[], path: string) => sent.filter((s) => s.path.split("?")[0] === path);

describe("paging with the TypeScript client", () => {
  it(
    "for await over companies.list({ classification: 'fintech' " +
      "}) yields every match once, newest first, page by page",
    async () => {
      const org = await server.newOrg();
      const db = server.deps.db;
      const fintech: string[] = [];
      for (let i = 0; i < 5; i++)
        fintech.push(await seedCompany(db, org.orgId, { name: `Paywise ${i}`, classification: ["fintech/payments"] }));
      await seedCompany(db, org.orgId, { name: "Robotic Arms", classification: ["industrial/robotics"] });
      const { client, wire } = clientFor(server, org.key);

      const seen: string[] = [];
      for await (const company of client.companies.list({ classification: "fintech", limit: 2 })) seen.push(company.id);

      expect(seen).toEqual([...fintech].reverse());
      const pages = listRequests(wire.sent, "/api/v1/tracker");
      expect(pages).toHaveLength(3);
      expect(pages.map((p) => new URL(p.path, "http://x").searchParams.has("cursor"))).toEqual([false, true, true]);
    },
  );

  it("page() fetches one page; pages() walks the pages with their nextCursor", async () => {
    const org = await server.newOrg();
    for (let i = 0; i < 3; i++) await seedCompany(server.deps.db, org.orgId, { name: `Paged ${i}` });
    const { client, wire } = clientFor(server, org.key);

    const first = await client.companies.list({ limit: 2 }).page();
    expect(first.data).toHaveLength(2);
    expect(first.nextCursor).toEqual(expect.any(String));
    expect(listRequests(wire.sent, "/api/v1/tracker")).toHaveLength(1);

    const sizes: number[] = [];
    const cursors: (string | null)[] = [];
    for await (const page of client.companies.list({ limit: 2 }).pages()) {
      sizes.push(page.data.length);
      cursors.push(page.nextCursor);
    }
    expect(sizes).toEqual([2, 1]);
    expect(cursors[1]).toBeNull();
    const next = await client.companies.list({ limit: 2, cursor: first.nextCursor! }).page();
    expect(next.data.map((c) => c.companyName)).toEqual(["Paged 0"]);
  });

  it("pages through signals, alerts and leads by cursor too", async () => {
    const org = await server.newOrg();
    const db = server.deps.db;
    const company = await seedCompany(db, org.orgId, { name: "Signalled" });
    const signals = [
      await seedSignal(db, org.orgId, company),
      await seedSignal(db, org.orgId, company),
      await seedSignal(db, org.orgId, company),
    ];
    const alerts = [
      await seedAlert(db, org.orgId, company),
      await seedAlert(db, org.orgId, company),
      await seedAlert(db, org.orgId, company),
    ];
    const leads = [
      await seedLead(db, org.orgId, { sourceEntityId: company }),
      await seedLead(db, org.orgId, { sourceEntityId: company }),
      await seedLead(db, org.orgId, { sourceEntityId: company }),
    ];
    const { client, wire } = clientFor(server, org.key);
    const all = async <T extends { id: string }>(it: AsyncIterable<T>) => {
      const out: string[] = [];
      for await (const x of it) out.push(x.id);
      return out;
    };

    expect(await all(client.signals.list({ limit: 1 }))).toEqual([...signals].reverse());
    expect(await all(client.alerts.list({ limit: 1, entityId: company }))).toEqual([...alerts].reverse());
    expect(await all(client.leads.list({ limit: 1, decision: "unreviewed" }))).toEqual([...leads].reverse());
    for (const path of ["/api/v1/signals", "/api/v1/alerts", "/api/v1/leads"])
      expect(listRequests(wire.sent, path)).toHaveLength(3);
  });

  it("is scoped to the key's organisation: another organisation's companies never appear", async () => {
    const mine = await server.newOrg();
    const theirs = await server.newOrg();
    const own = await seedCompany(server.deps.db, mine.orgId, { name: "Mine" });
    await seedCompany(server.deps.db, theirs.orgId, { name: "Theirs" });
    const { client } = clientFor(server, mine.key);
    const ids: string[] = [];
    for await (const c of client.companies.list()) ids.push(c.id);
    expect(ids).toEqual([own]);
  });
});

describe("retries with the TypeScript client", () => {
  it(
    "a create whose answer is lost is sent again with the " + "same Idempotency-Key, and the server makes one company",
    async () => {
      const org = await server.newOrg();
      const { client, wire, sleeps } = clientFor(server, org.key);
      wire.dropNextAnswer((r) => r.method === "POST");
      const body = companyBody();

      const created = await client.companies.create(body);

      const posts = wire.sent.filter((s) => s.method === "POST");
      expect(posts.map((p) => p.status)).toEqual([0, 200]);
      expect(posts[0]!.idempotencyKey).toMatch(/^[\x21-\x7e]{8,200}$/);
      expect(posts[1]!.idempotencyKey).toBe(posts[0]!.idempotencyKey);
      expect(created.idempotencyReplayed).toBe(true);
      expect(sleeps).toHaveLength(1);
      const names: (string | null)[] = [];
      for await (const c of client.companies.list()) names.push(c.companyName);
      expect(names).toEqual([body.companyName]);
      expect(created.data.companyName).toBe(body.companyName);
    },
  );

  it("each logical create gets its own key; a key passed in is sent as given", async () => {
    const org = await server.newOrg();
    const { client, wire } = clientFor(server, org.key);
    await client.companies.create(companyBody());
    await client.companies.create(companyBody(), { idempotencyKey: "my-own-key-123" });
    const keys = wire.sent.filter((s) => s.method === "POST").map((s) => s.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
    expect(keys[1]).toBe("my-own-key-123");
  });

  it("a lead track whose answer is lost is sent again with the same key: the lead is tracked once", async () => {
    const org = await server.newOrg();
    const lead = await seedLead(server.deps.db, org.orgId, {
      companyName: "Leadco",
      founderLinkedinUrl: "https://www.linkedin.com/in/leadco-founder",
    });
    const { client, wire } = clientFor(server, org.key);
    wire.dropNextAnswer((r) => r.method === "POST");

    const tracked = await client.leads.track(lead, {
      thingsToTrack: "Hiring Updates",
      alertEmails: ["partner@example.com"],
    });

    const posts = wire.sent.filter((s) => s.method === "POST");
    expect(posts.map((p) => p.status)).toEqual([0, 200]);
    expect(posts[1]!.idempotencyKey).toBe(posts[0]!.idempotencyKey);
    expect(tracked.leadId).toBe(lead);
    const companies: string[] = [];
    for await (const c of client.companies.list()) companies.push(c.id);
    expect(companies).toEqual([tracked.data.id]);
  });

  it("a refresh whose answer is lost is not sent again: network_error, status 0", async () => {
    const org = await server.newOrg();
    const { client, wire, sleeps } = clientFor(server, org.key);
    const { data } = await client.companies.create(companyBody());
    wire.dropNextAnswer((r) => r.url.endsWith("/refresh"));

    const err = await client.companies.refresh(data.id).catch((e) => e);

    expect(err).toBeInstanceOf(PartnerTrackingError);
    expect(err).toMatchObject({ status: 0, code: "network_error" });
    expect(wire.sent.filter((s) => s.path.endsWith("/refresh"))).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it(
    "a read answered 502 by a proxy, then 503 with " + "Retry-After, is retried with backoff and then Retry-After",
    async () => {
      const org = await server.newOrg();
      const id = await seedCompany(server.deps.db, org.orgId, { name: "Flaky" });
      const { client, wire, sleeps } = clientFor(server, org.key);
      const isGet = (r: Request) => r.method === "GET";
      wire.answerNext(isGet, () => new Response("<html>bad gateway</html>", { status: 502 }));
      wire.answerNext(isGet, () =>
        Response.json(
          { error: { code: "service_unavailable", message: "down", requestId: "req-503-test" } },
          { status: 503, headers: { "Retry-After": "2" } },
        ),
      );

      const got = await client.companies.get(id);

      expect(got.data.id).toBe(id);
      expect(wire.sent.map((s) => s.status)).toEqual([502, 503, 200]);
      // Backoff: base 500 ms with the jitter at its middle (random 0.5) → 375 ms; then Retry-After's 2 s.
      expect(sleeps).toEqual([375, 2000]);
    },
  );

  it("gives up after maxRetries and throws the last error", async () => {
    const org = await server.newOrg();
    const { client, wire, sleeps } = clientFor(server, org.key, { retry: { maxRetries: 2 } });
    for (let i = 0; i < 5; i++)
      wire.answerNext(
        () => true,
        () => new Response("", { status: 504 }),
      );
    const err = await client.companies
      .list()
      .page()
      .catch((e) => e);
    expect(err).toMatchObject({ status: 504, code: "unexpected_response" });
    expect(wire.sent).toHaveLength(3);
    expect(sleeps).toEqual([375, 750]);
  });

  it("does not retry a 4xx other than 429", async () => {
    const org = await server.newOrg();
    const { client, wire } = clientFor(server, org.key);
    await expect(client.companies.get("00000000-0000-4000-8000-000000000000")).rejects.toMatchObject({
      status: 404,
      code: "not_found",
    });
    expect(wire.sent).toHaveLength(1);
  });
});

describe("429 with the TypeScript client", () => {
  it(
    "waits Retry-After (on the clock, not in real time) and " +
      "retries: the server answers once its window has passed",
    async () => {
      const org = await server.newOrg();
      server.tighten(org.keyId, "read", 1);
      const { client, wire, sleeps } = clientFor(server, org.key, { onSleep: (ms) => server.rt.clock.advance(ms) });
      await client.companies.list().page();

      const page = await client.companies.list().page();

      expect(page.data).toEqual([]);
      expect(wire.sent.map((s) => s.status)).toEqual([200, 429, 200]);
      expect(sleeps).toHaveLength(1);
      expect(sleeps[0]).toBeGreaterThanOrEqual(1000);
      expect(sleeps[0]).toBeLessThanOrEqual(60_000);
    },
  );

  it("is thrown as rate_limited with the bucket and Retry-After once the retries are spent", async () => {
    const org = await server.newOrg();
    server.tighten(org.keyId, "read", 1);
    const { client, sleeps } = clientFor(server, org.key, { retry: { maxRateLimitRetries: 2 } });
    await client.companies.list().page();

    const err = await client.companies
      .list()
      .page()
      .catch((e) => e);

    expect(err).toBeInstanceOf(PartnerTrackingError);
    expect(err).toMatchObject({
      status: 429,
      code: "rate_limited",
      details: { bucket: "read", limit: 1, windowSeconds: 60 },
    });
    expect(err.retryAfterSeconds).toBe(err.details.retryAfterSeconds);
    // The clock did not move, so each retry met the same window: two waits of its Retry-After.
    expect(sleeps).toEqual([err.retryAfterSeconds * 1000, err.retryAfterSeconds * 1000]);
  });

  it("a create is not looped on 429: one wait of Retry-After, one retry, then the error", async () => {
    const org = await server.newOrg();
    server.tighten(org.keyId, "create", 1);
    const { client, wire, sleeps } = clientFor(server, org.key, { retry: { maxRetryAfterSeconds: 7200 } });
    await client.companies.create(companyBody());

    const err = await client.companies.create(companyBody()).catch((e) => e);

    expect(err).toMatchObject({ status: 429, code: "rate_limited", details: { bucket: "create" } });
    const posts = wire.sent.filter((s) => s.method === "POST");
    expect(posts.map((p) => p.status)).toEqual([201, 429, 429]);
    expect(posts[2]!.idempotencyKey).toBe(posts[1]!.idempotencyKey);
    expect(sleeps).toEqual([err.retryAfterSeconds * 1000]);
  });

  it(
    "a Retry-After longer than maxRetryAfterSeconds (an " + "hourly bucket) is thrown at once, without waiting",
    async () => {
      const org = await server.newOrg();
      const { client, wire, sleeps } = clientFor(server, org.key);
      const { data } = await client.companies.create(companyBody());
      server.tighten(org.keyId, "refresh", 0);
      // To the start of an hour: the refresh bucket's window (an hour) then has 3599 s left.
      const now = server.rt.clock.now().getTime();
      server.rt.clock.advance(3_600_000 - (now % 3_600_000) + 1000);

      const err = await client.companies.refresh(data.id).catch((e) => e);

      expect(err).toMatchObject({ status: 429, code: "rate_limited", details: { bucket: "refresh" } });
      expect(err.retryAfterSeconds).toBe(3599);
      expect(wire.sent.filter((s) => s.path.endsWith("/refresh"))).toHaveLength(1);
      expect(sleeps).toEqual([]);
    },
  );
});

describe("errors from the TypeScript client", () => {
  it("are one class with the envelope's status, code, message, details and the request id", async () => {
    const org = await server.newOrg();
    const { client } = clientFor(server, org.key);

    const invalid = await client.companies
      .create({ thingsToTrack: "", alertEmails: ["not-an-email"] } as never)
      .catch((e) => e);
    expect(invalid).toBeInstanceOf(PartnerTrackingError);
    expect(invalid).toBeInstanceOf(Error);
    expect(invalid.name).toBe("PartnerTrackingError");
    expect(invalid.status).toBe(400);
    expect(invalid.code).toBe("validation_error");
    expect(invalid.message).toMatch(/alertEmails/);
    expect(invalid.details.issues.map((i: { path: string }) => i.path)).toContain("alertEmails.0");
    expect(invalid.requestId).toMatch(/\S{8,}/);

    const missing = await client.signals.get("00000000-0000-4000-8000-000000000000").catch((e) => e);
    expect(missing).toMatchObject({ status: 404, code: "not_found", details: undefined });

    const { key } = await org.newKey({ scopes: ["tracker:read"] });
    const readOnly = clientFor(server, key).client;
    const forbidden = await readOnly.leads
      .list()
      .page()
      .catch((e) => e);
    expect(forbidden).toMatchObject({ status: 403, code: "forbidden", details: { requiredScopes: ["leads:read"] } });
  });

  it("carry the X-Request-Id the server answered with", async () => {
    const org = await server.newOrg();
    const { client } = clientFor(server, org.key, {
      fetch: async (request) => {
        request.headers.set("x-request-id", "client-chosen-id-42");
        return fetch(request);
      },
    });
    const err = await client.companies.get("not-a-uuid").catch((e) => e);
    expect(err).toMatchObject({ status: 400, code: "validation_error", requestId: "client-chosen-id-42" });
  });

  it("a bad key is 401 unauthorized", async () => {
    const { client } = clientFor(server, "live_not-a-real-key-000000000000000000");
    await expect(client.companies.list().page()).rejects.toMatchObject({ status: 401, code: "unauthorized" });
  });
});

describe("waiting for enrichment and runs with the TypeScript client", () => {
  it("waitForEnrichment polls every suggestedPollIntervalSeconds until enrichmentComplete", async () => {
    const org = await server.newOrg();
    let id = "";
    const { client, sleeps, wire } = clientFor(server, org.key, { onSleep: stepsCompany(server.rt, () => id) });
    const created = await client.companies.create(companyBody());
    id = created.data.id;
    expect(created.operation.enrichmentComplete).toBe(false);

    const done = await client.waitForEnrichment(id);

    expect(done.operation).toMatchObject({ enrichmentComplete: true, enrichmentStatus: "ready" });
    expect(sleeps.length).toBeGreaterThan(0);
    expect(sleeps.every((ms) => ms === created.operation.suggestedPollIntervalSeconds! * 1000)).toBe(true);
    expect(wire.sent.filter((s) => s.path === `/api/v1/tracker/${id}`)).toHaveLength(sleeps.length + 1);
  });

  it(
    "waitForRun without a baseline waits for the first " + "run; with a refresh record, for the run it queued",
    async () => {
      const org = await server.newOrg();
      let id = "";
      const { client } = clientFor(server, org.key, { onSleep: stepsCompany(server.rt, () => id) });
      id = (await client.companies.create(companyBody())).data.id;

      const first = await client.waitForRun(id);
      expect(first.data.lastScrapedAt).not.toBeNull();
      expect(first.data.scrapeHealthReason).not.toBe("run_in_progress");

      const { refresh } = await client.companies.refresh(id);
      expect(refresh.baselineLastScrapedAt).toBe(first.data.lastScrapedAt);
      server.rt.clock.advance(60_000);
      const second = await client.waitForRun(id, refresh);
      expect(second.data.lastScrapedAt).not.toBe(refresh.baselineLastScrapedAt);
      expect(second.data.latestSignal).not.toBeNull();
    },
  );

  it("waitForRun stops with run_dropped when the company is paused before its run starts", async () => {
    const org = await server.newOrg();
    let id = "";
    const { client } = clientFor(server, org.key, { onSleep: stepsCompany(server.rt, () => id) });
    id = (await client.companies.create(companyBody())).data.id;
    await client.waitForRun(id);
    const { refresh } = await client.companies.refresh(id);
    await client.companies.update(id, { status: "paused" });

    await expect(client.waitForRun(id, refresh)).rejects.toMatchObject({ status: 0, code: "run_dropped" });
  });

  it("times out on the client's clock with code timeout", async () => {
    const org = await server.newOrg();
    let now = 0;
    const { client, sleeps } = clientFor(server, org.key, { now: () => now, onSleep: (ms) => void (now += ms) });
    const { data } = await client.companies.create(companyBody());

    const err = await client.waitForEnrichment(data.id, { timeoutMs: 20_000 }).catch((e) => e);

    expect(err).toBeInstanceOf(PartnerTrackingError);
    expect(err).toMatchObject({ status: 0, code: "timeout" });
    expect(sleeps).toEqual([5000, 5000, 5000, 5000]);
  });

  it("stops when its AbortSignal is aborted, with the signal's reason", async () => {
    const org = await server.newOrg();
    const controller = new AbortController();
    const { client } = clientFor(server, org.key, { onSleep: () => controller.abort(new Error("caller gave up")) });
    const { data } = await client.companies.create(companyBody());
    await expect(client.waitForEnrichment(data.id, { signal: controller.signal })).rejects.toThrow("caller gave up");
  });
});
