import { createHmac } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { runDueChecks } from "../../src/lifecycle/checks";
import { hubOf, publicCallbackBase, renewLeases } from "../../src/lifecycle/websub";
import type { HttpFetcher } from "../../src/platform/fetcher";
import type { AppDeps } from "../../src/services/deps";
import type { TestOrg } from "../support/harness";
import { checksOf, companyWithChecks, freshnessRuntime, type FreshnessRuntime } from "./_support";

/**
 * WebSub (docs/pipeline.md §Checks between runs): a feed that declares a hub is subscribed to when PUBLIC_BASE_URL is a
 * public https address; the hub's verification of intent is answered only for the topic asked
 * for; a notification counts only with a valid X-Hub-Signature, and then queues a run as a check
 * would; leases are renewed before they end. A hub on loopback plays the hub's part.
 */

let server: Server;
let origin: string;
let rt: FreshnessRuntime;
let fetcher: HttpFetcher;
let org: TestOrg;
let subscriptions: URLSearchParams[] = [];
let ctx: AppDeps;
const PUBLIC = "https://tracker.fund.example";

const feedXml = () => `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel><title>Orbit blog</title>
<atom:link href="${origin}/feed/" rel="self" type="application/rss+xml"/>
<atom:link rel="hub" href="${origin}/hub"/>
<item><title>Hello</title><guid>${origin}/?p=1</guid></item></channel></rss>`;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === "/feed/") {
      res.writeHead(200, { "content-type": "application/rss+xml" }).end(feedXml());
      return;
    }
    if (req.url === "/hub" && req.method === "POST") {
      let body = "";
      req.on("data", (d) => (body += d));
      req.on("end", () => {
        subscriptions.push(new URLSearchParams(body));
        res.writeHead(202).end();
      });
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  ({ rt, org, fetcher } = await freshnessRuntime());
  ctx = { ...rt.deps, fetcher, poster: fetcher, config: { ...rt.deps.config, PUBLIC_BASE_URL: PUBLIC } };
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await rt?.close();
});

beforeEach(async () => {
  subscriptions = [];
  await rt.deps.db
    .updateTable("checks")
    .set({ next_check_at: new Date(rt.clock.now().getTime() + 365 * 86_400_000) })
    .where("org_id", "<>", org.orgId)
    .execute();
});

async function companyWithFeed(): Promise<{ id: string; checkId: string }> {
  const id = await companyWithChecks(rt, org, origin, [{ kind: "feed", path: "/feed/" }], "Orbit");
  const [check] = await checksOf(rt, id);
  return { id, checkId: check!.id };
}

const sign = (secret: string, body: string, alg = "sha256") =>
  `${alg}=${createHmac(alg, secret).update(body).digest("hex")}`;
const row = (checkId: string) =>
  rt.deps.db.selectFrom("checks").selectAll().where("id", "=", checkId).executeTakeFirstOrThrow();
const activeRuns = (id: string) =>
  rt.deps.db
    .selectFrom("runs")
    .select("trigger")
    .where("entity_id", "=", id)
    .where("status", "in", ["queued", "running"])
    .execute();

