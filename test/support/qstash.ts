import { createHash, createHmac, randomUUID } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * Test stand-ins for QStash: a signer that makes `Upstash-Signature` values exactly as QStash
 * does (a JWT, HS256 with a signing key, binding the destination URL and the body's SHA-256),
 * and a local publish endpoint (QSTASH_URL) that records what the service publishes.
 */
export const TEST_SIGNING_KEYS = {
  current: "sig_test_current_0123456789abcdef",
  next: "sig_test_next_0123456789abcdef",
};

const b64url = (b: Buffer | string) => Buffer.from(b).toString("base64url");

export function signQStash(opts: {
  key: string;
  url: string;
  body: string;
  nowSeconds?: number;
  ttlSeconds?: number;
  nbfOffsetSeconds?: number;
}): string {
  const now = opts.nowSeconds ?? Math.floor(Date.now() / 1000);
  const header = b64url(JSON.stringify({ alg: "HS256", typ: "JWT" }));
  const payload = b64url(
    JSON.stringify({
      iss: "Upstash",
      sub: opts.url,
      exp: now + (opts.ttlSeconds ?? 300),
      nbf: now + (opts.nbfOffsetSeconds ?? 0),
      iat: now,
      jti: `jwt_${randomUUID()}`,
      body: b64url(createHash("sha256").update(opts.body).digest()),
    }),
  );
  const signature = b64url(createHmac("sha256", opts.key).update(`${header}.${payload}`).digest());
  return `${header}.${payload}.${signature}`;
}

export interface PublishedMessage {
  /** Where QStash would deliver it. */
  destination: string;
  body: string;
  authorization: string | undefined;
}

export interface QStashStandIn {
  /** QSTASH_URL for the service. */
  url: string;
  token: string;
  published: PublishedMessage[];
  close(): Promise<void>;
}

/** Answers `POST /v2/publish/<destination>` as QStash does, and keeps each message. */
export async function startQStashStandIn(token = `qstash-test-${randomUUID()}`): Promise<QStashStandIn> {
  const published: PublishedMessage[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const path = req.url ?? "";
      if (req.method !== "POST" || !path.startsWith("/v2/publish/")) {
        res.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ error: "not found" }));
        return;
      }
      if (req.headers.authorization !== `Bearer ${token}`) {
        res.writeHead(401, { "content-type": "application/json" }).end(JSON.stringify({ error: "unauthorized" }));
        return;
      }
      published.push({
        destination: decodeURIComponent(path.slice("/v2/publish/".length)),
        body: Buffer.concat(chunks).toString("utf8"),
        authorization: req.headers.authorization,
      });
      res
        .writeHead(201, { "content-type": "application/json" })
        .end(JSON.stringify({ messageId: `msg_${randomUUID()}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    token,
    published,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
