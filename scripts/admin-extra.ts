import type { DatabaseHandle } from "../src/db/database";
import { systemClock } from "../src/platform/clock";
import { seedDemo } from "../src/services/setup/demo-seed";
import { listOutbox } from "../src/services/outbox/list";
import { needId, optionalId, positiveInt, UsageError } from "./admin-flags";

/** Admin commands added by later features (seed-demo, outbox). Each prints one JSON object. */
export interface AdminCommand {
  usage: string;
  run(flags: Record<string, string>, handle: DatabaseHandle): Promise<Record<string, unknown>>;
}

export const adminCommandsExtra: Record<string, AdminCommand> = {
  "seed-demo": {
    usage: "seed-demo --org ORG_ID [--companies N] [--signals N] [--leads N]",
    async run(flags, handle) {
      const started = Date.now(); // operator-facing duration, not domain time
      const counts = await seedDemo(handle.db, systemClock, {
        orgId: needId(flags, "org"),
        companies: positiveInt(flags, "companies", 100_000),
        signals: positiveInt(flags, "signals", 2_000_000),
        leads: positiveInt(flags, "leads", 200_000),
      });
      return { ...counts, durationMs: Date.now() - started };
    },
  },
  outbox: {
    usage: "outbox [--org ORG_ID] [--status pending|sent|failed|logged] [--limit N]",
    async run(flags, handle) {
      const status = flags.status;
      if (status !== undefined && !["pending", "sent", "failed", "logged"].includes(status)) {
        throw new UsageError("--status must be pending, sent, failed or logged");
      }
      const data = await listOutbox(handle.db, {
        orgId: optionalId(flags, "org"),
        status,
        limit: positiveInt(flags, "limit", 500) ?? 20,
      });
      return { data, count: data.length };
    },
  },
};
