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
import { systemClock } from "../src/platform/clock";
import { issueKey } from "../src/services/keys/issue";
import { revokeKey } from "../src/services/keys/revoke-key";
import { createMember, createOrganization, removeMember } from "../src/services/members/organizations";
import { adminCommandsExtra, type AdminCommand, command } from "./admin-extra";
import { futureTimestamp, need, needId, UsageError, type Flags } from "./admin-flags";
import { ADMIN_CLI } from "../src/services/audit/record";

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

const clock = systemClock;

/** The commands, each with its flags checked before the database is opened. */
const COMMANDS: Record<string, AdminCommand> = {
  migrate: command({
    usage: "migrate",
    parse: () => null,
    exec: async (_, handle) => ({ applied: await migrate(handle, loadMigrations()) }),
  }),
  "create-org": command({
    usage: "create-org --name N",
    parse: (flags) => need(flags, "name"),
    exec: (name, handle) => createOrganization(handle.db, clock, name),
  }),
  "create-member": command({
    usage: "create-member --org ORG_ID --email E --role owner|member|viewer [--name N]",
    parse: (flags) => ({
      orgId: needId(flags, "org"),
      email: need(flags, "email"),
      role: need(flags, "role"),
      name: flags.name ?? null,
    }),
    exec: (args, handle) => createMember(handle.db, clock, args, ADMIN_CLI),
  }),
  "remove-member": command({
    usage: "remove-member --id MEMBER_ID",
    parse: (flags) => needId(flags, "id"),
    async exec(memberId, handle) {
      await removeMember(handle.db, clock, memberId, ADMIN_CLI);
      return { memberId, removed: true };
    },
  }),
  "create-key": command({
    usage: "create-key --member MEMBER_ID --scopes s1,s2 [--name N] [--expires-at ISO]",
    parse: (flags) => ({
      memberId: needId(flags, "member"),
      scopes: need(flags, "scopes")
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
      name: flags.name,
      expiresAt: futureTimestamp(flags, "expires-at", clock.now()),
    }),
    exec: (args, handle) => issueKey(handle.db, clock, args, ADMIN_CLI),
  }),
  "revoke-key": command({
    usage: "revoke-key --id KEY_ID",
    parse: (flags) => needId(flags, "id"),
    async exec(keyId, handle) {
      if (!(await revokeKey(handle.db, clock, keyId, ADMIN_CLI))) throw new Error(`key ${keyId} not found`);
      return { keyId, revoked: true };
    },
  }),
  ...adminCommandsExtra,
};

const USAGE = `usage: npm run -s admin -- <command> [--flag value]...
${Object.values(COMMANDS)
  .map((c) => `  ${c.usage}`)
  .join("\n")}`;

async function main(): Promise<number> {
  let handle: DatabaseHandle | null = null;
  let release = () => {};
  try {
    if (["help", "--help", "-h"].includes(process.argv[2] ?? "")) {
      process.stdout.write(USAGE + "\n");
      return 0;
    }
    loadDotEnv();
    const { command: name, flags } = parseArgs(process.argv.slice(2));
    const command = COMMANDS[name];
    if (!command) throw new UsageError(`unknown command '${name}'`);
    // A bad flag is told before the database is opened (and migrated): nothing to wait for, nothing touched.
    const args = command.parse(flags);
    const config = loadConfig(process.env);
    if (!config.DATABASE_URL) {
      mkdirSync(config.DATA_DIR, { recursive: true });
      release = acquireDataDirLock(config.DATA_DIR); // refuses while a server holds the directory
    }
    // Loaded once the flags are good: the database driver takes a second to load.
    const { openDatabase } = await import("../src/db/open-node");
    handle = await openDatabase(config);
    if (name !== "migrate") await migrate(handle, loadMigrations());
    const result = await command.exec(args, handle);
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
