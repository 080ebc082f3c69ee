import { maxHeaderSize } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerClientErrors } from "../../src/http/client-error-node";
import { createTestOrg, getRuntime, type TestOrg } from "../support/harness";
import { startServer, tempDataDir } from "../support/processes";
import { exchange, head, type Exchange } from "../support/raw-http";

/**
 * What a client sees over the wire when its request is refused before the app could read it (by
 * Node's HTTP parser) or part way through its body: raw sockets, since fetch would refuse to send
 * such requests or hide the connection's fate.
 */

/** The envelope every refusal carries, with its request id in the header and the body alike. */
function expectEnvelope(r: Exchange, status: number, code: string) {
  expect(r.status).toBe(status);
  expect(r.headers["content-type"]).toBe("application/json");
  expect(r.headers["x-content-type-options"]).toBe("nosniff");
  expect(r.headers["x-request-id"]).toMatch(/^req_[0-9a-f]{32}$/);
  expect(r.body).toEqual({ error: { code, message: expect.any(String), requestId: r.headers["x-request-id"] } });
}

const MALFORMED: [string, string][] = [
  ["a control character in a header value", head(["GET /healthz HTTP/1.1", "Host: localhost", "X-Note: a\x01b"])],
  ["a header name with a space in it", head(["GET /healthz HTTP/1.1", "Host: localhost", "Bad Name: x"])],
  // The 400 the API description documents for its public operations, which take no other input.
  [
    "a control character in a header, asking for the API description",
    head(["GET /api/v1/openapi HTTP/1.1", "Host: localhost", "X-Note: a\x01b"]),
  ],
  [
    "Content-Length given twice",
    head(["POST /api/v1/tracker HTTP/1.1", "Host: localhost", "Content-Length: 2", "Content-Length: 3"]) + "{}",
  ],
  [
    "Transfer-Encoding together with Content-Length",
    head(["POST /api/v1/tracker HTTP/1.1", "Host: localhost", "Content-Length: 2", "Transfer-Encoding: chunked"]) +
      "0\r\n\r\n",
  ],
];

describe("requests Node's HTTP parser refuses", () => {
  let server: ReturnType<typeof serve>;
  let port: number;
  let org: TestOrg;

  beforeAll(async () => {
    const rt = await getRuntime();
    org = await createTestOrg();
    server = serve({ fetch: rt.app.fetch, port: 0, hostname: "127.0.0.1" });
    answerClientErrors(server);
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(
    () =>
      new Promise<void>((resolve) => {
        (server as unknown as { closeAllConnections(): void }).closeAllConnections();
        server.close(() => resolve());
      }),
  );

  it.each(MALFORMED)("%s: 400 bad_request in the error envelope, and the connection is closed", async (_, request) => {
    const r = await exchange(port, [request, head(["GET /healthz HTTP/1.1", "Host: localhost"])]);
    expectEnvelope(r, 400, "bad_request");
    expect(r.body.error.message).toMatch(/^The request is not valid HTTP: \S/);
    expect(r.headers.connection).toBe("close");
    expect(r.closed).toBe(true);
    expect(r.rest).toBe(""); // the request after it on the connection is not read
  });

  it(
    "headers over Node's limit: 431 headers_too_large " + "in the error envelope, and the connection is closed",
    async () => {
      const r = await exchange(port, [
        head(["GET /healthz HTTP/1.1", "Host: localhost", `X-Padding: ${"a".repeat(maxHeaderSize)}`]),
      ]);
      expectEnvelope(r, 431, "headers_too_large");
      expect(r.headers.connection).toBe("close");
      expect(r.closed).toBe(true);
    },
  );

  describe("a body over 1 MiB", () => {
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const post = (key: string, framing: string) =>
      head([
        "POST /api/v1/tracker HTTP/1.1",
        "Host: localhost",
        `Authorization: Bearer ${key}`,
        "Content-Type: application/json",
        framing,
      ]);
    const next = head(["GET /healthz HTTP/1.1", "Host: localhost"]);

    it("sent chunked: 413 payload_too_large saying Connection: close, and the server closes it", async () => {
      const parts: (string | Buffer)[] = [post(org.key, "Transfer-Encoding: chunked")];
      for (let i = 0; i < 32; i++) parts.push(`${chunk.length.toString(16)}\r\n`, chunk, "\r\n");
      const r = await exchange(port, [...parts, "0\r\n\r\n", next]);
      expectEnvelope(r, 413, "payload_too_large");
      // Not keep-alive: the rest of the body is never read, so the connection cannot be kept.
      expect(r.headers.connection).toBe("close");
      expect(r.closed).toBe(true);
    });

    it("with a declared length: 413 payload_too_large saying Connection: close, and the server closes it", async () => {
      const r = await exchange(port, [
        post(org.key, `Content-Length: ${32 * chunk.length}`),
        ...Array<Buffer>(32).fill(chunk),
        next,
      ]);
      expectEnvelope(r, 413, "payload_too_large");
      expect(r.headers.connection).toBe("close");
      expect(r.closed).toBe(true);
    });
  });
});

describe("npm start (real child process)", () => {
  it("answers a request its HTTP parser refuses with the error envelope, and logs its request id", async () => {
    const s = startServer({ DATA_DIR: tempDataDir(), SEED_DEMO: "false", JOB_RUNNER: "false" });
    try {
      await s.waitFor(/"msg":"listening"/);
      const r = await exchange(Number(new URL(s.baseUrl).port), [MALFORMED[0]![1]]);
      expectEnvelope(r, 400, "bad_request");
      expect(r.headers.connection).toBe("close");
      await s.waitFor(new RegExp(`"msg":"request refused by the HTTP parser","requestId":"${r.body.error.requestId}"`));
    } finally {
      s.proc.kill("SIGTERM");
      await s.exited;
    }
  }, 240_000);
});
