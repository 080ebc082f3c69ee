import type { TestProject } from "vitest/node";
import { startNeonWsProxy } from "../../scripts/bridges/neon-ws-proxy";
import { createTestDatabase, pgAddress } from "./postgres";

declare module "vitest" {
  export interface ProvidedContext {
    /** The run's fresh, migrated database on the local Postgres. */
    testDatabaseUrl: string;
    /** The WebSocket-to-TCP bridge the Neon driver reaches it through. */
    neonWsProxy: string;
  }
}

/**
 * globalSetup of the real-Postgres and Workers suites: one fresh database per run, migrated once,
 * shared by every test worker (tests isolate by organisation), dropped at the end; and one
 * WebSocket bridge in front of the local Postgres for the Neon driver.
 */
export default async function setup(project: TestProject) {
  const { host, port } = pgAddress();
  const db = await createTestDatabase();
  const proxy = await startNeonWsProxy({ pgHost: host, pgPort: port });
  project.provide("testDatabaseUrl", db.url);
  project.provide("neonWsProxy", proxy.url);
  return async () => {
    await proxy.close();
    await db.drop();
  };
}
