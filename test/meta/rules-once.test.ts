import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/*
 * Every rule once (docs/CONVENTIONS.md): a validation failure is built by errors.ts
 * validationError (so it carries each field's reason, and forms show it beside the field), the
 * member roles are declared in services/access/roles.ts and the email check in services/shared/email-address.ts.
 * A copy elsewhere in src/ would drift from the rule.
 */

const ROOT = join(import.meta.dirname, "../..");
const SRC = join(ROOT, "src");

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

const files = sources(SRC).map((path) => ({ path: relative(ROOT, path), text: readFileSync(path, "utf8") }));
const holding = (re: RegExp) => files.filter((f) => re.test(f.text)).map((f) => f.path);

describe("rules declared once in src/", () => {
  it("builds every validation failure with validationError, never its message by hand", () => {
    expect(holding(/["`]Invalid request: /)).toEqual(["src/errors.ts"]);
  });

  it("declares the member roles once, and the email check once", () => {
    expect(holding(/\[\s*"owner",\s*"member",\s*"viewer"\s*\]/)).toEqual(["src/services/access/roles.ts"]);
    expect(holding(/\/\^\[\^\\s@\]\+@/)).toEqual(["src/services/shared/email-address.ts"]);
  });

  it("leaves pages without rules: no access check, list splitting or role test written in a page", () => {
    const pages = files.filter((f) => f.path.startsWith("src/web/") && f.path !== "src/web/guard.ts");
    const inPages = (re: RegExp) => pages.filter((f) => re.test(f.text)).map((f) => f.path);
    // Access comes from the route's declaration (web/guard.ts), from the table REST and MCP read.
    expect(inPages(/\b(authorize|requirePermitted)\(/)).toEqual([]);
    // A box of addresses or tags is split by services/shared/typed-lists.ts, the same way in every form.
    expect(inPages(/\.split\((\/\[\\s,;\]|",")/)).toEqual([]);
    // Who may do what is decided in services: a page only asks whether to show a control.
    expect(inPages(/role !== "owner"\)\s*throw/)).toEqual([]);
  });
});
