-- Each attempt of a webhook delivery (issue 33 point 3: the delivery log shows every attempt's
-- answer and latency, not only the last). Written by the deliver_webhook job in the transaction
-- that records the attempt on its delivery; goes with its delivery (retention, a deleted endpoint).
create table webhook_attempts (
  id uuid primary key,
  delivery_id uuid not null references webhook_deliveries(id) on delete cascade,
  -- 1, 2, …: the delivery's attempt count after this attempt (a retry goes on counting).
  attempt integer not null,
  outcome text not null check (outcome in ('delivered', 'failed')),
  -- The answer's HTTP status; null when none came (a timeout, a refused connection).
  response_status integer,
  latency_ms integer not null,
  error text,
  attempted_at timestamptz not null
);
create index webhook_attempts_delivery_idx on webhook_attempts (delivery_id, attempt desc);
