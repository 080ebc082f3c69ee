import type { DatabaseHandle } from "../src/db/database";

/** Admin commands added by later features (seed-demo, outbox). Each prints one JSON object. */
export interface AdminCommand {
  usage: string;
  run(flags: Record<string, string>, handle: DatabaseHandle): Promise<Record<string, unknown>>;
}

export const adminCommandsExtra: Record<string, AdminCommand> = {};
