import { beforeAll, describe, expect, it } from "vitest";
import { runCorpus, type ScenarioOutcome } from "./harness";
import { loadCorpus, needsBrowser } from "./scenario";
import { meetsTarget, metricsOf, scenarioLine, scoreOutcome, TARGETS, type Metrics, type ScenarioScore } from "./score";

/*
 * The scenario corpus (docs/pipeline.md §The scenario corpus): the whole corpus through the real pipeline with the
 * local analyser, held to the corpus' targets (score.ts TARGETS: event recall ≥ 95 %, type accuracy ≥ 90 %, alert
 * precision and recall ≥ 95 %, no false alert on noise, every noise-only change called
 * no_material_change, evidence correctness ≥ 95 %), so a regression in what the tracker notices
 * fails the suite. `npm run bench:signals` runs the model mode too and prints every scenario.
 *
 * In CORPUS_SHARDS files (corpus.test.ts, corpus-2…4.test.ts), each a fourth of the scenarios: each runs on one core,
 * and the fast suite's two workers share them with the other files rather than wait on one at the end.
 *
 * The fast suite runs a fixed sample: the scenarios whose id hashes into one of CORPUS_SAMPLE buckets, the same ones
 * on every machine and a steady share of every round as the corpus grows. The whole corpus (about 0.3 s a scenario
 * of one core, 3,000 and more scenarios) would make `npm test` most of half an hour on two cores; `npm run
 * test:corpus` (CORPUS=all) runs all of it through these same tests, and `npm run bench:signals` measures it.
 */

export const CORPUS_SHARDS = 4;
const CORPUS_SAMPLE = 8;

/** FNV-1a of a scenario's id: where it falls does not move when other scenarios come or go. */
export function bucketOf(id: string, buckets: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 0x01000193) >>> 0;
  return h % buckets;
}

/** The scenarios of shard `shard`: a fourth of the sample (an eighth of the corpus), or with CORPUS=all of all. */
export function shardOf<T extends { id: string }>(scenarios: readonly T[], shard: number, all: boolean): T[] {
  const buckets = CORPUS_SHARDS * (all ? 1 : CORPUS_SAMPLE);
  return scenarios.filter((s) => bucketOf(s.id, buckets) === shard);
}

/** The corpus' tests over shard `shard` (0-based) of its scenarios. */
export function describeCorpusShard(shard: number): void {
  let outcomes: ScenarioOutcome[];
  let scores: ScenarioScore[];
  let metrics: Metrics;

  // Scenarios that need a browser (`browser: true`) run in the browser suite (test/browser/rendering.test.ts), with
  // Chromium.
  const mine = shardOf(
    loadCorpus().filter((s) => !needsBrowser(s)),
    shard,
    process.env.CORPUS === "all",
  );

  beforeAll(
    async () => {
      outcomes = (await runCorpus({ modes: ["local"], only: mine.map((s) => s.id) })).local;
      scores = outcomes.map(scoreOutcome);
      metrics = metricsOf(scores);
      // A budget for the work, not a wait, that grows with the shard: about 0.3 s a scenario alone, twice that and
      // more under the whole suite on 2 shared cores.
    },
    Math.max(300_000, mine.length * 1_200),
  );

  describe("the scenario corpus (local analyser)", () => {
    it("runs every scenario to its after-run signal and alert", () => {
      expect(outcomes.length).toBe(mine.length);
      expect(outcomes.filter((o) => o.error).map((o) => `${o.scenario.id}: ${o.error}`)).toEqual([]);
    });

    it.each(Object.keys(TARGETS) as (keyof typeof TARGETS)[])("meets the corpus' target on %s", (metric) => {
      const t = TARGETS[metric];
      expect(
        meetsTarget(metric, metrics[metric]),
        `${metric} = ${metrics[metric]} (target ${t.op} ${t.value})\n${scores.map(scenarioLine).join("\n")}`,
      ).toBe(true);
    });

    it(
      "calls every noise-only change no_material_change (a post that " +
        "is not the company's news at most a mention) and alerts on none",
      () => {
        expect(
          scores
            .filter(
              (s) => s.kind === "noise" && (s.gotType === null || !s.expectedTypes.includes(s.gotType) || s.alertSent),
            )
            .map((s) => s.id),
        ).toEqual([]);
      },
    );
  });
}
