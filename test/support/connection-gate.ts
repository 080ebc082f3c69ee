import type { Db } from "../../src/db/database";

interface Hold {
  phase: "before" | "after";
  reached: () => void;
  released: Promise<void>;
}

/**
 * The same database, with a gate on `db.connection()` (what a list page runs on): a test holds
 * the next caller either before it gets its connection (it is still waiting, as behind a busy
 * pool) or after it has run its statements and given the connection back (its answer is read but
 * not yet delivered). Everything else goes straight to the database.
 */
export function gatedConnections(db: Db) {
  const holds: Hold[] = [];
  const connection = () => ({
    async execute<T>(callback: (conn: Db) => Promise<T>): Promise<T> {
      const hold = holds.shift();
      if (hold?.phase === "before") {
        hold.reached();
        await hold.released;
      }
      const result = await db.connection().execute(callback);
      if (hold?.phase === "after") {
        hold.reached();
        await hold.released;
      }
      return result;
    },
  });
  const gated = new Proxy(db, {
    get(target, prop) {
      if (prop === "connection") return connection;
      const value = Reflect.get(target, prop, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return {
    db: gated,
    /** Holds the next `connection().execute`; `reached` resolves once it is held there. */
    hold(phase: Hold["phase"]) {
      let reached!: () => void;
      let release!: () => void;
      const reachedP = new Promise<void>((r) => (reached = r));
      holds.push({ phase, reached, released: new Promise<void>((r) => (release = r)) });
      return { reached: reachedP, release };
    },
  };
}
