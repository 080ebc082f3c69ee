-- Every company in a list or a single read shows its latest signal. Looking it up per company (a
-- correlated subquery over `signals`) was most of a tracker page's cost in Postgres; the company
-- row now carries what the views show of it (bench/results.md, issue 21).
--
-- The database keeps these columns, in the transaction that inserts or deletes signals, whoever
-- does it (a run, the bulk seeder, a cascade): triggers, not application code, so no writer can
-- forget them. "Latest" is the greatest (created_at, id), as the views always ordered it. The
-- update waits for the company row's lock and then re-checks its condition against the committed
-- row, so runs racing on one company leave the greater of their signals, whatever the order.
alter table entities
  add column latest_signal_id uuid,
  add column latest_signal_type text,
  add column latest_signal_severity text,
  add column latest_signal_needs_attention boolean,
  add column latest_signal_summary text,
  add column latest_signal_at timestamptz;

update entities e set
  latest_signal_id = s.id,
  latest_signal_type = s.type,
  latest_signal_severity = s.severity,
  latest_signal_needs_attention = s.needs_attention,
  latest_signal_summary = s.summary,
  latest_signal_at = s.created_at
from (
  select distinct on (entity_id) entity_id, id, type, severity, needs_attention, summary, created_at
  from signals order by entity_id, created_at desc, id desc
) s
where e.id = s.entity_id;

-- A statement's new signals (one from a run, thousands from the seeder): each company takes its
-- newest, unless it already shows a newer one.
create function pta_latest_signal_inserted() returns trigger language plpgsql as $$
begin
  update entities e set
    latest_signal_id = n.id,
    latest_signal_type = n.type,
    latest_signal_severity = n.severity,
    latest_signal_needs_attention = n.needs_attention,
    latest_signal_summary = n.summary,
    latest_signal_at = n.created_at
  from (
    select distinct on (entity_id) entity_id, id, type, severity, needs_attention, summary, created_at
    from new_signals order by entity_id, created_at desc, id desc
  ) n
  where e.id = n.entity_id
    and (e.latest_signal_id is null or (n.created_at, n.id) > (e.latest_signal_at, e.latest_signal_id));
  return null;
end
$$;

create trigger signals_latest_inserted
  after insert on signals referencing new table as new_signals
  for each statement execute function pta_latest_signal_inserted();

-- A company whose shown signal was deleted shows the newest one left (none: all null).
create function pta_latest_signal_deleted() returns trigger language plpgsql as $$
begin
  update entities e set
    (latest_signal_id, latest_signal_type, latest_signal_severity, latest_signal_needs_attention, latest_signal_summary, latest_signal_at) = (
      select s.id, s.type, s.severity, s.needs_attention, s.summary, s.created_at
      from signals s where s.entity_id = e.id
      order by s.created_at desc, s.id desc limit 1
    )
  where e.latest_signal_id in (select id from old_signals);
  return null;
end
$$;

create trigger signals_latest_deleted
  after delete on signals referencing old table as old_signals
  for each statement execute function pta_latest_signal_deleted();

-- Signals are not edited by the service; should one be (an operator, a test), every company it
-- belonged to or now belongs to is worked out again.
create function pta_latest_signal_updated() returns trigger language plpgsql as $$
begin
  update entities e set
    (latest_signal_id, latest_signal_type, latest_signal_severity, latest_signal_needs_attention, latest_signal_summary, latest_signal_at) = (
      select s.id, s.type, s.severity, s.needs_attention, s.summary, s.created_at
      from signals s where s.entity_id = e.id
      order by s.created_at desc, s.id desc limit 1
    )
  where e.id in (select entity_id from old_signals union select entity_id from new_signals);
  return null;
end
$$;

create trigger signals_latest_updated
  after update on signals referencing old table as old_signals new table as new_signals
  for each statement execute function pta_latest_signal_updated();
