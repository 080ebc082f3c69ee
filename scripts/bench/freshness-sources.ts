import { createHash } from "node:crypto";
import { createServer, type ServerResponse } from "node:http";

/*
 * The sources `npm run bench:freshness` checks, in a process of its own (so the bench's CPU is the
 * checker's alone), answering validators as the real services do: a WordPress feed (ETag and
 * Last-Modified, 304 to either), a Ghost feed (ETag), GitHub's REST API (ETag, 304, which costs no
 * rate limit with a token) and Greenhouse's job board API (ETag, 304). POST /publish adds an item
 * to one company's source; GET /stats says how many bytes were sent (status line, headers, body).
 * Prints its port on stdout.
 */

const items = new Map<string, { id: string; at: string }[]>();
let bytes = 0;
let requests = 0;

const etagOf = (s: string) => `W/"${createHash("sha1").update(s).digest("hex").slice(0, 20)}"`;

function answer(res: ServerResponse, status: number, headers: Record<string, string>, body = ""): void {
  const all = { ...headers, "content-length": String(Buffer.byteLength(body)) };
  // Node adds Date, Connection and Keep-Alive (about 80 bytes); counted too.
  bytes +=
    Buffer.byteLength(
      `HTTP/1.1 ${status} X\r\n${Object.entries(all)
        .map(([k, v]) => `${k}: ${v}\r\n`)
        .join("")}\r\n`,
    ) +
    80 +
    Buffer.byteLength(body);
  res.writeHead(status, all).end(body);
}

function conditional(
  reqHeaders: Record<string, string | string[] | undefined>,
  res: ServerResponse,
  type: string,
  body: string,
  lastModified?: string,
  extra: Record<string, string> = {},
): void {
  const etag = etagOf(body);
  if (
    reqHeaders["if-none-match"] === etag ||
    (lastModified && !reqHeaders["if-none-match"] && reqHeaders["if-modified-since"] === lastModified)
  ) {
    answer(res, 304, { etag, ...extra });
    return;
  }
  answer(
    res,
    200,
    { "content-type": type, etag, ...(lastModified ? { "last-modified": lastModified } : {}), ...extra },
    body,
  );
}

const list = (key: string) => items.get(key) ?? [];

createServer((req, res) => {
  requests++;
  const url = new URL(req.url!, "http://x");
  const [, kind, co] = url.pathname.split("/");
  if (req.method === "POST" && url.pathname === "/publish") {
    const key = `${url.searchParams.get("source")}:${url.searchParams.get("co")}`;
    items.set(key, [{ id: `${key}:${list(key).length + 1}`, at: url.searchParams.get("at")! }, ...list(key)]);
    res.writeHead(204).end();
    return;
  }
  if (url.pathname === "/stats") {
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ bytes, requests }));
    return;
  }
  if (url.pathname === "/robots.txt") {
    answer(res, 200, { "content-type": "text/plain" }, "User-agent: *\nDisallow: /wp-admin/\n");
    return;
  }
  const posts = list(`${kind}:${co}`);
  const newest = posts[0]?.at ?? "2026-01-05T09:00:00Z";
  if (kind === "wp") {
    const body =
      `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>${co}</title><link>https://${co}.` +
      `example</link><lastBuildDate>${new Date(newest).toUTCString()}</lastBuildDate>${posts
        .slice(0, 10)
        .map(
          (p) =>
            `<item><title>${p.id}</title><link>https://${co}.example/${p.id}/</link><pubDate>` +
            `${new Date(p.at).toUTCString()}</pubDate><guid isPermaLink="false">https://${co}.example/?p=${p.id}</` +
            `guid><description>A post.</description></item>`,
        )
        .join("")}</channel></rss>`;
    conditional(req.headers, res, "application/rss+xml; charset=UTF-8", body, new Date(newest).toUTCString());
  } else if (kind === "ghost") {
    const body = `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>${co}</title>${posts
      .slice(0, 15)
      .map((p) => `<item><title>${p.id}</title><guid isPermaLink="false">${p.id}</guid></item>`)
      .join("")}</channel></rss>`;
    conditional(req.headers, res, "application/rss+xml; charset=utf-8", body, undefined, {
      "cache-control": "public, max-age=0",
    });
  } else if (kind === "gh") {
    const body = JSON.stringify(
      [
        { id: 1, name: `${co}-sdk`, pushed_at: newest },
        ...posts.map((p, i) => ({ id: 100 + i, name: p.id, pushed_at: p.at })),
      ].map((r) => ({ ...r, html_url: `https://github.com/${co}/${r.name}`, stargazers_count: 42 })),
    );
    conditional(req.headers, res, "application/json; charset=utf-8", body, undefined, {
      "x-ratelimit-limit": "5000",
      "x-ratelimit-remaining": "4999",
      "x-github-media-type": "github.v3",
    });
  } else if (kind === "gh-boards") {
    const body = JSON.stringify({
      jobs: [
        {
          id: 4001,
          title: "Engineer",
          updated_at: "2026-01-05T09:00:00Z",
          absolute_url: `https://boards.greenhouse.io/${co}/jobs/4001`,
        },
        ...posts.map((p, i) => ({ id: 5000 + i, title: p.id, updated_at: p.at })),
      ],
      meta: { total: posts.length + 1 },
    });
    conditional(req.headers, res, "application/json; charset=utf-8", body);
  } else {
    answer(res, 404, {});
  }
}).listen(0, "127.0.0.1", function (this: import("node:net").Server) {
  process.stdout.write(`${(this.address() as import("node:net").AddressInfo).port}\n`);
});
