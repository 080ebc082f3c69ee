import { types } from "@neondatabase/serverless";
import { Kysely, PostgresDialect } from "kysely";
import type { DatabaseHandle } from "./database";
import { createNeonPool, type NeonKyselyOptions } from "./dialects/neon";
import type { Database } from "./types";

const INT8 = 20;

/**
 * COUNT(*) and other int8 values come back as numbers, as they do from PGlite and from
 * node-postgres (open-node.ts). Set on this pool only: the driver's global parsers stay untouched.
 */
const appTypes = {
  getTypeParser: (oid: number, format?: "text" | "binary") =>
    oid === INT8 && format !== "binary" ? (v: string) => Number.parseInt(v, 10) : types.getTypeParser(oid, format),
};

/**
 * The database on Workers (and in the Postgres test suite): `@neondatabase/serverless` over
 * WebSocket. Worker-safe. On Workers open one per request and close it after the request.
 */
export function openNeon(opts: Omit<NeonKyselyOptions, "types">): DatabaseHandle {
  const pool = createNeonPool({
    ...opts,
    types: appTypes,
    // As with node-postgres (open-node.ts): an idle connection dying (the server restarted, the
    // database was dropped) must not crash the process; the next query connects again.
    onIdleClientError: opts.onIdleClientError ?? (() => {}),
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: "neon",
    execScript: async (script) => {
      await pool.query(script);
    },
    close: () => db.destroy(),
  };
}
