import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/*
 * docs/spec holds the specification and the decisions the code and test/spec-coverage.md cite, so
 * the repository is complete on its own. Where the product team's copy sits beside the checkout
 * (../shared/spec, as on the team's machines and CI), the two must say the same: a change of the
 * specification is brought in here, with the code it asks for.
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const UPSTREAM = resolve(ROOT, "../shared/spec");

describe.skipIf(!existsSync(UPSTREAM))("docs/spec", () => {
  it.each(["partner-tracking-api.md", "decisions.md"])("%s is the product team's current text", (name) => {
    expect(readFileSync(join(ROOT, "docs/spec", name), "utf8")).toBe(readFileSync(join(UPSTREAM, name), "utf8"));
  });
});
