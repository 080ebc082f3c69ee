import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/*
 * Keeps test/spec-coverage.md true as the code changes: every test it cites must exist.
 *
 * A row's Test cell is either one or more citations `test/<area>/<file>.test.ts › describe › test name`
 * separated by `;` (the describe part is optional), or it starts with "not yet" or "n/a". For each
 * citation the file must exist and the last `›` segment must be the title of an `it`/`test` in that
 * file, or in a helper it imports from test/ (the shared auth matrix defines its tests there).
 * The describe segments before it, when given, must be describe titles there too. A name ending
 * in `…` is a prefix. Titles that vitest fills in (`it.each` placeholders such as `%s`,
 * template literals `${…}`) match any text there; a `%s`/`${…}` part a citation fills in must
 * appear somewhere in the file's source (so "400 for 21 alert emails" must name a real case).
 * A title split over lines as a `+` chain of literals is read as the one string it makes.
 */

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const TABLE = join(ROOT, "test/spec-coverage.md");

interface Row {
  line: number;
  cells: number;
  section: string;
  rule: string;
  source: string;
  test: string;
}

interface Citation {
  row: Row;
  file: string;
  segments: string[];
}

/** A title as a sequence of literal text and placeholders vitest fills in. */
type Token = { lit: string } | { wild: true; checked: boolean };

interface Titles {
  tests: Token[][];
  describes: Token[][];
  /** The source text of the file and the helpers it imports, for the filled-in parts. */
  source: string;
}

/** Splits a markdown table row on unescaped pipes. */
function cells(line: string): string[] {
  const out: string[] = [];
  let cur = "";
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (ch === "\\" && line[i + 1] === "|") {
      cur += "|";
      i++;
    } else if (ch === "|") {
      out.push(cur.trim());
      cur = "";
    } else cur += ch;
  }
  out.push(cur.trim());
  return out.slice(1, -1);
}

function parseTable(text: string): { rows: Row[]; headers: { line: number; cells: string[] }[] } {
  const rows: Row[] = [];
  const headers: { line: number; cells: string[] }[] = [];
  let section = "";
  let header: string[] | null = null;
  text.split("\n").forEach((raw, i) => {
    const line = raw.trim();
    if (line.startsWith("#")) {
      section = line.replace(/^#+\s*/, "");
      header = null;
      return;
    }
    if (!line.startsWith("|")) {
      header = null;
      return;
    }
    const c = cells(line);
    if (!header) {
      header = c;
      headers.push({ line: i + 1, cells: c });
      return;
    }
    if (c.every((x) => /^:?-+:?$/.test(x))) return;
    const [rule = "", source = "", test = ""] = c;
    rows.push({ line: i + 1, cells: c.length, section, rule, source, test });
  });
  return { rows, headers };
}

const NOT_PROVEN = /^(not yet|n\/a)\b/i;

function citationsOf(row: Row): Citation[] {
  if (NOT_PROVEN.test(row.test)) return [];
  return row.test
    .split(/;\s*(?=test\/)/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0)
    .map((part) => {
      const [file = "", ...segments] = part.split("›").map((s) => s.trim());
      return { row, file, segments };
    });
}

function tokensOf(node: ts.Expression): Token[] {
  const fromText = (text: string): Token[] => {
    // it.each / describe.each placeholders (%s, %j, …); %% is a literal percent sign.
    const out: Token[] = [];
    let lit = "";
    for (let i = 0; i < text.length; i++) {
      const ch = text[i]!;
      const next = text[i + 1];
      if (ch === "%" && next === "%") {
        lit += "%";
        i++;
      } else if (ch === "%" && next && "sdifjoO#".includes(next)) {
        if (lit) out.push({ lit });
        lit = "";
        out.push({ wild: true, checked: "sdi".includes(next) });
        i++;
      } else lit += ch;
    }
    if (lit) out.push({ lit });
    return out;
  };
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return fromText(node.text);
  if (ts.isTemplateExpression(node)) {
    const out: Token[] = [...fromText(node.head.text)];
    for (const span of node.templateSpans) {
      out.push({ wild: true, checked: true });
      out.push(...fromText(span.literal.text));
    }
    return out;
  }
  // A title split over lines: a `+` chain of literals reads as the one title vitest sees.
  if (ts.isParenthesizedExpression(node)) return tokensOf(node.expression);
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const out: Token[] = [];
    for (const t of [...tokensOf(node.left), ...tokensOf(node.right)]) {
      const last = out[out.length - 1];
      if ("lit" in t && last && "lit" in last) out[out.length - 1] = { lit: last.lit + t.lit };
      else out.push(t);
    }
    return out;
  }
  // A title computed at run time (a variable, a call): any text the source contains.
  return [{ wild: true, checked: true }];
}

