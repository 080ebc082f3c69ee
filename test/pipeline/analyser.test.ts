import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { LocalAnalyser } from "../../src/pipeline/judge/index";
import { ModelAnalyser, type ModelSignal } from "../../src/pipeline/judge/model";
import type { AnalysisInput, SignalAnalyser } from "../../src/pipeline/judge/types";
import { diffSnapshots } from "../../src/pipeline/compare/index";
import type { SnapshotPage } from "../../src/pipeline/collect/snapshot";
import { parseWatchItems } from "../../src/pipeline/judge/watch";
import { OpenAiCompatibleLanguageModel } from "../../src/platform/llm";
import {
  reply,
  startOpenAiFixture,
  trackerFinding,
  trackerSignal,
  type ChatRequest,
  type OpenAiFixture,
} from "../support/fixtures/openai";
import { ACME } from "../support/fixtures/site-content";
import { startFixtureSites, type FixtureSites } from "../support/fixtures/sites";
import { pipelineRig, signalsOf, track } from "./_support";

/*
 * The two analysers behind one contract: the deterministic local one, and the language-model one
 * against a local OpenAI-compatible fixture (good, malformed, invalid, slow and failing answers,
 * each falling back to the local analyser).
 */

const SITE = "https://acme.example/";
const POST = `${SITE}blog/series-b`;

function page(kind: SnapshotPage["kind"], url: string, extra: Partial<SnapshotPage> = {}): SnapshotPage {
  return {
    kind,
    url,
    ok: true,
    fetchable: true,
    finalUrl: url,
    title: `${kind} | Acme`,
    textHash: `${kind}-1`,
    text: "",
    links: [],
    ...extra,
  };
}

const baseline: SnapshotPage[] = [
  page("home", SITE, { text: "Robots that run your warehouse\nAcme Robotics builds autonomous warehouse robots" }),
  page("feed", `${SITE}blog/feed.xml`, {
    feedItems: [
      { title: "Introducing Picker 2", url: `${SITE}blog/picker-2`, publishedAt: "2025-10-07T09:00:00.000Z" },
    ],
  }),
  page("careers", `${SITE}careers`, { jobTitles: ["Senior Robotics Engineer"] }),
];

function withFundingPost(): SnapshotPage[] {
  return [
    baseline[0],
    page("feed", `${SITE}blog/feed.xml`, {
      feedItems: [
        { title: "Acme Robotics raises $40M Series B", url: POST, publishedAt: "2026-11-02T09:00:00.000Z" },
        ...baseline[1].feedItems!,
      ],
    }),
    baseline[2],
    page("post", POST, {
      title: "Acme Robotics raises $40M Series B",
      text: "Acme Robotics raised a $40M Series B led by Example Ventures.",
    }),
  ];
}

function withNewRoles(): SnapshotPage[] {
  return [
    baseline[0],
    baseline[1],
    page("careers", `${SITE}careers`, {
      textHash: "careers-2",
      jobTitles: ["Senior Robotics Engineer", "VP of Sales", "Field Engineer"],
    }),
  ];
}

function input(previous: SnapshotPage[] | null, current: SnapshotPage[], thingsToTrack: string): AnalysisInput {
  return {
    company: {
      name: "Acme Robotics",
      website: SITE,
      description: ACME.description,
      founders: ["Jane Doe", "Marcus Chen"],
    },
    thingsToTrack,
    watchItems: parseWatchItems(thingsToTrack),
    diff: diffSnapshots(previous, current),
    pages: current,
    now: new Date("2026-11-10T12:00:00Z"),
  };
}

/** The scenarios every analyser must get right. */
const scenarios = {
  noChange: () => input(baseline, baseline, "Fundraising Signals"),
  funding: () => input(baseline, withFundingPost(), "Fundraising Signals, Product Updates"),
  unwatchedHiring: () => input(baseline, withNewRoles(), "Fundraising Signals"),
  firstRun: () => input(null, baseline, "Fundraising Signals"),
};

let llm: OpenAiFixture;
let fx: FixtureSites;
beforeAll(async () => {
  llm = await startOpenAiFixture();
  fx = await startFixtureSites();
});
afterAll(async () => {
  await llm.close();
  await fx.close();
});
beforeEach(() => {
  llm.reset();
  for (const site of Object.values(fx.sites)) site.reset();
});

const model = (timeoutMs = 5_000) =>
  new ModelAnalyser(
    new OpenAiCompatibleLanguageModel({ baseUrl: llm.baseUrl, apiKey: llm.apiKey, model: "gpt-test" }),
    timeoutMs,
  );

