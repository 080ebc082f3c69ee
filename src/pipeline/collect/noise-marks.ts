import { foldedPhrase } from "../../text";
import {
  hasAsciiLetter,
  hasDigit,
  isAlphanumeric,
  isAsciiWordChar,
  isBase64Token,
  isDigits,
  isHexDigits,
  isUuid,
  wordSpans,
  type WordSpan,
} from "../../text/token-classes";
import { urlsWritten } from "./urls";

/*
 * The marks a page moves by itself, read as tokens rather than patterns: build ids and content hashes in URLs and
 * cache-busting query parameters (by name), years in legal notices, machine tokens in text (UUIDs, hex digests,
 * base64), and expiring badges ("New", "Hot"). Each is rewritten to a fixed placeholder by `comparableLine`.
 */

// ---------------------------------------------------------------- URLs

/** Query parameters that only bust caches or carry a build: `?v=123`, `?ver=6.4.2`, `?t=…`. */
const CACHE_PARAMS = new Set([
  ...["v", "ver", "version", "t", "ts", "timestamp", "_", "cb", "cachebust", "cache", "rev", "build", "hash", "h"],
  ...["nocache", "utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"],
]);

/** A URL with its build ids, content hashes and cache-busting parameters replaced: equal when only those moved. */
export function comparableUrl(url: string): string {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return normalizeBuildMarks(url);
  }
  for (const key of [...u.searchParams.keys()]) if (CACHE_PARAMS.has(key.toLowerCase())) u.searchParams.delete(key);
  u.pathname = normalizeBuildMarks(u.pathname);
  return u.href;
}

/** Folders under Next.js's `/_next/static/` that are not a build's id. */
const NEXT_STATIC_FOLDERS = new Set(["chunks", "css", "media"]);
/** Extensions of built assets whose names carry a content hash (`main.3f9a2c1b.js`). */
const ASSET_EXTENSIONS = ["js", "mjs", "css", "map", "woff", "woff2", "png", "jpg", "jpeg", "svg", "webp"];

/** `/_next/static/<buildId>/`, `main.3f9a2c1b.js`, `app-8c1d2e3f.css`, `/build/1a2b3c4d/`: by path segment. */
function normalizeBuildMarks(path: string): string {
  const segments = path.split("/");
  return segments
    .map((segment, i) => {
      const isBuildId =
        i >= 2 &&
        i < segments.length - 1 &&
        segment !== "" &&
        segments[i - 2] === "_next" &&
        segments[i - 1] === "static" &&
        !NEXT_STATIC_FOLDERS.has(segment);
      // The first segment of a string that is no URL has no separator before it.
      return isBuildId ? "#build" : withoutContentHash(segment, i > 0);
    })
    .join("/");
}

/**
 * A file name with the content hash before its extension replaced ("main.3f9a2c1b.js" → "main.#hash.js",
 * "app-8c1d2e3f.css" → "app-#hash.css"): six letters and digits or more, with both, after `.`, `-`, `_` or `/`.
 */
function withoutContentHash(segment: string, afterSlash: boolean): string {
  const parts = segment.split(".");
  return parts
    .map((part, j) => {
      if (j === parts.length - 1 || !isAssetExtension(parts[j + 1]!)) return part;
      const cut = Math.max(part.lastIndexOf("-"), part.lastIndexOf("_"));
      if (cut < 0 && j === 0 && !afterSlash) return part;
      const hash = part.slice(cut + 1);
      const isHash = hash.length >= 6 && isAlphanumeric(hash) && hasDigit(hash) && hasAsciiLetter(hash);
      return isHash ? `${part.slice(0, cut + 1)}#hash` : part;
    })
    .join(".");
}

function isAssetExtension(next: string): boolean {
  const lower = next.toLowerCase();
  return ASSET_EXTENSIONS.some((e) => lower.startsWith(e) && !isAsciiWordChar(lower[e.length] ?? " "));
}

/** The web addresses written in a line, each as `comparableUrl` reads it. */
export function comparableUrlsIn(line: string): string {
  return replaceSpans(line, urlsWritten(line, ["https://", "http://"], `<>"')`), (u) => comparableUrl(u));
}

// ---------------------------------------------------------------- legal notices

/** Signs of a legal notice ("© 2026 Acme", "Acme® is a trademark of Acme Ltd, 2021–2026"). */
const LEGAL_SIGNS = ["©", "(c)", "™", "®"];
const LEGAL_PHRASES = ["copyright", "trademark", "trademarks", "trade mark", "trade marks", "all rights reserved"];

/** A legal notice: its years tick every January. */
export function isLegalNotice(line: string): boolean {
  const lower = line.toLowerCase();
  const words = ` ${foldedPhrase(line)} `;
  return LEGAL_SIGNS.some((s) => lower.includes(s)) || LEGAL_PHRASES.some((p) => words.includes(` ${p} `));
}

/** Dashes of a year range ("2021–2026"). */
const RANGE_DASHES = ["-", "–", "—"];

