import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import { sql } from "kysely";
import type { AppEnv } from "../../http/env";
import { jsonContent, UNREADABLE_REQUEST_ERRORS } from "../../http/openapi";
import { jobStats } from "../../db/jobs";

const Component = z.object({ ok: z.boolean() }).catchall(z.unknown());
const Health = z
  .object({
    status: z.enum(["ok", "degraded"]),
    database: Component,
    counterStore: Component,
    queue: Component,
  })
  .openapi("Health");

const route = createRoute({
  method: "get",
  path: "/healthz",
  tags: ["System"],
  summary: "Service health",
  description: "Status of the database, the counter store and the job queue. No authentication.",
  operationId: "getHealth",
  security: [],
  responses: {
    200: jsonContent(Health, "Everything works"),
    ...UNREADABLE_REQUEST_ERRORS,
    503: jsonContent(Health, "The database is unreachable"),
  },
});

export function register(app: OpenAPIHono<AppEnv>) {
  app.openapi(route, async (c) => {
    const deps = c.get("deps");
    const database = await sql`select 1`
      .execute(deps.db)
      .then(() => ({ ok: true, kind: deps.dbKind }))
      .catch(() => ({ ok: false, kind: deps.dbKind }));
    // The counter store fails open, so its outage degrades limiting but not service.
    const counterStore = {
      ok: await deps.counters.ping().catch(() => false),
      store: deps.counters.name,
      failOpenCount: deps.metrics.failOpen,
    };
    const queue = await jobStats(deps.db)
      .then((jobs) => ({ ok: true, dispatcher: deps.jobs.name, jobs }))
      .catch(() => ({ ok: false, dispatcher: deps.jobs.name }));
    const body = {
      status: database.ok && counterStore.ok && queue.ok ? ("ok" as const) : ("degraded" as const),
      database,
      counterStore,
      queue,
    };
    return c.json(body, database.ok ? 200 : 503);
  });
}
