import { existsSync, readFileSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize } from "node:path";

/*
 * Serves one scenario's site on loopback, as three origins: the site; a second host for a blog on
 * a subdomain or a Medium-like host (files under `_origin2/`); and the outside services' APIs
 * (files under `_api/<provider>/`, provider one of API_PROVIDERS, served at `{{api}}/<provider>/…`;
 * the harness points each provider's base URL there: GREENHOUSE_API_URL = `{{api}}/greenhouse`, …; a base URL
 * stands for the provider's API root, so Hacker News's `https://hn.algolia.com/api/v1/search_by_date` is
 * `_api/hn/v1/search_by_date.json`, EDGAR's and the registries' as API_PROVIDERS says).
 * Files come from `after/` when the site is switched to its after state and the file is there,
 * else from `before/`; an `after/` file that reads exactly `__DELETED__` is gone (404).
 * `{{origin}}`, `{{origin2}}` and `{{api}}` in text files become the origins.
 *
 * A URL path names a file as on a site: `/` → index.html, `/a` → a.html or a/index.html; an API
 * path may also name `a.json`, `a.xml` or `a.rss` (`/greenhouse/v1/boards/acme/jobs` →
 * `_api/greenhouse/v1/boards/acme/jobs.json`), and a file without an extension is served as it is,
 * its type sniffed (PyPI's `/pypi/pypi/<project>/json` as `_api/pypi/pypi/<project>/json` or
 * `json.json`; a path that already ends in `.json` or `.xml`, as EDGAR's do, names its file). The query string is
 * ignored for matching but recorded (`apiRequests`), so tests can assert the documented query. A file `<name>.status`
 * beside a file (or alone) answers with its first line as the status code and its other lines as
 * headers (`429` then `Retry-After: 120`), with the file's body if there is one: rate limits and
 * errors for error scenarios. A file `<name>.once.status` answers only the first request for that
 * file in each state (a rate limit waited out, then the real answer): its first line is the status,
 * the lines up to an empty line are headers, and what follows the empty line is that answer's body;
 * later requests get the file as usual.
 */

export const DELETED = "__DELETED__";
const SECOND = "_origin2";
const API = "_api";
export const API_PROVIDERS = [
  "greenhouse",
  "lever",
  "ashby",
  "workable",
  "news",
  "hn",
  "github",
  // The second round's providers: EDGAR's three hosts (full-text search, submissions, archives), the package
  // registries, the App Store lookup.
  "sec-search",
  "sec-data",
  "sec-archives",
  "npm",
  "pypi",
  "crates",
  "appstore",
] as const;

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
  /** The APIs' origin: `{{api}}`. */
  api: string;
  state: "before" | "after";
  /** Paths requested on each origin, in order (the harness checks nothing else was needed). */
  readonly requests: string[];
  /** Requests to the APIs' origin, path and query as sent (`/greenhouse/v1/boards/acme/jobs?content=true`). */
  readonly apiRequests: string[];
  /** The User-Agent each of those requests sent, in the same order. */
  readonly apiUserAgents: string[];
  close(): Promise<void>;
}

/** The file a URL path names, per the format: `/` → index.html, `/a` → a.html or a/index.html. */
function candidates(urlPath: string, api: boolean): string[] {
  const p = decodeURIComponent(urlPath).replace(/\/+$/, "");
  if (p === "") return ["index.html"];
  const rel = p.replace(/^\/+/, "");
  if (extname(rel) && !api) return [rel];
  const site = [`${rel}.html`, `${rel}/index.html`];
  return api ? [rel, `${rel}.json`, `${rel}.xml`, `${rel}.rss`, ...site, `${rel}/index.json`] : site;
}

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
  type: string;
}

