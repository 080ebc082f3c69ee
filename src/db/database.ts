import type { Kysely } from "kysely";
import type { Database } from "./types";

export type Db = Kysely<Database>;

/** An open database, whichever driver is behind it. */
export interface DatabaseHandle {
  db: Db;
  kind: "pglite" | "postgres" | "neon";
  /** Runs a multi-statement SQL script on one connection (migrations). */
  execScript(sql: string): Promise<void>;
  close(): Promise<void>;
}

/** JSON columns are written as text so every driver stores them alike (pg would turn arrays into SQL arrays). */
export function json(value: unknown): string {
  return JSON.stringify(value);
}
