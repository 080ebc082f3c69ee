-- The Node server keeps recently verified API keys in memory so an authenticated request costs one
-- round trip to the database instead of two (bench/results.md). Whatever could change a verdict
-- (a key revoked, re-scoped or expiring; a member removed or moved; a name shown in the Actor) is
-- announced on the channel `pta_auth_changed`, from whichever process or tool made the change;
-- every server listening empties its cache at once. `UPDATE OF` leaves out the frequent
-- last_used_at writes. Notifications are sent at commit and a transaction's duplicates collapse.
create function pta_notify_auth_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('pta_auth_changed', '');
  return null;
end
$$;

create trigger api_keys_auth_changed
  after update of revoked_at, expires_at, scopes, member_id, org_id, secret_hash, name or delete on api_keys
  for each statement execute function pta_notify_auth_changed();

create trigger members_auth_changed
  after update of removed_at, role, org_id, email, name or delete on members
  for each statement execute function pta_notify_auth_changed();

create trigger organizations_auth_changed
  after update of name or delete on organizations
  for each statement execute function pta_notify_auth_changed();
