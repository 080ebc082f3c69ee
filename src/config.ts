import { z } from "zod";

/**
 * Every environment variable the service reads, validated once at start.
 * `.env.example` lists the same variables with their defaults; a test keeps the two in step.
 */
const bool = (def: boolean) =>
  z
    .enum(["true", "false", "1", "0", "yes", "no"], { message: "expected true or false" })
    .default(def ? "true" : "false")
    .transform((v) => v === "true" || v === "1" || v === "yes");

const int = (def: number, min: number, max: number) =>
  z
    .string()
    .default(String(def))
    .refine((v) => /^\d+$/.test(v) && Number(v) >= min && Number(v) <= max, {
      message: `expected an integer from ${min} to ${max}`,
    })
    .transform(Number);

const optionalUrl = z.url({ message: "expected a URL" }).optional();
const optionalString = z.string().min(1).optional();

/**
 * The sources a tracker run reads besides the company's own website (`site`, which cannot be
 * turned off: nothing is compared without it). Each can be turned off with SOURCES_DISABLED and
 * has its own request budget, SOURCE_BUDGET_<NAME>.
 */
export const OFFSITE_SOURCES = [
  "profiles",
  "greenhouse",
  "lever",
  "ashby",
  "workable",
  "news",
  "hn",
  "github",
  "sec",
  "npm",
  "pypi",
  "crates",
  "appstore",
] as const;
export type OffsiteSourceName = (typeof OFFSITE_SOURCES)[number];
export type SourceName = "site" | OffsiteSourceName;

/** Requests per run each off-site source may make, unless SOURCE_BUDGET_<NAME> says otherwise. */
export const DEFAULT_SOURCE_BUDGETS: Record<OffsiteSourceName, number> = {
  profiles: 6,
  greenhouse: 2,
  lever: 2,
  ashby: 2,
  workable: 2,
  // The search, then up to three recent articles tied by the name alone, read for evidence.
  news: 4,
  hn: 2,
  github: 6,
  // EDGAR: one search, up to two filers' submissions, up to three filings.
  sec: 6,
  npm: 3,
  pypi: 3,
  crates: 3,
  appstore: 2,
};

const sourceList = z.string().transform((value, ctx) => {
  const names = [
    ...new Set(
      value
        .split(",")
        .map((s) => s.trim().toLowerCase())
        .filter((s) => s !== ""),
    ),
  ];
  const bad = names.find((n) => !(OFFSITE_SOURCES as readonly string[]).includes(n));
  if (bad !== undefined) {
    const why =
      bad === "site"
        ? "the company's own website (site) cannot be turned off"
        : `unknown source ${JSON.stringify(bad)}`;
    ctx.addIssue({ code: "custom", message: `${why}; valid names: ${OFFSITE_SOURCES.join(", ")}` });
    return z.NEVER;
  }
  return names as OffsiteSourceName[];
});

const budgetVars = Object.fromEntries(
  OFFSITE_SOURCES.map((n) => [`SOURCE_BUDGET_${n.toUpperCase()}`, int(DEFAULT_SOURCE_BUDGETS[n], 0, 50)]),
) as Record<`SOURCE_BUDGET_${Uppercase<OffsiteSourceName>}`, ReturnType<typeof int>>;

