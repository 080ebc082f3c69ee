import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  companyArgs,
  connect,
  fail,
  insertAlert,
  insertSignal,
  ok,
  rest,
  startMcpHarness,
  type McpHarness,
} from "./support";

let h: McpHarness;
beforeAll(async () => {
  h = await startMcpHarness();
});
afterAll(async () => {
  await h?.close();
});

/** An organisation with three companies (two sharing the prefix "Acme"), signals and alerts. */
async function world() {
  const org = await h.newOrg();
  const client = await connect(h, org.key);
  const company = async (name: string, founder: string) => {
    const args = companyArgs({ companyName: name, founders: [{ name: founder }] });
    const r = await rest(org, "POST", "/api/v1/tracker", { ...args, alertEmails: ["partner@example.com"] });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return r.body.data.id as string;
  };
  const robotics = await company("Acme Robotics", "Jane Doe");
  const health = await company("Acme Health", "Ana Silva");
  const globex = await company("Globex Corporation", "Hank Scorpio");
  const s1 = await insertSignal(h.deps, org, globex);
  const s2 = await insertSignal(h.deps, org, robotics, {
    type: "hiring",
    severity: "low",
    recommendation: "monitor",
    needs_attention: false,
  });
  const s3 = await insertSignal(h.deps, org, health, { type: "product_update", severity: "medium" });
  const a1 = await insertAlert(h.deps, org, globex, s1);
  const a2 = await insertAlert(h.deps, org, robotics, s2, {
    outcome: "suppressed",
    reason: "Nothing matched the things to track.",
  });
  return { org, client, robotics, health, globex, signals: [s1, s2, s3], alerts: [a1, a2] };
}

describe("list_signals and get_signal", () => {
  it("list_signals returns GET /signals' JSON, compact by default and full on request", async () => {
    const { org, client } = await world();
    const compact = await ok(client, "list_signals");
    expect(compact).toEqual((await rest(org, "GET", "/api/v1/signals")).body);
    expect(compact.data).toHaveLength(3);
    expect(compact.data[0].summary.length).toBeLessThanOrEqual(300);
    expect(compact.data[0].evidence.length).toBeLessThanOrEqual(3);
    const full = await ok(client, "list_signals", { view: "full" });
    expect(full).toEqual((await rest(org, "GET", "/api/v1/signals?view=full")).body);
    expect(full.data[0]).toHaveProperty("analysis");
  });

  it("mirrors the REST filters with JSON values: booleans, lists, dates, text", async () => {
    const { org, client, globex } = await world();
    const cases: [Record<string, unknown>, string][] = [
      [{ needsAttention: false }, "needsAttention=false"],
      [{ type: ["hiring", "fundraising"] }, "type=hiring,fundraising"],
      [{ type: "hiring, fundraising" }, "type=hiring,fundraising"], // a comma list in one string, as REST takes it
      [{ severity: "high", recommendation: "reach_out" }, "severity=high&recommendation=reach_out"],
      [{ entityId: globex }, `entityId=${globex}`],
      [{ q: "seed round" }, "q=seed%20round"],
      [{ since: "2000-01-01", until: "2999-01-01" }, "since=2000-01-01&until=2999-01-01"],
      [{ limit: 1 }, "limit=1"],
    ];
    for (const [args, query] of cases) {
      const tool = await ok(client, "list_signals", args);
      expect(tool, query).toEqual((await rest(org, "GET", `/api/v1/signals?${query}`)).body);
      expect(tool.data.length, query).toBeGreaterThan(0);
    }
    expect((await ok(client, "list_signals", { needsAttention: false })).data).toHaveLength(1);
    // The sector aliases of spec 4.1 (nothing here is classified fintech: an empty list, as on REST).
    expect(await ok(client, "list_signals", { sector: "fintech" })).toEqual(
      (await rest(org, "GET", "/api/v1/signals?sector=fintech")).body,
    );
  });

  it("entityQuery resolves a company by name and says so in entityResolution", async () => {
    const { org, client, globex } = await world();
    const r = await ok(client, "list_signals", { entityQuery: "globex corp" });
    expect(r).toEqual((await rest(org, "GET", "/api/v1/signals?entityQuery=globex%20corp")).body);
    expect(r.entityResolution).toMatchObject({ query: "globex corp", entity: { id: globex } });
    expect(r.data.every((s: { entityId: string }) => s.entityId === globex)).toBe(true);
  });

  it("an ambiguous entityQuery is a tool error ambiguous_entity with the candidates", async () => {
    const { org, client, robotics, health } = await world();
    const e = await fail(client, "list_signals", { entityQuery: "Acme" });
    expect(e.code).toBe("ambiguous_entity");
    expect(e.details.candidates.map((c: { id: string }) => c.id).sort()).toEqual([robotics, health].sort());
    expect(e.details.candidates[0]).toEqual(
      expect.objectContaining({ id: expect.any(String), companyName: expect.any(String) }),
    );
    const twin = await rest(org, "GET", "/api/v1/signals?entityQuery=Acme");
    expect(twin.status).toBe(409);
    expect({ ...e, requestId: undefined }).toEqual({ ...twin.body.error, requestId: undefined });
  });

  it(
    "an entityQuery matching nothing is entity_not_found; " + "both entityId and entityQuery a validation_error",
    async () => {
      const { client, globex } = await world();
      expect((await fail(client, "list_signals", { entityQuery: "Wayne Enterprises" })).code).toBe("entity_not_found");
      const e = await fail(client, "list_signals", { entityId: globex, entityQuery: "globex" });
      expect(e.code).toBe("validation_error");
    },
  );

  it("an unknown enumerated value is refused with REST's reason, on the field", async () => {
    const { org, client } = await world();
    const tool = await fail(client, "list_signals", { type: "hiring,gossip" });
    const restErr = (await rest(org, "GET", "/api/v1/signals?type=hiring,gossip")).body.error;
    expect(tool.details.issues).toEqual(restErr.details.issues);
    expect(tool.details.issues[0].path).toBe("type.1");
    // A list item of the wrong type is named by its place too; a value of no usable shape says what is.
    expect((await fail(client, "list_signals", { type: ["hiring", 5] })).details.issues).toEqual([
      { path: "type.1", message: "must be text" },
    ]);
    expect((await fail(client, "list_signals", { severity: true })).details.issues).toEqual([
      { path: "severity", message: "must be a value, a comma-separated list in one string, or a list of values" },
    ]);
  });

  it("text holding a NUL character and dates outside years 0001-9999 are validation errors, as on REST", async () => {
    const { client } = await world();
    const nul = await fail(client, "list_signals", { q: "a\u0000b" });
    expect(nul.code).toBe("validation_error");
    expect(nul.details.issues).toEqual([{ path: "q", message: "must not contain the NUL character (U+0000)" }]);
    expect((await fail(client, "list_alerts", { since: "0000-01-01" })).code).toBe("validation_error");
    expect(
      (await fail(client, "add_company", companyArgs({ companyName: "Nul\u0000Co" }))).details.issues[0].path,
    ).toBe("companyName");
  });

  it("arguments nested deeper than 32 levels are a validation error naming where, however deep", async () => {
    const org = await h.newOrg();
    // Written as text: no client serialises a value this deep (JSON.stringify overflows too).
    const deep = `${"[".repeat(100_000)}"x"${"]".repeat(100_000)}`;
    const res = await fetch(h.url, {
      method: "POST",
      headers: {
        authorization: `Bearer ${org.key}`,
        "content-type": "application/json",
        accept: "application/json, text/event-stream",
        "mcp-protocol-version": "2025-06-18",
      },
      body:
        `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"list_signals","arguments":{"type":` +
        `${deep}}}}`,
    });
    const rpc = await res.json();
    expect(rpc.result.isError).toBe(true);
    const err = JSON.parse(rpc.result.content[0].text).error;
    expect(err.code).toBe("validation_error");
    expect(err.details.issues).toEqual([
      { path: `type${".0".repeat(31)}`, message: "is nested more than 32 levels deep" },
    ]);
  });

  it(
    "since after until, and both company arguments, are " + "reported with the other failing arguments, as on REST",
    async () => {
      const { client } = await world();
      for (const tool of ["list_signals", "list_alerts"]) {
        const err = await fail(client, tool, {
          since: "2026-11-22",
          until: "2026-11-01",
          view: "huge",
          entityId: "not-a-uuid",
          entityQuery: "acme",
        });
        expect(err.details.issues.map((i: { path: string }) => i.path).sort(), tool).toEqual([
          "entityId",
          "entityId",
          "entityQuery",
          "since",
          "view",
        ]);
      }
    },
  );

  it("get_signal returns GET /signals/{id}'s full JSON", async () => {
    const { org, client, signals } = await world();
    const got = await ok(client, "get_signal", { signalId: signals[0] });
    expect(got).toEqual((await rest(org, "GET", `/api/v1/signals/${signals[0]}`)).body);
    expect(got.data.evidence).toHaveLength(5);
    expect(got.data).toHaveProperty("analysis");
  });
});

