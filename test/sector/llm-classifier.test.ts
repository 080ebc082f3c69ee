import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { LanguageModelError, type CompleteJsonArgs, type LanguageModel } from "../../src/platform/llm";
import { sectorClassifierFor } from "../../src/services/lists/classification-filter";
import { LexicalClassifier } from "../../src/taxonomy/lexical";
import { LanguageModelTermClassifier } from "../../src/taxonomy/llm-classifier";
import { reply, startOpenAiFixture, type OpenAiFixture } from "../support/fixtures/openai";
import { createTestOrg, getRuntime, runtimeWith, testConfig } from "../support/harness";
import { seedCompany, seedSignal } from "../support/seed";

/** A scripted model that records what it was asked. */
function scriptedModel(answer: (terms: string[]) => unknown) {
  const calls: CompleteJsonArgs<unknown>[] = [];
  const model: LanguageModel = {
    async completeJson<T>(args: CompleteJsonArgs<T>): Promise<T> {
      calls.push(args as CompleteJsonArgs<unknown>);
      const { terms } = JSON.parse(args.user) as { terms: string[] };
      return args.schema.parse(answer(terms));
    },
  };
  return { model, calls };
}

describe("LanguageModelTermClassifier", () => {
  it("sends the terms with the whole taxonomy, keeps known categories only, and fills in paths", async () => {
    const { model, calls } = scriptedModel((terms) => ({
      terms: terms.map((term) => ({
        term,
        matches:
          term === "money movement"
            ? [
                { categoryId: "fintech/payments", score: 0.92 },
                { categoryId: "invented/category", score: 0.99 },
                { categoryId: "fintech/banking", score: 1.7 },
              ]
            : [],
      })),
    }));
    const c = new LanguageModelTermClassifier(model, { timeoutMs: 1234 });
    const out = await c.resolveTerms(["money movement", "zzz"]);
    expect(out).toEqual([
      {
        term: "money movement",
        matches: [
          { categoryId: "fintech/banking", path: "Fintech > Banking", score: 1 },
          { categoryId: "fintech/payments", path: "Fintech > Payments", score: 0.92 },
        ],
      },
      { term: "zzz", matches: [] },
    ]);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.timeoutMs).toBe(1234);
    expect(JSON.parse(calls[0]!.user)).toEqual({ terms: ["money movement", "zzz"] });
    expect(calls[0]!.system).toContain(
      "fintech/payments/cross-border | Fintech > Payments > Cross-Border Payments & FX",
    );
    expect(calls[0]!.system).toContain("health/biotech/drug-discovery");
  });

  it(
    "remembers answers (case-insensitively) so later " + "pages do not ask again; skipped terms are asked again",
    async () => {
      const { model, calls } = scriptedModel((terms) => ({
        terms: terms
          .filter((t) => t !== "skipped")
          .map((term) => ({ term, matches: [{ categoryId: "climate", score: 0.9 }] })),
      }));
      const c = new LanguageModelTermClassifier(model);
      await c.resolveTerms(["Green energy", "skipped"]);
      const again = await c.resolveTerms(["green ENERGY"]);
      expect(again).toEqual([
        { term: "green ENERGY", matches: [{ categoryId: "climate", path: "Climate & Energy", score: 0.9 }] },
      ]);
      expect(calls).toHaveLength(1);
      await c.resolveTerms(["green energy", "skipped"]);
      expect(calls).toHaveLength(2);
      expect(JSON.parse(calls[1]!.user)).toEqual({ terms: ["skipped"] });
    },
  );

  it("lets the model's errors through (the filter then degrades)", async () => {
    const model: LanguageModel = {
      completeJson: async () => {
        throw new LanguageModelError("http", "HTTP 500", { status: 500 });
      },
    };
    await expect(new LanguageModelTermClassifier(model).resolveTerms(["fintech"])).rejects.toBeInstanceOf(
      LanguageModelError,
    );
  });
});

describe("the configured classifier", () => {
  let llm: OpenAiFixture;
  beforeAll(async () => {
    llm = await startOpenAiFixture();
    await getRuntime();
  });
  afterAll(async () => {
    await llm.close();
  });
  beforeEach(() => llm.reset());

  it("is lexical without LLM_BASE_URL and the language model with it", () => {
    expect(sectorClassifierFor(testConfig())).toBeInstanceOf(LexicalClassifier);
    expect(sectorClassifierFor(testConfig({ LLM_BASE_URL: llm.baseUrl, LLM_API_KEY: llm.apiKey }))).toBeInstanceOf(
      LanguageModelTermClassifier,
    );
  });

  it("GET /signals uses the model's mapping; a model failure or a slow model degrades to text matching", async () => {
    const rt = await getRuntime();
    const classifier = sectorClassifierFor(testConfig({ LLM_BASE_URL: llm.baseUrl, LLM_API_KEY: llm.apiKey }));
    const { app } = await runtimeWith({ sectorClassifier: classifier, sectorClassifierTimeoutMs: 500 });
    const org = await createTestOrg({ app });
    const pay = await seedCompany(rt.deps.db, org.orgId, {
      name: "Payco",
      classification: ["fintech/payments/cross-border"],
    });
    const robo = await seedCompany(rt.deps.db, org.orgId, { name: "Robo", classification: ["industrial/robotics"] });
    const paySignal = await seedSignal(rt.deps.db, org.orgId, pay);
    await seedSignal(rt.deps.db, org.orgId, robo);

    // A phrase the lexical classifier does not know, mapped by the model.
    llm.enqueue(
      reply.json({
        terms: [{ term: "moving money abroad", matches: [{ categoryId: "fintech/payments", score: 0.9 }] }],
      }),
    );
    const ok = await (await org.request("GET", "/api/v1/signals?classification=moving%20money%20abroad")).json();
    expect(ok.data.map((s: { id: string }) => s.id)).toEqual([paySignal]);
    expect(ok.classificationResolution).toEqual({
      terms: [
        {
          term: "moving money abroad",
          matches: [{ categoryId: "fintech/payments", path: "Fintech > Payments", score: 0.9 }],
        },
      ],
      degradedToTextMatching: false,
    });
    expect(llm.requests).toHaveLength(1);
    expect(llm.requests[0]!.body.response_format?.json_schema?.strict).toBe(true);

    llm.enqueue(reply.httpError(500));
    const failed = await (await org.request("GET", "/api/v1/signals?classification=payments")).json();
    expect(failed.classificationResolution.degradedToTextMatching).toBe(true);
    expect(failed.data.map((s: { id: string }) => s.id)).toEqual([paySignal]);

    llm.enqueue(
      reply.slow(2000, { terms: [{ term: "robotics", matches: [{ categoryId: "industrial/robotics", score: 1 }] }] }),
    );
    const slow = await (await org.request("GET", "/api/v1/signals?classification=robotics")).json();
    expect(slow.classificationResolution.degradedToTextMatching).toBe(true);
    expect(slow.data).toHaveLength(1);
  });
});
