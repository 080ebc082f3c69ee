import { isHttpUrl } from "../urls";
import { z } from "zod";
import { absoluteHttpUrl, attr, findAll, parseHtml, snippetText } from "./dom";

/*
 * The Algolia Hacker News Search API (https://hn.algolia.com/api), `GET /v1/search_by_date?
 * query=…&tags=story`: `{ hits: [{ objectID, title, url, author, points, num_comments,
 * created_at, created_at_i, story_text, _tags }], nbHits, page, nbPages, hitsPerPage, … }`. A text
 * post (Ask HN, many Launch HN) has no `url` (or null) and its text in `story_text` (HTML).
 */

const HitSchema = z.object({
  objectID: z.string(),
  title: z.string().nullish(),
  url: z.string().nullish(),
  author: z.string().nullish(),
  points: z.number().nullish(),
  num_comments: z.number().nullish(),
  created_at: z.string().nullish(),
  created_at_i: z.number().nullish(),
  story_text: z.string().nullish(),
  _tags: z.array(z.string()).nullish(),
});

const SearchSchema = z.object({ hits: z.array(z.unknown()), nbHits: z.number().optional() });

export interface HnStory {
  id: string;
  title: string;
  /** The story's link; null for a text post. */
  url: string | null;
  author: string | null;
  points: number;
  comments: number;
  createdAt: Date | null;
  /** The post's own text (HTML removed), for a text post. */
  text: string;
  /** Where the post's own text links ("co-founders of Pennant (pennant.dev)"): a text post's link to the company. */
  links: string[];
  /** The discussion on Hacker News. */
  itemUrl: string;
  /** "Show HN" or "Launch HN" when the story is one. */
  launch: "Show HN" | "Launch HN" | null;
}

/**
 * The stories of a search answer; null when the body is not one (an HTML error page, another API). Malformed hits are
 * skipped.
 */
export function parseHnSearch(body: string): HnStory[] | null {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return null;
  }
  const page = SearchSchema.safeParse(json);
  if (!page.success) return null;
  const out: HnStory[] = [];
  for (const raw of page.data.hits) {
    const hit = HitSchema.safeParse(raw);
    if (!hit.success || !hit.data.title) continue;
    const h = hit.data;
    const created =
      h.created_at_i != null ? new Date(h.created_at_i * 1000) : h.created_at ? new Date(h.created_at) : null;
    out.push({
      id: h.objectID,
      title: h.title!,
      url: h.url && isHttpUrl(h.url) ? h.url : null,
      author: h.author ?? null,
      points: h.points ?? 0,
      comments: h.num_comments ?? 0,
      createdAt: created && !Number.isNaN(created.getTime()) ? created : null,
      text: snippetText(h.story_text ?? ""),
      links: linksIn(h.story_text ?? ""),
      itemUrl: `https://news.ycombinator.com/item?id=${encodeURIComponent(h.objectID)}`,
      launch: launchKind(h.title!, h._tags ?? []),
    });
  }
  return out;
}

/** The http(s) links of a post's HTML text. */
function linksIn(html: string): string[] {
  if (!html.includes("href")) return [];
  const hrefs = findAll(parseHtml(html), (el) => el.name === "a").map((a) =>
    absoluteHttpUrl(attr(a, "href"), "https://news.ycombinator.com/"),
  );
  return [...new Set(hrefs.filter((u): u is string => !!u))];
}

/** Show HN (tagged `show_hn`, or so titled) and Launch HN (so titled: YC companies' launch posts). */
function launchKind(title: string, tags: string[]): HnStory["launch"] {
  for (const kind of LAUNCH_KINDS) if (tags.includes(kind.tag) || titledAs(title, kind.prefix)) return kind.label;
  return null;
}

/** How a launch post is tagged and titled ("Launch HN: Acme (YC W26) – …"); Launch HN before Show HN. */
const LAUNCH_KINDS = [
  { label: "Launch HN", tag: "launch_hn", prefix: "launch hn" },
  { label: "Show HN", tag: "show_hn", prefix: "show hn" },
] as const;

/** Whether the title opens with the prefix and a colon, in any case ("Show HN: …", "show hn :"). */
function titledAs(title: string, prefix: string): boolean {
  const t = title.trimStart().toLowerCase();
  return t.startsWith(prefix) && t.slice(prefix.length).trimStart().startsWith(":");
}

/** What parts a launch title's name from its pitch ("Show HN: Kowhai – a tiny Lisp …"). */
const PITCH_DASHES = [" – ", " — ", " - ", ": "];

/**
 * The pitch of a launch post: what its title says the thing of that name is, after the label and the name ("a tiny
 * Lisp that compiles to WebAssembly" of "Show HN: Kowhai – a tiny Lisp that compiles to WebAssembly"), or null.
 */
export function launchPitch(story: Pick<HnStory, "title" | "launch">, name: string): string | null {
  if (!story.launch) return null;
  const title = story.title.trim();
  const rest = titledAs(title, story.launch.toLowerCase()) ? title.slice(title.indexOf(":") + 1) : title;
  const cuts = PITCH_DASHES.map((d) => ({ at: rest.indexOf(d), d })).filter((c) => c.at > 0);
  if (cuts.length) {
    const first = cuts.reduce((a, b) => (b.at < a.at ? b : a));
    return rest.slice(first.at + first.d.length).trim() || null;
  }
  // "I rebuilt Tessellate, the 1990s tiling screensaver, in WebGPU": the apposition after the name.
  const after = rest.toLowerCase().indexOf(`${name.toLowerCase()}, `);
  if (after < 0 || !name) return null;
  return (
    rest
      .slice(after + name.length + 2)
      .split(",")[0]!
      .trim() || null
  );
}

/**
 * The year a Hacker News title marks its content with ("How we raised our seed (2024)"): by the site's convention, an
 * older post submitted again. Null without one.
 */
export function contentYear(title: string): number | null {
  const t = title.trimEnd();
  if (!t.endsWith(")") || t[t.length - 6] !== "(") return null;
  const year = Number(t.slice(-5, -1));
  return Number.isInteger(year) && year >= 1990 && year <= 2100 ? year : null;
}
