/**
 * Admin CLI: `npm run -s admin -- <command> [--flag value]...` on the configured database (`.env`
 * is read when present). Prints exactly one JSON object on stdout and exits 0; on failure one line on
 * stderr and exit 2 for a usage error (a missing or malformed flag), 1 for anything else. `help`
 * prints the usage.
 */
import { mkdirSync } from "node:fs";
import { ConfigError, loadConfig } from "../src/config";
import { loadDotEnv } from "../src/config-env-node";
import { acquireDataDirLock } from "../src/db/data-dir-lock-node";
import type { DatabaseHandle } from "../src/db/database";
import { migrate } from "../src/db/migrate";
import { loadMigrations } from "../src/db/migrations-node";
import { openDatabase } from "../src/db/open-node";
import { systemClock } from "../src/platform/clock";
import { issueKey } from "../src/services/keys/issue";
import { revokeKey } from "../src/services/keys/revoke-key";
import { createMember, createOrganization, removeMember } from "../src/services/members/organizations";
import { adminCommandsExtra } from "./admin-extra";
import { futureTimestamp, need, needId, UsageError, type Flags } from "./admin-flags";
import { ADMIN_CLI } from "../src/services/audit/record";

const USAGE = `usage: npm run -s admin -- <command> [--flag value]...
  migrate
  create-org --name N
  create-member --org ORG_ID --email E --role owner|member|viewer [--name N]
  remove-member --id MEMBER_ID
  create-key --member MEMBER_ID --scopes s1,s2 [--name N] [--expires-at ISO]
  revoke-key --id KEY_ID
${Object.values(adminCommandsExtra)
  .map((c) => `  ${c.usage}`)
  .join("\n")}`;

function parseArgs(argv: string[]): { command: string; flags: Flags } {
  const [command, ...rest] = argv;
  if (!command) throw new UsageError("no command given");
  const flags: Flags = {};
  for (let i = 0; i < rest.length; i++) {
    const a = rest[i]!;
    if (!a.startsWith("--")) throw new UsageError(`unexpected argument '${a}'`);
    const eq = a.indexOf("=");
    if (eq > 0) flags[a.slice(2, eq)] = a.slice(eq + 1);
    else {
      const v = rest[i + 1];
      if (v === undefined || v.startsWith("--")) throw new UsageError(`--${a.slice(2)} needs a value`);
      flags[a.slice(2)] = v;
      i++;
    }
  }
  return { command, flags };
}

async function run(command: string, flags: Flags, handle: DatabaseHandle): Promise<Record<string, unknown>> {
  const db = handle.db;
  const clock = systemClock;
  switch (command) {
    case "migrate":
      return { applied: await migrate(handle, loadMigrations()) };
    case "create-org":
      return createOrganization(db, clock, need(flags, "name"));
    case "create-member":
      return createMember(
        db,
        clock,
        {
          orgId: needId(flags, "org"),
          email: need(flags, "email"),
          role: need(flags, "role"),
          name: flags.name ?? null,
        },
        ADMIN_CLI,
      );
    case "remove-member": {
      const memberId = needId(flags, "id");
      await removeMember(db, clock, memberId, ADMIN_CLI);
      return { memberId, removed: true };
    }
    case "create-key": {
      const expiresAt = futureTimestamp(flags, "expires-at", clock.now());
      return issueKey(
        db,
        clock,
        {
          memberId: needId(flags, "member"),
          scopes: need(flags, "scopes")
            .split(",")
            .map((s) => s.trim())
            .filter(Boolean),
          name: flags.name,
          expiresAt,
        },
        ADMIN_CLI,
      );
    }
    case "revoke-key": {
      const keyId = needId(flags, "id");
      if (!(await revokeKey(db, clock, keyId, ADMIN_CLI))) throw new Error(`key ${keyId} not found`);
      return { keyId, revoked: true };
    }
    default: {
      const extra = adminCommandsExtra[command];
      if (!extra) throw new UsageError(`unknown command '${command}'`);
      return extra.run(flags, handle);
    }
  }
}

async function main(): Promise<number> {
  let handle: DatabaseHandle | null = null;
  let release = () => {};
  try {
    if (["help", "--help", "-h"].includes(process.argv[2] ?? "")) {
      process.stdout.write(USAGE + "\n");
      return 0;
    }
    loadDotEnv();
    const { command, flags } = parseArgs(process.argv.slice(2));
    const config = loadConfig(process.env);
    if (!config.DATABASE_URL) {
      mkdirSync(config.DATA_DIR, { recursive: true });
      release = acquireDataDirLock(config.DATA_DIR); // refuses while a server holds the directory
    }
    handle = await openDatabase(config);
    if (command !== "migrate") await migrate(handle, loadMigrations());
    const result = await run(command, flags, handle);
    process.stdout.write(JSON.stringify(result) + "\n");
    return 0;
  } catch (err) {
    // One line: a usage error says what was wrong and where to read the usage.
    const msg =
      err instanceof UsageError
        ? `${err.message} (npm run -s admin -- help)`
        : err instanceof ConfigError
          ? err.message
          : `error: ${(err as Error).message}`;
    process.stderr.write(msg.split("\n")[0] + "\n");
    return err instanceof UsageError ? 2 : 1;
  } finally {
    await handle?.close().catch(() => {});
    release();
  }
}

main().then((code) => process.exit(code));
