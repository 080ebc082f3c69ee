import { foldedPhrase, words } from "../../text";
import { anyPhrase, isCapitalised, isNumeral } from "./cue-match";
import {
  type PageKindName,
  CODE_LINE_ENDS,
  CODE_LINE_OPENERS,
  FAREWELL_TITLE,
  JOB_FOLDERS,
  JOB_TEXT,
  KIND_BY_FOLDER,
  KIND_BY_LABEL,
  KIND_BY_TITLE,
  JOKE,
  PARKED,
  PODCAST_TEXT,
  PRESS_RELEASE_TEXT,
  REPUBLISHED,
  TECH_PHRASES,
  TECH_STEMS,
  TECH_WORDS,
} from "./page-kind-cues";
import { phrase } from "./phrases";
import { timeOf } from "./time";
import type { SnapshotPage } from "../collect/snapshot";
import { bareUrl } from "../collect/urls";
import { isSameSite } from "../collect/extract/discover/links";
import { parseAbsoluteHttpUrl } from "../../identity/url";

export type { PageKindName };

/*
 * What kind of page a post is (docs/pipeline.md "Reading statements"): an engineering write-up, a
 * podcast, a case study … is read before any sentence on it is, since an event's words mean
 * something else there.
 */

export const PAGE_KIND_LABEL: Record<PageKindName, string> = {
  press_release: "a press release",
  changelog: "an entry of the changelog / release notes",
  product_page: "a new product page the site's menu links to",
  farewell: "a farewell (the company or a product closing)",
  job_post: "a job post",
  legal: "a legal page (terms, privacy, subprocessors)",
  parked: "a parked domain",
  engineering: "an engineering write-up",
  tutorial: "a tutorial",
  podcast: "a podcast page",
  event_recap: "an event recap",
  advice: "an advice post",
  opinion: "an opinion column",
  case_study: "a case study",
  retrospective: "a look back (an anniversary, a year in review, a story of the past)",
  roundup: "a roundup of other companies' news",
  joke: "a joke (it says so)",
};

/** The words of a conference told from the floor, as data: four of them make a text an event recap. */
const EVENT_WORDS = (
  "booth, stand, panel, panellists, panelists, keynote, attendees, exhibitors, expo, stage, sessions, badge, " +
  "afterparty, venue, hall, speakers, conference, summit, meetup, workshop, " +
  // The same in Japanese and Korean, as the segmenter cuts them: "ブース", "出展", "登壇"; "부스", "전시회", "참가".
  "出展, ブース, 展示会, 来場, 登壇, 会場, 세미나, 웨비나, 부스, 전시회, 박람회, 연사"
).split(", ");

const TITLE_CUES = KIND_BY_TITLE.map(([kind, cues]) => [kind, anyPhrase(cues)] as const);
const REPUBLISHED_CUES = anyPhrase(REPUBLISHED);
const JOKE_CUES = anyPhrase(JOKE);
const PARKED_CUES = anyPhrase(PARKED);
const JOB_CUES = JOB_TEXT.map(phrase);
const PRESS_RELEASE_CUES = PRESS_RELEASE_TEXT.map(phrase);
const FAREWELL_CUES = anyPhrase(FAREWELL_TITLE);

/**
 * Kinds of page that carry the company's news as any post does: read names them, and judges their statements as an
 * ordinary post's. Every other kind's events mean something else (read/index.ts).
 */
export const NEWS_KINDS: ReadonlySet<PageKindName> = new Set([
  "press_release",
  "changelog",
  "product_page",
  "farewell",
]);

/** Whether a page is a domain parking or for-sale page: the company's website is no longer its own. */
export function isParkedPage(text: string): boolean {
  return PARKED_CUES.test(text);
}
const PODCAST_CUES = anyPhrase(PODCAST_TEXT);
const TECH_PHRASE_CUES = TECH_PHRASES.map(phrase);

/**
 * The kind of page a post is, from its address, title and text (code in it, a transcript, an
 * episode's show notes); null for an ordinary post or announcement.
 */
export function pageKindOf(url: string, title: string, text: string): PageKindName | null {
  // A page that says it is a joke is one, wherever it is filed; a parking page is nobody's news.
  if (JOKE_CUES.test(text)) return "joke";
  if (isParkedPage(text)) return "parked";
  const jobCues = JOB_CUES.filter((c) => c.test(text)).length;
  if (jobCues >= 3 || (jobCues >= 2 && inFolder(url, JOB_FOLDERS))) return "job_post";
  const byAddress = kindByAddress(url) ?? kindByLabel(title, text);
  if (byAddress) return byAddress;
  const shaped = titleWords(title);
  // "A$1 billion in supplier payments, and what we learned getting there": lessons added to a title that tells its
  // news first make it no advice post nor look back.
  const lead = titleWords(title.split(/,\s+and\s+/)[0]!);
  for (const [kind, cues] of TITLE_CUES)
    if (cues.test(kind === "advice" || kind === "retrospective" ? lead : shaped)) return kind;
  if (tellsHowSomeoneDid(title)) return "case_study";
  if (FAREWELL_CUES.test(title)) return "farewell";
  return kindByText(text) ?? (PRESS_RELEASE_CUES.some((c) => c.test(text)) ? "press_release" : null);
}

