import { attr, classList, findAll, parseHtml, visibleText, type DomElement } from "./extract/dom";
import { MONTH_NAME } from "./extract/months";
import { FOREIGN_AGE } from "./extract/ages";
import { LEGAL_SUFFIXES } from "../../search/normalize";
import { findPhrase, words } from "../../text";
import { collapseSpaces, isDigits, isUnspaced, spaceTokens, wordSpans } from "../../text/token-classes";
import {
  comparableUrlsIn,
  dropBadges,
  isLegalNotice,
  machineTokensAsPlaceholders,
  yearsAsPlaceholders,
} from "./noise-marks";

export { comparableUrl } from "./noise-marks";

/*
 * Noise is not news: what a page changes on every visit without the company
 * saying anything new. Page text is compared through `comparableLine`, which rewrites the parts
 * that move by themselves (dates and ages, copyright years, counters, hashes and tokens, build ids
 * and cache-busting queries in URLs) to fixed placeholders; line order is ignored by the diff
 * (shuffled testimonials and logos compare as a set); consent banners are dropped before the text
 * is taken. The stored text stays as the page wrote it, for evidence quotes.
 */

// ---------------------------------------------------------------- consent banners

/**
 * Ids and classes of consent managers and home-made cookie banners (OneTrust, Cookiebot, Usercentrics, Didomi, …):
 * found anywhere in a name ("onetrust-banner-sdk", "CybotCookiebotDialog").
 */
const CONSENT_MARKS = [
  ...["cookie", "consent", "gdpr", "onetrust", "cybot", "usercentrics", "didomi", "iubenda", "osano", "termly"],
  "truste",
];
/** A consent manager's short name, as a part of its own between `-`, `_` or spaces ("cmp-banner", "my_cmp"). */
const CONSENT_PART = "cmp";

function hasConsentMark(text: string): boolean {
  const lower = text.toLowerCase();
  if (CONSENT_MARKS.some((m) => lower.includes(m))) return true;
  return spaceTokens(lower).some((chunk) => chunk.split("-").some((p) => p.split("_").includes(CONSENT_PART)));
}

export function isConsentElement(el: DomElement): boolean {
  return hasConsentMark(`${attr(el, "id") ?? ""} ${classList(el).join(" ")} ${attr(el, "aria-label") ?? ""}`);
}

/** Text of a consent banner wherever it sits (banners without telling markup, older snapshots), as folded phrases. */
const CONSENT_PHRASES = [
  ...["we", "this site", "this website", "our site", "our website"].flatMap((who) =>
    ["use", "uses"].map((verb) => `${who} ${verb} cookies`),
  ),
  ...["policy", "settings", "preferences", "consent", "notice"].map((what) => `cookie ${what}`),
  ...["accept", "reject", "allow", "decline", "manage"].flatMap((verb) =>
    ["", "all ", "optional ", "necessary "].map((which) => `${verb} ${which}cookies`),
  ),
  "manage consent",
  "manage preferences",
  "privacy preference center",
];

