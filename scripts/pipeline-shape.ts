/**
 * The shape of `src/pipeline` (docs/pipeline.md §A pipeline you can read): how many regular expressions it builds
 * (literals and `RegExp(…)` calls alike), its functions over the line limit, its files over the line limit and
 * its loose files at the top. `test/meta/pipeline-shape.test.ts` holds it to the limits;
 * `npx tsx scripts/pipeline-shape.ts` prints where they are.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";

export const LIMITS = { regularExpressions: 120, functionLines: 80, fileLines: 400, looseFiles: 4 };

export interface PipelineShape {
  /** Regular expressions by file, files without any left out. */
  regularExpressions: Record<string, number>;
  regularExpressionTotal: number;
  /** `file:line name (N lines)` of each function longer than the limit. */
  longFunctions: string[];
  /** `file (N lines)` of each file longer than the limit. */
  longFiles: string[];
  looseFiles: string[];
}

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return tsFiles(path);
    return entry.name.endsWith(".ts") ? [path] : [];
  });
}

function isFunction(node: ts.Node): node is ts.FunctionLikeDeclaration {
  return (
    ts.isFunctionDeclaration(node) ||
    ts.isFunctionExpression(node) ||
    ts.isArrowFunction(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isConstructorDeclaration(node) ||
    ts.isGetAccessorDeclaration(node) ||
    ts.isSetAccessorDeclaration(node)
  );
}

function isRegExpCall(node: ts.Node): boolean {
  return (ts.isNewExpression(node) || ts.isCallExpression(node)) && node.expression.getText() === "RegExp";
}

export function measurePipeline(root: string, pipelineDir = "src/pipeline"): PipelineShape {
  const dir = join(root, pipelineDir);
  const shape: PipelineShape = {
    regularExpressions: {},
    regularExpressionTotal: 0,
    longFunctions: [],
    longFiles: [],
    looseFiles: readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => e.name),
  };
  for (const path of tsFiles(dir)) {
    const file = relative(root, path);
    const text = readFileSync(path, "utf8");
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const lineOf = (pos: number) => source.getLineAndCharacterOfPosition(pos).line + 1;
    const lines = text.endsWith("\n") ? lineOf(text.length) - 1 : lineOf(text.length);
    if (lines > LIMITS.fileLines) shape.longFiles.push(`${file} (${lines} lines)`);
    let count = 0;
    const visit = (node: ts.Node): void => {
      if (node.kind === ts.SyntaxKind.RegularExpressionLiteral || isRegExpCall(node)) count++;
      if (isFunction(node)) {
        const span = lineOf(node.getEnd()) - lineOf(node.getStart(source)) + 1;
        const name = node.name?.getText(source) ?? "(anonymous)";
        if (span > LIMITS.functionLines)
          shape.longFunctions.push(`${file}:${lineOf(node.getStart(source))} ${name} (${span} lines)`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    if (count > 0) shape.regularExpressions[file] = count;
    shape.regularExpressionTotal += count;
  }
  return shape;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const shape = measurePipeline(process.cwd());
  const byCount = Object.entries(shape.regularExpressions).sort((a, b) => b[1] - a[1]);
  console.log(`regular expressions: ${shape.regularExpressionTotal} (limit ${LIMITS.regularExpressions})`);
  for (const [file, n] of byCount) console.log(`  ${String(n).padStart(3)} ${file}`);
  console.log(
    `functions over ${LIMITS.functionLines} lines:${shape.longFunctions.map((f) => `\n  ${f}`).join("") || " none"}`,
  );
  console.log(`files over ${LIMITS.fileLines} lines:${shape.longFiles.map((f) => `\n  ${f}`).join("") || " none"}`);
  console.log(`loose files at the top (limit ${LIMITS.looseFiles}): ${shape.looseFiles.join(", ")}`);
}
