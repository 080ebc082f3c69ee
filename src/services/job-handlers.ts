import { JOB_DELIVER_WEBHOOK } from "../db/events";
import { jobHandlers } from "../lifecycle/handlers";
import type { JobHandlers } from "../lifecycle/jobs";
import { deliverWebhookJob } from "./webhooks/deliver";
import { digestJob, JOB_DIGEST } from "./digest/send";

/**
 * Every job kind the runner works: the lifecycle's, and webhook deliveries and digests, which
 * render the API's views or read across the organisation and so live with the services.
 */
export const allJobHandlers: JobHandlers = { ...jobHandlers, [JOB_DELIVER_WEBHOOK]: deliverWebhookJob, [JOB_DIGEST]: digestJob };
