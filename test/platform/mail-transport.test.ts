import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MailTransportError, ResendTransport, type MailMessage } from "../../src/platform/mail-transport";
import { startResendFixture, type ResendFixture } from "../support/fixtures/resend";

let resend: ResendFixture;
beforeAll(async () => {
  resend = await startResendFixture();
});
afterAll(async () => {
  await resend.close();
});
beforeEach(() => resend.reset());

const FROM = "Partner Tracking <alerts@tracking.example>";
const transport = (apiKey = resend.apiKey) => new ResendTransport({ apiKey, from: FROM, baseUrl: resend.baseUrl });

const message: MailMessage = {
  to: ["investor@fund.example", "partner@fund.example"],
  subject: "Acme Robotics is hiring",
  text: "Acme opened three roles.",
  html: "<p>Acme opened three roles.</p>",
  idempotencyKey: "alert/0a1b2c",
};

async function rejection(promise: Promise<unknown>): Promise<MailTransportError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(MailTransportError);
  return err as MailTransportError;
}

describe("ResendTransport", () => {
  it("posts the message to /emails with the key, idempotency key and JSON body, and returns the id", async () => {
    const { providerMessageId } = await transport().send(message);
    expect(providerMessageId).toMatch(/^[0-9a-f-]{36}$/);

    expect(resend.requests).toHaveLength(1);
    const req = resend.requests[0];
    expect(req.method).toBe("POST");
    expect(req.path).toBe("/emails");
    expect(req.headers.authorization).toBe(`Bearer ${resend.apiKey}`);
    expect(req.headers["content-type"]).toBe("application/json");
    expect(req.headers["idempotency-key"]).toBe("alert/0a1b2c");
    expect(req.body).toEqual({
      from: FROM,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
    });
  });

  it(
    "sends the message's own headers as Resend's headers field " +
      "(List-Unsubscribe, RFC 8058), and none when it has none",
    async () => {
      const headers = {
        "List-Unsubscribe": "<https://tracking.example/app/unsubscribe/one-click?token=t>",
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      };
      await transport().send({ ...message, headers });
      expect(resend.requests[0].body.headers).toEqual(headers);
      await transport().send({ ...message, idempotencyKey: "alert/no-headers" });
      expect(resend.requests[1].body).not.toHaveProperty("headers");
    },
  );

  it("leaves html out when the message has none", async () => {
    await transport().send({ ...message, html: undefined });
    expect(resend.requests[0].body).not.toHaveProperty("html");
  });

  it("sends a message once per idempotency key: a repeat returns the same id", async () => {
    const first = await transport().send(message);
    const second = await transport().send(message);
    expect(second.providerMessageId).toBe(first.providerMessageId);
    expect(resend.sent).toHaveLength(1);
    await transport().send({ ...message, idempotencyKey: "alert/other" });
    expect(resend.sent).toHaveLength(2);
  });

  it.each([
    [429, "rate_limit_exceeded", true],
    [500, "internal_server_error", true],
    [503, "application_error", true],
    [409, "concurrent_idempotent_requests", true],
    [409, "invalid_idempotent_request", false],
    [422, "validation_error", false],
    [403, "invalid_from_address", false],
  ])("a %i (%s) is a MailTransportError, retryable: %s", async (status, name, retryable) => {
    resend.failNext({ status, name, message: `scripted ${name}` });
    const err = await rejection(transport().send(message));
    expect(err.status).toBe(status);
    expect(err.retryable).toBe(retryable);
    expect(err.providerCode).toBe(name);
    expect(err.message).toContain(`scripted ${name}`);
  });

  it("reports a bad API key as a non-retryable 401", async () => {
    const err = await rejection(transport("re_wrong").send(message));
    expect(err.status).toBe(401);
    expect(err.retryable).toBe(false);
  });

  it("reports an unreachable provider as retryable without a status", async () => {
    const err = await rejection(
      new ResendTransport({ apiKey: "k", from: FROM, baseUrl: "http://127.0.0.1:1" }).send(message),
    );
    expect(err.status).toBeUndefined();
    expect(err.retryable).toBe(true);
  });

  it("refuses messages without recipients or with a bad idempotency key before calling the provider", async () => {
    await rejection(transport().send({ ...message, to: [] }));
    await rejection(transport().send({ ...message, idempotencyKey: "" }));
    await rejection(transport().send({ ...message, idempotencyKey: "k".repeat(257) }));
    expect(resend.requests).toHaveLength(0);
  });
});