/** A legal notice's years and year ranges as `#year` ("© 2021–2026 Acme" → "© #year Acme"). */
export function yearsAsPlaceholders(line: string): string {
  const spans = wordSpans(line);
  const years: WordSpan[] = [];
  for (let i = 0; i < spans.length; i++) {
    if (!isYear(spans[i]!.text)) continue;
    const next = spans[i + 1];
    const ranged = next && isYear(next.text) && RANGE_DASHES.includes(line.slice(spans[i]!.end, next.start).trim());
    years.push({ text: "#year", start: spans[i]!.start, end: ranged ? next.end : spans[i]!.end });
    if (ranged) i++;
  }
  return replaceSpans(line, years, () => "#year");
}

function isYear(word: string): boolean {
  return word.length === 4 && isDigits(word) && (word.startsWith("19") || word.startsWith("20"));
}

// ---------------------------------------------------------------- machine tokens

/** Runs no person writes as `#token`: UUIDs, hex digests (seven or more, letters and digits), base64 tokens. */
export function machineTokensAsPlaceholders(line: string): string {
  const spans = wordSpans(line);
  const tokens: WordSpan[] = [];
  for (let i = 0; i < spans.length; i++) {
    const uuid = spans.slice(i, i + 5);
    const uuidText = uuid.length === 5 ? line.slice(uuid[0]!.start, uuid[4]!.end) : "";
    if (isUuid(uuidText)) {
      tokens.push({ text: uuidText, start: uuid[0]!.start, end: uuid[4]!.end });
      i += 4;
    } else if (isHexToken(spans[i]!.text)) tokens.push(spans[i]!);
  }
  const s = replaceSpans(line, tokens, () => "#token");
  return replaceSpans(s, base64Runs(s), () => "#token");
}

function isHexToken(word: string): boolean {
  return word.length >= 7 && isHexDigits(word) && hasDigit(word) && hasAsciiLetter(word);
}

/** Marks that join the words of a base64 or base64url token. */
const BASE64_JOINERS = ["+", "/", "_", "-"];

/** Words joined by base64's marks into runs of twenty characters or more, with their `=` padding; not in a path. */
function base64Runs(line: string): WordSpan[] {
  const spans = wordSpans(line);
  const out: WordSpan[] = [];
  for (let i = 0; i < spans.length; i++) {
    let j = i;
    while (j + 1 < spans.length && BASE64_JOINERS.includes(line.slice(spans[j]!.end, spans[j + 1]!.start))) j++;
    let end = spans[j]!.end;
    for (let pad = 0; pad < 2 && line[end] === "="; pad++) end++;
    const before = line[spans[i]!.start - 1] ?? " ";
    const run = line.slice(spans[i]!.start, end);
    if (before !== "/" && !isAsciiWordChar(before) && isBase64Token(run, 20))
      out.push({ text: run, start: spans[i]!.start, end });
    i = j;
  }
  return out;
}

// ---------------------------------------------------------------- badges

/** Status badges that expire by themselves: "New", "Hot", "Just posted" (lower case, as keys are). */
const BADGES = ["new", "hot", "featured", "just posted", "just added", "recently added"];
/** Marks that set a trailing badge apart ("· New", "| Hot", "– Featured"). */
const TRAILING_MARKS = "·•|–—:-";
/** Marks that set a leading badge apart ("New: Backend Engineer", "Hot! Senior …"). */
const LEADING_MARKS = "!:·•|–—-";

/**
 * A badge at the end of a line ("Remote (US) · Posted 2 days ago · New", "Integrations New"), or
 * at its start when punctuation sets it apart ("New: Backend Engineer"), is left out: it comes
 * and goes with the age of what it marks. A leading "New" without punctuation stays ("New York").
 */
export function dropBadges(key: string): string {
  return withoutLeadingBadge(withoutTrailingBadge(key)).trim();
}

function withoutTrailingBadge(key: string): string {
  let s = key;
  if (s.endsWith(")") || s.endsWith("]")) s = s.slice(0, -1);
  if (s.endsWith("!")) s = s.slice(0, -1);
  const badge = BADGES.find((b) => s.endsWith(b));
  if (!badge) return key;
  s = s.slice(0, -badge.length);
  if (s.endsWith("(") || s.endsWith("[")) s = s.slice(0, -1);
  s = s.trimEnd();
  const unmarked = s;
  if (TRAILING_MARKS.includes(s.at(-1) ?? "x")) s = s.slice(0, -1).trimEnd();
  // Something must stay before the badge: "New" alone is the line.
  if (s) return s;
  return unmarked || key;
}

function withoutLeadingBadge(key: string): string {
  let s = key.startsWith("(") || key.startsWith("[") ? key.slice(1) : key;
  const badge = BADGES.find((b) => s.startsWith(b));
  if (!badge) return key;
  s = s.slice(badge.length);
  for (const rest of s.startsWith("!") ? [s.slice(1), s] : [s]) {
    let r = rest.startsWith(")") || rest.startsWith("]") ? rest.slice(1) : rest;
    r = r.trimStart();
    if (!LEADING_MARKS.includes(r[0] ?? "x")) continue;
    r = r.slice(1).trimStart();
    if (r) return r;
  }
  return key;
}

// ---------------------------------------------------------------- helpers

/** The text with each span replaced by what `by` makes of it (spans in order, not overlapping). */
function replaceSpans(text: string, spans: { text: string; start: number; end: number }[], by: (s: string) => string) {
  let out = "";
  let at = 0;
  for (const s of spans) {
    out += text.slice(at, s.start) + by(text.slice(s.start, s.end));
    at = s.end;
  }
  return out + text.slice(at);
}
