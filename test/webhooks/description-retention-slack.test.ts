import { describe, expect, it } from "vitest";
import { EVENT_TYPES } from "../../src/db/events";
import { runMaintenance } from "../../src/jobs/schedule";
import { alertMessage } from "../../src/services/webhooks/slack";
import { createTestOrg, getRuntime } from "../support/harness";
import { isolatedLifecycleRuntime } from "../support/test-pipeline";
import { addEndpoint, deliverDue, receiver } from "./_support";

describe("webhooks in the API description", () => {
  it("the webhooks section documents every event type with its payload schema, from the views' schemas", async () => {
    const rt = await getRuntime();
    const doc = await (await rt.app.request("/api/v1/openapi")).json();
    expect(Object.keys(doc.webhooks).sort()).toEqual([...EVENT_TYPES].sort());
    const body = (t: string) => doc.webhooks[t].post.requestBody.content["application/json"].schema;
    expect(body("signal.created").$ref).toBe("#/components/schemas/SignalCreatedEvent");
    expect(doc.components.schemas.SignalCreatedEvent.properties.data.$ref).toBe("#/components/schemas/SignalCompact");
    expect(doc.components.schemas.CompanyCreatedEvent.properties.data.$ref).toBe(
      "#/components/schemas/TrackedCompanyCompact",
    );
    expect(doc.components.schemas.LeadDecidedEvent.properties.data.$ref).toBe("#/components/schemas/LeadCompact");
    expect(doc.components.schemas.AlertSentEvent.properties.data.$ref).toBe("#/components/schemas/AlertCompact");
    expect(doc.webhooks["alert.sent"].post.parameters.map((p: { name: string }) => p.name)).toEqual([
      "webhook-id",
      "webhook-timestamp",
      "webhook-signature",
    ]);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/api/v1/webhooks",
        "/api/v1/webhooks/{id}",
        "/api/v1/webhooks/{id}/rotate-secret",
        "/api/v1/webhooks/{id}/test",
        "/api/v1/webhooks/{id}/deliveries",
        "/api/v1/webhooks/{id}/deliveries/{deliveryId}/retry",
      ]),
    );
  });
});

describe("webhook retention", () => {
  it(
    "housekeeping deletes events and settled delivery records older " +
      "than WEBHOOK_RETENTION_DAYS (30 by default), and keeps newer ones",
    async () => {
      // Housekeeping is global and this test moves the clock a month ahead: on real Postgres, where
      // test workers share a database, it would prune what tests running beside it just wrote
      // (idempotency records among them), so it gets a database of its own.
      const rt = await isolatedLifecycleRuntime();
      const org = await rt.createOrg();
      const r = await receiver();
      try {
        const { id } = await addEndpoint(org, { url: r.url });
        await org.request("POST", "/api/v1/tracker", {
          body: {
            companyWebsite: `https://kept-${Date.now()}.example`,
            thingsToTrack: "x",
            alertEmails: ["a@example.com"],
          },
        });
        await deliverDue(rt, [id]);
        rt.clock.advance(29 * 86_400_000);
        await org.request("POST", `/api/v1/webhooks/${id}/test`);
        await runMaintenance(rt.deps);
        const count = async (t: "events" | "webhook_deliveries") =>
          (await rt.deps.db.selectFrom(t).select("id").where("org_id", "=", org.orgId).execute()).length;
        expect(await count("webhook_deliveries")).toBe(2);
        rt.clock.advance(2 * 86_400_000);
        const pruned = await runMaintenance(rt.deps);
        expect(pruned.webhookDeliveries).toBeGreaterThanOrEqual(1);
        expect(await count("webhook_deliveries")).toBe(1); // the test delivery: 2 days old, still pending
        expect(await rt.deps.db.selectFrom("events").select("type").where("org_id", "=", org.orgId).execute()).toEqual([
          { type: "webhook.test" },
        ]);
      } finally {
        await r.close();
        await rt.close();
      }
    },
  );
});

describe("Slack endpoints", () => {
  it("an alert as Block Kit: company, signal type and severity, summary, evidence links", () => {
    const msg = alertMessage("Acme <Robotics>", {
      id: crypto.randomUUID(),
      entityId: crypto.randomUUID(),
      companyName: "Acme <Robotics>",
      type: "fundraising",
      severity: "high",
      recommendation: "reach_out",
      needsAttention: true,
      summary: "Raised a $20M Series A led by Example Ventures.",
      evidence: [{ url: "https://acme.example/blog/series-a", title: "We raised" }],
      createdAt: "2026-01-01T00:00:00.000000+00:00",
    });
    const text = JSON.stringify(msg.blocks);
    expect(msg.blocks[0]).toEqual({ type: "header", text: { type: "plain_text", text: "Alert: Acme <Robotics>" } });
    expect(text).toContain("fundraising");
    expect(text).toContain("high");
    expect(text).toContain("Raised a $20M Series A");
    expect(text).toContain("<https://acme.example/blog/series-a|We raised>");
    expect(msg.text).toContain("Acme <Robotics>");
  });

  it("a slack endpoint is sent Slack messages, unsigned, with the same log", async () => {
    const rt = await getRuntime();
    const org = await createTestOrg();
    const r = await receiver([500, 200]);
    try {
      const { id } = await addEndpoint(org, { url: r.url, kind: "slack" });
      await org.request("POST", `/api/v1/webhooks/${id}/test`);
      await deliverDue(rt, [id]);
      rt.clock.advance(5_000);
      await deliverDue(rt, [id]);
      expect(r.got).toHaveLength(2);
      const body = JSON.parse(r.got[1]!.body);
      expect(body.blocks[0].type).toBe("section");
      expect(body.text).toContain("webhook.test");
      expect(r.got[1]!.headers["webhook-signature"]).toBeUndefined();
      const log = (await (await org.request("GET", `/api/v1/webhooks/${id}/deliveries`)).json()).data[0];
      expect(log).toMatchObject({ status: "delivered", attempts: 2 });
    } finally {
      await r.close();
    }
  });
});
