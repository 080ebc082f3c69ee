-- The job runner claims "the next due jobs, oldest first" (src/db/jobs.ts, claimDueJobs). With only
-- (status, run_at) indexed, and pending and lease-expired jobs asked for in one condition, every
-- claim read and sorted every due job: 7 ms a claim with 20,000 queued on Postgres, ~1 ms with
-- 1,000 on the embedded database (bench/results.md, "Issue 21, sixth pass"). Each of the runner's
-- two pools (src/bootstrap-node.ts) now walks its own index of pending jobs in claim order and
-- stops at its limit: webhook deliveries, and all other work. A row leaves both once claimed. The
-- kind is written here as in the code's JOB_DELIVER_WEBHOOK (src/db/events.ts);
-- test/jobs/claim-order.test.ts fails if the two part.
create index jobs_pending_work_idx on jobs (run_at, id) where status = 'pending' and kind <> 'deliver_webhook';
create index jobs_pending_deliveries_idx on jobs (run_at, id) where status = 'pending' and kind = 'deliver_webhook';
