-- The sector filter of GET /tracker and GET /leads asks for "the newest rows in this category or
-- below it". The rows carry their category ids in an array (`classification`), which no ordered
-- index can serve: a page walked the newest rows and tested each until it had 26, about 200 leads
-- for a common sector like fintech (236 buffers, bench/results.md "Issue 21, seventh pass"), and
-- far more for a rare one. Each of the two tables now has an index table beside it: one row per
-- category a row is in, and per ancestor of one, in list order. A sector's page is then a walk of
-- that index, 26 entries long.
--
-- A category id is its path (`fintech/payments/bnpl`), so its ancestors are its prefixes and the
-- database derives them without the taxonomy. The database keeps both tables, whoever writes
-- (a run, enrichment, the seeder), in the transaction of the write.

-- The id and each of its ancestors: 'a/b/c' gives 'a', 'a/b', 'a/b/c'.
create function pta_category_closure(ids text[]) returns setof text language sql immutable as $$
  select distinct array_to_string(parts[1:n], '/')
  from unnest(ids) as id
  cross join lateral string_to_array(id, '/') as parts
  cross join lateral generate_series(1, cardinality(parts)) as n
  where id <> ''
$$;

create table lead_categories (
  lead_id uuid not null references leads(id) on delete cascade,
  category_id text not null,
  org_id uuid not null,
  created_at timestamptz not null,
  primary key (lead_id, category_id)
);
create index lead_categories_list_idx on lead_categories (org_id, category_id, created_at desc, lead_id desc);

create table entity_categories (
  entity_id uuid not null references entities(id) on delete cascade,
  category_id text not null,
  org_id uuid not null,
  created_at timestamptz not null,
  primary key (entity_id, category_id)
);
create index entity_categories_list_idx on entity_categories (org_id, category_id, created_at desc, entity_id desc);

-- A page walks one category, where each row's id appears once. Told the truth about the whole
-- table (each id about three times: a category and its ancestors), the planner put a cache before
-- each primary-key probe of the page's rows (Memoize), expecting repeats that never come: 26 misses,
-- and a third of the statement's time (0.11 against 0.075 ms for 26 leads). The ids are declared
-- distinct, as they are in any one category; nothing else reads these tables by them.
alter table lead_categories alter column lead_id set (n_distinct = -1);
alter table entity_categories alter column entity_id set (n_distinct = -1);

insert into lead_categories (lead_id, category_id, org_id, created_at)
  select l.id, c, l.org_id, l.created_at from leads l cross join lateral pta_category_closure(l.classification) c;
insert into entity_categories (entity_id, category_id, org_id, created_at)
  select e.id, c, e.org_id, e.created_at from entities e cross join lateral pta_category_closure(e.classification) c;

-- Both tables are kept by the same two functions; the trigger names the index table and its id
-- column (TG_ARGV). Inserts: once per statement (the seeder writes thousands of rows in one).
create function pta_categories_inserted() returns trigger language plpgsql as $$
begin
  execute format(
    'insert into %I (%I, category_id, org_id, created_at)
     select n.id, c, n.org_id, n.created_at from new_rows n cross join lateral pta_category_closure(n.classification) c',
    tg_argv[0], tg_argv[1]);
  return null;
end
$$;
create trigger leads_categories_inserted after insert on leads
  referencing new table as new_rows for each statement execute function pta_categories_inserted('lead_categories', 'lead_id');
create trigger entities_categories_inserted after insert on entities
  referencing new table as new_rows for each statement execute function pta_categories_inserted('entity_categories', 'entity_id');

-- Updates (enrichment reclassifies a company): the row's entries are written again.
create function pta_categories_changed() returns trigger language plpgsql as $$
begin
  execute format('delete from %I where %I = $1', tg_argv[0], tg_argv[1]) using new.id;
  execute format(
    'insert into %I (%I, category_id, org_id, created_at) select $1, c, $2, $3 from pta_category_closure($4) c',
    tg_argv[0], tg_argv[1]) using new.id, new.org_id, new.created_at, new.classification;
  return null;
end
$$;
create trigger leads_categories_changed after update of classification, org_id, created_at on leads
  for each row when (old.classification is distinct from new.classification or old.org_id is distinct from new.org_id
    or old.created_at is distinct from new.created_at)
  execute function pta_categories_changed('lead_categories', 'lead_id');
create trigger entities_categories_changed after update of classification, org_id, created_at on entities
  for each row when (old.classification is distinct from new.classification or old.org_id is distinct from new.org_id
    or old.created_at is distinct from new.created_at)
  execute function pta_categories_changed('entity_categories', 'entity_id');
