-- An organisation's connections to its CRM (docs/integrations.md): Attio, Affinity or HubSpot, one
-- list of it each. The CRM's token is kept sealed (AES-GCM under SECRETS_KEY) and is never shown
-- again; what the API shows is the kind, the list, the state and what the last sync did.
create table integrations (
  id uuid primary key,
  org_id uuid not null references organizations(id) on delete cascade,
  kind text not null check (kind in ('attio', 'affinity', 'hubspot')),
  -- The CRM's list as the owner named it (Attio: id or slug; Affinity: a number; HubSpot: an ILS id)
  -- and its name when it was last checked.
  list_id text not null,
  list_name text not null,
  state text not null default 'active' check (state in ('active', 'paused', 'needs_attention')),
  -- Why the state is what it is (set with needs_attention, e.g. "token_rejected"); null when active.
  state_reason text,
  -- "v1." and the base64 of the 12-byte IV and the AES-GCM ciphertext of the token, sealed with the
  -- row's id and organisation as associated data (a sealed token cannot be moved to another row).
  token_sealed text not null,
  -- Which SECRETS_KEY sealed it: a fingerprint, never the key (a changed key is told apart from a
  -- tampered row).
  token_key_id text not null,
  last_sync_at timestamptz,
  -- What the last sync counted (list entries seen, companies tracked, …); {} before the first.
  counts jsonb not null default '{}'::jsonb,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  -- One connection per CRM per organisation.
  unique (org_id, kind)
);
create index integrations_org_created_idx on integrations (org_id, created_at desc, id desc);
