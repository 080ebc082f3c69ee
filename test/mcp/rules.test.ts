import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUCKETS, type BucketName } from "../../src/services/access/rate-limit";
import { runTool } from "../../src/mcp/run-tool";
import { TOOLS } from "../../src/mcp/tools";
import { authenticate } from "../../src/services/keys/authenticate";
import { SCOPES, type Scope } from "../../src/services/access/scopes";
import type { CursorCodec } from "../../src/services/lists/paging";
import { call, companyArgs, connect, fail, insertLead, ok, rest, startMcpHarness, type McpHarness } from "./support";

let h: McpHarness;
beforeAll(async () => {
  h = await startMcpHarness();
});
afterAll(async () => {
  await h?.close();
});

const SUGGESTIONS = [
  "Product Updates",
  "Metrics Shared",
  "Founders Amplified",
  "Fundraising Signals",
  "Hiring Updates",
  "Customer/Partnership Signals",
];

async function setup(opts: Parameters<McpHarness["newOrg"]>[0] = {}) {
  const org = await h.newOrg(opts);
  const client = await connect(h, org.key);
  return { org, client };
}

/** Uses up a bucket of a key, as earlier requests would have. */
async function exhaust(keyId: string, bucket: BucketName) {
  const { limit, windowSeconds } = BUCKETS[bucket];
  for (let i = 0; i < limit; i++) await h.deps.counters.hit(`${keyId}:${bucket}`, limit, windowSeconds);
}

async function companyCount(org: Awaited<ReturnType<typeof setup>>["org"]) {
  return (await rest(org, "GET", "/api/v1/tracker?limit=100")).body.data.length;
}

describe("needs_user_input: thingsToTrack (add_company, track_lead)", () => {
  it.each([
    ["missing", undefined],
    ["blank", "   \n "],
    ["null", null],
  ])(
    "add_company with thingsToTrack %s asks the user, offering the six quick picks, and tracks nothing",
    async (_what, value) => {
      const { org, client } = await setup();
      const args: Record<string, unknown> = companyArgs();
      if (value === undefined) delete args.thingsToTrack;
      else args.thingsToTrack = value;
      const e = await fail(client, "add_company", args);
      expect(e.code).toBe("needs_user_input");
      expect(e.details).toEqual({ fields: ["thingsToTrack"], suggestions: SUGGESTIONS });
      expect(e.message).toMatch(/Ask the user what to watch/);
      expect(await companyCount(org)).toBe(0);
    },
  );

  it("track_lead without thingsToTrack asks the user and leaves the lead untouched", async () => {
    const { org, client } = await setup();
    const leadId = await insertLead(h.deps, org, null);
    const e = await fail(client, "track_lead", { leadId, thingsToTrack: "" });
    expect(e.code).toBe("needs_user_input");
    expect(e.details.suggestions).toEqual(SUGGESTIONS);
    expect((await ok(client, "get_lead", { leadId })).data.decision.status).toBe("unreviewed");
  });

  it("costs no quota: no bucket is counted, not even the create bucket", async () => {
    const { org, client } = await setup();
    const leadId = await insertLead(h.deps, org, null);
    const { thingsToTrack: _t, ...args } = companyArgs();
    await fail(client, "add_company", args);
    await fail(client, "track_lead", { leadId });
    expect(h.bucketsHit(org.keyId)).toEqual([]);
    // A real create is counted as a write and a create, as POST /tracker is.
    await ok(client, "add_company", companyArgs());
    expect(h.bucketsHit(org.keyId).sort()).toEqual(["create", "write"]);
  });

  it("runs before the rate-limit check: with the create bucket used up the user is still asked first", async () => {
    const { org, client } = await setup();
    await exhaust(org.keyId, "create");
    const { thingsToTrack: _t, ...args } = companyArgs();
    expect((await fail(client, "add_company", args)).code).toBe("needs_user_input");
    const limited = await fail(client, "add_company", companyArgs());
    expect(limited.code).toBe("rate_limited");
    expect(limited.details).toEqual({
      bucket: "create",
      limit: 200,
      windowSeconds: 3600,
      retryAfterSeconds: expect.any(Number),
    });
  });

  it("runs before the scope check: a viewer's key is asked too, then refused when it answers", async () => {
    const { org } = await setup();
    const viewer = await org.newKey({ role: "viewer" });
    const client = await connect(h, viewer.key);
    const { thingsToTrack: _t, ...args } = companyArgs();
    expect((await fail(client, "add_company", args)).code).toBe("needs_user_input");
    expect((await fail(client, "add_company", companyArgs())).code).toBe("forbidden");
  });
});

