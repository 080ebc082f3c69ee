import type { Config } from "../config";
import { HttpFetcher, resolveLiteralHostsOnly } from "../platform/fetcher";
import { fetcherOptionsFromConfig, languageModelFromConfig } from "../platform/from-config";
import { LexicalClassifier } from "../taxonomy";
import { LocalAnalyser } from "./analyse/local";
import { ModelAnalyser } from "./analyse/model";
import type { SignalAnalyser } from "./analyse/types";
import type { Pipeline } from "../lifecycle/pipeline-port";
import { Deadline } from "./deadline";
import { enrichEntity } from "./enrich";
import { DEFAULT_PIPELINE_SETTINGS, type PipelinePorts, type PipelineSettings } from "./ports";
import { failedRunOutcome, runTracker } from "./run";
import { SiteReader } from "./site";

export type { PipelinePorts, PipelineSettings } from "./ports";

/**
 * The real pipeline. Ports come from the configuration unless given:
 * - fetcher: a Worker-safe HttpFetcher (literal addresses checked) from FETCH_* and
 *   ALLOW_PRIVATE_NETWORK; Node passes `createNodeFetcher(...)`, which checks resolved addresses;
 * - languageModel: the OpenAI-compatible client when LLM_BASE_URL is set, else null (local analyser);
 * - classifier: the lexical taxonomy classifier.
 */
export function createPipeline(config: Config, overrides: Partial<PipelinePorts> = {}): Pipeline {
  const fetcher = overrides.fetcher ?? new HttpFetcher({ resolveHost: resolveLiteralHostsOnly, ...fetcherOptionsFromConfig(config) });
  const languageModel = overrides.languageModel !== undefined ? overrides.languageModel : languageModelFromConfig(config);
  const classifier = overrides.classifier ?? new LexicalClassifier();
  const settings: PipelineSettings = { ...DEFAULT_PIPELINE_SETTINGS, modelTimeoutMs: config.LLM_TIMEOUT_MS, pageBudget: config.PAGE_BUDGET, ...overrides.settings };
  const local = new LocalAnalyser();
  const analyser: SignalAnalyser = languageModel ? new ModelAnalyser(languageModel, settings.modelTimeoutMs) : local;

  return {
    async enrich(ctx, target) {
      const deadline = new Deadline(settings.enrichDeadlineMs);
      try {
        const reader = new SiteReader(fetcher, deadline, settings.unfetchableHosts);
        return await enrichEntity({ reader, classifier, now: ctx.clock.now() }, target);
      } finally {
        deadline.dispose();
      }
    },
    run(ctx, target) {
      return runTracker({ fetcher, classifier, analyser, settings }, ctx, target);
    },
    failedRun(ctx, target) {
      return failedRunOutcome(settings, ctx, target);
    },
  };
}
