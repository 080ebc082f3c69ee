-- The whole schema of v1. Every row that belongs to a customer carries org_id, so every query is
-- scoped by organisation and tests can isolate themselves by creating an organisation each.
-- Timestamps are written by the application's clock (millisecond precision), never by now(),
-- so keyset cursors round-trip exactly through JavaScript dates.

create extension if not exists pg_trgm;

create table organizations (
  id uuid primary key,
  name text not null,
  created_at timestamptz not null
);

create table members (
  id uuid primary key,
  org_id uuid not null references organizations(id) on delete cascade,
  email text,
  name text,
  role text not null check (role in ('owner', 'member', 'viewer')),
  removed_at timestamptz,
  created_at timestamptz not null
);
create index members_org_idx on members (org_id);

create table api_keys (
  id uuid primary key,
  org_id uuid not null references organizations(id) on delete cascade,
  member_id uuid references members(id) on delete set null,
  name text not null,
  prefix text not null,
  secret_hash text not null unique,
  scopes text[] not null,
  expires_at timestamptz,
  revoked_at timestamptz,
  last_used_at timestamptz,
  created_at timestamptz not null
);

create table app_settings (
  key text primary key,
  value text not null
);

create table idempotency_records (
  key text primary key,
  request_hash text not null,
  state text not null check (state in ('in_progress', 'completed')),
  response_status integer,
  response_body jsonb,
  locked_until timestamptz not null,
  expires_at timestamptz not null,
  created_at timestamptz not null
);
create index idempotency_records_expires_idx on idempotency_records (expires_at);

