import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ApiError } from "../../src/errors";
import { hmacSha256Node } from "../../src/platform/crypto-node";
import { newId } from "../../src/platform/ids";
import {
  checkRange,
  CursorCodec,
  type Position,
  dateParam,
  finishPage,
  instantOf,
  keysetPage,
  limitSchema,
  viewSchema,
} from "../../src/services/lists/paging";
import { ts } from "../../src/services/shared/timestamps";
import { createTestOrg, getRuntime } from "../support/harness";

describe("limit", () => {
  it("defaults to 25 when absent, clamps above 100, refuses non-numbers and zero", () => {
    const schema = z.object({ limit: limitSchema.optional() });
    expect(schema.parse({}).limit ?? 25).toBe(25);
    expect(schema.parse({ limit: "7" }).limit).toBe(7);
    expect(schema.parse({ limit: "100" }).limit).toBe(100);
    expect(schema.parse({ limit: "5000" }).limit).toBe(100);
    for (const bad of ["abc", "1.5", "-3", "", "0", "10abc"])
      expect(schema.safeParse({ limit: bad }).success).toBe(false);
  });
});

describe("view", () => {
  it("takes compact or full only", () => {
    expect(viewSchema.parse("compact")).toBe("compact");
    expect(viewSchema.parse("full")).toBe("full");
    expect(viewSchema.safeParse("summary").success).toBe(false);
  });
});

describe("date filters", () => {
  it("a bare until date includes that whole UTC day; a timestamp is exclusive", () => {
    expect(dateParam("until").parse("2026-11-21")).toBe("2026-11-22T00:00:00.000000Z");
    expect(dateParam("since").parse("2026-11-21")).toBe("2026-11-21T00:00:00.000000Z");
    expect(dateParam("until").parse("2026-11-21T10:00:00Z")).toBe("2026-11-21T10:00:00.000000Z");
    expect(dateParam("until").parse("9999-12-31")).toBe("9999-12-31T23:59:59.999000Z");
  });
  it("keep microseconds, as the database does (digits past the sixth are dropped)", () => {
    expect(dateParam("since").parse("2026-11-21T10:00:00.123456+02:00")).toBe("2026-11-21T08:00:00.123456Z");
    expect(dateParam("since").parse("2026-11-21T10:00:00.000001Z")).toBe("2026-11-21T10:00:00.000001Z");
    expect(dateParam("since").parse("2026-11-21T10:00:00.1234567Z")).toBe("2026-11-21T10:00:00.123456Z");
    expect(dateParam("since").parse("2026-11-21T10:00:00.5Z")).toBe("2026-11-21T10:00:00.500000Z");
    expect(dateParam("since").parse("2026-11-21T10:00-05:00")).toBe("2026-11-21T15:00:00.000000Z");
  });
  it("refuses what is not a date", () => {
    for (const bad of ["yesterday", "2026-13-01", "2026-02-30", "2026-11-21T10:00", "1700000000"]) {
      expect(dateParam("since").safeParse(bad).success).toBe(false);
    }
  });
  it("since must be earlier than until", () => {
    const [d, later] = [
      dateParam("since").parse("2026-11-21T00:00:00Z"),
      dateParam("since").parse("2026-11-21T00:00:00.000001Z"),
    ];
    expect(() => checkRange(d, d)).toThrow(ApiError);
    expect(() => checkRange(later, d)).toThrow(/since: must be earlier than until/);
    expect(() => checkRange(d, later)).not.toThrow();
  });
});

describe("timestamps", () => {
  it("render with microseconds and +00:00", () => {
    expect(ts(new Date("2026-11-21T22:27:20.671Z"))).toBe("2026-11-21T22:27:20.671000+00:00");
    expect(ts(null)).toBeNull();
  });
});

