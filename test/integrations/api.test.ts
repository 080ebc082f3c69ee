import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getRuntime, createTestOrg, type TestOrg } from "../support/harness";
import { seedCompany } from "../support/seed";
import { type CrmRig, connectBody, crmRig } from "./_support";

let rig: CrmRig;
beforeAll(async () => {
  rig = await crmRig();
});
afterAll(() => rig?.close());

const orgOnRig = () => createTestOrg({ app: rig.app });

async function connect(org: TestOrg, body: Record<string, unknown>) {
  return org.request("POST", "/api/v1/integrations", { body });
}

async function storedRows(orgId: string) {
  const rt = await getRuntime();
  return rt.deps.db.selectFrom("integrations").selectAll().where("org_id", "=", orgId).execute();
}

describe.each(["attio", "affinity", "hubspot"] as const)("connecting %s", (kind) => {
  it("connects against its API: 201 with the kind, the list's name and the state, never the token", async () => {
    const org = await orgOnRig();
    const body = connectBody(rig, kind);
    const res = await connect(org, body);
    expect(res.status, await res.clone().text()).toBe(201);
    const text = await res.clone().text();
    expect(text).not.toContain(body.token);
    const { data } = await res.json();
    expect(data).toMatchObject({
      kind,
      list: { id: rig.fx[kind].lists[0]!.id, name: rig.fx[kind].lists[0]!.name },
      state: "active",
      stateReason: null,
      lastSyncAt: null,
    });
    expect(data.token).toBeUndefined();
    // The CRM was asked with the token, as its API expects.
    expect(rig.fx[kind].requests.at(-1)!.authorization).toBe(`Bearer ${body.token}`);
    // Stored sealed: the column is not the plaintext and does not contain it.
    const [row] = await storedRows(org.orgId);
    expect(row!.token_sealed).not.toBe(body.token);
    expect(row!.token_sealed).not.toContain(body.token);
    expect(row!.token_sealed).toMatch(/^v1\./);
  });

  it("a bad token is a 400 naming token, an unknown list a 400 naming listId; nothing is saved", async () => {
    const org = await orgOnRig();
    const bad = await connect(org, { ...connectBody(rig, kind), token: "wrong-token-0123456789" });
    expect(bad.status).toBe(400);
    const badErr = (await bad.json()).error;
    expect(badErr.code).toBe("validation_error");
    expect(badErr.details.issues.map((i: { path: string }) => i.path)).toEqual(["token"]);
    expect(JSON.stringify(badErr)).not.toContain("wrong-token-0123456789");
    const unknown = await connect(org, { ...connectBody(rig, kind), listId: "424242" });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).error.details.issues.map((i: { path: string }) => i.path)).toEqual(["listId"]);
    expect(await storedRows(org.orgId)).toEqual([]);
    expect((await (await org.request("GET", "/api/v1/integrations")).json()).data).toEqual([]);
  });
});

