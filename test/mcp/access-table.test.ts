import { describe, expect, it } from "vitest";
import { createApp } from "../../src/app";
import { TOOLS } from "../../src/mcp/tools";
import { ACCESS, type Operation } from "../../src/services/access/authorize";

/** Each tool's REST twin (spec 4.5); whoami has none. */
const TWINS: Record<string, string | null> = {
  whoami: null,
  list_companies: "GET /api/v1/tracker",
  get_company: "GET /api/v1/tracker/:id",
  add_company: "POST /api/v1/tracker",
  update_company: "PATCH /api/v1/tracker/:id",
  refresh_company: "POST /api/v1/tracker/:id/refresh",
  remove_company: "DELETE /api/v1/tracker/:id",
  list_signals: "GET /api/v1/signals",
  get_signal: "GET /api/v1/signals/:id",
  list_alerts: "GET /api/v1/alerts",
  get_alert: "GET /api/v1/alerts/:id",
  list_leads: "GET /api/v1/leads",
  get_lead: "GET /api/v1/leads/:id",
  track_lead: "POST /api/v1/leads/:id/track",
  decide_lead: "POST /api/v1/leads/:id/decision",
};

/** The operation each mounted REST route's guard enforces, read from the assembled app. */
function guardedRoutes(): Map<string, Operation> {
  const app = createApp(() => {
    throw new Error("no request is served here");
  });
  const out = new Map<string, Operation>();
  for (const r of app.routes) {
    const operation = (r.handler as { operation?: Operation }).operation;
    if (operation) out.set(`${r.method} ${r.path}`, operation);
  }
  return out;
}

describe("one access table for REST and the tool server", () => {
  const rest = guardedRoutes();

  it("every tool checks the operation its REST twin's guard checks, so both read the same row", () => {
    expect(TOOLS.map((t) => t.name).sort()).toEqual(Object.keys(TWINS).sort());
    for (const tool of TOOLS) {
      const twin = TWINS[tool.name]!;
      if (twin === null) continue;
      expect(rest.get(twin), `${tool.name} ↔ ${twin}`).toBe(tool.operation);
      expect(ACCESS[tool.operation], tool.name).toBe(ACCESS[rest.get(twin)!]);
    }
    expect(TOOLS.find((t) => t.name === "whoami")!.operation).toBe("whoami");
  });

  it("every operation but whoami has exactly one REST route", () => {
    const guarded = [...rest.values()].sort();
    expect(guarded).toEqual(
      Object.keys(ACCESS)
        .filter((op) => op !== "whoami")
        .sort(),
    );
  });

  it("a route's method agrees with its row: GET reads, every other method writes and counts as a write first", () => {
    for (const [route, op] of rest) {
      const isGet = route.startsWith("GET ");
      expect(ACCESS[op].write, route).toBe(!isGet);
      expect(ACCESS[op].buckets[0], route).toBe(isGet ? "read" : "write");
    }
  });
});
