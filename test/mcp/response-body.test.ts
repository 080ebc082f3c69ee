import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import { describe, expect, it } from "vitest";
import { encodeAnswer, rememberTextLiteral } from "../../src/mcp/response-body";
import { toolResult } from "../../src/mcp/results";

/*
 * A tool result whose text is a remembered page is spliced into the answer as its literal was
 * encoded once (src/mcp/response-body.ts): the bytes must be exactly JSON.stringify's, whatever
 * else the answer holds.
 */
const decode = (b: Uint8Array | string) => (typeof b === "string" ? b : new TextDecoder().decode(b));
const answer = (id: string | number, result: unknown) => ({ result, jsonrpc: "2.0", id }) as unknown as JSONRPCMessage;

describe("tool answers with a page's text spliced in", () => {
  // Quotes, backslashes, control characters, non-Latin-1 text and a lone surrogate: all escaped.
  const page = {
    data: [{ name: "“Quill” \\ Labs\n\t\u0001", emoji: "🚀", lone: "\ud800", esc: '"ptapi-literal-' }],
    nextCursor: null,
  };

  it("a list page's result is byte for byte JSON.stringify of the answer, and is spliced", () => {
    const result = toolResult(page);
    const body = encodeAnswer(answer(7, result));
    expect(body).toBeInstanceOf(Uint8Array);
    expect(decode(body)).toBe(JSON.stringify(answer(7, result)));
  });

  it("the same text twice in a batch, beside an error and a result not remembered", () => {
    const result = toolResult(page);
    const other = { content: [{ type: "text", text: "not remembered" }] };
    const batch = [
      answer("a", result),
      { jsonrpc: "2.0", id: "b", error: { code: -32601, message: "Method not found" } },
      answer("c", other),
      answer(9, result),
    ] as unknown as JSONRPCMessage[];
    expect(decode(encodeAnswer(batch))).toBe(JSON.stringify(batch));
  });

  it("an id or another text that looks like the splice mark changes nothing", () => {
    const result = toolResult(page);
    const sneaky = answer('"ptapi-literal-0"', {
      content: [{ type: "text", text: '"ptapi-literal-0"' }, ...result.content],
      isError: false,
    });
    expect(decode(encodeAnswer(sneaky))).toBe(JSON.stringify(sneaky));
  });

  it("a text equal to a remembered one, from another result object, gets the same literal", () => {
    rememberTextLiteral("shared text");
    const m = answer(1, { content: [{ type: "text", text: ["shared", "text"].join(" ") }] });
    const body = encodeAnswer(m);
    expect(body).toBeInstanceOf(Uint8Array);
    expect(decode(body)).toBe(JSON.stringify(m));
  });

  it("with nothing remembered in it, the answer is JSON.stringify's text", () => {
    const m = answer(2, { content: [{ type: "image", data: "AAAA", mimeType: "image/png" }] });
    expect(encodeAnswer(m)).toBe(JSON.stringify(m));
  });

  it("only the latest texts are remembered: an old one is serialised again, still exactly", () => {
    const first = toolResult({ n: -1 });
    for (let i = 0; i < 40; i++) toolResult({ n: i });
    const m = answer(3, first);
    const body = encodeAnswer(m);
    expect(typeof body).toBe("string");
    expect(decode(body)).toBe(JSON.stringify(m));
  });
});
