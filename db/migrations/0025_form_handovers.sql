-- A secret shown once after a creating form's post-redirect-get (docs/web.md "Forms"): the POST
-- that made a key or a webhook leaves its secret here and redirects; the page it redirects to
-- takes it, deleting the row, so it is shown once and a reload shows it no more. Kept sealed
-- (AES-GCM under a key derived from the form's token, which only the member's page holds) and for
-- minutes only; housekeeping deletes what nobody took.
create table form_handovers (
  -- SHA-256 of the member id and the form's token: the submission this hands over.
  token_hash text primary key,
  member_id uuid not null references members(id) on delete cascade,
  -- base64 of the 12-byte IV and the ciphertext of the JSON handed over.
  sealed text not null,
  expires_at timestamptz not null,
  created_at timestamptz not null
);
create index form_handovers_expires_idx on form_handovers (expires_at);
