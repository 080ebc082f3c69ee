import { describe, expect, it } from "vitest";
import { CATEGORIES } from "../../src/taxonomy/categories";
import { LexicalClassifier } from "../../src/taxonomy/lexical";
import {
  allCategories,
  ancestorIds,
  categoryPath,
  classificationPathsText,
  classificationView,
  descendantIds,
  getCategory,
  isAncestor,
  outermostCategories,
} from "../../src/taxonomy/tree";
import { tokenize } from "../../src/taxonomy/text";

describe("taxonomy data", () => {
  it("has a few hundred categories with unique, well-formed slug-path ids", () => {
    const ids = CATEGORIES.map((c) => c.id);
    expect(ids.length).toBeGreaterThanOrEqual(250);
    expect(ids.length).toBeLessThanOrEqual(400);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*){0,2}$/);
  });

  it("links every category to an existing parent matching its id, at most three levels deep", () => {
    const ids = new Set(CATEGORIES.map((c) => c.id));
    for (const c of CATEGORIES) {
      const segments = c.id.split("/");
      expect(segments.length).toBeLessThanOrEqual(3);
      if (segments.length === 1) expect(c.parentId).toBeNull();
      else {
        expect(c.parentId).toBe(segments.slice(0, -1).join("/"));
        expect(ids.has(c.parentId!)).toBe(true);
      }
    }
  });

  it("lists parents before their children", () => {
    const seen = new Set<string>();
    for (const c of allCategories()) {
      if (c.parentId !== null) expect(seen.has(c.parentId)).toBe(true);
      seen.add(c.id);
    }
  });

  it("covers what venture investors invest in", () => {
    const tops = CATEGORIES.filter((c) => c.parentId === null).map((c) => c.id);
    for (const id of [
      "software",
      "devtools",
      "data-infra",
      "security",
      "fintech",
      "health",
      "climate",
      "industrial",
      "consumer",
      "marketplaces",
      "proptech",
      "edtech",
      "work",
      "legaltech",
      "govtech",
      "mobility",
      "telecom",
      "vertical-saas",
    ]) {
      expect(tops).toContain(id);
    }
    for (const id of [
      "software/ai/llm-applications",
      "fintech/payments",
      "fintech/lending",
      "fintech/insurtech",
      "fintech/crypto",
      "fintech/wealth",
      "fintech/banking/banking-infrastructure",
      "fintech/accounting",
      "health/digital-health",
      "health/biotech",
      "health/medtech",
      "health/mental-health",
      "health/pharma",
      "health/genomics",
      "climate/solar",
      "climate/energy-storage",
      "climate/carbon",
      "climate/electric-vehicles",
      "climate/grid",
      "climate/hydrogen",
      "climate/agtech",
      "industrial/robotics",
      "industrial/manufacturing",
      "industrial/drones",
      "industrial/space",
      "industrial/semiconductors",
      "industrial/manufacturing/3d-printing",
      "industrial/logistics",
      "consumer/e-commerce",
      "consumer/food-beverage",
      "consumer/gaming",
      "consumer/media",
      "consumer/social",
      "consumer/travel",
      "consumer/fashion-beauty",
      "consumer/pets",
      "consumer/fitness-wellness",
    ]) {
      expect(getCategory(id), id).toBeDefined();
    }
  });

  it("gives every category a name and usable, non-repeated synonyms", () => {
    for (const c of CATEGORIES) {
      expect(c.name.trim()).not.toBe("");
      expect(c.synonyms.length, c.id).toBeGreaterThan(0);
      const normalised = c.synonyms.map((s) => tokenize(s).join(" "));
      for (const n of normalised) expect(n, c.id).not.toBe("");
      expect(new Set(normalised).size, c.id).toBe(normalised.length);
    }
  });

  it("makes every synonym resolve to its own category or an ancestor of it", () => {
    const classifier = new LexicalClassifier();
    const misses: string[] = [];
    for (const c of CATEGORIES) {
      for (const synonym of c.synonyms) {
        const ids = classifier.matchTerm(synonym).map((m) => m.categoryId);
        if (!ids.some((id) => id === c.id || isAncestor(id, c.id))) misses.push(`${c.id}: ${synonym}`);
      }
    }
    expect(misses).toEqual([]);
  });
});

