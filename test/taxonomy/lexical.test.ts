import { describe, expect, it } from "vitest";
import {
  LexicalClassifier,
  MAX_COMPANY_CATEGORIES,
  MIN_COMPANY_SCORE,
  MIN_TERM_SCORE,
} from "../../src/taxonomy/lexical";
import { getCategory } from "../../src/taxonomy/tree";
import { damerauLevenshtein, normalizeText, stem } from "../../src/taxonomy/text";

const classifier = new LexicalClassifier();
const ids = (term: string) => classifier.matchTerm(term).map((m) => m.categoryId);
const top = (term: string) => ids(term)[0];

describe("text primitives", () => {
  it("normalises case, accents and punctuation", () => {
    expect(normalizeText("  Fintéch—Payments & Crédit!  ")).toBe("fintech payments and credit");
    expect(normalizeText("Women’s Health")).toBe("womens health");
  });

  it("stems plurals and common forms to one stem", () => {
    expect(stem("payments")).toBe(stem("payment"));
    expect(stem("robotics")).toBe(stem("robot"));
    expect(stem("robotic")).toBe(stem("robots"));
    expect(stem("fintechs")).toBe(stem("fintech"));
    expect(stem("lending")).toBe(stem("lenders"));
    expect(stem("batteries")).toBe(stem("battery"));
    expect(stem("games")).toBe(stem("gaming"));
    expect(stem("care")).not.toBe(stem("car"));
    expect(stem("better")).not.toBe(stem("betting"));
    expect(stem("news")).not.toBe(stem("new"));
    expect(stem("accounts")).not.toBe(stem("accounting"));
    expect(stem("customers")).not.toBe(stem("customs"));
  });

  it("counts insertions, deletions, substitutions and swaps, giving up past the limit", () => {
    expect(damerauLevenshtein("fintech", "fintech", 2)).toBe(0);
    expect(damerauLevenshtein("fintehc", "fintech", 2)).toBe(1);
    expect(damerauLevenshtein("robotcs", "robotics", 2)).toBe(1);
    expect(damerauLevenshtein("paymnt", "payment", 2)).toBe(1);
    expect(damerauLevenshtein("kitten", "sitting", 2)).toBe(3);
    expect(damerauLevenshtein("abc", "abcdefgh", 2)).toBe(3);
  });
});

