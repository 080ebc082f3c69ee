import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import {
  CallToolRequestSchema,
  ErrorCode,
  type JSONRPCMessage,
  type RequestId,
} from "@modelcontextprotocol/sdk/types.js";
import { CfWorkerJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/cfworker";
import { z } from "zod";
import { runTool } from "./run-tool";
import type { AnyTool, ToolContext } from "./tool";
import { isRequest } from "./jsonrpc";
import { encodeAnswer } from "./response-body";
import { ExchangeTransport, type Answer, type Exchange } from "./transport";
import { TOOLS } from "./tools";

const INSTRUCTIONS = [
  "Partner Tracking API: track companies and founders for a venture investor, read the signals and alerts " +
    "their tracker runs produce, and triage discovered founder leads.",
  "Call whoami first: it tells you the organisation, the default alert recipients, the key's scopes and " +
    "whether it is read-only.",
  "Never invent what to watch (`thingsToTrack`): ask the user. A `needs_user_input` error names what to ask " +
    "and offers quick picks.",
  "Every failure returns `isError: true` with a JSON envelope `{ error: { code, message, details } }`; read " +
    "`error.code`. On `rate_limited`, wait `details.retryAfterSeconds` and do not loop creates or refreshes.",
].join("\n");

/**
 * Built tool servers, kept per process (per isolate on Workers) and lent to one HTTP request at a
 * time. Building one (the SDK server, 15 tool registrations, the handler wrapping) was most of a
 * tool call's own cost, so it is done once per concurrent request slot, not per request; each
 * stays connected to its own transport (src/mcp/transport.ts), which carries one POST at a time.
 * The request's identity — its actor, deps, request id and rate-limit callback — is set on the
 * server when it is lent and cleared when it comes back, once every request of the POST has been
 * answered, so a call can never run as another request's key.
 */
export class McpServerPool {
  private readonly idle: PooledServer[] = [];
  private readonly byName: Map<string, AnyTool>;
  /** Servers built so far (tests and the bench read it). */
  built = 0;

  constructor(
    private readonly tools: readonly AnyTool[] = TOOLS,
    /** Idle servers kept at most; more (after a burst) are dropped when they come back. */
    private readonly maxIdle = 64,
  ) {
    this.byName = new Map(tools.map((t) => [t.name, t]));
  }

  /**
   * Answers one POST's JSON-RPC messages (already checked: post-checks.ts) with a server lent to
   * `ctx` until they are all answered. `waitUntil` keeps alive the server's return when it waits
   * for a task after the response.
   */
  async serve(
    ctx: ToolContext,
    messages: readonly JSONRPCMessage[],
    waitUntil: (p: Promise<unknown>) => void,
  ): Promise<Answer> {
    const call = this.plainToolCall(messages);
    if (call) {
      const result = await runTool(call.tool, call.args, ctx);
      return { status: 200, body: encodeAnswer({ result, jsonrpc: "2.0", id: call.id }) };
    }
    const pooled = this.idle.pop() ?? (await this.build());
    pooled.ctx = ctx;
    let exchange: Exchange;
    try {
      exchange = pooled.transport.exchange(messages);
    } catch (err) {
      pooled.ctx = null; // not given back: its state is not known
      throw err;
    }
    void exchange.answered.then(() => {
      if (exchange.notified)
        waitUntil(new Promise((resolve) => setTimeout(resolve, 0)).then(() => this.giveBack(pooled)));
      else this.giveBack(pooled);
    });
    return exchange.answer;
  }

  /**
   * A POST that is one plain tools/call of a known tool — what agents send nearly every time — is
   * answered here, as the SDK's dispatcher would answer it, without lending a server: the SDK
   * parses such a request three times and builds an abort signal and a promise chain per call,
   * about a third of a list call's own cost. The request is parsed with the SDK's schema as its
   * dispatcher does (what the tool gets is the same), and the answer is the SDK's envelope around
   * what runTool returns (it never throws). Anything else — batches, other methods, params the
   * schema refuses, an unknown tool, a task — goes to a server, whose answers stay the SDK's
   * (test/mcp/transport-equivalence.test.ts compares both on every kind of body).
   */
  private plainToolCall(messages: readonly JSONRPCMessage[]): { tool: AnyTool; args: unknown; id: RequestId } | null {
    if (messages.length !== 1) return null;
    const message = messages[0]!;
    if (!isRequest(message) || message.method !== "tools/call") return null;
    const parsed = CallToolRequestSchema.safeParse(message);
    if (!parsed.success || parsed.data.params.task !== undefined) return null;
    const tool = this.byName.get(parsed.data.params.name);
    return tool ? { tool, args: parsed.data.params.arguments, id: message.id } : null;
  }

  private giveBack(pooled: PooledServer): void {
    pooled.ctx = null;
    if (this.idle.length < this.maxIdle) this.idle.push(pooled);
  }

  private async build(): Promise<PooledServer> {
    this.built++;
    const pooled: PooledServer = {
      server: null as unknown as McpServer,
      transport: new ExchangeTransport(),
      ctx: null,
    };
    pooled.server = createMcpServer(() => {
      if (!pooled.ctx) throw new Error("a tool server was called while not lent to a request");
      return pooled.ctx;
    }, this.tools);
    await pooled.server.connect(pooled.transport);
    return pooled;
  }
}

interface PooledServer {
  server: McpServer;
  transport: ExchangeTransport;
  /** The request it serves now; null while idle. */
  ctx: ToolContext | null;
}

/**
 * A tool server whose calls run as `context()` says: the request it is lent to (McpServerPool).
 *
 * Tools are registered with the SDK, which advertises them (tools/list: titles, JSON schemas,
 * annotations). tools/call is answered by `runTool` instead of the SDK's own dispatcher because the
 * SDK validates arguments itself and reports a failure as plain text ("Input validation error:
 * …"); ours answers with the spec's error envelope (validation_error listing every field), and runs
 * the needs_user_input questions before rate limits, which must cost no quota.
 */
export function createMcpServer(context: () => ToolContext, tools: readonly AnyTool[]): McpServer {
  const server = new McpServer(
    { name: "partner-tracking-api", title: "Partner Tracking API", version: "1.0.0" },
    {
      capabilities: { tools: {} },
      instructions: INSTRUCTIONS,
      // The default (Ajv) compiles schemas with `new Function`, which Workers forbid.
      jsonSchemaValidator: new CfWorkerJsonSchemaValidator(),
    },
  );
  const byName = new Map<string, AnyTool>();
  for (const tool of tools) {
    byName.set(tool.name, tool);
    server.registerTool(
      tool.name,
      {
        title: tool.title,
        description: tool.description,
        inputSchema: tool.input,
        annotations: { title: tool.title, ...tool.annotations },
      },
      (args) => runTool(tool, args, context()),
    );
  }
  server.server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const tool = byName.get(request.params.name);
    // An unknown tool is a client bug, not a business failure: a protocol error, as the SDK answers.
    if (!tool) throw invalidParams(`Tool ${request.params.name} not found`);
    return runTool(tool, request.params.arguments, context());
  });
  answerBadParamsAsInvalidParams(server);
  // Registering tools advertises `tools.listChanged`; a stateless server with no stream (GET is
  // 405) can never send that notification, and the list never changes while a client is connected.
  server.server.registerCapabilities({ tools: { listChanged: false } });
  return server;
}

