import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/*
 * Names that explain (docs/ARCHITECTURE.md "Inside src/services/"): every operation sits in
 * services/<object>/<verb>.ts, so the services folder holds folders and only the two files every
 * operation shares; and no module of src/ merely re-exports another's, so an import always names
 * the file that declares what it takes.
 */

const ROOT = join(import.meta.dirname, "../..");
const SERVICES = join(ROOT, "src/services");

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** A module whose every statement is `export … from` (or an import it passes on unchanged). */
function onlyReExports(path: string): boolean {
  const file = ts.createSourceFile(path, readFileSync(path, "utf8"), ts.ScriptTarget.Latest, false);
  const statements = file.statements;
  return (
    statements.length > 0 &&
    statements.every(
      (s) =>
        (ts.isExportDeclaration(s) && s.moduleSpecifier !== undefined) ||
        ts.isImportDeclaration(s) ||
        (ts.isExportDeclaration(s) && s.moduleSpecifier === undefined),
    ) &&
    statements.some(ts.isExportDeclaration)
  );
}

describe("names that explain", () => {
  it("keeps every operation in a folder of src/services: only deps.ts and job-handlers.ts stand loose", () => {
    const loose = readdirSync(SERVICES).filter((name) => !statSync(join(SERVICES, name)).isDirectory());
    expect(loose.sort()).toEqual(["deps.ts", "job-handlers.ts"]);
  });

  it("has no module in src/ that merely re-exports others", () => {
    const relays = sources(join(ROOT, "src"))
      .filter(onlyReExports)
      .map((p) => relative(ROOT, p));
    expect(relays).toEqual([]);
  });

  it("recognises a module that merely re-exports (the check above can fail)", () => {
    const dir = join(ROOT, "node_modules/.vitest-names-check");
    const path = join(dir, "relay.ts");
    mkdirSync(dir, { recursive: true });
    writeFileSync(path, 'export { a } from "./a";\nexport type { B } from "./b";\n');
    expect(onlyReExports(path)).toBe(true);
    writeFileSync(path, 'export { a } from "./a";\nexport const b = 1;\n');
    expect(onlyReExports(path)).toBe(false);
  });
});
