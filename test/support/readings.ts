import { readText, type ReadingContext } from "../../src/pipeline/read/index";

/** The after-run's clock in the scenario corpus (harness.ts): a week after the first run. */
export const NOW = new Date("2026-11-17T09:00:00Z");

/** A reading context for a company's own page, the page's kind not yet known. */
export const ctx = (name: string, over: Partial<ReadingContext> = {}): ReadingContext => ({
  company: { name, founders: [] },
  ownSite: true,
  now: NOW,
  pageKind: null,
  ...over,
});

/** The types of the statements a text's reading counts. */
export const counted = (text: string, c: ReadingContext) =>
  readText(text, c)
    .readings.filter((r) => r.counted)
    .map((r) => r.type);
