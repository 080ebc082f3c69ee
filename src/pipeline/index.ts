import type { Config } from "../config";
import type { Pipeline } from "./contract";

/** The real pipeline, built from configuration (fetcher, language model, mail). Lands with the pipeline issue. */
export function createPipeline(_config: Config): Pipeline {
  return {
    async enrich() {
      throw new Error("enrichment pipeline not built yet");
    },
    async run() {
      throw new Error("run pipeline not built yet");
    },
  };
}
