import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createApp, createGroupApp } from "../../src/app";
import { getRuntime } from "../support/harness";

/**
 * GET /api/v1/docs as a browser receives it (the page in a real browser: test/browser). Everything
 * it loads is served here, from the installed `@scalar/api-reference`, at URLs that can be cached
 * for good, under a policy that allows nothing from another origin.
 */
const STANDALONE = join(
  dirname(createRequire(import.meta.url).resolve("@scalar/api-reference")),
  "browser",
  "standalone.js",
);

async function docsPage(app = undefined as ReturnType<typeof createApp> | undefined) {
  const target = app ?? (await getRuntime()).app;
  const res = await target.request("/api/v1/docs");
  const html = await res.text();
  const scripts = [...html.matchAll(/<script src="([^"]+)"><\/script>/g)].map((m) => m[1]!);
  return { res, html, scripts };
}

function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values]),
  );
}

describe("the reference page", () => {
  it("is HTML without a key, loading only scripts of this origin (no CDN), re-validated on each visit", async () => {
    const { res, html, scripts } = await docsPage();
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(scripts).toEqual([
      expect.stringMatching(/^\/api\/v1\/docs\/assets\/scalar-[0-9a-f]{16}\.js$/),
      expect.stringMatching(/^\/api\/v1\/docs\/assets\/start-[0-9a-f]{16}\.js$/),
    ]);
    expect(html).not.toMatch(/https?:\/\//);
    expect(html).not.toMatch(/<script>|<style/); // nothing inline: the policy would refuse it
  });

  it("sends a Content-Security-Policy that allows nothing outside the origin", async () => {
    const { res } = await docsPage();
    const policy = directives(res.headers.get("content-security-policy")!);
    expect(policy["default-src"]).toEqual(["'none'"]);
    expect(policy["script-src"]).toEqual(["'self'"]);
    expect(policy["connect-src"]).toEqual(["'self'"]);
    expect(policy["frame-ancestors"]).toEqual(["'none'"]);
    // Every source is this origin or inline; no host, scheme (but data:) or wildcard.
    for (const values of Object.values(policy)) {
      for (const v of values) expect(v).toMatch(/^('self'|'none'|'unsafe-inline'|data:)$/);
    }
    expect(policy["style-src"]).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it(
    "serves the installed package's standalone viewer at " + "a URL naming its hash, cached for a year as immutable",
    async () => {
      const rt = await getRuntime();
      const { scripts } = await docsPage();
      const res = await rt.app.request(scripts[0]!);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const text = await res.text();
      expect(text).toBe(readFileSync(STANDALONE, "utf8"));
      const digest = Buffer.from(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text))).toString("hex");
      expect(scripts[0]).toBe(`/api/v1/docs/assets/scalar-${digest.slice(0, 16)}.js`);
    },
  );

  it(
    "sends the viewer gzipped to a client that accepts gzip " +
      "(4.3 MB is about a quarter of that), and as is otherwise",
    async () => {
      const rt = await getRuntime();
      const { scripts } = await docsPage();
      const original = readFileSync(STANDALONE);
      const zipped = await rt.app.request(scripts[0]!, { headers: { "accept-encoding": "gzip, deflate, br" } });
      expect(zipped.status).toBe(200);
      expect(zipped.headers.get("content-encoding")).toBe("gzip");
      expect(zipped.headers.get("vary")).toBe("Accept-Encoding");
      expect(zipped.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const bytes = Buffer.from(await zipped.arrayBuffer());
      expect(bytes.length).toBeLessThan(original.length / 2);
      expect(gunzipSync(bytes).equals(original)).toBe(true);
      for (const refuses of [undefined, "identity", "gzip;q=0, identity", "br"]) {
        const plain = await rt.app.request(scripts[0]!, { headers: refuses ? { "accept-encoding": refuses } : {} });
        expect(plain.headers.get("content-encoding"), refuses).toBeNull();
        expect(plain.headers.get("vary")).toBe("Accept-Encoding");
        expect(Buffer.from(await plain.arrayBuffer()).equals(original), refuses).toBe(true);
      }
    },
  );

  it(
    "starts the viewer from a script of its own, on the served description, " +
      "with Scalar's outside calls (fonts, telemetry, AI agent) off",
    async () => {
      const rt = await getRuntime();
      const { scripts } = await docsPage();
      const res = await rt.app.request(scripts[1]!);
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const text = await res.text();
      const options = JSON.parse(/^Scalar\.createApiReference\("#app", (.*)\);\n$/.exec(text)![1]!);
      expect(options).toMatchObject({
        url: "/api/v1/openapi",
        withDefaultFonts: false,
        telemetry: false,
        agent: { disabled: true },
      });
    },
  );

  it("answers an asset it does not have (an old version's URL) with 404 not_found", async () => {
    const rt = await getRuntime();
    const res = await rt.app.request("/api/v1/docs/assets/scalar-0000000000000000.js");
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe("not_found");
  });

  it("is served by the openapi group's function, assets included", async () => {
    const rt = await getRuntime();
    const group = createGroupApp(["openapi"], rt.deps);
    const { res, scripts } = await docsPage(group);
    expect(res.status).toBe(200);
    for (const src of scripts) expect((await group.request(src)).status).toBe(200);
  });

  it(
    "without a viewer (a Worker entry that does not bundle it), " +
      "the page is 404 not_found naming where the description is",
    async () => {
      const rt = await getRuntime();
      const res = await createApp({ ...rt.deps, viewer: undefined }).request("/api/v1/docs");
      expect(res.status).toBe(404);
      expect((await res.json()).error.message).toContain("/api/v1/openapi");
    },
  );
});
