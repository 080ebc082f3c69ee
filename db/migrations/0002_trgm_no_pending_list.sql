-- PGlite never autovacuums, so GIN's pending list (fastupdate) would grow without bound and every
-- fuzzy lookup would scan it in full. Writing straight into the trigram indexes keeps lookups fast
-- on every dialect at a small cost per insert.
alter index entities_name_trgm_idx set (fastupdate = off);
alter index founders_name_trgm_idx set (fastupdate = off);