const ORIGIN_SHAPE = /^[a-z][a-z\d+.-]*:\/\/[^\s/?#@]+$/i;

/**
 * An origin as browsers send it (`scheme://host[:port]`), in one spelling: lower-case scheme and
 * host, no default port. null for anything else (a path, credentials, the opaque `null`).
 */
export function normalizeOrigin(value: string): string | null {
  if (!ORIGIN_SHAPE.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  return url.host ? `${url.protocol}//${url.host}` : null;
}

const originList = z.string().transform((value, ctx) => {
  const items = value
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s !== "");
  const origins = items.map(normalizeOrigin);
  const bad = items.find((_, i) => origins[i] === null);
  if (items.length === 0 || bad !== undefined) {
    const which = bad === undefined ? "" : `: ${JSON.stringify(bad)} is not one`;
    ctx.addIssue({
      code: "custom",
      message: `expected a comma-separated list of origins, scheme://host[:port] without a path${which}`,
    });
    return z.NEVER;
  }
  return origins as string[];
});

/** SECRETS_KEY's bytes: base64 (standard or URL-safe, padded or not) of exactly 32 bytes; null otherwise. */
export function secretsKeyBytes(value: string): Uint8Array<ArrayBuffer> | null {
  const b64 = value.trim().replace(/-/g, "+").replace(/_/g, "/").replace(/=+$/, "");
  if (!/^[A-Za-z0-9+/]+$/.test(b64)) return null;
  let bin: string;
  try {
    bin = atob(b64 + "===".slice((b64.length + 3) % 4));
  } catch {
    return null;
  }
  if (bin.length !== 32) return null;
  const out = new Uint8Array(32);
  for (let i = 0; i < 32; i++) out[i] = bin.charCodeAt(i);
  return out;
}

export const configSchema = z.object({
  PORT: int(8787, 1, 65535),
  HOST: z.string().min(1).default("127.0.0.1"),
  PUBLIC_BASE_URL: optionalUrl,
  /** Origins whose pages may call /api/mcp (unset: the origin of publicBaseUrl); see mcpAllowedOrigins. */
  MCP_ALLOWED_ORIGINS: originList.optional(),
  DATA_DIR: z.string().min(1).default("./.data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { message: "expected a postgres:// or postgresql:// URL" })
    .optional(),
  SEED_DEMO: bool(true),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  CURSOR_SECRET: z.string().min(16, { message: "expected at least 16 characters" }).optional(),
  /**
   * Proxies in front of the server whose `X-Forwarded-For` is believed (http/client-address.ts):
   * 0 (default) believes none and takes the connection's address (Cloudflare's on Workers); n takes
   * the address n entries from the right, the one the outermost trusted proxy saw.
   */
  TRUSTED_PROXY_HOPS: int(0, 0, 10),
  /** Days the audit log keeps a row (housekeeping deletes older ones); a year by default. */
  AUDIT_RETENTION_DAYS: int(365, 1, 36_500),

  UPSTASH_REDIS_REST_URL: optionalUrl,
  UPSTASH_REDIS_REST_TOKEN: optionalString,
  UPSTASH_TIMEOUT_MS: int(100, 1, 10_000),

  QSTASH_URL: optionalUrl,
  QSTASH_TOKEN: optionalString,
  QSTASH_CURRENT_SIGNING_KEY: optionalString,
  QSTASH_NEXT_SIGNING_KEY: optionalString,

  JOB_RUNNER: bool(true),
  /** Jobs the local runner works at once; unset, it depends on the database (defaultJobConcurrency). */
  JOB_CONCURRENCY: int(8, 1, 64),
  SCHEDULER_INTERVAL_SECONDS: int(60, 1, 86_400),
  /**
   * Checks between runs (docs/pipeline.md): how often each active company's feeds, sitemap, job
   * board, GitHub, Hacker News and news search are asked whether something new exists (a source
   * that changes often: down to a quarter of this). 0 turns checks off.
   */
  CHECK_INTERVAL_MINUTES: int(60, 0, 1440),
  /** Runs a change seen by a check may queue per company and day (they do not spend the API's refresh limit). */
  CHECK_RUNS_PER_DAY: int(6, 1, 1000),
  /** Webhook deliveries sent at once, in a pool of their own (at most one per endpoint). */
  WEBHOOK_CONCURRENCY: int(8, 1, 256),
  /**
   * How long one delivery attempt waits for a whole answer before it counts as failed (a timeout)
   * and is retried. Below the job lease (60 s), so a hanging receiver never outlives its attempt.
   */
  WEBHOOK_TIMEOUT_MS: int(10_000, 100, 30_000),
  /** Days events and webhook delivery records are kept (housekeeping deletes older ones). */
  WEBHOOK_RETENTION_DAYS: int(30, 1, 3650),

  RESEND_API_KEY: optionalString,
  MAIL_FROM: z.string().min(3).default("Partner Tracking <alerts@example.com>"),
  /** Resend's API address; set only for a proxy or a local stand-in. */
  RESEND_BASE_URL: optionalUrl,

  LLM_BASE_URL: optionalUrl,
  LLM_API_KEY: optionalString,
  LLM_MODEL: z.string().min(1).default("gpt-4o-mini"),
  LLM_TIMEOUT_MS: int(20_000, 100, 600_000),

  ALLOW_PRIVATE_NETWORK: bool(false),
  FETCH_TIMEOUT_MS: int(10_000, 100, 120_000),
  FETCH_MAX_BYTES: int(2 * 1024 * 1024, 1024, 50 * 1024 * 1024),
  FETCH_USER_AGENT: z.string().min(1).default("PartnerTrackingBot/1.0 (+https://example.com/bot)"),
  /** Requests one tracker run makes to read a company (pages, sitemap, feeds, profiles). */
  PAGE_BUDGET: int(12, 1, 100),
  /** A tracker run stops starting requests after this long and keeps what it read (RUN_DEADLINE_MS). */
  RUN_DEADLINE_MS: int(120_000, 1_000, 600_000),
  /** Off-site sources turned off, comma-separated (see OFFSITE_SOURCES). */
  SOURCES_DISABLED: sourceList.optional(),
  /** Each off-site source gives up (timed_out) after this long; the run goes on without it. */
  SOURCE_TIMEOUT_MS: int(20_000, 100, 300_000),
  ...budgetVars,
  /** The job boards' public APIs and the other off-site sources' endpoints (the real hosts by default). */
  GREENHOUSE_API_URL: z.url({ message: "expected a URL" }).default("https://boards-api.greenhouse.io"),
  LEVER_API_URL: z.url({ message: "expected a URL" }).default("https://api.lever.co"),
  ASHBY_API_URL: z.url({ message: "expected a URL" }).default("https://api.ashbyhq.com"),
  WORKABLE_API_URL: z.url({ message: "expected a URL" }).default("https://apply.workable.com"),
  /** A URL template with {query}, answering RSS. */
  NEWS_SEARCH_URL: z
    .string()
    .refine((v) => v.includes("{query}") && URL.canParse(v.replace("{query}", "q")), {
      message: "expected a URL with {query} in it",
    })
    .default("https://news.google.com/rss/search?q={query}&hl=en-US&gl=US&ceid=US:en"),
  HN_SEARCH_API_URL: z.url({ message: "expected a URL" }).default("https://hn.algolia.com/api"),
  GITHUB_API_URL: z.url({ message: "expected a URL" }).default("https://api.github.com"),
  /** Sent as `Authorization: Bearer` to GITHUB_API_URL: 5,000 requests an hour instead of 60. A secret. */
  GITHUB_TOKEN: optionalString,
  /**
   * The key that seals CRM tokens at rest (docs/integrations.md): 32 random bytes, base64
   * (`openssl rand -base64 32`). Unset on the embedded database: a key made once and kept there;
   * unset with DATABASE_URL: connecting a CRM is refused (503) naming this variable.
   */
  SECRETS_KEY: z
    .string()
    .refine((v) => secretsKeyBytes(v) !== null, {
      message: "expected 32 random bytes in base64 (openssl rand -base64 32)",
    })
    .optional(),
  /** The CRMs' APIs (docs/integrations.md): the real hosts by default; tests point them at fixtures. */
  ATTIO_API_URL: z.url({ message: "expected a URL" }).default("https://api.attio.com"),
  AFFINITY_API_URL: z.url({ message: "expected a URL" }).default("https://api.affinity.co"),
  HUBSPOT_API_URL: z.url({ message: "expected a URL" }).default("https://api.hubapi.com"),
  /** How long one request to a CRM waits for its whole answer. */
  CRM_TIMEOUT_MS: int(10_000, 100, 60_000),
  // Filings, package registries, the App Store, and pages that need a browser.
  /** EDGAR full-text search (`/LATEST/search-index`). */
  SEC_SEARCH_URL: z.url({ message: "expected a URL" }).default("https://efts.sec.gov"),
  /** EDGAR's submissions API (`/submissions/CIK##########.json`). */
  SEC_DATA_URL: z.url({ message: "expected a URL" }).default("https://data.sec.gov"),
  /** EDGAR's filing archives (`/Archives/edgar/data/…`). */
  SEC_ARCHIVES_URL: z.url({ message: "expected a URL" }).default("https://www.sec.gov"),
  /**
   * The User-Agent sent to the SEC, naming a contact as its fair-access rules require; unset: the `sec` source is off.
   */
  SEC_USER_AGENT: z
    .string()
    .refine((v) => /[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+/.test(v), {
      message: 'expected a name and a contact email address, as the SEC asks ("Acme Capital ops@acme.example")',
    })
    .optional(),
  NPM_REGISTRY_URL: z.url({ message: "expected a URL" }).default("https://registry.npmjs.org"),
  PYPI_URL: z.url({ message: "expected a URL" }).default("https://pypi.org"),
  CRATES_API_URL: z.url({ message: "expected a URL" }).default("https://crates.io"),
  ITUNES_LOOKUP_URL: z.url({ message: "expected a URL" }).default("https://itunes.apple.com/lookup"),
  /**
   * A Chrome DevTools endpoint (ws://…, or http://host:port) to render client-side sites through; unset: such a site is
   * reported, not rendered.
   */
  BROWSER_WS_ENDPOINT: z
    .url({ message: "expected a URL" })
    .refine((v) => /^(wss?|https?):\/\//i.test(v), {
      message: "expected a ws://, wss://, http:// or https:// DevTools endpoint",
    })
    .optional(),
  /** POST /tracker/enrich answers with what it found by this deadline. */
  ENRICH_DRAFT_DEADLINE_MS: int(25_000, 1_000, 240_000),
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ConfigError";
  }
}

/** Pairs that only make sense together. */
const PAIRS: [string, string][] = [
  ["UPSTASH_REDIS_REST_URL", "UPSTASH_REDIS_REST_TOKEN"],
  ["QSTASH_TOKEN", "QSTASH_CURRENT_SIGNING_KEY"],
  ["QSTASH_TOKEN", "QSTASH_NEXT_SIGNING_KEY"],
  ["QSTASH_TOKEN", "PUBLIC_BASE_URL"],
];

/**
 * Variables that were renamed: still setting the old name stops the start, so a setting is never
 * silently ignored (JOB_WORKER=false would otherwise run the job runner).
 */
const RENAMED: Record<string, string> = { JOB_WORKER: "JOB_RUNNER" };

/** Parses the environment; throws ConfigError whose message is one line naming the variable. */
/**
 * JOB_CONCURRENCY when unset (bench:pipeline, bench/results.md): 8 on Postgres, where 2 queued
 * runs behind each other (262 runs a minute) and 8 keeps up with 1,000 companies posted at once;
 * 4 on the embedded PGlite, whose one connection every job shares: there 8 did worse than 4
 * (763 vs 1,046 runs a minute; 208 vs 731 on a busier machine). Workers keep 2 per invocation
 * unless bound (workers/settings.ts).
 */
export function defaultJobConcurrency(databaseUrl: string | undefined): number {
  return databaseUrl ? 8 : 4;
}

export function loadConfig(env: Record<string, string | undefined>): Config {
  for (const [old, now] of Object.entries(RENAMED)) {
    if (env[old] !== undefined && env[old] !== "")
      throw new ConfigError(`Invalid configuration: ${old}: renamed ${now}; set ${now} instead`);
  }
  const cleaned: Record<string, string> = {};
  for (const key of Object.keys(configSchema.shape)) {
    const v = env[key];
    if (v !== undefined && v !== "") cleaned[key] = v;
  }
  cleaned.JOB_CONCURRENCY ??= String(defaultJobConcurrency(cleaned.DATABASE_URL));
  const parsed = configSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? "environment");
    const got = cleaned[name] !== undefined ? ` (got ${JSON.stringify(cleaned[name])})` : "";
    throw new ConfigError(`Invalid configuration: ${name}: ${issue.message}${got}`);
  }
  for (const [a, b] of PAIRS) {
    if (cleaned[a] && !cleaned[b]) throw new ConfigError(`Invalid configuration: ${b}: required when ${a} is set`);
  }
  return parsed.data;
}

