import createFetchClient, { type Client as FetchClient } from "openapi-fetch";
import { Paginated } from "./paginate.js";
import {
  abortableSleep,
  DEFAULT_RETRY,
  send,
  type Answer,
  type CallKind,
  type RetryEnv,
  type RetryOptions,
} from "./retry.js";
import type { components, paths } from "./schema.js";
import { waitForEnrichment, waitForRun, type Poller, type WaitOptions } from "./wait.js";

type Schemas = components["schemas"];
type QueryOf<P extends keyof paths> = paths[P] extends { get: { parameters: { query?: infer Q } } }
  ? NonNullable<Q>
  : never;
/** A list's filters; `limit` may be a number, `cursor` starts from a page other than the first. */
export type ListQuery<P extends keyof paths> = Omit<QueryOf<P>, "limit"> & { limit?: number | string };

export type CompanyListQuery = ListQuery<"/api/v1/tracker">;
export type SignalListQuery = ListQuery<"/api/v1/signals">;
export type AlertListQuery = ListQuery<"/api/v1/alerts">;
export type LeadListQuery = ListQuery<"/api/v1/leads">;
export type WebhookListQuery = ListQuery<"/api/v1/webhooks">;
export type WebhookDeliveryListQuery = ListQuery<"/api/v1/webhooks/{id}/deliveries">;
export type View = "compact" | "full";

export interface ClientOptions {
  /** Where the API is served, e.g. `https://api.example.com` (every path starts with /api/v1). */
  baseUrl: string;
  /** An API key, `live_…`. */
  apiKey: string;
  /** Another fetch (a proxy, instrumentation, tests); default `globalThis.fetch`. */
  fetch?: (request: Request) => Promise<Response>;
  retry?: RetryOptions;
  /** How the client waits between attempts and polls (default: a timer that an AbortSignal cuts short). */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** The current time in milliseconds, for the waits' timeouts (default `Date.now`). */
  now?: () => number;
  /** Jitter of the backoff, in [0, 1) (default `Math.random`). */
  random?: () => number;
  /** Makes an Idempotency-Key (default `crypto.randomUUID()`). */
  idempotencyKey?: () => string;
}

/** Per call: an AbortSignal. */
export interface CallOptions {
  signal?: AbortSignal;
}

/** Creates and lead tracks: the Idempotency-Key (default: a new one per call, kept across its retries). */
export interface KeyedCallOptions extends CallOptions {
  idempotencyKey?: string;
}

type ItemOf<L extends { data: unknown[] }> = L["data"][number];
export type RefreshRecord = Schemas["RefreshResponse"]["refresh"];

