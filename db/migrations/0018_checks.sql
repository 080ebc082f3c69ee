-- Checks between runs (issue 31, docs/pipeline.md "Checks between runs"): one row per source of a
-- company that can say cheaply whether something new exists (its feeds and sitemap.xml, its job
-- board, GitHub, Hacker News, the news search), written from what its runs read. A due check is a
-- row, not a timer: it survives restarts, and any process may claim it.
create table checks (
  id uuid primary key,
  org_id uuid not null references organizations(id) on delete cascade,
  entity_id uuid not null references entities(id) on delete cascade,
  -- The snapshot page's kind (feed, sitemap, board) and off-site source (github, hn, news…).
  kind text not null,
  source text,
  url text not null,
  -- The last answer's validators, sent back as If-None-Match / If-Modified-Since.
  etag text,
  last_modified text,
  -- What the last answer held: its newest items' ids, or a hash of its text. Null until the first check.
  fingerprint text,
  -- The current interval, between a quarter of CHECK_INTERVAL_MINUTES (a source that changes often) and it.
  interval_minutes integer not null,
  next_check_at timestamptz not null,
  last_checked_at timestamptz,
  last_changed_at timestamptz,
  -- Failures in a row: the next check backs off (up to a day).
  failures integer not null default 0,
  bytes_received bigint not null default 0,
  -- WebSub (issue 31 point 4): the hub a feed declares, the topic subscribed to, the secret the
  -- hub signs notifications with, and the subscription's state and lease. Polling goes on beside it.
  hub_url text,
  topic_url text,
  websub_secret text,
  websub_state text check (websub_state in ('pending', 'active', 'denied')),
  websub_lease_until timestamptz,
  created_at timestamptz not null,
  unique (entity_id, url)
);
create index checks_due_idx on checks (next_check_at);

-- Runs a change seen by a check queued, per company and UTC day (CHECK_RUNS_PER_DAY).
create table check_triggers (
  entity_id uuid not null references entities(id) on delete cascade,
  day date not null,
  runs integer not null,
  primary key (entity_id, day)
);

-- A run a check queued is a run like any other; its trigger says why it ran.
alter table runs drop constraint runs_trigger_check;
alter table runs add constraint runs_trigger_check check (trigger in ('first', 'cadence', 'refresh', 'check'));
