import { attr, classList, parseHtml, visibleText, type DomElement } from "./extract/dom";
import { MONTH_NAME } from "./extract/months";

/*
 * Noise is not news: what a page changes on every visit without the company
 * saying anything new. Page text is compared through `comparableLine`, which rewrites the parts
 * that move by themselves (dates and ages, copyright years, counters, hashes and tokens, build ids
 * and cache-busting queries in URLs) to fixed placeholders; line order is ignored by the diff
 * (shuffled testimonials and logos compare as a set); consent banners are dropped before the text
 * is taken. The stored text stays as the page wrote it, for evidence quotes.
 */

// ---------------------------------------------------------------- consent banners

/** Ids and classes of consent managers and home-made cookie banners (OneTrust, Cookiebot, Usercentrics, Didomi, …). */
const CONSENT_MARK =
  /cookie|consent|gdpr|onetrust|cybot|usercentrics|didomi|iubenda|osano|termly|truste|(^|[-_\s])cmp([-_\s]|$)/i;

export function isConsentElement(el: DomElement): boolean {
  return CONSENT_MARK.test(`${attr(el, "id") ?? ""} ${classList(el).join(" ")} ${attr(el, "aria-label") ?? ""}`);
}

/** Text of a consent banner wherever it sits (banners without telling markup, older snapshots). */
const CONSENT_TEXT = new RegExp(
  String.raw`\b(we|this (site|website)|our (site|website)) uses? cookies\b|\bcookie (policy|settings|` +
    String.raw`preferences|consent|notice)\b|\b(accept|reject|allow|decline|manage) (all |optional |` +
    String.raw`necessary )?cookies\b|\bmanage (consent|preferences)\b|\bprivacy preference center\b`,
  "i",
);

export function isConsentText(line: string): boolean {
  return CONSENT_TEXT.test(line);
}

function isNavigation(el: DomElement): boolean {
  return el.name === "nav" || attr(el, "role") === "navigation" || attr(el, "aria-hidden") === "true";
}

/**
 * The page's visible text as `extractPage` reads it (navigation left out), without consent
 * banners. Hidden inputs, meta tags and nonce attributes are never visible text, so CSRF tokens
 * and nonces do not reach it either.
 */
export function readableText(html: string): string {
  return visibleText(parseHtml(html), (el) => isNavigation(el) || isConsentElement(el));
}

/** Cheap test before parsing a page a second time: most pages have no consent markup at all. */
export function mayHaveConsentBanner(html: string): boolean {
  return CONSENT_MARK.test(html);
}

// ---------------------------------------------------------------- URLs