describe("alert recipients (add_company, track_lead)", () => {
  it(
    "always include the acting member's email; alertEmails " + "only add recipients, de-duplicated ignoring case",
    async () => {
      const { org, client } = await setup();
      const me = await ok(client, "whoami");
      const own = me.member.email as string;
      const r = await ok(
        client,
        "add_company",
        companyArgs({ alertEmails: [own.toUpperCase(), "b@example.com", "B@Example.com"] }),
      );
      expect(r.data.alertEmails).toEqual([own, "b@example.com"]);
      const leadId = await insertLead(h.deps, org, null);
      const t = await ok(client, "track_lead", {
        leadId,
        thingsToTrack: "Product Updates",
        alertEmails: ["c@example.com"],
      });
      expect(t.data.alertEmails).toEqual([own, "c@example.com"]);
    },
  );

  it("20 recipients in total at most, the member's own address included", async () => {
    const { org, client } = await setup();
    const extra = (n: number) => Array.from({ length: n }, (_, i) => `x${i}@example.com`);
    expect((await ok(client, "add_company", companyArgs({ alertEmails: extra(19) }))).data.alertEmails).toHaveLength(
      20,
    );
    const e = await fail(client, "add_company", companyArgs({ alertEmails: extra(20) }));
    expect(e.code).toBe("validation_error");
    expect(e.details.issues[0].path).toBe("alertEmails");
    expect(await companyCount(org)).toBe(1);
  });

  it(
    "a member without email and no alertEmails → " + "needs_user_input for alertEmails; with alertEmails it works",
    async () => {
      const { org } = await setup();
      const noEmail = await org.newKey({ email: null });
      const client = await connect(h, noEmail.key);
      const e = await fail(client, "add_company", companyArgs());
      expect(e.code).toBe("needs_user_input");
      expect(e.details).toEqual({ fields: ["alertEmails"] });
      expect(e.message).toMatch(/alertEmails/);
      expect((await fail(client, "add_company", companyArgs({ alertEmails: [] }))).details.fields).toEqual([
        "alertEmails",
      ]);
      // Both missing: one question listing both.
      const { thingsToTrack: _t, ...args } = companyArgs();
      expect((await fail(client, "add_company", args)).details).toEqual({
        fields: ["thingsToTrack", "alertEmails"],
        suggestions: SUGGESTIONS,
      });
      const leadId = await insertLead(h.deps, org, null);
      expect((await fail(client, "track_lead", { leadId, thingsToTrack: "Product Updates" })).details.fields).toEqual([
        "alertEmails",
      ]);
      expect(h.bucketsHit(noEmail.keyId)).toEqual([]);

      const created = await ok(client, "add_company", companyArgs({ alertEmails: ["partner@example.com"] }));
      expect(created.data.alertEmails).toEqual(["partner@example.com"]);
    },
  );
});

