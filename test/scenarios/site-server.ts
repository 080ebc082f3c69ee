import { existsSync, readFileSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize } from "node:path";

/*
 * Serves one scenario's site on loopback, as two origins (the site, and a second host for a blog
 * on a subdomain or a Medium-like host). Files come from `after/` when the site is switched to its
 * after state and the file is there, else from `before/`; an `after/` file that reads exactly
 * `__DELETED__` is gone (404). `{{origin}}` and `{{origin2}}` in text files become the origins.
 */

export const DELETED = "__DELETED__";
const SECOND = "_origin2";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".rss": "application/rss+xml; charset=utf-8",
  ".atom": "application/atom+xml; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".svg": "image/svg+xml",
};

export interface ScenarioSite {
  origin: string;
  origin2: string;
  state: "before" | "after";
  /** Paths requested on each origin, in order (the harness checks nothing else was needed). */
  readonly requests: string[];
  close(): Promise<void>;
}

/** The file a URL path names, per the format: `/` → index.html, `/a` → a.html or a/index.html. */
function candidates(urlPath: string): string[] {
  const p = decodeURIComponent(urlPath).replace(/\/+$/, "");
  if (p === "") return ["index.html"];
  const rel = p.replace(/^\/+/, "");
  if (extname(rel)) return [rel];
  return [`${rel}.html`, `${rel}/index.html`];
}

export async function serveScenario(dir: string): Promise<ScenarioSite> {
  const requests: string[] = [];
  const site = { origin: "", origin2: "", state: "before" as "before" | "after" };

  function read(root: string, urlPath: string): { body: string; type: string } | null {
    for (const rel of candidates(urlPath)) {
      const safe = normalize(rel);
      if (safe.startsWith("..") || (!root && safe.startsWith(SECOND))) continue;
      const inState = (state: string) => join(dir, state, root, safe);
      const after = inState("after");
      if (site.state === "after" && existsSync(after) && statSync(after).isFile()) {
        const text = readFileSync(after, "utf8");
        if (text.trim() === DELETED) return null;
        return { body: text, type: TYPES[extname(safe)] ?? "application/octet-stream" };
      }
      const before = inState("before");
      if (existsSync(before) && statSync(before).isFile()) return { body: readFileSync(before, "utf8"), type: TYPES[extname(safe)] ?? "application/octet-stream" };
    }
    return null;
  }

  const handler = (root: string) =>
    createServer((req, res) => {
      const url = new URL(req.url ?? "/", "http://x");
      requests.push(`${root ? "origin2:" : ""}${url.pathname}`);
      const file = req.method === "GET" || req.method === "HEAD" ? read(root, url.pathname) : null;
      if (!file) {
        res.writeHead(404, { "content-type": "text/html; charset=utf-8" });
        res.end("<!doctype html><title>Not found</title><h1>404</h1>");
        return;
      }
      const body = file.body.replaceAll("{{origin2}}", site.origin2).replaceAll("{{origin}}", site.origin);
      res.writeHead(200, { "content-type": file.type, "content-length": Buffer.byteLength(body) });
      res.end(req.method === "HEAD" ? undefined : body);
    });

  const listen = async (server: Server) => {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(0, "127.0.0.1", () => resolve());
    });
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };
  const main = handler("");
  const second = handler(SECOND);
  site.origin = await listen(main);
  site.origin2 = await listen(second);

  return {
    get origin() {
      return site.origin;
    },
    get origin2() {
      return site.origin2;
    },
    get state() {
      return site.state;
    },
    set state(s) {
      site.state = s;
    },
    requests,
    async close() {
      for (const s of [main, second]) {
        s.closeAllConnections();
        await new Promise<void>((resolve) => s.close(() => resolve()));
      }
    },
  };
}
