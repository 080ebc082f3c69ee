import { afterEach, describe, expect, it, vi } from "vitest";
import { LexicalClassifier } from "../../src/taxonomy/lexical";
import {
  MAX_CLASSIFICATION_TERMS,
  likeContainsPattern,
  parseClassificationParam,
  resolveSectorTerms,
} from "../../src/taxonomy/resolve";
import { descendantIds } from "../../src/taxonomy/tree";
import type { TermClassifier, TermResolution } from "../../src/taxonomy/types";

describe("parseClassificationParam", () => {
  it("splits, trims and drops empty terms", () => {
    expect(parseClassificationParam(" fintech ,  climate   tech,,  ")).toEqual({
      ok: true,
      terms: ["fintech", "climate tech"],
    });
  });

  it("treats absent or blank as no filter", () => {
    expect(parseClassificationParam(undefined)).toEqual({ ok: true, terms: [] });
    expect(parseClassificationParam("")).toEqual({ ok: true, terms: [] });
    expect(parseClassificationParam(" , ,")).toEqual({ ok: true, terms: [] });
  });

  it("accepts four terms and refuses five", () => {
    expect(parseClassificationParam("a,b,c,d")).toEqual({ ok: true, terms: ["a", "b", "c", "d"] });
    const refused = parseClassificationParam("fintech,health,climate,robotics,gaming");
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.reason).toBe("too_many_terms");
      expect(refused.message).toContain(String(MAX_CLASSIFICATION_TERMS));
    }
  });

  it("drops repeated terms, ignoring case", () => {
    expect(parseClassificationParam("Fintech, fintech ,FINTECH")).toEqual({ ok: true, terms: ["Fintech"] });
  });

  it("joins repeated parameters into one list", () => {
    expect(parseClassificationParam(["fintech", "health,climate"])).toEqual({
      ok: true,
      terms: ["fintech", "health", "climate"],
    });
    expect(parseClassificationParam(["a,b", "c,d", "e"]).ok).toBe(false);
  });

  it("refuses a term too long to be a sector", () => {
    const refused = parseClassificationParam("x".repeat(101));
    expect(refused).toMatchObject({ ok: false, reason: "term_too_long" });
  });
});

