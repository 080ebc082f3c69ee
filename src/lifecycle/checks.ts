import { sql } from "kysely";
import type { Db } from "../db/database";
import { enqueueJob } from "../db/jobs";
import type { ChecksTable } from "../db/types";
import type { FetchPageOptions, FetchResult } from "../platform/fetcher";
import { fetcherOf } from "../platform/from-config";
import { sha256Hex } from "../platform/crypto";
import { newId } from "../platform/ids";
import { dispatchNow, type JobContext } from "./jobs";
import { queueCheckRun } from "./check-runs";
import { hubOf, renewLeases, subscribe } from "./websub";

/*
 * Checks between runs (docs/pipeline.md "Checks between runs"). Each active company's
 * sources that can say cheaply whether something new exists (the feeds and sitemap.xml its runs
 * read, its job board, GitHub, Hacker News, the news search) are rows of `checks`, written from
 * each run's snapshot. Every CHECK_INTERVAL_MINUTES (a source that changes often: down to a
 * quarter of it) a check asks its URL again with the validators of the last answer; a 304, or an
 * answer whose newest items are the ones seen, ends it. Something new queues a tracker run (joined
 * to one queued or running, capped per day); the run makes the signal and alert. A check writes
 * only its own row: no signal, alert, event or company row.
 */

export const JOB_CHECKS = "checks";
/** Checks one job works; the rest wait for the next tick. */
export const CHECKS_PER_JOB = 200;
/** Hosts asked at once by one job (each host one request at a time). */
const HOSTS_AT_ONCE = 4;
/** A claimed check's row is not due again for this long, so two workers never ask it at once. */
const CLAIM_MS = 10 * 60_000;
const DAY_MS = 86_400_000;

type CheckRow = Pick<
  ChecksTable,
  | "id"
  | "org_id"
  | "entity_id"
  | "kind"
  | "source"
  | "url"
  | "etag"
  | "last_modified"
  | "fingerprint"
  | "interval_minutes"
> & {
  failures: number;
  websub_state: string | null;
  last_changed_at: Date | null;
};

/** A page of a run's snapshot, as far as checks read it. */
export interface CheckablePage {
  kind: string;
  source?: string;
  url: string;
  ok: boolean;
  idle?: boolean;
  /** What the run's answer said and held, when the run read the URL itself. */
  validators?: { etag: string | null; lastModified: string | null };
  fingerprint?: string;
}

interface CheckableSource {
  kind: string;
  source: string | null;
  url: string;
  etag: string | null;
  lastModified: string | null;
  fingerprint: string | null;
}

/**
 * The pages of a run worth checking between runs: feeds (the site's and off-site sources'), sitemap.xml, job boards.
 */
export function checkablePages(pages: readonly CheckablePage[]): CheckableSource[] {
  const seen = new Set<string>();
  const out: CheckableSource[] = [];
  for (const p of pages) {
    if (!isCheckable(p)) continue;
    if (seen.has(p.url)) continue;
    seen.add(p.url);
    out.push({
      kind: p.kind,
      source: p.source ?? null,
      url: p.url,
      etag: p.validators?.etag ?? null,
      lastModified: p.validators?.lastModified ?? null,
      fingerprint: p.fingerprint ?? null,
    });
  }
  return out;
}

/**
 * A page read this run that a check could ask again; EDGAR's fair-access rules ask for restraint, so filings are read
 * on runs only.
 */
export function isCheckable(p: CheckablePage): boolean {
  return p.ok && !p.idle && ["feed", "sitemap", "board"].includes(p.kind) && p.source !== "sec";
}

/**
 * Stamps each checkable page a run read with its answer's validators and fingerprint, so the
 * check written from it asks conditionally from the first time and compares with what the run saw.
 */
export async function stampCheckables(
  pages: CheckablePage[],
  answerFor: (
    url: string,
  ) => { validators: { etag: string | null; lastModified: string | null } | null; body: string } | undefined,
): Promise<void> {
  for (const p of pages) {
    if (!isCheckable(p)) continue;
    const answer = answerFor(p.url);
    if (!answer) continue;
    if (answer.validators && (answer.validators.etag || answer.validators.lastModified))
      p.validators = { etag: answer.validators.etag, lastModified: answer.validators.lastModified };
    p.fingerprint = await fingerprintOf(answer);
  }
}

/** Where in the interval a check falls, from its id: checks spread over the interval, no herd on the hour. */
export function spreadMs(id: string, intervalMinutes: number): number {
  let h = 0;
  for (const ch of id) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return (h % Math.max(1, intervalMinutes * 60)) * 1000;
}

