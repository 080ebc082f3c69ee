import type { Db } from "../db/database";
import type { EventDataRenderer } from "../db/events";
import type { EntityRow, FounderRow, RunRow } from "../db/types";
import type { Clock } from "../platform/clock";

/**
 * The port between the run lifecycle (queue, state machine, scheduler) and what a run does
 * (collect, analyse, alert, discover leads). The lifecycle owns every state field (enrichment
 * status, run status, lastScrapedAt, scrapeHealthReason); the pipeline does the slow work outside
 * any transaction and hands back a `record` step that the lifecycle runs inside its transaction,
 * so a run's results and its state change commit together or not at all.
 */
export interface EntityWithFounders {
  entity: EntityRow;
  founders: FounderRow[];
}

export interface EnrichOutcome {
  status: "ready" | "partial" | "failed";
  /** Why it is partial or failed (`website_unreachable`, `blocked_by_robots`, …); null when ready. */
  reason: string | null;
  /** Writes what was found (links, description, stage, classification, founders' links). */
  record(trx: Db): Promise<void>;
}

export interface RunOutcome {
  /** `healthy`, or a short reason of the run's trouble (`website_unreachable`, `blocked_by_robots`, …). */
  healthReason: string;
  /** Writes the snapshot, signal, alert, outbox mail and leads; returns ids of jobs it queued. */
  record(trx: Db): Promise<{ jobIds: string[] }>;
}

/**
 * The ports a pipeline call is given by its caller: the database and clock of this process (or,
 * on Workers, this request), and the renderer of events' `data` (the services' views, which the
 * pipeline may not import). The pipeline's other ports (fetcher, language model, classifier,
 * settings) are bound when it is built (src/pipeline/index.ts `createPipeline`).
 */
export interface PipelineContext {
  db: Db;
  clock: Clock;
  eventData: EventDataRenderer;
}

export interface Pipeline {
  enrich(ctx: PipelineContext, target: EntityWithFounders): Promise<EnrichOutcome>;
  run(ctx: PipelineContext, target: EntityWithFounders & { run: RunRow }): Promise<RunOutcome>;
  /**
   * The outcome of a run whose every attempt threw: every run makes exactly one signal (decisions
   * "Enumerations"), so this one records a signal saying the run failed, and its alert.
   */
  failedRun(ctx: PipelineContext, target: EntityWithFounders & { run: RunRow }): RunOutcome;
}