/** The base name of a call's callee: `it`, `it.each([...])`, `describe.skipIf(x)` → it / describe. */
function calleeBase(expr: ts.Expression): string | null {
  if (ts.isIdentifier(expr)) return expr.text;
  if (ts.isPropertyAccessExpression(expr)) return calleeBase(expr.expression);
  if (ts.isCallExpression(expr)) return calleeBase(expr.expression);
  return null;
}

const titleCache = new Map<string, { tests: Token[][]; describes: Token[][]; source: string; imports: string[] }>();

function readOne(path: string) {
  const hit = titleCache.get(path);
  if (hit) return hit;
  const source = readFileSync(path, "utf8");
  const sf = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true);
  const tests: Token[][] = [];
  const describes: Token[][] = [];
  const imports: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isImportDeclaration(node) &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      node.moduleSpecifier.text.startsWith(".")
    ) {
      const base = resolve(dirname(path), node.moduleSpecifier.text);
      for (const candidate of [`${base}.ts`, join(base, "index.ts")])
        if (existsSync(candidate)) imports.push(candidate);
    }
    if (ts.isCallExpression(node) && node.arguments.length > 0) {
      const base = calleeBase(node.expression);
      if (base === "it" || base === "test") tests.push(tokensOf(node.arguments[0]!));
      if (base === "describe") describes.push(tokensOf(node.arguments[0]!));
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  const out = { tests, describes, source, imports };
  titleCache.set(path, out);
  return out;
}

/** Test titles of a file and of the helpers under test/ it imports (one level). */
function titlesOf(path: string): Titles {
  const own = readOne(path);
  const testDir = join(ROOT, "test");
  const helpers = own.imports.filter((p) => p.startsWith(testDir + "/")).map(readOne);
  const all = [own, ...helpers];
  return {
    tests: all.flatMap((h) => h.tests),
    describes: all.flatMap((h) => h.describes),
    source: all.map((h) => h.source).join("\n"),
  };
}

/** Whether `name` (a whole title, or a prefix when `prefix`) fits the title's tokens. */
function fits(name: string, tokens: Token[], source: string, prefix: boolean): boolean {
  const go = (pos: number, k: number): boolean => {
    if (pos === name.length) return prefix || k === tokens.length;
    if (k === tokens.length) return false;
    const t = tokens[k]!;
    const rest = name.slice(pos);
    if ("lit" in t) {
      if (rest.startsWith(t.lit)) return go(pos + t.lit.length, k + 1);
      return prefix && t.lit.startsWith(rest);
    }
    for (let end = pos + 1; end <= name.length; end++) {
      const filled = name.slice(pos, end);
      if (t.checked && !source.includes(filled)) continue;
      if (go(end, k + 1)) return true;
    }
    return prefix && !t.checked;
  };
  return go(0, 0);
}

