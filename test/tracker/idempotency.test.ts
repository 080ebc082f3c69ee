import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../src/db/database";
import type { BeginResult, IdempotencyStore, IdempotencyTimes } from "../../src/platform/idempotency";
import { createTestOrg, runtimeWith, type TestOrg } from "../support/harness";
import { lifecycleRuntime } from "../support/test-pipeline";
import { companyBody, create, setup, warmUp } from "./_helpers";

beforeAll(warmUp);

const key = () => `key-${crypto.randomUUID()}`;

async function companyIds(org: TestOrg): Promise<string[]> {
  const res = await org.request("GET", "/api/v1/tracker?limit=100");
  return (await res.json()).data.map((d: { id: string }) => d.id);
}

/** Delegates to the real store; `complete` waits for a gate, so the first request stays in progress. */
class GatedStore implements IdempotencyStore {
  readonly name = "gated";
  private open!: () => void;
  private readonly gate = new Promise<void>((r) => (this.open = r));
  private signalBegun!: () => void;
  readonly begun = new Promise<void>((r) => (this.signalBegun = r));
  constructor(private readonly inner: IdempotencyStore) {}
  async begin(k: string, h: string, t: IdempotencyTimes): Promise<BeginResult> {
    const r = await this.inner.begin(k, h, t);
    if (r.state === "acquired") this.signalBegun();
    return r;
  }
  async complete(k: string, h: string, s: number, b: unknown, t: IdempotencyTimes) {
    await this.gate;
    return this.inner.complete(k, h, s, b, t);
  }
  release(k: string) {
    return this.inner.release(k);
  }
  release_gate() {
    this.open();
  }
}

