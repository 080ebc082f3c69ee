import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/*
 * Keeps every line of the TypeScript under ROOTS at most MAX_COLUMNS characters, the formatter's lineWidth
 * (biome.json). Biome breaks code but not strings, comments or template literals, so those are split by hand:
 * strings with `+`, comments rewrapped. src/ is not in ROOTS yet: it joins once its own long lines are split.
 */

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const ROOTS = ["test", "scripts"];
const MAX_COLUMNS = 120;

function tsFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (entry.name !== "node_modules") out.push(...tsFiles(path));
    } else if (/\.tsx?$/.test(entry.name)) out.push(path);
  }
  return out;
}

describe("line length", () => {
  it(`no line of ${ROOTS.join(", ")} is longer than ${MAX_COLUMNS} characters`, () => {
    const files = ROOTS.flatMap(tsFiles);
    expect(files.length).toBeGreaterThan(100);
    const long = files.flatMap((file) =>
      readFileSync(join(ROOT, file), "utf8")
        .split("\n")
        .map((line, i) => ({ at: `${file}:${i + 1}`, columns: [...line].length }))
        .filter((l) => l.columns > MAX_COLUMNS)
        .map((l) => `${l.at} (${l.columns} characters)`),
    );
    expect(long, `${long.length} line(s) longer than ${MAX_COLUMNS} characters`).toEqual([]);
  });
});
