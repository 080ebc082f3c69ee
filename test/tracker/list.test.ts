import { beforeAll, describe, expect, it } from "vitest";
import type { TermClassifier } from "../../src/taxonomy/types";
import { createTestOrg, runtimeWith, type TestOrg } from "../support/harness";
import { lifecycleRuntime } from "../support/test-pipeline";
import { companyBody, createOk, get, settleEntity, setup, warmUp } from "./_helpers";

beforeAll(warmUp);

const COMPACT_KEYS = [
  "cadenceDays",
  "classification",
  "companyName",
  "companyWebsite",
  "createdAt",
  "id",
  "lastScrapedAt",
  "latestSignal",
  "scrapeHealthReason",
  "stage",
  "status",
  "tags",
  "updatedAt",
];

async function list(org: TestOrg, query = "") {
  const res = await org.request("GET", `/api/v1/tracker${query}`);
  return { res, body: await res.json() };
}

/** Every page of a query, following nextCursor. */
async function allPages(org: TestOrg, query: string): Promise<string[][]> {
  const pages: string[][] = [];
  let cursor: string | null = null;
  do {
    const sep = query.includes("?") ? "&" : "?";
    const { res, body } = await list(org, `${query}${cursor ? `${sep}cursor=${encodeURIComponent(cursor)}` : ""}`);
    expect(res.status, JSON.stringify(body)).toBe(200);
    pages.push(body.data.map((d: { id: string }) => d.id));
    cursor = body.nextCursor;
  } while (cursor && pages.length < 50);
  return pages;
}

