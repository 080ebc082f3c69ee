import { describe, expect, it } from "vitest";
import { resolveClassificationFilter } from "../../src/services/lists/classification-filter";
import { CATEGORIES } from "../../src/taxonomy/categories";
import type { TermClassifier } from "../../src/taxonomy/types";
import { getRuntime, runtimeWith } from "../support/harness";

/*
 * The sector filter's categories are written into the statement (services/lists/classification-filter.ts), so a
 * statement with a generic plan is still planned for its set: a common sector walks the newest
 * rows, a rare one reads the classification index (bench/results.md, "Performance, seventh pass"). The values are
 * the taxonomy's ids, never a client's text.
 */
const COLUMNS = { paths: "l.classification_paths", ids: "l.classification" };

describe("the sector filter's categories in the statement", () => {
  it("are written in as an array of literals, one per category, with no parameter", async () => {
    const { deps } = await getRuntime();
    const filter = await resolveClassificationFilter(deps, "fintech");
    const compiled = filter!.predicate(COLUMNS).compile(deps.db);
    expect(compiled.parameters).toEqual([]);
    expect(compiled.sql).toMatch(
      new RegExp(
        "^\"l\"\\.\"classification\" && array\\['fintech', 'fintech\\/accounting', " +
          ".*'fintech\\/wealth\\/wealth-management'\\]::text\\[\\]$",
      ),
    );
  });

  it("every category of the taxonomy is an id that may be written in", async () => {
    const { deps } = await getRuntime();
    const everything: TermClassifier = {
      resolveTerms: async (terms) =>
        terms.map((term) => ({ term, matches: CATEGORIES.map((c) => ({ categoryId: c.id, path: c.id, score: 1 })) })),
    };
    const { deps: withAll } = await runtimeWith({ sectorClassifier: everything });
    const compiled = (await resolveClassificationFilter(withAll, "anything"))!.predicate(COLUMNS).compile(deps.db);
    expect(compiled.parameters).toEqual([]);
    for (const c of CATEGORIES) expect(compiled.sql).toContain(`'${c.id}'`);
  });
});