/**
 * After a run, in its transaction: a check for each source it read that can be checked, the ones
 * it no longer reads dropped. A source the run read itself is written with the validators and
 * fingerprint of the run's answer (new rows and existing ones: the run saw that content, so the
 * next check asks conditionally and counts only what is newer as a change); rows keep their
 * schedule.
 */
export async function syncChecks(
  trx: Db,
  entity: { id: string; org_id: string },
  pages: readonly CheckablePage[],
  now: Date,
  intervalMinutes: number,
): Promise<void> {
  if (intervalMinutes <= 0) return;
  const sources = checkablePages(pages);
  if (sources.length) {
    await trx
      .insertInto("checks")
      .values(
        sources.map((s) => {
          const id = newId();
          return {
            id,
            org_id: entity.org_id,
            entity_id: entity.id,
            kind: s.kind,
            source: s.source,
            url: s.url,
            etag: s.etag,
            last_modified: s.lastModified,
            fingerprint: s.fingerprint,
            interval_minutes: intervalMinutes,
            next_check_at: new Date(now.getTime() + spreadMs(id, intervalMinutes)),
            last_checked_at: null,
            last_changed_at: null,
            created_at: now,
          };
        }),
      )
      .onConflict((oc) =>
        oc.columns(["entity_id", "url"]).doUpdateSet({
          // Only where the run read the source itself (a fingerprint); else the row keeps what its checks learnt.
          etag: sql`case when excluded.fingerprint is null then checks.etag else excluded.etag end`,
          last_modified: sql`case when excluded.fingerprint is null then checks.last_modified
            else excluded.last_modified end`,
          fingerprint: sql`coalesce(excluded.fingerprint, checks.fingerprint)`,
        }),
      )
      .execute();
  }
  let stale = trx.deleteFrom("checks").where("entity_id", "=", entity.id);
  if (sources.length)
    stale = stale.where(
      "url",
      "not in",
      sources.map((s) => s.url),
    );
  await stale.execute();
}

/** Queues the job that works due checks, once: none while one is pending. Returns how many jobs were queued. */
export async function scheduleDueChecks(
  deps: Pick<JobContext, "db" | "clock" | "config" | "jobs" | "logger">,
): Promise<number> {
  if (deps.config.CHECK_INTERVAL_MINUTES <= 0) return 0;
  const now = deps.clock.now();
  const due = await deps.db
    .selectFrom("checks as c")
    .innerJoin("entities as e", "e.id", "c.entity_id")
    .select("c.id")
    .where("c.next_check_at", "<=", now)
    .where("e.status", "=", "ok")
    .limit(1)
    .executeTakeFirst();
  if (!due) return 0;
  const jobId = await enqueueJob(deps.db, now, {
    kind: JOB_CHECKS,
    payload: {},
    dedupeKey: JOB_CHECKS,
    maxAttempts: 3,
  });
  if (!jobId) return 0;
  await dispatchNow(deps, [jobId]);
  return 1;
}

export interface ChecksOutcome {
  checked: number;
  /** Asked and answered 304, or with the items seen already. */
  unchanged: number;
  changed: number;
  failed: number;
  runsQueued: number;
  bytesReceived: number;
}

/** The job: works the checks that are due, then queues itself again while more are due. */
export async function checksJob(ctx: JobContext): Promise<void> {
  const renewed = await renewLeases(ctx);
  if (renewed) ctx.logger.info("websub leases renewed", { count: renewed });
  const outcome = await runDueChecks(ctx);
  if (outcome.checked) ctx.logger.info("checks", { ...outcome });
  if (outcome.checked >= CHECKS_PER_JOB) {
    const next = await enqueueJob(ctx.db, ctx.clock.now(), {
      kind: JOB_CHECKS,
      payload: {},
      dedupeKey: `${JOB_CHECKS}:more`,
      maxAttempts: 3,
    });
    if (next) await dispatchNow(ctx, [next]);
  }
}

/**
 * Claims the due checks of active companies (a paused company is never checked) and asks each
 * source, one request at a time per host.
 */
