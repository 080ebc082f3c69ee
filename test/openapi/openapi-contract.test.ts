import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/app";
import type { CounterStore } from "../../src/platform/counters";
import { createTestOrg, getRuntime, type TestOrg } from "../support/harness";
import { seedAlert, seedCompany, seedLead, seedSignal } from "../support/seed";

/*
 * The published API description is true: every response the server gives, success or error, is a
 * documented status of its operation, its body validates against the documented schema (JSON
 * Schema 2020-12, formats checked), and the headers the document says are always sent are sent.
 */

interface Op {
  security?: unknown[];
  responses: Record<
    string,
    { content?: Record<string, { schema: unknown }>; headers?: Record<string, HeaderObject | { $ref: string }> }
  >;
}
interface HeaderObject {
  required?: boolean;
  schema: { type: string };
}
type Doc = { paths: Record<string, Record<string, Op>>; components: { headers: Record<string, HeaderObject> } };

let doc: Doc;
let ajv: Ajv2020;

beforeAll(async () => {
  const rt = await getRuntime();
  doc = (await (await rt.app.request("/api/v1/openapi")).json()) as Doc;
  ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ $id: "openapi.json", ...doc });
});

const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, "~0").replace(/\//g, "~1")).join("/");

/** Checks one response against the document; returns the parsed body. */
async function conforms(res: Response, method: string, template: string): Promise<unknown> {
  const op = doc.paths[template]?.[method.toLowerCase()];
  expect(op, `${method} ${template} is documented`).toBeDefined();
  const status = String(res.status);
  const documented = op!.responses[status];
  expect(
    documented,
    `${method} ${template} ${status} is documented (${Object.keys(op!.responses).join(", ")})`,
  ).toBeDefined();
  const body: unknown = await res.json();
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  const validate = ajv.getSchema(
    `openapi.json#/` +
      pointer("paths", template, method.toLowerCase(), "responses", status, "content", "application/json", "schema"),
  )!;
  expect(
    validate(body),
    `${method} ${template} ${status}: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(body).slice(0, 400)}`,
  ).toBe(true);
  for (const [name, declared] of Object.entries(documented!.headers ?? {})) {
    const header = "$ref" in declared ? doc.components.headers[declared.$ref.split("/").pop()!]! : declared;
    const value = res.headers.get(name);
    if (header.required) expect(value, `${method} ${template} ${status} sends ${name}`).not.toBeNull();
    if (value !== null && header.schema.type === "integer") expect(value, name).toMatch(/^\d+$/);
  }
  return body;
}

const company = (n: string) => ({
  companyName: `Contract ${n}`,
  companyWebsite: `contract-${n}.example`,
  companyLinkedinUrl: `https://www.linkedin.com/company/contract-${n}`,
  founders: [{ name: "Ada Contract", linkedinUrl: `https://www.linkedin.com/in/ada-contract-${n}` }],
  thingsToTrack: "Fundraising and hiring",
  alertEmails: ["partner@example.com"],
});

describe("API description against the server (every response documented and valid)", () => {
  let org: TestOrg;
  let entityId: string;
  let seeded: { entity: string; signal: string; alert: string; lead: string };

  beforeAll(async () => {
    const rt = await getRuntime();
    org = await createTestOrg();
    const created = await org.request("POST", "/api/v1/tracker", { body: company(crypto.randomUUID().slice(0, 8)) });
    entityId = ((await created.clone().json()) as { data: { id: string } }).data.id;
    const db = rt.deps.db;
    const entity = await seedCompany(db, org.orgId, {
      name: "Seeded Contract Co",
      founders: ["Grace Seed"],
      classification: ["fintech/payments"],
    });
    const signal = await seedSignal(db, org.orgId, entity, {
      type: "fundraising",
      severity: "high",
      needsAttention: true,
    });
    const alert = await seedAlert(db, org.orgId, entity, { signalId: signal });
    const lead = await seedLead(db, org.orgId, {
      sourceEntityId: entity,
      companyName: "Lead Contract Co",
      classification: ["fintech/payments"],
    });
    seeded = { entity, signal, alert, lead };
  });

  it("tracker: create, replay, read in both views, list, update, refresh, delete", async () => {
    const n = crypto.randomUUID().slice(0, 8);
    const headers = { "Idempotency-Key": `contract-${n}` };
    await conforms(
      await org.request("POST", "/api/v1/tracker", { body: company(n), headers }),
      "POST",
      "/api/v1/tracker",
    );
    const replay = await org.request("POST", "/api/v1/tracker", { body: company(n), headers });
    expect(replay.status).toBe(200);
    await conforms(replay, "POST", "/api/v1/tracker");
    for (const view of ["compact", "full"]) {
      await conforms(
        await org.request("GET", `/api/v1/tracker/${entityId}?view=${view}`),
        "GET",
        "/api/v1/tracker/{id}",
      );
      await conforms(
        await org.request("GET", `/api/v1/tracker/${seeded.entity}?view=${view}`),
        "GET",
        "/api/v1/tracker/{id}",
      );
      const page = (await conforms(
        await org.request("GET", `/api/v1/tracker?limit=1&view=${view}&sector=fintech`),
        "GET",
        "/api/v1/tracker",
      )) as { data: unknown[] };
      expect(page.data.length).toBe(1);
    }
    await conforms(
      await org.request("PATCH", `/api/v1/tracker/${entityId}`, { body: { tags: ["portfolio"] } }),
      "PATCH",
      "/api/v1/tracker/{id}",
    );
    await conforms(
      await org.request("POST", `/api/v1/tracker/${seeded.entity}/refresh`),
      "POST",
      "/api/v1/tracker/{id}/refresh",
    );
    const again = await org.request("POST", `/api/v1/tracker/${seeded.entity}/refresh`);
    expect(again.status).toBe(409);
    await conforms(again, "POST", "/api/v1/tracker/{id}/refresh");
    const other = (
      (await (await org.request("POST", "/api/v1/tracker", { body: company(`${n}-x`) })).json()) as {
        data: { id: string };
      }
    ).data.id;
    await conforms(await org.request("DELETE", `/api/v1/tracker/${other}`), "DELETE", "/api/v1/tracker/{id}");
  });

  it(
    "signals, alerts and leads: lists with filters and " + "both views, single reads, lead decisions and tracking",
    async () => {
      for (const view of ["compact", "full"]) {
        await conforms(
          await org.request("GET", `/api/v1/signals?view=${view}&entityId=${seeded.entity}`),
          "GET",
          "/api/v1/signals",
        );
        await conforms(
          await org.request("GET", `/api/v1/signals?view=${view}&entityQuery=Seeded%20Contract`),
          "GET",
          "/api/v1/signals",
        );
        await conforms(
          await org.request("GET", `/api/v1/signals/${seeded.signal}?view=${view}`),
          "GET",
          "/api/v1/signals/{id}",
        );
        await conforms(await org.request("GET", `/api/v1/alerts?view=${view}&sector=fintech`), "GET", "/api/v1/alerts");
        await conforms(
          await org.request("GET", `/api/v1/alerts/${seeded.alert}?view=${view}`),
          "GET",
          "/api/v1/alerts/{id}",
        );
        await conforms(await org.request("GET", `/api/v1/leads?view=${view}&sector=fintech`), "GET", "/api/v1/leads");
        await conforms(
          await org.request("GET", `/api/v1/leads/${seeded.lead}?view=${view}`),
          "GET",
          "/api/v1/leads/{id}",
        );
      }
      await conforms(
        await org.request("POST", `/api/v1/leads/${seeded.lead}/decision`, { body: { accepted: true } }),
        "POST",
        "/api/v1/leads/{id}/decision",
      );
      const tracked = await org.request("POST", `/api/v1/leads/${seeded.lead}/track`, {
        body: {
          companyWebsite: "lead-contract.example",
          thingsToTrack: "Hiring",
          alertEmails: ["partner@example.com"],
        },
      });
      expect(tracked.status).toBe(201);
      await conforms(tracked, "POST", "/api/v1/leads/{id}/track");
      await conforms(
        await org.request("POST", "/api/v1/tracker/enrich", {
          body: { companyWebsite: "unreachable-contract.invalid" },
        }),
        "POST",
        "/api/v1/tracker/enrich",
      );
    },
  );

  it(
    "errors: 400 (fields, JSON, cursor), 401, 403, 404, 409 " +
      "and 413/415, each with the Error schema and request id",
    async () => {
      const bad = await org.request("POST", "/api/v1/tracker", {
        body: { companyWebsite: "ftp://x.example", thingsToTrack: " ", alertEmails: [] },
      });
      expect(bad.status).toBe(400);
      const body = (await conforms(bad, "POST", "/api/v1/tracker")) as { error: { details: { issues: unknown[] } } };
      expect(body.error.details.issues.length).toBeGreaterThan(1);
      await conforms(await org.request("POST", "/api/v1/tracker", { body: "{not json" }), "POST", "/api/v1/tracker");
      await conforms(
        await org.request("PATCH", `/api/v1/tracker/${entityId}`, { body: {} }),
        "PATCH",
        "/api/v1/tracker/{id}",
      );
      await conforms(await org.request("GET", "/api/v1/signals?cursor=forged.cursor"), "GET", "/api/v1/signals");
      await conforms(await org.request("GET", "/api/v1/tracker?limit=0"), "GET", "/api/v1/tracker");
      await conforms(await org.request("GET", "/api/v1/tracker", { key: null }), "GET", "/api/v1/tracker");
      const reader = await org.newKey({ scopes: ["tracker:read"] });
      const forbidden = await org.request("PATCH", `/api/v1/tracker/${entityId}`, {
        body: { tags: [] },
        key: reader.key,
      });
      expect(forbidden.status).toBe(403);
      await conforms(forbidden, "PATCH", "/api/v1/tracker/{id}");
      await conforms(await org.request("GET", `/api/v1/alerts/${crypto.randomUUID()}`), "GET", "/api/v1/alerts/{id}");
      await conforms(
        await org.request("GET", "/api/v1/signals?entityQuery=Nothing%20Like%20It%20Zzz"),
        "GET",
        "/api/v1/signals",
      );
      await org.request("PATCH", `/api/v1/tracker/${entityId}`, { body: { status: "paused" } });
      const paused = await org.request("POST", `/api/v1/tracker/${entityId}/refresh`);
      expect(paused.status).toBe(409);
      await conforms(paused, "POST", "/api/v1/tracker/{id}/refresh");
      await conforms(
        await org.request("POST", "/api/v1/tracker", { body: "x", headers: { "content-type": "text/plain" } }),
        "POST",
        "/api/v1/tracker",
      );
      await conforms(
        await org.request("POST", "/api/v1/tracker", { body: "x".repeat(1024 * 1024 + 1) }),
        "POST",
        "/api/v1/tracker",
      );
    },
  );

  it("429 carries Retry-After and every X-RateLimit-* header the document promises", async () => {
    const rt = await getRuntime();
    const exhausted: CounterStore = {
      name: "exhausted",
      hit: async (_key, limit) => ({ success: false, limit, remaining: 0, resetAt: rt.clock.now().getTime() + 30_000 }),
      ping: async () => true,
    };
    const app = createApp({ ...rt.deps, counters: exhausted });
    const limited = await createTestOrg({ app });
    const res = await limited.request("GET", "/api/v1/leads");
    expect(res.status).toBe(429);
    await conforms(res, "GET", "/api/v1/leads");
  });

  it("the public operations: health and this description", async () => {
    const rt = await getRuntime();
    await conforms(await rt.app.request("/healthz"), "GET", "/healthz");
    await conforms(await rt.app.request("/api/v1/openapi"), "GET", "/api/v1/openapi");
  });
});