/**
 * A -32602 error as JSON-RPC carries it. Not an McpError: its message starts "MCP error -32602: ",
 * which the SDK's client puts before the message again.
 */
function invalidParams(message: string): Error & { code: number } {
  return Object.assign(new Error(message), { code: ErrorCode.InvalidParams });
}

type RequestHandler = (request: unknown, extra: unknown) => Promise<unknown>;

/**
 * The SDK checks a request's params against the method's schema before its handler runs, and
 * answers params that do not fit (`arguments: "x"`, no tool `name`) with -32603 Internal error
 * and zod's issues as text. JSON-RPC's code for them is -32602 Invalid params. The SDK keeps its
 * handlers in a private map; if a release stops doing so this throws, and every tool call with it.
 */
function answerBadParamsAsInvalidParams(server: McpServer): void {
  const handlers: unknown = (server.server as unknown as { _requestHandlers?: unknown })._requestHandlers;
  if (!(handlers instanceof Map))
    throw new Error(
      "@modelcontextprotocol/sdk no longer keeps Protocol._requestHandlers: see answerBadParamsAsInvalidParams",
    );
  for (const [method, handler] of handlers as Map<string, RequestHandler>) {
    handlers.set(method, async (request: unknown, extra: unknown) => {
      try {
        return await handler(request, extra);
      } catch (error) {
        throw error instanceof z.core.$ZodError ? invalidParams(describeIssues(error)) : error;
      }
    });
  }
}

function describeIssues(error: z.core.$ZodError): string {
  return error.issues.map((issue) => `${issue.path.join(".") || "(params)"}: ${issue.message}`).join("; ");
}
