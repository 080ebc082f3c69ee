import { JOB_DELIVER_WEBHOOK } from "../db/events";
import { jobHandlers } from "../lifecycle/handlers";
import type { JobHandlers } from "../lifecycle/jobs";
import { deliverWebhookJob } from "./webhooks/deliver";
import { digestJob, JOB_DIGEST } from "./digest/send";
import { JOB_IMPORT } from "./imports/start";
import { importJob } from "./imports/work";
import { integrationSyncJob } from "./integrations/schedule";
import { JOB_INTEGRATION_SYNC } from "./integrations/sync";
import { integrationNoteJob } from "./integrations/write-note";
import { JOB_INTEGRATION_NOTE } from "../db/crm-notes";
import { JOB_INTEGRATION_LEAD } from "../db/crm-leads";
import { integrationLeadJob } from "./integrations/push-lead";

/**
 * Every job kind the runner works: the lifecycle's, and webhook deliveries, digests, imports, CRM
 * syncs, notes and leads, which render the API's views or read across the organisation and so live
 * with the services.
 */
export const allJobHandlers: JobHandlers = {
  ...jobHandlers,
  [JOB_DELIVER_WEBHOOK]: deliverWebhookJob,
  [JOB_DIGEST]: digestJob,
  [JOB_IMPORT]: importJob,
  [JOB_INTEGRATION_SYNC]: integrationSyncJob,
  [JOB_INTEGRATION_NOTE]: integrationNoteJob,
  [JOB_INTEGRATION_LEAD]: integrationLeadJob,
};