describe("taxonomy lookups", () => {
  it("builds display paths from names", () => {
    expect(categoryPath("fintech")).toBe("Fintech");
    expect(categoryPath("fintech/payments")).toBe("Fintech > Payments");
    expect(categoryPath("software/ai/llm-applications")).toBe(
      "Software & AI > Artificial Intelligence > LLM Applications",
    );
    expect(categoryPath("no/such/category")).toBeUndefined();
  });

  it("returns categories with path and depth", () => {
    expect(getCategory("industrial/robotics/warehouse-automation")).toMatchObject({
      id: "industrial/robotics/warehouse-automation",
      name: "Warehouse Automation",
      parentId: "industrial/robotics",
      path: "Industrial & Robotics > Robotics > Warehouse Automation",
      depth: 3,
    });
    expect(getCategory("nope")).toBeUndefined();
    for (const c of allCategories()) expect(c.path.split(" > ")).toHaveLength(c.depth);
  });

  it("includes the category itself and everything below it in descendantIds", () => {
    const payments = descendantIds("fintech/payments");
    expect(payments[0]).toBe("fintech/payments");
    expect(payments).toContain("fintech/payments/cross-border");
    expect(payments).toContain("fintech/payments/bnpl");
    expect(payments).not.toContain("fintech/lending");
    expect(payments.every((id) => id.startsWith("fintech/payments"))).toBe(true);

    const fintech = descendantIds("fintech");
    expect(fintech).toEqual(expect.arrayContaining(["fintech", "fintech/payments", "fintech/payments/bnpl"]));
    expect(fintech).toHaveLength(CATEGORIES.filter((c) => c.id === "fintech" || c.id.startsWith("fintech/")).length);

    expect(descendantIds("fintech/payments/bnpl")).toEqual(["fintech/payments/bnpl"]);
    expect(descendantIds("unknown")).toEqual([]);
  });

  it("walks ancestors nearest first", () => {
    expect(ancestorIds("fintech/payments/bnpl")).toEqual(["fintech/payments", "fintech"]);
    expect(ancestorIds("fintech")).toEqual([]);
    expect(isAncestor("fintech", "fintech/payments")).toBe(true);
    expect(isAncestor("fintech/pay", "fintech/payments")).toBe(false);
    expect(isAncestor("fintech/payments", "fintech/payments")).toBe(false);
  });

  it("renders a stored classification, keeping ids the taxonomy no longer knows", () => {
    expect(classificationView(["fintech/payments", "retired/category"])).toEqual([
      { id: "fintech/payments", path: "Fintech > Payments" },
      { id: "retired/category", path: "retired/category" },
    ]);
    expect(classificationView([])).toEqual([]);
    expect(classificationPathsText(["fintech/payments", "climate/solar"])).toBe(
      "Fintech > Payments|Climate & Energy > Solar",
    );
  });
});

describe("outermostCategories", () => {
  it("keeps the categories none of whose ancestors is in the set: the roots of a filter's subtrees", () => {
    expect(outermostCategories(descendantIds("fintech"))).toEqual(["fintech"]);
    expect(
      outermostCategories([...descendantIds("fintech/payments"), ...descendantIds("health/biotech")]).sort(),
    ).toEqual(["fintech/payments", "health/biotech"]);
    // A subtree inside another one adds nothing.
    expect(outermostCategories([...descendantIds("fintech"), ...descendantIds("fintech/payments")])).toEqual([
      "fintech",
    ]);
    expect(outermostCategories([])).toEqual([]);
  });
});
