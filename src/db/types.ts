import type { ColumnType, Insertable, Selectable, Updateable } from "kysely";

/** Columns with a database default: optional on insert. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;
/** Written by the database itself (triggers): selected, never inserted or updated. */
type ReadOnly<T> = ColumnType<T, never, never>;
type Json<T = unknown> = ColumnType<T, string | T, string | T>;

export interface OrganizationsTable {
  id: string;
  name: string;
  created_at: Date;
}

export type Role = "owner" | "member" | "viewer";
export interface MembersTable {
  id: string;
  org_id: string;
  email: string | null;
  name: string | null;
  role: Role;
  removed_at: Date | null;
  created_at: Date;
  /** An IANA time zone name: where the member's digest goes at 08:00; null until chosen (UTC). Migration 0017. */
  time_zone: Defaulted<string | null>;
  digest_frequency: Defaulted<DigestFrequency>;
  /** When the member last changed their digest settings; null: never (due from `created_at`). */
  digest_changed_at: Defaulted<Date | null>;
}

export type DigestFrequency = "weekly" | "daily" | "off";

/** A member's digest of one period (migration 0017): the unique (member_id, period) sends it once. */
export interface DigestsTable {
  id: string;
  org_id: string;
  member_id: string;
  period: string;
  status: "queued" | "empty" | "failed";
  covers_from: Date;
  covers_until: Date;
  outbox_id: string | null;
  signal_count: Defaulted<number>;
  lead_count: Defaulted<number>;
  failing_count: Defaulted<number>;
  error: string | null;
  created_at: Date;
}

export interface ApiKeysTable {
  id: string;
  org_id: string;
  member_id: string | null;
  name: string;
  prefix: string;
  secret_hash: string;
  scopes: string[];
  expires_at: Date | null;
  revoked_at: Date | null;
  last_used_at: Date | null;
  created_at: Date;
}

export interface AppSettingsTable {
  key: string;
  value: string;
}

export interface IdempotencyRecordsTable {
  key: string;
  request_hash: string;
  state: "in_progress" | "completed";
  response_status: number | null;
  response_body: Json | null;
  locked_until: Date;
  expires_at: Date;
  created_at: Date;
}

export type EnrichmentStatus = "queued" | "running" | "ready" | "partial" | "failed";
/** A source of a company asked between runs whether something new exists (migration 0018). */
export interface ChecksTable {
  id: string;
  org_id: string;
  entity_id: string;
  kind: string;
  source: string | null;
  url: string;
  etag: string | null;
  last_modified: string | null;
  fingerprint: string | null;
  interval_minutes: number;
  next_check_at: Date;
  last_checked_at: Date | null;
  last_changed_at: Date | null;
  failures: Defaulted<number>;
  bytes_received: Defaulted<number>;
  hub_url: Defaulted<string | null>;
  topic_url: Defaulted<string | null>;
  websub_secret: Defaulted<string | null>;
  websub_state: Defaulted<"pending" | "active" | "denied" | null>;
  websub_lease_until: Defaulted<Date | null>;
  created_at: Date;
}

export interface CheckTriggersTable {
  entity_id: string;
  day: string;
  runs: number;
}

