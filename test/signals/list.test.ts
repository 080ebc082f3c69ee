import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestOrg, getRuntime, type TestOrg } from "../support/harness";
import { seedCompany, seedSignal } from "../support/seed";

async function setup(): Promise<{ org: TestOrg; db: Awaited<ReturnType<typeof getRuntime>>["deps"]["db"] }> {
  const rt = await getRuntime();
  return { org: await createTestOrg(), db: rt.deps.db };
}

async function list(org: TestOrg, query = "") {
  const res = await org.request("GET", `/api/v1/signals${query ? `?${query}` : ""}`);
  return { status: res.status, body: await res.json() };
}

const ids = (body: { data: { id: string }[] }) => body.data.map((s) => s.id);
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  await getRuntime(); // PGlite starts once per worker; not on a test's clock
});

describe("GET /api/v1/signals", () => {
  it("lists the organisation's signals newest first, compact by default, with the company name joined", async () => {
    const { org, db } = await setup();
    const acme = await seedCompany(db, org.orgId, { name: "Acme Robotics" });
    const older = await seedSignal(db, org.orgId, acme, { createdAt: at("2026-09-01T10:00:00Z") });
    const newer = await seedSignal(db, org.orgId, acme, {
      type: "fundraising",
      severity: "high",
      recommendation: "reach_out",
      needsAttention: true,
      summary: "Raised a seed round.",
      evidence: [{ url: "https://acme.example/blog/seed", title: "Our seed round" }],
      createdAt: at("2026-09-02T10:00:00Z"),
    });
    const other = await createTestOrg();
    await seedSignal(db, other.orgId, await seedCompany(db, other.orgId, { name: "Other Co" }));

    const { status, body } = await list(org);
    expect(status).toBe(200);
    expect(ids(body)).toEqual([newer, older]);
    expect(body.nextCursor).toBeNull();
    expect(body).not.toHaveProperty("entityResolution");
    expect(body).not.toHaveProperty("classificationResolution");
    expect(body.data[0]).toEqual({
      id: newer,
      entityId: acme,
      companyName: "Acme Robotics",
      type: "fundraising",
      severity: "high",
      recommendation: "reach_out",
      needsAttention: true,
      summary: "Raised a seed round.",
      evidence: [{ url: "https://acme.example/blog/seed", title: "Our seed round" }],
      createdAt: "2026-09-02T10:00:00.000000+00:00",
    });
  });

  it(
    "compact cuts the summary to 300 characters and keeps " + "at most three evidence links; full keeps everything",
    async () => {
      const { org, db } = await setup();
      const e = await seedCompany(db, org.orgId, { name: "Acme" });
      const summary = "The company shipped a major release. ".repeat(30).trim();
      const evidence = Array.from({ length: 6 }, (_, i) => ({
        url: `https://acme.example/news/${i}`,
        title: `News item ${i}`,
      }));
      const analysis = { reasoning: "Long reasoning", facts: [{ kind: "release", text: "v2" }] };
      const id = await seedSignal(db, org.orgId, e, { summary, evidence, analysis });

      const compact = (await list(org)).body.data[0];
      expect(Array.from(compact.summary as string).length).toBeLessThanOrEqual(300);
      expect(compact.summary.endsWith("…")).toBe(true);
      expect(summary.startsWith(compact.summary.slice(0, -1))).toBe(true);
      expect(compact.evidence).toEqual(evidence.slice(0, 3));
      expect(Object.keys(compact).sort()).toEqual(
        [
          "id",
          "entityId",
          "companyName",
          "type",
          "severity",
          "recommendation",
          "needsAttention",
          "summary",
          "evidence",
          "createdAt",
        ].sort(),
      );

      const full = (await list(org, "view=full")).body.data[0];
      expect(full.id).toBe(id);
      expect(full.summary).toBe(summary);
      expect(full.evidence).toEqual(evidence);
      expect(full.analysis).toEqual(analysis);
      expect(full.runId).toBeNull();
      expect(Object.keys(full).sort()).toEqual([...Object.keys(compact), "analysis", "runId"].sort());
    },
  );

  it("400 for an unknown view", async () => {
    const { org } = await setup();
    const { status, body } = await list(org, "view=summary");
    expect(status).toBe(400);
    expect(body.error.code).toBe("validation_error");
  });

  describe("filters", () => {
    it(
      "since and until: a bare until date includes that day, " + "a timestamp is exclusive, since must precede until",
      async () => {
        const { org, db } = await setup();
        const e = await seedCompany(db, org.orgId, { name: "Acme" });
        const a = await seedSignal(db, org.orgId, e, { createdAt: at("2026-09-01T23:59:59Z") });
        const b = await seedSignal(db, org.orgId, e, { createdAt: at("2026-09-02T00:00:00Z") });
        const c = await seedSignal(db, org.orgId, e, { createdAt: at("2026-09-02T23:59:59.999Z") });
        const d = await seedSignal(db, org.orgId, e, { createdAt: at("2026-09-03T00:00:00Z") });

        expect(ids((await list(org, "since=2026-09-02")).body)).toEqual([d, c, b]);
        expect(ids((await list(org, "until=2026-09-02")).body)).toEqual([c, b, a]);
        expect(ids((await list(org, "since=2026-09-02&until=2026-09-02")).body)).toEqual([c, b]);
        expect(ids((await list(org, "until=2026-09-02T23:59:59.999Z")).body)).toEqual([b, a]);
        expect(ids((await list(org, "since=2026-09-02T00:00:00%2B00:00&until=2026-09-03T00:00:00Z")).body)).toEqual([
          c,
          b,
        ]);

        const bad = await list(org, "since=2026-09-03&until=2026-09-02T00:00:00Z");
        expect(bad.status).toBe(400);
        expect(bad.body.error.message).toContain("since: must be earlier than until");
        expect((await list(org, "since=yesterday")).status).toBe(400);
      },
    );

    it(
      "since after until, and both company parameters, " + "are reported together with the other failing fields",
      async () => {
        const { org } = await setup();
        const r = await list(
          org,
          "since=2026-11-22&until=2026-11-01&limit=abc&type=gossip&entityId=not-a-uuid&entityQuery=acme",
        );
        expect(r.status).toBe(400);
        // entityId twice: malformed, and sent with entityQuery.
        expect(r.body.error.details.issues.map((i: { path: string }) => i.path).sort()).toEqual([
          "entityId",
          "entityId",
          "entityQuery",
          "limit",
          "since",
          "type.0",
        ]);
        // An invalid date is reported as such, not as out of order too.
        const bad = await list(org, "since=yesterday&until=2026-11-01");
        expect(bad.body.error.details.issues).toEqual([
          { path: "since", message: "must be a date (YYYY-MM-DD) or an ISO 8601 timestamp with a time zone" },
        ]);
      },
    );

    it("timestamps are compared to the microsecond, as the database keeps them", async () => {
      const { org, db } = await setup();
      const e = await seedCompany(db, org.orgId, { name: "Acme" });
      const s = await seedSignal(db, org.orgId, e, { createdAt: at("2026-11-20T10:00:00Z") });
      expect(ids((await list(org, "until=2026-11-20T10:00:00.000001Z")).body)).toEqual([s]);
      expect(ids((await list(org, "since=2026-11-20T10:00:00.000001Z")).body)).toEqual([]);
      expect(ids((await list(org, "since=2026-11-20T10:00:00Z&until=2026-11-20T10:00:00.000001Z")).body)).toEqual([s]);
      const narrow = await list(org, "since=2026-11-20T10:00:00.000001Z&until=2026-11-20T10:00:00.000002Z");
      expect(narrow.status).toBe(200);
      expect(ids(narrow.body)).toEqual([]);
    });

    it("dates are held to years 0001-9999; the last day of 9999 is a valid until", async () => {
      const { org, db } = await setup();
      const e = await seedCompany(db, org.orgId, { name: "Acme" });
      const s = await seedSignal(db, org.orgId, e);
      // The last one is within 9999 as written, but its zone puts it in the year 10000.
      for (const q of [
        "since=0000-01-01",
        "until=0000-12-31T23:00:00Z",
        "since=%2B010000-01-01T00:00:00Z",
        "since=9999-12-31T23:59:59-05:00",
        "until=0001-01-01T00:00:00%2B05:00",
      ]) {
        const r = await list(org, q);
        expect(r.status, q).toBe(400);
        expect(r.body.error.code).toBe("validation_error");
      }
      expect((await list(org, "since=0000-01-01")).body.error.message).toContain(
        "since: must be between 0001-01-01 and 9999-12-31",
      );
      expect(ids((await list(org, "since=0001-01-01&until=9999-12-31")).body)).toEqual([s]);
    });

    it("text holding a NUL character is a validation_error naming the parameter", async () => {
      const { org } = await setup();
      const r = await list(org, "q=a%00b");
      expect(r.status).toBe(400);
      expect(r.body.error.details.issues).toEqual([
        { path: "q", message: "must not contain the NUL character (U+0000)" },
      ]);
      expect((await list(org, "entityQuery=Ac%00me")).body.error.code).toBe("validation_error");
    });

    it("needsAttention", async () => {
      const { org, db } = await setup();
      const e = await seedCompany(db, org.orgId, { name: "Acme" });
      const yes = await seedSignal(db, org.orgId, e, { needsAttention: true });
      const no = await seedSignal(db, org.orgId, e, { needsAttention: false });
      expect(ids((await list(org, "needsAttention=true")).body)).toEqual([yes]);
      expect(ids((await list(org, "needsAttention=false")).body)).toEqual([no]);
      expect((await list(org, "needsAttention=maybe")).status).toBe(400);
    });

    it("type, severity and recommendation: one value or a comma list; unknown values are refused", async () => {
      const { org, db } = await setup();
      const e = await seedCompany(db, org.orgId, { name: "Acme" });
      const hiring = await seedSignal(db, org.orgId, e, { type: "hiring", severity: "low", recommendation: "monitor" });
      const funding = await seedSignal(db, org.orgId, e, {
        type: "fundraising",
        severity: "high",
        recommendation: "reach_out",
      });
      const quiet = await seedSignal(db, org.orgId, e, {
        type: "no_material_change",
        severity: "none",
        recommendation: "no_action",
      });

      expect(ids((await list(org, "type=hiring")).body)).toEqual([hiring]);
      expect(ids((await list(org, "type=hiring,fundraising")).body)).toEqual([funding, hiring]);
      expect(ids((await list(org, "severity=high")).body)).toEqual([funding]);
      expect(ids((await list(org, "severity=none,low")).body)).toEqual([quiet, hiring]);
      expect(ids((await list(org, "recommendation=reach_out")).body)).toEqual([funding]);
      expect(ids((await list(org, "recommendation=no_action, monitor")).body)).toEqual([quiet, hiring]);
      expect(ids((await list(org, "type=hiring&severity=high")).body)).toEqual([]);

      for (const q of ["type=gossip", "severity=critical", "recommendation=panic", "type=hiring,gossip"]) {
        const r = await list(org, q);
        expect(r.status, q).toBe(400);
        expect(r.body.error.code).toBe("validation_error");
      }
    });

    it("q: every word in the summary or in a string value of the analysis, ignoring case", async () => {
      const { org, db } = await setup();
      const e = await seedCompany(db, org.orgId, { name: "Acme" });
      const inSummary = await seedSignal(db, org.orgId, e, {
        summary: "Acme launched its Payroll API in Europe.",
        analysis: {},
      });
      const inAnalysis = await seedSignal(db, org.orgId, e, {
        summary: "Product news.",
        analysis: { findings: [{ detail: "A new payroll module for European customers" }] },
      });
      const neither = await seedSignal(db, org.orgId, e, { summary: "Hiring engineers.", analysis: { payroll: 1 } });

      expect(ids((await list(org, "q=PAYROLL")).body)).toEqual([inAnalysis, inSummary]);
      // Words are substrings, so "europe" also finds "European".
      expect(ids((await list(org, "q=payroll%20europe")).body)).toEqual([inAnalysis, inSummary]);
      expect(ids((await list(org, "q=payroll%20api")).body)).toEqual([inSummary]);
      expect(ids((await list(org, "q=module%20payroll")).body)).toEqual([inAnalysis]);
      // Keys of the analysis are not text: `payroll` as a key does not match.
      expect(ids((await list(org, "q=hiring")).body)).toEqual([neither]);
      expect(ids((await list(org, "q=100%25")).body)).toEqual([]);
      expect((await list(org, "q=%20%20")).status).toBe(400);
    });

    it("entityId: only that company; a company the organisation does not have is 404 not_found", async () => {
      const { org, db } = await setup();
      const a = await seedCompany(db, org.orgId, { name: "Acme" });
      const b = await seedCompany(db, org.orgId, { name: "Beta" });
      const sa = await seedSignal(db, org.orgId, a);
      await seedSignal(db, org.orgId, b);
      const r = await list(org, `entityId=${a}`);
      expect(ids(r.body)).toEqual([sa]);
      expect(r.body).not.toHaveProperty("entityResolution");

      const other = await createTestOrg();
      const foreign = await seedCompany(db, other.orgId, { name: "Foreign" });
      await seedSignal(db, other.orgId, foreign);
      for (const id of [foreign, crypto.randomUUID()]) {
        const res = await list(org, `entityId=${id}`);
        expect(res.status).toBe(404);
        expect(res.body.error.code).toBe("not_found");
      }
      const malformed = await list(org, "entityId=acme");
      expect(malformed.status).toBe(400);
      expect(malformed.body.error.message).toContain("entityId");
    });

    it("entityQuery: filters by the resolved company and reports entityResolution", async () => {
      const { org, db } = await setup();
      const a = await seedCompany(db, org.orgId, { name: "Acme Robotics", founders: ["Jane Doe"] });
      const b = await seedCompany(db, org.orgId, { name: "Beta Health" });
      const sa = await seedSignal(db, org.orgId, a);
      await seedSignal(db, org.orgId, b);
      const r = await list(org, "entityQuery=acme%20robotics%20inc");
      expect(r.status).toBe(200);
      expect(ids(r.body)).toEqual([sa]);
      expect(r.body.entityResolution).toEqual({
        query: "acme robotics inc",
        matchedOn: "companyName",
        score: 1,
        entity: { id: a, companyName: "Acme Robotics", founderName: "Jane Doe" },
      });
    });

    it("several filters combine", async () => {
      const { org, db } = await setup();
      const a = await seedCompany(db, org.orgId, { name: "Acme" });
      const b = await seedCompany(db, org.orgId, { name: "Beta" });
      const hit = await seedSignal(db, org.orgId, a, {
        type: "hiring",
        needsAttention: true,
        summary: "Hiring a CTO",
        createdAt: at("2026-09-05T00:00:00Z"),
      });
      await seedSignal(db, org.orgId, a, {
        type: "hiring",
        needsAttention: false,
        summary: "Hiring a CTO",
        createdAt: at("2026-09-05T00:00:01Z"),
      });
      await seedSignal(db, org.orgId, b, {
        type: "hiring",
        needsAttention: true,
        summary: "Hiring a CTO",
        createdAt: at("2026-09-05T00:00:02Z"),
      });
      await seedSignal(db, org.orgId, a, {
        type: "hiring",
        needsAttention: true,
        summary: "Hiring a CTO",
        createdAt: at("2026-08-01T00:00:00Z"),
      });
      const r = await list(org, `entityId=${a}&type=hiring&needsAttention=true&q=cto&since=2026-09-01&view=full`);
      expect(ids(r.body)).toEqual([hit]);
    });
  });

  describe("pagination", () => {
    it(
      "walks equal timestamps without skipping or repeating, " + "in both views, with the cursor bound to the query",
      async () => {
        const { org, db } = await setup();
        const e = await seedCompany(db, org.orgId, { name: "Acme" });
        const same = at("2026-09-10T12:00:00Z");
        const all: string[] = [];
        for (let i = 0; i < 7; i++)
          all.push(await seedSignal(db, org.orgId, e, { createdAt: i < 5 ? same : at(`2026-09-0${i}T00:00:00Z`) }));
        const expected = (await list(org, "limit=100")).body.data.map((s: { id: string }) => s.id);
        expect(new Set(expected)).toEqual(new Set(all));

        for (const view of ["compact", "full"]) {
          const seen: string[] = [];
          let cursor: string | null = null;
          let pages = 0;
          do {
            const r = await list(org, `limit=3&view=${view}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
            expect(r.status).toBe(200);
            seen.push(...ids(r.body));
            cursor = r.body.nextCursor;
            pages++;
          } while (cursor);
          expect(seen).toEqual(expected);
          expect(pages).toBe(3);
        }

        const first = await list(org, "limit=3");
        const cursor = encodeURIComponent(first.body.nextCursor);
        for (const q of [
          `type=hiring&cursor=${cursor}`,
          `entityId=${e}&cursor=${cursor}`,
          "cursor=garbage",
          "cursor=",
          `cursor=${"a".repeat(1001)}`,
        ]) {
          const r = await list(org, q);
          expect(r.status, q).toBe(400);
          expect(r.body.error.code).toBe("invalid_cursor");
        }
        // The page size may change between pages, and so may the view (cursors are identical in both).
        expect((await list(org, `limit=50&cursor=${cursor}`)).status).toBe(200);
        expect(ids((await list(org, `limit=3&view=full&cursor=${cursor}`)).body)).toEqual(expected.slice(3, 6));
      },
    );

    it(
      "walks signals whose timestamps differ by microseconds " + "(written by another client) without skipping any",
      async () => {
        const { org, db } = await setup();
        const e = await seedCompany(db, org.orgId, { name: "Acme" });
        const all: string[] = [];
        for (let i = 1; i <= 7; i++) {
          const id = await seedSignal(db, org.orgId, e);
          await db
            .updateTable("signals")
            .set({ created_at: sql<Date>`${`2026-11-19T10:00:00.12300${i}Z`}::timestamptz` })
            .where("id", "=", id)
            .execute();
          all.push(id);
        }
        const seen: string[] = [];
        let cursor: string | null = null;
        do {
          const r = await list(org, `limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
          seen.push(...ids(r.body));
          cursor = r.body.nextCursor;
        } while (cursor);
        expect(seen).toEqual([...all].reverse());
      },
    );

    it("limit: default 25, above 100 clamped, non-numeric refused", async () => {
      const { org, db } = await setup();
      const e = await seedCompany(db, org.orgId, { name: "Acme" });
      for (let i = 0; i < 27; i++) await seedSignal(db, org.orgId, e);
      const r = await list(org);
      expect(r.body.data).toHaveLength(25);
      expect(r.body.nextCursor).toEqual(expect.any(String));
      expect((await list(org, "limit=500")).body.data).toHaveLength(27);
      expect((await list(org, "limit=ten")).status).toBe(400);
    });
  });
});
