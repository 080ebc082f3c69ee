import { JOB_DELIVER_EMAIL, deliverEmailJob } from "../services/mailer";
import { JOB_ENRICH, JOB_RUN } from "../services/tracker/lifecycle";
import { enrichJob } from "./enrich-job";
import { runJob } from "./run-job";
import type { JobHandlers } from "./types";

/** Every job kind and its handler. Each handler must be safe to run twice. */
export const jobHandlers: JobHandlers = {
  [JOB_ENRICH]: enrichJob,
  [JOB_RUN]: runJob,
  [JOB_DELIVER_EMAIL]: deliverEmailJob,
};