describe("GET /api/v1/tracker", () => {
  it(
    "lists the organisation's companies newest first, compact " +
      "by default, each with its latest signal (summary ≤ 300)",
    async () => {
      const { rt, org } = await setup();
      const a = await createOk(org, companyBody({ thingsToTrack: "x [verbose]", companyName: "Verbose Pay" }));
      rt.clock.advance(1000);
      const b = await createOk(org);
      await settleEntity(rt, a);
      const { res, body } = await list(org);
      expect(res.status).toBe(200);
      expect(body.data.map((d: { id: string }) => d.id)).toEqual([b, a]);
      expect(body.nextCursor).toBeNull();
      expect(body.classificationResolution).toBeUndefined();
      const [itemB, itemA] = body.data;
      expect(Object.keys(itemA).sort()).toEqual(COMPACT_KEYS);
      expect(itemB.latestSignal).toBeNull();
      expect(itemA.latestSignal).toMatchObject({ type: "no_material_change", severity: "none", needsAttention: false });
      expect(itemA.latestSignal.summary.length).toBeLessThanOrEqual(300);
      expect(itemA.classification).toEqual(["Fintech > Payments"]);
      expect(itemA.stage).toBe("pre_seed_seed");
    },
  );

  it("cuts the latest signal's summary by characters, never inside an emoji, as GET /signals does", async () => {
    const { rt, org } = await setup();
    const a = await createOk(org);
    await settleEntity(rt, a);
    await rt.deps.db
      .updateTable("signals")
      .set({ summary: "🚀".repeat(500) })
      .where("entity_id", "=", a)
      .execute();
    const cut = "🚀".repeat(299) + "…";
    for (const path of [`/api/v1/tracker`, `/api/v1/tracker/${a}`, `/api/v1/tracker/${a}?view=compact`]) {
      const body = await (await org.request("GET", path)).json();
      const item = Array.isArray(body.data) ? body.data[0] : body.data;
      expect(item.latestSignal.summary, path).toBe(cut);
    }
    const signals = await (await org.request("GET", `/api/v1/signals?entityId=${a}`)).json();
    expect(signals.data[0].summary).toBe(cut);
  });

  it(
    "the full view adds founders, tracking settings, social " +
      "URLs, enrichment and operation; ids and order are the same",
    async () => {
      const { org } = await setup();
      await createOk(org);
      await createOk(org);
      const compact = (await list(org)).body;
      const { res, body } = await list(org, "?view=full");
      expect(res.status).toBe(200);
      expect(body.data.map((d: { id: string }) => d.id)).toEqual(compact.data.map((d: { id: string }) => d.id));
      for (const item of body.data) {
        for (const k of [
          "founders",
          "thingsToTrack",
          "alertEmails",
          "emailAlertsEnabled",
          "companyLinkedinUrl",
          "companyTwitterUrl",
          "confirmedByUser",
          "enrichment",
          "operation",
        ]) {
          expect(item, k).toHaveProperty(k);
        }
        expect(item.founders).toHaveLength(1);
        expect(item.operation.pollUrl).toBe(`/api/v1/tracker/${item.id}`);
      }
    },
  );

  it("GET /{id} is full by default and compact on request, always with operation", async () => {
    const { org } = await setup();
    const id = await createOk(org);
    const full = await get(org, id);
    expect(full.body.data.founders).toHaveLength(1);
    expect(full.body.operation).toEqual(full.body.data.operation);
    const compact = await get(org, id, "compact");
    expect(compact.res.status).toBe(200);
    expect(Object.keys(compact.body.data).sort()).toEqual(COMPACT_KEYS);
    expect(compact.body.operation).toEqual(full.body.operation);
    const bad = await get(org, id, "tiny");
    expect(bad.res.status).toBe(400);
    expect(bad.body.error.code).toBe("validation_error");
  });

  it("pages through companies created at the same instant without skipping or repeating any", async () => {
    const { org } = await setup();
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) ids.push(await createOk(org)); // the clock does not move: equal created_at
    const pages = await allPages(org, "?limit=2");
    expect(pages.map((p) => p.length)).toEqual([2, 2, 2, 1]);
    const seen = pages.flat();
    expect(seen).toHaveLength(7);
    expect(new Set(seen)).toEqual(new Set(ids));
    // Ties are broken by id, descending.
    expect(seen).toEqual([...ids].sort().reverse());
    expect(await allPages(org, "?limit=2&view=full")).toEqual(pages);
  });

  it("rejects tampered cursors and cursors reused with other filters (400 invalid_cursor)", async () => {
    const { org } = await setup();
    for (let i = 0; i < 3; i++) await createOk(org);
    const { body } = await list(org, "?limit=1");
    const cursor = body.nextCursor as string;
    expect(cursor).toBeTruthy();
    for (const q of [
      `?limit=1&status=ok&cursor=${cursor}`,
      `?limit=1&cursor=${cursor.slice(0, -2)}xx`,
      "?cursor=garbage",
    ]) {
      const r = await list(org, q);
      expect(r.res.status, q).toBe(400);
      expect(r.body.error.code).toBe("invalid_cursor");
    }
    // A different limit keeps the same query.
    expect((await list(org, `?limit=2&cursor=${cursor}`)).res.status).toBe(200);
  });

  it("cursors are identical in both views: a walk may switch view between pages", async () => {
    const { org } = await setup();
    for (let i = 0; i < 3; i++) await createOk(org);
    const compact = await list(org, "?limit=1");
    const full = await list(org, "?limit=1&view=full");
    expect(full.body.nextCursor).toBe(compact.body.nextCursor);
    const next = await list(org, `?limit=1&view=full&cursor=${compact.body.nextCursor}`);
    expect(next.res.status).toBe(200);
    expect(next.body.data[0].id).toBe((await list(org, "?limit=2")).body.data[1].id);
    expect(next.body.data[0].founders).toBeDefined(); // rendered in the view asked for
  });

  it("validates limit and view", async () => {
    const { org } = await setup();
    for (const q of [
      "?limit=abc",
      "?limit=0",
      "?view=everything",
      "?status=archived",
      "?stage=seed",
      "?updatedAfter=yesterday",
    ]) {
      const r = await list(org, q);
      expect(r.res.status, q).toBe(400);
      expect(r.body.error.code).toBe("validation_error");
    }
    expect((await list(org, "?limit=1000")).res.status).toBe(200);
  });

  it("filters by status, stage, tag and updatedAfter", async () => {
    const { rt, org } = await setup();
    const a = await createOk(org);
    const b = await createOk(org);
    const c = await createOk(org);
    await settleEntity(rt, a); // stage becomes pre_seed_seed
    await org.request("PATCH", `/api/v1/tracker/${b}`, { body: { status: "paused", tags: ["fintech", "hot"] } });
    rt.clock.advance(60_000);
    const mark = rt.clock.now().toISOString();
    rt.clock.advance(1000);
    await org.request("PATCH", `/api/v1/tracker/${c}`, { body: { tags: ["hot"] } });
    const ids = async (q: string) => (await list(org, q)).body.data.map((d: { id: string }) => d.id).sort();
    expect(await ids("?status=paused")).toEqual([b]);
    expect(await ids("?status=ok")).toEqual([a, c].sort());
    expect(await ids("?status=ok,paused")).toEqual([a, b, c].sort());
    expect(await ids("?stage=pre_seed_seed")).toEqual([a]);
    expect(await ids("?stage=unknown")).toEqual([b, c].sort());
    expect(await ids("?tag=hot")).toEqual([b, c].sort());
    expect(await ids("?tag=fintech,nothing")).toEqual([b]);
    expect(await ids(`?updatedAfter=${encodeURIComponent(mark)}`)).toEqual([c]);
    expect(await ids("?updatedAfter=2000-01-01")).toEqual([a, b, c].sort());
  });

  it(
    "classification: terms mapped onto the taxonomy (descendants " +
      "included), with classificationResolution; aliases; > 4 terms → 400",
    async () => {
      const { rt, org } = await setup();
      const pay = await createOk(org, companyBody({ companyName: "Zeta Pay" }));
      const robot = await createOk(org, companyBody({ companyName: "Robotix" }));
      const tools = await createOk(org, companyBody({ companyName: "Plain Tools" }));
      for (const id of [pay, robot, tools]) await settleEntity(rt, id);
      const r = await list(org, "?classification=payments");
      expect(r.res.status).toBe(200);
      expect(r.body.data.map((d: { id: string }) => d.id)).toEqual([pay]);
      expect(r.body.data[0].classification).toEqual(["Fintech > Payments"]);
      expect(r.body.classificationResolution.degradedToTextMatching).toBe(false);
      expect(r.body.classificationResolution.terms[0].term).toBe("payments");
      expect(r.body.classificationResolution.terms[0].matches[0]).toMatchObject({ categoryId: "fintech/payments" });
      // A parent category includes its descendants.
      const fintech = await list(org, "?classification=fintech");
      expect(fintech.body.data.map((d: { id: string }) => d.id)).toEqual([pay]);
      const two = await list(org, "?classification=" + encodeURIComponent("Payments, robotics"));
      expect(two.body.data.map((d: { id: string }) => d.id).sort()).toEqual([pay, robot].sort());
      for (const alias of ["sector", "sectors"]) {
        const a = await list(org, `?${alias}=robotics`);
        expect(
          a.body.data.map((d: { id: string }) => d.id),
          alias,
        ).toEqual([robot]);
      }
      const none = await list(org, "?classification=" + encodeURIComponent("space debris removal"));
      expect(none.res.status).toBe(200);
      expect(none.body.data).toEqual([]);
      const many = await list(org, "?classification=a,b,c,d,e");
      expect(many.res.status).toBe(400);
      expect(many.body.error.code).toBe("validation_error");
      expect(many.body.error.message).toContain("classification");
    },
  );

  it(
    "classification: when the classifier is unavailable, " + "matches stored category paths as text and says so",
    async () => {
      const base = await lifecycleRuntime();
      const failing: TermClassifier = { resolveTerms: async () => Promise.reject(new Error("model down")) };
      const { app } = await runtimeWith({ pipeline: base.pipeline, sectorClassifier: failing });
      const org = await createTestOrg({ app });
      const rt = base;
      const pay = await createOk(org, companyBody({ companyName: "Omega Pay" }));
      const tools = await createOk(org, companyBody({ companyName: "Plain Tools" }));
      await settleEntity(rt, pay);
      await settleEntity(rt, tools);
      const r = await list(org, "?classification=payments");
      expect(r.res.status).toBe(200);
      expect(r.body.data.map((d: { id: string }) => d.id)).toEqual([pay]);
      expect(r.body.classificationResolution).toEqual({
        terms: [{ term: "payments", matches: [] }],
        degradedToTextMatching: true,
      });
      // LIKE wildcards in a term are literal.
      expect((await list(org, "?classification=%25")).body.data).toEqual([]);
    },
  );

  it("a compact page of 25 stays within 34 KB", async () => {
    const { rt, org } = await setup();
    const long = "y".repeat(120);
    for (let i = 0; i < 25; i++) {
      const id = await createOk(
        org,
        companyBody({
          companyName: `Company with a rather long name ${i} ${long.slice(0, 40)}`,
          companyWebsite: `https://www.${"w".repeat(60)}-${i}.example/about/company`,
        }),
      );
      await org.request("PATCH", `/api/v1/tracker/${id}`, {
        body: { tags: Array.from({ length: 8 }, (_, t) => `tag-${t}-${long.slice(0, 20)}`) },
      });
      await rt.deps.db
        .updateTable("entities")
        .set({
          classification: ["fintech/payments", "devtools"],
          classification_paths: "Fintech > Payments|Developer Tools",
          stage: "series_a",
        })
        .where("id", "=", id)
        .execute();
      await rt.deps.db
        .insertInto("signals")
        .values({
          id: crypto.randomUUID(),
          org_id: org.orgId,
          entity_id: id,
          run_id: null,
          type: "product_update",
          severity: "medium",
          recommendation: "monitor",
          needs_attention: true,
          summary: "z".repeat(5000),
          evidence: "[]",
          analysis: "{}",
          created_at: rt.clock.now(),
        })
        .execute();
    }
    const res = await org.request("GET", "/api/v1/tracker?limit=25");
    const text = await res.text();
    const body = JSON.parse(text);
    expect(body.data).toHaveLength(25);
    expect(body.data.every((d: { latestSignal: { summary: string } }) => d.latestSignal.summary.length <= 300)).toBe(
      true,
    );
    expect(new TextEncoder().encode(text).length).toBeLessThanOrEqual(34 * 1024);
  });

  it("never shows another organisation's companies", async () => {
    const { org } = await setup();
    await createOk(org);
    const other = await setup();
    expect((await list(other.org)).body.data).toEqual([]);
  });

  it("refuses a cursor made by another organisation (400 invalid_cursor)", async () => {
    const { org } = await setup();
    for (let i = 0; i < 2; i++) await createOk(org);
    const cursor = (await list(org, "?limit=1")).body.nextCursor as string;
    expect(cursor).toBeTruthy();
    const other = await setup();
    await createOk(other.org);
    const r = await list(other.org, `?limit=1&cursor=${cursor}`);
    expect(r.res.status).toBe(400);
    expect(r.body.error.code).toBe("invalid_cursor");
    expect((await list(org, `?limit=1&cursor=${cursor}`)).res.status).toBe(200);
  });
});