/** A `.once.status` file: the status line, header lines, an empty line, then the body. */
function onceAnswer(spec: string, name: string): Answer {
  const normalized = spec.replace(/\r\n/g, "\n");
  const split = normalized.indexOf("\n\n");
  const head = (split === -1 ? normalized : normalized.slice(0, split))
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
  const body = split === -1 ? "" : normalized.slice(split + 2);
  const [code, ...headerLines] = head;
  const headers = Object.fromEntries(
    headerLines.map((l) => [l.slice(0, l.indexOf(":")).trim(), l.slice(l.indexOf(":") + 1).trim()]),
  );
  return {
    status: Number(code) || 200,
    headers,
    body,
    type: body.trimStart().match(/^[[{]/) ? TYPES[".json"]! : (TYPES[extname(name)] ?? "text/plain; charset=utf-8"),
  };
}

export async function serveScenario(dir: string): Promise<ScenarioSite> {
  const requests: string[] = [];
  const apiRequests: string[] = [];
  /** `state:file` of every `.once.status` answer already given. */
  const answeredOnce = new Set<string>();
  const apiUserAgents: string[] = [];
  const site = { origin: "", origin2: "", api: "", state: "before" as "before" | "after" };

  /** The file of this state (after/ over before/): its text, or DELETED, or null when neither has it. */
  function fileText(rel: string): string | null {
    for (const state of site.state === "after" ? ["after", "before"] : ["before"]) {
      const path = join(dir, state, rel);
      if (existsSync(path) && statSync(path).isFile()) return readFileSync(path, "utf8");
    }
    return null;
  }

  function read(root: string, urlPath: string): Answer | null {
    for (const rel of candidates(urlPath, root === API)) {
      const safe = normalize(rel);
      if (safe.startsWith("..") || (!root && (safe.startsWith(SECOND) || safe.startsWith(API)))) continue;
      const file = join(root, safe);
      const text = fileText(file);
      const status = fileText(`${file}.status`);
      const once = fileText(`${file}.once.status`);
      if (text === null && status === null && once === null) continue;
      if (once !== null && !answeredOnce.has(`${site.state}:${file}`)) {
        answeredOnce.add(`${site.state}:${file}`);
        return onceAnswer(once, safe);
      }
      if (text !== null && text.trim() === DELETED) return null;
      const [code, ...headerLines] = (status ?? "200")
        .split("\n")
        .map((l) => l.trim())
        .filter(Boolean);
      const headers = Object.fromEntries(
        headerLines.map((l) => [l.slice(0, l.indexOf(":")).trim(), l.slice(l.indexOf(":") + 1).trim()]),
      );
      return {
        status: Number(code) || 200,
        headers,
        body: text ?? "",
        type: TYPES[extname(safe)] ?? (text?.trimStart().match(/^[[{]/) ? TYPES[".json"]! : "application/octet-stream"),
      };
    }
    return null;
  }

  const handler = (root: string) =>
    createServer((req, res) => {
      const url = new URL(req.url ?? "/", "http://x");
      if (root === API) {
        apiRequests.push(`${url.pathname}${url.search}`);
        apiUserAgents.push(String(req.headers["user-agent"] ?? ""));
      } else requests.push(`${root ? "origin2:" : ""}${url.pathname}`);
      const file = req.method === "GET" || req.method === "HEAD" ? read(root, url.pathname) : null;
      if (!file) {
        res.writeHead(404, { "content-type": "text/html; charset=utf-8" });
        res.end("<!doctype html><title>Not found</title><h1>404</h1>");
        return;
      }
      const body = file.body
        .replaceAll("{{origin2}}", site.origin2)
        .replaceAll("{{origin}}", site.origin)
        .replaceAll("{{api}}", site.api);
      res.writeHead(file.status, {
        "content-type": file.type,
        "content-length": Buffer.byteLength(body),
        ...file.headers,
      });
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
  const apis = handler(API);
  site.origin = await listen(main);
  site.origin2 = await listen(second);
  site.api = await listen(apis);

  return {
    get origin() {
      return site.origin;
    },
    get origin2() {
      return site.origin2;
    },
    get api() {
      return site.api;
    },
    get state() {
      return site.state;
    },
    set state(s) {
      site.state = s;
    },
    requests,
    apiRequests,
    apiUserAgents,
    async close() {
      for (const s of [main, second, apis]) {
        s.closeAllConnections();
        await new Promise<void>((resolve) => s.close(() => resolve()));
      }
    },
  };
}
