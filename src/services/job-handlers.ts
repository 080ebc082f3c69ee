import { JOB_DELIVER_WEBHOOK } from "../db/events";
import { jobHandlers } from "../lifecycle/handlers";
import type { JobHandlers } from "../lifecycle/jobs";
import { deliverWebhookJob } from "./webhooks/deliver";

/**
 * Every job kind the runner works: the lifecycle's, and webhook deliveries, which render the API's
 * views and so live with the services.
 */
export const allJobHandlers: JobHandlers = { ...jobHandlers, [JOB_DELIVER_WEBHOOK]: deliverWebhookJob };
