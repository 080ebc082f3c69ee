import { expect } from "vitest";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { App } from "../../src/app";
import { json } from "../../src/db/database";
import type { AppDeps } from "../../src/services/deps";
import { MemoryCounterStore, type CounterResult, type CounterStore } from "../../src/platform/counters";
import { newId } from "../../src/platform/ids";
import { createApp } from "../../src/app";
import { McpServerPool } from "../../src/mcp/server";
import { seedCompany } from "../support/seed";
import { createTestOrg, getRuntime, runtimeWith, type TestOrg, type TestRuntime } from "../support/harness";
import { serveOverHttp } from "../support/serve";

/**
 * The app served over real HTTP (the tool server is tested as clients reach it), on the shared
 * test database, with in-process counters that also note which buckets each call hit.
 */
export interface McpHarness {
  rt: TestRuntime;
  app: App;
  deps: AppDeps;
  url: URL;
  /** Counter keys hit so far (`<keyId>:<bucket>`), in order. */
  hits: string[];
  /** Hits of one key, as bucket names. */
  bucketsHit(keyId: string): string[];
  newOrg(opts?: Parameters<typeof createTestOrg>[0]): Promise<TestOrg>;
  close(): Promise<void>;
}

class RecordingCounters implements CounterStore {
  readonly name = "memory";
  readonly hits: string[] = [];
  constructor(private readonly inner: CounterStore) {}
  hit(key: string, limit: number, windowSeconds: number): Promise<CounterResult> {
    this.hits.push(key);
    return this.inner.hit(key, limit, windowSeconds);
  }
  ping() {
    return this.inner.ping();
  }
}

/** `overrides` replaces dependencies of the shared runtime (another configuration…). */
export async function startMcpHarness(overrides: Partial<AppDeps> = {}): Promise<McpHarness> {
  const rt = await getRuntime();
  const counters = new RecordingCounters(new MemoryCounterStore(rt.clock));
  const { app, deps } = await runtimeWith({ counters, rateLimitsEnabled: true, ...overrides });
  const served = await serveOverHttp(app);
  return {
    rt,
    app,
    deps,
    url: new URL(`${served.origin}/api/mcp`),
    hits: counters.hits,
    bucketsHit: (keyId) => counters.hits.filter((k) => k.startsWith(`${keyId}:`)).map((k) => k.slice(keyId.length + 1)),
    newOrg: (opts = {}) => createTestOrg({ ...opts, app }),
    close: served.close,
  };
}

/** An SDK client connected over Streamable HTTP with the Bearer key. */
export async function connect(h: McpHarness, key: string): Promise<Client> {
  const client = new Client({ name: "mcp-test", version: "1.0.0" });
  const transport = new StreamableHTTPClientTransport(h.url, {
    requestInit: { headers: { Authorization: `Bearer ${key}` } },
  });
  await client.connect(transport);
  return client;
}

export interface Called {
  isError: boolean;
  /** The text content parsed as JSON. */
  body: any;
  result: CallToolResult;
}

export async function call(client: Client, name: string, args: Record<string, unknown> = {}): Promise<Called> {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  expect(result.content).toHaveLength(1);
  const first = result.content[0]!;
  if (first.type !== "text") throw new Error(`expected text content, got ${first.type}`);
  return { isError: result.isError === true, body: JSON.parse(first.text), result };
}

/** A successful call's JSON (fails the test with the envelope otherwise). */
export async function ok(client: Client, name: string, args: Record<string, unknown> = {}): Promise<any> {
  const r = await call(client, name, args);
  expect(r.isError, JSON.stringify(r.body)).toBe(false);
  return r.body;
}

/** A failed call's envelope. */
export async function fail(
  client: Client,
  name: string,
  args: Record<string, unknown> = {},
): Promise<{ code: string; message: string; details?: any; requestId?: string }> {
  const r = await call(client, name, args);
  expect(r.isError, JSON.stringify(r.body)).toBe(true);
  expect(Object.keys(r.body)).toEqual(["error"]);
  return r.body.error;
}

/** The REST twin's JSON, with the same key, in-process. */
export async function rest(
  org: TestOrg,
  method: string,
  path: string,
  body?: unknown,
  key?: string,
): Promise<{ status: number; body: any }> {
  const res = await org.request(method, path, { body, key });
  return { status: res.status, body: await res.json() };
}

let n = 0;
export const uniq = () => `${process.pid}-${++n}-${Math.random().toString(36).slice(2, 8)}`;

