export { createPartnerTrackingClient } from "./client.js";
export type {
  AlertListQuery,
  CallOptions,
  ClientOptions,
  CompanyListQuery,
  KeyedCallOptions,
  LeadListQuery,
  ListQuery,
  PartnerTrackingClient,
  RefreshRecord,
  SignalListQuery,
  View,
  WebhookDeliveryListQuery,
  WebhookListQuery,
} from "./client.js";
export { PartnerTrackingError } from "./errors.js";
export { Paginated, type Page } from "./paginate.js";
export type { RetryOptions } from "./retry.js";
export type { WaitOptions } from "./wait.js";
export { verifyWebhook, type VerifyWebhookOptions, type WebhookHeaders } from "./webhooks.js";
export type { components, operations, paths } from "./schema.js";
