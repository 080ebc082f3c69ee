-- A connection's list is the portfolio (docs/integrations.md, "Sync"): every company on the CRM list
-- is tracked with the connection's defaults, and each is linked to its CRM record.

-- The defaults a company the list brings in is tracked with, and the member it is created as (the
-- owner who connected; when they leave, the organisation's longest-standing owner).
alter table integrations
  add column created_by_member_id uuid references members(id) on delete set null,
  add column things_to_track text not null default 'Fundraising, product launches, key hires and leadership changes',
  add column alert_emails text[] not null default '{}',
  add column cadence_days integer not null default 7 check (cadence_days in (3, 7, 30));

-- A CRM record on the connection's list and the tracked company it is. A record leaving the list
-- keeps its link (on_list false) and the company is paused, never deleted; it resumes when the record
-- comes back. The CRM's name and domain as last read: a change in the CRM since the last sync is
-- carried to the company, an edit made in the tracker is not undone every hour.
create table integration_links (
  integration_id uuid not null references integrations(id) on delete cascade,
  org_id uuid not null references organizations(id) on delete cascade,
  crm_record_id text not null,
  entity_id uuid not null references entities(id) on delete cascade,
  crm_name text,
  crm_domain text,
  on_list boolean not null default true,
  -- The sync paused the company (it left the list), so only the sync resumes it.
  paused_by_sync boolean not null default false,
  -- The sync created the company (rather than finding it tracked): counted against the hourly limit.
  created_company boolean not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  primary key (integration_id, crm_record_id),
  unique (integration_id, entity_id)
);
create index integration_links_entity_idx on integration_links (entity_id);
create index integration_links_created_idx on integration_links (integration_id, created_at) where created_company;

-- Each sync: when, what started it, what it did, and the CRM's answer when it failed (the sync log).
create table integration_syncs (
  id uuid primary key,
  org_id uuid not null references organizations(id) on delete cascade,
  integration_id uuid not null references integrations(id) on delete cascade,
  trigger text not null check (trigger in ('api', 'web', 'schedule')),
  status text not null check (status in ('running', 'succeeded', 'failed')),
  counts jsonb not null default '{}'::jsonb,
  -- What failed: the CRM's status (null when it did not answer) and what it said, without the token.
  crm_status integer,
  error text,
  started_at timestamptz not null,
  finished_at timestamptz
);
create index integration_syncs_started_idx on integration_syncs (integration_id, started_at desc, id desc);
