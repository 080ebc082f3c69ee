import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import type { z } from "@hono/zod-openapi";
import { DecisionBody } from "../../src/services/leads/decide.schema";
import { TrackLeadBody } from "../../src/services/leads/track.schema";
import { CreateCompanyBody } from "../../src/services/tracker/create.schema";
import { DraftBody } from "../../src/services/tracker/enrich-draft.schema";
import { UpdateCompanyBody } from "../../src/services/tracker/update.schema";
import { EVENT_TYPES } from "../../src/db/events";
import { CreateWebhookBody, UpdateWebhookBody } from "../../src/services/webhooks/endpoints.schema";
import { CreateIntegrationBody } from "../../src/services/integrations/create.schema";
import { UpdateIntegrationBody } from "../../src/services/integrations/update.schema";
import { eventEnvelope } from "../../src/services/webhooks/events.schema";
import { getRuntime } from "../support/harness";

/**
 * The served description as integrators lint it: `redocly lint` (redocly.yaml: the recommended
 * ruleset and a request-body example rule) over GET /api/v1/openapi, with no error and no warning.
 * A new endpoint that lacks a summary, an operationId, a 4XX response or a body example fails here,
 * and the failure lists what redocly found.
 */
const run = promisify(execFile);
const REDOCLY = createRequire(import.meta.url).resolve("@redocly/cli/bin/cli.js");
const dir = mkdtempSync(join(tmpdir(), "pta-redocly-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface LintReport {
  totals: { errors: number; warnings: number; ignored: number };
  problems: { ruleId: string; severity: string; message: string; location: { pointer?: string }[] }[];
}

async function servedDocument(): Promise<{ text: string; doc: any }> {
  const rt = await getRuntime();
  const res = await rt.app.request("/api/v1/openapi");
  expect(res.status).toBe(200);
  const text = await res.text();
  return { text, doc: JSON.parse(text) };
}

describe("the API description lints clean", () => {
  it("redocly lint (recommended ruleset, redocly.yaml) of GET /api/v1/openapi: 0 errors, 0 warnings", async () => {
    const file = join(dir, "openapi.json");
    writeFileSync(file, (await servedDocument()).text);
    // redocly exits 1 when it finds errors; the JSON report is on stdout either way.
    const out = await run(process.execPath, [REDOCLY, "lint", file, "--config", "redocly.yaml", "--format=json"], {
      env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true", NO_COLOR: "1" },
      timeout: 60_000,
      maxBuffer: 16 * 1024 * 1024,
    }).catch((err: { stdout?: string }) => ({ stdout: err.stdout ?? "" }));
    const report = JSON.parse(out.stdout) as LintReport;
    const found = report.problems.map(
      (p) => `${p.severity} ${p.ruleId} at ${p.location.map((l) => l.pointer).join(", ")}: ${p.message}`,
    );
    expect(found).toEqual([]);
    expect(report.totals).toEqual({ errors: 0, warnings: 0, ignored: 0 });
  });

  it("names a licence, and every operation has an operationId, a summary and a 4XX response", async () => {
    const { doc } = await servedDocument();
    expect(doc.info.license).toEqual({ name: "Proprietary", identifier: "LicenseRef-Proprietary" });
    for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, any>>)) {
      for (const [method, op] of Object.entries(item)) {
        const where = `${method.toUpperCase()} ${path}`;
        expect(op.operationId, where).toMatch(/^[a-z][A-Za-z0-9]+$/);
        expect(op.summary, where).toMatch(/\S/);
        expect(
          Object.keys(op.responses).some((s) => /^4\d\d$/.test(s)),
          where,
        ).toBe(true);
      }
    }
  });

  it("every request body's example is one the server accepts (it parses with the operation's own schema)", async () => {
    const { doc } = await servedDocument();
    const schemas: Record<string, z.ZodType> = {
      CreateCompanyRequest: CreateCompanyBody,
      DraftEnrichmentRequest: DraftBody,
      UpdateCompanyRequest: UpdateCompanyBody,
      TrackLeadRequest: TrackLeadBody,
      LeadDecisionRequest: DecisionBody,
      CreateWebhookBody,
      UpdateWebhookBody,
      CreateIntegrationBody,
      UpdateIntegrationBody,
    };
    const bodies: string[] = [];
    for (const item of Object.values(doc.paths as Record<string, Record<string, any>>)) {
      for (const op of Object.values(item)) {
        const ref = op.requestBody?.content?.["application/json"]?.schema?.$ref as string | undefined;
        if (ref) bodies.push(ref.split("/").pop()!);
      }
    }
    expect(bodies.sort()).toEqual(Object.keys(schemas).sort());
    for (const name of bodies) {
      const example = doc.components.schemas[name].example;
      expect(example, name).toBeDefined();
      const parsed = schemas[name]!.safeParse(example);
      expect(parsed.error?.issues ?? [], name).toEqual([]);
    }
  });

  it(
    "every event in the webhooks section shows an example body its " +
      "own schema accepts, and declares the signature as its security",
    async () => {
      const { doc } = await servedDocument();
      expect(doc.components.securitySchemes.webhookSignature).toMatchObject({
        type: "apiKey",
        in: "header",
        name: "webhook-signature",
      });
      expect(Object.keys(doc.webhooks).sort()).toEqual([...EVENT_TYPES].sort());
      for (const type of EVENT_TYPES) {
        const op = doc.webhooks[type].post;
        expect(op.security, type).toEqual([{ webhookSignature: [] }]);
        const name = (op.requestBody.content["application/json"].schema.$ref as string).split("/").pop()!;
        const example = doc.components.schemas[name].example;
        expect(example?.type, type).toBe(type);
        const parsed = eventEnvelope(type).safeParse(example);
        expect(parsed.error?.issues ?? [], type).toEqual([]);
      }
    },
  );
});
