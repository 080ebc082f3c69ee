import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ConfigError, configSchema, loadConfig, mcpAllowedOrigins } from "../../src/config";

describe("configuration", () => {
  it("has working defaults for the embedded mode", () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(8787);
    expect(c.HOST).toBe("127.0.0.1");
    expect(c.DATA_DIR).toBe("./.data");
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.SEED_DEMO).toBe(true);
    expect(c.ALLOW_PRIVATE_NETWORK).toBe(false);
  });

  it(
    "the local job runner works 8 jobs at once by default on Postgres and 4 on the embedded PGlite (2 gave 262 " +
      "runs a minute), and JOB_CONCURRENCY sets it",
    () => {
      expect(loadConfig({ DATABASE_URL: "postgres://u@127.0.0.1:5432/db" }).JOB_CONCURRENCY).toBe(8);
      expect(loadConfig({}).JOB_CONCURRENCY).toBe(4);
      expect(loadConfig({ JOB_CONCURRENCY: "" }).JOB_CONCURRENCY).toBe(4);
      expect(loadConfig({ JOB_CONCURRENCY: "2" }).JOB_CONCURRENCY).toBe(2);
      expect(
        loadConfig({ DATABASE_URL: "postgres://u@127.0.0.1:5432/db", JOB_CONCURRENCY: "16" }).JOB_CONCURRENCY,
      ).toBe(16);
    },
  );

  it("parses booleans and numbers", () => {
    const c = loadConfig({ SEED_DEMO: "false", PORT: "9000", ALLOW_PRIVATE_NETWORK: "1" });
    expect(c.SEED_DEMO).toBe(false);
    expect(c.PORT).toBe(9000);
    expect(c.ALLOW_PRIVATE_NETWORK).toBe(true);
  });

  it.each([
    [{ PORT: "abc" }, /^Invalid configuration: PORT: expected an integer from 1 to 65535 \(got "abc"\)$/],
    [{ PORT: "70000" }, /^Invalid configuration: PORT: /],
    [{ SEED_DEMO: "maybe" }, /^Invalid configuration: SEED_DEMO: expected true or false/],
    [{ DATABASE_URL: "mysql://x" }, /^Invalid configuration: DATABASE_URL: expected a postgres/],
    [{ LOG_LEVEL: "loud" }, /^Invalid configuration: LOG_LEVEL: /],
    [{ UPSTASH_REDIS_REST_URL: "not a url" }, /^Invalid configuration: UPSTASH_REDIS_REST_URL: /],
    [
      { UPSTASH_REDIS_REST_URL: "https://x.upstash.io" },
      /^Invalid configuration: UPSTASH_REDIS_REST_TOKEN: required when UPSTASH_REDIS_REST_URL is set$/,
    ],
    [{ QSTASH_TOKEN: "t" }, /^Invalid configuration: QSTASH_CURRENT_SIGNING_KEY: required when QSTASH_TOKEN is set$/],
    [
      { MCP_ALLOWED_ORIGINS: "https://app.example.com/tools" },
      new RegExp(
        "^Invalid configuration: MCP_ALLOWED_ORIGINS: expected a comma-separated list of origins, " +
          'scheme:\\/\\/host\\[:port\\] without a path: "https:\\/\\/app\\.example\\.com\\/tools" is not one',
      ),
    ],
    [
      { MCP_ALLOWED_ORIGINS: "https://app.example.com,app.example.com" },
      /^Invalid configuration: MCP_ALLOWED_ORIGINS: .*"app\.example\.com" is not one/,
    ],
    [
      { MCP_ALLOWED_ORIGINS: "*" },
      /^Invalid configuration: MCP_ALLOWED_ORIGINS: expected a comma-separated list of origins/,
    ],
    [
      { MCP_ALLOWED_ORIGINS: " , " },
      /^Invalid configuration: MCP_ALLOWED_ORIGINS: expected a comma-separated list of origins/,
    ],
    [{ JOB_WORKER: "false" }, /^Invalid configuration: JOB_WORKER: renamed JOB_RUNNER; set JOB_RUNNER instead$/],
  ])("a bad value stops with one line naming the variable: %j", (env, message) => {
    try {
      loadConfig(env);
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      expect((err as Error).message).toMatch(message);
      expect((err as Error).message).not.toContain("\n");
    }
  });

  it("MCP_ALLOWED_ORIGINS is a list of origins in one spelling, by default the service's own public origin", () => {
    const listed = loadConfig({
      MCP_ALLOWED_ORIGINS: "https://App.Example.com:443, http://localhost:5173,chrome-extension://abcdef",
    });
    expect(mcpAllowedOrigins(listed)).toEqual([
      "https://app.example.com",
      "http://localhost:5173",
      "chrome-extension://abcdef",
    ]);
    expect(mcpAllowedOrigins(loadConfig({}))).toEqual(["http://127.0.0.1:8787"]);
    expect(mcpAllowedOrigins(loadConfig({ HOST: "::1", PORT: "9000" }))).toEqual(["http://[::1]:9000"]);
    expect(mcpAllowedOrigins(loadConfig({ PUBLIC_BASE_URL: "https://Partners.example.com/base/" }))).toEqual([
      "https://partners.example.com",
    ]);
  });

  it(".env.example lists every variable with its default", () => {
    const example = readFileSync(new URL("../../.env.example", import.meta.url), "utf8");
    const listed = new Map(
      example
        .split("\n")
        .filter((l) => /^[A-Z_]+=/.test(l))
        .map((l) => [l.slice(0, l.indexOf("=")), l.slice(l.indexOf("=") + 1)] as const),
    );
    const keys = Object.keys(configSchema.shape);
    expect([...listed.keys()].sort()).toEqual([...keys].sort());
    const defaults = loadConfig({});
    for (const key of keys) {
      const value = (defaults as Record<string, unknown>)[key];
      const shown = listed.get(key)!;
      // Its default depends on DATABASE_URL, so the example leaves it unset (see the comment there).
      if (value === undefined || key === "JOB_CONCURRENCY") expect(shown, key).toBe("");
      else expect(shown, key).toBe(String(value));
    }
  });
});
