import { describe, expect, it } from "vitest";
import { readdirSync } from "node:fs";
import { loadMigrations } from "../../src/db/migrations-node";
import { runAdmin, startServer, tempDataDir } from "../support/processes";

const UUID = /^[0-9a-f-]{36}$/;

describe("admin CLI (real child processes on a PGlite directory)", () => {
  it("runs every command, printing one JSON object each", async () => {
    const env = { DATA_DIR: tempDataDir() };

    const m1 = await runAdmin(["migrate"], env);
    expect(m1.code).toBe(0);
    expect(m1.json).toEqual({ applied: loadMigrations().map((m) => m.name) });
    expect(m1.stdout.trim().split("\n")).toHaveLength(1);
    expect((await runAdmin(["migrate"], env)).json).toEqual({ applied: [] });

    const org = await runAdmin(["create-org", "--name", "Acme Capital"], env);
    expect(org.code).toBe(0);
    expect(org.json!.orgId).toMatch(UUID);

    const member = await runAdmin(
      [
        "create-member",
        "--org",
        String(org.json!.orgId),
        "--email",
        "ana@acme.vc",
        "--role",
        "member",
        "--name",
        "Ana",
      ],
      env,
    );
    expect(member.code).toBe(0);
    expect(member.json!.memberId).toMatch(UUID);

    const key = await runAdmin(
      [
        "create-key",
        "--member",
        String(member.json!.memberId),
        "--scopes",
        "tracker:read,leads:read",
        "--name",
        "agent",
        "--expires-at",
        "2030-01-01T00:00:00Z",
      ],
      env,
    );
    expect(key.code).toBe(0);
    expect(key.json!.keyId).toMatch(UUID);
    expect(key.json!.key).toMatch(/^live_[A-Za-z0-9_-]{32,}$/);

    const revoked = await runAdmin(["revoke-key", "--id", String(key.json!.keyId)], env);
    expect(revoked.json).toEqual({ keyId: key.json!.keyId, revoked: true });

    const removed = await runAdmin(["remove-member", "--id", String(member.json!.memberId)], env);
    expect(removed.json).toEqual({ memberId: member.json!.memberId, removed: true });
  }, 240_000);

  it("fails with one line on stderr and a non-zero exit", async () => {
    const env = { DATA_DIR: tempDataDir() };
    const cases = [
      ["create-member", "--org", crypto.randomUUID(), "--email", "x@y.z", "--role", "admin"],
      ["create-key", "--member", crypto.randomUUID(), "--scopes", "tracker:read"],
      ["create-key", "--member", crypto.randomUUID(), "--scopes", "tracker:fly"],
      ["create-org"],
      ["no-such-command"],
      ["revoke-key", "--id", crypto.randomUUID()],
    ];
    for (const args of cases) {
      const r = await runAdmin(args, env);
      expect(r.code, args.join(" ")).not.toBe(0);
      expect(r.stdout, args.join(" ")).toBe("");
      expect(r.stderr.trim().split("\n"), args.join(" ")).toHaveLength(1);
    }
  }, 240_000);

  it("checks flags first, before opening the database: bad or missing flags are usage errors (exit 2)", async () => {
    const env = { DATA_DIR: tempDataDir() };
    const member = crypto.randomUUID();
    const cases: [string[], RegExp][] = [
      [["revoke-key", "--id", "nope"], /^--id must be an id \(a UUID\), got 'nope'/],
      [
        ["create-key", "--member", member, "--scopes", "tracker:read", "--expires-at", "March 5"],
        /^--expires-at must be an ISO 8601 timestamp with a time zone/,
      ],
      [
        ["create-key", "--member", member, "--scopes", "tracker:read", "--expires-at", "2020-01-01T00:00:00Z"],
        /^--expires-at must be in the future/,
      ],
      [["seed-demo"], /^missing --org/],
      [["outbox", "--status", "lost"], /^--status must be pending, sent, failed or logged/],
    ];
    for (const [args, message] of cases) {
      const r = await runAdmin(args, env);
      expect(r.code, args.join(" ")).toBe(2);
      expect(r.stderr.trim(), args.join(" ")).toMatch(message);
      expect(r.stderr.trim()).toContain("(npm run -s admin -- help)");
    }
    // Flags are checked before the database is opened: a usage error creates and migrates nothing.
    expect(readdirSync(env.DATA_DIR)).toEqual([]);
    const help = await runAdmin(["help"], env);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^usage: npm run -s admin -- <command>/);
  }, 240_000);

  it("grants webhooks:read and webhooks:write: the key reads " +
    "webhook endpoints and cannot create one without write", async () => {
    const dataDir = tempDataDir();
    const env = { DATA_DIR: dataDir };
    const org = await runAdmin(["create-org", "--name", "Hook Capital"], env);
    const member = await runAdmin(
      ["create-member", "--org", String(org.json!.orgId), "--email", "hooks@acme.vc", "--role", "owner"],
      env,
    );
    const reader = await runAdmin(
      ["create-key", "--member", String(member.json!.memberId), "--scopes", "webhooks:read"],
      env,
    );
    const writer = await runAdmin(
      ["create-key", "--member", String(member.json!.memberId), "--scopes", "webhooks:read,webhooks:write"],
      env,
    );
    expect([reader.code, writer.code]).toEqual([0, 0]);

    const server = startServer({ DATA_DIR: dataDir, SEED_DEMO: "false", JOB_RUNNER: "false" });
    try {
      await server.waitFor(/"msg":"listening"/);
      const call = (key: string, method = "GET", body?: unknown) =>
        fetch(`${server.baseUrl}/api/v1/webhooks`, {
          method,
          headers: { authorization: `Bearer ${key}`, ...(body ? { "content-type": "application/json" } : {}) },
          ...(body ? { body: JSON.stringify(body) } : {}),
        });
      expect((await call(String(reader.json!.key))).status).toBe(200);
      const refused = await call(String(reader.json!.key), "POST", { url: "https://hooks.example.com/in" });
      expect(refused.status).toBe(403);
      expect(
        ((await refused.json()) as { error: { details: { requiredScopes: string[] } } }).error.details.requiredScopes,
      ).toEqual(["webhooks:write"]);
      expect((await call(String(writer.json!.key), "POST", { url: "https://hooks.example.com/in" })).status).toBe(201);
    } finally {
      server.proc.kill("SIGTERM");
      await server.exited;
    }
  }, 240_000);

  it("refuses a second member with the same email in one organisation", async () => {
    const env = { DATA_DIR: tempDataDir() };
    const org = String((await runAdmin(["create-org", "--name", "Acme"], env)).json!.orgId);
    expect(
      (await runAdmin(["create-member", "--org", org, "--email", "ana@acme.vc", "--role", "owner"], env)).code,
    ).toBe(0);
    const again = await runAdmin(["create-member", "--org", org, "--email", "Ana@Acme.vc", "--role", "member"], env);
    expect(again.code).toBe(1);
    expect(again.stderr.trim()).toMatch(/email: Ana@Acme\.vc is already a member of this organisation/);
  }, 240_000);

  it("refuses, without touching it, a PGlite directory held by a running server; works after it stops", async () => {
    const dataDir = tempDataDir();
    const server = startServer({ DATA_DIR: dataDir, SEED_DEMO: "false", LOG_LEVEL: "info" });
    await server.waitFor(/"msg":"listening"/);
    const r = await runAdmin(["create-org", "--name", "X"], { DATA_DIR: dataDir });
    expect(r.code).not.toBe(0);
    expect(r.stderr).toMatch(/in use by a running process \(pid \d+\)/);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    server.proc.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    const after = await runAdmin(["create-org", "--name", "X"], { DATA_DIR: dataDir });
    expect(after.code).toBe(0);
  }, 240_000);
});
