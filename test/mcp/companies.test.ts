import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyArgs, connect, fail, ok, rest, startMcpHarness, type McpHarness } from "./support";

let h: McpHarness;
beforeAll(async () => {
  h = await startMcpHarness();
});
afterAll(async () => {
  await h?.close();
});

async function setup(opts: Parameters<McpHarness["newOrg"]>[0] = {}) {
  const org = await h.newOrg(opts);
  const client = await connect(h, org.key);
  return { org, client };
}

/** A company made through REST, as a web-app user would have it. */
async function restCompany(org: Awaited<ReturnType<typeof setup>>["org"], over: Record<string, unknown> = {}) {
  const r = await rest(org, "POST", "/api/v1/tracker", {
    ...companyArgs(),
    alertEmails: ["partner@example.com"],
    ...over,
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.data.id as string;
}

describe("whoami", () => {
  it(
    "returns the organisation, the acting member, the key's " + "name and scopes, default alert emails and rate limits",
    async () => {
      const { org, client } = await setup();
      const me = await ok(client, "whoami");
      const member = await h.deps.db
        .selectFrom("members")
        .select(["email", "role"])
        .where("id", "=", org.memberId)
        .executeTakeFirstOrThrow();
      const org1 = await h.deps.db
        .selectFrom("organizations")
        .select("name")
        .where("id", "=", org.orgId)
        .executeTakeFirstOrThrow();
      expect(me).toEqual({
        organization: { id: org.orgId, name: org1.name },
        member: { id: org.memberId, email: member.email, name: null, role: "owner" },
        keyName: "API key",
        scopes: [
          "tracker:read",
          "tracker:write",
          "leads:read",
          "leads:write",
          "webhooks:read",
          "webhooks:write",
          "integrations:read",
          "integrations:write",
        ],
        readOnly: false,
        defaultAlertEmails: [member.email],
        rateLimits: {
          read: { limit: 600, windowSeconds: 60 },
          write: { limit: 120, windowSeconds: 60 },
          create: { limit: 200, windowSeconds: 3600 },
          refresh: { limit: 60, windowSeconds: 3600 },
        },
      });
    },
  );

  it("works with any valid key (a viewer with a single scope) and counts toward no bucket", async () => {
    const { org } = await setup();
    const viewer = await org.newKey({ role: "viewer", scopes: ["leads:read"], email: null });
    const client = await connect(h, viewer.key);
    const me = await ok(client, "whoami");
    expect(me.member).toMatchObject({ id: viewer.memberId, email: null, role: "viewer" });
    expect(me.scopes).toEqual(["leads:read"]);
    expect(me.readOnly).toBe(true);
    expect(me.defaultAlertEmails).toEqual([]);
    expect(h.bucketsHit(viewer.keyId)).toEqual([]);
  });
});

describe("list_companies and get_company", () => {
  it(
    "list_companies returns GET /tracker's JSON: compact " + "by default, full on request, same filters and cursors",
    async () => {
      const { org, client } = await setup();
      const a = await restCompany(org);
      const ids = [a, await restCompany(org), await restCompany(org)];
      await rest(org, "PATCH", `/api/v1/tracker/${a}`, { status: "paused", tags: ["fintech"] });

      expect(await ok(client, "list_companies")).toEqual((await rest(org, "GET", "/api/v1/tracker")).body);
      const full = await ok(client, "list_companies", { view: "full" });
      expect(full).toEqual((await rest(org, "GET", "/api/v1/tracker?view=full")).body);
      expect(full.data[0]).toHaveProperty("founders");
      expect((await ok(client, "list_companies")).data[0]).not.toHaveProperty("founders");

      const paused = await ok(client, "list_companies", { status: "paused" });
      expect(paused.data.map((c: { id: string }) => c.id)).toEqual([a]);
      expect(await ok(client, "list_companies", { status: ["paused"], tag: "fintech" })).toEqual(
        (await rest(org, "GET", "/api/v1/tracker?status=paused&tag=fintech")).body,
      );

      const page1 = await ok(client, "list_companies", { limit: 2 });
      expect(page1).toEqual((await rest(org, "GET", "/api/v1/tracker?limit=2")).body);
      const page2 = await ok(client, "list_companies", { limit: 2, cursor: page1.nextCursor });
      expect(page2).toEqual(
        (await rest(org, "GET", `/api/v1/tracker?limit=2&cursor=${encodeURIComponent(page1.nextCursor)}`)).body,
      );
      expect(page2.nextCursor).toBeNull();
      expect([...page1.data, ...page2.data].map((c: { id: string }) => c.id).sort()).toEqual(ids.sort());
      // Above 100 is clamped, as in REST.
      expect(await ok(client, "list_companies", { limit: 500 })).toEqual(
        (await rest(org, "GET", "/api/v1/tracker?limit=500")).body,
      );
    },
  );

  it("list_companies filters by stage, classification and updatedAfter as GET /tracker does", async () => {
    const { org, client } = await setup();
    await restCompany(org);
    const cases: [Record<string, unknown>, string][] = [
      [{ stage: "unknown" }, "stage=unknown"],
      [{ stage: ["series_a", "growth"] }, "stage=series_a,growth"],
      [{ classification: "fintech, robotics" }, "classification=fintech,%20robotics"],
      [{ sector: "fintech" }, "sector=fintech"],
      [{ classification: ["fintech", "robotics"] }, "classification=fintech,robotics"],
      [{ tag: "qa,b" }, "tag=qa,b"],
      [{ status: "ok, paused" }, "status=ok,paused"],
      [{ updatedAfter: "2000-01-01" }, "updatedAfter=2000-01-01"],
    ];
    for (const [args, query] of cases) {
      const tool = await ok(client, "list_companies", args);
      expect(tool, query).toEqual((await rest(org, "GET", `/api/v1/tracker?${query}`)).body);
    }
    expect((await ok(client, "list_companies", { stage: "unknown" })).data).toHaveLength(1);
    // Limits as on REST: a tag filter over 500 characters, or more than 50 values, is refused.
    expect((await fail(client, "list_companies", { tag: "x".repeat(501) })).code).toBe("validation_error");
    expect((await fail(client, "list_companies", { tag: Array.from({ length: 51 }, (_, i) => `t${i}`) })).code).toBe(
      "validation_error",
    );
  });

  it(
    "on read tools null for an optional argument is read as " +
      "absent (cursor: null after a last page); on writes it is not",
    async () => {
      const { org, client } = await setup();
      const id = await restCompany(org);
      const plain = await ok(client, "list_companies");
      expect(
        await ok(client, "list_companies", {
          cursor: null,
          limit: null,
          view: null,
          status: null,
          classification: null,
        }),
      ).toEqual(plain);
      const updated = await ok(client, "update_company", {
        companyId: id,
        companyTwitterUrl: null,
        companyName: "Renamed",
      });
      expect(updated.data).toMatchObject({ companyName: "Renamed", companyTwitterUrl: null });
      // Not on writes: a null there may mean "clear this", and is refused as REST refuses it.
      const cleared = await fail(client, "update_company", { companyId: id, alertEmails: null });
      expect(cleared.code).toBe("validation_error");
      expect(cleared.details.issues[0].path).toBe("alertEmails");
    },
  );

  it("get_company returns GET /tracker/{id}'s full JSON with operation", async () => {
    const { org, client } = await setup();
    const id = await restCompany(org);
    const got = await ok(client, "get_company", { companyId: id });
    expect(got).toEqual((await rest(org, "GET", `/api/v1/tracker/${id}`)).body);
    expect(got.data.founders).toHaveLength(1);
    expect(got.operation.entityId).toBe(id);
  });

  it("an unknown id, or another organisation's, is not_found", async () => {
    const { client } = await setup();
    const other = await setup();
    const theirs = await restCompany(other.org);
    const e = await fail(client, "get_company", { companyId: theirs });
    expect(e.code).toBe("not_found");
    expect((await fail(client, "get_company", { companyId: "00000000-0000-4000-8000-000000000000" })).code).toBe(
      "not_found",
    );
  });
});

describe("add_company", () => {
  it("creates the company as POST /tracker does; alerts go to the acting member", async () => {
    const { org, client } = await setup();
    const args = companyArgs({ cadenceDays: 30 });
    const created = await ok(client, "add_company", args);
    expect(Object.keys(created).sort()).toEqual(["data", "existingEntity", "idempotencyReplayed", "operation"]);
    expect(created).toMatchObject({ idempotencyReplayed: false, existingEntity: false });
    const me = await ok(client, "whoami");
    expect(created.data).toMatchObject({
      companyName: args.companyName,
      companyWebsite: args.companyWebsite,
      thingsToTrack: args.thingsToTrack,
      cadenceDays: 30,
      alertEmails: me.defaultAlertEmails,
    });
    const got = await rest(org, "GET", `/api/v1/tracker/${created.data.id}`);
    expect(created.data).toEqual(got.body.data);
    expect(created.operation).toEqual(got.body.operation);

    // The REST twin's response has the same shape and values for the same company (existing-company rule).
    const twin = await rest(org, "POST", "/api/v1/tracker", { ...args, alertEmails: me.defaultAlertEmails });
    expect(twin.status).toBe(200);
    expect(twin.body).toEqual({
      ...created,
      existingEntity: true,
      data: { ...created.data, updatedAt: twin.body.data.updatedAt },
    });
  });

  it(
    "an identical retry returns the first result with " + "idempotencyReplayed: true (key derived from the arguments)",
    async () => {
      const { org, client } = await setup();
      const args = companyArgs();
      const first = await ok(client, "add_company", args);
      const again = await ok(client, "add_company", { ...args, founders: [...args.founders] });
      expect(again).toEqual({ ...first, idempotencyReplayed: true });
      // Arguments in another order are the same arguments.
      const reordered = Object.fromEntries(Object.entries(args).reverse());
      expect((await ok(client, "add_company", reordered)).idempotencyReplayed).toBe(true);
      expect((await rest(org, "GET", "/api/v1/tracker")).body.data).toHaveLength(1);
      // Different arguments are a different submission.
      const other = await ok(client, "add_company", companyArgs());
      expect(other.idempotencyReplayed).toBe(false);
      expect(other.data.id).not.toBe(first.data.id);
    },
  );

  it("takes an explicit idempotencyKey: a replay with the same arguments, a conflict with others", async () => {
    const { client } = await setup();
    const args = companyArgs({ idempotencyKey: "retry-key-0001" });
    const first = await ok(client, "add_company", args);
    expect(await ok(client, "add_company", args)).toEqual({ ...first, idempotencyReplayed: true });
    const e = await fail(client, "add_company", { ...companyArgs(), idempotencyKey: "retry-key-0001" });
    expect(e.code).toBe("idempotency_conflict");
    expect((await fail(client, "add_company", { ...companyArgs(), idempotencyKey: "short" })).code).toBe(
      "validation_error",
    );
  });

  it("updates an already tracked company instead of creating a second one (existingEntity: true)", async () => {
    const { org, client } = await setup();
    const args = companyArgs();
    const id = await restCompany(org, args);
    const res = await ok(client, "add_company", { ...args, thingsToTrack: "Hiring Updates" });
    expect(res).toMatchObject({
      existingEntity: true,
      idempotencyReplayed: false,
      data: { id, thingsToTrack: "Hiring Updates" },
    });
  });

  it("requires companyName, companyWebsite and founders, naming every missing field at once", async () => {
    const { org, client } = await setup();
    const e = await fail(client, "add_company", { thingsToTrack: "Product Updates" });
    expect(e.code).toBe("validation_error");
    expect(e.details.issues.map((i: { path: string }) => i.path).sort()).toEqual([
      "companyName",
      "companyWebsite",
      "founders",
    ]);
    expect(e.message).toMatch(/companyName: .*companyWebsite: .*founders: /);
    expect((await fail(client, "add_company", companyArgs({ founders: [] }))).details.issues).toEqual([
      { path: "founders", message: "give at least one founder" },
    ]);
    expect((await rest(org, "GET", "/api/v1/tracker")).body.data).toEqual([]);
  });
});

describe("update_company, refresh_company, remove_company", () => {
  it("update_company returns PATCH /tracker/{id}'s JSON and is idempotent", async () => {
    const { org, client } = await setup();
    const id = await restCompany(org);
    const changes = { status: "paused", tags: ["seed", "ai"], cadenceDays: 3, thingsToTrack: "Metrics Shared" };
    const updated = await ok(client, "update_company", { companyId: id, ...changes });
    expect(Object.keys(updated).sort()).toEqual(["data", "operation"]);
    expect(updated.data).toMatchObject({ id, ...changes });
    expect(updated).toEqual((await rest(org, "GET", `/api/v1/tracker/${id}`)).body);
    // Again: nothing more changes; the REST twin answers the same.
    expect(await ok(client, "update_company", { companyId: id, ...changes })).toEqual(updated);
    expect((await rest(org, "PATCH", `/api/v1/tracker/${id}`, changes)).body).toEqual(updated);
  });

  it("update_company with no change is a validation_error, as PATCH with an empty body", async () => {
    const { org, client } = await setup();
    const id = await restCompany(org);
    const e = await fail(client, "update_company", { companyId: id });
    expect(e.code).toBe("validation_error");
    expect(e.code).toBe((await rest(org, "PATCH", `/api/v1/tracker/${id}`, {})).body.error.code);
  });

  it(
    "refresh_company returns the refresh record; a second " +
      "refresh is run_in_progress; a paused company entity_paused",
    async () => {
      const { org, client } = await setup();
      const id = await restCompany(org);
      const r = await ok(client, "refresh_company", { companyId: id });
      expect(r).toEqual({
        refresh: {
          entityId: id,
          taskId: expect.any(String),
          status: "queued",
          pollUrl: `/api/v1/tracker/${id}`,
          baselineLastScrapedAt: null,
          suggestedPollIntervalSeconds: 5,
        },
      });
      expect((await fail(client, "refresh_company", { companyId: id })).code).toBe("run_in_progress");
      expect((await rest(org, "POST", `/api/v1/tracker/${id}/refresh`)).body.error.code).toBe("run_in_progress");

      const paused = await restCompany(org);
      await ok(client, "update_company", { companyId: paused, status: "paused" });
      const pausedErr = await fail(client, "refresh_company", { companyId: paused });
      expect(pausedErr.code).toBe("entity_paused");
      // The way out is named for both interfaces: the same service answers REST and the tools.
      expect(pausedErr.message).toContain("update_company");

      // The REST twin answers with the same record shape.
      const other = await restCompany(org);
      const twin = await rest(org, "POST", `/api/v1/tracker/${other}/refresh`);
      expect(Object.keys(twin.body.refresh).sort()).toEqual(Object.keys(r.refresh).sort());
    },
  );

  it("remove_company deletes the company for good: DELETE's JSON, then not_found", async () => {
    const { org, client } = await setup();
    const id = await restCompany(org);
    expect(await ok(client, "remove_company", { companyId: id })).toEqual({ data: { id, deleted: true } });
    expect((await rest(org, "GET", `/api/v1/tracker/${id}`)).status).toBe(404);
    expect((await fail(client, "remove_company", { companyId: id })).code).toBe("not_found");
    const other = await restCompany(org);
    expect((await rest(org, "DELETE", `/api/v1/tracker/${other}`)).body).toEqual({
      data: { id: other, deleted: true },
    });
  });
});
