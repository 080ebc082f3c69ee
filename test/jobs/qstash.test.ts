import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp, type App } from "../../src/app";
import { createNodeRuntime } from "../../src/bootstrap-node";
import type { AppDeps } from "../../src/services/deps";
import { createQStashDispatcher } from "../../src/jobs/qstash";
import { sweepUndeliveredJobs } from "../../src/jobs/schedule";
import { silentLogger } from "../../src/platform/logger";
import { getRuntime, testConfig, type TestOrg } from "../support/harness";
import { signQStash } from "../support/qstash";
import { streamedBody, streamedInit } from "../support/streamed-body";
import { isolatedLifecycleRuntime } from "../support/test-pipeline";
import { companyBody, createOk, drain, get, jobsOf } from "../tracker/_helpers";

const CURRENT = "sig_current_key_for_tests_0123456789";
const NEXT = "sig_next_key_for_tests_9876543210";
const BASE = "https://api.partner-tracking.test";
const DESTINATION = `${BASE}/api/v1/jobs`;

/** An `Upstash-Signature` as QStash makes it, for this file's destination and keys. */
async function sign(
  body: string,
  opts: { key?: string; url?: string; expOffset?: number; nbfOffset?: number } = {},
): Promise<string> {
  // The receiver checks exp/nbf against real time, not the injected clock.
  return signQStash({
    key: opts.key ?? CURRENT,
    url: opts.url ?? DESTINATION,
    body,
    ttlSeconds: opts.expOffset ?? 300,
    nbfOffsetSeconds: opts.nbfOffset,
  });
}

// The sweep dispatches every due job: on real Postgres this file gets a database of its own.
let iso: Awaited<ReturnType<typeof isolatedLifecycleRuntime>>;
/** The app receiving deliveries (signing keys configured); API calls go through `org` (iso.app). */
let app: App;
let deps: AppDeps;
let org: TestOrg;
const lifecycleRuntime = async () => iso;

beforeAll(async () => {
  iso = await isolatedLifecycleRuntime();
  deps = {
    ...iso.deps,
    config: {
      ...iso.deps.config,
      PUBLIC_BASE_URL: BASE,
      QSTASH_CURRENT_SIGNING_KEY: CURRENT,
      QSTASH_NEXT_SIGNING_KEY: NEXT,
    },
  };
  app = createApp(deps);
  org = await iso.createOrg();
});
afterAll(async () => iso.close());

async function deliver(body: string, signature?: string) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (signature !== undefined) headers["upstash-signature"] = signature;
  const res = await app.request("/api/v1/jobs", { method: "POST", headers, body });
  return { res, body: await res.json() };
}

async function enrichJobOf(id: string) {
  const rt = await lifecycleRuntime();
  return (await jobsOf(rt, id)).find((j) => j.kind === "enrich")!;
}

describe("POST /api/v1/jobs (QStash deliveries)", () => {
  it(
    "a delivery signed with the current key runs the job (no " +
      "API key needed); the same message again changes nothing",
    async () => {
      const rt = await lifecycleRuntime();
      const id = await createOk(org);
      const job = await enrichJobOf(id);
      const body = JSON.stringify({ jobId: job.id });
      const first = await deliver(body, await sign(body));
      expect(first.res.status).toBe(200);
      expect(first.body).toEqual({ jobId: job.id, outcome: "done" });
      expect((await get(org, id)).body.operation.enrichmentStatus).toBe("ready");

      const again = await deliver(body, await sign(body));
      expect(again.res.status).toBe(200);
      expect(again.body.outcome).toBe("nothing_to_do");
      expect(rt.pipeline.enrichCalls.get(id)).toBe(1);
    },
  );

  it("a delivery signed with the next key (rotation) is accepted", async () => {
    const id = await createOk(org);
    const job = await enrichJobOf(id);
    const body = JSON.stringify({ jobId: job.id });
    const r = await deliver(body, await sign(body, { key: NEXT }));
    expect(r.res.status).toBe(200);
    expect(r.body.outcome).toBe("done");
  });

  it.each([
    ["unsigned", async () => undefined],
    ["signed with another key", async (b: string) => sign(b, { key: "sig_someone_elses_key_000000000000" })],
    ["tampered (signature of another body)", async () => sign(JSON.stringify({ jobId: crypto.randomUUID() }))],
    ["stale (expired)", async (b: string) => sign(b, { expOffset: -120 })],
    ["not yet valid", async (b: string) => sign(b, { nbfOffset: 600 })],
    ["for another endpoint", async (b: string) => sign(b, { url: "https://evil.test/api/v1/jobs" })],
    ["garbage", async () => "not.a.jwt"],
  ])("a delivery %s → 401 and the job is untouched", async (_l, makeSig) => {
    const id = await createOk(org);
    const job = await enrichJobOf(id);
    const body = JSON.stringify({ jobId: job.id });
    const r = await deliver(body, await makeSig(body));
    expect(r.res.status).toBe(401);
    expect(r.body.error.code).toBe("unauthorized");
    expect(await enrichJobOf(id)).toMatchObject({ status: "pending", attempts: 0 });
  });

  it("without signing keys configured nothing is accepted", async () => {
    const rt = await lifecycleRuntime();
    const bare = createApp(rt.deps);
    const body = JSON.stringify({ jobId: crypto.randomUUID() });
    const res = await bare.request("/api/v1/jobs", {
      method: "POST",
      headers: { "upstash-signature": await sign(body), "content-type": "application/json" },
      body,
    });
    expect(res.status).toBe(401);
  });

  it("a body over 16 KiB is 413 before its signature is checked, and is not read to its end", async () => {
    const body = streamedBody(64 * 1024 * 1024, { chunkBytes: 4096 });
    const res = await app.request(
      "/api/v1/jobs",
      streamedInit({ "content-type": "application/json", "upstash-signature": "unchecked" }, body.stream),
    );
    expect(res.status).toBe(413);
    expect((await res.json()).error.code).toBe("payload_too_large");
    expect(body.pulled()).toBeLessThan(64 * 1024);
  });

  it("a signed body without a valid jobId → 400; an unknown job → 200 nothing to do", async () => {
    const bad = JSON.stringify({ jobId: "nope" });
    expect((await deliver(bad, await sign(bad))).res.status).toBe(400);
    const unknown = JSON.stringify({ jobId: crypto.randomUUID() });
    const r = await deliver(unknown, await sign(unknown));
    expect(r.res.status).toBe(200);
    expect(r.body.outcome).toBe("nothing_to_do");
  });

  it("a job that fails answers 503 with Retry-After (QStash delivers again); not due yet → 503 too", async () => {
    const rt = await lifecycleRuntime();
    const id = await createOk(org, companyBody({ thingsToTrack: "x [enrich-throws]" }));
    const job = await enrichJobOf(id);
    const body = JSON.stringify({ jobId: job.id });
    const r = await deliver(body, await sign(body));
    expect(r.res.status).toBe(503);
    expect(r.body.outcome).toBe("retry");
    expect(r.res.headers.get("retry-after")).toBe("10");
    const early = await deliver(body, await sign(body));
    expect(early.res.status).toBe(503);
    expect(rt.pipeline.enrichCalls.get(id)).toBe(1);
    rt.clock.advance(10_000);
    const later = await deliver(body, await sign(body));
    expect(later.res.status).toBe(503);
    expect(rt.pipeline.enrichCalls.get(id)).toBe(2);
  });

  it("is not in the API description", async () => {
    const doc = await (await app.request("/api/v1/openapi")).json();
    expect(Object.keys(doc.paths)).not.toContain("/api/v1/jobs");
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/api/v1/tracker", "/api/v1/tracker/{id}", "/api/v1/tracker/{id}/refresh"]),
    );
  });
});