export interface EntitiesTable {
  id: string;
  org_id: string;
  company_name: string | null;
  company_name_norm: Defaulted<string>;
  company_website: string | null;
  website_norm: string | null;
  company_linkedin_url: string | null;
  linkedin_norm: string | null;
  company_twitter_url: string | null;
  twitter_norm: string | null;
  /** A job board given by the user; null: only boards found on the site are read. */
  job_board_url: Defaulted<string | null>;
  things_to_track: string;
  alert_emails: string[];
  email_alerts_enabled: Defaulted<boolean>;
  cadence_days: Defaulted<number>;
  tags: Defaulted<string[]>;
  status: Defaulted<"ok" | "paused">;
  stage: Defaulted<string>;
  description: string | null;
  location: string | null;
  founding_year: number | null;
  confirmed_by_user: boolean | null;
  classification: Defaulted<string[]>;
  classification_paths: Defaulted<string>;
  enrichment_status: Defaulted<EnrichmentStatus>;
  enrichment_reason: string | null;
  enrichment_detail: Json | null;
  enrichment_started_at: Date | null;
  enrichment_finished_at: Date | null;
  last_scraped_at: Date | null;
  scrape_health_reason: string | null;
  created_by_member_id: string | null;
  created_at: Date;
  updated_at: Date;
  /* The company's latest signal, as the views show it: kept by the database's triggers on
   * `signals` (db/migrations/0007), never written by the application. */
  latest_signal_id: ReadOnly<string | null>;
  latest_signal_type: ReadOnly<string | null>;
  latest_signal_severity: ReadOnly<string | null>;
  latest_signal_needs_attention: ReadOnly<boolean | null>;
  latest_signal_summary: ReadOnly<string | null>;
  latest_signal_at: ReadOnly<Date | null>;
}

export interface FoundersTable {
  id: string;
  org_id: string;
  entity_id: string;
  name: string;
  name_norm: Defaulted<string>;
  linkedin_url: string | null;
  linkedin_norm: string | null;
  twitter_url: string | null;
  github_url: string | null;
  position: Defaulted<number>;
  created_at: Date;
  updated_at: Date;
}

export type RunTrigger = "first" | "cadence" | "refresh" | "check";
export type RunStatus = "queued" | "running" | "succeeded" | "failed";
export interface RunsTable {
  id: string;
  org_id: string;
  entity_id: string;
  trigger: RunTrigger;
  status: RunStatus;
  health_reason: string | null;
  error: string | null;
  queued_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
  created_at: Date;
}

export interface SnapshotsTable {
  id: string;
  org_id: string;
  entity_id: string;
  run_id: string;
  pages: Json;
  created_at: Date;
}

export interface SignalsTable {
  id: string;
  org_id: string;
  entity_id: string;
  /** The company's name, kept by the database (migration 0010): set on insert, rewritten on rename. */
  company_name: ReadOnly<string | null>;
  run_id: string | null;
  type: string;
  severity: string;
  recommendation: string;
  needs_attention: boolean;
  summary: string;
  evidence: Json<{ url: string; title: string }[]>;
  analysis: Json;
  /** The before and after text of the pages whose change it reports (migration 0015); null for others. */
  diff_pages: ColumnType<unknown, unknown, unknown>;
  created_at: Date;
}

export type AlertOutcome = "sent" | "suppressed" | "failed";
export interface AlertsTable {
  id: string;
  org_id: string;
  entity_id: string;
  /** The company's name, kept by the database (migration 0010). */
  company_name: ReadOnly<string | null>;
  signal_id: string | null;
  run_id: string | null;
  outcome: AlertOutcome;
  reason: string;
  recipients: Defaulted<string[]>;
  subject: string | null;
  rule_evaluations: Json<{ rule: string; matched: boolean; detail: string }[]>;
  created_at: Date;
}

export interface EmailOutboxTable {
  id: string;
  org_id: string;
  alert_id: string | null;
  recipients: string[];
  subject: string;
  text_body: string;
  html_body: string | null;
  status: Defaulted<"pending" | "sent" | "failed" | "logged">;
  attempts: Defaulted<number>;
  last_error: string | null;
  provider_message_id: string | null;
  created_at: Date;
  sent_at: Date | null;
  /** Headers beyond addresses and subject (List-Unsubscribe); null: none (migration 0017). */
  headers: ColumnType<Record<string, string> | null, string | null | undefined, string | null>;
}

