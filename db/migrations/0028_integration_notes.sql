-- Signals on the record (docs/integrations.md, "Notes"): each alert sent for a company linked to a
-- CRM record becomes one note on that record. A row per alert and connection, written in the alert's
-- own transaction, so the note is owed exactly when the alert committed; the unique key keeps it one.
create table integration_notes (
  id uuid primary key,
  org_id uuid not null references organizations(id) on delete cascade,
  integration_id uuid not null references integrations(id) on delete cascade,
  alert_id uuid not null references alerts(id) on delete cascade,
  entity_id uuid not null references entities(id) on delete cascade,
  crm_record_id text not null,
  -- pending: not tried; sending: an attempt began (it may have landed: the next looks before it
  -- writes); written: the CRM holds it (crm_note_id); failed: given up, or refused (error says why).
  status text not null check (status in ('pending', 'sending', 'written', 'failed')),
  attempts integer not null default 0,
  crm_note_id text,
  crm_status integer,
  error text,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  written_at timestamptz,
  unique (integration_id, alert_id)
);
create index integration_notes_log_idx on integration_notes (integration_id, created_at desc, id desc);
create index integration_notes_entity_idx on integration_notes (entity_id);
