-- Webhooks (issue 19, docs/webhooks.md). The events table is the outbox; an event's `data` (the
-- compact view of its object) is rendered once, at its first delivery attempt, and then frozen so
-- every delivery and retry of the event carries the same body.
alter table events add column data jsonb;
create index events_created_idx on events (created_at);

create table webhook_endpoints (
  id uuid primary key,
  org_id uuid not null references organizations(id) on delete cascade,
  kind text not null check (kind in ('webhook', 'slack')),
  url text not null,
  description text,
  -- null: every event type.
  event_types text[],
  enabled boolean not null,
  disabled_reason text,
  secret text not null,
  -- The secret replaced by the last rotation, signed with too until previous_secret_expires_at.
  previous_secret text,
  previous_secret_expires_at timestamptz,
  -- Set by the first failed attempt after a success; cleared by the next success.
  failing_since timestamptz,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index webhook_endpoints_org_created_idx on webhook_endpoints (org_id, created_at desc, id desc);
create index webhook_endpoints_org_enabled_idx on webhook_endpoints (org_id) where enabled;

create table webhook_deliveries (
  id uuid primary key,
  org_id uuid not null references organizations(id) on delete cascade,
  endpoint_id uuid not null references webhook_endpoints(id) on delete cascade,
  event_id uuid not null references events(id) on delete cascade,
  event_type text not null,
  status text not null check (status in ('pending', 'delivered', 'failed')),
  attempts integer not null default 0,
  last_status integer,
  last_latency_ms integer,
  last_error text,
  next_attempt_at timestamptz,
  delivered_at timestamptz,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index webhook_deliveries_endpoint_created_idx on webhook_deliveries (endpoint_id, created_at desc, id desc);
create index webhook_deliveries_event_idx on webhook_deliveries (event_id);
create index webhook_deliveries_created_idx on webhook_deliveries (created_at);
