import { webcrypto } from "node:crypto";
import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { verifyWebhook } from "../../clients/typescript/src/index";

// Signatures are made by the Standard Webhooks reference library, independently of the client.
const SECRET = `whsec_${Buffer.from("a webhook secret of thirty-two by").toString("base64")}`;
const OTHER_SECRET = `whsec_${Buffer.from("another secret, not the endpoint").toString("base64")}`;
const NOW = Date.parse("2026-11-21T22:27:20Z");
const body = JSON.stringify({
  id: "evt_2b1c",
  type: "signal.created",
  data: { id: "5d1c1d7e-2a8e-4b8e-9a51-2f1f7c3c2b10" },
});

function signed(opts: { secret?: string; at?: number; payload?: string; id?: string } = {}) {
  const at = opts.at ?? NOW;
  const id = opts.id ?? "msg_2b1c";
  return {
    "webhook-id": id,
    "webhook-timestamp": String(Math.floor(at / 1000)),
    "webhook-signature": new Webhook(opts.secret ?? SECRET).sign(id, new Date(at), opts.payload ?? body),
  };
}

const verify = (
  headers: Parameters<typeof verifyWebhook>[1],
  payload: string | Uint8Array = body,
  secret = SECRET,
  toleranceSeconds?: number,
) => verifyWebhook(secret, headers, payload, { now: () => NOW, toleranceSeconds });

describe("verifyWebhook (Standard Webhooks signatures)", () => {
  it(
    "accepts a delivery signed with the endpoint's " + "secret, from a plain object, Headers or the raw bytes",
    async () => {
      const headers = signed();
      expect(await verify(headers)).toBe(true);
      expect(await verify(new Headers(headers))).toBe(true);
      expect(
        await verify({
          "Webhook-Id": headers["webhook-id"],
          "Webhook-Timestamp": headers["webhook-timestamp"],
          "Webhook-Signature": headers["webhook-signature"],
        }),
      ).toBe(true);
      expect(await verify(headers, new TextEncoder().encode(body))).toBe(true);
      // A delivery signed now: the reference library and the client (on its default clock) agree.
      const fresh = signed({ at: Date.now() });
      expect(new Webhook(SECRET).verify(body, fresh)).toEqual(JSON.parse(body));
      expect(await verifyWebhook(SECRET, fresh, body)).toBe(true);
    },
  );

  it("rejects a tampered body, id or timestamp, and another secret's signature", async () => {
    const headers = signed();
    expect(await verify(headers, body.replace("signal.created", "signal.deleted"))).toBe(false);
    expect(await verify(headers, `${body} `)).toBe(false);
    expect(await verify({ ...headers, "webhook-id": "msg_other" })).toBe(false);
    expect(await verify({ ...headers, "webhook-timestamp": String(Math.floor(NOW / 1000) - 1) })).toBe(false);
    expect(await verify(signed({ secret: OTHER_SECRET }))).toBe(false);
  });

  it("rejects a timestamp more than 5 minutes old or ahead; accepts one within", async () => {
    expect(await verify(signed({ at: NOW - 301_000 }))).toBe(false);
    expect(await verify(signed({ at: NOW + 301_000 }))).toBe(false);
    expect(await verify(signed({ at: NOW - 299_000 }))).toBe(true);
    expect(await verify(signed({ at: NOW - 3600_000 }), body, SECRET, 7200)).toBe(true);
  });

  it(
    "accepts when any signature of a space-separated list " + "matches (a rotated secret), and ignores other versions",
    async () => {
      const good = signed();
      const stale = signed({ secret: OTHER_SECRET })["webhook-signature"];
      expect(await verify({ ...good, "webhook-signature": `${stale} ${good["webhook-signature"]}` })).toBe(true);
      const v1 = good["webhook-signature"].slice(3);
      expect(await verify({ ...good, "webhook-signature": `v1a,${v1}` })).toBe(false);
      expect(await verify({ ...good, "webhook-signature": `${stale} v2,${v1}` })).toBe(false);
    },
  );

  it("rejects a delivery missing a header or with a malformed one", async () => {
    const headers = signed();
    for (const name of ["webhook-id", "webhook-timestamp", "webhook-signature"] as const) {
      const { [name]: _, ...rest } = headers;
      expect(await verify(rest)).toBe(false);
    }
    expect(await verify({ ...headers, "webhook-timestamp": "soon" })).toBe(false);
    expect(await verify({ ...headers, "webhook-signature": "v1,not base64!" })).toBe(false);
  });

  it("refuses a secret that is not whsec_<base64>", async () => {
    await expect(verifyWebhook("not-a-secret", signed(), body)).rejects.toThrow(TypeError);
  });

  it("runs on Web Crypto alone: a Crypto passed in is used", async () => {
    const subtle = {
      importKey: webcrypto.subtle.importKey.bind(webcrypto.subtle),
      verify: webcrypto.subtle.verify.bind(webcrypto.subtle),
    };
    let used = 0;
    const counting = {
      subtle: { ...subtle, verify: (...args: Parameters<typeof subtle.verify>) => (used++, subtle.verify(...args)) },
    } as unknown as Crypto;
    expect(await verifyWebhook(SECRET, signed(), body, { now: () => NOW, crypto: counting })).toBe(true);
    expect(used).toBe(1);
  });
});
