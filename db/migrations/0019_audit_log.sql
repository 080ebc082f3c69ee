-- The audit log (issue 33 point 6, docs/web.md "Audit log"): who changed what in an organisation,
-- when and from which address. A row is written in the transaction of the change it records
-- (services/audit.ts `recordAudit`), so it commits with its change and never without it.
-- Housekeeping deletes rows older than AUDIT_RETENTION_DAYS (a year by default).
create table audit_events (
  id uuid primary key,
  org_id uuid not null references organizations(id) on delete cascade,
  created_at timestamptz not null,
  -- A name of services/audit.ts AUDIT_ACTIONS (`key.created`, `company.deleted`, …).
  action text not null,
  -- Who: a member through the web app (`member`), an API key and its member (`key`), or the
  -- operator (`system`: the admin CLI, the first start). The ids stay null for the operator; a
  -- member or key is never deleted (removal and revocation keep the row), so they hold.
  actor_kind text not null check (actor_kind in ('member', 'key', 'system')),
  actor_member_id uuid references members(id) on delete set null,
  actor_key_id uuid references api_keys(id) on delete set null,
  -- The actor as they were named at the time ("ana@fund.example", "key CRM sync (live_abc123) of
  -- ana@fund.example", "admin CLI"): a later rename does not rewrite history.
  actor_label text not null,
  -- What: the kind of object, its id (text: not every target is a row that still exists) and its
  -- name at the time.
  target_type text not null,
  target_id text,
  target_label text,
  -- What changed, beyond the action (a role's before and after, a key's scopes…).
  details jsonb not null default '{}',
  -- From where: the client's address (http/client-address.ts) and its User-Agent, when known.
  ip_address text,
  user_agent text
);
-- The owner's list, newest first, and its filters by action and by member.
create index audit_events_org_time_idx on audit_events (org_id, created_at desc, id desc);
create index audit_events_org_action_idx on audit_events (org_id, action, created_at desc, id desc);
create index audit_events_org_member_idx on audit_events (org_id, actor_member_id, created_at desc, id desc);
-- Retention's delete, across organisations.
create index audit_events_created_idx on audit_events (created_at);
