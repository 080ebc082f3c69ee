import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config";
import { ApiError } from "../../src/errors";
import { secretBox } from "../../src/platform/secrets";
import { integrationSecrets } from "../../src/services/integrations/secrets";
import { getRuntime, testConfig } from "../support/harness";

const KEY = Buffer.alloc(32, 7).toString("base64");

describe("secrets at rest", () => {
  it(
    "seals with AES-GCM: the plaintext is not in the sealed " + "value, and only the same key and binding open it",
    async () => {
      const box = await secretBox(new Uint8Array(Buffer.from(KEY, "base64")));
      const sealed = await box.seal("pat_live_secret_token", "integration:a:b");
      expect(sealed).toMatch(/^v1\.[A-Za-z0-9+/]+=*$/);
      expect(sealed).not.toContain("pat_live_secret_token");
      expect(await box.seal("pat_live_secret_token", "integration:a:b")).not.toBe(sealed);
      expect(await box.open(sealed, "integration:a:b")).toBe("pat_live_secret_token");
      await expect(box.open(sealed, "integration:a:other")).rejects.toThrow();
      const other = await secretBox(new Uint8Array(32).fill(9));
      expect(other.keyId).not.toBe(box.keyId);
      await expect(other.open(sealed, "integration:a:b")).rejects.toThrow();
    },
  );

  it("SECRETS_KEY must be 32 bytes of base64: anything else stops the start with a line naming it", () => {
    expect(() => loadConfig({ SECRETS_KEY: "too-short" })).toThrow(/SECRETS_KEY: expected 32 random bytes in base64/);
    expect(() => loadConfig({ SECRETS_KEY: Buffer.alloc(16).toString("base64") })).toThrow(/SECRETS_KEY/);
    expect(loadConfig({ SECRETS_KEY: KEY }).SECRETS_KEY).toBe(KEY);
    expect(loadConfig({ SECRETS_KEY: Buffer.alloc(32, 1).toString("base64url") }).SECRETS_KEY).toBeDefined();
  });

  it(
    "unset on the embedded database: one key made and kept; " + "unset with DATABASE_URL: 503 naming SECRETS_KEY",
    async () => {
      const rt = await getRuntime();
      const a = await integrationSecrets({ db: rt.deps.db, config: testConfig() });
      const b = await integrationSecrets({ db: rt.deps.db, config: testConfig() });
      expect(a.keyId).toBe(b.keyId);
      const set = await integrationSecrets({ db: rt.deps.db, config: testConfig({ SECRETS_KEY: KEY }) });
      expect(set.keyId).not.toBe(a.keyId);
      const server = testConfig({ DATABASE_URL: "postgres://u:p@127.0.0.1:9/db" });
      const err = await integrationSecrets({ db: rt.deps.db, config: server }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ApiError);
      expect((err as ApiError).status).toBe(503);
      expect((err as ApiError).message).toContain("SECRETS_KEY");
    },
  );
});
