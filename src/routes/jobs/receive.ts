import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import type { AppDeps } from "../../services/deps";
import { ApiError, validationError } from "../../errors";
import { readBodyText } from "../../http/body";
import { bodyError } from "../../http/guard";
import type { AppEnv } from "../../http/env";
import { executeJob } from "../../jobs/execute";
import { allJobHandlers } from "../../services/job-handlers";
import { JOB_LEASE_MS } from "../../db/job-lease";
import { JOBS_PATH, verifyQStashSignature } from "../../jobs/qstash";
import { claimDueJobs } from "../../db/jobs";
import { isUuid } from "../../platform/ids";

/** A job delivery is `{ "jobId": "<uuid>" }`; anything much larger is not from QStash. */
const JOB_BODY_MAX_BYTES = 16 * 1024;

const Outcome = z.object({ jobId: z.string(), outcome: z.enum(["done", "dead", "nothing_to_do", "retry"]) });

/**
 * POST /api/v1/jobs: where QStash delivers `{ jobId }`. Internal (hidden from the API description)
 * and not behind API keys: the `Upstash-Signature` is what authenticates it (401 otherwise).
 * Answers 200 when the job is done or there is nothing to do, and 503 (with Retry-After) when
 * QStash should deliver again later: the job failed and will retry, is not due yet, or another
 * runner holds it.
 */
export const route = createRoute({
  method: "post",
  path: JOBS_PATH,
  hide: true,
  responses: {
    200: { description: "Done, or nothing to do", content: { "application/json": { schema: Outcome } } },
    503: { description: "Deliver again later", content: { "application/json": { schema: Outcome } } },
  },
});

export function register(r: OpenAPIHono<AppEnv>) {
  r.openapi(route, async (c) => {
    const deps = c.get("deps");
    // Read before the signature is checked, so capped: `{ jobId }` is all QStash ever sends.
    const read = await readBodyText(c, JOB_BODY_MAX_BYTES);
    if (!read.ok) throw bodyError(read.reason, `${JOB_BODY_MAX_BYTES} bytes`);
    const body = read.text;
    if (!(await verifyQStashSignature(deps.config, c.req.header("upstash-signature"), body))) {
      throw new ApiError("unauthorized", "Missing or invalid Upstash-Signature.");
    }
    let jobId: unknown;
    try {
      jobId = (JSON.parse(body) as { jobId?: unknown }).jobId;
    } catch {
      jobId = undefined;
    }
    if (typeof jobId !== "string" || !isUuid(jobId)) {
      throw validationError([{ path: "jobId", message: "must be a UUID" }]);
    }

    const now = deps.clock.now();
    const [job] = await claimDueJobs(deps.db, now, JOB_LEASE_MS, 1, [jobId]);
    if (job) {
      const outcome = await executeJob(deps, allJobHandlers, job);
      // "lost": another runner claimed it meanwhile; ask again once that runner's lease would end.
      if (outcome === "done" || outcome === "dead") return c.json({ jobId, outcome }, 200);
    } else {
      const row = await deps.db.selectFrom("jobs").select(["status"]).where("id", "=", jobId).executeTakeFirst();
      if (!row || row.status === "done" || row.status === "dead")
        return c.json({ jobId, outcome: "nothing_to_do" as const }, 200);
    }
    c.header("Retry-After", String(await retryAfterSeconds(deps, jobId)));
    return c.json({ jobId, outcome: "retry" as const }, 503);
  });
}

/** Seconds until the job is due again (a retry's backoff) or its current lease ends. */
async function retryAfterSeconds(deps: AppDeps, jobId: string): Promise<number> {
  const row = await deps.db
    .selectFrom("jobs")
    .select(["status", "run_at", "locked_until"])
    .where("id", "=", jobId)
    .executeTakeFirst();
  const until = row?.status === "running" ? row.locked_until : row?.run_at;
  return until ? Math.max(1, Math.ceil((until.getTime() - deps.clock.now().getTime()) / 1000)) : 10;
}