/** Query parameters that only bust caches or carry a build: `?v=123`, `?ver=6.4.2`, `?t=…`. */
const CACHE_PARAMS = new Set([
  "v",
  "ver",
  "version",
  "t",
  "ts",
  "timestamp",
  "_",
  "cb",
  "cachebust",
  "cache",
  "rev",
  "build",
  "hash",
  "h",
  "nocache",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
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

/** `/_next/static/<buildId>/`, `main.3f9a2c1b.js`, `app-8c1d2e3f.css`, `/build/1a2b3c4d/`. */
function normalizeBuildMarks(s: string): string {
  return s
    .replace(/\/_next\/static\/(?!chunks\/|css\/|media\/)[^/]+\//g, "/_next/static/#build/")
    .replace(
      /([./_-])(?=[0-9a-z]*\d)(?=[0-9a-z]*[a-z])[0-9a-z]{6,}(?=\.(js|mjs|css|map|woff2?|png|jpe?g|svg|webp)\b)/gi,
      "$1#hash",
    );
}

// ---------------------------------------------------------------- text

const MONTH =
  "(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|" +
  "oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?";
const WEEKDAY = "(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\\.?,?";
/** Month names in English, German, French and Spanish (extract/months.ts), for dates written day first. */
const ANY_MONTH = MONTH_NAME;
const UNIT = "(?:s|secs?|seconds?|m|mins?|minutes?|h|hrs?|hours?|d|days?|w|wks?|weeks?|mos?|months?|y|yrs?|years?)";

/** How job boards and blogs hedge an age: "about 1 month ago", "over 2 years ago" (Rails' `time_ago_in_words`). */
const APPROX = "(?:about|around|almost|nearly|over|under|roughly|approx\\.?|approximately|more than|less than)";

/** Dates and ages, absolute and relative. Order matters: the longest shapes first. */
const DATE_PATTERNS: RegExp[] = [
  new RegExp(
    `\\b(?:${WEEKDAY}\\s+)?\\d{1,2}(?:st|nd|rd|th|er|\\.)?\\s+(?:of\\s+|de\\s+)?${ANY_MONTH},?\\s+(?:de\\s+)?\\d{4}\\b`,
    "giu",
  ), // 3 November 2026, 3. November 2026, 3 novembre 2026, 3 de noviembre de 2026
  new RegExp(`\\b(?:${WEEKDAY}\\s+)?${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s+\\d{4}\\b`, "gi"), // Nov 3, 2026
  // November 2026, novembre 2026, noviembre de 2026
  new RegExp(`(?<![\\p{L}])${ANY_MONTH}\\s+(?:de\\s+)?\\d{4}\\b`, "giu"),
  new RegExp(`\\b(?:${WEEKDAY}\\s+)?${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?\\b`, "gi"), // Nov 3
  /\b\d{4}-\d{2}-\d{2}(?:[t ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:z|[+-]\d{2}:?\d{2})?)?\b/gi, // 2026-11-03T09:00Z
  /\b\d{1,2}[./]\d{1,2}[./]\d{2,4}\b/g, // 11/03/2026, 03.11.2026
  /\b\d{1,2}:\d{2}(?::\d{2})?\s*(?:am|pm)?(?:\s*(?:utc|gmt|[pmce][sd]t))?\b/gi, // 09:00 am
  // 3 days ago, 2h ago, about a month ago
  new RegExp(`\\b(?:${APPROX}\\s+)?(?:\\d+|an?|one|two|few|several)\\s*\\+?\\s*${UNIT}\\.?\\s+ago\\b`, "gi"),
  new RegExp(
    String.raw`\b(?:just now|today|yesterday|tomorrow|this (?:morning|week|month|quarter|year)|last (?:week|` +
      String.raw`month|quarter|year))\b`,
    "gi",
  ),
  new RegExp(`\\b(?:in|for|over)\\s+(?:the\\s+)?(?:last|past|next)\\s+\\d+\\s*${UNIT}\\b`, "gi"),
];

/** Words a number counts that tick by themselves or say nothing by their count. */
const COUNTED =
  "(?:open\\s+)?(?:roles?|positions?|jobs?|openings?|vacancies|teams?|users?|customers?|companies|developers?|" +
  "members?|followers?|subscribers?|stars?|forks?|downloads?|installs?|views?|reads?|likes?|comments?|replies|" +
  "reviews?|ratings?|votes?|clients?|businesses|people|signups?|sign-ups?|visitors?|min(?:ute)?s?\\s+read|" +
  "minutes?|results?|items?|articles?|posts?|stories|episodes?)";

const NUMBER = "\\d[\\d,.\\u202f\\u00a0']*\\s*(?:(?:k|m|mm|bn|b|million|thousand|billion)\\b)?\\+?";

/**
 * `12,431 teams`, `48,377 product teams`, `1.2k stars`, `12 open roles`, `5 min read`, `Engineering (12)`; a number
 * glued to its label as stat blocks render (`<span>12,431</span><span>teams</span>`); a live tally of a
 * period ("4,918,220 forms submitted this month", "2,318 applications this year", "1.2M events
 * processed so far"), once the period is a date placeholder; a reading time standing as a
 * segment of a post's meta line (Hugo's "Nov 3, 2026 · 4 min · Author"). Not an amount of money.
 */
const COUNTER_PATTERNS: RegExp[] = [
  // A word or two may qualify the noun ("48,377 product teams", "1.2k GitHub stars").
  new RegExp(`(?:\\b|(?<=[+~≈]))${NUMBER}\\s*(?:\\p{L}[\\p{L}-]*\\s+){0,2}?${COUNTED}\\b`, "giu"),
  new RegExp(
    `(?<![$€£¥\\p{L}\\p{N}.,])${NUMBER}` +
      `\\s*(?=(?:(?!(?:k|m|mm|bn|b|million|thousand|billion|percent)\\b)\\p{L}[\\p{L}'-]+\\s+){1,4}(?:#date|so ` +
      `far\\b|to date\\b|and counting\\b|(?:per|a|an|every) (?:second|minute|hour|day|week|month|year)\\b))`,
    "giu",
  ),
  /(?:^|(?<=[·•|]\s*))\d+\s*(?:min|mins|minutes?)\b(?:\s+read)?(?=\s*(?:[·•|]|$))/gi,
  /\(\s*\d[\d,.]*\s*\)/g,
];

/** Words that make a number news: "we crossed 1,000 customers", "ARR doubled". */
const METRIC_STATEMENT = new RegExp(
  String.raw`\b(arr|mrr|revenue|run[- ]rate|crossed|reached|surpassed|passed|milestone|doubled|tripled|grew|` +
    String.raw`now (serve|serves|serving|power|powers|used by))\b`,
  "i",
);

const COPYRIGHT = /(©|\(c\)|copyright|™|®)\s*(?:\d{4}\s*(?:[-–—]\s*\d{4})?)?|\b\d{4}\s*(?:[-–—]\s*\d{4})?\s*(?=©)/gi;
/** A legal notice ("© 2026 Acme", "Acme® is a trademark of Acme Ltd, 2021–2026"): its years tick every January. */
const LEGAL_NOTICE = /©|\(c\)|\bcopyright\b|™|®|\btrade\s?marks?\b|\ball rights reserved\b/i;
const YEAR_OR_RANGE = /\b(?:19|20)\d{2}(?:\s*[-–—]\s*(?:19|20)\d{2})?\b/g;

/** Runs no person writes: hex digests, UUIDs, base64/base64url tokens. */
const TOKEN_PATTERNS: RegExp[] = [
  /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi,
  /\b(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{7,}\b/gi,
  /(?<![\w/])(?=[A-Za-z0-9+/_-]*\d)(?=[A-Za-z0-9+/_-]*[A-Z])(?=[A-Za-z0-9+/_-]*[a-z])[A-Za-z0-9+/_-]{20,}={0,2}/g,
];

const URL_IN_TEXT = /\bhttps?:\/\/[^\s<>"')]+/gi;

/**
 * The line as it is compared: two lines whose difference is only noise have the same key.
 * Lower-cased, unicode-normalised, whitespace collapsed, moving parts replaced by placeholders.
 */
export function comparableLine(line: string): string {
  // Years after © and ™ first: NFKC spells ™ as "TM".
  let s = line.replace(COPYRIGHT, (m) => (/™|®/.test(m) ? m.replace(/\d{4}/g, "") : "©"));
  if (LEGAL_NOTICE.test(line)) s = s.replace(YEAR_OR_RANGE, "#year");
  s = s.normalize("NFKC");
  s = s.replace(URL_IN_TEXT, (u) => comparableUrl(u));
  for (const re of TOKEN_PATTERNS) s = s.replace(re, "#token");
  for (const re of DATE_PATTERNS) s = s.replace(re, "#date");
  // A counter that ticks is noise; a number the company states as a milestone is not.
  if (!METRIC_STATEMENT.test(s)) {
    for (const re of COUNTER_PATTERNS) s = s.replace(re, (m) => m.replace(new RegExp(NUMBER, "i"), "#n "));
  }
  return dropBadges(s.toLowerCase().replace(/\s+/g, " ").trim());
}

/** Status badges that expire by themselves: "New", "Hot", "Just posted". */
const BADGE = "(?:new|hot|featured|just posted|just added|recently added)!?";

/**
 * A badge at the end of a line ("Remote (US) · Posted 2 days ago · New", "Integrations New"), or
 * at its start when punctuation sets it apart ("New: Backend Engineer"), is left out: it comes
 * and goes with the age of what it marks. A leading "New" without punctuation stays ("New York").
 */
function dropBadges(key: string): string {
  return key
    .replace(new RegExp(`(?<=\\S)\\s*[·•|–—:-]?\\s*[([]?${BADGE}[)\\]]?$`), "")
    .replace(new RegExp(`^[([]?${BADGE}[)\\]]?\\s*[!:·•|–—-]\\s*(?=\\S)`), "")
    .trim();
}

/**
 * A line that is never news by itself: too short to mean anything, a copyright line, a consent
 * banner's text, or nothing but placeholders once normalised ("Posted 3 days ago").
 */
export function isNoiseLine(line: string): boolean {
  if (line.split(/\s+/).length < 3 || /^(©|\(c\)|copyright)/i.test(line) || isConsentText(line)) return true;
  const words = comparableLine(line)
    .replace(/#(date|n|token)\b/g, " ")
    .replace(/\b(posted|updated|published|last|on|at|ago|new|read|©|all rights reserved)\b/g, " ")
    .match(/\p{L}{2,}/gu);
  return !words || words.length < 2;
}

/** The line's words in sorted order: a line of logos or chips shuffled in place is the same bag. */
export function wordBag(key: string): string {
  return key.split(" ").sort().join(" ");
}

/**
 * What a page's hash is taken over: its lines' keys, noise dropped, as a sorted set, so a page
 * whose only changes are noise, reflow or order keeps its hash.
 */
export function comparableText(text: string): string {
  const keys = new Set<string>();
  for (const line of text.split("\n")) {
    const l = line.trim();
    if (l && !isNoiseLine(l)) keys.add(comparableLine(l));
  }
  return [...keys].sort().join("\n");
}
