-- Leads into the pipeline (docs/integrations.md, "Leads"): a connection may put each tracked lead's
-- company on its CRM list. A row per company and connection, written in the track's own transaction
-- with its job, so the push is owed exactly when the lead was tracked.
alter table integrations add column add_leads_to_list boolean not null default false;

create table integration_leads (
  id uuid primary key,
  org_id uuid not null references organizations(id) on delete cascade,
  integration_id uuid not null references integrations(id) on delete cascade,
  entity_id uuid not null references entities(id) on delete cascade,
  lead_id uuid references leads(id) on delete set null,
  -- pending: not on the list yet; added: on it (crm_record_id); failed: given up (error says why).
  status text not null check (status in ('pending', 'added', 'failed')),
  attempts integer not null default 0,
  crm_record_id text,
  crm_status integer,
  error text,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  unique (integration_id, entity_id)
);
create index integration_leads_entity_idx on integration_leads (entity_id);
