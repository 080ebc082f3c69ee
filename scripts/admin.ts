/**
 * Admin CLI: `npm run admin -- <command> [--flag value]...` on the configured database.
 * Prints exactly one JSON object on stdout and exits 0; on failure one line on stderr and exit 1.
 */
import { mkdirSync } from "node:fs";
import { ConfigError, loadConfig } from "../src/config";
import { acquireDataDirLock } from "../src/db/data-dir-lock-node";
import type { DatabaseHandle } from "../src/db/database";
import { migrate } from "../src/db/migrate";
import { loadMigrations } from "../src/db/migrations-node";
import { openDatabase } from "../src/db/open-node";
import { systemClock } from "../src/platform/clock";
import { issueKey, revokeKey } from "../src/services/api-keys";
import { createMember, createOrganization, removeMember } from "../src/services/organizations";
import { adminCommandsExtra } from "./admin-extra";

type Flags = Record<string, string>;

const USAGE = `usage: npm run admin -- <command> [--flag value]...
  migrate
  create-org --name N
  create-member --org ORG_ID --email E --role owner|member|viewer [--name N]
  remove-member --id MEMBER_ID
  create-key --member MEMBER_ID --scopes s1,s2 [--name N] [--expires-at ISO]
  revoke-key --id KEY_ID
${Object.values(adminCommandsExtra).map((c) => `  ${c.usage}`).join("\n")}`;

export class UsageError extends Error {}

export function need(flags: Flags, name: string): string {
  const v = flags[name];
  if (v === undefined || v === "") throw new UsageError(`missing --${name}`);
  return v;
}

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
      return createMember(db, clock, { orgId: need(flags, "org"), email: need(flags, "email"), role: need(flags, "role"), name: flags.name ?? null });
    case "remove-member": {
      const memberId = need(flags, "id");
      await removeMember(db, clock, memberId);
      return { memberId, removed: true };
    }
    case "create-key": {
      const expires = flags["expires-at"];
      const expiresAt = expires ? new Date(expires) : null;
      if (expiresAt && Number.isNaN(expiresAt.getTime())) throw new UsageError("--expires-at must be an ISO 8601 timestamp");
      return issueKey(db, clock, {
        memberId: need(flags, "member"),
        scopes: need(flags, "scopes").split(",").map((s) => s.trim()).filter(Boolean),
        name: flags.name,
        expiresAt,
      });
    }
    case "revoke-key": {
      const keyId = need(flags, "id");
      if (!(await revokeKey(db, clock, keyId))) throw new Error(`key ${keyId} not found`);
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
    const msg = err instanceof UsageError ? `${err.message}\n${USAGE}` : err instanceof ConfigError ? err.message : `error: ${(err as Error).message}`;
    process.stderr.write(msg.split("\n")[0] + "\n");
    return err instanceof UsageError ? 2 : 1;
  } finally {
    await handle?.close().catch(() => {});
    release();
  }
}

main().then((code) => process.exit(code));
