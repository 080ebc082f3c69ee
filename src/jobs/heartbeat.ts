import type { AppDeps } from "../services/deps";
import type { JobRow } from "../db/types";
import { JOB_HEARTBEAT_MS, JOB_LEASE_MS } from "../db/job-lease";
import { renewLease } from "../db/jobs";

/**
 * Renews a claimed job's lease every JOB_HEARTBEAT_MS while its handler runs, so a live runner's
 * job is never claimed again, however long it runs. A renewal the database refuses (it is down for
 * a moment) is tried again on the next beat: the lease outlasts several beats. A renewal that finds
 * another attempt holding the job stops the beats: this runner lost it (it stalled past its lease),
 * and the handler's results will not be recorded (they check the work is still the one they started).
 */
export function startHeartbeat(deps: AppDeps, job: Pick<JobRow, "id" | "kind" | "attempts">): { stop(): void } {
  let failing = false;
  const beat = async () => {
    try {
      const held = await renewLease(deps.db, deps.clock.now(), job, JOB_LEASE_MS);
      if (failing) deps.logger.info("job lease renewed again", { jobId: job.id, kind: job.kind });
      failing = false;
      if (!held) {
        clearInterval(timer);
        deps.logger.warn("job lease lost: another attempt holds the job", {
          jobId: job.id,
          kind: job.kind,
          attempt: job.attempts,
        });
      }
    } catch (err) {
      // Once per failing streak, not every beat of an outage.
      if (!failing)
        deps.logger.warn("job lease renewal failed; retrying on the next beat", {
          jobId: job.id,
          kind: job.kind,
          error: err,
        });
      failing = true;
    }
  };
  const timer = setInterval(() => void beat(), JOB_HEARTBEAT_MS);
  (timer as { unref?: () => void }).unref?.();
  return { stop: () => clearInterval(timer) };
}
