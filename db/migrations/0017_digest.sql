-- The digest (docs/digest.md): each member's email of what needs attention, weekly by default,
-- at 08:00 in their own time zone.

-- A member's choices. `time_zone` is an IANA name, null until the member chooses one (their
-- digest goes at 08:00 UTC meanwhile, and Settings suggests the browser's zone); `digest_changed_at`
-- is when the member last changed either setting (null: never, and their digests are due from
-- `created_at` on), so a digest falls due only at an 08:00 that comes after the member joined or
-- chose it.
alter table members add column time_zone text;
alter table members add column digest_frequency text not null default 'weekly'
  check (digest_frequency in ('weekly', 'daily', 'off'));
alter table members add column digest_changed_at timestamptz;
-- Members stored before this migration start at its time: their first digest is the first 08:00
-- after it, not one at once for a week that began before the digest existed.
update members set digest_changed_at = now();

-- One row per member and period (`weekly:2026-03-02`, `daily:2026-03-03`: the frequency and the
-- local date of the 08:00 it fell due at), written in the transaction that queues its mail: the
-- unique key is what makes a digest go once, however many processes compose it at once.
-- `status`: `queued` (its mail is in the outbox), `empty` (nothing to tell: no mail), `failed`
-- (it could not be composed; the period is given up rather than retried for ever).
create table digests (
  id uuid primary key,
  org_id uuid not null references organizations(id) on delete cascade,
  member_id uuid not null references members(id) on delete cascade,
  period text not null,
  status text not null check (status in ('queued', 'empty', 'failed')),
  covers_from timestamptz not null,
  covers_until timestamptz not null,
  outbox_id uuid references email_outbox(id) on delete set null,
  signal_count integer not null default 0,
  lead_count integer not null default 0,
  failing_count integer not null default 0,
  error text,
  created_at timestamptz not null,
  unique (member_id, period)
);
-- "Since their last digest": the member's latest period.
create index digests_member_until_idx on digests (member_id, covers_until desc);

-- Mail headers beyond the addresses and subject (the digest's List-Unsubscribe, RFC 8058), sent
-- by a transport that can carry them.
alter table email_outbox add column headers jsonb;
