import { JOB_DELIVER_EMAIL, deliverEmailJob } from "./mail";
import { JOB_ENRICH, JOB_RUN } from "./queue";
import { enrichJob } from "./enrich-job";
import { runJob } from "./run-job";
import type { JobHandlers } from "./jobs";

/** Every job kind and its handler. Each handler must be safe to run twice. */
export const jobHandlers: JobHandlers = {
  [JOB_ENRICH]: enrichJob,
  [JOB_RUN]: runJob,
  [JOB_DELIVER_EMAIL]: deliverEmailJob,
};