/** add_company arguments for a new company. */
export function companyArgs(over: Record<string, unknown> = {}) {
  const i = uniq();
  return {
    companyName: `Zephyr ${i}`,
    companyWebsite: `https://zephyr-${i}.example`,
    companyLinkedinUrl: `https://www.linkedin.com/company/zephyr-${i}`,
    founders: [{ name: `Ada Quill ${i}`, linkedinUrl: `https://www.linkedin.com/in/ada-${i}` }],
    thingsToTrack: "Product Updates, Fundraising Signals",
    ...over,
  };
}

/* Rows the pipeline would write: signals, alerts and leads, inserted directly for read tests. */

export async function insertSignal(
  deps: AppDeps,
  org: TestOrg,
  entityId: string,
  over: Record<string, unknown> = {},
): Promise<string> {
  const id = newId();
  await deps.db
    .insertInto("signals")
    .values({
      id,
      org_id: org.orgId,
      entity_id: entityId,
      run_id: null,
      type: "fundraising",
      severity: "high",
      recommendation: "reach_out",
      needs_attention: true,
      summary: `Raised a seed round. ${"Detail. ".repeat(60)}`,
      evidence: json([1, 2, 3, 4, 5].map((k) => ({ url: `https://news.example/${id}/${k}`, title: `Story ${k}` }))),
      analysis: json({ reasoning: "The company announced a round." }),
      created_at: deps.clock.now(),
      ...over,
    } as never)
    .execute();
  return id;
}

export async function insertAlert(
  deps: AppDeps,
  org: TestOrg,
  entityId: string,
  signalId: string | null,
  over: Record<string, unknown> = {},
): Promise<string> {
  const id = newId();
  await deps.db
    .insertInto("alerts")
    .values({
      id,
      org_id: org.orgId,
      entity_id: entityId,
      signal_id: signalId,
      run_id: null,
      outcome: "sent",
      reason: "Matched: Fundraising Signals",
      recipients: ["partner@example.com"],
      subject: "Fundraising at the company",
      rule_evaluations: json([{ rule: "Fundraising Signals", matched: true, detail: "announced a round" }]),
      created_at: deps.clock.now(),
      ...over,
    } as never)
    .execute();
  return id;
}

export async function insertLead(
  deps: AppDeps,
  org: TestOrg,
  sourceEntityId: string | null,
  over: Record<string, unknown> = {},
): Promise<string> {
  const id = newId();
  const i = uniq();
  await deps.db
    .insertInto("leads")
    .values({
      id,
      org_id: org.orgId,
      source_entity_id: sourceEntityId,
      person_key: `person-${i}`,
      founder_name: `Lena Marsh ${i}`,
      founder_linkedin_url: `https://www.linkedin.com/in/lena-${i}`,
      founder_twitter_url: null,
      company_name: `Northwind ${i}`,
      company_website: `https://northwind-${i}.example`,
      website_norm: `northwind-${i}.example`,
      company_linkedin_url: null,
      company_twitter_url: null,
      description: "Payments for small shops.",
      location: "Berlin",
      founding_year: 2024,
      team: json([]),
      evidence: json([{ url: "https://news.example/lead", title: "Found on the team page" }]),
      decision_status: null,
      decided_at: null,
      decided_by_member_id: null,
      tracked_entity_id: null,
      created_at: deps.clock.now(),
      updated_at: deps.clock.now(),
      ...over,
    } as never)
    .execute();
  return id;
}

/**
 * Two organisations on one app with one tool-server pool and rate limits counted in memory, each
 * with a company only it owns (in `companies`, by organisation id); work handed to waitUntil is
 * pushed to `pending` so a test can await it.
 */
export async function pooledTwoOrgs(
  names: [string, string],
  companies: Map<string, string>,
  pending: Promise<unknown>[],
): Promise<{ app: App; pool: McpServerPool; a: TestOrg; b: TestOrg }> {
  const rt = await getRuntime();
  const { deps } = await runtimeWith({
    counters: new MemoryCounterStore(rt.clock),
    rateLimitsEnabled: true,
    waitUntil: (p) => void pending.push(p),
  });
  const pool = new McpServerPool();
  const app = createApp(deps, { mcpServers: pool });
  const a = await createTestOrg({ app, name: names[0] });
  const b = await createTestOrg({ app, name: names[1] });
  companies.set(a.orgId, await seedCompany(deps.db, a.orgId, { name: "Only In A" }));
  companies.set(b.orgId, await seedCompany(deps.db, b.orgId, { name: "Only In B" }));
  return { app, pool, a, b };
}