export interface PartnerTrackingClient {
  companies: {
    /** GET /api/v1/tracker, every page: `for await (const company of client.companies.list({ classification: "fintech" }))`. */
    list(
      query?: CompanyListQuery,
      opts?: CallOptions,
    ): Paginated<ItemOf<Schemas["CompanyList"]>, Schemas["CompanyList"]>;
    get(id: string, query?: { view?: View }, opts?: CallOptions): Promise<Schemas["CompanyResponse"]>;
    /** POST /api/v1/tracker with an Idempotency-Key: a retry never makes a second company. */
    create(body: Schemas["CreateCompanyRequest"], opts?: KeyedCallOptions): Promise<Schemas["CreateCompanyResponse"]>;
    update(
      id: string,
      body: Schemas["UpdateCompanyRequest"],
      opts?: CallOptions,
    ): Promise<Schemas["UpdatedCompanyResponse"]>;
    delete(id: string, opts?: CallOptions): Promise<Schemas["CompanyDeleted"]>;
    /** POST /api/v1/tracker/{id}/refresh: sent once (a 429 is waited out once); then `waitForRun(id, refresh)`. */
    refresh(id: string, opts?: CallOptions): Promise<Schemas["RefreshResponse"]>;
    /** POST /api/v1/tracker/enrich: a draft enrichment, up to four minutes; sent once. */
    enrich(body: Schemas["DraftEnrichmentRequest"], opts?: CallOptions): Promise<Schemas["DraftEnrichmentResponse"]>;
  };
  signals: {
    list(query?: SignalListQuery, opts?: CallOptions): Paginated<ItemOf<Schemas["SignalList"]>, Schemas["SignalList"]>;
    get(id: string, query?: { view?: View }, opts?: CallOptions): Promise<Schemas["SignalResponse"]>;
  };
  alerts: {
    list(query?: AlertListQuery, opts?: CallOptions): Paginated<ItemOf<Schemas["AlertList"]>, Schemas["AlertList"]>;
    get(id: string, query?: { view?: View }, opts?: CallOptions): Promise<Schemas["AlertResponse"]>;
  };
  leads: {
    list(query?: LeadListQuery, opts?: CallOptions): Paginated<ItemOf<Schemas["LeadList"]>, Schemas["LeadList"]>;
    get(id: string, query?: { view?: View }, opts?: CallOptions): Promise<Schemas["LeadResponse"]>;
    /** POST /api/v1/leads/{id}/track with an Idempotency-Key, as a create. */
    track(id: string, body: Schemas["TrackLeadRequest"], opts?: KeyedCallOptions): Promise<Schemas["LeadTracked"]>;
    /** POST /api/v1/leads/{id}/decision; the same decision again changes nothing, so it is retried like a read. */
    decide(id: string, accepted: boolean, opts?: CallOptions): Promise<Schemas["LeadDecisionResponse"]>;
  };
  /** Webhook endpoints and their delivery logs (docs/webhooks.md); scopes `webhooks:read` / `webhooks:write`. */
  webhooks: {
    /** GET /api/v1/webhooks, every page, newest first; secrets are never listed. */
    list(
      query?: WebhookListQuery,
      opts?: CallOptions,
    ): Paginated<ItemOf<Schemas["WebhookList"]>, Schemas["WebhookList"]>;
    get(id: string, opts?: CallOptions): Promise<Schemas["WebhookResponse"]>;
    /** POST /api/v1/webhooks with an Idempotency-Key: a retry never makes a second endpoint. The answer holds the secret, shown only here. */
    create(body: Schemas["CreateWebhookBody"], opts?: KeyedCallOptions): Promise<Schemas["WebhookSecretResponse"]>;
    update(id: string, body: Schemas["UpdateWebhookBody"], opts?: CallOptions): Promise<Schemas["WebhookResponse"]>;
    delete(id: string, opts?: CallOptions): Promise<Schemas["WebhookDeleted"]>;
    /** POST /api/v1/webhooks/{id}/rotate-secret with an Idempotency-Key: a retry returns the same new secret, never a third. */
    rotateSecret(id: string, opts?: KeyedCallOptions): Promise<Schemas["WebhookSecretResponse"]>;
    /** POST /api/v1/webhooks/{id}/test with an Idempotency-Key: one `webhook.test` event; its delivery, pending. */
    test(id: string, opts?: KeyedCallOptions): Promise<Schemas["WebhookDeliveryResponse"]>;
    /** GET /api/v1/webhooks/{id}/deliveries, every page: the endpoint's delivery log, newest first. */
    deliveries(
      id: string,
      query?: WebhookDeliveryListQuery,
      opts?: CallOptions,
    ): Paginated<ItemOf<Schemas["WebhookDeliveryList"]>, Schemas["WebhookDeliveryList"]>;
    /** POST /api/v1/webhooks/{id}/deliveries/{deliveryId}/retry with an Idempotency-Key: the delivery again, due now. */
    retryDelivery(id: string, deliveryId: string, opts?: KeyedCallOptions): Promise<Schemas["WebhookDeliveryResponse"]>;
  };
  /** Polls the company until its enrichment is complete (spec 3.3 rule 1); resolves to the company. */
  waitForEnrichment(id: string, opts?: WaitOptions): Promise<Schemas["CompanyResponse"]>;
  /**
   * Polls the company until its run is finished: after a refresh, pass the refresh record (or
   * its `baselineLastScrapedAt`); with no baseline, waits for the first run (spec 3.3 rules 2, 3).
   */
  waitForRun(
    id: string,
    baseline?: RefreshRecord | string | null,
    opts?: WaitOptions,
  ): Promise<Schemas["CompanyResponse"]>;
  /** The typed openapi-fetch client underneath, for what the methods above do not cover (no retries). */
  raw: FetchClient<paths>;
}