/** What a sensible model says about each scenario (told apart by the changes in the prompt). */
function sensibleModel(req: ChatRequest) {
  const data = JSON.parse(req.body.messages!.find((m) => m.role === "user")!.content) as {
    firstRun: boolean;
    changes: { newPosts?: { url: string; title: string }[]; jobsAdded?: string[] };
    evidenceCandidates: { url: string }[];
  };
  const base = {
    rationale: "Judged against the watch list.",
    needsAttention: false,
    matchedWatchItems: [] as string[],
    evidenceUrls: [] as string[],
    findings: [] as ModelSignal["findings"],
  };
  let answer: ModelSignal;
  if (data.firstRun) {
    answer = {
      ...base,
      type: "other",
      severity: "low",
      recommendation: "monitor",
      summary: "First look at Acme Robotics.",
      evidenceUrls: [data.evidenceCandidates[0].url],
    };
  } else if (data.changes.newPosts?.length) {
    const post = data.changes.newPosts[0];
    answer = {
      ...base,
      type: "fundraising",
      severity: "high",
      recommendation: "escalate",
      needsAttention: true,
      summary: `Acme Robotics announced “${post.title}”.`,
      evidenceUrls: [post.url, "https://invented.example/not-seen"],
      matchedWatchItems: ["Fundraising Signals", "Something the user never wrote"],
      findings: [
        {
          type: "fundraising",
          headline: `published “${post.title}”`,
          url: post.url,
          matchedWatchItems: ["Fundraising Signals"],
          why: "a funding round",
        },
      ],
    };
  } else {
    answer = {
      ...base,
      type: "hiring",
      severity: "low",
      recommendation: "monitor",
      summary: "Acme Robotics opened two roles.",
      evidenceUrls: [`${SITE}careers`],
    };
  }
  return reply.json(answer);
}

const analysers: [string, () => SignalAnalyser][] = [
  ["local analyser", () => new LocalAnalyser()],
  [
    "language-model analyser",
    () => {
      llm.setResponder(sensibleModel);
      return model();
    },
  ],
];

describe.each(analysers)("the analyser contract: %s", (_name, make) => {
  it("no change gives no_material_change, severity none, nothing to do", async () => {
    const s = await make().analyse(scenarios.noChange());
    expect(s).toMatchObject({
      type: "no_material_change",
      severity: "none",
      recommendation: "no_action",
      needsAttention: false,
      evidence: [],
    });
  });

  it(
    "a funding post watched for gives a fundraising " + "signal that needs attention, with the post as evidence",
    async () => {
      const s = await make().analyse(scenarios.funding());
      expect(s.type).toBe("fundraising");
      expect(["medium", "high"]).toContain(s.severity);
      expect(s.needsAttention).toBe(true);
      expect(s.evidence[0]).toEqual({ url: POST, title: "Acme Robotics raises $40M Series B" });
      expect(s.matchedWatchItems).toEqual(["Fundraising Signals"]);
      expect(s.summary).toContain("Series B");
    },
  );

  it("a change nobody watches for does not need attention", async () => {
    const s = await make().analyse(scenarios.unwatchedHiring());
    expect(s.type).toBe("hiring");
    expect(s.needsAttention).toBe(false);
    expect(s.matchedWatchItems).toEqual([]);
  });

  it("the first run describes the current state", async () => {
    const s = await make().analyse(scenarios.firstRun());
    expect(s.type).not.toBe("no_material_change");
    expect(s.summary).toMatch(/Acme Robotics/);
    expect(s.evidence.length).toBeGreaterThan(0);
  });

  it("cites only pages the run saw, and only watch items the user wrote", async () => {
    const inp = scenarios.funding();
    const s = await make().analyse(inp);
    const seen = new Set(inp.pages.flatMap((p) => [p.url, p.finalUrl, ...(p.feedItems ?? []).map((i) => i.url)]));
    for (const e of s.evidence) expect(seen.has(e.url), e.url).toBe(true);
    for (const m of s.matchedWatchItems) expect(inp.watchItems.map((w) => w.label)).toContain(m);
  });
});