/** The address's folders, lower case; none when it is not a URL (the title and text decide). */
function foldersOf(url: string): string[] {
  try {
    return new URL(url).pathname.toLowerCase().split("/");
  } catch {
    return [];
  }
}

/** Whether a folder of the address is one of `names`. */
function inFolder(url: string, names: readonly string[]): boolean {
  return foldersOf(url).some((f) => names.includes(f));
}

/** The kind a folder of the address files the page under ("/engineering/", "/podcast/ep-12/"). */
function kindByAddress(url: string): PageKindName | null {
  const folders = foldersOf(url);
  for (const [kind, names] of KIND_BY_FOLDER) {
    if (folders.some((f) => names.includes(f) || (kind === "podcast" && isEpisodeNumber(f)))) return kind;
  }
  return null;
}

/** Lines read around a post's title for its label: a tag sits right above or below it. */
const LABEL_REACH = 1;

/**
 * The kind a post's label files it under: beside its title ("Engineering" above "We retired a third of our fleet"), or
 * opening the title before a colon or a bar ("Opinion: Dental software doesn't need another dashboard").
 */
function kindByLabel(title: string, text: string): PageKindName | null {
  const raw = text.split("\n", 12);
  const lines = raw.map((l) => foldedPhrase(l));
  const head = foldedPhrase(title);
  const at = lines.findIndex((l) => l === head || (l.length >= 12 && (head.startsWith(l) || l.startsWith(head))));
  // A byline's parts each may be the label: "Engineering · November 12, 2026 · Jakub Lewandowski".
  const around = (at < 0 || !head ? [] : raw.slice(Math.max(0, at - LABEL_REACH), at + LABEL_REACH + 1)).flatMap((l) =>
    [l, ...l.split(/\s[·•|]\s/)].map((part) => foldedPhrase(part)),
  );
  for (const [kind, labels] of KIND_BY_LABEL) if (around.some((l) => labels.includes(l))) return kind;
  return labelledKindOf(title);
}

/**
 * The kind an item off the site is labelled in its own title ("Opinion: …", "Podcast | …"): the one cue of a page's
 * kind that a journalist's text gives as plainly as the company's own site.
 */
export function labelledKindOf(title: string): PageKindName | null {
  const own = titleLabel(title);
  if (!own) return null;
  for (const [kind, labels] of KIND_BY_LABEL) if (labels.includes(own)) return kind;
  return null;
}

/** What opens a title before its first colon or bar, folded: "Opinion: …" → "opinion"; none past three words. */
function titleLabel(title: string): string | null {
  const ends = [title.indexOf(":"), title.indexOf("|")].filter((i) => i > 0);
  if (!ends.length) return null;
  const label = foldedPhrase(title.slice(0, Math.min(...ends)));
  return label && label.split(" ").length <= 3 ? label : null;
}

/** Whether a folder or a word is an episode's number: "ep12", "ep-12". */
function isEpisodeNumber(word: string): boolean {
  if (!word.startsWith("ep")) return false;
  const rest = word.slice(word.startsWith("ep-") ? 3 : 2);
  return isNumeral(rest);
}

/** A title's folded words with its numbers as words: "Ep. 25" is "ep number", "2023 in review" is "year in review". */
function titleWords(title: string): string {
  return words(title)
    .flatMap((w) => {
      if (isEpisodeNumber(w)) return ["ep", "number"];
      if (!isNumeral(w)) return [w];
      return w.length === 4 && (w.startsWith("19") || w.startsWith("20")) ? ["year"] : ["number"];
    })
    .join(" ");
}

/** "How Brightfold kept support steady …": a story of how someone else (a name, not "we" or "you") did something. */
function tellsHowSomeoneDid(title: string): boolean {
  const start = title.trimStart();
  if (!start.startsWith("How ") && !start.startsWith("how ")) return false;
  const rest = start.slice(4).split(" ").filter(Boolean);
  const first = rest[0] ?? "";
  if (!isCapitalised(first) || NOT_SOMEONE.has(first.toLowerCase())) return false;
  const verb = isCapitalised(rest[1] ?? "") ? rest[2] : rest[1];
  const initial = verb?.[0] ?? "";
  return initial >= "a" && initial <= "z";
}

/** Who a "How … did" title tells of when it is not someone else. */
const NOT_SOMEONE = new Set(["we", "i", "to", "our", "you", "your", "it", "this", "they"]);