/**
 * A client of the Partner Tracking API: typed by the API description (./schema.ts), with paging,
 * retries, idempotency keys and the completion rules of spec 3.3. Every method resolves to the
 * response body as documented, or throws PartnerTrackingError.
 */
export function createPartnerTrackingClient(options: ClientOptions): PartnerTrackingClient {
  const api: FetchClient<paths> = createFetchClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ""),
    headers: { Authorization: `Bearer ${options.apiKey}` },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const env: RetryEnv = {
    retry: { ...DEFAULT_RETRY, ...options.retry },
    sleep: options.sleep ?? abortableSleep,
    random: options.random ?? Math.random,
  };
  const now = options.now ?? (() => Date.now());
  const newKey = options.idempotencyKey ?? (() => globalThis.crypto.randomUUID());

  const call = <R extends Answer>(
    kind: CallKind,
    opts: CallOptions,
    attempt: (init: { signal?: AbortSignal }) => Promise<R>,
  ) => send(env, kind, () => attempt(opts.signal ? { signal: opts.signal } : {}), opts.signal);
  /** The key of one logical call: made here once, so each retry of `send` repeats it. */
  const keyed = <R extends Answer>(
    opts: KeyedCallOptions,
    attempt: (init: { signal?: AbortSignal; headers: { "idempotency-key": string } }) => Promise<R>,
  ) => {
    const headers = { "idempotency-key": opts.idempotencyKey ?? newKey() };
    return call("keyed", opts, (init) => attempt({ ...init, headers }));
  };
  const list = <
    Q extends { cursor?: string; limit?: number | string },
    P extends { data: unknown[]; nextCursor: string | null },
  >(
    query: Q,
    opts: CallOptions,
    fetchPage: (
      query: Omit<Q, "limit"> & { limit?: string },
      init: { signal?: AbortSignal },
    ) => Promise<{ data?: P; error?: unknown; response: Response }>,
  ) => {
    const { cursor, limit, ...filters } = query;
    const base = { ...filters, ...(limit === undefined ? {} : { limit: String(limit) }) } as Omit<Q, "limit"> & {
      limit?: string;
    };
    return new Paginated<P["data"][number], P>(
      (next) =>
        call("idempotent", opts, (init) =>
          fetchPage({ ...base, ...(next === undefined ? {} : { cursor: next }) }, init),
        ) as Promise<P>,
      cursor,
    );
  };

  const companies = {
    list: (query: CompanyListQuery = {}, opts: CallOptions = {}) =>
      list(query, opts, (q, init) => api.GET("/api/v1/tracker", { params: { query: q }, ...init })),
    get: (id: string, query: { view?: View } = {}, opts: CallOptions = {}) =>
      call("idempotent", opts, (init) => api.GET("/api/v1/tracker/{id}", { params: { path: { id }, query }, ...init })),
    create: (body: Schemas["CreateCompanyRequest"], opts: KeyedCallOptions = {}) =>
      keyed(opts, (init) =>
        api.POST("/api/v1/tracker", { body, params: { header: init.headers }, signal: init.signal }),
      ),
    update: (id: string, body: Schemas["UpdateCompanyRequest"], opts: CallOptions = {}) =>
      call("idempotent", opts, (init) =>
        api.PATCH("/api/v1/tracker/{id}", { params: { path: { id } }, body, ...init }),
      ),
    delete: (id: string, opts: CallOptions = {}) =>
      call("idempotent", opts, (init) => api.DELETE("/api/v1/tracker/{id}", { params: { path: { id } }, ...init })),
    refresh: (id: string, opts: CallOptions = {}) =>
      call("once", opts, (init) => api.POST("/api/v1/tracker/{id}/refresh", { params: { path: { id } }, ...init })),
    enrich: (body: Schemas["DraftEnrichmentRequest"], opts: CallOptions = {}) =>
      call("once", opts, (init) => api.POST("/api/v1/tracker/enrich", { body, ...init })),
  };

  const signals = {
    list: (query: SignalListQuery = {}, opts: CallOptions = {}) =>
      list(query, opts, (q, init) => api.GET("/api/v1/signals", { params: { query: q }, ...init })),
    get: (id: string, query: { view?: View } = {}, opts: CallOptions = {}) =>
      call("idempotent", opts, (init) => api.GET("/api/v1/signals/{id}", { params: { path: { id }, query }, ...init })),
  };

  const alerts = {
    list: (query: AlertListQuery = {}, opts: CallOptions = {}) =>
      list(query, opts, (q, init) => api.GET("/api/v1/alerts", { params: { query: q }, ...init })),
    get: (id: string, query: { view?: View } = {}, opts: CallOptions = {}) =>
      call("idempotent", opts, (init) => api.GET("/api/v1/alerts/{id}", { params: { path: { id }, query }, ...init })),
  };

  const leads = {
    list: (query: LeadListQuery = {}, opts: CallOptions = {}) =>
      list(query, opts, (q, init) => api.GET("/api/v1/leads", { params: { query: q }, ...init })),
    get: (id: string, query: { view?: View } = {}, opts: CallOptions = {}) =>
      call("idempotent", opts, (init) => api.GET("/api/v1/leads/{id}", { params: { path: { id }, query }, ...init })),
    track: (id: string, body: Schemas["TrackLeadRequest"], opts: KeyedCallOptions = {}) =>
      keyed(opts, (init) =>
        api.POST("/api/v1/leads/{id}/track", {
          params: { path: { id }, header: init.headers },
          body,
          signal: init.signal,
        }),
      ),
    decide: (id: string, accepted: boolean, opts: CallOptions = {}) =>
      call("idempotent", opts, (init) =>
        api.POST("/api/v1/leads/{id}/decision", { params: { path: { id } }, body: { accepted }, ...init }),
      ),
  };

  const webhooks = {
    list: (query: WebhookListQuery = {}, opts: CallOptions = {}) =>
      list(query, opts, (q, init) => api.GET("/api/v1/webhooks", { params: { query: q }, ...init })),
    get: (id: string, opts: CallOptions = {}) =>
      call("idempotent", opts, (init) => api.GET("/api/v1/webhooks/{id}", { params: { path: { id } }, ...init })),
    create: (body: Schemas["CreateWebhookBody"], opts: KeyedCallOptions = {}) =>
      keyed(opts, (init) =>
        api.POST("/api/v1/webhooks", { body, params: { header: init.headers }, signal: init.signal }),
      ),
    update: (id: string, body: Schemas["UpdateWebhookBody"], opts: CallOptions = {}) =>
      call("idempotent", opts, (init) =>
        api.PATCH("/api/v1/webhooks/{id}", { params: { path: { id } }, body, ...init }),
      ),
    delete: (id: string, opts: CallOptions = {}) =>
      call("idempotent", opts, (init) => api.DELETE("/api/v1/webhooks/{id}", { params: { path: { id } }, ...init })),
    rotateSecret: (id: string, opts: KeyedCallOptions = {}) =>
      keyed(opts, (init) =>
        api.POST("/api/v1/webhooks/{id}/rotate-secret", {
          params: { path: { id }, header: init.headers },
          signal: init.signal,
        }),
      ),
    test: (id: string, opts: KeyedCallOptions = {}) =>
      keyed(opts, (init) =>
        api.POST("/api/v1/webhooks/{id}/test", { params: { path: { id }, header: init.headers }, signal: init.signal }),
      ),
    deliveries: (id: string, query: WebhookDeliveryListQuery = {}, opts: CallOptions = {}) =>
      list(query, opts, (q, init) =>
        api.GET("/api/v1/webhooks/{id}/deliveries", { params: { path: { id }, query: q }, ...init }),
      ),
    retryDelivery: (id: string, deliveryId: string, opts: KeyedCallOptions = {}) =>
      keyed(opts, (init) =>
        api.POST("/api/v1/webhooks/{id}/deliveries/{deliveryId}/retry", {
          params: { path: { id, deliveryId }, header: init.headers },
          signal: init.signal,
        }),
      ),
  };

  const poller: Poller = {
    getCompany: (id, signal) => companies.get(id, {}, { signal }),
    sleep: env.sleep,
    now,
  };

  return {
    companies,
    signals,
    alerts,
    leads,
    webhooks,
    waitForEnrichment: (id: string, opts: WaitOptions = {}) => waitForEnrichment(poller, id, opts),
    waitForRun: (id: string, baseline?: RefreshRecord | string | null, opts: WaitOptions = {}) =>
      waitForRun(poller, id, baseline, opts),
    raw: api,
  };
}