describe("the language-model analyser", () => {
  it("asks for strict JSON with the changes and the watch list, and records that the model answered", async () => {
    llm.setResponder(sensibleModel);
    const s = await model().analyse(scenarios.funding());
    expect(llm.requests).toHaveLength(1);
    const req = llm.requests[0].body;
    expect(req.response_format?.type).toBe("json_schema");
    expect(req.response_format?.json_schema).toMatchObject({ name: "tracker_signal", strict: true });
    const user = req.messages!.find((m) => m.role === "user")!.content;
    expect(user).toContain("Acme Robotics raises $40M Series B");
    expect(user).toContain("Fundraising Signals");
    expect(s.analysis.analyser).toBe("model");
    expect((s.analysis.model as { rationale: string }).rationale).toBe("Judged against the watch list.");
  });

  it(
    "attention follows the severity whatever the model says " +
      "of it, so needsAttention=true finds every severe signal",
    async () => {
      const base = {
        rationale: "r",
        matchedWatchItems: [] as string[],
        evidenceUrls: [] as string[],
        summary: "Acme raised.",
        findings: [],
      };
      llm.enqueue(
        reply.json({
          ...base,
          type: "fundraising",
          severity: "high",
          recommendation: "escalate",
          needsAttention: false,
        }),
      );
      expect(await model().analyse(scenarios.funding())).toMatchObject({ severity: "high", needsAttention: true });
      llm.enqueue(
        reply.json({ ...base, type: "hiring", severity: "low", recommendation: "monitor", needsAttention: true }),
      );
      expect(await model().analyse(scenarios.funding())).toMatchObject({ severity: "low", needsAttention: false });
    },
  );

  it(
    "returns typed findings in the local shape: the URL it saw, " +
      "the diff's own quote, the watch items it matched and why",
    async () => {
      llm.enqueue(
        reply.json(
          trackerSignal({
            type: "fundraising",
            severity: "high",
            recommendation: "escalate",
            summary: "Acme Robotics raised a $40M Series B.",
            evidenceUrls: [POST],
            matchedWatchItems: ["Fundraising Signals"],
            findings: [
              trackerFinding({
                type: "fundraising",
                headline: "announced its $40M Series B",
                url: POST,
                matchedWatchItems: ["Fundraising Signals", "Never written"],
                why: "a Series B is a funding round",
              }),
              trackerFinding({ type: "other", headline: "linked a page nobody saw", url: "https://invented.example/" }),
            ],
          }),
        ),
      );
      const s = await model().analyse(scenarios.funding());
      const findings = s.analysis.findings as {
        type: string;
        url: string | null;
        quote: { added: string };
        matchedWatchItems: string[];
        watchMatches: { label: string; by: string; why: string }[];
      }[];
      expect(findings[0]).toMatchObject({
        type: "fundraising",
        url: POST,
        matchedWatchItems: ["Fundraising Signals"],
        watchMatches: [{ label: "Fundraising Signals", by: "model", why: "a Series B is a funding round" }],
      });
      expect(findings[0].quote.added).toContain("Acme Robotics raised a $40M Series B led by Example Ventures.");
      expect(findings[1]).toMatchObject({ url: null, quote: { added: "", removed: "" } });
      const prompt = JSON.parse(llm.requests[0].body.messages!.find((m) => m.role === "user")!.content) as {
        watchItems: { label: string; type: string | null }[];
      };
      expect(prompt.watchItems).toEqual([
        expect.objectContaining({ label: "Fundraising Signals", type: "fundraising" }),
        expect.objectContaining({ label: "Product Updates", type: "product_update" }),
      ]);
    },
  );

  it("a corporate event is high and escalate whatever the model says of its severity", async () => {
    llm.enqueue(
      reply.json(
        trackerSignal({
          type: "corporate_event",
          severity: "low",
          recommendation: "monitor",
          summary: "Acme Robotics was acquired by Siemens.",
          evidenceUrls: [POST],
        }),
      ),
    );
    expect(await model().analyse(scenarios.funding())).toMatchObject({
      type: "corporate_event",
      severity: "high",
      recommendation: "escalate",
      needsAttention: true,
    });
  });

  it("is not asked when nothing changed", async () => {
    const s = await model().analyse(scenarios.noChange());
    expect(s.type).toBe("no_material_change");
    expect(llm.requests).toHaveLength(0);
  });

  it.each([
    [
      "malformed JSON (twice)",
      () => llm.enqueue(reply.content("Sure! The company raised money."), reply.content("{not json")),
      "malformed",
    ],
    [
      "JSON that does not match the schema (twice)",
      () => llm.enqueue(reply.json({ type: "big_news" }), reply.json({ type: "fundraising" })),
      "invalid",
    ],
    ["an HTTP error", () => llm.enqueue(reply.httpError(503)), "http"],
  ])("falls back to the local analyser on %s, and says so", async (_what, script, kind) => {
    script();
    const s = await model().analyse(scenarios.funding());
    const local = await new LocalAnalyser().analyse(scenarios.funding());
    expect(s.type).toBe(local.type);
    expect(s.summary).toBe(local.summary);
    expect(s.analysis.analyser).toBe("local");
    expect(s.analysis.fallback).toMatchObject({ from: "model", kind });
  });

  it("falls back when the model is slower than its budget, without waiting for it", async () => {
    llm.enqueue(reply.slow(3_000, { type: "fundraising" }));
    const started = performance.now();
    const s = await model(300).analyse(scenarios.funding());
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(s.type).toBe("fundraising");
    expect(s.analysis.fallback).toMatchObject({ from: "model", kind: "timeout" });
  });

  it("drives a real run: the stored signal is the model's", async () => {
    llm.setResponder(sensibleModel);
    const lm = new OpenAiCompatibleLanguageModel({ baseUrl: llm.baseUrl, apiKey: llm.apiKey, model: "gpt-test" });
    const rig = await pipelineRig({ languageModel: lm });
    const id = await track(rig.org, {
      companyName: ACME.name,
      companyWebsite: fx.sites.acme.url,
      thingsToTrack: "Fundraising Signals",
    });
    await rig.settle(id);
    const [signal] = await signalsOf(rig.deps, id);
    expect(signal.summary).toBe("First look at Acme Robotics.");
    expect((signal.analysis as { analyser: string }).analyser).toBe("model");
    expect(llm.requests.length).toBeGreaterThan(0);
  });
});