export function publicBaseUrl(config: Config): string {
  return config.PUBLIC_BASE_URL ?? `http://${urlHost(config.HOST)}:${config.PORT}`;
}

/**
 * Where every link in mail points (docs/web.md, "Links in mail"): PUBLIC_BASE_URL alone, never the
 * request's Host, which a client chooses (a forged one would carry a sign-in token to its host).
 * Unset, the embedded default's loopback address stands in: HOST when it is a loopback address,
 * else 127.0.0.1 (a server on 0.0.0.0 is reached there too), at PORT. No trailing slash.
 */
export function mailBaseUrl(config: Pick<Config, "PUBLIC_BASE_URL" | "HOST" | "PORT">): string {
  if (config.PUBLIC_BASE_URL) return config.PUBLIC_BASE_URL.replace(/\/+$/, "");
  const host = hostnameOf(urlHost(config.HOST));
  return `http://${host !== null && isLoopbackName(host) ? host : "127.0.0.1"}:${config.PORT}`;
}

/** A Host value's name as URLs spell it (lower case, IPv4 canonical, IPv6 in brackets); null if it is none. */
export function hostnameOf(host: string): string | null {
  if (host === "" || /[\s/?#@\\]/.test(host)) return null;
  try {
    return new URL(`http://${host}`).hostname;
  } catch {
    return null;
  }
}

/** A name (as hostnameOf spells it) of this machine's loopback interface. */
export function isLoopbackName(name: string): boolean {
  return name === "localhost" || name === "[::1]" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name);
}

/** HOST as a URL spells it: an IPv6 address (::1) in brackets. */
export function urlHost(host: string): string {
  return host.includes(":") && !host.startsWith("[") ? `[${host}]` : host;
}

/** The origins allowed to call the tool server: MCP_ALLOWED_ORIGINS, else the service's own public origin. */
export function mcpAllowedOrigins(config: Config): string[] {
  if (config.MCP_ALLOWED_ORIGINS) return config.MCP_ALLOWED_ORIGINS;
  let own: string | null = null;
  try {
    own = normalizeOrigin(new URL(publicBaseUrl(config)).origin);
  } catch {
    // A HOST that makes no URL: the server cannot listen on it either.
  }
  return own ? [own] : [];
}
