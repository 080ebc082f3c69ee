import type { Config } from "../config";
import { HttpFetcher, resolveLiteralHostsOnly, type Fetcher, type HttpFetcherConfig, type Poster } from "./fetcher";
import { OpenAiCompatibleLanguageModel, type LanguageModel } from "./llm";
import { ResendTransport, type MailTransport } from "./mail-transport";

/*
 * The outside services as the configuration selects them. Worker-safe (no Node imports): the
 * Node entry adds the DNS resolver to the fetcher options (`createNodeFetcher`), Workers use
 * `resolveLiteralHostsOnly`.
 */

/** Fetcher settings from FETCH_* and ALLOW_PRIVATE_NETWORK; the caller adds `resolveHost`. */
export function fetcherOptionsFromConfig(config: Config): Omit<HttpFetcherConfig, "resolveHost"> {
  return {
    allowPrivateNetwork: config.ALLOW_PRIVATE_NETWORK,
    timeoutMs: config.FETCH_TIMEOUT_MS,
    maxBodyBytes: config.FETCH_MAX_BYTES,
    userAgent: config.FETCH_USER_AGENT,
  };
}

/** The OpenAI-compatible client when LLM_BASE_URL is set; null means "use the local analyser". */
export function languageModelFromConfig(config: Config): LanguageModel | null {
  if (!config.LLM_BASE_URL) return null;
  return new OpenAiCompatibleLanguageModel({
    baseUrl: config.LLM_BASE_URL,
    apiKey: config.LLM_API_KEY ?? "",
    model: config.LLM_MODEL,
    timeoutMs: config.LLM_TIMEOUT_MS,
    temperature: 0,
  });
}

/** Resend when RESEND_API_KEY is set; null means mail stays in the outbox (status `logged`). */
export function mailTransportFromConfig(config: Config): MailTransport | null {
  if (!config.RESEND_API_KEY) return null;
  return new ResendTransport({
    apiKey: config.RESEND_API_KEY,
    from: config.MAIL_FROM,
    baseUrl: config.RESEND_BASE_URL,
  });
}

/** The fetcher of these dependencies: the one set (Node), else a Worker-safe one from the configuration. */
export function fetcherOf(deps: { fetcher?: Fetcher; config: Config }): Fetcher {
  return (
    deps.fetcher ?? new HttpFetcher({ resolveHost: resolveLiteralHostsOnly, ...fetcherOptionsFromConfig(deps.config) })
  );
}

/**
 * What sends webhook deliveries: the fetcher set when it can POST (Node's checks DNS at connect), else a Worker-safe
 * one.
 */
export function posterOf(deps: { fetcher?: Fetcher; poster?: Poster; config: Config }): Poster {
  if (deps.poster) return deps.poster;
  if (deps.fetcher && "post" in deps.fetcher) return deps.fetcher as Fetcher & Poster;
  return new HttpFetcher({ resolveHost: resolveLiteralHostsOnly, ...fetcherOptionsFromConfig(deps.config) });
}

/** The mail transport of these dependencies: the one set (even null), else chosen by the configuration. */
export function mailOf(deps: { mail?: MailTransport | null; config: Config }): MailTransport | null {
  return deps.mail !== undefined ? deps.mail : mailTransportFromConfig(deps.config);
}