export interface LeadsTable {
  id: string;
  org_id: string;
  source_entity_id: string | null;
  /** The source company's name, kept by the database (migration 0010); null without a source. */
  source_company_name: ReadOnly<string | null>;
  person_key: string;
  founder_name: string;
  founder_name_norm: Defaulted<string>;
  founder_linkedin_url: string | null;
  founder_twitter_url: string | null;
  company_name: string | null;
  company_name_norm: Defaulted<string>;
  company_website: string | null;
  website_norm: string | null;
  company_linkedin_url: string | null;
  company_twitter_url: string | null;
  stage: Defaulted<string>;
  classification: Defaulted<string[]>;
  classification_paths: Defaulted<string>;
  description: string | null;
  location: string | null;
  founding_year: number | null;
  team: Json;
  evidence: Json;
  decision_status: "accepted" | "rejected" | null;
  decided_at: Date | null;
  decided_by_member_id: string | null;
  tracked_entity_id: string | null;
  created_at: Date;
  updated_at: Date;
}

/**
 * One row per category a lead or company is in, and per ancestor of one, in list order: what the
 * sector filter walks (migration 0012). Written by the database only, never by the application.
 */
export interface LeadCategoriesTable {
  lead_id: ReadOnly<string>;
  category_id: ReadOnly<string>;
  org_id: ReadOnly<string>;
  created_at: ReadOnly<Date>;
}
export interface EntityCategoriesTable {
  entity_id: ReadOnly<string>;
  category_id: ReadOnly<string>;
  org_id: ReadOnly<string>;
  created_at: ReadOnly<Date>;
}

