import { z } from "zod";
import { dropNulDeep } from "./nul";

/**
 * The language-model port: ask for one JSON value that must satisfy a zod schema.
 * Implementations either return a value the schema accepted or throw a `LanguageModelError`.
 */
export interface LanguageModel {
  completeJson<T>(args: CompleteJsonArgs<T>): Promise<T>;
}

export interface CompleteJsonArgs<T> {
  system: string;
  user: string;
  /**
   * What the reply must satisfy. It is also sent to the model as a strict JSON Schema, so keep it
   * representable: objects with every key present (use `.nullable()` rather than `.optional()`),
   * no transforms or dates.
   */
  schema: z.ZodType<T>;
  /** A short name for the schema (letters, digits, `_`, `-`; at most 64). */
  schemaName: string;
  /** Budget for the whole call, the retry included. */
  timeoutMs?: number;
}

/**
 * - `timeout`: no complete answer within the budget.
 * - `http`: the provider answered with a non-2xx status (`status` set) or could not be reached.
 * - `malformed`: the reply was not JSON (or not a chat completion), twice.
 * - `invalid`: the reply was JSON but did not match the schema, twice (`issues` holds the last error).
 */
export type LanguageModelErrorKind = "timeout" | "http" | "malformed" | "invalid";

export class LanguageModelError extends Error {
  override readonly name = "LanguageModelError";
  readonly kind: LanguageModelErrorKind;
  readonly status?: number;
  /** Worth trying again later (timeouts, 429, 5xx, unreachable); the caller decides when. */
  readonly retryable: boolean;
  /** The last reply's content, for malformed and invalid (truncated). */
  readonly lastContent?: string;

  constructor(
    kind: LanguageModelErrorKind,
    message: string,
    extra: { status?: number; retryable?: boolean; lastContent?: string } = {},
  ) {
    super(message);
    this.kind = kind;
    this.status = extra.status;
    this.retryable = extra.retryable ?? false;
    this.lastContent = extra.lastContent?.slice(0, 2000);
  }
}

export interface OpenAiCompatibleConfig {
  /** Up to and including the version, e.g. "https://api.openai.com/v1". */
  baseUrl: string;
  apiKey: string;
  model: string;
  /** Default budget per completeJson call. Default 20 s. */
  timeoutMs?: number;
  temperature?: number;
  fetch?: typeof fetch;
}

type ChatMessage = { role: "system" | "user" | "assistant"; content: string };

/**
 * A client for any OpenAI-compatible `/chat/completions` endpoint using structured outputs
 * (`response_format: json_schema`, strict). Uses fetch only, so it runs on Workers.
 *
 * A reply that is not JSON or does not match the schema gets exactly one more chance: the reply
 * and the reason it was refused are sent back in the conversation. HTTP errors and timeouts are
 * not retried here; the job system retries whole steps.
 */
export class OpenAiCompatibleLanguageModel implements LanguageModel {
  private readonly endpoint: string;
  private readonly apiKey: string;
  private readonly model: string;
  private readonly timeoutMs: number;
  private readonly temperature?: number;
  private readonly fetchImpl: typeof fetch;

  constructor(config: OpenAiCompatibleConfig) {
    this.endpoint = `${config.baseUrl.replace(/\/+$/, "")}/chat/completions`;
    this.apiKey = config.apiKey;
    this.model = config.model;
    this.timeoutMs = config.timeoutMs ?? 20_000;
    this.temperature = config.temperature;
    this.fetchImpl = config.fetch ?? ((input, init) => fetch(input, init));
  }

