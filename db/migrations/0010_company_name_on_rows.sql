-- Signals, alerts and leads show their company's name. Reading it from `entities` was a
-- primary-key probe per row: four fifths of a list page's buffers and most of its statement's
-- time (bench/results.md, issue 21). Each row now carries the name it shows.
--
-- The database keeps it, whoever writes (a run, the seeder, a rename, a cascade): a row takes its
-- company's name when it is inserted, and a rename is written to every row of the company in the
-- rename's transaction. The insert locks the company row (as a rename does) before reading the
-- name, so a rename and a run racing on one company leave every row with the name that won.
alter table signals add column company_name text;
alter table alerts add column company_name text;
alter table leads add column source_company_name text;

update signals s set company_name = e.company_name from entities e where e.id = s.entity_id;
update alerts a set company_name = e.company_name from entities e where e.id = a.entity_id;
update leads l set source_company_name = e.company_name from entities e where e.id = l.source_entity_id;

create function pta_row_company_name() returns trigger language plpgsql as $$
begin
  select e.company_name into new.company_name from entities e where e.id = new.entity_id for no key update;
  return new;
end
$$;

create trigger signals_company_name before insert or update of entity_id on signals
  for each row execute function pta_row_company_name();
create trigger alerts_company_name before insert or update of entity_id on alerts
  for each row execute function pta_row_company_name();

-- A lead's source may be none, or become none when its company is deleted (on delete set null).
create function pta_lead_source_company_name() returns trigger language plpgsql as $$
begin
  if new.source_entity_id is null then
    new.source_company_name := null;
  else
    select e.company_name into new.source_company_name from entities e where e.id = new.source_entity_id for no key update;
  end if;
  return new;
end
$$;

create trigger leads_source_company_name before insert or update of source_entity_id on leads
  for each row execute function pta_lead_source_company_name();

create function pta_company_renamed() returns trigger language plpgsql as $$
begin
  update signals set company_name = new.company_name where entity_id = new.id;
  update alerts set company_name = new.company_name where entity_id = new.id;
  update leads set source_company_name = new.company_name where source_entity_id = new.id;
  return null;
end
$$;

create trigger entities_company_renamed after update of company_name on entities
  for each row when (old.company_name is distinct from new.company_name)
  execute function pta_company_renamed();
