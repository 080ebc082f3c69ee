import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createVitest } from "vitest/node";
import { type SuiteName, suites } from "../suites";

/*
 * The suites' file lists live in test/suites.ts and nowhere else. Here each vitest config is loaded
 * as its npm script loads it, and vitest itself lists the files it would run; so a config that
 * stops reading test/suites.ts, or a test file no suite picks up (or two suites both run), fails.
 * The one overlap meant to be: the real-Postgres suite runs the fast suite's files again.
 */

const ROOT = join(import.meta.dirname, "../..");
const TEST_FILE = /\.(test|spec)\.[cm]?[jt]sx?$/;
const NAMES = Object.keys(suites) as SuiteName[];

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : testFiles(path);
    return TEST_FILE.test(entry.name) ? [relative(ROOT, path)] : [];
  });
}

interface Resolved {
  include: string[];
  exclude: string[];
  files: Set<string>;
}

const resolved = new Map<SuiteName, Resolved>();

beforeAll(async () => {
  for (const name of NAMES) {
    const vitest = await createVitest("test", { root: ROOT, config: join(ROOT, suites[name].config), watch: false });
    try {
      const specs = await vitest.globTestSpecifications();
      resolved.set(name, {
        include: [...vitest.config.include],
        exclude: [...vitest.config.exclude],
        files: new Set(specs.map((s) => relative(ROOT, s.moduleId))),
      });
    } finally {
      await vitest.close();
    }
  }
}, 60_000);

afterAll(() => resolved.clear());

const sorted = (list: string[]) => [...new Set(list)].sort();
/** Two suites may share files only when one runs the other's again (on another driver). */
const meantToOverlap = (a: SuiteName, b: SuiteName) => suites[a].rerunOf === b || suites[b].rerunOf === a;

describe("test suites (test/suites.ts)", () => {
  it("each config takes its include and exclude lists from test/suites.ts", () => {
    const drift = NAMES.flatMap((name) => {
      const got = resolved.get(name)!;
      const want = suites[name];
      const out: string[] = [];
      if (sorted(got.include).join("\n") !== sorted(want.include).join("\n"))
        out.push(
          `${want.config}: include ${JSON.stringify(got.include)}, test/suites.ts says ${JSON.stringify(want.include)}`,
        );
      if (sorted(got.exclude).join("\n") !== sorted(want.exclude).join("\n"))
        out.push(
          `${want.config}: exclude ${JSON.stringify(got.exclude)}, test/suites.ts says ${JSON.stringify(want.exclude)}`,
        );
      return out;
    });
    expect(drift).toEqual([]);
  });

  it("each suite's npm script runs its config, and .ci/run runs each suite", () => {
    const scripts = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")).scripts as Record<string, string>;
    const ci = readFileSync(join(ROOT, ".ci/run"), "utf8");
    const wrong = NAMES.flatMap((name) => {
      const { script, config } = suites[name];
      const command = config === "vitest.config.ts" ? "vitest run" : `vitest run --config ${config}`;
      const out: string[] = [];
      if (scripts[script] !== command) out.push(`package.json "${script}" is "${scripts[script]}", not "${command}"`);
      if (!ci.includes(`npx ${command}\n`)) out.push(`.ci/run does not run "npx ${command}"`);
      return out;
    });
    expect(wrong).toEqual([]);
  });

  it("every test file under test/ runs in a suite, and in two only when one suite re-runs the other", () => {
    const files = testFiles(join(ROOT, "test"));
    expect(files.length).toBeGreaterThan(100);
    const problems = files.flatMap((file) => {
      const runIn = NAMES.filter((name) => resolved.get(name)!.files.has(file));
      if (runIn.length === 0) return [`${file} runs in no suite`];
      const clashes: string[] = [];
      runIn.forEach((a, i) => {
        for (const b of runIn.slice(i + 1))
          if (!meantToOverlap(a, b)) clashes.push(`${file} runs in both ${a} and ${b}`);
      });
      return clashes;
    });
    expect(problems).toEqual([]);
  });

  it("vitest lists only test files under test/", () => {
    const outside = NAMES.flatMap((name) =>
      [...resolved.get(name)!.files].filter((f) => !f.startsWith("test/") || !TEST_FILE.test(f)),
    );
    expect(outside).toEqual([]);
  });
});
