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
  /**
   * LISTEN on a channel (drivers with a lasting session: PGlite, node-postgres). `onState(true)`
   * once listening, `onState(false)` whenever notifications may have been missed (the connection
   * dropped; it reconnects and reports true again). Resolves to a function that stops listening.
   */
  listen?(
    channel: string,
    onNotify: (payload: string) => void,
    onState: (listening: boolean) => void,
  ): Promise<() => Promise<void>>;
}

/** JSON columns are written as text so every driver stores them alike (pg would turn arrays into SQL arrays). */
export function json(value: unknown): string {
  return JSON.stringify(value);
}

/**
 * Runs `fn` in a transaction: the caller's when `db` already is one (a service called inside
 * another's write, or the first start's), a new one otherwise. Kysely cannot nest transactions.
 */
export function inTransaction<T>(db: Db, fn: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? fn(db) : db.transaction().execute(fn);
}
