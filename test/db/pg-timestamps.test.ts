import pg from "pg";
import { describe, expect, it } from "vitest";
import { fastTimestamptzParser } from "../../src/db/pg-timestamps";

// The general parser node-postgres ships with; the fast one must read every value the same way.
const general = pg.types.getTypeParser(1184) as (v: string) => unknown;
const fast = fastTimestamptzParser(general);

describe("timestamptz parsing (node-postgres)", () => {
  it("reads UTC values as node-postgres' own parser does, to the millisecond", () => {
    for (const v of [
      "2026-11-22 02:41:55+00",
      "2026-11-22 02:41:55.1+00",
      "2026-11-22 02:41:55.12+00",
      "2026-11-22 02:41:55.123+00",
      "2026-11-22 02:41:55.123456+00",
      "2026-11-22 02:41:55.999999+00",
      "2024-02-29 23:59:59.000001+00",
      "1970-01-01 00:00:00+00",
    ]) {
      const d = fast(v) as Date;
      expect(d).toBeInstanceOf(Date);
      expect(d.getTime(), v).toBe((general(v) as Date).getTime());
    }
  });

  it("hands anything else to the general parser", () => {
    for (const v of [
      "2026-11-22 02:41:55.123+02",
      "2026-11-22 02:41:55-05:30",
      "infinity",
      "-infinity",
      "0044-03-15 12:00:00+00 BC",
      "0099-01-01 00:00:00+00",
    ]) {
      expect(fast(v), v).toEqual(general(v));
    }
  });
});
