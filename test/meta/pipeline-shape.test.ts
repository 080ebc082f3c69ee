import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { LIMITS, measurePipeline } from "../../scripts/pipeline-shape";

/*
 * A pipeline you can read (docs/pipeline.md §A pipeline you can read): src/pipeline decides by parses and data
 * tables rather than a forest of regular expressions, in small functions and files, with its stages in folders.
 */

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const shape = measurePipeline(ROOT);

it("the limits are the ones the tests are named for", () => {
  expect(LIMITS).toEqual({ regularExpressions: 120, functionLines: 80, fileLines: 400, looseFiles: 4 });
});

describe("the pipeline's shape", () => {
  it("finds what it measures (a regular expression in a fixture folder counts, literal or built)", () => {
    const fixture = measurePipeline(ROOT, "test/meta/fixtures/pipeline-shape");
    expect(fixture.regularExpressionTotal).toBe(3);
    expect(fixture.longFunctions).toEqual([expect.stringMatching(/tooLong \(81 lines\)$/)]);
    expect(fixture.longFiles).toEqual([]);
    expect(fixture.looseFiles).toEqual(["sample.ts"]);
  });

  it("builds at most 120 regular expressions", () => {
    const by = Object.entries(shape.regularExpressions).sort((a, b) => b[1] - a[1]);
    expect(shape.regularExpressionTotal, by.map(([f, n]) => `${n} ${f}`).join("\n")).toBeLessThanOrEqual(
      LIMITS.regularExpressions,
    );
  });

  it("has no function over 80 lines", () => {
    expect(shape.longFunctions).toEqual([]);
  });

  it("has no file over 400 lines", () => {
    expect(shape.longFiles).toEqual([]);
  });

  it("keeps at most 4 loose files at its top, the stages in folders", () => {
    expect(shape.looseFiles.length).toBeLessThanOrEqual(LIMITS.looseFiles);
  });
});
