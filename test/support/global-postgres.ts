import type { TestProject } from "vitest/node";
import { startNeonWsProxy } from "../../scripts/bridges/neon-ws-proxy";
import { createTestDatabase, dropDatabasesLike, pgAddress } from "./postgres";

declare module "vitest" {
  export interface ProvidedContext {
    /** The run's fresh, migrated database on the local Postgres. */
    testDatabaseUrl: string;
    /** Its name: with TEST_DB_PER_FILE each test file copies it (as a template) into a database of its own. */
    testDatabaseName: string;
    /** The prefix of those per-file copies, dropped at the end of the run. */
    testFileDatabasePrefix: string;
    /** The WebSocket-to-TCP bridge the Neon driver reaches it through. */
    neonWsProxy: string;
  }
}

/**
 * globalSetup of the real-Postgres and Workers suites: one fresh database per run, migrated once,
 * dropped at the end; and one WebSocket bridge in front of the local Postgres for the Neon driver.
 * The Workers suite shares it; the real-Postgres suite (TEST_DB_PER_FILE) gives each file a copy of
 * its own, so no file's job runner can claim another file's jobs.
 */
export default async function setup(project: TestProject) {
  const { host, port } = pgAddress();
  const db = await createTestDatabase();
  const proxy = await startNeonWsProxy({ pgHost: host, pgPort: port });
  const filePrefix = `pta_file_${process.pid}`;
  project.provide("testDatabaseUrl", db.url);
  project.provide("testDatabaseName", db.name);
  project.provide("testFileDatabasePrefix", filePrefix);
  project.provide("neonWsProxy", proxy.url);
  return async () => {
    await proxy.close();
    await dropDatabasesLike(filePrefix);
    await db.drop();
  };
}
