import { afterAll, describe, expect, it } from "vitest";
import { createTestOrg, getRuntime, type TestOrg } from "../support/harness";
import { pageText, WebClient } from "../support/web";
import { deliverDue, receiver } from "../webhooks/_support";

/**
 * Settings → Webhooks (docs/web.md §Settings → Webhooks): the pages are /api/v1/webhooks's services behind forms.
 * A member adds an endpoint and sees its secret once; the list, an endpoint's page and its delivery
 * log show what the API shows; test, rotate and retry are idempotent forms; a viewer reads only.
 */

const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closers) await close();
});
async function hook(script?: number[]) {
  const r = await receiver(script);
  closers.push(r.close);
  return r;
}

let n = 0;
const unique = (what: string) => `${what}-${Date.now().toString(36)}-${++n}`;
const SECRET = /whsec_[A-Za-z0-9+/=]{40,}/;
const KEY = /name="idempotencyKey" value="([^"]+)"/;

async function signedIn(role: "owner" | "member" | "viewer" = "member", org?: TestOrg) {
  const rt = await getRuntime();
  const o = org ?? (await createTestOrg());
  const email = `${unique("wh")}@fund.example`;
  await o.newKey({ email, role });
  const browser = new WebClient(rt.app);
  expect((await browser.signIn(rt.deps.db, email)).status).toBe(303);
  return { rt, org: o, browser };
}

/** The create form as the page serves it: its fields and its idempotency key. */
async function addWebhook(browser: WebClient, fields: Record<string, string | string[]>) {
  const form = await (await browser.get("/app/settings/webhooks")).text();
  const idempotencyKey = KEY.exec(form)?.[1];
  expect(idempotencyKey).toBeTruthy();
  const all = { idempotencyKey: idempotencyKey!, kind: "webhook", ...fields };
  const posted = await browser.post("/app/settings/webhooks", all);
  // A browser follows the post's redirect: the page after it shows the new secret, once.
  const res = posted.status === 303 ? await browser.get(posted.headers.get("location")!) : posted;
  const html = await res.text();
  const id = /href="\/app\/settings\/webhooks\/([0-9a-f-]{36})"/.exec(html)?.[1] ?? null;
  return {
    posted: posted.status,
    location: posted.headers.get("location"),
    res,
    html,
    fields: all,
    id,
    secret: SECRET.exec(html)?.[0] ?? null,
  };
}

const endpointPage = async (browser: WebClient, id: string) =>
  (await browser.get(`/app/settings/webhooks/${id}`)).text();
/** The first form on a page posting to `action`: its idempotency key. */
const keyOf = (html: string, action: string) =>
  new RegExp(
    `action="${action.replace(/[/]/g, "\\/")}"[^>]*>\\s*<input type="hidden" name="idempotencyKey" value="([^"]+)"`,
  ).exec(html)?.[1];