describe("LexicalClassifier.matchTerm", () => {
  it("matches a broad term to the top category and a narrow term to the narrow one", () => {
    expect(ids("fintech")).toEqual(["fintech"]);
    expect(ids("payments")).toEqual(["fintech/payments"]);
    expect(ids("health")).toEqual(["health"]);
    expect(ids("mental health")).toEqual(["health/mental-health"]);
    expect(ids("software")).toEqual(["software"]);
    expect(ids("ai")).toEqual(["software/ai"]);
  });

  it("a category's own name or path, as responses show it, is that category, composite names included", () => {
    expect(ids("Software & AI")).toEqual(["software"]);
    expect(ids("software and ai")).toEqual(["software"]);
    expect(ids("Software & AI > Artificial Intelligence")).toEqual(["software/ai"]);
    expect(new LexicalClassifier().matchTerm("Software & AI")[0]!.score).toBe(1);
  });

  it("matches synonyms investors use", () => {
    expect(top("payment processing")).toBe("fintech/payments");
    expect(top("checkout")).toBe("fintech/payments");
    expect(top("acquiring")).toBe("fintech/payments");
    expect(top("machine learning")).toBe("software/ai");
    expect(top("cybersecurity")).toBe("security");
    expect(top("neobank")).toBe("fintech/banking/neobanks");
    expect(top("BNPL")).toBe("fintech/payments/bnpl");
    expect(top("defence")).toBe("govtech/defense");
    expect(top("real estate")).toBe("proptech");
  });

  it("matches plurals and other forms of a word", () => {
    expect(top("fintechs")).toBe("fintech");
    expect(top("payment")).toBe("fintech/payments");
    expect(top("robot")).toBe("industrial/robotics");
    expect(top("robots")).toBe("industrial/robotics");
    expect(top("insurtechs")).toBe("fintech/insurtech");
    expect(top("biotechs")).toBe("health/biotech");
    expect(top("LLMs")).toBe("software/ai/foundation-models");
  });

  it("tolerates small typos, scoring them below exact matches", () => {
    const typo = classifier.matchTerm("fintehc");
    expect(typo.map((m) => m.categoryId)).toEqual(["fintech"]);
    expect(typo[0].score).toBeLessThan(1);
    expect(typo[0].score).toBeGreaterThanOrEqual(MIN_TERM_SCORE);
    expect(top("robotcs")).toBe("industrial/robotics");
    expect(top("cybersecuirty")).toBe("security");
    expect(top("helthcare")).toBe("health");
    expect(top("ecomerce")).toBe("consumer/e-commerce");
  });

  it("does not read typos into very short words", () => {
    expect(ids("aj")).toEqual([]);
    expect(ids("evx")).toEqual([]);
  });

  it("matches multiword phrases, whatever the spacing, hyphens or punctuation", () => {
    expect(top("warehouse robots")).toBe("industrial/robotics/warehouse-automation");
    expect(top("buy now, pay later")).toBe("fintech/payments/bnpl");
    expect(top("carbon capture")).toBe("climate/carbon/carbon-removal");
    expect(top("cross-border payments")).toBe("fintech/payments/cross-border");
    expect(top("e-commerce")).toBe("consumer/e-commerce");
    expect(top("e commerce")).toBe("consumer/e-commerce");
    expect(top("ecommerce")).toBe("consumer/e-commerce");
    expect(top("A.I.")).toBe("software/ai");
    expect(top("Oil & Gas")).toBe("climate/oil-gas");
    expect(top("K-12")).toBe("edtech/k12");
    expect(top("Women's health")).toBe("health/digital-health/womens-health");
  });

  it("ignores filler words around a sector", () => {
    expect(top("fintech startups")).toBe("fintech");
    expect(top("climate tech")).toBe("climate");
    expect(top("the robotics companies")).toBe("industrial/robotics");
  });

  it("matches nothing for nonsense", () => {
    for (const term of [
      "zzqx",
      "banana bread recipe",
      "qwerty",
      "lorem ipsum dolor",
      "hello world",
      "",
      "   ",
      "the",
    ]) {
      expect(classifier.matchTerm(term), term).toEqual([]);
    }
  });

  it("returns scored matches with display paths, best first, none below the threshold", () => {
    for (const term of ["payments", "care", "edtech for kids", "fintehc", "b2b"]) {
      const matches = classifier.matchTerm(term);
      for (const m of matches) {
        expect(m.score).toBeGreaterThanOrEqual(MIN_TERM_SCORE);
        expect(m.score).toBeLessThanOrEqual(1);
        expect(m.path).toBe(getCategory(m.categoryId)!.path);
      }
      const scores = matches.map((m) => m.score);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
    }
    expect(classifier.matchTerm("payments")[0]).toEqual({
      categoryId: "fintech/payments",
      path: "Fintech > Payments",
      score: 1,
    });
  });

  it("keeps both readings of an ambiguous term", () => {
    const dogFood = ids("dog food");
    expect(dogFood).toContain("consumer/pets");
  });

  it("does not list a category whose ancestor matched as well", () => {
    for (const term of ["fintech", "health", "robotics", "industrial robots", "digital banking"]) {
      const found = ids(term);
      for (const id of found) {
        expect(
          found.some((other) => other !== id && id.startsWith(other + "/")),
          `${term}: ${id}`,
        ).toBe(false);
      }
    }
  });

  it("resolves terms in order, one resolution per term, deterministically", async () => {
    const terms = ["fintech", "zzqx", "robotcs"];
    const first = await classifier.resolveTerms(terms);
    expect(first.map((r) => r.term)).toEqual(terms);
    expect(first[1].matches).toEqual([]);
    expect(await new LexicalClassifier().resolveTerms(terms)).toEqual(first);
  });

  it("answers quickly once its index is built", () => {
    classifier.matchTerm("warm up");
    const started = performance.now();
    for (const term of ["payments", "fintehc", "warehouse robots", "banana bread recipe"]) classifier.matchTerm(term);
    expect(performance.now() - started).toBeLessThan(250);
  });
});

