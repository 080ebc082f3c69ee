import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { LanguageModelError, OpenAiCompatibleLanguageModel, stripFences } from "../../src/platform/llm";
import { reply, startOpenAiFixture, type OpenAiFixture } from "../support/fixtures/openai";

const Signal = z.object({
  type: z.enum(["hiring", "fundraising", "no_material_change"]),
  summary: z.string(),
  evidence: z.array(z.object({ url: z.string(), title: z.string() })),
  confidence: z.number().min(0).max(1).nullable(),
});
type Signal = z.infer<typeof Signal>;

const good: Signal = {
  type: "hiring",
  summary: "Acme opened three roles.",
  evidence: [{ url: "https://acme.example/careers", title: "Careers" }],
  confidence: 0.8,
};

let llm: OpenAiFixture;
beforeAll(async () => {
  llm = await startOpenAiFixture();
});
afterAll(async () => {
  await llm.close();
});
beforeEach(() => llm.reset());

const client = (overrides: { apiKey?: string; timeoutMs?: number } = {}) =>
  new OpenAiCompatibleLanguageModel({
    baseUrl: llm.baseUrl,
    apiKey: overrides.apiKey ?? llm.apiKey,
    model: "gpt-test",
    timeoutMs: overrides.timeoutMs,
  });

const ask = (model = client(), timeoutMs?: number) =>
  model.completeJson({
    system: "You analyse company updates.",
    user: "What changed?",
    schema: Signal,
    schemaName: "signal",
    timeoutMs,
  });

async function rejection(promise: Promise<unknown>): Promise<LanguageModelError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(LanguageModelError);
  return err as LanguageModelError;
}

describe("OpenAiCompatibleLanguageModel", () => {
  it("returns the validated value and sends the model, messages, key and strict JSON schema", async () => {
    llm.enqueue(reply.json(good));
    await expect(ask()).resolves.toEqual(good);

    expect(llm.requests).toHaveLength(1);
    const { headers, body } = llm.requests[0];
    expect(headers.authorization).toBe(`Bearer ${llm.apiKey}`);
    expect(body.model).toBe("gpt-test");
    expect(body.messages).toEqual([
      { role: "system", content: "You analyse company updates." },
      { role: "user", content: "What changed?" },
    ]);
    expect(body.response_format?.type).toBe("json_schema");
    expect(body.response_format?.json_schema).toMatchObject({ name: "signal", strict: true });
    const schema = body.response_format?.json_schema?.schema as Record<string, unknown>;
    expect(schema).toMatchObject({
      type: "object",
      additionalProperties: false,
      required: ["type", "summary", "evidence", "confidence"],
    });
    expect(schema.$schema).toBeUndefined();
  });

  it("accepts JSON wrapped in a ```json fence", async () => {
    llm.enqueue(reply.content("```json\n" + JSON.stringify(good, null, 2) + "\n```"));
    await expect(ask()).resolves.toEqual(good);
  });

  it("drops NUL from the reply's strings (a model may echo a page's; the database cannot store it)", async () => {
    llm.enqueue(
      reply.json({
        ...good,
        summary: "Acme\u0000 opened roles.",
        evidence: [{ url: "https://acme.example/careers", title: "Care\u0000ers" }],
      }),
    );
    await expect(ask()).resolves.toEqual({
      ...good,
      summary: "Acme opened roles.",
      evidence: [{ url: "https://acme.example/careers", title: "Careers" }],
    });
  });

  it("retries once after malformed JSON, telling the model what was wrong", async () => {
    llm.enqueue(reply.content('{"type": "hiring", "summary": '), reply.json(good));
    await expect(ask()).resolves.toEqual(good);

    expect(llm.requests).toHaveLength(2);
    const retry = llm.requests[1].body.messages!;
    expect(retry).toHaveLength(4);
    expect(retry[2]).toEqual({ role: "assistant", content: '{"type": "hiring", "summary": ' });
    expect(retry[3].role).toBe("user");
    expect(retry[3].content).toMatch(/invalid JSON/);
  });

  it("throws kind malformed when the reply is not JSON twice", async () => {
    llm.enqueue(reply.content("Sure! Here is the analysis."), reply.content("{not json"));
    const err = await rejection(ask());
    expect(err.kind).toBe("malformed");
    expect(err.lastContent).toBe("{not json");
    expect(llm.requests).toHaveLength(2);
  });

  it("retries with the validation error after a schema mismatch, then succeeds", async () => {
    llm.enqueue(reply.json({ ...good, type: "launch" }), reply.json(good));
    await expect(ask()).resolves.toEqual(good);
    const feedback = llm.requests[1].body.messages![3].content;
    expect(feedback).toMatch(/schema mismatch/);
    expect(feedback).toMatch(/type/);
  });

  it("throws kind invalid when the reply does not match the schema twice", async () => {
    llm.enqueue(reply.json({ summary: 42 }), reply.json({ ...good, confidence: 7 }));
    const err = await rejection(ask());
    expect(err.kind).toBe("invalid");
    expect(err.message).toMatch(/confidence/);
  });

  it("throws kind timeout when the answer is slower than the timeout, without retrying", async () => {
    llm.enqueue(reply.slow(5_000, good));
    const started = performance.now();
    const err = await rejection(ask(client(), 100));
    expect(err.kind).toBe("timeout");
    expect(err.retryable).toBe(true);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(llm.requests).toHaveLength(1);
  });

  it("uses the client's default timeout when the call sets none", async () => {
    llm.enqueue(reply.slow(5_000, good));
    const err = await rejection(ask(client({ timeoutMs: 100 })));
    expect(err.kind).toBe("timeout");
  });

  it("throws kind http with the status on a 500, retryable, without retrying itself", async () => {
    llm.enqueue(reply.httpError(500));
    const err = await rejection(ask());
    expect(err.kind).toBe("http");
    expect(err.status).toBe(500);
    expect(err.retryable).toBe(true);
    expect(llm.requests).toHaveLength(1);
  });

  it("throws a non-retryable kind http on a rejected API key", async () => {
    const err = await rejection(ask(client({ apiKey: "sk-wrong" })));
    expect(err.kind).toBe("http");
    expect(err.status).toBe(401);
    expect(err.retryable).toBe(false);
  });

  it("throws kind http when the provider cannot be reached", async () => {
    const model = new OpenAiCompatibleLanguageModel({ baseUrl: "http://127.0.0.1:1/v1", apiKey: "k", model: "m" });
    const err = await rejection(ask(model));
    expect(err.kind).toBe("http");
    expect(err.status).toBeUndefined();
  });
});

describe("stripFences", () => {
  it("unwraps fenced JSON and leaves bare JSON alone", () => {
    expect(stripFences('```json\n{"a":1}\n```')).toBe('{"a":1}');
    expect(stripFences("```\n[1,2]\n```")).toBe("[1,2]");
    expect(stripFences('Here you go:\n```json\n{"a":1}\n```\nThanks')).toBe('{"a":1}');
    expect(stripFences(' {"a":"```"} ')).toBe('{"a":"```"}');
  });
});