describe("Idempotency-Key on POST /api/v1/tracker (spec 4.2 table)", () => {
  it(
    "first request → 201; same key and body → 200 with " + "the original entity, idempotencyReplayed and the header",
    async () => {
      const { org } = await setup();
      const k = key();
      const b = companyBody();
      const first = await create(org, b, { "idempotency-key": k });
      expect(first.res.status).toBe(201);
      expect(first.res.headers.get("idempotency-replayed")).toBeNull();
      expect(first.body.idempotencyReplayed).toBe(false);

      const again = await create(org, b, { "Idempotency-Key": k });
      expect(again.res.status).toBe(200);
      expect(again.res.headers.get("idempotency-replayed")).toBe("true");
      expect(again.body.idempotencyReplayed).toBe(true);
      expect(again.body.existingEntity).toBe(false);
      expect(again.body.data).toEqual(first.body.data);
      expect(await companyIds(org)).toEqual([first.body.data.id]);
    },
  );

  it("compares bodies after canonical JSON ordering: the same fields in another order replay", async () => {
    const { org } = await setup();
    const k = key();
    const b = companyBody();
    await create(org, b, { "idempotency-key": k });
    const reordered = Object.fromEntries(Object.entries(b).reverse());
    const again = await create(org, JSON.stringify(reordered, null, 2), { "idempotency-key": k });
    expect(again.res.status).toBe(200);
    expect(again.body.idempotencyReplayed).toBe(true);
  });

  it("same key, different body → 409 idempotency_conflict, nothing changes", async () => {
    const { org } = await setup();
    const k = key();
    const first = await create(org, companyBody(), { "idempotency-key": k });
    const other = await create(org, companyBody(), { "idempotency-key": k });
    expect(other.res.status).toBe(409);
    expect(other.body.error.code).toBe("idempotency_conflict");
    expect(await companyIds(org)).toEqual([first.body.data.id]);
  });

  it("same key while the first request is still running → 409 idempotency_in_progress", async () => {
    const base = await lifecycleRuntime();
    const gated = new GatedStore(base.deps.idempotency);
    const { app } = await runtimeWith({ pipeline: base.pipeline, idempotency: gated });
    const org = await createTestOrg({ app });
    const k = key();
    const b = companyBody();
    const firstP = org.request("POST", "/api/v1/tracker", { body: b, headers: { "idempotency-key": k } });
    await gated.begun;
    const second = await org.request("POST", "/api/v1/tracker", { body: b, headers: { "idempotency-key": k } });
    expect(second.status).toBe(409);
    expect((await second.json()).error.code).toBe("idempotency_in_progress");
    gated.release_gate();
    const first = await firstP;
    expect(first.status).toBe(201);
    const third = await org.request("POST", "/api/v1/tracker", { body: b, headers: { "idempotency-key": k } });
    expect(third.status).toBe(200);
    expect((await third.json()).idempotencyReplayed).toBe(true);
  });

  it.each([
    ["too short", "short"],
    ["with a space", "has space-123"],
    ["too long", "k".repeat(201)],
    ["non-ASCII", "clé-idempotence-1"],
    ["a control character", "key\u0001abcdefgh"],
  ])("invalid key format (%s) → 400 validation_error, nothing created or stored", async (_l, bad) => {
    const { org } = await setup();
    const b = companyBody();
    const res = await org.request("POST", "/api/v1/tracker", { body: b, headers: { "idempotency-key": bad } });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe("validation_error");
    expect(body.error.message).toContain("idempotency-key");
    expect(await companyIds(org)).toEqual([]);
  });

  it("keys are remembered 24 hours: after that the same key is free again", async () => {
    const { rt, org } = await setup();
    const k = key();
    await create(org, companyBody(), { "idempotency-key": k });
    rt.clock.advance(24 * 3600_000 - 60_000);
    const within = await create(org, companyBody(), { "idempotency-key": k });
    expect(within.res.status).toBe(409);
    rt.clock.advance(61_000);
    const after = await create(org, companyBody(), { "idempotency-key": k });
    expect(after.res.status).toBe(201);
    expect(after.body.idempotencyReplayed).toBe(false);
    expect(await companyIds(org)).toHaveLength(2);
  });

  it("is scoped per API key: another key's identical request is not a replay", async () => {
    const { org } = await setup();
    const k = key();
    const b = companyBody();
    const first = await create(org, b, { "idempotency-key": k });
    const other = await org.newKey();
    const res = await org.request("POST", "/api/v1/tracker", {
      body: b,
      key: other.key,
      headers: { "idempotency-key": k },
    });
    const body = await res.json();
    // Processed, not replayed: the existing-company rule finds the same company.
    expect(res.status).toBe(200);
    expect(body.idempotencyReplayed).toBe(false);
    expect(body.existingEntity).toBe(true);
    expect(body.data.id).toBe(first.body.data.id);
    const conflictFree = await org.request("POST", "/api/v1/tracker", {
      body: companyBody(),
      key: other.key,
      headers: { "idempotency-key": `${k}-x` },
    });
    expect(conflictFree.status).toBe(201);
  });

  it("a request that fails validation stores nothing: the key is still free", async () => {
    const { org } = await setup();
    const k = key();
    const bad = await create(org, { ...companyBody(), alertEmails: [] }, { "idempotency-key": k });
    expect(bad.res.status).toBe(400);
    const good = await create(org, companyBody(), { "idempotency-key": k });
    expect(good.res.status).toBe(201);
  });

  it("a request that fails with a 5xx frees the key for a retry", async () => {
    const base = await lifecycleRuntime();
    // A database whose transactions fail once: the create answers 500 internal_error.
    let failures = 1;
    const flaky = new Proxy(base.deps.db, {
      get(target, prop) {
        if (prop === "transaction" && failures > 0) {
          failures--;
          return () => ({ execute: async () => Promise.reject(new Error("connection reset")) });
        }
        const v = Reflect.get(target, prop, target);
        return typeof v === "function" ? v.bind(target) : v;
      },
    }) as Db;
    const broken = await runtimeWith({ pipeline: base.pipeline, db: flaky });
    const org = await createTestOrg({ app: broken.app });
    const k = key();
    const b = companyBody();
    const failed = await org.request("POST", "/api/v1/tracker", { body: b, headers: { "idempotency-key": k } });
    expect(failed.status).toBe(500);
    expect((await failed.json()).error.code).toBe("internal_error");
    const retry = await org.request("POST", "/api/v1/tracker", { body: b, headers: { "idempotency-key": k } });
    expect(retry.status).toBe(201);
    expect(failures).toBe(0);
  });

  it("when the idempotency store is down the request is served without it, logged and counted", async () => {
    const base = await lifecycleRuntime();
    const down: IdempotencyStore = {
      name: "down",
      begin: async () => Promise.reject(new Error("ECONNREFUSED")),
      complete: async () => Promise.reject(new Error("ECONNREFUSED")),
      release: async () => Promise.reject(new Error("ECONNREFUSED")),
    };
    const metrics = { failOpen: 0, idempotencyFailOpen: 0 };
    const rt = await runtimeWith({ pipeline: base.pipeline, idempotency: down, metrics });
    const org = await createTestOrg({ app: rt.app });
    const k = key();
    const b = companyBody();
    const first = await org.request("POST", "/api/v1/tracker", { body: b, headers: { "idempotency-key": k } });
    expect(first.status).toBe(201);
    const second = await org.request("POST", "/api/v1/tracker", { body: b, headers: { "idempotency-key": k } });
    expect(second.status).toBe(200);
    expect((await second.json()).idempotencyReplayed).toBe(false);
    expect(metrics.idempotencyFailOpen).toBe(2);
  });

  it("the database's own store failing refuses the create as retryable; it never runs without its key", async () => {
    const base = await lifecycleRuntime();
    const inner = base.deps.idempotency;
    let failNext = true;
    // The first try's connection was lost (its answer, not necessarily its write): begin fails once.
    const lost = new Proxy(inner, {
      get(target, prop) {
        if (prop === "begin" && failNext)
          return async () => {
            failNext = false;
            throw Object.assign(new Error("Connection terminated unexpectedly"), {});
          };
        const v = Reflect.get(target, prop, target);
        return typeof v === "function" ? v.bind(target) : v;
      },
    }) as IdempotencyStore;
    expect(inner.completeWithin).toBeDefined();
    const metrics = { failOpen: 0, idempotencyFailOpen: 0 };
    const rt = await runtimeWith({ pipeline: base.pipeline, idempotency: lost, metrics });
    const org = await createTestOrg({ app: rt.app });
    const k = key();
    const b = companyBody();
    const refused = await org.request("POST", "/api/v1/tracker", { body: b, headers: { "idempotency-key": k } });
    expect(refused.status).toBe(503);
    expect((await refused.json()).error.code).toBe("service_unavailable");
    expect(refused.headers.get("retry-after")).toBeTruthy();
    expect(await companyIds(org)).toEqual([]);
    const retry = await org.request("POST", "/api/v1/tracker", { body: b, headers: { "idempotency-key": k } });
    expect(retry.status).toBe(201);
    const again = await org.request("POST", "/api/v1/tracker", { body: b, headers: { "idempotency-key": k } });
    expect((await again.json()).idempotencyReplayed).toBe(true);
    expect(metrics.idempotencyFailOpen).toBe(0);
  });

  it("ten identical requests racing with one key create exactly one company", async () => {
    const { org } = await setup();
    const k = key();
    const b = companyBody();
    const results = await Promise.all(Array.from({ length: 10 }, () => create(org, b, { "idempotency-key": k })));
    const created = results.filter((r) => r.res.status === 201);
    expect(created).toHaveLength(1);
    for (const r of results.filter((x) => x.res.status !== 201)) {
      // Each loser either saw the first still running or replayed its result.
      if (r.res.status === 409) expect(r.body.error.code).toBe("idempotency_in_progress");
      else {
        expect(r.res.status).toBe(200);
        expect(r.body.idempotencyReplayed).toBe(true);
        expect(r.body.data.id).toBe(created[0]!.body.data.id);
      }
    }
    expect(await companyIds(org)).toEqual([created[0]!.body.data.id]);
  });
});
