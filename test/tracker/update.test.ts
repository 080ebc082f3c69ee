import { beforeAll, describe, expect, it } from "vitest";
import type { TestOrg } from "../support/harness";
import { companyBody, createOk, get, settleEntity, setup, warmUp } from "./_helpers";

beforeAll(warmUp);

async function patch(org: TestOrg, id: string, body: unknown) {
  const res = await org.request("PATCH", `/api/v1/tracker/${id}`, { body });
  return { res, body: await res.json() };
}

describe("PATCH /api/v1/tracker/{id}", () => {
  it("updates any subset and returns the updated entity with operation", async () => {
    const { org } = await setup();
    const id = await createOk(org);
    const before = (await get(org, id)).body.data;
    const { res, body } = await patch(org, id, {
      alertEmails: ["One@example.com", "one@example.com", "two@example.com"],
      cadenceDays: 3,
      tags: ["hot", " hot ", "fintech"],
      thingsToTrack: "  Only hiring  ",
      emailAlertsEnabled: false,
      companyName: "Renamed Inc",
      companyTwitterUrl: "https://x.com/renamed",
    });
    expect(res.status).toBe(200);
    expect(body.data).toMatchObject({
      id,
      alertEmails: ["One@example.com", "two@example.com"],
      cadenceDays: 3,
      tags: ["hot", "fintech"],
      thingsToTrack: "Only hiring",
      emailAlertsEnabled: false,
      companyName: "Renamed Inc",
      companyTwitterUrl: "https://x.com/renamed",
      companyWebsite: before.companyWebsite,
      founders: before.founders,
    });
    expect(body.operation).toEqual(body.data.operation);
    expect((await get(org, id)).body.data).toEqual(body.data);
  });

  it("founders: with id updates in place, without id adds (or merges by LinkedIn, else name)", async () => {
    const { org } = await setup();
    const id = await createOk(
      org,
      companyBody({
        founders: [{ name: "Ann Lee", linkedinUrl: "https://www.linkedin.com/in/ann-lee" }, { name: "Bo Chen" }],
      }),
    );
    const [ann, bo] = (await get(org, id)).body.data.founders;
    const { res, body } = await patch(org, id, {
      founders: [
        { id: ann.id, name: "Ann Lee-Smith", twitterUrl: "https://twitter.com/ann" },
        { name: "bo  chen", githubUrl: "https://github.com/bo" },
        { name: "Different Name", linkedinUrl: "https://linkedin.com/in/ann-lee/" },
        { name: "Cy Diaz" },
      ],
    });
    expect(res.status).toBe(200);
    const founders = body.data.founders;
    expect(founders).toHaveLength(3);
    expect(founders[0]).toMatchObject({
      id: ann.id,
      name: "Different Name",
      linkedinUrl: "https://linkedin.com/in/ann-lee/",
      twitterUrl: "https://twitter.com/ann",
    });
    expect(founders[1]).toMatchObject({ id: bo.id, name: "bo  chen", githubUrl: "https://github.com/bo" });
    expect(founders[2]).toMatchObject({ name: "Cy Diaz", linkedinUrl: null });
    // A link set to null is cleared.
    const cleared = await patch(org, id, { founders: [{ id: ann.id, name: "Ann", twitterUrl: null }] });
    expect(cleared.body.data.founders[0].twitterUrl).toBeNull();
  });

  it("an unknown founder id → 400 naming it, and nothing changes", async () => {
    const { org } = await setup();
    const id = await createOk(org);
    const before = (await get(org, id)).body.data;
    const { res, body } = await patch(org, id, {
      cadenceDays: 30,
      founders: [{ id: crypto.randomUUID(), name: "Ghost" }],
    });
    expect(res.status).toBe(400);
    expect(body.error.code).toBe("validation_error");
    expect(body.error.message).toContain("founders.0.id");
    const after = (await get(org, id)).body.data;
    expect(after.cadenceDays).toBe(before.cadenceDays);
    expect(after.founders).toEqual(before.founders);
  });

  it("the same founder id twice → 400 naming the second, and nothing changes", async () => {
    const { org } = await setup();
    const id = await createOk(org);
    const before = (await get(org, id)).body.data;
    const founder = before.founders[0].id as string;
    const { res, body } = await patch(org, id, {
      founders: [
        { id: founder, name: "A" },
        { id: founder.toUpperCase(), name: "B" },
      ],
    });
    expect(res.status).toBe(400);
    expect(body.error.details.issues).toEqual([
      { path: "founders.1.id", message: "is the founder of founders.0.id already" },
    ]);
    expect((await get(org, id)).body.data.founders).toEqual(before.founders);
  });

  it.each([
    ["an empty body", {}],
    ["only unknown fields", { colour: "blue" }],
    ["status archived", { status: "archived" }],
    ["cadenceDays 5", { cadenceDays: 5 }],
    ["blank thingsToTrack", { thingsToTrack: " " }],
    ["no alert emails", { alertEmails: [] }],
    ["a bad email", { alertEmails: ["nope"] }],
    ["tags not strings", { tags: [1, 2] }],
    ["a founder without a name", { founders: [{ linkedinUrl: "https://www.linkedin.com/in/x" }] }],
    ["a non-LinkedIn company LinkedIn", { companyLinkedinUrl: "https://example.com" }],
  ])("400 validation_error for %s", async (_l, b) => {
    const { org } = await setup();
    const id = await createOk(org);
    const { res, body } = await patch(org, id, b);
    expect(res.status).toBe(400);
    expect(body.error.code).toBe("validation_error");
  });

  it("names every failing field at once", async () => {
    const { org } = await setup();
    const id = await createOk(org);
    const { body } = await patch(org, id, { cadenceDays: 4, status: "off", alertEmails: ["x"] });
    for (const f of ["cadenceDays:", "status:", "alertEmails.0:"]) expect(body.error.message).toContain(f);
  });

  it("a body that is not JSON → 415; one that does not parse → 400 invalid_json", async () => {
    const { org } = await setup();
    const id = await createOk(org);
    const r1 = await org.request("PATCH", `/api/v1/tracker/${id}`, {
      body: "x",
      headers: { "content-type": "text/plain" },
    });
    expect(r1.status).toBe(415);
    const r2 = await org.request("PATCH", `/api/v1/tracker/${id}`, {
      body: "{",
      headers: { "content-type": "application/json" },
    });
    expect(r2.status).toBe(400);
    expect((await r2.json()).error.code).toBe("invalid_json");
  });

  it(
    "takes an IPv6-literal website; the same address spelt " +
      "otherwise is no change, another address starts enrichment again",
    async () => {
      const { rt, org } = await setup();
      const id = await createOk(org);
      const set = await patch(org, id, { companyWebsite: "https://[2001:db8::1]/" });
      expect(set.res.status, JSON.stringify(set.body)).toBe(200);
      expect(set.body.data.companyWebsite).toBe("https://[2001:db8::1]/");
      await settleEntity(rt, id);
      const respelt = await patch(org, id, { companyWebsite: "https://[2001:DB8:0:0::1]" });
      expect(respelt.res.status).toBe(200);
      expect(respelt.body.operation.enrichmentStatus).toBe("ready");
      const moved = await patch(org, id, { companyWebsite: "https://[2001:db8::2]/" });
      expect(moved.body.operation.enrichmentStatus).toBe("queued");
    },
  );

  it("an id written in capitals is the same company: GET and PATCH answer with it", async () => {
    const { org } = await setup();
    const id = await createOk(org, companyBody());
    const upper = id.toUpperCase();
    const g = await get(org, upper);
    expect(g.res.status).toBe(200);
    expect(g.body.data.id).toBe(id);
    const { res, body } = await patch(org, upper, { cadenceDays: 3 });
    expect(res.status).toBe(200);
    expect(body.data).toMatchObject({ id, cadenceDays: 3 });
  });

  it("an unknown id → 404 not_found", async () => {
    const { org } = await setup();
    const { res, body } = await patch(org, crypto.randomUUID(), { cadenceDays: 3 });
    expect(res.status).toBe(404);
    expect(body.error.code).toBe("not_found");
  });
});
