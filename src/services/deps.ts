import type { Config } from "../config";
import type { Db, DatabaseHandle } from "../db/database";
import type { EventDataRenderer } from "../db/events";
import type { JobDispatcher } from "../lifecycle/jobs";
import type { Pipeline } from "../lifecycle/pipeline-port";
import type { Clock } from "../platform/clock";
import type { CounterStore } from "../platform/counters";
import type { IdempotencyStore } from "../platform/idempotency";
import type { Logger } from "../platform/logger";
import type { LastUsedRecorder } from "./keys/last-used";
import type { KeyRecord } from "./keys/authenticate";
import type { AuthCache } from "./access/auth-cache";
import type { CursorCodec } from "./lists/paging";
import type { TermClassifier } from "../taxonomy/types";
import type { Fetcher, Poster } from "../platform/fetcher";
import type { MailTransport } from "../platform/mail-transport";
import type { ViewerAsset } from "../platform/viewer-asset";

/** Counters an operator reads on /healthz. */
export interface Metrics {
  failOpen: number;
  idempotencyFailOpen: number;
}

/**
 * Everything a request or job needs, built once per process on Node and per request on Workers
 * (where a database connection must not outlive its request). Reaches handlers through the Hono
 * context and services through their first argument.
 */
export interface AppDeps {
  config: Config;
  db: Db;
  dbKind: DatabaseHandle["kind"];
  clock: Clock;
  logger: Logger;
  counters: CounterStore;
  idempotency: IdempotencyStore;
  lastUsed: LastUsedRecorder;
  /** Verified API keys kept between requests (Node, while the database's notifications are heard). */
  authCache?: AuthCache<KeyRecord>;
  cursors: CursorCodec;
  metrics: Metrics;
  /** Rate limits can be switched off (benchmarks measure their cost); always on in production. */
  rateLimitsEnabled: boolean;
  /** What enrichment and tracker runs do (collect, analyse, alert, discover leads). */
  pipeline: Pipeline;
  /** Wakes the runner of the jobs table after a commit (local job runner, or QStash). */
  jobs: JobDispatcher;
  /**
   * Renders an event's `data` in its change's transaction, for the lifecycle and the pipeline
   * (services/webhooks/event-data.ts).
   */
  eventData: EventDataRenderer;
  /** Workers: keeps the isolate alive for work after the response. Node: runs it detached. */
  waitUntil: (p: Promise<unknown>) => void;
  /**
   * Maps `classification` filter terms onto the taxonomy (spec 4.1): the language model when
   * LLM_BASE_URL is set, the lexical classifier otherwise. Absent: lexical.
   */
  sectorClassifier?: TermClassifier;
  /** How long a list waits for `sectorClassifier` before it matches stored paths as text. */
  sectorClassifierTimeoutMs?: number;
  /**
   * Outbound page fetches outside the pipeline (draft enrichment). Node sets the DNS-checking
   * fetcher; absent: one built from the configuration that checks literal addresses (Workers).
   */
  fetcher?: Fetcher;
  /**
   * Sends the mail of the outbox (job `deliver_email`). null: mail stays in the outbox as
   * `logged`. Absent: Resend when RESEND_API_KEY is set, else null.
   */
  mail?: MailTransport | null;
  /**
   * The reference page's viewer script (GET /api/v1/docs). Node reads it from node_modules; a
   * Worker whose entry bundles it passes it in. Absent: the page answers 404.
   */
  viewer?: ViewerAsset;
  /** POSTs webhook deliveries (tests stand one in); absent: `fetcher` (platform/from-config.ts `posterOf`). */
  poster?: Poster;
}
