/**
 * The mail transport port: hand one message to an email provider. Delivery bookkeeping (outbox,
 * retries, attempts) belongs to the caller; the transport only reports what happened.
 */
export interface MailTransport {
  send(msg: MailMessage): Promise<{ providerMessageId: string }>;
}

export interface MailMessage {
  to: string[];
  subject: string;
  text: string;
  html?: string;
  /**
   * Stable per logical email (e.g. `alert/<alertId>`): the provider sends a message at most once
   * per key, so a retry after a timeout cannot send it twice. 1 to 256 characters.
   */
  idempotencyKey: string;
  /**
   * Headers beyond addresses and subject, e.g. `List-Unsubscribe` (RFC 2369) and
   * `List-Unsubscribe-Post` (RFC 8058). Names and values are one line each.
   */
  headers?: Record<string, string>;
}

export class MailTransportError extends Error {
  override readonly name = "MailTransportError";
  /** The provider's HTTP status; undefined when no answer arrived (timeout, network). */
  readonly status?: number;
  /** True when sending the same message again (same idempotency key) may succeed. */
  readonly retryable: boolean;
  /** The provider's error name, when it sent one (Resend: e.g. "validation_error"). */
  readonly providerCode?: string;

  constructor(message: string, extra: { status?: number; retryable: boolean; providerCode?: string }) {
    super(message);
    this.status = extra.status;
    this.retryable = extra.retryable;
    this.providerCode = extra.providerCode;
  }
}

export interface ResendTransportConfig {
  apiKey: string;
  /** The sender, e.g. "Partner Tracking <alerts@example.com>"; its domain must be verified at Resend. */
  from: string;
  baseUrl?: string;
  /** Default 15 s. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const RESEND_MAX_RECIPIENTS = 50;

/** Sends through Resend's `POST /emails`. Uses fetch only, so it runs on Workers. */
export class ResendTransport implements MailTransport {
  private readonly endpoint: string;
  private readonly apiKey: string;
  private readonly from: string;
  private readonly timeoutMs: number;
  private readonly fetchImpl: typeof fetch;

  constructor(config: ResendTransportConfig) {
    this.endpoint = `${(config.baseUrl ?? "https://api.resend.com").replace(/\/+$/, "")}/emails`;
    this.apiKey = config.apiKey;
    this.from = config.from;
    this.timeoutMs = config.timeoutMs ?? 15_000;
    this.fetchImpl = config.fetch ?? ((input, init) => fetch(input, init));
  }

  async send(msg: MailMessage): Promise<{ providerMessageId: string }> {
    if (msg.to.length === 0 || msg.to.length > RESEND_MAX_RECIPIENTS) {
      throw new MailTransportError(`a message needs 1 to ${RESEND_MAX_RECIPIENTS} recipients, got ${msg.to.length}`, {
        retryable: false,
      });
    }
    if (msg.idempotencyKey.length === 0 || msg.idempotencyKey.length > 256) {
      throw new MailTransportError("the idempotency key must be 1 to 256 characters", { retryable: false });
    }

    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.timeoutMs);
    let res: Response;
    let body: string;
    try {
      res = await this.fetchImpl(this.endpoint, {
        method: "POST",
        signal: controller.signal,
        headers: {
          authorization: `Bearer ${this.apiKey}`,
          "content-type": "application/json",
          "idempotency-key": msg.idempotencyKey,
        },
        body: JSON.stringify({
          from: this.from,
          to: msg.to,
          subject: msg.subject,
          text: msg.text,
          ...(msg.html === undefined ? {} : { html: msg.html }),
          // Resend's `headers`: custom headers, sent as they are.
          ...(msg.headers && Object.keys(msg.headers).length ? { headers: msg.headers } : {}),
        }),
      });
      body = await res.text();
    } catch (err) {
      // The provider may or may not have accepted it; the idempotency key makes a retry safe.
      const what = controller.signal.aborted ? `no answer within ${this.timeoutMs} ms` : (err as Error).message;
      throw new MailTransportError(`Resend request failed: ${what}`, { retryable: true });
    } finally {
      clearTimeout(timer);
    }

    const parsed = parseJson(body) as { id?: unknown; name?: unknown; message?: unknown } | null;
    if (!res.ok) {
      const providerCode = typeof parsed?.name === "string" ? parsed.name : undefined;
      const message = typeof parsed?.message === "string" ? parsed.message : body.slice(0, 300);
      throw new MailTransportError(`Resend answered ${res.status}: ${message}`, {
        status: res.status,
        // 409 concurrent_idempotent_requests: the first attempt with this key is still in flight.
        retryable: res.status === 429 || res.status >= 500 || providerCode === "concurrent_idempotent_requests",
        providerCode,
      });
    }
    if (typeof parsed?.id !== "string" || parsed.id === "") {
      // Accepted but unreadable: retrying with the same key returns the original id without resending.
      throw new MailTransportError(`Resend answered ${res.status} without a message id`, {
        status: res.status,
        retryable: true,
      });
    }
    return { providerMessageId: parsed.id };
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
