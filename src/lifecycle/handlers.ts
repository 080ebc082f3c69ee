import { checksJob, JOB_CHECKS } from "./checks";
import { enrichJob } from "./enrich-job";
import { JOB_DELIVER_EMAIL, JOB_ENRICH, JOB_RUN, type JobHandlers } from "./jobs";
import { deliverEmailJob } from "./mail";
import { runJob } from "./run-job";

/** Every job kind and its handler. Each handler must be safe to run twice. */
export const jobHandlers: JobHandlers = {
  [JOB_ENRICH]: enrichJob,
  [JOB_RUN]: runJob,
  [JOB_DELIVER_EMAIL]: deliverEmailJob,
  [JOB_CHECKS]: (ctx) => checksJob(ctx),
};