export type JobStatus = "pending" | "running" | "done" | "dead";
export interface JobsTable {
  id: string;
  kind: string;
  payload: Json;
  entity_id: string | null;
  dedupe_key: string | null;
  status: JobStatus;
  attempts: Defaulted<number>;
  max_attempts: Defaulted<number>;
  run_at: Date;
  locked_until: Date | null;
  last_error: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface EventsTable {
  id: string;
  org_id: string;
  type: string;
  entity_id: string | null;
  payload: Json;
  /** The event's `data` as sent to webhooks: rendered in the transaction of its change (null for internal events). */
  data: ColumnType<Json | null, Json | null | undefined, Json | null>;
  created_at: Date;
}

export type WebhookKind = "webhook" | "slack";
export type WebhookDeliveryStatus = "pending" | "delivered" | "failed";

export interface WebhookEndpointsTable {
  id: string;
  org_id: string;
  kind: WebhookKind;
  url: string;
  description: string | null;
  event_types: string[] | null;
  enabled: boolean;
  disabled_reason: string | null;
  secret: string;
  previous_secret: string | null;
  previous_secret_expires_at: Date | null;
  failing_since: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface WebhookDeliveriesTable {
  id: string;
  org_id: string;
  endpoint_id: string;
  event_id: string;
  event_type: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  last_status: number | null;
  last_latency_ms: number | null;
  last_error: string | null;
  next_attempt_at: Date | null;
  delivered_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** One attempt of a delivery (migration 0023): what the delivery's `last_*` columns held after it. */
export interface WebhookAttemptsTable {
  id: string;
  delivery_id: string;
  attempt: number;
  outcome: "delivered" | "failed";
  response_status: number | null;
  latency_ms: number;
  error: string | null;
  attempted_at: Date;
}

export type ImportStatus = "preview" | "running" | "done" | "cancelled";
export type ImportRowStatus = "new" | "existing" | "duplicate" | "invalid" | "scheduled" | "created" | "skipped";

/** A CSV import of companies (migration 0024, services/imports). */
export interface ImportsTable {
  id: string;
  org_id: string;
  member_id: string;
  file_name: string;
  file_sha256: string;
  status: ImportStatus;
  defaults: Json;
  columns: Json;
  total_rows: number;
  ip_address: string | null;
  user_agent: string | null;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
  updated_at: Date;
}

/** One row of an import's file (migration 0024). */
export interface ImportRowsTable {
  import_id: string;
  line: number;
  status: ImportRowStatus;
  label: string;
  website: string | null;
  input: Json | null;
  tags: string[];
  identity_keys: string[];
  errors: Json;
  entity_id: string | null;
  duplicate_of: number | null;
  run_after: Date | null;
  done_at: Date | null;
}

/** A single-use sign-in link (migration 0015): only its token's SHA-256 is kept. */
export interface SignInLinksTable {
  id: string;
  org_id: string;
  member_id: string;
  token_hash: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: Date;
}

/**
 * A secret handed from a creating form's POST to the page it redirects to, once (migration 0025,
 * services/shared/form-submissions.ts).
 */
export interface FormHandoversTable {
  token_hash: string;
  member_id: string;
  sealed: string;
  expires_at: Date;
  created_at: Date;
}

/** A signed-in browser (migration 0015); the cookie holds the token whose SHA-256 is `token_hash`. */
export interface SessionsTable {
  id: string;
  org_id: string;
  member_id: string;
  token_hash: string;
  created_at: Date;
  last_seen_at: Date;
  expires_at: Date;
  ended_at: Date | null;
}

/** A member's "mark all read": every signal created before `seen_before` is read (migration 0015). */
export interface InboxMarksTable {
  member_id: string;
  org_id: string;
  seen_before: Date;
}

/** A signal a member marked read (migration 0015). */
export interface SignalReadsTable {
  member_id: string;
  signal_id: string;
  org_id: string;
  read_at: Date;
}

/** One audited change (migration 0019), written in the change's transaction (services/audit/record.ts). */
export interface AuditEventsTable {
  id: string;
  org_id: string;
  created_at: Date;
  action: string;
  actor_kind: "member" | "key" | "system";
  actor_member_id: string | null;
  actor_key_id: string | null;
  actor_label: string;
  target_type: string;
  target_id: string | null;
  target_label: string | null;
  details: Json<Record<string, unknown>>;
  ip_address: string | null;
  user_agent: string | null;
}

/** A connection to the organisation's CRM (migration 0026, docs/integrations.md); the token only sealed. */
export interface IntegrationsTable {
  id: string;
  org_id: string;
  kind: "attio" | "affinity" | "hubspot";
  list_id: string;
  list_name: string;
  state: Defaulted<"active" | "paused" | "needs_attention">;
  state_reason: string | null;
  token_sealed: string;
  token_key_id: string;
  last_sync_at: Date | null;
  counts: ColumnType<
    Record<string, number>,
    string | Record<string, number> | undefined,
    string | Record<string, number>
  >;
  /** Who the list's companies are created as; null when that member is gone (the oldest owner then). */
  created_by_member_id: string | null;
  /** The defaults a company the list brings in is tracked with (docs/integrations.md). */
  things_to_track: Defaulted<string>;
  /** Empty: the member the companies are created as. */
  alert_emails: Defaulted<string[]>;
  cadence_days: Defaulted<number>;
  /** Connected from the web app and not synced yet: the hourly sync waits for the owner's preview. */
  awaiting_first_sync: Defaulted<boolean>;
  /** Each tracked lead's company is put on the list (db/migrations/0030). */
  add_leads_to_list: Defaulted<boolean>;
  created_at: Date;
  updated_at: Date;
}

/** A CRM record on a connection's list and the company it is (db/migrations/0027). */
export interface IntegrationLinksTable {
  integration_id: string;
  org_id: string;
  crm_record_id: string;
  entity_id: string;
  crm_name: string | null;
  crm_domain: string | null;
  on_list: Defaulted<boolean>;
  paused_by_sync: Defaulted<boolean>;
  created_company: boolean;
  created_at: Date;
  updated_at: Date;
}

/** An alert's note on a linked company's CRM record (db/migrations/0028). */
export interface IntegrationNotesTable {
  id: string;
  org_id: string;
  integration_id: string;
  alert_id: string;
  entity_id: string;
  crm_record_id: string;
  status: "pending" | "sending" | "written" | "failed";
  attempts: Defaulted<number>;
  crm_note_id: string | null;
  crm_status: number | null;
  error: string | null;
  created_at: Date;
  updated_at: Date;
  written_at: Date | null;
}

/** A tracked lead's company owed to a connection's CRM list (db/migrations/0030). */
export interface IntegrationLeadsTable {
  id: string;
  org_id: string;
  integration_id: string;
  entity_id: string;
  lead_id: string | null;
  status: "pending" | "added" | "failed";
  attempts: Defaulted<number>;
  crm_record_id: string | null;
  crm_status: number | null;
  error: string | null;
  created_at: Date;
  updated_at: Date;
}

/** One sync of a connection, as the sync log shows it. */
export interface IntegrationSyncsTable {
  id: string;
  org_id: string;
  integration_id: string;
  trigger: "api" | "web" | "schedule";
  status: "running" | "succeeded" | "failed";
  counts: Json<Record<string, unknown>>;
  crm_status: number | null;
  error: string | null;
  started_at: Date;
  finished_at: Date | null;
}

export interface SchemaMigrationsTable {
  name: string;
  applied_at: Date;
}

export interface Database {
  organizations: OrganizationsTable;
  members: MembersTable;
  api_keys: ApiKeysTable;
  app_settings: AppSettingsTable;
  idempotency_records: IdempotencyRecordsTable;
  entities: EntitiesTable;
  founders: FoundersTable;
  runs: RunsTable;
  snapshots: SnapshotsTable;
  signals: SignalsTable;
  alerts: AlertsTable;
  email_outbox: EmailOutboxTable;
  digests: DigestsTable;
  checks: ChecksTable;
  check_triggers: CheckTriggersTable;
  leads: LeadsTable;
  lead_categories: LeadCategoriesTable;
  entity_categories: EntityCategoriesTable;
  jobs: JobsTable;
  events: EventsTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
  sign_in_links: SignInLinksTable;
  form_handovers: FormHandoversTable;
  sessions: SessionsTable;
  inbox_marks: InboxMarksTable;
  signal_reads: SignalReadsTable;
  audit_events: AuditEventsTable;
  imports: ImportsTable;
  import_rows: ImportRowsTable;
  integrations: IntegrationsTable;
  integration_links: IntegrationLinksTable;
  integration_syncs: IntegrationSyncsTable;
  integration_notes: IntegrationNotesTable;
  integration_leads: IntegrationLeadsTable;
  schema_migrations: SchemaMigrationsTable;
}

export type Organization = Selectable<OrganizationsTable>;
export type Member = Selectable<MembersTable>;
export type ApiKeyRow = Selectable<ApiKeysTable>;
export type EntityRow = Selectable<EntitiesTable>;
export type NewEntity = Insertable<EntitiesTable>;
export type EntityUpdate = Updateable<EntitiesTable>;
export type FounderRow = Selectable<FoundersTable>;
export type RunRow = Selectable<RunsTable>;
export type SignalRow = Selectable<SignalsTable>;
export type AlertRow = Selectable<AlertsTable>;
export type LeadRow = Selectable<LeadsTable>;
export type JobRow = Selectable<JobsTable>;
export type WebhookEndpointRow = Selectable<WebhookEndpointsTable>;
export type WebhookDeliveryRow = Selectable<WebhookDeliveriesTable>;
export type WebhookAttemptRow = Selectable<WebhookAttemptsTable>;
export type EventRow = Selectable<EventsTable>;
export type IntegrationRow = Selectable<IntegrationsTable>;
export type IntegrationSyncRow = Selectable<IntegrationSyncsTable>;
export type IntegrationLinkRow = Selectable<IntegrationLinksTable>;
export type IntegrationNoteRow = Selectable<IntegrationNotesTable>;