describe("CRM integrations API", () => {
  it(
    "GET lists and reads connections without the token; PATCH " + "pauses and changes the list, checking the new list",
    async () => {
      const org = await orgOnRig();
      const body = connectBody(rig, "hubspot");
      const { data: made } = await (await connect(org, body)).json();
      expect(made.counts).toEqual({ listEntries: 2, companiesTracked: 0 });

      const listed = await org.request("GET", "/api/v1/integrations");
      expect(listed.status).toBe(200);
      const listText = await listed.clone().text();
      expect(listText).not.toContain(body.token);
      expect((await listed.json()).data.map((i: { id: string }) => i.id)).toEqual([made.id]);
      const got = await org.request("GET", `/api/v1/integrations/${made.id}`);
      expect(await got.clone().text()).not.toContain(body.token);
      expect((await got.json()).data).toEqual(made);

      const paused = await org.request("PATCH", `/api/v1/integrations/${made.id}`, { body: { state: "paused" } });
      expect(paused.status).toBe(200);
      expect((await paused.json()).data).toMatchObject({ state: "paused", list: { id: "101" } });

      const unknown = await org.request("PATCH", `/api/v1/integrations/${made.id}`, { body: { listId: "999" } });
      expect(unknown.status).toBe(400);
      expect((await unknown.json()).error.details.issues[0].path).toBe("listId");
      const moved = await org.request("PATCH", `/api/v1/integrations/${made.id}`, { body: { listId: "202" } });
      expect(moved.status).toBe(200);
      expect((await moved.json()).data).toMatchObject({
        state: "paused",
        list: { id: "202", name: "Portfolio" },
        counts: { listEntries: 1 },
      });
      // The new list was read with the stored token.
      expect(rig.fx.hubspot.requests.at(-1)).toMatchObject({
        path: "/crm/v3/lists/202",
        authorization: `Bearer ${body.token}`,
      });
      const resumed = await org.request("PATCH", `/api/v1/integrations/${made.id}`, { body: { state: "active" } });
      expect((await resumed.json()).data.state).toBe("active");

      const empty = await org.request("PATCH", `/api/v1/integrations/${made.id}`, { body: {} });
      expect(empty.status).toBe(400);
    },
  );

  it("DELETE disconnects: 404 after, and tracked companies stay", async () => {
    const org = await orgOnRig();
    const companyId = await seedCompany((await getRuntime()).deps.db, org.orgId, { name: "Kept Co" });
    const { data } = await (await connect(org, connectBody(rig, "attio"))).json();
    const del = await org.request("DELETE", `/api/v1/integrations/${data.id}`);
    expect(del.status).toBe(200);
    expect(await del.json()).toEqual({ data: { id: data.id, deleted: true } });
    expect((await org.request("GET", `/api/v1/integrations/${data.id}`)).status).toBe(404);
    expect((await org.request("DELETE", `/api/v1/integrations/${data.id}`)).status).toBe(404);
    expect(await storedRows(org.orgId)).toEqual([]);
    expect((await org.request("GET", `/api/v1/tracker/${companyId}`)).status).toBe(200);
  });

  it("one connection per CRM: a second is 409 integration_exists, without asking the CRM", async () => {
    const org = await orgOnRig();
    expect((await connect(org, connectBody(rig, "affinity"))).status).toBe(201);
    const asked = rig.fx.affinity.requests.length;
    const again = await connect(org, connectBody(rig, "affinity", 1));
    expect(again.status).toBe(409);
    expect((await again.json()).error.code).toBe("integration_exists");
    expect(rig.fx.affinity.requests.length).toBe(asked);
    expect((await connect(org, connectBody(rig, "attio"))).status).toBe(201);
  });

  it("Idempotency-Key on POST: a retry returns the first connection; another body is a conflict", async () => {
    const org = await orgOnRig();
    const headers = { "idempotency-key": "crm-connect-0001" };
    const body = connectBody(rig, "attio");
    const a = await org.request("POST", "/api/v1/integrations", { body, headers });
    const b = await org.request("POST", "/api/v1/integrations", { body, headers });
    expect(a.status).toBe(201);
    expect(b.status).toBe(200);
    expect(b.headers.get("idempotency-replayed")).toBe("true");
    expect((await b.json()).data.id).toBe((await a.json()).data.id);
    const c = await org.request("POST", "/api/v1/integrations", { body: { ...body, listId: "portfolio" }, headers });
    expect((await c.json()).error.code).toBe("idempotency_conflict");
    expect(await storedRows(org.orgId)).toHaveLength(1);
  });

  it("another organisation cannot see or touch a connection (404) and never lists it", async () => {
    const a = await orgOnRig();
    const b = await orgOnRig();
    const { data } = await (await connect(a, connectBody(rig, "attio"))).json();
    for (const [method, body] of [["GET"], ["PATCH", { state: "paused" }], ["DELETE"]] as const) {
      const res = await b.request(method, `/api/v1/integrations/${data.id}`, { body });
      expect(res.status, method).toBe(404);
    }
    expect((await (await b.request("GET", "/api/v1/integrations")).json()).data).toEqual([]);
    expect((await (await a.request("GET", `/api/v1/integrations/${data.id}`)).json()).data.state).toBe("active");
  });

  it(
    "writes are owners' only: a member's and a viewer's keys get " +
      "403 and change nothing; reads need integrations:read",
    async () => {
      const org = await orgOnRig();
      const { data } = await (await connect(org, connectBody(rig, "hubspot"))).json();
      const member = await org.newKey({ role: "member" });
      const viewer = await org.newKey({ role: "viewer" });
      for (const who of [member, viewer]) {
        const writes = [
          ["POST", "/api/v1/integrations", connectBody(rig, "attio")],
          ["PATCH", `/api/v1/integrations/${data.id}`, { state: "paused" }],
          ["DELETE", `/api/v1/integrations/${data.id}`, undefined],
        ] as const;
        for (const [method, path, body] of writes) {
          const res = await org.request(method, path, { key: who.key, body });
          expect(res.status, `${method} ${path}`).toBe(403);
          const err = (await res.json()).error;
          expect(err.code).toBe("forbidden");
          expect(err.message).toMatch(/viewer|owners/);
        }
        expect((await org.request("GET", `/api/v1/integrations/${data.id}`, { key: who.key })).status).toBe(200);
      }
      const memberErr = (
        await (
          await org.request("PATCH", `/api/v1/integrations/${data.id}`, { key: member.key, body: { state: "paused" } })
        ).json()
      ).error;
      expect(memberErr.message).toBe("Only the organisation's owners can do this; this API key acts for a member.");
      expect(memberErr.details).toMatchObject({ requiredRole: "owner", role: "member" });
      expect((await storedRows(org.orgId)).map((r) => r.state)).toEqual(["active"]);

      const noRead = await org.newKey({ scopes: ["tracker:read", "webhooks:read"] });
      const denied = await org.request("GET", "/api/v1/integrations", { key: noRead.key });
      expect(denied.status).toBe(403);
      expect((await denied.json()).error.details.requiredScopes).toEqual(["integrations:read"]);
      expect((await org.request("GET", `/api/v1/integrations/${data.id}`, { key: noRead.key })).status).toBe(403);
      const readOnlyOwner = await org.newKey({ scopes: ["integrations:read"] });
      const refused = await org.request("DELETE", `/api/v1/integrations/${data.id}`, { key: readOnlyOwner.key });
      expect(refused.status).toBe(403);
      expect((await refused.json()).error.details.requiredScopes).toEqual(["integrations:write"]);
    },
  );

  it("the CRM limiting requests is a 503 with its Retry-After, and nothing is saved", async () => {
    const org = await orgOnRig();
    rig.fx.attio.throttle(12);
    const res = await connect(org, connectBody(rig, "attio"));
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("12");
    expect((await res.json()).error.message).toContain("Attio is limiting requests");
    expect(await storedRows(org.orgId)).toEqual([]);
  });

  it("connect, change and disconnect are audited, without the token", async () => {
    const org = await orgOnRig();
    const body = connectBody(rig, "affinity");
    const { data } = await (await connect(org, body)).json();
    await org.request("PATCH", `/api/v1/integrations/${data.id}`, { body: { listId: "67890", token: body.token } });
    await org.request("DELETE", `/api/v1/integrations/${data.id}`);
    const rt = await getRuntime();
    const rows = await rt.deps.db
      .selectFrom("audit_events")
      .selectAll()
      .where("org_id", "=", org.orgId)
      .where("target_type", "=", "integration")
      .orderBy("created_at")
      .execute();
    expect(rows.map((r) => r.action).sort()).toEqual([
      "integration.connected",
      "integration.disconnected",
      "integration.updated",
    ]);
    expect(rows.find((r) => r.action === "integration.updated")!.details).toMatchObject({
      listId: "67890",
      listName: "Portfolio Companies",
      tokenReplaced: true,
    });
    expect(JSON.stringify(rows)).not.toContain(body.token);
  });

  it("a connection whose token no longer opens (SECRETS_KEY changed) asks for the token again", async () => {
    const org = await orgOnRig();
    const { data } = await (await connect(org, connectBody(rig, "hubspot"))).json();
    const other = await crmRig({ SECRETS_KEY: Buffer.alloc(32, 3).toString("base64") });
    try {
      const res = await other.app.request(`/api/v1/integrations/${data.id}`, {
        method: "PATCH",
        headers: { authorization: `Bearer ${org.key}`, "content-type": "application/json" },
        body: JSON.stringify({ listId: "202" }),
      });
      expect(res.status).toBe(400);
      const err = (await res.json()).error;
      expect(err.details.issues[0].path).toBe("token");
      expect(err.message).toContain("SECRETS_KEY");
    } finally {
      await other.close();
    }
  });
});