export async function runDueChecks(ctx: JobContext, limit = CHECKS_PER_JOB): Promise<ChecksOutcome> {
  const outcome: ChecksOutcome = { checked: 0, unchanged: 0, changed: 0, failed: 0, runsQueued: 0, bytesReceived: 0 };
  if (ctx.config.CHECK_INTERVAL_MINUTES <= 0) return outcome;
  const now = ctx.clock.now();
  const claimed = await sql<CheckRow>`
    update checks set next_check_at = ${new Date(now.getTime() + CLAIM_MS)}
    where id in (
      select c.id from checks c join entities e on e.id = c.entity_id
      where c.next_check_at <= ${now} and e.status = 'ok'
      order by c.next_check_at
      limit ${limit}
      for update of c skip locked
    )
    returning id, org_id, entity_id, kind, source, url, etag, last_modified, fingerprint, interval_minutes, failures,
      websub_state, last_changed_at`.execute(ctx.db);
  const byHost = new Map<string, CheckRow[]>();
  for (const row of claimed.rows) {
    const host = hostOf(row.url);
    byHost.set(host, [...(byHost.get(host) ?? []), row]);
  }
  const hosts = [...byHost.values()];
  const workers = Array.from({ length: Math.min(HOSTS_AT_ONCE, hosts.length) }, async () => {
    for (let rows = hosts.shift(); rows; rows = hosts.shift()) {
      for (const row of rows) await checkOne(ctx, row, outcome);
    }
  });
  await Promise.all(workers);
  return outcome;
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** Asks one source; records what it said; queues a run when something is new. */
async function checkOne(ctx: JobContext, row: CheckRow, outcome: ChecksOutcome): Promise<void> {
  const base = ctx.config.CHECK_INTERVAL_MINUTES;
  const res = await fetcherOf(ctx).fetchPage(row.url, requestFor(ctx, row));
  const now = ctx.clock.now();
  outcome.checked++;
  if (!res.ok) {
    outcome.failed++;
    const failures = row.failures + 1;
    // Backs off while it keeps failing, up to a day; a wait the source asked for is honoured.
    const backoff = Math.min(DAY_MS, base * 60_000 * 2 ** Math.min(failures, 10));
    const wait = Math.min(DAY_MS, Math.max(backoff, res.retryAfterMs ?? 0));
    await ctx.db
      .updateTable("checks")
      .set({ failures, last_checked_at: now, next_check_at: new Date(now.getTime() + wait) })
      .where("id", "=", row.id)
      .execute();
    return;
  }
  outcome.bytesReceived += res.body.length;
  const fingerprint = res.notModified ? row.fingerprint : await fingerprintOf(res);
  // The first answer is the baseline (the run that wrote the row read the same source).
  const changed = row.fingerprint !== null && fingerprint !== row.fingerprint;
  // How often to ask follows how lately it changed: changed within a day, every quarter of the
  // interval; within three days, every half; a quiet source keeps the interval.
  const lastChange = changed ? now : row.last_changed_at;
  const quietMs = lastChange ? now.getTime() - lastChange.getTime() : Infinity;
  const recency = quietMs < DAY_MS ? Math.ceil(base / 4) : quietMs < 3 * DAY_MS ? Math.ceil(base / 2) : base;
  // A feed's <ttl> (minutes) asks for a longer interval; it is kept in interval_minutes (above the
  // base interval only then), so the 304s that follow, which carry no body, keep honouring it.
  const ttl = res.notModified
    ? row.interval_minutes > base
      ? row.interval_minutes
      : 0
    : (feedTtlMinutes(res.body) ?? 0);
  const interval = Math.min(DAY_MS / 60_000, Math.max(ttl, recency));
  const wait = Math.min(DAY_MS, Math.max(interval * 60_000, res.freshForMs ?? 0));
  // Something new queues its run first; over today's cap the change is kept unseen (the previous
  // fingerprint and no validators), so the first check once the cap allows queues it.
  const queued = changed ? await queueCheckRun(ctx, row, now) : null;
  const kept = queued === "capped";
  await ctx.db
    .updateTable("checks")
    .set({
      etag: kept ? null : (res.validators?.etag ?? null),
      last_modified: kept ? null : (res.validators?.lastModified ?? null),
      fingerprint: kept ? row.fingerprint : fingerprint,
      interval_minutes: interval,
      failures: 0,
      last_checked_at: now,
      next_check_at: new Date(now.getTime() + wait),
      bytes_received: sql`bytes_received + ${res.body.length}`,
      ...(changed ? { last_changed_at: now } : {}),
    })
    .where("id", "=", row.id)
    .execute();
  // A feed of the site's that declares a WebSub hub is subscribed to (polling goes on beside it).
  if (!res.notModified && row.kind === "feed" && row.source === null && row.websub_state === null) {
    const declared = hubOf(res.body, res.linkHeader, row.url);
    if (declared) await subscribe(ctx, row, declared.hub, declared.topic);
  }
  if (!changed) {
    outcome.unchanged++;
    return;
  }
  outcome.changed++;
  if (queued === "queued") outcome.runsQueued++;
  if (kept) return;
  // The company's other sources likely show the same news (a post is in the feed and the
  // sitemap): they are asked now, while the run is queued, so they join it and take the new
  // items as seen, instead of queueing a second run (and spending the day's cap) an hour later.
  await ctx.db
    .updateTable("checks")
    .set({ next_check_at: now })
    .where("entity_id", "=", row.entity_id)
    .where("id", "<>", row.id)
    // Not one claimed by a check under way (due again within CLAIM_MS), nor one just answered.
    .where("next_check_at", ">", new Date(now.getTime() + CLAIM_MS))
    .where((eb) => eb.or([eb("last_checked_at", "is", null), eb("last_checked_at", "<", now)]))
    .where("failures", "=", 0)
    .execute();
}

/** An RSS 2.0 channel's `<ttl>`: the minutes it may be cached before it is asked again; null when absent. */
export function feedTtlMinutes(body: string): number | null {
  const m = /<channel\b[\s\S]*?<ttl>\s*(\d{1,6})\s*<\/ttl>/i.exec(body.slice(0, 20_000));
  const minutes = m ? Number(m[1]) : 0;
  return minutes > 0 ? minutes : null;
}

/** The request a check sends: the validators it was given, and what the source's API asks for. */
function requestFor(ctx: JobContext, row: CheckRow): FetchPageOptions {
  const validators = { etag: row.etag, lastModified: row.last_modified };
  const api = row.source !== null && row.source !== "news";
  if (row.source === "github") {
    const token = ctx.config.GITHUB_TOKEN;
    return {
      accept: "application/vnd.github+json",
      headers: { "x-github-api-version": "2022-11-28", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      robots: false,
      validators,
    };
  }
  // Documented APIs are called as documented (robots.txt governs crawling pages); the site's own feeds and sitemap are
  // crawled.
  return api ? { accept: "application/json", robots: false, validators } : { robots: row.source === null, validators };
}

const ITEM_ID_KEYS = ["objectID", "id", "guid", "absolute_url", "html_url", "url", "name"];
const ITEM_TIME_KEYS = ["created_at_i", "published_at", "pushed_at", "created_at", "updated_at"];

/**
 * What an answer holds, as a short hash that changes when something new is in it: a JSON API's
 * items (their ids and times: HN's `created_at_i`, a board's job ids, a repository's `pushed_at`),
 * a feed's entries (guid, id or link), a sitemap's URLs; else the text with tags left out.
 */
export async function fingerprintOf(res: Pick<Extract<FetchResult, { ok: true }>, "body">): Promise<string> {
  const body = res.body;
  const trimmed = body.trimStart();
  if (trimmed.startsWith("{") || trimmed.startsWith("[")) {
    try {
      const keys = jsonItemKeys(JSON.parse(body));
      if (keys.length) return sha256Hex(`json:${keys.sort().join("\n")}`);
    } catch {
      // Not JSON after all: hashed as text below.
    }
  }
  const entries = [...body.matchAll(/<(item|entry)\b[\s\S]*?<\/\1>/gi)].map((m) => {
    const e = m[0];
    return (
      (
        /<guid\b[^>]*>([\s\S]*?)<\/guid>/i.exec(e) ??
        /<id>([\s\S]*?)<\/id>/i.exec(e) ??
        /<link\b[^>]*?(?:href="([^"]*)"[^>]*\/?>|>([\s\S]*?)<\/link>)/i.exec(e)
      )
        ?.slice(1)
        .find(Boolean)
        ?.trim() ?? e
    );
  });
  if (entries.length) return sha256Hex(`feed:${entries.sort().join("\n")}`);
  const locs = [...body.matchAll(/<loc>([\s\S]*?)<\/loc>/gi)].map((m) => m[1]!.trim());
  if (locs.length) return sha256Hex(`sitemap:${locs.sort().join("\n")}`);
  return sha256Hex(
    `text:${body
      .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/gi, "")
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ")
      .trim()}`,
  );
}

/** The items of a JSON answer (a top-level list, or the first list under a usual key), as id@time keys. */
function jsonItemKeys(value: unknown): string[] {
  const list = Array.isArray(value)
    ? value
    : value && typeof value === "object"
      ? (["hits", "jobs", "results", "items", "data", "releases", "postings"]
          .map((k) => (value as Record<string, unknown>)[k])
          .find(Array.isArray) as unknown[] | undefined)
      : undefined;
  if (!list) {
    // A registry's package document: its versions are its items.
    const versions =
      value && typeof value === "object"
        ? ((value as Record<string, unknown>).versions ?? (value as Record<string, unknown>).releases)
        : undefined;
    return versions && typeof versions === "object" && !Array.isArray(versions) ? Object.keys(versions) : [];
  }
  return list.flatMap((item) => {
    if (!item || typeof item !== "object") return [];
    const o = item as Record<string, unknown>;
    const id = ITEM_ID_KEYS.map((k) => o[k]).find((v) => typeof v === "string" || typeof v === "number");
    if (id === undefined) return [];
    const at = ITEM_TIME_KEYS.map((k) => o[k]).find((v) => typeof v === "string" || typeof v === "number");
    return [`${id}@${at ?? ""}`];
  });
}
