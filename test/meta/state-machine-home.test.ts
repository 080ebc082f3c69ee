import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/*
 * docs/ARCHITECTURE.md: the run and enrichment state machine lives in src/lifecycle. Nothing else
 * writes a company's enrichment or run state, or the runs table (docs/ARCHITECTURE.md). The one
 * writer outside, the demo seed, writes finished history and is named there.
 */
const SRC = resolve(dirname(fileURLToPath(import.meta.url)), "../../src");
const WRITES = [
  /(updateTable|insertInto|deleteFrom)\(\s*"runs"\s*\)/,
  new RegExp(
    "\\b(enrichment_status|enrichment_reason|enrichment_started_at|enrichment_finished_at|last_scraped_at|" +
      "scrape_health_reason)\\s*:",
  ),
];
const ALLOWED = ["lifecycle/", "db/types.ts", "services/setup/demo-seed.ts"];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith(".ts") ? [path] : [];
  });
}

describe("the state machine's home", () => {
  it("only src/lifecycle writes enrichment and run state or the runs table", () => {
    const writers = files(SRC)
      .map((f) => relative(SRC, f))
      .filter((f) => !ALLOWED.some((a) => f.startsWith(a)))
      .filter((f) => WRITES.some((re) => re.test(readFileSync(join(SRC, f), "utf8"))));
    expect(writers).toEqual([]);
  });
});
