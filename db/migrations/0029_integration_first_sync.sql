-- A CRM connected from the web app waits for its first sync until an owner has previewed it (docs/
-- integrations.md, "Sync"): the hourly sync leaves it alone until then, so nothing is created before
-- the owner has seen what would be.
alter table integrations add column awaiting_first_sync boolean not null default false;
