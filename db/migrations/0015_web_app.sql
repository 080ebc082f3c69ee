-- The web app (docs/web.md): members sign in by an emailed link and hold a server-side session;
-- each member keeps what they have read of the inbox; a signal keeps the text of the pages whose
-- change it reports, so its page can show the change as a diff after the snapshots are gone.

-- A link is single use and short-lived; only the SHA-256 of its token is stored.
create table sign_in_links (
  id uuid primary key,
  org_id uuid not null references organizations(id) on delete cascade,
  member_id uuid not null references members(id) on delete cascade,
  token_hash text not null unique,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null
);
create index sign_in_links_member_idx on sign_in_links (member_id);
create index sign_in_links_expires_idx on sign_in_links (expires_at);

-- A session is this row; the cookie holds a random token whose SHA-256 is `token_hash`.
-- `last_seen_at` moves the idle expiry; `expires_at` is the absolute one; `ended_at` is sign-out,
-- removal of the member, or a newer sign-in in the same browser.
create table sessions (
  id uuid primary key,
  org_id uuid not null references organizations(id) on delete cascade,
  member_id uuid not null references members(id) on delete cascade,
  token_hash text not null unique,
  created_at timestamptz not null,
  last_seen_at timestamptz not null,
  expires_at timestamptz not null,
  ended_at timestamptz
);
create index sessions_member_idx on sessions (member_id) where ended_at is null;
create index sessions_expires_idx on sessions (expires_at);

-- Read state of the inbox, per member: every signal up to `seen_before` ("mark all read"), and
-- each signal marked read one by one after it.
create table inbox_marks (
  member_id uuid primary key references members(id) on delete cascade,
  org_id uuid not null references organizations(id) on delete cascade,
  seen_before timestamptz not null
);

create table signal_reads (
  member_id uuid not null references members(id) on delete cascade,
  signal_id uuid not null references signals(id) on delete cascade,
  org_id uuid not null references organizations(id) on delete cascade,
  read_at timestamptz not null,
  primary key (member_id, signal_id)
);
-- Deleting a company deletes its signals, and with them their reads.
create index signal_reads_signal_idx on signal_reads (signal_id);

-- The inbox (signals that need attention, newest first) and its unread count walk this.
create index signals_attention_idx on signals (org_id, created_at desc, id desc) where needs_attention;

-- The before and after text of each page whose lines the signal reports as changed, bounded by
-- the pipeline (src/pipeline/diff.ts `changedPageTexts`); null for signals of other changes and
-- for those recorded before this migration.
alter table signals add column diff_pages jsonb;
