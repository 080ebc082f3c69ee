import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/*
 * Keeps every line of the TypeScript under ROOTS at most MAX_COLUMNS characters, the formatter's lineWidth
 * (biome.json). Biome breaks code but not strings, comments or template literals, so those are split by hand:
 * strings with `+` into pieces of the same value, long regular expressions rebuilt with `new RegExp` from such
 * pieces, comments rewrapped.
 */

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const ROOTS = ["test", "scripts", "src"];
/** Files not held to the limit: src/web/assets/bundle.ts is generated (npm run web:assets) and not formatted. */
const EXEMPT = new Set(["src/web/assets/bundle.ts"]);
const MAX_COLUMNS = 120;

/** Long lines kept as they are, by file and how the line starts (none today; a stale entry fails). */
const KEPT: { file: string; starts: string }[] = [];

function tsFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (entry.name !== "node_modules") out.push(...tsFiles(path));
    } else if (/\.tsx?$/.test(entry.name) && !EXEMPT.has(path)) out.push(path);
  }
  return out;
}

describe("line length", () => {
  const files = ROOTS.flatMap(tsFiles);
  const long = files.flatMap((file) =>
    readFileSync(join(ROOT, file), "utf8")
      .split("\n")
      .map((text, i) => ({ file, at: `${file}:${i + 1}`, text: text.trim(), columns: [...text].length }))
      .filter((l) => l.columns > MAX_COLUMNS),
  );
  const kept = (l: { file: string; text: string }) =>
    KEPT.some((k) => k.file === l.file && l.text.startsWith(k.starts));

  it(`no line of ${ROOTS.join(", ")} is longer than ${MAX_COLUMNS} characters`, () => {
    expect(files.length).toBeGreaterThan(100);
    const over = long.filter((l) => !kept(l)).map((l) => `${l.at} (${l.columns} characters)`);
    expect(over, `${over.length} line(s) longer than ${MAX_COLUMNS} characters`).toEqual([]);
  });

  it("every line kept long is still there", () => {
    const stale = KEPT.filter((k) => !long.some((l) => l.file === k.file && l.text.startsWith(k.starts)));
    expect(stale.map((k) => `${k.file}: ${k.starts}…`)).toEqual([]);
  });
});
