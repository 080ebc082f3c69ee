import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CrmError, crmClient, type CrmCompany, type CrmKind } from "../../src/platform/crm";
import { testConfig } from "../support/harness";
import { type CrmFixtures, startCrmFixtures } from "../support/crm-fixtures";
import { fixtureCompanies } from "../support/crm-fixtures/server";

let fx: CrmFixtures;
beforeAll(async () => {
  fx = await startCrmFixtures();
});
afterAll(() => fx?.close());

const client = (kind: CrmKind) => crmClient(testConfig(fx.env), kind);
const failure = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => (e instanceof CrmError ? e : Promise.reject(e)),
  );

describe.each(["attio", "affinity", "hubspot"] as const)("the %s client against its fixture", (kind) => {
  it("identifies the token and reads a list by its id, sending the token as a Bearer credential", async () => {
    const f = fx[kind];
    const c = client(kind);
    expect((await c.identify(f.token)).account).toMatch(/Example Ventures|HubSpot portal 2519445/);
    const list = await c.getList(f.token, f.lists[0]!.id);
    expect(list).toMatchObject({ id: f.lists[0]!.id, name: f.lists[0]!.name });
    expect(f.requests.at(-1)!.authorization).toBe(`Bearer ${f.token}`);
  });

  it("a bad token, an unknown list, and a 429 with the wait it names, each as its failure", async () => {
    const f = fx[kind];
    const c = client(kind);
    expect((await failure(c.identify("not-the-token")))?.reason).toBe("token_rejected");
    expect((await failure(c.getList(f.token, "999999")))?.reason).toBe("not_found");
    f.throttle(7);
    const limited = await failure(c.identify(f.token));
    expect(limited?.reason).toBe("rate_limited");
    expect(limited?.retryAfterSeconds).toBe(7);
    expect(limited?.message).not.toContain(f.token);
  });

  it("reads the companies on a list, page after page, as the CRM's records hold them", async () => {
    const f = fx[kind];
    const c = client(kind);
    const sample = f.lists[0]!;
    const pages: CrmCompany[][] = [];
    for await (const page of c.listCompanies(f.token, sample.id)) pages.push(page);
    expect(pages.flat()).toEqual(
      sample.companies!.map((x) => ({
        recordId: x.id,
        name: x.name,
        domains: x.domains,
        linkedinUrl: kind === "affinity" ? null : (x.linkedin ?? null),
      })),
    );
    const many = fixtureCompanies(230, (i) => (kind === "attio" ? crypto.randomUUID() : String(50_000 + i)));
    f.lists.push({ id: kind === "attio" ? crypto.randomUUID() : "777", name: "Long", companies: many });
    const read: string[] = [];
    let count = 0;
    for await (const page of c.listCompanies(f.token, f.lists.at(-1)!.id)) {
      count += 1;
      read.push(...page.map((x) => x.recordId));
    }
    expect(read).toEqual(many.map((x) => x.id));
    expect(count).toBe(3);
  });
});

describe("CRM clients", () => {
  it("an unreachable CRM is unavailable; list ids are checked before asking", async () => {
    const c = crmClient(testConfig({ HUBSPOT_API_URL: "http://127.0.0.1:9" }), "hubspot");
    expect((await failure(c.identify("x")))?.reason).toBe("unavailable");
    expect(c.listIdProblem("12a")).toMatch(/number/);
    expect(client("affinity").listIdProblem("0")).toMatch(/number/);
    expect(client("attio").listIdProblem("dealflow")).toBeNull();
    expect(client("attio").listIdProblem("a/b")).toMatch(/slug/);
  });

  it("Attio's attribute slug names the list as well as its id", async () => {
    const list = await client("attio").getList(fx.attio.token, "dealflow");
    expect(list).toEqual({ id: fx.attio.lists[0]!.id, name: "Dealflow", entries: null });
    const hs = await client("hubspot").getList(fx.hubspot.token, "101");
    expect(hs.entries).toBe(2);
  });

  it("HubSpot's ten-second limit: a 429 without Retry-After waits out the window its headers name", async () => {
    fx.hubspot.throttle(10);
    const limited = await failure(client("hubspot").getList(fx.hubspot.token, "101"));
    expect(limited).toMatchObject({ reason: "rate_limited", retryAfterSeconds: 10 });
  });
});