function check(c: Citation): string | null {
  const where = `line ${c.row.line} (${c.row.section}: ${c.row.rule.slice(0, 50)})`;
  if (!/^test\/[\w./-]+\.test\.ts$/.test(c.file)) return `${where}: "${c.file}" is not a test file path`;
  const path = join(ROOT, c.file);
  if (!existsSync(path)) return `${where}: ${c.file} does not exist`;
  const titles = titlesOf(path);
  if (c.segments.length === 0) return titles.tests.length > 0 ? null : `${where}: ${c.file} has no tests`;
  const problems: string[] = [];
  c.segments.forEach((segment, i) => {
    const isTest = i === c.segments.length - 1;
    const prefix = segment.endsWith("…");
    const name = prefix ? segment.slice(0, -1).trimEnd() : segment;
    const kind = isTest ? "test" : "describe";
    if (!name) problems.push(`${where}: empty ${kind} name in ${c.file}`);
    else if (!(isTest ? titles.tests : titles.describes).some((t) => fits(name, t, titles.source, prefix))) {
      problems.push(`${where}: no ${kind} ${prefix ? "starting with" : "named"} "${name}" in ${c.file}`);
    }
  });
  return problems.length ? problems.join("; ") : null;
}

describe("test/spec-coverage.md", () => {
  const text = readFileSync(TABLE, "utf8");
  const { rows, headers } = parseTable(text);

  it("is a set of Rule | Source | Test tables with a test or 'not yet' in every row", () => {
    expect(rows.length).toBeGreaterThan(100);
    expect(
      headers
        .filter((h) => h.cells.join(" | ") !== "Rule | Source | Test")
        .map((h) => `line ${h.line}: ${h.cells.join(" | ")}`),
    ).toEqual([]);
    const bad = rows
      .filter((r) => r.cells !== 3 || !r.rule || !r.source || !r.test)
      .map((r) => `line ${r.line}: not three filled cells (an unescaped "|"?)`);
    const neither = rows
      .filter((r) => r.test && !NOT_PROVEN.test(r.test) && citationsOf(r).length === 0)
      .map((r) => `line ${r.line}: "${r.test}" is neither a citation nor "not yet"/"n/a"`);
    expect([...bad, ...neither]).toEqual([]);
  });

  it("cites only test files and test names that exist", () => {
    const problems = rows
      .flatMap(citationsOf)
      .map(check)
      .filter((p): p is string => p !== null);
    expect(problems, `${problems.length} stale citation(s) in ${relative(ROOT, TABLE)}`).toEqual([]);
  });

  it("reads citations as the table means them", () => {
    // The parser itself: a name with a `;` inside stays whole; `…` is a prefix; placeholders match.
    const row: Row = {
      line: 0,
      cells: 3,
      section: "",
      rule: "r",
      source: "s",
      test: "test/a.test.ts › x; y › z; test/b.test.ts › w…",
    };
    expect(citationsOf(row).map((c) => [c.file, c.segments])).toEqual([
      ["test/a.test.ts", ["x; y", "z"]],
      ["test/b.test.ts", ["w…"]],
    ]);
    const toks: Token[] = [{ lit: "400 for " }, { wild: true, checked: true }];
    expect(fits("400 for 21 alert emails", toks, `["21 alert emails", {}]`, false)).toBe(true);
    expect(fits("400 for 22 alert emails", toks, `["21 alert emails", {}]`, false)).toBe(false);
    expect(fits("400 f", toks, "", true)).toBe(true);
    expect(fits("401 f", toks, "", true)).toBe(false);
    expect(citationsOf({ ...row, test: "not yet (no test)" })).toEqual([]);
    // A title split with `+` over literal pieces is the one title.
    const split = ts.createSourceFile("t.ts", 'it("400 " + `for ` + "%s", f);', ts.ScriptTarget.Latest, true);
    const call = (split.statements[0] as ts.ExpressionStatement).expression as ts.CallExpression;
    const joined = tokensOf(call.arguments[0]!);
    expect(joined).toEqual([{ lit: "400 for " }, { wild: true, checked: true }]);
    expect(fits("400 for 21 alert emails", joined, `["21 alert emails", {}]`, false)).toBe(true);
  });
});