describe("resolveSectorTerms", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const lexical = new LexicalClassifier();

  it("includes descendants of every matched category", async () => {
    const result = await resolveSectorTerms(lexical, ["fintech", "warehouse robots"], { timeoutMs: 1000 });
    expect(result.degradedToTextMatching).toBe(false);
    expect(result.textPatterns).toEqual([]);
    expect(result.terms.map((t) => t.term)).toEqual(["fintech", "warehouse robots"]);
    expect(result.terms[0].matches[0]).toMatchObject({ categoryId: "fintech", path: "Fintech" });
    const expected = new Set([
      ...descendantIds("fintech"),
      ...descendantIds("industrial/robotics/warehouse-automation"),
    ]);
    expect(new Set(result.categoryIds)).toEqual(expected);
    expect(result.categoryIds).toContain("fintech/payments/bnpl");
    expect(result.categoryIds).not.toContain("industrial/robotics");
  });

  it("narrows to the subtree of a narrow term", async () => {
    const result = await resolveSectorTerms(lexical, ["payments"], { timeoutMs: 1000 });
    expect(new Set(result.categoryIds)).toEqual(new Set(descendantIds("fintech/payments")));
    expect(result.categoryIds).not.toContain("fintech/lending");
  });

  it("reports terms that matched nothing, and an empty id list when none matched", async () => {
    const result = await resolveSectorTerms(lexical, ["zzqx", "banana bread recipe"], { timeoutMs: 1000 });
    expect(result).toMatchObject({
      terms: [
        { term: "zzqx", matches: [] },
        { term: "banana bread recipe", matches: [] },
      ],
      categoryIds: [],
      degradedToTextMatching: false,
    });

    const mixed = await resolveSectorTerms(lexical, ["zzqx", "solar"], { timeoutMs: 1000 });
    expect(mixed.terms[0].matches).toEqual([]);
    expect(mixed.categoryIds).toEqual(descendantIds("climate/solar"));
  });

  it("does nothing for no terms", async () => {
    const classifier: TermClassifier = { resolveTerms: vi.fn(async () => []) };
    const result = await resolveSectorTerms(classifier, [], { timeoutMs: 1000 });
    expect(result).toEqual({
      terms: [],
      categoryIds: [],
      degradedToTextMatching: false,
      textPatterns: [],
      degradedReason: null,
    });
    expect(classifier.resolveTerms).not.toHaveBeenCalled();
  });

  it("degrades to text matching when the classifier rejects", async () => {
    const failing: TermClassifier = {
      resolveTerms: async () => {
        throw new Error("model unavailable");
      },
    };
    const result = await resolveSectorTerms(failing, ["Fintech", "Climate Tech"], { timeoutMs: 1000 });
    expect(result).toEqual({
      terms: [
        { term: "Fintech", matches: [] },
        { term: "Climate Tech", matches: [] },
      ],
      categoryIds: [],
      degradedToTextMatching: true,
      textPatterns: ["fintech", "climate tech"],
      degradedReason: "classifier_error",
    });
  });

  it("degrades when the classifier throws before returning a promise", async () => {
    const throwing = {
      resolveTerms: () => {
        throw new Error("boom");
      },
    } as unknown as TermClassifier;
    const result = await resolveSectorTerms(throwing, ["fintech"], { timeoutMs: 1000 });
    expect(result.degradedToTextMatching).toBe(true);
    expect(result.degradedReason).toBe("classifier_error");
  });

  it("degrades when the classifier answers something that is not a list", async () => {
    const malformed = { resolveTerms: async () => ({ nope: true }) } as unknown as TermClassifier;
    const result = await resolveSectorTerms(malformed, ["fintech"], { timeoutMs: 1000 });
    expect(result.degradedToTextMatching).toBe(true);
  });

  it("degrades when the classifier hangs past the timeout", async () => {
    vi.useFakeTimers();
    const hanging: TermClassifier = { resolveTerms: () => new Promise<TermResolution[]>(() => {}) };
    let settled = false;
    const pending = resolveSectorTerms(hanging, ["payments"], { timeoutMs: 50 }).finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(49);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const result = await pending;
    expect(result).toMatchObject({
      terms: [{ term: "payments", matches: [] }],
      categoryIds: [],
      degradedToTextMatching: true,
      textPatterns: ["payments"],
      degradedReason: "classifier_timeout",
    });
  });

  it("waits for a slow classifier that answers within the timeout, leaving no timer behind", async () => {
    vi.useFakeTimers();
    const slow: TermClassifier = {
      resolveTerms: (terms) => new Promise((resolve) => setTimeout(() => resolve(lexical.resolveTerms(terms)), 30)),
    };
    const pending = resolveSectorTerms(slow, ["payments"], { timeoutMs: 100 });
    await vi.advanceTimersByTimeAsync(30);
    const result = await pending;
    expect(result.degradedToTextMatching).toBe(false);
    expect(result.terms[0].matches[0].categoryId).toBe("fintech/payments");
    expect(vi.getTimerCount()).toBe(0);
  });

  it("distrusts the classifier: unknown ids, weak or invalid scores and duplicates are dropped", async () => {
    const model: TermClassifier = {
      resolveTerms: async () => [
        // answered out of order, as a language model may
        {
          term: "robots",
          matches: [
            { categoryId: "industrial/robotics", path: "made up", score: 0.93 },
            { categoryId: "industrial/drones", path: "", score: 0.2 },
          ],
        },
        {
          term: "payments",
          matches: [
            { categoryId: "fintech/payments", path: "", score: 0.7 },
            { categoryId: "fintech/payments", path: "", score: 1.4 },
            { categoryId: "invented/category", path: "", score: 0.99 },
            { categoryId: "fintech/lending", path: "", score: Number.NaN },
          ],
        },
      ],
    };
    const result = await resolveSectorTerms(model, ["payments", "robots"], { timeoutMs: 1000 });
    expect(result.terms).toEqual([
      { term: "payments", matches: [{ categoryId: "fintech/payments", path: "Fintech > Payments", score: 1 }] },
      {
        term: "robots",
        matches: [{ categoryId: "industrial/robotics", path: "Industrial & Robotics > Robotics", score: 0.93 }],
      },
    ]);
    expect(new Set(result.categoryIds)).toEqual(
      new Set([...descendantIds("fintech/payments"), ...descendantIds("industrial/robotics")]),
    );
  });

  it("gives a term the classifier left out no matches", async () => {
    const partial: TermClassifier = {
      resolveTerms: async () => [{ term: "solar", matches: [{ categoryId: "climate/solar", path: "", score: 1 }] }],
    };
    const result = await resolveSectorTerms(partial, ["solar", "zzqx"], { timeoutMs: 1000 });
    expect(result.terms[1]).toEqual({ term: "zzqx", matches: [] });
    expect(result.degradedToTextMatching).toBe(false);

    const shifted = await resolveSectorTerms(partial, ["zzqx", "solar"], { timeoutMs: 1000 });
    expect(shifted.terms[0]).toEqual({ term: "zzqx", matches: [] });
    expect(shifted.terms[1].matches.map((m) => m.categoryId)).toEqual(["climate/solar"]);
  });
});

describe("likeContainsPattern", () => {
  it("wraps the term in wildcards and escapes LIKE's special characters", () => {
    expect(likeContainsPattern("payments")).toBe("%payments%");
    expect(likeContainsPattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });
});
