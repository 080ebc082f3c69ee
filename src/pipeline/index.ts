import type { Config } from "../config";
import { HttpFetcher, resolveLiteralHostsOnly } from "../platform/fetcher";
import { fetcherOptionsFromConfig, languageModelFromConfig } from "../platform/from-config";
import { OFFSITE_SOURCES } from "../config";
import { LexicalClassifier } from "../taxonomy/lexical";
import { LocalAnalyser } from "./judge/index";
import { ModelAnalyser } from "./judge/model";
import type { SignalAnalyser } from "./judge/types";
import type { Pipeline } from "../lifecycle/pipeline-port";
import { Deadline } from "./collect/deadline";
import { enrichEntity } from "./enrich/index";
import { DEFAULT_PIPELINE_SETTINGS, type PipelinePorts, type PipelineSettings } from "./ports";
import { failedRunOutcome, runTracker } from "./run";
import { RequestPacer, sharedPacer } from "./collect/pace";
import { NO_RENDERER, SiteReader } from "./collect/site";
import type { SourceSettings } from "./collect/sources/types";

export type { PipelinePorts, PipelineSettings } from "./ports";

/** The SEC's fair-access limit for one client. */
export const SEC_REQUESTS_PER_SECOND = 10;

/** SOURCES_DISABLED, SOURCE_BUDGET_<NAME>, SOURCE_TIMEOUT_MS and the sources' base URLs. */
export function sourceSettingsFromConfig(config: Config): SourceSettings {
  const budgets = Object.fromEntries(
    OFFSITE_SOURCES.map((n) => [
      n,
      config[`SOURCE_BUDGET_${n.toUpperCase()}` as `SOURCE_BUDGET_${Uppercase<typeof n>}`],
    ]),
  ) as SourceSettings["budgets"];
  return {
    disabled: config.SOURCES_DISABLED ?? [],
    budgets,
    timeoutMs: config.SOURCE_TIMEOUT_MS,
    endpoints: {
      greenhouse: config.GREENHOUSE_API_URL,
      lever: config.LEVER_API_URL,
      ashby: config.ASHBY_API_URL,
      workable: config.WORKABLE_API_URL,
      news: config.NEWS_SEARCH_URL,
      hn: config.HN_SEARCH_API_URL,
      github: config.GITHUB_API_URL,
      secSearch: config.SEC_SEARCH_URL,
      secData: config.SEC_DATA_URL,
      secArchives: config.SEC_ARCHIVES_URL,
      npm: config.NPM_REGISTRY_URL,
      pypi: config.PYPI_URL,
      crates: config.CRATES_API_URL,
      appstore: config.ITUNES_LOOKUP_URL,
    },
    tokens: {
      ...(config.GITHUB_TOKEN ? { github: config.GITHUB_TOKEN } : {}),
      ...(config.SEC_USER_AGENT ? { secUserAgent: config.SEC_USER_AGENT } : {}),
    },
  };
}

/**
 * The real pipeline. Ports come from the configuration unless given:
 * - fetcher: a Worker-safe HttpFetcher (literal addresses checked) from FETCH_* and
 *   ALLOW_PRIVATE_NETWORK; Node passes `createNodeFetcher(...)`, which checks resolved addresses;
 * - languageModel: the OpenAI-compatible client when LLM_BASE_URL is set, else null (local analyser);
 * - classifier: the lexical taxonomy classifier.
 */
export function createPipeline(config: Config, overrides: Partial<PipelinePorts> = {}): Pipeline {
  const fetcher =
    overrides.fetcher ?? new HttpFetcher({ resolveHost: resolveLiteralHostsOnly, ...fetcherOptionsFromConfig(config) });
  const languageModel =
    overrides.languageModel !== undefined ? overrides.languageModel : languageModelFromConfig(config);
  const classifier = overrides.classifier ?? new LexicalClassifier();
  const settings: PipelineSettings = {
    ...DEFAULT_PIPELINE_SETTINGS,
    modelTimeoutMs: config.LLM_TIMEOUT_MS,
    pageBudget: config.PAGE_BUDGET,
    checkIntervalMinutes: config.CHECK_INTERVAL_MINUTES,
    collectDeadlineMs: config.RUN_DEADLINE_MS,
    sources: sourceSettingsFromConfig(config),
    ...overrides.settings,
  };
  const sleeper = overrides.sleeper;
  // The SEC's fair-access rules: at most 10 requests a second from the whole process, every run together.
  // (A test's own sleeper gets a pacer of its own, on the same timeline as its deadlines.)
  const pacers = {
    sec: sleeper ? new RequestPacer(SEC_REQUESTS_PER_SECOND, sleeper) : sharedPacer("sec", SEC_REQUESTS_PER_SECOND),
    ...overrides.pacers,
  };
  const renderer = overrides.renderer ?? null;
  // Why a shell page is not rendered, as its report says.
  const noRendererReason = config.BROWSER_WS_ENDPOINT
    ? "BROWSER_WS_ENDPOINT is set, but only the Node server drives a browser; this runtime reports the page instead"
    : NO_RENDERER;
  const local = new LocalAnalyser();
  const analyser: SignalAnalyser = languageModel ? new ModelAnalyser(languageModel, settings.modelTimeoutMs) : local;

  return {
    async enrich(ctx, target) {
      const deadline = new Deadline(settings.enrichDeadlineMs, sleeper);
      try {
        const reader = new SiteReader(fetcher, deadline, settings.unfetchableHosts, null, {
          renderer,
          noRendererReason,
        });
        return await enrichEntity({ reader, classifier, now: ctx.clock.now() }, target);
      } finally {
        deadline.dispose();
      }
    },
    run(ctx, target) {
      return runTracker(
        {
          fetcher,
          classifier,
          analyser,
          settings,
          pacers,
          renderer,
          noRendererReason,
          ...(sleeper ? { sleeper } : {}),
        },
        ctx,
        target,
      );
    },
    failedRun(ctx, target) {
      return failedRunOutcome(settings, ctx, target);
    },
  };
}
