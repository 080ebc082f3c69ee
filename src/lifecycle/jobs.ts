import type { AppDeps } from "../services/deps";
import type { JobRow } from "../db/types";

/** A job handler must be safe to run twice: delivery is at least once. */
export type JobHandler = (deps: AppDeps, payload: Record<string, unknown>, job: JobRow) => Promise<void>;
export type JobHandlers = Record<string, JobHandler>;

/** Wakes whatever works the jobs table after a commit: the local worker, or QStash. */
export interface JobDispatcher {
  readonly name: string;
  dispatch(jobIds: string[]): Promise<void>;
}