  async completeJson<T>(args: CompleteJsonArgs<T>): Promise<T> {
    const timeoutMs = args.timeoutMs ?? this.timeoutMs;
    const jsonSchema = z.toJSONSchema(args.schema) as Record<string, unknown>;
    delete jsonSchema.$schema; // providers validate the schema body; the dialect URI only gets in the way
    const responseFormat = {
      type: "json_schema",
      json_schema: { name: safeSchemaName(args.schemaName), schema: jsonSchema, strict: true },
    };
    const messages: ChatMessage[] = [
      { role: "system", content: args.system },
      { role: "user", content: args.user },
    ];

    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      let lastFailure: LanguageModelError | null = null;
      for (let attempt = 1; attempt <= 2; attempt++) {
        const content = await this.request(messages, responseFormat, controller.signal, timeoutMs);
        const outcome = interpret(content, args.schema);
        if (outcome.ok) return outcome.value;
        lastFailure = new LanguageModelError(
          outcome.kind,
          `${args.schemaName}: ` +
            `${outcome.kind === "malformed" ? "reply is not JSON" : "reply does not match the schema"} (` +
            `${outcome.reason})`,
          { lastContent: content ?? undefined },
        );
        messages.push(
          { role: "assistant", content: content ?? "" },
          {
            role: "user",
            content:
              `Your previous reply was rejected: ${outcome.reason}\n` +
              `Reply again with only a JSON value that matches the "${args.schemaName}" schema.`,
          },
        );
      }
      throw lastFailure!;
    } finally {
      clearTimeout(timer);
    }
  }

  /** One HTTP round trip; the reply's message content, or null when the envelope had none. */
  private async request(
    messages: ChatMessage[],
    responseFormat: unknown,
    signal: AbortSignal,
    timeoutMs: number,
  ): Promise<string | null> {
    try {
      const res = await this.fetchImpl(this.endpoint, {
        method: "POST",
        signal,
        headers: { "content-type": "application/json", authorization: `Bearer ${this.apiKey}` },
        body: JSON.stringify({
          model: this.model,
          messages,
          response_format: responseFormat,
          ...(this.temperature === undefined ? {} : { temperature: this.temperature }),
        }),
      });
      const text = await res.text();
      if (!res.ok) {
        throw new LanguageModelError("http", `chat completion failed with HTTP ${res.status}: ${text.slice(0, 300)}`, {
          status: res.status,
          retryable: res.status === 408 || res.status === 429 || res.status >= 500,
        });
      }
      return messageContent(text);
    } catch (err) {
      if (err instanceof LanguageModelError) throw err;
      if (signal.aborted) {
        throw new LanguageModelError("timeout", `no complete answer within ${timeoutMs} ms`, { retryable: true });
      }
      throw new LanguageModelError("http", `chat completion request failed: ${(err as Error).message}`, {
        retryable: true,
      });
    }
  }
}

type Interpretation<T> = { ok: true; value: T } | { ok: false; kind: "malformed" | "invalid"; reason: string };

function interpret<T>(content: string | null, schema: z.ZodType<T>): Interpretation<T> {
  if (content === null) return { ok: false, kind: "malformed", reason: "the reply had no message content" };
  let parsed: unknown;
  try {
    // A model may echo a page's NUL (as \u0000); the database refuses it.
    parsed = dropNulDeep(JSON.parse(stripFences(content)));
  } catch (err) {
    return { ok: false, kind: "malformed", reason: `invalid JSON: ${(err as Error).message}` };
  }
  const result = schema.safeParse(parsed);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, kind: "invalid", reason: `schema mismatch:\n${z.prettifyError(result.error).slice(0, 2000)}` };
}

/** Extracts `choices[0].message.content` from a chat-completion body; null if it is not one. */
function messageContent(body: string): string | null {
  try {
    const envelope = JSON.parse(body) as { choices?: { message?: { content?: unknown } }[] };
    const content = envelope.choices?.[0]?.message?.content;
    return typeof content === "string" ? content : null;
  } catch {
    return null;
  }
}

/** Models sometimes wrap JSON in a ```json fence despite structured output; accept that. */
export function stripFences(content: string): string {
  const trimmed = content.trim();
  const whole = /^```[a-zA-Z]*\s*\n?([\s\S]*?)\n?\s*```$/.exec(trimmed);
  if (whole) return whole[1].trim();
  if (trimmed.startsWith("{") || trimmed.startsWith("[")) return trimmed;
  const inner = /```(?:json)?\s*\n([\s\S]*?)\n\s*```/i.exec(trimmed);
  return inner ? inner[1].trim() : trimmed;
}

function safeSchemaName(name: string): string {
  return name.replace(/[^a-zA-Z0-9_-]/g, "_").slice(0, 64) || "response";
}
