import { foldedPhrase, words } from "../../text";
import { postUrlKey } from "../collect/extract/discover";
import { titleKey } from "../collect/extract/items";
import type { OffsiteDetail, PageKind, SnapshotPage } from "../collect/snapshot";
import { type NewPost, type Recency, sameUrl } from "./types";
import { hostOf } from "../collect/site";

/*
 * Posts that appeared: an entry is its content (docs/pipeline.md "An item is its content"), known by its URL, key,
 * title or slug, and new only when its own date is recent or it has none.
 */

const DAY_MS = 86_400_000;
/** Words a title needs to name one post: "Changelog" or "Product update" name many. */
const MIN_TITLE_WORDS = 3;

/**
 * How old an entry's own date may be for the entry to be news: the first run's look back, a feed's or a search's lag,
 * a press page updated a week after the wire. Older, a never-seen entry is an old post moved, re-issued or listed on a
 * new archive page.
 */
export const RECENT_DAYS = 30;

/** Whether an entry's own date lets it be new (docs/pipeline.md "An item is its content"): undated, or recent. */
export function isRecent(entry: { publishedAt: string | null }, when: Recency): boolean {
  const at = entry.publishedAt ? Date.parse(entry.publishedAt) : Number.NaN;
  return Number.isNaN(at) || at >= when.now.getTime() - RECENT_DAYS * DAY_MS;
}

/**
 * What an entry says, as a key: its title, and its URL's last segment read as a title (a slug is made from the title,
 * so a post moved to another path or platform keeps it), and what its source says it states (`sameAs`). Only titles
 * of three words or more: "Changelog" or "Update" name many posts.
 */
function contentKeys(entry: { url: string; title: string | null; detail?: OffsiteDetail | undefined }): string[] {
  const titles = [entry.title, slugTitle(entry.url)].filter(
    (t): t is string => !!t && words(t).length >= MIN_TITLE_WORDS,
  );
  return [...new Set([...titles.map(titleKey), ...(entry.detail?.sameAs ? [entry.detail.sameAs] : [])])];
}

/** "/2024/03/acme-raises-series-b/" → "acme raises series b"; null when the segment is not words (an id, a date). */
function slugTitle(url: string): string | null {
  // Numbers are a date's or an id's: "03", "81723"; a year inside a title's slug names which of a yearly post it is
  // ("impact-report-2026"), unless the slug is only a date ("2024-03-12").
  const all = slugWords(url);
  const titled = all.some((w) => Number.isNaN(Number(w)));
  const named = all.filter((w) => Number.isNaN(Number(w)) || (titled && /^(?:19|20)\d\d$/.test(w)));
  return named.length ? named.join(" ") : null;
}

/**
 * The extensions of a page's or a document's file name, left off a slug: "/news/acme-raises.html",
 * "primary_doc.xml".
 */
const PAGE_EXTENSIONS = new Set([
  "html",
  "htm",
  "shtml",
  "xhtml",
  "php",
  "asp",
  "aspx",
  "jsp",
  "cfm",
  "md",
  "xml",
  "txt",
  "pdf",
  "json",
  "rss",
]);

/** A URL's last path segment read as words ("/blog/acme-raises-series-b.html" → acme, raises, series, b). */
function slugWords(url: string): string[] {
  let last: string;
  try {
    last = new URL(url).pathname.split("/").filter(Boolean).pop() ?? "";
  } catch {
    return [];
  }
  const segment = decodeURIComponent(last);
  const dot = segment.lastIndexOf(".");
  const name = dot >= 0 && PAGE_EXTENSIONS.has(segment.slice(dot + 1).toLowerCase()) ? segment.slice(0, dot) : segment;
  return name.replaceAll("_", "-").split("-").filter(Boolean);
}

/**
 * Posts that appeared: entries of the feeds, of the news pages (inline or linked) and news-like
 * URLs new in sitemap.xml. An entry is its content: known by its URL, its key, or what it says
 * (its title, its slug), so a move, a re-export or a new platform makes nothing new; and, given
 * `when`, an entry never seen is new only when its own date is recent (`isRecent`). Only from a
 * page the previous snapshot read too: a page read for the first time is a baseline, not a flood
 * of news. Feeds first (they carry dates), then items (they carry text), then the rest.
 */
/** Any listing of this run dates an entry, a blog's first listing too (the sitemap names a moved post undated). */
function listingDates(current: SnapshotPage[]): Map<string, string> {
  const dated = current.flatMap((p) => p.items ?? []).filter((i) => i.publishedAt);
  return new Map(dated.map((i) => [postUrlKey(i.url), i.publishedAt!]));
}

