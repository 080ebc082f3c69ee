-- Company imports from CSV (issue 33 point 4, docs/web.md "Import CSV"). An upload is kept as a
-- preview (each row classified: new, already tracked, a duplicate of another row, or invalid with
-- the API's messages); starting it gives each new row the hour it may be created in, at most the
-- create limit's 200 an hour, and the `import` job creates the due ones, a row at a time in its
-- own transaction with its company, so a restart or a second worker loses or doubles nothing.
create table imports (
  id uuid primary key,
  org_id uuid not null references organizations(id) on delete cascade,
  member_id uuid not null references members(id),
  file_name text not null,
  -- The upload's SHA-256, to tell the member a file was imported before.
  file_sha256 text not null,
  status text not null check (status in ('preview', 'running', 'done', 'cancelled')),
  -- What rows without them get: thingsToTrack, alertEmails, cadenceDays.
  defaults jsonb not null default '{}',
  -- The columns read and the ones ignored, as the preview shows them.
  columns jsonb not null default '{}',
  total_rows integer not null,
  -- From where it was started, for the audit rows of the companies it creates.
  ip_address text,
  user_agent text,
  created_at timestamptz not null,
  started_at timestamptz,
  finished_at timestamptz,
  updated_at timestamptz not null
);
create index imports_org_created_idx on imports (org_id, created_at desc, id desc);

create table import_rows (
  import_id uuid not null references imports(id) on delete cascade,
  -- The row's line in the file (the header is line 1), as a spreadsheet numbers it.
  line integer not null,
  status text not null check (status in ('new', 'existing', 'duplicate', 'invalid', 'scheduled', 'created', 'skipped')),
  -- The company as the row names it, for the preview.
  label text not null,
  website text,
  -- The create request the row makes (null for an invalid row), and its tags.
  input jsonb,
  tags text[] not null default '{}',
  -- What identifies the company (normalised website, LinkedIn page, or name without either), to
  -- find duplicates in the file and in other imports still under way.
  identity_keys text[] not null default '{}',
  -- [{ column, message }]: why an invalid row is, or why a row was skipped.
  errors jsonb not null default '[]',
  -- The company tracked already (existing) or created (created).
  entity_id uuid,
  -- The earlier row of the file this one repeats.
  duplicate_of integer,
  -- When a new row may be created (the create limit's hour it falls in).
  run_after timestamptz,
  done_at timestamptz,
  primary key (import_id, line)
);
-- The job's next due rows of an import.
create index import_rows_due_idx on import_rows (import_id, run_after, line) where status in ('new', 'scheduled');
