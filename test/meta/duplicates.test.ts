import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/*
 * No identical block of six lines or more is repeated in src/ outside declarations: logic written
 * twice drifts apart, so one piece of code serves where the logic is the same (a component in
 * src/web/, a helper function). A small detector, so the check needs no outside tool: each line is
 * normalised (trimmed, white space folded; blank lines, comment lines, lines of lone punctuation and
 * import lines left out), a window of six such lines slides over every .ts/.tsx file in src/, and a
 * window found in two places (two files, or two places of one file that do not overlap) is a
 * repeat. A declaration repeated on purpose (a type, a schema, a table of constants) is listed in
 * ACCEPTED with its reason.
 */

const ROOT = join(import.meta.dirname, "../..");
const SRC = join(ROOT, "src");
const WINDOW = 6;
/** Generated, not written by hand. */
const SKIPPED = new Set(["src/web/assets/bundle.ts"]);

/** Declarations repeated on purpose: the files a run stands in, its first six normalised lines, and why. */
const ACCEPTED: { files: [string, string]; lines: string[]; reason: string }[] = [
  {
    files: ["src/platform/idempotency.ts", "src/platform/idempotency.ts"],
    lines: [
      "db: Db,",
      "key: string,",
      "requestHash: string,",
      "status: number,",
      "body: unknown,",
      "t: IdempotencyTimes,",
    ],
    reason:
      "completeWithin's parameters, declared by IdempotencyStore and again by PostgresIdempotencyStore: a class " +
      "method does not take its parameter types from the interface it implements.",
  },
];

interface Line {
  text: string;
  /** 1-based line number in the file. */
  at: number;
}

/** The lines that count, normalised: what two copies of one block share whatever their indentation. */
function normalise(source: string): Line[] {
  const lines: Line[] = [];
  let inBlockComment = false;
  let inImport = false;
  source.split("\n").forEach((raw, index) => {
    const text = raw.trim().replace(/\s+/g, " ");
    if (inBlockComment) {
      if (text.includes("*/")) inBlockComment = false;
      return;
    }
    if (inImport) {
      // The list of names ends at its closing brace (`} from "x";`, or `};` for a local export list).
      if (text.startsWith("}")) inImport = false;
      return;
    }
    if (text === "" || text.startsWith("//")) return;
    if (text.startsWith("/*")) {
      if (!text.includes("*/")) inBlockComment = true;
      return;
    }
    if (/^(import|export)\b.*\bfrom\s+["'][^"']+["'];?$/.test(text) || /^import\s+["'][^"']+["'];?$/.test(text)) return;
    if (/^import\b/.test(text) || /^export\s+(type\s+)?\{[^}]*$/.test(text)) {
      inImport = true;
      return;
    }
    if (!/[\p{L}\p{N}]/u.test(text)) return;
    lines.push({ text, at: index + 1 });
  });
  return lines;
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

interface Place {
  file: string;
  /** Index of the window's first line among the file's normalised lines. */
  index: number;
}

interface Repeat {
  a: Place;
  b: Place;
  /** How many windows in a row the two places share. */
  windows: number;
}

/** Every pair of places that share a window of six normalised lines, consecutive windows merged into one run. */
function repeats(files: { file: string; lines: Line[] }[]): Repeat[] {
  const seen = new Map<string, Place[]>();
  for (const { file, lines } of files) {
    for (let index = 0; index + WINDOW <= lines.length; index++) {
      const window = lines
        .slice(index, index + WINDOW)
        .map((l) => l.text)
        .join("\n");
      const key = createHash("sha1").update(window).digest("base64");
      const places = seen.get(key);
      if (places) places.push({ file, index });
      else seen.set(key, [{ file, index }]);
    }
  }
  const runs = new Map<string, Repeat>();
  const pairs: [Place, Place][] = [];
  for (const places of seen.values()) {
    for (let i = 0; i < places.length; i++) {
      for (let j = i + 1; j < places.length; j++) {
        const [a, b] = [places[i], places[j]];
        if (a.file === b.file && Math.abs(a.index - b.index) < WINDOW) continue;
        pairs.push([a, b]);
      }
    }
  }
  // A run of N+5 shared lines is N windows in a row: keep the first, count the rest.
  pairs.sort(([a1], [a2]) => a1.index - a2.index);
  for (const [a, b] of pairs) {
    const previous = runs.get(`${a.file}:${a.index - 1}|${b.file}:${b.index - 1}`);
    if (previous) {
      previous.windows++;
      runs.delete(`${a.file}:${a.index - 1}|${b.file}:${b.index - 1}`);
      runs.set(`${a.file}:${a.index}|${b.file}:${b.index}`, previous);
    } else runs.set(`${a.file}:${a.index}|${b.file}:${b.index}`, { a, b, windows: 1 });
  }
  return [...runs.values()];
}

function describeRepeat(repeat: Repeat, lines: Map<string, Line[]>): string {
  const span = (p: Place) => {
    const ls = lines.get(p.file)!;
    return `${p.file}:${ls[p.index].at}-${ls[p.index + repeat.windows + WINDOW - 2].at}`;
  };
  return `${span(repeat.a)} ~ ${span(repeat.b)}`;
}

describe("no identical block of six lines repeated in src/", () => {
  it("finds a pasted block, in two files or twice in one", () => {
    const block = ["const a = load(x);", "if (!a) return null;", "const b = a.items.map((i) => i.id);"];
    const more = ["const c = new Set(b);", "for (const id of c) mark(id);", "return finish(a, c);"];
    const body = [...block, "}", ...more].join("\n");
    const found = repeats([
      { file: "one.ts", lines: normalise(`function f() {\n${body}\n}\n`) },
      { file: "two.ts", lines: normalise(`// other\nfunction g() {\n  ${body.replaceAll("\n", "\n  ")}\n}\n`) },
    ]);
    expect(found).toHaveLength(1);
    expect(found[0].windows).toBe(1);
    const once = normalise(`function f() {\n${body}\n}\nfunction g() {\n${body}\n}\n`);
    expect(repeats([{ file: "one.ts", lines: once }])).toHaveLength(1);
    // Imports, comments and lone punctuation do not count.
    const thin = ["import {", "  a,", '} from "x";', "// one", "/* two", " */", "});", ""].join("\n");
    expect(normalise(thin)).toEqual([]);
  });

  it("holds no such block outside the accepted declarations", () => {
    const files = sources(SRC)
      .map((path) => relative(ROOT, path))
      .filter((file) => !SKIPPED.has(file))
      .map((file) => ({ file, lines: normalise(readFileSync(join(ROOT, file), "utf8")) }));
    const lines = new Map(files.map((f) => [f.file, f.lines]));
    const found = repeats(files)
      .filter(
        (r) =>
          !ACCEPTED.some(
            (accepted) =>
              accepted.files.includes(r.a.file) &&
              accepted.files.includes(r.b.file) &&
              lines
                .get(r.a.file)!
                .slice(r.a.index, r.a.index + WINDOW)
                .every((l, i) => l.text === accepted.lines[i]),
          ),
      )
      .map((r) => describeRepeat(r, lines))
      .sort();
    expect(found).toEqual([]);
  });
});
