import type { DatabaseHandle } from "../src/db/database";
import { systemClock } from "../src/platform/clock";
import { listOutbox } from "../src/services/outbox/list";
import { needId, optionalId, positiveInt, UsageError } from "./admin-flags";

/**
 * An admin command: `parse` reads and checks its flags (a UsageError for a bad one) before any database is opened,
 * `exec` runs it. Each prints one JSON object.
 */
export interface AdminCommand<A = unknown> {
  usage: string;
  parse(flags: Record<string, string>): A;
  exec(args: A, handle: DatabaseHandle): Promise<Record<string, unknown>>;
}

/** A command with its flags' type checked where it is written, stored with the others. */
export const command = <A>(c: AdminCommand<A>): AdminCommand => c as AdminCommand;

const OUTBOX_STATUSES = ["pending", "sent", "failed", "logged"];

/** Admin commands added by later features (seed-demo, outbox). */
export const adminCommandsExtra: Record<string, AdminCommand> = {
  "seed-demo": command({
    usage: "seed-demo --org ORG_ID [--companies N] [--signals N] [--leads N]",
    parse: (flags) => ({
      orgId: needId(flags, "org"),
      companies: positiveInt(flags, "companies", 100_000),
      signals: positiveInt(flags, "signals", 2_000_000),
      leads: positiveInt(flags, "leads", 200_000),
    }),
    async exec(args, handle) {
      // Loaded when run: the seed's generators take seconds to load that a usage error should not wait for.
      const { seedDemo } = await import("../src/services/setup/demo-seed");
      const started = Date.now(); // operator-facing duration, not domain time
      const counts = await seedDemo(handle.db, systemClock, args);
      return { ...counts, durationMs: Date.now() - started };
    },
  }),
  outbox: command({
    usage: "outbox [--org ORG_ID] [--status pending|sent|failed|logged] [--limit N]",
    parse(flags) {
      const status = flags.status;
      if (status !== undefined && !OUTBOX_STATUSES.includes(status)) {
        throw new UsageError("--status must be pending, sent, failed or logged");
      }
      return { orgId: optionalId(flags, "org"), status, limit: positiveInt(flags, "limit", 500) ?? 20 };
    },
    async exec(args, handle) {
      const data = await listOutbox(handle.db, args);
      return { data, count: data.length };
    },
  }),
};
