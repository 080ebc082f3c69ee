import { describe, expect, it } from "vitest";
import { companyBody, create, createOk, setup } from "./_helpers";

// A misspelt field must not be silently ignored: the caller would believe it was applied.
describe("unknown body fields are refused, and nothing changes", () => {
  it("POST /tracker with an unknown field (top level or in a founder) → 400 naming it; no company", async () => {
    const { org } = await setup();
    const r1 = await create(org, companyBody({ cadence: 3 }));
    expect(r1.res.status).toBe(400);
    expect(r1.body.error.code).toBe("validation_error");
    expect(r1.body.error.message).toContain("cadence");
    const r2 = await create(
      org,
      companyBody({ founders: [{ name: "Jane", linkedin: "https://www.linkedin.com/in/jane" }] }),
    );
    expect(r2.res.status).toBe(400);
    expect(r2.body.error.message).toMatch(/founders\.0.*linkedin/);
    const list = await (await org.request("GET", "/api/v1/tracker")).json();
    expect(list.data).toEqual([]);
  });

  it("POST /tracker/enrich with an unknown field → 400 naming it beside every other failing field", async () => {
    const { org } = await setup();
    const res = await org.request("POST", "/api/v1/tracker/enrich", { body: { foo: 1, cadenceDays: "bogus" } });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe("validation_error");
    expect(body.error.message).toContain("foo");
    expect(body.error.message).toContain("cadenceDays");
    expect(body.error.message).toContain("companyWebsite:");
  });

  it("an unknown query parameter is a 400 naming it, not a filter silently ignored", async () => {
    const { org } = await setup();
    const id = await createOk(org);
    for (const [path, param] of [
      ["/api/v1/tracker?foo=bar", "foo"],
      ["/api/v1/alerts?needsAttention=true", "needsAttention"],
      ["/api/v1/signals?entity=acme", "entity"],
      ["/api/v1/leads?decisions=accepted", "decisions"],
      [`/api/v1/tracker/${id}?limit=5`, "limit"],
    ] as const) {
      const res = await org.request("GET", path);
      expect(res.status, path).toBe(400);
      const body = await res.json();
      expect(body.error.code).toBe("validation_error");
      expect(body.error.details.issues).toEqual([
        { path: param, message: "is not a query parameter of this endpoint" },
      ]);
    }
    expect((await org.request("GET", "/api/v1/tracker?sector=fintech&limit=5&view=full")).status).toBe(200);
  });

  it("a query parameter given twice is a 400 saying so, whatever its values", async () => {
    const { org } = await setup();
    const id = await createOk(org);
    for (const [path, param] of [
      [`/api/v1/tracker/${id}?view=full&view=full`, "view"],
      ["/api/v1/signals?limit=5&limit=7", "limit"],
      ["/api/v1/signals?since=2026-01-01&since=2026-02-01", "since"],
      ["/api/v1/tracker?classification=fintech&classification=health", "classification"],
    ] as const) {
      const body = await (await org.request("GET", path)).json();
      expect(body.error.code, path).toBe("validation_error");
      expect(body.error.details.issues, path).toEqual([
        {
          path: param,
          message: "is given 2 times; give it once (a comma-separated list where it takes several values)",
        },
      ]);
    }
  });

  it("a bad path id or header is reported together with a bad query or body, in one response", async () => {
    const { org } = await setup();
    const paths = async (res: Response) =>
      ((await res.json()).error.details.issues as { path: string }[]).map((i) => i.path).sort();
    expect(await paths(await org.request("GET", "/api/v1/tracker/notauuid?view=bad&foo=1"))).toEqual([
      "foo",
      "id",
      "view",
    ]);
    expect(
      await paths(await org.request("PATCH", "/api/v1/tracker/notauuid", { body: { cadenceDays: 5, bogus: 1 } })),
    ).toEqual(["bogus", "cadenceDays", "id"]);
    expect(await paths(await org.request("GET", "/api/v1/signals/notauuid?view=bad"))).toEqual(["id", "view"]);
    // A bad header too (the Idempotency-Key), with the body's problems.
    const both = await org.request("POST", "/api/v1/tracker", {
      body: { companyName: 5, thingsToTrack: "x", alertEmails: ["a@example.com"] },
      headers: { "idempotency-key": "short" },
    });
    expect(await paths(both)).toEqual(["companyName", "idempotency-key"]);
  });

  it("an unknown body field is named by its own path", async () => {
    const { org } = await setup();
    const { body } = await create(org, companyBody({ cadence: 3 }));
    expect(body.error.details.issues).toEqual([{ path: "cadence", message: "is not a field of this request" }]);
  });

  it("PATCH /tracker/{id} with an unknown field → 400; the company is unchanged", async () => {
    const { org } = await setup();
    const id = await createOk(org);
    const res = await org.request("PATCH", `/api/v1/tracker/${id}`, { body: { cadenceDays: 30, paused: true } });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toContain("paused");
    const after = await (await org.request("GET", `/api/v1/tracker/${id}`)).json();
    expect(after.data.cadenceDays).toBe(7);
    expect(after.data.status).toBe("ok");
  });
});