describe("list_alerts and get_alert", () => {
  it("list_alerts returns GET /alerts' JSON: sent only by default, every outcome with `all`", async () => {
    const { org, client, alerts } = await world();
    const sent = await ok(client, "list_alerts");
    expect(sent).toEqual((await rest(org, "GET", "/api/v1/alerts")).body);
    expect(sent.data.map((a: { id: string }) => a.id)).toEqual([alerts[0]]);
    const all = await ok(client, "list_alerts", { outcome: "all", view: "full" });
    expect(all).toEqual((await rest(org, "GET", "/api/v1/alerts?outcome=all&view=full")).body);
    expect(all.data).toHaveLength(2);
    expect(all.data[0]).toHaveProperty("ruleEvaluations");
    expect(await ok(client, "list_alerts", { outcome: ["suppressed", "failed"], latestPerEntity: true })).toEqual(
      (await rest(org, "GET", "/api/v1/alerts?outcome=suppressed,failed&latestPerEntity=true")).body,
    );
  });

  it("entityQuery works on alerts too, and ambiguity is ambiguous_entity", async () => {
    const { org, client, robotics } = await world();
    const r = await ok(client, "list_alerts", { entityQuery: "Jane Doe", outcome: "all" });
    expect(r).toEqual((await rest(org, "GET", "/api/v1/alerts?entityQuery=Jane%20Doe&outcome=all")).body);
    expect(r.entityResolution.entity.id).toBe(robotics);
    expect(r.data).toHaveLength(1);
    const e = await fail(client, "list_alerts", { entityQuery: "acme" });
    expect(e.code).toBe("ambiguous_entity");
    expect(e.details.candidates.length).toBeGreaterThanOrEqual(2);
  });

  it("get_alert returns GET /alerts/{id}'s full JSON with rule evaluations", async () => {
    const { org, client, alerts } = await world();
    const got = await ok(client, "get_alert", { alertId: alerts[1] });
    expect(got).toEqual((await rest(org, "GET", `/api/v1/alerts/${alerts[1]}`)).body);
    expect(got.data.ruleEvaluations).toEqual([
      { rule: "Fundraising Signals", matched: true, detail: "announced a round" },
    ]);
  });
});
