import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { join } from "node:path";

/**
 * PGlite is one process's database: a second process opening the same directory would corrupt it.
 * The owner writes its pid into DATA_DIR/.lock; a lock whose process is gone is taken over.
 */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The database in ${dataDir} is in use by a running process (pid ${pid}). Stop it first, or set ` +
        `DATABASE_URL to use a Postgres server.`,
    );
    this.name = "DataDirInUseError";
  }
}

export function acquireDataDirLock(dataDir: string, pid = process.pid): () => void {
  const file = join(dataDir, ".lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, String(pid));
      closeSync(fd);
      return () => {
        try {
          if (readFileSync(file, "utf8").trim() === String(pid)) rmSync(file);
        } catch {
          /* already gone */
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const holder = Number.parseInt(readFileSync(file, "utf8").trim(), 10);
      if (Number.isFinite(holder) && holder !== pid && isAlive(holder)) throw new DataDirInUseError(dataDir, holder);
      rmSync(file, { force: true }); // stale: its process is gone
    }
  }
  throw new Error(`could not lock ${dataDir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}