/** The kind a page's text tells: code, a podcast's notes, a republished post, systems' or a conference's words. */
function kindByText(text: string): PageKindName | null {
  // Code in the text: lines that read as a program more than as prose.
  const lines = text.split("\n");
  const code = lines.filter(isCodeLine).length;
  if (code >= 3 && code >= lines.length / 10) return "engineering";
  if (PODCAST_CUES.test(text)) return "podcast";
  // A post republished or translated from an earlier one tells what was news then.
  if (REPUBLISHED_CUES.test(text)) return "retrospective";
  const folded = new Set(words(text));
  // A text full of systems' words is an engineering write-up, whatever its title plays on.
  const tech = [...folded].filter((w) => TECH_WORDS.has(w) || TECH_STEMS.some((s) => w.startsWith(s))).length;
  if (tech + TECH_PHRASE_CUES.filter((p) => p.test(text)).length >= 6) return "engineering";
  // A text told in a conference's words (a booth, a panel, a keynote, the attendees) recaps an event.
  if (EVENT_WORDS.filter((w) => folded.has(w)).length >= 4) return "event_recap";
  return null;
}

/**
 * The earlier date a post says it was first published on ("Originally published 14 March 2023", "We're republishing a
 * post from March 2023"), when that date is past; null for a post that says nothing of it, or was first published
 * lately (a press release "originally published on Business Wire" this week).
 */
export function republishedFrom(text: string, now: Date): string | null {
  const m = REPUBLISHED_CUES.exec(text);
  if (!m) return null;
  const line = text.slice(m.index).split("\n")[0]!.slice(0, 120);
  const time = timeOf(line, now);
  return time?.past && time.date ? time.text : null;
}

function isCodeLine(line: string): boolean {
  const end = line.trimEnd();
  const start = line.trimStart();
  return CODE_LINE_ENDS.some((c) => end.endsWith(c)) || CODE_LINE_OPENERS.some((o) => start.startsWith(o));
}

/**
 * The kind of a new post of the company's site, where it stands deciding first: an entry of its release notes, a
 * product's page its menu started linking to; else what its address, title and text say (pageKindOf).
 */
export function postKindOf(url: string, title: string, text: string, pages: SnapshotPage[]): PageKindName | null {
  if (isReleaseNote(url, pages)) return "changelog";
  if (isNewProductPage(url, pages)) return "product_page";
  const kind = pageKindOf(url, title, text);
  // A press page's entry linking to another's show ("Listen: our co-founder on Home Truths") is coverage of the
  // company's people there, not an episode of the company's own podcast.
  return kind === "podcast" && offSite(url, pages) ? null : kind;
}

/** Whether a post's address leaves the site its home page is on (a press page's link to an outlet). */
function offSite(postUrl: string, pages: SnapshotPage[]): boolean {
  const home = pages.find((p) => p.ok && p.kind === "home");
  const [post, site] = [parseAbsoluteHttpUrl(postUrl), home && parseAbsoluteHttpUrl(home.url)];
  return !!post && !!site && !isSameSite(post, site);
}

/** Path segments of release notes (an extension aside): /changelog, /releases, /release-notes, /whats-new… */
const RELEASE_NOTES = new Set([
  "changelog",
  "change-log",
  "releases",
  "releasenotes",
  "release-notes",
  "whatsnew",
  "whats-new",
  "what-s-new",
  "productupdates",
  "product-updates",
  "productnews",
  "product-news",
]);

/** Whether a URL's path has a release-notes segment ("/blog/changelog.html", "/docs/releases/2.0"). */
function isReleaseNotesPath(url: string): boolean {
  let path = "";
  try {
    path = new URL(url).pathname;
  } catch {
    return false;
  }
  return path.split("/").some((segment) => RELEASE_NOTES.has((segment.split(".")[0] ?? "").toLowerCase()));
}

/** Whether a new post is a product's own page the menu started linking to (`/products/forecast`). */
function isNewProductPage(postUrl: string, pages: SnapshotPage[]): boolean {
  const url = bareUrl(postUrl);
  return pages.some((p) => p.ok && p.kind === "home" && (p.products ?? []).some((l) => bareUrl(l.url) === url));
}

/** Whether a new post is an entry of release notes: its own URL is under one, or a release-notes index lists it. */
function isReleaseNote(postUrl: string, pages: SnapshotPage[]): boolean {
  if (isReleaseNotesPath(postUrl)) return true;
  const url = bareUrl(postUrl);
  return pages.some(
    (p) =>
      p.ok &&
      p.kind === "blog" &&
      isReleaseNotesPath(p.finalUrl ?? p.url) &&
      [...(p.posts ?? []), ...(p.items ?? [])].some((l) => bareUrl(l.url) === url),
  );
}
