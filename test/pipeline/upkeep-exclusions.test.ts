import { describe, expect, it } from "vitest";
import { parseWatchItems, watchMatchesOf } from "../../src/pipeline/judge/watch";

/*
 * A watch list that says not to send the product's upkeep ("skip minor releases and bug fixes"; docs/pipeline.md
 * "watch items") holds back an entry of the company's release notes that launches nothing, and still sends a launch
 * or a new major version told there.
 */

const LIST = "Major product launches and funding; skip minor releases and bug fixes";
const entry = (title: string, statement: string) => ({
  type: "product_update",
  text: `${title}\nYou can now filter a sheet set by discipline, and PDF export is twice as fast.`,
  pageKind: "changelog",
  statements: [{ type: "product_update", statement, counted: true }],
});

describe("an exclusion of minor releases", () => {
  const items = parseWatchItems(LIST);

  it("holds back a changelog entry of small features", () => {
    expect(watchMatchesOf(items, entry("Sheet set filters and faster PDF export", "can now"))).toEqual([]);
  });

  it("sends a launch told in the changelog, and a new major version", () => {
    expect(watchMatchesOf(items, entry("Introducing Tandem Forecast", "Introducing")).length).toBeGreaterThan(0);
    expect(watchMatchesOf(items, entry("Tandem 3.0", "can now")).length).toBeGreaterThan(0);
  });

  it("leaves a feature on another kind of page, and a list that excludes nothing, as they were", () => {
    const post = { ...entry("Sheet set filters and faster PDF export", "can now"), pageKind: "post" };
    expect(watchMatchesOf(items, post).length).toBeGreaterThan(0);
    const plain = parseWatchItems("Product launches and funding");
    expect(watchMatchesOf(plain, entry("Sheet set filters and faster PDF export", "can now")).length).toBeGreaterThan(
      0,
    );
  });
});
