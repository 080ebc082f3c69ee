import { afterEach, describe, expect, it, vi } from "vitest";
import { createApp } from "../../src/app";
import { ConfigError } from "../../src/config";
import { createWorkerHandler } from "../../src/workers/runtime";
import { workerSettings } from "../../src/workers/settings";
import type { ExecutionContextLike } from "../../src/workers/types";

/** The Worker's configuration from its bindings (unit level; the Worker itself is in worker.test.ts). */
describe("Worker bindings", () => {
  afterEach(() => vi.restoreAllMocks());

  it("are validated by the same rules as the Node environment; non-string bindings are ignored", () => {
    const { config, wsProxy } = workerSettings({
      DATABASE_URL: "postgresql://u:p@ep-x.neon.tech/neondb?sslmode=require",
      UPSTASH_TIMEOUT_MS: "250",
      SOME_KV_NAMESPACE: { get() {} },
    });
    expect(config.DATABASE_URL).toBe("postgresql://u:p@ep-x.neon.tech/neondb?sslmode=require");
    expect(config.UPSTASH_TIMEOUT_MS).toBe(250);
    expect(config.LOG_LEVEL).toBe("info");
    expect(wsProxy).toBeUndefined();
    const withOrigins = workerSettings({
      DATABASE_URL: "postgresql://x/db",
      MCP_ALLOWED_ORIGINS: "https://app.example.com",
    });
    expect(withOrigins.config.MCP_ALLOWED_ORIGINS).toEqual(["https://app.example.com"]);
  });

  it(
    "work 2 inline jobs at once per invocation unless " +
      "JOB_CONCURRENCY is bound (Node's default of 8 is not theirs)",
    () => {
      expect(workerSettings({ DATABASE_URL: "postgresql://x/db" }).config.JOB_CONCURRENCY).toBe(2);
      expect(workerSettings({ DATABASE_URL: "postgresql://x/db", JOB_CONCURRENCY: "4" }).config.JOB_CONCURRENCY).toBe(
        4,
      );
    },
  );

  it("need DATABASE_URL on Workers, and say so in one line", () => {
    expect(() => workerSettings({})).toThrow(ConfigError);
    expect(() => workerSettings({})).toThrow(/^Invalid configuration: DATABASE_URL: required on Cloudflare Workers/);
  });

  it("reject a bad value with the variable's name", () => {
    expect(() => workerSettings({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL: expected a postgres/);
    expect(() =>
      workerSettings({ DATABASE_URL: "postgresql://x/db", UPSTASH_REDIS_REST_URL: "https://x.upstash.io" }),
    ).toThrow(/UPSTASH_REDIS_REST_TOKEN: required when UPSTASH_REDIS_REST_URL is set/);
    expect(() => workerSettings({ DATABASE_URL: "postgresql://x/db", NEON_WS_PROXY: "127.0.0.1:1234" })).toThrow(
      /NEON_WS_PROXY: expected a ws:\/\/ or wss:\/\/ URL/,
    );
    expect(() => workerSettings({ DATABASE_URL: "postgresql://x/db", MCP_ALLOWED_ORIGINS: "app.example.com" })).toThrow(
      /^Invalid configuration: MCP_ALLOWED_ORIGINS: /,
    );
    expect(workerSettings({ DATABASE_URL: "postgresql://x/db", NEON_WS_PROXY: "ws://127.0.0.1:1234/v1" }).wsProxy).toBe(
      "ws://127.0.0.1:1234/v1",
    );
  });

  it(
    "a misconfigured Worker answers 500 with the error envelope, " +
      "and logs the line naming the variable (not to the client)",
    async () => {
      const logged: string[] = [];
      vi.spyOn(console, "error").mockImplementation((line: string) => void logged.push(line));
      const worker = createWorkerHandler((provider) => createApp(provider));
      const waited: Promise<unknown>[] = [];
      const ctx: ExecutionContextLike = { waitUntil: (p) => void waited.push(p), passThroughOnException() {} };
      const res = await worker.fetch(
        new Request("http://worker.test/api/v1/tracker"),
        { DATABASE_URL: "mysql://secret@host/db" },
        ctx,
      );
      expect(res.status).toBe(500);
      const body = await res.json();
      expect(body.error).toMatchObject({
        code: "internal_error",
        message: "The service is not configured correctly; its log names the setting.",
      });
      expect(body.error.requestId).toBe(res.headers.get("x-request-id"));
      expect(JSON.stringify(body)).not.toContain("secret");
      expect(logged.some((l) => l.startsWith("Invalid configuration: DATABASE_URL"))).toBe(true);
      await Promise.all(waited);
    },
  );
});
