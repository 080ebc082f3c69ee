-- The cadence scheduler no longer asks each company's runs when the last one finished: it reads
-- entities.last_scraped_at, which the run's own transaction sets when it finishes
-- (src/jobs/schedule.ts). Nothing else reads runs by (entity_id, finished_at), so the index of
-- 0003 only cost every run's writes.
drop index if exists runs_entity_finished_idx;