describe("QStash dispatcher", () => {
  let server: Server;
  let qstashUrl: string;
  const published: { path: string; auth: string | undefined; body: string; status: number }[] = [];

  beforeAll(async () => {
    // A stand-in for QStash: accepts a publish, then delivers it, signed, to our job endpoint.
    server = createServer((req, res) => {
      let raw = "";
      req.on("data", (c) => (raw += c));
      req.on("end", async () => {
        const destination = decodeURIComponent((req.url ?? "").replace(/^\/v2\/publish\//, ""));
        const delivered = await app.request(new URL(destination).pathname, {
          method: "POST",
          headers: { "content-type": "application/json", "upstash-signature": await sign(raw, { url: destination }) },
          body: raw,
        });
        published.push({ path: req.url ?? "", auth: req.headers.authorization, body: raw, status: delivered.status });
        res.writeHead(201, { "content-type": "application/json" });
        res.end(JSON.stringify({ messageId: `msg_${published.length}` }));
      });
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    qstashUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  const qstashConfig = () =>
    testConfig({
      QSTASH_URL: qstashUrl,
      QSTASH_TOKEN: "qstash_test_token",
      QSTASH_CURRENT_SIGNING_KEY: CURRENT,
      QSTASH_NEXT_SIGNING_KEY: NEXT,
      PUBLIC_BASE_URL: BASE,
    });

  it("publishes { jobId } to the job endpoint; delivered back signed, the job runs end to end", async () => {
    const rt = await lifecycleRuntime();
    const dispatcher = createQStashDispatcher(qstashConfig());
    const id = await createOk(org);
    const job = await enrichJobOf(id);
    published.length = 0;
    await dispatcher.dispatch([job.id]);
    expect(published).toHaveLength(1);
    expect(published[0]!.auth).toBe("Bearer qstash_test_token");
    expect(decodeURIComponent(published[0]!.path)).toBe(`/v2/publish/${DESTINATION}`);
    expect(JSON.parse(published[0]!.body)).toEqual({ jobId: job.id });
    expect(published[0]!.status).toBe(200);
    expect((await get(org, id)).body.operation.enrichmentStatus).toBe("ready");
    expect(rt.pipeline.enrichCalls.get(id)).toBe(1);
  });

  it("the sweep re-dispatches due jobs that were never delivered", async () => {
    const rt = await lifecycleRuntime();
    await drain(rt);
    const id = await createOk(org);
    const job = await enrichJobOf(id);
    published.length = 0;
    // Every due job of the worker's shared database, not the first 500: files before this one may leave many due.
    const swept = await sweepUndeliveredJobs({ ...deps, jobs: createQStashDispatcher(qstashConfig()) }, 1_000_000);
    expect(swept).toBeGreaterThanOrEqual(1);
    expect(published.map((p) => JSON.parse(p.body).jobId)).toContain(job.id);
    expect((await get(org, id)).body.operation.enrichmentStatus).toBe("ready");
  });

  it("with QSTASH_TOKEN the Node runtime dispatches through QStash, not the local job runner", async () => {
    const shared = await getRuntime();
    const runtime = await createNodeRuntime(qstashConfig(), {
      handle: shared.handle,
      clock: shared.clock,
      logger: silentLogger,
    });
    try {
      expect(runtime.deps.jobs.name).toBe("qstash");
      expect(runtime.localJobs).toBe(false);
    } finally {
      await runtime.close();
    }
    const local = await createNodeRuntime(testConfig(), {
      handle: shared.handle,
      clock: shared.clock,
      logger: silentLogger,
    });
    expect(local.localJobs).toBe(true);
    await local.close();
  });
});