describe("WebSub", () => {
  it("finds the hub a feed declares, in its links or its Link header", () => {
    expect(hubOf(feedXml(), null, `${origin}/feed/`)).toEqual({ hub: `${origin}/hub`, topic: `${origin}/feed/` });
    expect(
      hubOf(
        "<feed/>",
        '<https://pubsubhubbub.appspot.com/>; rel="hub", <https://x.example/feed.atom>; rel="self"',
        "https://x.example/f",
      ),
    ).toEqual({
      hub: "https://pubsubhubbub.appspot.com/",
      topic: "https://x.example/feed.atom",
    });
    expect(hubOf("<rss/>", null, "https://x.example/f")).toBeNull();
  });

  it("subscribes only when PUBLIC_BASE_URL is a public https address", async () => {
    expect(publicCallbackBase({ PUBLIC_BASE_URL: "https://tracker.fund.example/" })).toBe(PUBLIC);
    for (const base of [
      undefined,
      "http://tracker.fund.example",
      "https://localhost:8787",
      "https://10.0.0.5",
      "https://127.0.0.1",
    ])
      expect(publicCallbackBase({ PUBLIC_BASE_URL: base })).toBeNull();
    await companyWithFeed();
    await runDueChecks({ ...ctx, config: rt.deps.config });
    expect(subscriptions).toEqual([]);
  });

  it(
    "subscribes with a secret, answers the hub's verification only " +
      "for its topic, and queues a run for a signed notification only",
    async () => {
      const { id, checkId } = await companyWithFeed();
      await runDueChecks(ctx);
      expect(subscriptions).toHaveLength(1);
      const sub = subscriptions[0]!;
      expect(sub.get("hub.mode")).toBe("subscribe");
      expect(sub.get("hub.topic")).toBe(`${origin}/feed/`);
      expect(sub.get("hub.callback")).toBe(`${PUBLIC}/api/v1/websub/${checkId}`);
      const secret = sub.get("hub.secret")!;
      expect(secret.length).toBeGreaterThanOrEqual(32);
      expect((await row(checkId)).websub_state).toBe("pending");

      const callback = `/api/v1/websub/${checkId}`;
      const wrong = await rt.app.request(
        `${callback}?hub.mode=subscribe&hub.topic=${encodeURIComponent("https://else.example/feed")}&hub.challenge=abc`,
      );
      expect(wrong.status).toBe(404);
      const ok = await rt.app.request(
        `${callback}?hub.mode=subscribe&hub.topic=${encodeURIComponent(`${origin}/feed/`)}&hub.challenge=c-123&hub.` +
          `lease_seconds=432000`,
      );
      expect(ok.status).toBe(200);
      expect(await ok.text()).toBe("c-123");
      const active = await row(checkId);
      expect(active.websub_state).toBe("active");
      expect(active.websub_lease_until!.getTime() - rt.clock.now().getTime()).toBe(432000 * 1000);

      const body = feedXml();
      rt.clock.advance(60_000);
      const forged = await rt.app.request(callback, {
        method: "POST",
        body,
        headers: { "content-type": "application/rss+xml", "x-hub-signature": sign("not-the-secret", body) },
      });
      expect(forged.status).toBe(202);
      const unsigned = await rt.app.request(callback, {
        method: "POST",
        body,
        headers: { "content-type": "application/rss+xml" },
      });
      expect(unsigned.status).toBe(202);
      expect(await activeRuns(id)).toEqual([]);

      const signed = await rt.app.request(callback, {
        method: "POST",
        body,
        headers: { "content-type": "application/rss+xml", "x-hub-signature": sign(secret, body, "sha1") },
      });
      expect(signed.status).toBe(202);
      expect(await activeRuns(id)).toEqual([{ trigger: "check" }]);
    },
  );

  it("renews a lease before it ends, and ignores notifications for a paused company", async () => {
    const { id, checkId } = await companyWithFeed();
    await runDueChecks(ctx);
    const first = subscriptions[0]!;
    await rt.app.request(
      `/api/v1/websub/${checkId}?hub.mode=subscribe&hub.topic=${encodeURIComponent(first.get("hub.topic")!)}&hub.` +
        `challenge=x&hub.lease_seconds=172800`,
    );
    expect(await renewLeases(ctx)).toBe(0);
    rt.clock.advance(36 * 3_600_000);
    expect(await renewLeases(ctx)).toBe(1);
    expect(subscriptions).toHaveLength(2);
    expect(subscriptions[1]!.get("hub.secret")).not.toBe(first.get("hub.secret"));

    await rt.app.request(
      `/api/v1/websub/${checkId}?hub.mode=subscribe&hub.topic=${encodeURIComponent(first.get("hub.topic")!)}&hub.` +
        `challenge=y&hub.lease_seconds=864000`,
    );
    await org.request("PATCH", `/api/v1/tracker/${id}`, { body: { status: "paused" } });
    const body = feedXml();
    await rt.app.request(`/api/v1/websub/${checkId}`, {
      method: "POST",
      body,
      headers: { "x-hub-signature": sign(subscriptions[1]!.get("hub.secret")!, body) },
    });
    expect(await activeRuns(id)).toEqual([]);
  });
});
