import { PartnerTrackingError } from "./errors.js";
import type { components } from "./schema.js";

type CompanyResponse = components["schemas"]["CompanyResponse"];
type RefreshRecord = components["schemas"]["RefreshResponse"]["refresh"];

export interface WaitOptions {
  /** Give up after this long (default 10 minutes: a first run can take 6). */
  timeoutMs?: number;
  signal?: AbortSignal;
}

/** What polling needs: reading the company, waiting, and the time. */
export interface Poller {
  getCompany(id: string, signal?: AbortSignal): Promise<CompanyResponse>;
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
  now(): number;
}

const DEFAULT_TIMEOUT_MS = 10 * 60_000;
/** Used only when the server suggests no interval (nothing is queued or running on its side). */
const FALLBACK_POLL_SECONDS = 5;
const RUN_IN_PROGRESS = "run_in_progress";

/** Spec 3.3 rule 1: poll the company every `suggestedPollIntervalSeconds` until `enrichmentComplete`. */
export function waitForEnrichment(p: Poller, id: string, options: WaitOptions = {}): Promise<CompanyResponse> {
  return poll(p, id, options, undefined, (c) => c.operation.enrichmentComplete, "enrichment");
}

/**
 * Spec 3.3 rules 2 and 3. With a baseline (the refresh record, or its `baselineLastScrapedAt`):
 * the run is finished when `lastScrapedAt` differs from it. Without one (the first run after a
 * create or lead track): when `lastScrapedAt` is set and `scrapeHealthReason` no longer says a
 * run is in progress. A company paused before its run started has its run dropped (POST
 * /tracker/{id}/refresh): that stops the wait with `run_dropped` rather than polling to the timeout.
 */
export function waitForRun(
  p: Poller,
  id: string,
  baseline: RefreshRecord | string | null | undefined,
  options: WaitOptions = {},
): Promise<CompanyResponse> {
  const record = typeof baseline === "object" && baseline !== null ? baseline : undefined;
  const since = record ? record.baselineLastScrapedAt : (baseline as string | null | undefined);
  const finished =
    since === undefined
      ? (c: CompanyResponse) => c.data.lastScrapedAt !== null && c.data.scrapeHealthReason !== RUN_IN_PROGRESS
      : (c: CompanyResponse) => c.data.lastScrapedAt !== since;
  return poll(p, id, options, record?.suggestedPollIntervalSeconds, finished, "run");
}

async function poll(
  p: Poller,
  id: string,
  options: WaitOptions,
  suggested: number | undefined,
  done: (c: CompanyResponse) => boolean,
  what: "enrichment" | "run",
): Promise<CompanyResponse> {
  const deadline = p.now() + (options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  for (;;) {
    const company = await p.getCompany(id, options.signal);
    if (done(company)) return company;
    const pending = company.operation.suggestedPollIntervalSeconds;
    if (what === "run" && company.data.status === "paused" && pending === null) {
      throw new PartnerTrackingError({
        status: 0,
        code: "run_dropped",
        message: `Company ${id} is paused and no run is queued or running: its run was dropped.`,
      });
    }
    const waitMs = (pending ?? suggested ?? FALLBACK_POLL_SECONDS) * 1000;
    if (p.now() + waitMs > deadline) {
      throw new PartnerTrackingError({
        status: 0,
        code: "timeout",
        message: `The ${what} of company ${id} did not finish within ${options.timeoutMs ?? DEFAULT_TIMEOUT_MS} ms.`,
      });
    }
    await p.sleep(waitMs, options.signal);
  }
}