describe("Settings → Webhooks", () => {
  it(
    "a member adds a webhook and sees its secret once; the list and " +
      "the API show the endpoint, never the secret; a reload adds nothing",
    async () => {
      const { rt, org, browser } = await signedIn("member");
      const r = await hook();
      const made = await addWebhook(browser, {
        url: r.url,
        description: "CRM sync",
        eventTypes: ["signal.created", "alert.sent"],
      });
      expect(made.posted).toBe(303);
      expect(made.secret).not.toBeNull();
      expect(pageText(made.html)).toContain("Copy the signing secret now: it is shown only once.");
      expect(made.id).toBeTruthy();
      expect(made.location).toBe(`/app/settings/webhooks/${made.id}?secret=${made.fields.idempotencyKey}`);
      // Reloading the page after the redirect shows the secret no more.
      const reloaded = await (await browser.get(made.location!)).text();
      expect(reloaded).not.toContain(made.secret!);
      expect(pageText(reloaded)).toContain(
        "The signing secret was shown once, when it was made. Rotate it if you did not copy it.",
      );

      // The API lists the same endpoint, and the secret it signs with is the one shown.
      const api = (await (await org.request("GET", `/api/v1/webhooks/${made.id}`)).json()).data;
      expect(api).toMatchObject({
        url: r.url,
        description: "CRM sync",
        eventTypes: ["signal.created", "alert.sent"],
        enabled: true,
        kind: "webhook",
      });
      const stored = await rt.deps.db
        .selectFrom("webhook_endpoints")
        .select("secret")
        .where("id", "=", made.id!)
        .executeTakeFirstOrThrow();
      expect(stored.secret).toBe(made.secret);

      const list = await (await browser.get("/app/settings/webhooks")).text();
      expect(list).not.toContain(made.secret!);
      expect(pageText(list)).toMatch(
        /CRM sync\s+http:\/\/127\.0\.0\.1:\d+\/hook\s+Webhook\s+signal\.created, alert\.sent\s+Enabled/,
      );
      expect(await endpointPage(browser, made.id!)).not.toContain(made.secret!);

      // The same form sent again (a reload of the answer): one endpoint, and no secret this time.
      const again = await browser.post("/app/settings/webhooks", made.fields);
      expect(again.status).toBe(303);
      expect(again.headers.get("location")).toBe(made.location);
      const landed = await (await browser.get(again.headers.get("location")!)).text();
      expect(landed).not.toContain(made.secret!);
      expect(pageText(landed)).toContain("The signing secret was shown once, when it was made.");
      const listed = (await (await org.request("GET", "/api/v1/webhooks")).json()).data;
      expect(listed.filter((e: { url: string }) => e.url === r.url)).toHaveLength(1);
    },
  );

  it(
    "refuses a bad URL or event type with the API's message " +
      "beside the field, keeps what was typed, and adds nothing",
    async () => {
      const { org, browser } = await signedIn("member");
      const body = { url: "ftp://crm.example/hook", description: "Kept" };
      const bad = await addWebhook(browser, body);
      expect(bad.posted).toBe(400);
      // The API's own message for the same body.
      const apiError = (await (await org.request("POST", "/api/v1/webhooks", { body })).json()).error;
      const apiReason = apiError.details.issues.find((i: { path: string }) => i.path === "url").message;
      expect(apiReason).toBe("must use https");
      expect(bad.html).toMatch(
        new RegExp(
          `id="new-url"[^>]*aria-invalid="true"[^>]*aria-describedby="new-url-error"|aria-invalid="true" ` +
            `aria-describedby="new-url-error"`,
        ),
      );
      expect(bad.html).toContain(`<div class="field-error" id="new-url-error">${apiReason}</div>`);
      expect(bad.html).toContain('value="Kept"');
      expect(bad.secret).toBeNull();

      // A tampered type is refused beside the checkboxes, as the API refuses it.
      const tampered = await addWebhook(browser, {
        url: "https://crm.example/hook",
        eventTypes: ["signal.created", "made.up"],
      });
      expect(tampered.posted).toBe(400);
      const apiTampered = (
        await (
          await org.request("POST", "/api/v1/webhooks", {
            body: { url: "https://crm.example/hook", eventTypes: ["signal.created", "made.up"] },
          })
        ).json()
      ).error;
      const reason = apiTampered.details.issues[0].message as string;
      expect(tampered.html).toContain(`id="new-events-error">${reason.replace(/"/g, "&quot;")}</div>`);
      expect(tampered.html).toMatch(/value="signal.created" checked/);
      expect((await (await org.request("GET", "/api/v1/webhooks")).json()).data).toEqual([]);
    },
  );

  it(
    "sends a test event, shows the attempt with its status and " +
      "latency, retries a failed delivery and shows both attempts",
    async () => {
      const { rt, browser } = await signedIn("owner");
      const r = await hook([200, 500]);
      const { id } = await addWebhook(browser, { url: r.url, description: "Logged" });
      let page = await endpointPage(browser, id!);
      expect(pageText(page)).toContain("Nothing sent yet.");

      const testKey = keyOf(page, `/app/settings/webhooks/${id}/test`);
      const sent = await browser.post(`/app/settings/webhooks/${id}/test`, { idempotencyKey: testKey! });
      expect(sent.status).toBe(303);
      // The same form again sends nothing more.
      const replay = await browser.post(`/app/settings/webhooks/${id}/test`, { idempotencyKey: testKey! });
      expect(replay.status).toBe(303);
      expect(await deliverDue(rt, [id!])).toEqual(["done"]);
      expect(r.got).toHaveLength(1);
      expect(JSON.parse(r.got[0]!.body).type).toBe("webhook.test");

      page = await endpointPage(browser, id!);
      let text = pageText(page);
      expect(text).toContain("That test event was already sent."); // the replay's flash, read on this page
      expect(text).toMatch(
        /webhook\.test evt_[0-9a-f]{32} Delivered 200 \d+ ms \d+ \w+ \d{4}, \d\d:\d\d UTC 1 attempt/,
      );
      expect(page).not.toContain(">Retry<"); // nothing failed

      // The receiver fails now: a second test fails, and its delivery can be retried.
      const sent2 = await browser.post(`/app/settings/webhooks/${id}/test`, {
        idempotencyKey: keyOf(page, `/app/settings/webhooks/${id}/test`)!,
      });
      expect(sent2.status).toBe(303);
      expect(await deliverDue(rt, [id!])).toEqual(["retry"]);
      page = await endpointPage(browser, id!);
      text = pageText(page);
      expect(text).toMatch(/webhook\.test evt_[0-9a-f]{32} Retrying 500 \d+ ms .* 1 attempt Next .*HTTP 500: x+/);
      const retryAction = /action="(\/app\/settings\/webhooks\/[0-9a-f-]{36}\/deliveries\/[0-9a-f-]{36}\/retry)"/.exec(
        page,
      )?.[1];
      expect(retryAction).toBeTruthy();
      const retried = await browser.post(retryAction!, { idempotencyKey: keyOf(page, retryAction!)! });
      expect(retried.status).toBe(303);
      expect(pageText(await (await browser.get(retried.headers.get("location")!)).text())).toContain(
        "The webhook.test delivery is due again now, with a fresh retry schedule.",
      );
      expect(await deliverDue(rt, [id!])).toEqual(["retry"]);
      text = pageText(await endpointPage(browser, id!));
      expect(text).toMatch(/Retrying 500 \d+ ms .* 2 attempts .*#1: failed, HTTP 500, \d+ ms, /);
      // Both deliveries went to the receiver with the same ids on the retried one.
      expect(r.got).toHaveLength(3);
      expect(r.got[1]!.headers["webhook-id"]).toBe(r.got[2]!.headers["webhook-id"]);
    },
  );

  it(
    "rotating shows the new secret once and says the old one " +
      "stays valid for 24 hours; a reload rotates nothing more",
    async () => {
      const { rt, org, browser } = await signedIn("member");
      const first = await addWebhook(browser, { url: "https://crm.example/rotate" });
      const page = await endpointPage(browser, first.id!);
      expect(pageText(page)).toContain("the old one keeps signing deliveries for 24 hours");
      const key = keyOf(page, `/app/settings/webhooks/${first.id}/rotate`);
      const rotated = await browser.post(`/app/settings/webhooks/${first.id}/rotate`, { idempotencyKey: key! });
      expect(rotated.status).toBe(303);
      expect(rotated.headers.get("location")).toBe(`/app/settings/webhooks/${first.id}?secret=${key}`);
      const html = await (await browser.get(rotated.headers.get("location")!)).text();
      const secret = SECRET.exec(html)?.[0];
      expect(secret).toBeTruthy();
      expect(secret).not.toBe(first.secret);
      const until = new Date(rt.clock.now().getTime() + 24 * 3_600_000);
      const text = pageText(html);
      expect(text).toContain("Copy the signing secret now: it is shown only once.");
      expect(text).toContain(`The previous secret stays valid for 24 hours, until ${until.getUTCDate()} `);
      const api = (await (await org.request("GET", `/api/v1/webhooks/${first.id}`)).json()).data;
      expect(Date.parse(api.previousSecretExpiresAt)).toBe(until.getTime());

      const again = await browser.post(`/app/settings/webhooks/${first.id}/rotate`, { idempotencyKey: key! });
      expect(again.status).toBe(303);
      const landed = await (await browser.get(again.headers.get("location")!)).text();
      expect(landed).not.toContain(secret!);
      expect(again.headers.get("location")).toBe(rotated.headers.get("location"));
      expect(pageText(landed)).toContain(
        "The signing secret was shown once, when it was made. Rotate it if you did not copy it.",
      );
      const stored = await rt.deps.db
        .selectFrom("webhook_endpoints")
        .select(["secret", "previous_secret"])
        .where("id", "=", first.id!)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({ secret, previous_secret: first.secret });
    },
  );

  it("disables and enables an endpoint; a disabled one cannot be sent a test (the API's 409 and message)", async () => {
    const { org, browser } = await signedIn("member");
    const { id } = await addWebhook(browser, { url: "https://crm.example/toggle" });
    const key = keyOf(await endpointPage(browser, id!), `/app/settings/webhooks/${id}/test`);
    expect((await browser.post(`/app/settings/webhooks/${id}/enabled`, { enabled: "false" })).status).toBe(303);
    let page = await endpointPage(browser, id!);
    expect(pageText(page)).toContain("Disabled: nothing is sent to it until you enable it.");
    expect(page).not.toContain("Send a test event");
    expect((await (await org.request("GET", `/api/v1/webhooks/${id}`)).json()).data.enabled).toBe(false);

    // A test form from before it was disabled: refused, as the API refuses it.
    const refused = await browser.post(`/app/settings/webhooks/${id}/test`, { idempotencyKey: key! });
    expect(refused.status).toBe(409);
    expect(pageText(await refused.text())).toContain("This endpoint is disabled; enable it");

    expect((await browser.post(`/app/settings/webhooks/${id}/enabled`, { enabled: "true" })).status).toBe(303);
    page = await endpointPage(browser, id!);
    expect(pageText(page)).toContain("Enabled: new events are sent to it again.");
    expect(page).toContain("Send a test event");
  });

  it(
    "changes an endpoint's URL, description and event types; " +
      "a bad URL is refused beside the field and nothing changes",
    async () => {
      const { org, browser } = await signedIn("member");
      const { id } = await addWebhook(browser, { url: "https://crm.example/edit", eventTypes: ["lead.created"] });
      const saved = await browser.post(`/app/settings/webhooks/${id}`, {
        url: "https://crm.example/edited",
        description: "Leads to CRM",
        eventTypes: ["lead.created", "lead.decided"],
      });
      expect(saved.status).toBe(303);
      expect((await (await org.request("GET", `/api/v1/webhooks/${id}`)).json()).data).toMatchObject({
        url: "https://crm.example/edited",
        description: "Leads to CRM",
        eventTypes: ["lead.created", "lead.decided"],
      });

      const bad = await browser.post(`/app/settings/webhooks/${id}`, {
        url: "https://user:pw@crm.example/x",
        description: "Not saved",
      });
      expect(bad.status).toBe(400);
      const html = await bad.text();
      expect(html).toContain('<div class="field-error" id="edit-url-error">must not carry credentials</div>');
      expect(html).toContain('value="Not saved"');
      expect((await (await org.request("GET", `/api/v1/webhooks/${id}`)).json()).data.description).toBe("Leads to CRM");

      // No type checked: every type (the API's null).
      expect(
        (await browser.post(`/app/settings/webhooks/${id}`, { url: "https://crm.example/edited", description: "" }))
          .status,
      ).toBe(303);
      expect((await (await org.request("GET", `/api/v1/webhooks/${id}`)).json()).data).toMatchObject({
        eventTypes: null,
        description: null,
      });
      expect(pageText(await endpointPage(browser, id!))).toContain("Events All events");
    },
  );

  it("deletes after a confirmation; the API no longer has it", async () => {
    const { org, browser } = await signedIn("member");
    const { id } = await addWebhook(browser, { url: "https://crm.example/delete", description: "Old hook" });
    const confirm = await browser.get(`/app/settings/webhooks/${id}/delete`);
    expect(pageText(await confirm.text())).toContain("Delete “Old hook”?");
    expect((await org.request("GET", `/api/v1/webhooks/${id}`)).status).toBe(200);
    const deleted = await browser.post(`/app/settings/webhooks/${id}/delete`);
    expect(deleted.status).toBe(303);
    expect(pageText(await (await browser.get("/app/settings/webhooks")).text())).toContain(
      "Webhook “Old hook” deleted.",
    );
    expect((await org.request("GET", `/api/v1/webhooks/${id}`)).status).toBe(404);
    expect((await browser.get(`/app/settings/webhooks/${id}`)).status).toBe(404);
  });

  it("a Slack endpoint is added without a secret to show, and has nothing to rotate", async () => {
    const { org, browser } = await signedIn("member");
    const made = await addWebhook(browser, {
      kind: "slack",
      url: "https://hooks.slack.com/services/T000/B000/XXXX",
      eventTypes: ["alert.sent"],
    });
    expect(made.posted).toBe(303);
    const id = /\/app\/settings\/webhooks\/([0-9a-f-]{36})$/.exec(made.location!)?.[1];
    expect(id).toBeTruthy();
    const page = made.html;
    expect(pageText(page)).toContain("Slack endpoint added");
    expect(page).not.toMatch(SECRET);
    expect(page).not.toContain("Rotate signing secret");
    expect((await (await org.request("GET", `/api/v1/webhooks/${id}`)).json()).data).toMatchObject({
      kind: "slack",
      eventTypes: ["alert.sent"],
    });
  });

  it("a viewer reads the webhooks and their log, and every write is refused (403) and changes nothing", async () => {
    const { org, browser: member } = await signedIn("member");
    const { id } = await addWebhook(member, { url: "https://crm.example/viewer", description: "Watched" });
    const { browser: viewer } = await signedIn("viewer", org);
    const list = await (await viewer.get("/app/settings/webhooks")).text();
    expect(pageText(list)).toContain(
      "You are a viewer: you can see the webhooks and their deliveries, and change nothing.",
    );
    expect(pageText(list)).toContain("Watched");
    expect(list).not.toContain("Add webhook");
    const page = await endpointPage(viewer, id!);
    expect(pageText(page)).toContain("Delivery log");
    for (const button of ["Send a test event", "Disable", "Rotate signing secret", "Delete this webhook", ">Save<"])
      expect(page).not.toContain(button);

    const key = crypto.randomUUID();
    const writes: [string, Record<string, string>][] = [
      ["/app/settings/webhooks", { idempotencyKey: key, kind: "webhook", url: "https://crm.example/viewer2" }],
      [`/app/settings/webhooks/${id}`, { url: "https://crm.example/changed" }],
      [`/app/settings/webhooks/${id}/enabled`, { enabled: "false" }],
      [`/app/settings/webhooks/${id}/test`, { idempotencyKey: key }],
      [`/app/settings/webhooks/${id}/rotate`, { idempotencyKey: key }],
      [`/app/settings/webhooks/${id}/delete`, {}],
    ];
    for (const [path, fields] of writes) expect((await viewer.post(path, fields)).status, path).toBe(403);
    expect((await viewer.get(`/app/settings/webhooks/${id}/delete`)).status).toBe(403);
    const after = (await (await org.request("GET", "/api/v1/webhooks")).json()).data;
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ url: "https://crm.example/viewer", enabled: true, previousSecretExpiresAt: null });
    expect((await (await org.request("GET", `/api/v1/webhooks/${id}/deliveries`)).json()).data).toEqual([]);
  });

  it("another organisation's endpoint is not found, to read or to change", async () => {
    const { browser: ana } = await signedIn("member");
    const { id } = await addWebhook(ana, { url: "https://crm.example/private" });
    const { org: other, browser: stranger } = await signedIn("owner");
    expect((await stranger.get(`/app/settings/webhooks/${id}`)).status).toBe(404);
    expect((await stranger.post(`/app/settings/webhooks/${id}/enabled`, { enabled: "false" })).status).toBe(404);
    expect((await stranger.post(`/app/settings/webhooks/${id}/delete`)).status).toBe(404);
    expect(
      (await stranger.post(`/app/settings/webhooks/${id}/rotate`, { idempotencyKey: crypto.randomUUID() })).status,
    ).toBe(404);
    expect(pageText(await (await stranger.get("/app/settings/webhooks")).text())).toContain("No webhooks yet.");
    expect((await (await other.request("GET", "/api/v1/webhooks")).json()).data).toEqual([]);
  });
});
