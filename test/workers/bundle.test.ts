import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";

/**
 * The bundle `wrangler deploy` would upload (built offline with --dry-run): nothing Node-only
 * reaches it, it imports nothing but the reference viewer's script (a text module), and the two
 * fit the Workers size limit.
 */
const run = promisify(execFile);
const out = mkdtempSync(join(tmpdir(), "pta-bundle-"));
afterAll(() => rmSync(out, { recursive: true, force: true }));

const NODE_ONLY = [
  /node_modules\/@electric-sql\/pglite\//,
  /node_modules\/pg\//,
  /node_modules\/pg-pool\//,
  /node_modules\/ws\//,
  /node_modules\/@hono\/node-server\//,
  /^src\/.*-node\.ts$/,
  /^src\/server\.ts$/,
  /^src\/bootstrap-node\.ts$/,
];

describe("the Worker bundle", () => {
  it("contains no Node-only module, imports only the viewer's script, and is under 3 MiB gzipped with it", async () => {
    await run("npx", ["wrangler", "deploy", "--dry-run", "--outdir", out, "--metafile", join(out, "meta.json")], {
      env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "true" },
      timeout: 120_000,
    });
    const meta = JSON.parse(readFileSync(join(out, "meta.json"), "utf8")) as {
      inputs: Record<string, unknown>;
      outputs: Record<string, { imports: { path: string }[] }>;
    };
    const inputs = Object.keys(meta.inputs);
    expect(inputs).toContain("src/worker.ts");
    expect(inputs.filter((i) => NODE_ONLY.some((re) => re.test(i)))).toEqual([]);
    // The one module beside the bundle: the reference viewer's script, uploaded as text
    // (wrangler.toml [[rules]]), which GET /api/v1/docs serves.
    const imports = Object.values(meta.outputs).flatMap((o) => o.imports.map((i) => i.path));
    expect(imports).toEqual([expect.stringMatching(/^\.\/[0-9a-f]{40}-standalone\.js$/)]);
    const modules = ["worker.js", imports[0]!.slice(2)];
    const gz = modules.reduce((n, file) => n + gzipSync(readFileSync(join(out, file))).length, 0);
    expect(gz).toBeLessThan(3 * 1024 * 1024);
  });
});
