import { BaseSequencer, type TestSpecification } from "vitest/node";

/*
 * The fast suite's order: its longest files first (the corpus' shards, the CLI's child processes), then vitest's own.
 * On a fresh clone vitest knows no durations and keeps the files' order, which put the corpus last: one core worked
 * it alone for minutes while the other had finished.
 */
const HEAVY = [/test\/scenarios\/corpus(-\d)?\.test\.ts$/, /test\/cli\//];

const weight = (spec: TestSpecification) => {
  const i = HEAVY.findIndex((re) => re.test(spec.moduleId));
  return i < 0 ? HEAVY.length : i;
};

export class HeavyFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return sorted
      .map((spec, i) => ({ spec, i }))
      .sort((a, b) => weight(a.spec) - weight(b.spec) || a.i - b.i)
      .map((x) => x.spec);
  }
}
