import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { ApiError } from "../../errors";
import type { AppEnv } from "../../http/env";
import { sha256Hex } from "../../platform/crypto";
import { OPENAPI_PATH } from "./docs";

/*
 * GET /api/v1/docs: the API reference for people, rendered in the browser by Scalar's viewer from
 * GET /api/v1/openapi. Everything the page loads comes from this server: the viewer's
 * script at a URL naming its hash (cached for a year, immutable), a small start-up script, and the
 * description itself; its Content-Security-Policy allows nothing from another origin, so the page
 * works offline or behind a proxy that blocks CDNs, and cannot leak what it shows.
 */

export const DOCS_PATH = "/api/v1/docs";
const ASSETS = `${DOCS_PATH}/assets`;

/**
 * Scalar's options. Its defaults reach outside the origin: Inter fonts from fonts.scalar.com,
 * usage telemetry, the "Ask AI" agent and the developer tools bar; all are off. Its "Generate MCP"
 * link (shown on local addresses) points to Scalar's own site while this server has a tool server
 * of its own (/api/mcp): off too. "Try it" starts with the API key scheme chosen, not "No
 * authentication selected". The bar above the reference links to the web app (`--scalar-custom-
 * header-height` keeps Scalar's sticky sidebar below it).
 */
const VIEWER_OPTIONS = {
  url: OPENAPI_PATH,
  withDefaultFonts: false,
  telemetry: false,
  agent: { disabled: true },
  mcp: { disabled: true },
  showDeveloperTools: "never",
  hideClientButton: false,
  authentication: { preferredSecurityScheme: "bearerAuth" },
  customCss: [
    ":root { --scalar-custom-header-height: 2.5rem; }",
    ".pta-bar { position: sticky; top: 0; z-index: 100; height: 2.5rem; display: flex; align-items: center; " +
      "gap: 1rem; padding: 0 1rem;",
    "  font: 14px/1.4 system-ui, sans-serif; background: var(--scalar-background-2, #f6f7f9); border-bottom: " +
      "1px solid var(--scalar-border-color, #d0d7de); }",
    ".pta-bar a { color: var(--scalar-color-accent, #0b5cad); }",
    ".pta-bar strong { color: var(--scalar-color-1, inherit); }",
  ].join("\n"),
};
/** An external script (the policy allows no inline one): it starts the viewer on `#app`. */
const START_SCRIPT = `Scalar.createApiReference("#app", ${JSON.stringify(VIEWER_OPTIONS)});\n`;

const IMMUTABLE = "public, max-age=31536000, immutable";
const JAVASCRIPT = "text/javascript; charset=utf-8";

/**
 * Only this origin. Styles may be inline: the viewer injects `<style>` elements and `style`
 * attributes as it renders, and inline CSS can load nothing but what img-src and font-src allow.
 * No 'unsafe-eval': zod, inside the viewer, probes for `Function` and works without it.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

function page(viewerUrl: string, startUrl: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <link rel="icon" href="data:," />
    <title>Partner Tracking API</title>
  </head>
  <body>
    <header class="pta-bar">
      <strong>Partner Tracking API</strong>
      <a href="/app">Open the web app</a>
    </header>
    <div id="app"></div>
    <script src="${viewerUrl}"></script>
    <script src="${startUrl}"></script>
  </body>
</html>
`;
}

export function register(app: OpenAPIHono<AppEnv>) {
  let startVersion: string | null = null;
  const startScriptName = async () => `start-${(startVersion ??= (await sha256Hex(START_SCRIPT)).slice(0, 16))}.js`;
  const viewerOf = async (c: Context<AppEnv>) => {
    const viewer = c.get("deps").viewer;
    if (!viewer)
      throw new ApiError(
        "not_found",
        "The API reference page is not served by this deployment; the description is at /api/v1/openapi.",
      );
    return viewer.load();
  };

  app.get(DOCS_PATH, async (c) => {
    const viewer = await viewerOf(c);
    const html = page(`${ASSETS}/scalar-${viewer.version}.js`, `${ASSETS}/${await startScriptName()}`);
    return c.html(html, 200, {
      "Content-Security-Policy": CONTENT_SECURITY_POLICY,
      // The page names the current script versions: always ask again (the scripts are cached).
      "Cache-Control": "no-cache",
      "Referrer-Policy": "no-referrer",
    });
  });

  app.get(`${ASSETS}/:file`, async (c) => {
    const file = c.req.param("file");
    if (file === (await startScriptName()))
      return c.body(START_SCRIPT, 200, { "Content-Type": JAVASCRIPT, "Cache-Control": IMMUTABLE });
    const viewer = await viewerOf(c);
    if (file === `scalar-${viewer.version}.js`) {
      const headers = { "Content-Type": JAVASCRIPT, "Cache-Control": IMMUTABLE, Vary: "Accept-Encoding" };
      if (viewer.gzip && acceptsGzip(c.req.header("accept-encoding"))) {
        return c.body(viewer.gzip as Uint8Array<ArrayBuffer>, 200, { ...headers, "Content-Encoding": "gzip" });
      }
      return c.body(viewer.text, 200, headers);
    }
    throw new ApiError("not_found", `No asset ${file}; the reference page names the current ones.`);
  });
}

/** Whether an Accept-Encoding header allows gzip (`gzip`, `*`, not `gzip;q=0`). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  const q = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const qp = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    q.set(name!.trim(), qp ? Number(qp.slice(2)) || 0 : 1);
  }
  const gz = q.get("gzip") ?? q.get("x-gzip") ?? q.get("*");
  return gz !== undefined && gz > 0;
}