describe("cursors and keyset pages", () => {
  const codec = new CursorCodec("test-secret-test-secret");

  const ORG = "0b7e6a52-6f1e-4a4e-9d7e-2b8f6c1d0a11";
  const OTHER_ORG = "5d2c9f4e-1a3b-4c5d-8e6f-7a8b9c0d1e2f";
  const scope = (query: Record<string, unknown>, orgId = ORG) => ({ orgId, query });

  it("round-trips a position bound to its query", async () => {
    const pos = { createdAt: "2026-11-21T22:27:20.671042Z", id: newId() };
    const c = await codec.encode(pos, scope({ status: "ok", view: "compact", limit: 10 }));
    // limit and view may change between pages (spec 4.1: cursors are identical in both views); the filters may not
    expect(await codec.decode(c, scope({ status: "ok", view: "compact", limit: 50 }))).toEqual(pos);
    expect(await codec.decode(c, scope({ status: "ok", view: "full" }))).toEqual(pos);
    expect(c).toBe(await codec.encode(pos, scope({ status: "ok", view: "full", limit: 10 })));
    await expect(codec.decode(c, scope({ status: "paused", view: "compact" }))).rejects.toMatchObject({
      code: "invalid_cursor",
    });
  });

  it("binds a cursor to the organisation whose list made it", async () => {
    const pos = { createdAt: "2026-11-21T22:27:20.671042Z", id: newId() };
    const c = await codec.encode(pos, scope({ status: "ok" }));
    await expect(codec.decode(c, scope({ status: "ok" }, OTHER_ORG))).rejects.toMatchObject({
      code: "invalid_cursor",
      status: 400,
    });
    expect(await codec.decode(c, scope({ status: "ok" }))).toEqual(pos);
  });

  it("refuses tampered and malformed cursors", async () => {
    const c = await codec.encode({ createdAt: instantOf(new Date()), id: newId() }, scope({}));
    const [body, sig] = c.split(".");
    const flipped = body!.slice(0, -2) + (body!.endsWith("A") ? "B" : "A") + body!.slice(-1);
    for (const bad of [`${flipped}.${sig}`, `${body}.${sig!.slice(1)}x`, "garbage", "", `${body}`, `${c}.extra`]) {
      await expect(codec.decode(bad, scope({}))).rejects.toMatchObject({ code: "invalid_cursor", status: 400 });
    }
    const other = new CursorCodec("another-secret-xxxxxxxx");
    await expect(other.decode(c, scope({}))).rejects.toMatchObject({ code: "invalid_cursor" });
  });

  it("a cursor signed on Node (node:crypto) is valid on Workers (Web Crypto) and back", async () => {
    const node = new CursorCodec("test-secret-test-secret", hmacSha256Node);
    const pos = { createdAt: "2026-11-21T22:27:20.671042Z", id: newId() };
    const query = scope({ status: "ok", view: "compact" });
    const fromNode = await node.encode(pos, query);
    expect(fromNode).toBe(await codec.encode(pos, query));
    expect(await codec.decode(fromNode, query)).toEqual(pos);
    expect(await node.decode(await codec.encode(pos, query), query)).toEqual(pos);
    await expect(node.decode(fromNode, scope({ status: "paused", view: "compact" }))).rejects.toMatchObject({
      code: "invalid_cursor",
    });
  });

  /** Every page of an organisation's events, `limit` at a time, following the cursors. */
  async function walkEvents(orgId: string, limit: number): Promise<{ seen: string[]; pages: number }> {
    const db = (await getRuntime()).deps.db;
    const query = scope({ type: "test" }, orgId);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const pos: Position | null = cursor ? await codec.decode(cursor, query) : null;
      const rows = await keysetPage(
        db.selectFrom("events").select(["id", "created_at"]).where("org_id", "=", orgId),
        { createdAt: "created_at", id: "id" },
        pos,
        limit,
      ).execute();
      const page: { rows: { id: string }[]; nextCursor: string | null } = await finishPage(rows, limit, codec, query);
      seen.push(...page.rows.map((r) => r.id));
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    return { seen, pages };
  }

  it(
    "walks rows whose timestamps differ by microseconds " +
      "without skipping or repeating (positions keep microseconds)",
    async () => {
      const rt = await getRuntime();
      const org = await createTestOrg();
      const db = rt.deps.db;
      // As another client of the database writes them (Postgres keeps microseconds; a JS Date does not).
      const ids: string[] = [];
      for (let i = 1; i <= 9; i++) {
        const id = newId();
        ids.push(id);
        await db
          .insertInto("events")
          .values({
            id,
            org_id: org.orgId,
            type: "test",
            entity_id: null,
            payload: "{}",
            created_at: sql<Date>`${`2026-11-19T10:00:00.12300${i}Z`}::timestamptz`,
          })
          .execute();
      }
      const { seen } = await walkEvents(org.orgId, 2);
      expect(seen).toEqual([...ids].reverse());
    },
  );

  it("a cursor holding a millisecond position (made before positions kept microseconds) still decodes", async () => {
    const id = newId();
    const c = await codec.encode({ createdAt: "2026-11-21T22:27:20.671Z", id }, scope({}));
    expect(await codec.decode(c, scope({}))).toEqual({ createdAt: "2026-11-21T22:27:20.671000Z", id });
  });

  it("walks rows with identical timestamps without skipping or repeating", async () => {
    const rt = await getRuntime();
    const org = await createTestOrg();
    const db = rt.deps.db;
    const instant = new Date("2026-01-01T00:00:00.000Z");
    const ids: string[] = [];
    // 23 rows: 17 at one instant, 6 at a later one
    for (let i = 0; i < 23; i++) {
      const id = newId();
      ids.push(id);
      await db
        .insertInto("events")
        .values({
          id,
          org_id: org.orgId,
          type: "test",
          entity_id: null,
          payload: "{}",
          created_at: i < 17 ? instant : new Date(instant.getTime() + 1000),
        })
        .execute();
    }
    const { seen, pages } = await walkEvents(org.orgId, 5);
    expect(pages).toBe(5);
    expect(seen.length).toBe(23);
    expect(new Set(seen).size).toBe(23);
    expect([...seen].sort()).toEqual([...ids].sort());
    // newest first, then id descending within an instant
    const later = ids.slice(17).sort().reverse();
    const earlier = ids.slice(0, 17).sort().reverse();
    expect(seen).toEqual([...later, ...earlier]);
  });
});