describe("failures are tool results with our error envelope", () => {
  it("bad arguments: isError with validation_error naming every failing field (not the SDK's text)", async () => {
    const { client } = await setup();
    const r = await call(client, "list_companies", { limit: "ten", view: "tiny", status: "gone", bogus: 1 });
    expect(r.isError).toBe(true);
    expect(r.body.error.code).toBe("validation_error");
    const paths = r.body.error.details.issues.map((i: { path: string }) => i.path).sort();
    expect(paths).toEqual(["", "limit", "status.0", "view"]); // as GET /tracker?status=gone names it
    expect(r.body.error.message).toMatch(/^Invalid arguments: /);
    expect(r.body.error.message).toContain('(arguments): Unrecognized key: "bogus"');
    expect(r.body.error.requestId).toMatch(/^req_/);
  });

  it("a malformed id is rejected by the tool's own schema before any service runs", async () => {
    const { client } = await setup();
    for (const [tool, field, extra] of [
      ["get_company", "companyId", {}],
      ["update_company", "companyId", { status: "paused" }],
      ["refresh_company", "companyId", {}],
      ["remove_company", "companyId", {}],
      ["get_signal", "signalId", {}],
      ["get_alert", "alertId", {}],
      ["get_lead", "leadId", {}],
      ["decide_lead", "leadId", { accepted: true }],
      ["track_lead", "leadId", { thingsToTrack: "Product Updates" }],
    ] as const) {
      const e = await fail(client, tool, { [field]: "123", ...extra });
      expect(e.code, tool).toBe("validation_error");
      expect(e.details.issues, tool).toEqual([{ path: field, message: "must be a UUID" }]);
    }
    const e = await fail(client, "list_signals", { entityId: "acme" });
    expect(e.details.issues).toEqual([{ path: "entityId", message: "must be a UUID" }]);
  });

  it("a missing scope is a tool error forbidden with the required and granted scopes", async () => {
    const { org } = await setup();
    const k = await org.newKey({ scopes: ["leads:read"] });
    const client = await connect(h, k.key);
    const e = await fail(client, "list_companies");
    expect(e).toMatchObject({
      code: "forbidden",
      details: { requiredScopes: ["tracker:read"], grantedScopes: ["leads:read"] },
    });
    expect((await fail(client, "get_signal", { signalId: "00000000-0000-4000-8000-000000000000" })).code).toBe(
      "forbidden",
    );
    expect((await ok(client, "list_leads")).data).toEqual([]);
  });

  it("each tool needs the scopes of the spec 4.5 table", async () => {
    const { org } = await setup();
    const id = "00000000-0000-4000-8000-000000000000";
    const table: [string, Record<string, unknown>, Scope[]][] = [
      ["list_companies", {}, ["tracker:read"]],
      ["get_company", { companyId: id }, ["tracker:read"]],
      ["add_company", companyArgs(), ["tracker:write"]],
      ["update_company", { companyId: id, status: "paused" }, ["tracker:write"]],
      ["refresh_company", { companyId: id }, ["tracker:write"]],
      ["remove_company", { companyId: id }, ["tracker:write"]],
      ["list_signals", {}, ["tracker:read"]],
      ["get_signal", { signalId: id }, ["tracker:read"]],
      ["list_alerts", {}, ["tracker:read"]],
      ["get_alert", { alertId: id }, ["tracker:read"]],
      ["list_leads", {}, ["leads:read"]],
      ["get_lead", { leadId: id }, ["leads:read"]],
      ["track_lead", { leadId: id, thingsToTrack: "Product Updates" }, ["leads:write", "tracker:write"]],
      ["decide_lead", { leadId: id, accepted: true }, ["leads:write"]],
    ];
    for (const [tool, args, required] of table) {
      const granted = SCOPES.filter((s) => !required.includes(s));
      const k = await org.newKey({ scopes: granted });
      const client = await connect(h, k.key);
      const e = await fail(client, tool, args);
      expect(e.code, tool).toBe("forbidden");
      expect(e.details, tool).toMatchObject({ requiredScopes: required, grantedScopes: granted });
      await client.close();
    }
  });

  it("a viewer's key is read-only whatever its scopes: every write tool is forbidden, reads work", async () => {
    const { org } = await setup();
    const viewer = await org.newKey({ role: "viewer" });
    const client = await connect(h, viewer.key);
    const id = "00000000-0000-4000-8000-000000000000";
    for (const [tool, args] of [
      ["add_company", companyArgs()],
      ["update_company", { companyId: id, status: "paused" }],
      ["refresh_company", { companyId: id }],
      ["remove_company", { companyId: id }],
      ["track_lead", { leadId: id, thingsToTrack: "Product Updates" }],
      ["decide_lead", { leadId: id, accepted: true }],
    ] as const) {
      const e = await fail(client, tool, args);
      expect(e.code, tool).toBe("forbidden");
      expect(e.details.role, tool).toBe("viewer");
    }
    expect(await ok(client, "list_companies")).toEqual({ data: [], nextCursor: null });
  });

  it("rate limits are tool errors rate_limited with bucket, limit, window and retry time", async () => {
    const { org, client } = await setup();
    await exhaust(org.keyId, "read");
    const e = await fail(client, "list_signals");
    expect(e.code).toBe("rate_limited");
    expect(e.details).toEqual({ bucket: "read", limit: 600, windowSeconds: 60, retryAfterSeconds: expect.any(Number) });
    expect(e.details.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    // Over plain HTTP the limited call's response carries the limit headers, as REST's 429 does.
    const res = await fetch(h.url, {
      method: "POST",
      headers: {
        authorization: `Bearer ${org.key}`,
        "content-type": "application/json",
        accept: "application/json, text/event-stream",
        "mcp-protocol-version": "2025-06-18",
      },
      body: JSON.stringify({
        jsonrpc: "2.0",
        id: 1,
        method: "tools/call",
        params: { name: "list_signals", arguments: {} },
      }),
    });
    expect(res.headers.get("x-ratelimit-remaining")).toBe("0");
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    // whoami counts toward no bucket, so it still answers.
    expect((await ok(client, "whoami")).member.id).toBe(org.memberId);
  });

  it("counts each tool like its REST twin: reads, writes, create and refresh", async () => {
    const { org, client } = await setup();
    const created = await ok(client, "add_company", companyArgs());
    const id = created.data.id;
    const leadId = await insertLead(h.deps, org, null);
    const steps: [string, Record<string, unknown>, string[]][] = [
      ["list_companies", {}, ["read"]],
      ["get_company", { companyId: id }, ["read"]],
      ["update_company", { companyId: id, tags: ["x"] }, ["write"]],
      ["refresh_company", { companyId: id }, ["refresh", "write"]],
      ["list_leads", {}, ["read"]],
      ["track_lead", { leadId, thingsToTrack: "Product Updates" }, ["create", "write"]],
      ["decide_lead", { leadId, accepted: true }, ["write"]],
      ["remove_company", { companyId: id }, ["write"]],
      // Refused calls count too, as in REST (spec 5.6).
      ["get_signal", { signalId: "nope" }, ["read"]],
      ["list_signals", {}, ["read"]],
      ["list_alerts", {}, ["read"]],
      ["get_alert", { alertId: crypto.randomUUID() }, ["read"]],
      ["get_lead", { leadId }, ["read"]],
      ["add_company", companyArgs(), ["create", "write"]],
      ["whoami", {}, []],
    ];
    for (const [tool, args, buckets] of steps) {
      const before = h.bucketsHit(org.keyId).length;
      await call(client, tool, args);
      expect(h.bucketsHit(org.keyId).slice(before).sort(), tool).toEqual(buckets);
    }
  });

  it(
    "an unexpected failure is internal_error with a " + "generic message and the request id, never the detail",
    async () => {
      const org = await h.newOrg();
      const actor = await authenticate(h.deps.db, h.deps.clock, `Bearer ${org.key}`);
      const broken = {
        decode: async () => Promise.reject(new Error("secret database detail")),
      } as unknown as CursorCodec;
      const tool = TOOLS.find((t) => t.name === "list_companies")!;
      const r = await runTool(
        tool,
        { cursor: "abc" },
        { deps: { ...h.deps, cursors: broken }, actor, requestId: "req_test123" },
      );
      expect(r.isError).toBe(true);
      const body = JSON.parse((r.content[0] as { text: string }).text);
      expect(body).toEqual({
        error: {
          code: "internal_error",
          message: "Something went wrong on our side. Quote the request id if you contact support.",
          requestId: "req_test123",
        },
      });
      // Something that is not even an Error (a WebSocket ErrorEvent) is handled the same way.
      const odd = { decode: async () => Promise.reject({ type: "error" }) } as unknown as CursorCodec;
      const r2 = await runTool(
        tool,
        { cursor: "abc" },
        { deps: { ...h.deps, cursors: odd }, actor, requestId: "req_test456" },
      );
      expect(JSON.parse((r2.content[0] as { text: string }).text).error.code).toBe("internal_error");
    },
  );
});
