-- A LinkedIn URL that names no page (linkedin.com/company/ with no slug, /feed/, the home page)
-- used to be kept as an identifier, so two unrelated companies given the same placeholder matched
-- each other under the existing-company rule. Identifiers are now pages only
-- (src/services/tracker/identity.ts linkedinPage); the ones stored before are cleared.
update entities set linkedin_norm = null
  where linkedin_norm is not null and linkedin_norm !~ '^linkedin\.com/(company|school|showcase|in)/[^/]+$';
update founders set linkedin_norm = null
  where linkedin_norm is not null and linkedin_norm !~ '^linkedin\.com/(company|school|showcase|in)/[^/]+$';
