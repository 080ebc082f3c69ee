import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PartnerTrackingError } from "../../clients/typescript/src/index";
import { receiver } from "../webhooks/_support";
import { clientFor, startLiveServer, type LiveServer, type Sent } from "./support";

let server: LiveServer;
let hook: Awaited<ReturnType<typeof receiver>>;
beforeAll(async () => {
  server = await startLiveServer();
  hook = await receiver([200]);
});
afterAll(async () => {
  await hook?.close();
  await server?.close();
});

const paths = (sent: Sent[], method: string, path: string) =>
  sent.filter((s) => s.method === method && s.path.split("?")[0] === path);
const all = async <T extends { id: string }>(items: AsyncIterable<T>) => {
  const out: string[] = [];
  for await (const x of items) out.push(x.id);
  return out;
};

describe("client.webhooks with the TypeScript client", () => {
  it(
    "a create whose answer is lost is sent again with the " + "same Idempotency-Key, and the server makes one endpoint",
    async () => {
      const org = await server.newOrg();
      const { client, wire } = clientFor(server, org.key);
      wire.dropNextAnswer((r) => r.method === "POST");

      const created = await client.webhooks.create({
        url: hook.url,
        description: "CRM",
        eventTypes: ["signal.created"],
      });

      const posts = paths(wire.sent, "POST", "/api/v1/webhooks");
      // The replay is the stored answer: 200 rather than the first attempt's 201.
      expect(posts.map((p) => p.status)).toEqual([0, 200]);
      expect(posts[0]!.idempotencyKey).toMatch(/^[\x21-\x7e]{8,200}$/);
      expect(posts[1]!.idempotencyKey).toBe(posts[0]!.idempotencyKey);
      expect(created.idempotencyReplayed).toBe(true);
      expect(created.data.secret).toMatch(/^whsec_/);
      expect(await all(client.webhooks.list())).toEqual([created.data.id]);
    },
  );

  it(
    "list pages through every endpoint by cursor with " + "a small limit; page() and pages() as the other lists",
    async () => {
      const org = await server.newOrg();
      const { client, wire } = clientFor(server, org.key);
      const ids: string[] = [];
      for (let i = 0; i < 4; i++) ids.push((await client.webhooks.create({ url: `${hook.url}/${i}` })).data.id);

      // Made on the same instant of the shared clock, so only the set and the absence of repeats are fixed.
      const walked = await all(client.webhooks.list({ limit: 1 }));
      expect([...walked].sort()).toEqual([...ids].sort());
      const pages = paths(wire.sent, "GET", "/api/v1/webhooks");
      expect(pages).toHaveLength(4);
      expect(pages.map((p) => new URL(p.path, "http://x").searchParams.has("cursor"))).toEqual([
        false,
        true,
        true,
        true,
      ]);

      const first = await client.webhooks.list({ limit: 3 }).page();
      expect(first.data.map((e) => e.id)).toEqual(walked.slice(0, 3));
      expect(first.data.every((e) => !("secret" in e))).toBe(true);
      const sizes: number[] = [];
      for await (const page of client.webhooks.list({ limit: 3 }).pages()) sizes.push(page.data.length);
      expect(sizes).toEqual([3, 1]);
      expect(
        (await client.webhooks.list({ limit: 3, cursor: first.nextCursor! }).page()).data.map((e) => e.id),
      ).toEqual([walked[3]]);
    },
  );

  it(
    "get, update, rotateSecret and delete act on the " + "endpoint; rotateSecret keeps its key across a lost answer",
    async () => {
      const org = await server.newOrg();
      const { client, wire } = clientFor(server, org.key);
      const { data: created } = await client.webhooks.create({ url: hook.url });

      expect((await client.webhooks.get(created.id)).data).toMatchObject({
        id: created.id,
        url: hook.url,
        enabled: true,
      });
      const updated = await client.webhooks.update(created.id, { enabled: false, description: "paused" });
      expect(updated.data).toMatchObject({ enabled: false, description: "paused" });

      wire.dropNextAnswer((r) => r.url.endsWith("/rotate-secret"));
      const rotated = await client.webhooks.rotateSecret(created.id);
      const rotations = wire.sent.filter((s) => s.path.endsWith("/rotate-secret"));
      expect(rotations.map((r) => r.status)).toEqual([0, 200]);
      expect(rotations[1]!.idempotencyKey).toBe(rotations[0]!.idempotencyKey);
      expect(rotated.idempotencyReplayed).toBe(true);
      expect(rotated.data.secret).toMatch(/^whsec_/);
      expect(rotated.data.secret).not.toBe(created.secret);
      expect(rotated.data.previousSecretExpiresAt).toEqual(expect.any(String));

      expect((await client.webhooks.delete(created.id)).data).toEqual({ id: created.id, deleted: true });
      expect(await all(client.webhooks.list())).toEqual([]);
    },
  );

  it("test sends one webhook.test event: deliveries(id) lists it, and retryDelivery sends it again", async () => {
    const org = await server.newOrg();
    const { client, wire } = clientFor(server, org.key);
    const { data: endpoint } = await client.webhooks.create({ url: hook.url });

    const sent = await client.webhooks.test(endpoint.id);
    expect(sent.data).toMatchObject({ endpointId: endpoint.id, eventType: "webhook.test" });
    const testPost = wire.sent.find((s) => s.path.endsWith("/test"));
    expect(testPost?.idempotencyKey).toMatch(/^[\x21-\x7e]{8,200}$/);

    const log: { id: string; eventId: string; eventType: string }[] = [];
    for await (const d of client.webhooks.deliveries(endpoint.id, { limit: 1 })) log.push(d);
    expect(log.map((d) => [d.id, d.eventId, d.eventType])).toEqual([[sent.data.id, sent.data.eventId, "webhook.test"]]);

    const retried = await client.webhooks.retryDelivery(endpoint.id, sent.data.id);
    expect(retried.data).toMatchObject({ id: sent.data.id, eventId: sent.data.eventId, status: "pending" });
    const retryPost = wire.sent.find((s) => s.path.endsWith("/retry"));
    expect(retryPost?.idempotencyKey).toMatch(/^[\x21-\x7e]{8,200}$/);
    expect(await all(client.webhooks.deliveries(endpoint.id))).toEqual([sent.data.id]);
  });

  it(
    "errors are PartnerTrackingError: a bad URL, another " + "organisation's endpoint, a key without the scope",
    async () => {
      const mine = await server.newOrg();
      const theirs = await server.newOrg();
      const { client } = clientFor(server, mine.key);
      const { client: other } = clientFor(server, theirs.key);
      const { data: endpoint } = await client.webhooks.create({ url: hook.url });

      const bad = await client.webhooks.create({ url: "ftp://x.example/" }).catch((e: unknown) => e);
      expect(bad).toBeInstanceOf(PartnerTrackingError);
      expect(bad).toMatchObject({ status: 400, code: "validation_error", requestId: expect.any(String) });

      for (const attempt of [
        () => other.webhooks.get(endpoint.id),
        () => other.webhooks.update(endpoint.id, { enabled: false }),
        () => other.webhooks.test(endpoint.id),
        () => other.webhooks.deliveries(endpoint.id).page(),
      ]) {
        const err = await attempt().catch((e: unknown) => e);
        expect(err).toBeInstanceOf(PartnerTrackingError);
        expect(err).toMatchObject({ status: 404, code: "not_found" });
      }
      expect(await all(other.webhooks.list())).toEqual([]);
      expect((await client.webhooks.get(endpoint.id)).data.enabled).toBe(true);

      const noScope = await mine.newKey({ scopes: ["tracker:read", "tracker:write"] });
      const denied = await clientFor(server, noScope.key)
        .client.webhooks.list()
        .page()
        .catch((e: unknown) => e);
      expect(denied).toBeInstanceOf(PartnerTrackingError);
      expect(denied).toMatchObject({ status: 403, details: { requiredScopes: ["webhooks:read"] } });
    },
  );
});