export function newPostsOf(previous: SnapshotPage[] | null, current: SnapshotPage[], when?: Recency): NewPost[] {
  if (!previous) return [];
  const known = new Set(
    previous.flatMap((p) => postsOf(p).flatMap((x) => [x.key, postUrlKey(x.url), ...contentKeys(x)])),
  );
  const knownTitles = previous
    .flatMap((p) => postsOf(p).map((x) => (x.title ? foldedPhrase(x.title) : "")))
    .filter((t) => t.split(" ").length >= MIN_TITLE_WORDS)
    .map((t) => ` ${t} `);
  const postPage = new Map(current.filter((p) => p.kind === "post" && p.ok).map((p) => [p.url, p]));
  const itemText = new Map(current.flatMap((p) => p.items ?? []).map((i) => [i.url, i.text]));
  const itemDate = listingDates(current);
  const before = (page: SnapshotPage) => previous.find((p) => p.ok && p.kind === page.kind && sameUrl(p, page));
  const order: PageKind[] = ["feed", "blog", "home", "sitemap"];
  const sources = current
    .filter((p) => p.ok && order.includes(p.kind) && before(p))
    .sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind));
  const out: NewPost[] = [];
  const seen = new Set<string>();
  // A page whose entries (or product pages) the previous snapshot did not record (read before they were kept) gives
  // them as a baseline.
  const entries = (page: SnapshotPage) => {
    const was = before(page);
    return postsOf({
      ...page,
      items: was?.items ? page.items : undefined,
      products: was?.products ? page.products : undefined,
    });
  };
  const listed = (page: SnapshotPage) => entries(page).map((p) => ({ ...p, page: page.finalUrl ?? page.url }));
  const foundHere = new Map<string, NewPost>();
  for (const listedEntry of sources.flatMap(listed)) {
    // An entry its listing leaves undated is dated by its own page's head (a blog moved in with its old bylines), or by
    // another listing of this run.
    const { url } = listedEntry;
    const publishedAt = listedEntry.publishedAt ?? postPage.get(url)?.publishedAt ?? itemDate.get(postUrlKey(url));
    const p = { ...listedEntry, publishedAt: publishedAt ?? null };
    const urlKey = postUrlKey(p.url);
    const keys = [p.key, urlKey, ...contentKeys(p)];
    // Known by what it says under a new URL (a new platform), its copies elsewhere (the sitemap's new URL) are known.
    if (keys.some((k) => known.has(k))) {
      for (const k of keys) known.add(k);
      continue;
    }
    // Found again elsewhere this run (the post's Hacker News discussion): the same news, more evidence of it.
    const same = keys.map((k) => foundHere.get(k)).find((x) => x !== undefined);
    if (same) {
      if (p.url !== same.url && !same.alsoAt?.some((a) => a.url === p.url))
        same.alsoAt = [...(same.alsoAt ?? []), { url: p.url, title: p.detail?.label ?? p.title ?? p.url }];
      continue;
    }
    if (keys.some((k) => seen.has(k))) continue;
    // An entry dated long ago is not news, and its undated copies elsewhere (the page's links, the sitemap) are it.
    if (when && !isRecent(p, when)) {
      for (const k of keys) seen.add(k);
      continue;
    }
    // Undated, a card read with its tag and teaser around the title ("Product · Acme is now in public beta · Acme is
    // open to …") is the known post whose whole title it holds.
    const told = p.title && !p.publishedAt ? ` ${foldedPhrase(p.title)} ` : null;
    if (told && knownTitles.some((t) => told.includes(t))) continue;
    for (const k of keys) seen.add(k);
    const page = postPage.get(p.url);
    const post: NewPost = {
      url: p.url,
      title: p.title ?? page?.title ?? titleFromPath(p.url),
      publishedAt: p.publishedAt,
      text: page?.text ?? (itemText.get(p.url) || p.detail?.text || null),
      ...(p.detail ? { detail: p.detail } : {}),
      ...(!p.detail && hostOf(p.url) !== hostOf(p.page) ? { listedOn: p.page } : {}),
    };
    for (const k of keys) foundHere.set(k, post);
    out.push(post);
  }
  return out;
}

export function postsOf(
  page: SnapshotPage,
): { key: string; url: string; title: string | null; publishedAt: string | null; detail?: OffsiteDetail }[] {
  return [
    ...(page.feedItems ?? []).map((i) => ({
      key: i.url,
      url: i.url,
      title: i.title,
      publishedAt: i.publishedAt,
      detail: i.detail,
    })),
    ...(page.items ?? []).map((i) => ({ key: i.key, url: i.url, title: i.title, publishedAt: i.publishedAt })),
    ...(page.posts ?? []).map((p) => ({ key: p.url, url: p.url, title: p.text, publishedAt: null })),
    // A product page's menu label ("Forecast") says less than its own title, read with it.
    ...(page.products ?? []).map((p) => ({ key: p.url, url: p.url, title: null, publishedAt: null })),
    ...(page.sitemapUrls ?? []).map((url) => ({ key: url, url, title: null, publishedAt: null })),
  ];
}

/** "/blog/acme-raises-series-b" → "Acme raises series b": a sitemap URL's only title when its page was not read. */
function titleFromPath(url: string): string {
  const words = slugWords(url).join(" ");
  return words ? words[0]!.toUpperCase() + words.slice(1) : url;
}