export function isConsentText(line: string): boolean {
  return findPhrase(line, CONSENT_PHRASES) !== null;
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

/**
 * A post's own text: its page's one `<article>`, else its one `<main>`, without navigation or consent banners; null
 * when the page has no such single element. The site's footer and sidebars around a post ("Acme Ltd, licensed by …",
 * related posts) are every page's furniture, not what the post says.
 */
export function articleText(html: string): string | null {
  const doc = parseHtml(html);
  for (const tag of ["article", "main"]) {
    const found = findAll(doc, (el) => el.name === tag);
    if (found.length !== 1) continue;
    const text = visibleText(found[0]!, (el) => isNavigation(el) || isConsentElement(el));
    if (text.length >= MIN_ARTICLE_CHARS) return text;
  }
  return null;
}

/** Less than this is a teaser or a shell a script fills, not the post. */
const MIN_ARTICLE_CHARS = 200;

/** Cheap test before parsing a page a second time: most pages have no consent markup at all. */
export function mayHaveConsentBanner(html: string): boolean {
  return hasConsentMark(html);
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
  new RegExp(FOREIGN_AGE, "giu"), // vor 3 Wochen, il y a 2 jours, 3 weken geleden
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
/** The number a counter starts with ("12,431", "1.2k"), replaced by `#n`. */
const FIRST_NUMBER = new RegExp(NUMBER, "i");

/**
 * `12,431 teams`, `48,377 product teams`, `1.2k stars`, `12 open roles`, `5 min read`, `Engineering (12)`; a number
 * glued to its label as stat blocks render (`<span>12,431</span><span>teams</span>`); a live tally of a
 * period ("4,918,220 forms submitted this month", "2,318 applications this year", "1.2M events
 * processed so far", "2,489,117 deliveries since launch"), once the period is a date placeholder; a reading time
 * standing as a segment of a post's meta line (Hugo's "Nov 3, 2026 · 4 min · Author"). Not an amount of money.
 */
const COUNTER_PATTERNS: RegExp[] = [
  // A word or two may qualify the noun ("48,377 product teams", "1.2k GitHub stars").
  new RegExp(`(?:\\b|(?<=[+~≈]))${NUMBER}\\s*(?:\\p{L}[\\p{L}-]*\\s+){0,2}?${COUNTED}\\b`, "giu"),
  new RegExp(
    `(?<![$€£¥\\p{L}\\p{N}.,])${NUMBER}` +
      `\\s*(?=(?:(?!(?:k|m|mm|bn|b|million|thousand|billion|percent)\\b)\\p{L}[\\p{L}'-]+\\s+){1,4}(?:#date|so ` +
      `far\\b|to date\\b|and counting\\b|since (?:our |its |the )?(?:launch|launching|inception|founding|day one)\\b|` +
      `(?:per|a|an|every) (?:second|minute|hour|day|week|month|year)\\b))`,
    "giu",
  ),
  /(?:^|(?<=[·•|]\s*))\d+\s*(?:min|mins|minutes?)\b(?:\s+read)?(?=\s*(?:[·•|]|$))/gi,
  /\(\s*\d[\d,.]*\s*\)/g,
];

/** Words that make a number news: "we crossed 1,000 customers", "ARR doubled" (folded phrases). */
const METRIC_PHRASES = [
  ...["arr", "mrr", "revenue", "run rate", "crossed", "reached", "surpassed", "passed", "milestone", "doubled"],
  ...["tripled", "grew", "now serve", "now serves", "now serving", "now power", "now powers", "now used by"],
];

/**
 * The line as it is compared: two lines whose difference is only noise have the same key.
 * Lower-cased, unicode-normalised, whitespace collapsed, moving parts replaced by placeholders.
 */
export function comparableLine(line: string): string {
  // Years of a legal notice first: NFKC spells ™ as "TM".
  let s = isLegalNotice(line) ? yearsAsPlaceholders(line) : line;
  s = s.normalize("NFKC");
  s = comparableUrlsIn(s);
  s = machineTokensAsPlaceholders(s);
  for (const re of DATE_PATTERNS) s = s.replace(re, "#date");
  // A counter that ticks is noise; a number the company states as a milestone is not.
  if (findPhrase(s, METRIC_PHRASES) === null) {
    for (const re of COUNTER_PATTERNS) s = s.replace(re, (m) => m.replace(FIRST_NUMBER, "#n "));
  }
  return dropBadges(collapseSpaces(s.toLowerCase()));
}

/**
 * A line that is never news by itself: too short to mean anything, a copyright line, a consent
 * banner's text, or nothing but placeholders once normalised ("Posted 3 days ago").
 */
export function isNoiseLine(line: string): boolean {
  const lower = line.toLowerCase();
  // Japanese, Chinese and Thai are counted by their words, not their spaces ("月額 12,800円（税抜）").
  const tokens = isUnspaced(line) ? wordSpans(line).length : spaceTokens(line).length;
  if (tokens < 3 || isConsentText(line)) return true;
  if (COPYRIGHT_OPENERS.some((o) => lower.startsWith(o))) return !saysWhoseItIs(lower);
  return meaningfulWords(comparableLine(line)) < 2;
}

/** How a copyright line opens. */
const COPYRIGHT_OPENERS = ["©", "(c)", "copyright"];
const SUFFIX_WORDS = new Set(LEGAL_SUFFIXES.flat());

/**
 * Whether a copyright line says more than its year and holder: a clause after the holder that is not its legal form
 * ("© 2026 Shiplane, a Descartes company" tells who owns it now; "© 2026 Acme, Inc. All rights reserved." nothing).
 */
function saysWhoseItIs(lower: string): boolean {
  // The holder starts at the first letter after the opening and its years ("© 2021 – 2026 Acme").
  const opener = COPYRIGHT_OPENERS.find((o) => lower.startsWith(o))?.length ?? 0;
  const holder = lower.slice(opener).search(FIRST_LETTER);
  const [, ...clauses] = lower
    .slice(opener + Math.max(0, holder))
    .replaceAll(FILLER_PHRASE, " ")
    .split(CLAUSE_BREAK);
  return clauses.some((c) => words(c).some((w) => !SUFFIX_WORDS.has(w) && !isDigits(w)));
}
/** Where a copyright line's holder ends: a comma or a dash (not a middle dot, which joins the footer's links). */
const CLAUSE_BREAK = /,|\s[-–—]\s/;
const FIRST_LETTER = /\p{L}/u;
/** Placeholders of `comparableLine`, after their `#`. */
const PLACEHOLDERS = new Set(["date", "n", "token", "year"]);
/** Words that say nothing by themselves on a line of dates and counts ("Posted 3 days ago", "5 min read"). */
const FILLER_WORDS = new Set([
  ...["posted", "updated", "published", "last", "on", "at", "ago", "new", "read"],
  // The same in the other languages read: "Veröffentlicht vor 3 Wochen", "Publié il y a 2 jours".
  ...["veröffentlicht", "aktualisiert", "publié", "publiée", "publicado", "publicada", "gepubliceerd", "geplaatst"],
  ...["pubblicato", "pubblicata", "publicerad", "publiceret", "publisert"],
]);
const FILLER_PHRASE = "all rights reserved";

/** Words of two letters or more in a line's key, placeholders and fillers left out. */
function meaningfulWords(key: string): number {
  const text = key.replaceAll(FILLER_PHRASE, " ");
  return wordSpans(text).filter((w) => {
    const placeholder = PLACEHOLDERS.has(w.text) && text[w.start - 1] === "#";
    return !placeholder && !FILLER_WORDS.has(w.text) && [...w.text].filter((c) => !isDigits(c)).length >= 2;
  }).length;
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