create table entities (
  id uuid primary key,
  org_id uuid not null references organizations(id) on delete cascade,
  company_name text,
  company_name_norm text not null default '',
  company_website text,
  website_norm text,
  company_linkedin_url text,
  linkedin_norm text,
  company_twitter_url text,
  twitter_norm text,
  things_to_track text not null,
  alert_emails text[] not null,
  email_alerts_enabled boolean not null default true,
  cadence_days integer not null default 7 check (cadence_days in (3, 7, 30)),
  tags text[] not null default '{}',
  status text not null default 'ok' check (status in ('ok', 'paused')),
  stage text not null default 'unknown',
  description text,
  location text,
  founding_year integer,
  confirmed_by_user boolean,
  classification text[] not null default '{}',
  classification_paths text not null default '',
  enrichment_status text not null default 'queued'
    check (enrichment_status in ('queued', 'running', 'ready', 'partial', 'failed')),
  enrichment_reason text,
  enrichment_detail jsonb,
  enrichment_started_at timestamptz,
  enrichment_finished_at timestamptz,
  last_scraped_at timestamptz,
  scrape_health_reason text,
  created_by_member_id uuid references members(id) on delete set null,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index entities_org_created_idx on entities (org_id, created_at desc, id desc);
create index entities_org_updated_idx on entities (org_id, updated_at);
create index entities_website_idx on entities (org_id, website_norm);
create index entities_linkedin_idx on entities (org_id, linkedin_norm);
create index entities_classification_idx on entities using gin (classification);
create index entities_tags_idx on entities using gin (tags);
create index entities_name_trgm_idx on entities using gin (company_name_norm gin_trgm_ops);

create table founders (
  id uuid primary key,
  org_id uuid not null references organizations(id) on delete cascade,
  entity_id uuid not null references entities(id) on delete cascade,
  name text not null,
  name_norm text not null default '',
  linkedin_url text,
  linkedin_norm text,
  twitter_url text,
  github_url text,
  position integer not null default 0,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index founders_entity_idx on founders (entity_id, position);
create index founders_linkedin_idx on founders (org_id, linkedin_norm);
create index founders_name_trgm_idx on founders using gin (name_norm gin_trgm_ops);

create table runs (
  id uuid primary key,
  org_id uuid not null references organizations(id) on delete cascade,
  entity_id uuid not null references entities(id) on delete cascade,
  trigger text not null check (trigger in ('first', 'cadence', 'refresh')),
  status text not null check (status in ('queued', 'running', 'succeeded', 'failed')),
  health_reason text,
  error text,
  queued_at timestamptz not null,
  started_at timestamptz,
  finished_at timestamptz,
  created_at timestamptz not null
);
-- At most one queued or running run per company: refresh's run_in_progress and the scheduler's
-- once-only rule both rest on this index, so they hold under any concurrency.
create unique index runs_one_active_idx on runs (entity_id) where status in ('queued', 'running');
create index runs_entity_idx on runs (entity_id, created_at desc);

create table snapshots (
  id uuid primary key,
  org_id uuid not null references organizations(id) on delete cascade,
  entity_id uuid not null references entities(id) on delete cascade,
  run_id uuid not null references runs(id) on delete cascade,
  pages jsonb not null,
  created_at timestamptz not null
);
create index snapshots_entity_idx on snapshots (entity_id, created_at desc);

create table signals (
  id uuid primary key,
  org_id uuid not null references organizations(id) on delete cascade,
  entity_id uuid not null references entities(id) on delete cascade,
  run_id uuid references runs(id) on delete set null,
  type text not null,
  severity text not null,
  recommendation text not null,
  needs_attention boolean not null,
  summary text not null,
  evidence jsonb not null default '[]',
  analysis jsonb not null default '{}',
  created_at timestamptz not null
);
create index signals_org_created_idx on signals (org_id, created_at desc, id desc);
create index signals_entity_created_idx on signals (entity_id, created_at desc, id desc);

create table alerts (
  id uuid primary key,
  org_id uuid not null references organizations(id) on delete cascade,
  entity_id uuid not null references entities(id) on delete cascade,
  signal_id uuid references signals(id) on delete set null,
  run_id uuid references runs(id) on delete set null,
  outcome text not null check (outcome in ('sent', 'suppressed', 'failed')),
  reason text not null,
  recipients text[] not null default '{}',
  subject text,
  rule_evaluations jsonb not null default '[]',
  created_at timestamptz not null
);
create index alerts_org_created_idx on alerts (org_id, created_at desc, id desc);
create index alerts_org_outcome_created_idx on alerts (org_id, outcome, created_at desc, id desc);
create index alerts_entity_created_idx on alerts (entity_id, created_at desc, id desc);

create table email_outbox (
  id uuid primary key,
  org_id uuid not null references organizations(id) on delete cascade,
  alert_id uuid references alerts(id) on delete cascade,
  recipients text[] not null,
  subject text not null,
  text_body text not null,
  html_body text,
  status text not null default 'pending' check (status in ('pending', 'sent', 'failed', 'logged')),
  attempts integer not null default 0,
  last_error text,
  provider_message_id text,
  created_at timestamptz not null,
  sent_at timestamptz
);
create index email_outbox_status_idx on email_outbox (status, created_at);

create table leads (
  id uuid primary key,
  org_id uuid not null references organizations(id) on delete cascade,
  source_entity_id uuid references entities(id) on delete set null,
  person_key text not null,
  founder_name text not null,
  founder_name_norm text not null default '',
  founder_linkedin_url text,
  founder_twitter_url text,
  company_name text,
  company_name_norm text not null default '',
  company_website text,
  website_norm text,
  company_linkedin_url text,
  company_twitter_url text,
  stage text not null default 'unknown',
  classification text[] not null default '{}',
  classification_paths text not null default '',
  description text,
  location text,
  founding_year integer,
  team jsonb not null default '[]',
  evidence jsonb not null default '[]',
  decision_status text check (decision_status in ('accepted', 'rejected')),
  decided_at timestamptz,
  decided_by_member_id uuid references members(id) on delete set null,
  tracked_entity_id uuid references entities(id) on delete set null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  unique (org_id, person_key)
);
create index leads_org_created_idx on leads (org_id, created_at desc, id desc);
create index leads_source_idx on leads (source_entity_id);
create index leads_classification_idx on leads using gin (classification);

create table jobs (
  id uuid primary key,
  kind text not null,
  payload jsonb not null,
  entity_id uuid references entities(id) on delete cascade,
  dedupe_key text unique,
  status text not null check (status in ('pending', 'running', 'done', 'dead')),
  attempts integer not null default 0,
  max_attempts integer not null default 5,
  run_at timestamptz not null,
  locked_until timestamptz,
  last_error text,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index jobs_due_idx on jobs (status, run_at);

-- Room for webhooks: every domain event is recorded here, in the transaction that caused it.
create table events (
  id uuid primary key,
  org_id uuid not null references organizations(id) on delete cascade,
  type text not null,
  entity_id uuid,
  payload jsonb not null,
  created_at timestamptz not null
);
create index events_org_created_idx on events (org_id, created_at desc, id desc);