describe("LexicalClassifier.classifyCompany", () => {
  const classify = (input: { name?: string | null; description?: string | null; text?: string | null }) =>
    classifier.classifyCompany(input);

  it("classifies realistic descriptions into the specific category", async () => {
    const robots = await classify({ name: "Botwise", description: "We build autonomous warehouse robots" });
    expect(robots[0].categoryId).toBe("industrial/robotics/warehouse-automation");

    const payments = await classify({
      name: "Paystack",
      description: "Online payment processing for businesses of all sizes.",
    });
    expect(payments.map((c) => c.categoryId)).toContain("fintech/payments");

    const scribe = await classify({
      name: "Scribe Health",
      description: "An AI scribe for clinicians that drafts clinical documentation from the visit.",
    });
    expect(scribe[0].categoryId).toBe("health/healthcare-it/clinical-ai");

    const dac = await classify({
      name: "CarbonLoop",
      description: "Direct air capture machines that remove CO2 from the atmosphere and store it underground.",
    });
    expect(dac[0].categoryId).toBe("climate/carbon/carbon-removal");

    const games = await classify({
      name: "Puzzle Pals",
      description: "A mobile game studio making casual puzzle games.",
    });
    expect(games[0].categoryId).toBe("consumer/gaming/game-studios");
  });

  it("returns several sectors for a company that spans them, most specific first", async () => {
    const result = await classify({
      name: "SunHome",
      description: "Residential solar panels and home battery storage for homeowners.",
    });
    expect(result.map((c) => c.categoryId).sort()).toEqual(["climate/energy-storage", "climate/solar"]);

    const defense = await classify({
      name: "Sentinel",
      description:
        "Defense technology company building autonomous systems and counter-drone solutions for the military.",
    });
    expect(defense[0].categoryId).toBe("govtech/defense/autonomous-systems");
    const depths = defense.map((c) => getCategory(c.categoryId)!.depth);
    expect(depths).toEqual([...depths].sort((a, b) => b - a));
  });

  it("keeps a parent when a child is only weakly supported", async () => {
    const result = await classify({
      name: "Ledgerly",
      description: "Accounting software for small businesses: bookkeeping, invoicing and tax filing.",
    });
    expect(result[0]).toBeDefined();
    expect(result.map((c) => c.categoryId)).toContain("fintech/accounting");
  });

  it("counts page text, but less than the description", async () => {
    const fromText = await classify({
      name: "Quiet Co",
      description: null,
      text: "Our vertical farming greenhouses grow leafy greens with hydroponics. Indoor farming at scale.",
    });
    expect(fromText[0]?.categoryId).toBe("climate/agtech/indoor-farming");

    const boilerplate = await classify({
      name: "Acme",
      description: "We make things better.",
      text: "Home About Blog Careers Privacy Security Contact Home Privacy",
    });
    expect(boilerplate).toEqual([]);

    const marketingCopy = await classify({
      name: "Acme",
      description: "We help teams build better products, save time and ship faster.",
      text: "Book a demo. Create an account. New: customers love it. Meet the team. Learn more. Careers.",
    });
    expect(marketingCopy).toEqual([]);
  });

  it("returns at most three categories, each above the threshold", async () => {
    const result = await classify({
      name: "Everything Inc",
      description:
        "Payments, telehealth, solar panels, warehouse robots, dating apps, crypto exchange and legal ai in one.",
    });
    expect(result.length).toBeLessThanOrEqual(MAX_COMPANY_CATEGORIES);
    for (const c of result) expect(c.score).toBeGreaterThanOrEqual(MIN_COMPANY_SCORE);
  });

  it("returns nothing when there is nothing to go on", async () => {
    expect(await classify({})).toEqual([]);
    expect(await classify({ name: null, description: null, text: null })).toEqual([]);
    expect(await classify({ name: "Zyxw", description: "Lorem ipsum dolor sit amet." })).toEqual([]);
  });
});
