import { parseAbsoluteHttpUrl } from "../../identity";
import type { NewPost, PageChange } from "../diff";
import {
  isAlwaysSevere,
  needsAttentionFor,
  recommendationFor,
  type ChangeType,
  type Evidence,
  type Severity,
  type SignalDraft,
  type SignalType,
} from "../signal";
import type { SnapshotLink, SnapshotPage, SnapshotPerson } from "../snapshot";
import { regionOf } from "../extract/places";
import { tiedByEvidence } from "../mentions";
import { matchWatchItem, type WatchItem, type WatchMatch } from "../watch";
import { addScores, bestType, type TypeScores } from "./lexicon";
import { pageKindOf, readText, type PageKindName, type ReadingContext, type StatementReading } from "./statements";
import { mergeSameEvents } from "./merge";
import type { AnalyserName, StoredAnalysis } from "./stored";
import type { AnalysisInput, SignalAnalyser } from "./types";

/*
 * The deterministic analyser: every change becomes a finding with a type (by the lexicon's
 * event-shaped statements) and a strength, the URL of what changed and the changed text quoted;
 * findings that match a watch item come first (each says which items and why); the strongest is
 * the signal. Used when no language model is configured, and as the model's fallback.
 */

export interface Finding {
  type: ChangeType | "other";
  strength: number;
  /** Completes "<Company> …", e.g. `published “Introducing Picker 2”`. */
  headline: string;
  /** The text the type and the watch items were read from. */
  text: string;
  /** The item or page that changed (the post, the job or careers page, the team page, the feed item). */
  url: string | null;
  /** The changed text, quoted: lines added and removed, each side cut to `QUOTE_CHARS`. */
  quote: Quote;
  /** The event-shaped statements that typed it ("raised a $40M Series B"). */
  cues: string[];
  evidence: Evidence[];
  matchedWatchItems: string[];
  /** Each watch item matched, and why. */
  watchMatches: WatchMatch[];
  /** Where it was seen when not only on the company's site ("site", "news", "hn", "github"): one event, several sources. */
  sources?: string[];
  /** How an off-site item was tied to the company (`name`, `domain`, `link`, `founder`, `sector`). */
  tiedBy?: string[];
  /** Each event-shaped statement read in it: counted, or dropped and by which rule (statements.ts). */
  statements?: StatementReading[];
  /** The kind of page it is when not an ordinary post (an engineering write-up, a podcast page…). */
  pageKind?: PageKindName;
  /** Nothing in it is stated as the company's news (a post titled as a question, say): it matches nothing watched. */
  mention?: boolean;
}

export interface Quote {
  added: string;
  removed: string;
}

/** A finding before the watch list is read against it. */
export type RawFinding = Omit<Finding, "matchedWatchItems" | "watchMatches">;

/** Feed items this recent count as news on a company's first run. */
const RECENT_DAYS = 30;
const MAX_EVIDENCE = 10;
/** Each side of a finding's quote (what an investor reads in the full view before clicking through). */
export const QUOTE_CHARS = 500;
/** Titles that make a person on a team page an executive (a leadership change, not a hire). */
const EXECUTIVE =
  /\b(chief|c[etfoimrp]o|ciso|vp|svp|evp|vice president|head of|president|general counsel|managing director|director|co-?founder|founder|gesch[äa]ftsf[üu]hrer(in)?|vorstand|(mit)?gr[üu]nder(in)?|directeur|directrice|pr[ée]sident(e)?|(co-?)?fondat(eur|rice)|directora|presidenta|(co-?)?fundador(a)?|consejer[oa] delegad[oa])\b/i;

export class LocalAnalyser implements SignalAnalyser {
  readonly name = "local";
  async analyse(input: AnalysisInput): Promise<SignalDraft> {
    return analyseLocally(input);
  }
}

export function analyseLocally(input: AnalysisInput): SignalDraft {
  const { diff } = input;
  if (!diff.firstRun && !diff.changed) return noMaterialChange(input);
  const raw = mergeSameEvents(diff.firstRun ? recentFindings(input) : changeFindings(input), input.company.name);
  const findings = rankFindings(raw.map((f) => withWatchMatches(input.watchItems, f)));
  const primary = findings[0];

  if (diff.firstRun && (!primary || primary.matchedWatchItems.length === 0)) return baseline(input, findings);
  if (!primary) return noMaterialChange(input);

  const matched = primary.matchedWatchItems;
  const type: SignalType = primary.type;
  const severity = severityOf(primary);
  const others = findings.slice(1);
  const summary = [
    `${input.company.name} ${primary.headline}${type === "other" ? "" : ` (${type.replace(/_/g, " ")})`}.`,
    matched.length
      ? `Matches your watch item${matched.length > 1 ? "s" : ""} ${matched.map((m) => `“${m}”`).join(", ")}.`
      : "Nothing you track matched.",
    others.length
      ? `Also: ${others
          .slice(0, 3)
          .map((f) => f.headline)
          .join("; ")}${others.length > 3 ? `; and ${others.length - 3} more` : ""}.`
      : "",
  ]
    .filter(Boolean)
    .join(" ");
  return {
    type,
    severity,
    recommendation: recommendationFor(severity, type),
    needsAttention: needsAttentionFor(severity),
    summary,
    evidence: evidenceOf(findings),
    matchedWatchItems: [
      ...new Set(findings.flatMap((f) => (f === primary || f.type === primary.type ? f.matchedWatchItems : []))),
    ],
    analysis: analysisOf(input, findings, { analyser: "local" }),
  };
}

/**
 * Severity of the signal a finding leads: corporate events are high wherever they appear; else
 * low when nothing watched matched, high for watched fundraising or a strong finding, medium.
 */
export function severityOf(primary: Pick<Finding, "type" | "strength" | "matchedWatchItems" | "tiedBy">): Severity {
  // Evidence before name: an item off the site tied to the company by its name alone never alerts above low.
  if (primary.tiedBy && !tiedByEvidence(primary.tiedBy)) return "low";
  if (primary.type !== "other" && isAlwaysSevere(primary.type)) return "high";
  if (primary.matchedWatchItems.length === 0) return "low";
  return primary.type === "fundraising" || primary.strength >= 5 ? "high" : "medium";
}

/**
 * Watched findings first, then what is the company's by evidence (not an off-site item tied by
 * its name alone), then corporate events, then the strongest: the first leads the signal.
 */
export function rankFindings(findings: Finding[]): Finding[] {
  const severe = (f: Finding) => Number(f.type !== "other" && isAlwaysSevere(f.type));
  const evidenced = (f: Finding) => Number(!f.tiedBy || tiedByEvidence(f.tiedBy));
  return [...findings].sort(
    (a, b) =>
      Number(b.matchedWatchItems.length > 0) - Number(a.matchedWatchItems.length > 0) ||
      evidenced(b) - evidenced(a) ||
      severe(b) - severe(a) ||
      b.strength - a.strength,
  );
}

export function withWatchMatches(items: WatchItem[], f: RawFinding): Finding {
  // Every event statement in it was read as someone else's, past or not asserted: a mention, which matches nothing watched.
  if (f.mention || (f.statements?.length && !f.statements.some((s) => s.counted)))
    return { ...f, watchMatches: [], matchedWatchItems: [] };
  const watchMatches = items.map((i) => matchWatchItem(i, f)).filter((m): m is WatchMatch => m !== null);
  return { ...f, watchMatches, matchedWatchItems: watchMatches.map((m) => m.label) };
}

/** The findings of a later run: one per new post, careers change, page change, team change. */
export function changeFindings(input: AnalysisInput): RawFinding[] {
  const { diff, company } = input;
  const out: RawFinding[] = [];
  for (const post of diff.newPosts) {
    // An off-site item new to its source but long published (a search surfacing an old article) is history, not news.
    if (
      post.detail &&
      post.publishedAt &&
      new Date(post.publishedAt).getTime() < input.now.getTime() - RECENT_DAYS * 86_400_000
    )
      continue;
    const kind = post.detail
      ? null
      : isReleaseNote(post.url, input.pages)
        ? "release_note"
        : isNewProductPage(post.url, input.pages)
          ? "product_page"
          : null;
    out.push(postFinding(post, readingOf(input), kind));
  }

  const careersUrl = diff.careersUrl ?? pageUrlOf(input.pages, ["careers"]);
  if (diff.jobsAdded.length) {
    const n = diff.jobsAdded.length;
    // A hiring wave (3+ new roles) or a first senior role is the signal; one more ordinary role is a minor change.
    const signal = diff.jobs?.hiringSignal ?? n >= 3;
    const why = diff.jobs?.wave ? "a hiring wave: " : diff.jobs?.firstSenior ? "a first senior role: " : "";
    const jobLinks = (diff.jobs?.added ?? [])
      .filter((j) => j.url)
      .slice(0, 3)
      .map((j) => ({ url: j.url!, title: j.title }));
    out.push({
      type: "hiring",
      strength: signal ? 3 + Math.min(n, 6) * 0.5 : 1.2,
      headline: `listed ${why}${n} new role${n > 1 ? "s" : ""}: ${list(diff.jobsAdded)}`,
      text: `hiring new roles: ${diff.jobsAdded.join(", ")}`,
      url: careersUrl,
      quote: quoteOf(diff.jobsAdded, diff.jobsRemoved),
      cues: signal ? [`${why}${diff.jobsAdded.join(", ")}`] : [],
      evidence: [...(careersUrl ? [{ url: careersUrl, title: "Careers" }] : []), ...jobLinks],
    });
    // Roles in countries the company had none in: expansion into them.
    const abroad = diff.jobs?.newCountries ?? [];
    if (abroad.length) {
      const names = abroad.map((c) => c.name);
      const regions = [...new Set(abroad.map((c) => regionOf(c.country)).filter((r): r is string => !!r))];
      const roles = abroad.flatMap((c) => c.roles);
      out.push({
        type: "hiring",
        // Above the roles' own finding (they are one event, merged): the expansion is the news.
        strength: Math.max(4, (signal ? 3 + Math.min(n, 6) * 0.5 : 1.2) + 0.5),
        headline: `opened its first roles in ${list(names)}: international expansion`,
        // Worded as investors word what they watch: expansion, international growth, new markets, the countries and their region.
        text: `international expansion into ${[...names, ...regions].join(", ")}: expanding abroad into new markets (international growth, global expansion) with its first roles there: ${roles.map((r) => `${r.title} (${r.location})`).join(", ")}`,
        url: careersUrl,
        quote: quoteOf(
          roles.map((r) => `${r.title} — ${r.location}`),
          [],
        ),
        cues: [
          `first roles in ${list(names)}, where its listings had none: expansion into ${names.length > 1 ? "new countries" : "a new country"}`,
        ],
        evidence: [
          ...(careersUrl ? [{ url: careersUrl, title: "Careers" }] : []),
          ...roles
            .filter((j) => j.url)
            .slice(0, 3)
            .map((j) => ({ url: j.url!, title: `${j.title} (${j.location})` })),
        ],
      });
    }
  } else if (diff.jobsRemoved.length) {
    const n = diff.jobsRemoved.length;
    out.push({
      type: "hiring",
      strength: 1,
      headline: `took down ${n} job listing${n > 1 ? "s" : ""}: ${list(diff.jobsRemoved)}`,
      text: `roles closed: ${diff.jobsRemoved.join(", ")}`,
      url: careersUrl,
      quote: quoteOf([], diff.jobsRemoved),
      cues: [],
      // The closed roles' own pages (a board's job URLs), so the evidence names what was taken down.
      evidence: [
        ...(careersUrl ? [{ url: careersUrl, title: "Careers" }] : []),
        ...(diff.jobs?.removed ?? [])
          .filter((j) => j.url)
          .slice(0, 3)
          .map((j) => ({ url: j.url!, title: j.title })),
      ],
    });
  }

  for (const raw of diff.pageChanges) {
    if (raw.kind === "careers" && (diff.jobsAdded.length || diff.jobsRemoved.length)) continue; // told above
    const change = {
      ...raw,
      added: raw.added.filter((l) => !isConsentLine(l)),
      removed: raw.removed.filter((l) => !isConsentLine(l)),
    };
    if (!change.added.length && !change.removed.length) continue;
    const added = change.added.join("\n");
    const read = readText(added, { ...readingOf(input), ownSite: true, pageKind: null });
    const best = bestType(addScores(read.scores, pagePrior(change)));
    const first = change.added[0] ?? change.removed[0] ?? "";
    const items = itemLinks(change, input.pages);
    out.push({
      type: best?.type ?? "other",
      // A changed line that states no event is weak, a removal weaker still.
      strength: best?.score ?? (change.added.length ? 0.5 : 0.4),
      headline: change.added.length
        ? `changed its ${change.kind} page: “${clip(first, 120)}”`
        : `removed from its ${change.kind} page: “${clip(first, 120)}”`,
      text: added || change.removed.join("\n"),
      url: items[0]?.url ?? change.url,
      quote: quoteOf(change.added, change.removed),
      cues: best ? cuesOf(read.readings, best.type, change.kind) : [],
      evidence: [
        { url: change.url, title: change.title ?? `${change.kind} page` },
        ...items.map((l) => ({ url: l.url, title: l.text })),
      ],
      ...(read.readings.length ? { statements: read.readings } : {}),
    });
  }

  const executives = diff.peopleAdded.filter((p) => EXECUTIVE.test(p.role ?? ""));
  for (const p of executives) {
    out.push({
      type: "leadership_change",
      strength: 3.5,
      headline: `named ${p.name} ${p.role} on its team page`,
      text: `${p.name} joins as ${p.role}`,
      url: p.pageUrl,
      quote: quoteOf([personLine(p)], []),
      cues: [`${p.name} joins as ${p.role}`],
      evidence: [{ url: p.pageUrl, title: "Team" }],
    });
  }
  const others = diff.peopleAdded.filter((p) => !executives.includes(p));
  if (others.length) {
    out.push({
      type: "hiring",
      strength: 1.5,
      headline: `added ${list(others.map((p) => (p.role ? `${p.name} (${p.role})` : p.name)))} to its team page`,
      text: others.map((p) => `${p.name} joins as ${p.role ?? "team member"}`).join("\n"),
      url: others[0].pageUrl,
      quote: quoteOf(others.map(personLine), []),
      cues: [],
      evidence: [...new Set(others.map((p) => p.pageUrl))].map((url) => ({ url, title: "Team" })),
    });
  }
  if (diff.peopleRemoved.length) out.push(...departureFindings(input));
  for (const lost of diff.pagesLost) {
    out.push({
      type: "other",
      strength: 0.3,
      headline: `lost its ${lost.kind} page (${lost.reason})`,
      text: "",
      url: lost.url,
      quote: quoteOf([], []),
      cues: [],
      evidence: [{ url: lost.url, title: `${lost.kind} page` }],
    });
  }
  return out;
}

/**
 * People no longer on the team pages. A founder or an executive leaving is a leadership change
 * naming the person and the title (read from the previous snapshot when the run passes it, else
 * known founders); anyone else is a minor team change.
 */
function departureFindings(input: AnalysisInput): RawFinding[] {
  const { diff, company } = input;
  const before = new Map(
    (input.previousPages ?? []).flatMap((p) =>
      (p.people ?? []).map((person) => [person.name, { person, url: p.finalUrl ?? p.url }] as const),
    ),
  );
  const teamUrl = pageUrlOf(input.pages, ["team", "about"]) ?? [...before.values()][0]?.url ?? null;
  const out: RawFinding[] = [];
  const minor: string[] = [];
  for (const name of diff.peopleRemoved) {
    const was = before.get(name);
    const founder = company.founders.includes(name) || was?.person.isFounder === true;
    const role = was?.person.role ?? (founder ? "Founder" : null);
    if (!role || !(founder || EXECUTIVE.test(role))) {
      minor.push(name);
      continue;
    }
    const url = was?.url ?? teamUrl;
    out.push({
      type: "leadership_change",
      strength: founder ? 4 : 3.5,
      headline: `no longer lists ${name} (${role}) on its team page`,
      text: `${name}, ${role}, left the company`,
      url,
      quote: quoteOf([], [`${name} — ${role}`]),
      cues: [`${name} (${role}) left the team page`],
      evidence: url ? [{ url, title: "Team" }] : [],
    });
  }
  if (minor.length) {
    out.push({
      type: "other",
      strength: 0.5,
      headline: `no longer lists ${list(minor)} on its team page`,
      text: `left: ${minor.join(", ")}`,
      url: teamUrl,
      quote: quoteOf([], minor),
      cues: [],
      evidence: teamUrl ? [{ url: teamUrl, title: "Team" }] : [],
    });
  }
  return out;
}

/** A new post's kind of page, when it says the type: an entry of release notes, a new product page. */
type PostKind = "release_note" | "product_page" | null;

/** Who the statements of a run are read for: the company, its founders, the run's time. */
function readingOf(input: AnalysisInput): Omit<ReadingContext, "ownSite" | "pageKind"> {
  return {
    company: { name: input.company.name, founders: input.company.founders, website: input.company.website },
    now: input.now,
  };
}

/** Characters of a post's text read: enough for the news a long post gives in its third or fourth paragraph. */
const POST_CHARS = 8000;

function postFinding(
  post: NewPost,
  reading: Omit<ReadingContext, "ownSite" | "pageKind">,
  kind: PostKind = null,
): RawFinding {
  const founders = reading.company.founders;
  const releaseNote = kind !== null;
  const detail = post.detail;
  const body = (post.text ?? "").slice(0, POST_CHARS);
  // Off the site the text is a journalist's or a stranger's: "we" is not the company there unless it is named.
  const pageKind = detail || releaseNote ? null : pageKindOf(post.url, post.title, body);
  const ctx: ReadingContext = { ...reading, ownSite: !detail, pageKind };
  const title = readText(post.title, ctx, 2);
  const text = readText(body, ctx);
  let scores = addScores(title.scores, text.scores);
  // An entry of a changelog or release notes is a product update, unless it states another event.
  if (releaseNote) scores = { ...scores, product_update: scores.product_update + KIND_PRIOR };
  // What an off-site source establishes (a Show HN, a release, a founder's notable repo) weighs like the kind of page.
  if (detail?.type) scores = { ...scores, [detail.type]: scores[detail.type] + KIND_PRIOR };
  // A post about a founder (a talk, an interview) amplifies the founder.
  if (founders.some((f) => f && `${post.title}\n${body}`.includes(f)) && scores.founder_amplified >= 2) {
    scores = { ...scores, founder_amplified: scores.founder_amplified + 2 };
  }
  const best = bestType(scores);
  const readings = [...title.readings, ...text.readings];
  const why = [
    ...(releaseNote && best?.type === "product_update"
      ? [
          kind === "product_page"
            ? "a new product page the site's menu links to"
            : "an entry of the changelog / release notes",
        ]
      : []),
    ...(detail?.cue && (!detail.type || best?.type === detail.type) ? [detail.cue] : []),
  ];
  return {
    type: best?.type ?? "other",
    strength: best ? best.score : 0.8,
    headline: `${detail ? (OFFSITE_VERB[detail.source] ?? "was named in") : "published"} “${clip(post.title, 140)}”`,
    text: `${post.title}\n${body}`,
    url: post.url,
    quote: quoteOf(
      [post.title, ...body.split("\n")].filter((l) => l.trim()),
      [],
    ),
    cues: best ? [...why, ...countedStatements(readings, best.type)].slice(0, 3) : detail?.cue ? [detail.cue] : [],
    evidence: [
      { url: post.url, title: detail?.label ?? post.title },
      ...(detail?.links ?? []).map((l) => ({ url: l.url, title: l.text })),
    ],
    sources: [detail?.source ?? "site"],
    ...(detail?.tiedBy ? { tiedBy: detail.tiedBy } : {}),
    ...(readings.length ? { statements: readings.slice(0, 12) } : {}),
    ...(pageKind ? { pageKind } : {}),
    // A title asking a question ("Is Acme for sale?") over a text that states nothing is a mention.
    ...(titleUnasserted(post.title) && !readings.some((r) => r.counted) ? { mention: true } : {}),
  };
}

/** A title that asks ("Is Acme for sale?") or denies ("No, we're not cutting the team") states no news. */
export function titleUnasserted(title: string): boolean {
  return /\?/.test(title) || /^\s*no[,.!:]|\b(?:not|never|n['’]t)\b/i.test(title);
}

/** The statements that counted toward `type`, for the finding's "why". */
function countedStatements(readings: StatementReading[], type: ChangeType): string[] {
  return [...new Set(readings.filter((r) => r.counted && r.type === type).map((r) => r.statement))];
}

/** How a headline introduces an item from outside the company's site ("Acme was covered in “…”"). */
const OFFSITE_VERB: Record<string, string> = {
  news: "was covered in the press:",
  hn: "was on Hacker News:",
  github: "shipped on GitHub:",
  sec: "filed with the SEC:",
  npm: "released on npm:",
  pypi: "released on PyPI:",
  crates: "released on crates.io:",
  appstore: "released on the App Store:",
};

/*
 * The kind of page a change comes from is evidence of its type: an entry on a
 * changelog / release notes / what's new page is a product update unless it states another event;
 * a change on a pricing page is a product update (pricing and packaging); a new entry on a
 * customers / case studies page is a customer signal. The prior alone reaches the 1.5 a type needs,
 * and an event statement of another type (weight 3 and up) still outweighs it.
 */
const KIND_PRIOR = 2;
/** Paths and titles of release notes: /changelog, /releases, /release-notes, /whats-new, /product-updates. */
const RELEASE_NOTES =
  /(?:^|\/)(?:change-?log|releases|release-?notes|whats-?new|what-s-new|product-?updates|product-?news)(?:$|[/.])/i;

/**
 * Whether a new post is a product's own page the menu started linking to (`/products/forecast`):
 * a launch unless it states another event.
 */
export function isNewProductPage(postUrl: string, pages: SnapshotPage[]): boolean {
  const bare = postUrl.replace(/#.*$/, "").replace(/\/$/, "");
  return pages.some(
    (p) =>
      p.ok &&
      p.kind === "home" &&
      (p.products ?? []).some((l) => l.url.replace(/#.*$/, "").replace(/\/$/, "") === bare),
  );
}

/** Whether a new post is an entry of release notes: its own URL is under one, or a release-notes index lists it. */
export function isReleaseNote(postUrl: string, pages: SnapshotPage[]): boolean {
  const path = (u: string) => {
    try {
      return new URL(u).pathname;
    } catch {
      return "";
    }
  };
  if (RELEASE_NOTES.test(path(postUrl))) return true;
  const bare = postUrl.replace(/#.*$/, "").replace(/\/$/, "");
  return pages.some(
    (p) =>
      p.ok &&
      p.kind === "blog" &&
      RELEASE_NOTES.test(path(p.finalUrl ?? p.url)) &&
      [...(p.posts ?? []), ...(p.items ?? [])].some((l) => l.url.replace(/#.*$/, "").replace(/\/$/, "") === bare),
  );
}

/** A line that says something (four words or more), not a button label ("Talk to sales") or a price. */
function isStatement(line: string): boolean {
  return (line.match(/\p{L}[\p{L}'’-]*/gu) ?? []).length >= 4;
}

/** The type a steady page's kind lends a change that says something on it. */
export function pagePrior(change: Pick<PageChange, "kind" | "added" | "removed">): Partial<TypeScores> {
  if (change.kind === "pricing" && [...change.added, ...change.removed].some(isStatement))
    return { product_update: KIND_PRIOR };
  if (change.kind === "customers" && change.added.some(isStatement)) return { customer_partnership: KIND_PRIOR };
  // What a product page newly says of the product (a new capability, a new tier) is a product update, unless it states more.
  if (change.kind === "product" && change.added.some(isStatement)) return { product_update: KIND_PRIOR };
  return {};
}

function cuesOf(readings: StatementReading[], type: ChangeType, kind: PageChange["kind"]): string[] {
  const why =
    (kind === "pricing" && type === "product_update") ||
    (kind === "customers" && type === "customer_partnership") ||
    (kind === "product" && type === "product_update")
      ? [`new on the ${kind} page`]
      : [];
  return [...why, ...countedStatements(readings, type)].slice(0, 3);
}

/**
 * Links on the changed page that lead to what was added (a new customer card's case study, a new
 * tier's page): same site, not the page itself, and their text holds an added line or is held by one.
 */
export function itemLinks(change: Pick<PageChange, "url" | "added">, pages: SnapshotPage[]): SnapshotLink[] {
  const page =
    pages.find((p) => p.ok && (p.finalUrl ?? p.url) === change.url) ?? pages.find((p) => p.ok && p.url === change.url);
  if (!page?.links?.length) return [];
  const norm = (s: string) => s.replace(/\s+/g, " ").trim().toLowerCase();
  const lines = change.added.map(norm).filter((l) => l.length >= 12);
  if (!lines.length) return [];
  let origin: string;
  try {
    origin = new URL(change.url).origin;
  } catch {
    return [];
  }
  const self = change.url.replace(/#.*$/, "").replace(/\/$/, "");
  const out: SnapshotLink[] = [];
  for (const link of page.links) {
    const url = parseAbsoluteHttpUrl(link.url);
    if (!url) continue;
    if (url.origin !== origin || link.url.replace(/#.*$/, "").replace(/\/$/, "") === self) continue;
    const text = norm(link.text);
    if (
      text.length >= 12 &&
      lines.some((l) => text.includes(l) || l.includes(text)) &&
      !out.some((o) => o.url === link.url)
    )
      out.push(link);
  }
  return out.slice(0, 3);
}

/** First run: news in the feed from the last month, read as if it had just appeared. */
function recentFindings(input: AnalysisInput): RawFinding[] {
  const cutoff = input.now.getTime() - RECENT_DAYS * 86_400_000;
  const items = input.pages
    .flatMap((p) => p.feedItems ?? [])
    .filter((i) => i.publishedAt && new Date(i.publishedAt).getTime() >= cutoff);
  return items.map((i) =>
    postFinding(
      {
        url: i.url,
        title: i.title,
        publishedAt: i.publishedAt,
        text: i.detail?.text ?? null,
        ...(i.detail ? { detail: i.detail } : {}),
      },
      readingOf(input),
    ),
  );
}

/** The first run's description of the current state. */
function baseline(input: AnalysisInput, findings: Finding[]): SignalDraft {
  const { pages, company } = input;
  const home = pages.find((p) => p.kind === "home" && p.ok);
  // The latest of the company's own posts (press and other off-site items are not its posts).
  const feedItems = pages.flatMap((p) => p.feedItems ?? []).filter((i) => !i.detail);
  const latest = [...feedItems].sort((a, b) => (b.publishedAt ?? "").localeCompare(a.publishedAt ?? ""))[0];
  // The careers page, else a job board the roles are on (an embedded board's page lists none).
  const boards = pages.filter((p) => p.kind === "board" && p.ok);
  const careers =
    pages.find((p) => p.kind === "careers" && p.ok && p.jobTitles?.length) ??
    boards[0] ??
    pages.find((p) => p.kind === "careers" && p.ok);
  const roles = [...new Set([careers, ...boards].flatMap((p) => p?.jobTitles ?? []))];
  const people = pages.flatMap((p) => p.people ?? []);
  const parts = [
    `First look at ${company.name}${company.description ? `: ${clip(company.description, 200).replace(/\.$/, "")}` : ""}.`,
  ];
  if (latest)
    parts.push(
      `Latest post: “${clip(latest.title, 120)}”${latest.publishedAt ? ` (${latest.publishedAt.slice(0, 10)})` : ""}.`,
    );
  if (careers)
    parts.push(
      roles.length
        ? `${roles.length} open role${roles.length > 1 ? "s" : ""}, including ${list(roles.slice(0, 2))}.`
        : "No open roles listed.",
    );
  if (people.length) parts.push(`The team page names ${people.length} ${people.length > 1 ? "people" : "person"}.`);
  parts.push("Later runs report what changes against this baseline.");

  const evidence: Evidence[] = [];
  if (home) evidence.push({ url: home.finalUrl ?? home.url, title: home.title ?? company.name });
  if (latest) evidence.push({ url: latest.url, title: latest.title });
  if (careers) evidence.push({ url: careers.finalUrl ?? careers.url, title: careers.title ?? "Careers" });
  return {
    type: "other",
    severity: "low",
    recommendation: "monitor",
    needsAttention: false,
    summary: parts.join(" "),
    evidence,
    matchedWatchItems: [],
    analysis: analysisOf(input, findings, { analyser: "local", baseline: baselineFacts(pages) }),
  };
}

export function noMaterialChange(input: AnalysisInput, extra: Record<string, unknown> = {}): SignalDraft {
  return {
    type: "no_material_change",
    severity: "none",
    recommendation: "no_action",
    needsAttention: false,
    summary: `No material change on ${input.company.name}'s website, blog, careers or team pages since the last run.`,
    evidence: [],
    matchedWatchItems: [],
    analysis: analysisOf(input, [], { analyser: "local", ...extra }),
  };
}

export function matchWatchItems(items: WatchItem[], f: Pick<Finding, "type" | "text">): string[] {
  return items.filter((i) => matchWatchItem(i, f) !== null).map((i) => i.label);
}

export function evidenceOf(findings: Pick<Finding, "evidence">[]): Evidence[] {
  const out: Evidence[] = [];
  for (const e of findings.flatMap((f) => f.evidence)) if (!out.some((o) => o.url === e.url)) out.push(e);
  return out.slice(0, MAX_EVIDENCE);
}

/** The full analysis stored with the signal: what changed, each finding, each watch item's matches. */
export function analysisOf(
  input: AnalysisInput,
  findings: Finding[],
  extra: { analyser: AnalyserName } & Record<string, unknown>,
): StoredAnalysis & Record<string, unknown> {
  const { diff } = input;
  return {
    ...extra,
    firstRun: diff.firstRun,
    changes: {
      // An off-site item names its source (news, hn, github): the web app calls it an article, a story or a release.
      newPosts: diff.newPosts.map((p) => ({
        url: p.url,
        title: p.title,
        publishedAt: p.publishedAt,
        ...(p.detail?.source ? { source: p.detail.source } : {}),
      })),
      jobsAdded: diff.jobsAdded,
      jobsRemoved: diff.jobsRemoved,
      // The same roles with their links, where the listing gave them.
      ...(diff.jobs
        ? {
            jobs: {
              added: diff.jobs.added.map(roleOf),
              removed: diff.jobs.removed.map(roleOf),
              listingUrl: diff.careersUrl,
            },
          }
        : {}),
      pageChanges: diff.pageChanges,
      peopleAdded: diff.peopleAdded.map((p) => ({
        name: p.name,
        role: p.role,
        linkedinUrl: p.linkedinUrl,
        pageUrl: p.pageUrl,
      })),
      peopleRemoved: diff.peopleRemoved,
      pagesLost: diff.pagesLost,
    },
    findings: findings.map((f) => ({
      type: f.type,
      strength: f.strength,
      headline: f.headline,
      url: f.url,
      quote: f.quote,
      cues: f.cues,
      matchedWatchItems: f.matchedWatchItems,
      watchMatches: f.watchMatches,
      evidence: f.evidence,
      ...(f.sources ? { sources: f.sources } : {}),
      ...(f.tiedBy ? { tiedBy: f.tiedBy } : {}),
      // Why it did or did not alert: each statement, counted or dropped, and the rule that decided.
      ...(f.statements ? { statements: f.statements } : {}),
      ...(f.pageKind ? { pageKind: f.pageKind } : {}),
    })),
    // Off-site items left out as another company's of the same name, and why.
    namesakes: input.pages.flatMap((p) => (p.namesakes ?? []).map((n) => ({ source: p.source ?? "site", ...n }))),
    watchItems: input.watchItems.map((w) => {
      const by = findings.flatMap((f) =>
        f.watchMatches.filter((m) => m.label === w.label).map((m) => ({ finding: f.headline, why: m.why })),
      );
      return {
        label: w.label,
        kind: w.kind,
        type: w.type,
        keywords: w.keywords,
        matched: by.length > 0,
        matchedBy: by.map((b) => b.finding),
        why: by.map((b) => b.why),
      };
    }),
    notFetchable: input.pages
      .filter((p) => !p.ok && !p.fetchable)
      .map((p) => ({ url: p.url, owner: p.owner ?? null, reason: p.reason })),
  };
}

function roleOf(j: { title: string; team: string | null; location: string | null; url: string | null }) {
  return { title: j.title, team: j.team, location: j.location, url: j.url };
}

function baselineFacts(pages: SnapshotPage[]): Record<string, unknown> {
  return {
    pagesRead: pages
      .filter((p) => p.ok && !p.idle && !p.carried)
      .map((p) => ({ kind: p.kind, url: p.finalUrl ?? p.url, title: p.title ?? null })),
    openRoles: pages.find((p) => p.kind === "careers")?.jobTitles ?? [],
    recentPosts: pages.flatMap((p) => p.feedItems ?? []).slice(0, 5),
    people: pages.flatMap((p) => p.people ?? []).map((p) => ({ name: p.name, role: p.role })),
  };
}

/** Lines added and removed, each side cut to QUOTE_CHARS (whole lines while they fit). */
export function quoteOf(added: string[], removed: string[]): Quote {
  return { added: cutLines(added), removed: cutLines(removed) };
}

function cutLines(lines: string[]): string {
  let out = "";
  for (const line of lines.map((l) => l.trim()).filter(Boolean)) {
    const next = out ? `${out}\n${line}` : line;
    if (next.length > QUOTE_CHARS) return out ? `${out}\n…` : clip(line, QUOTE_CHARS);
    out = next;
  }
  return out;
}

/*
 * Cookie and consent banners: their wording ("we and our partners use cookies") states no event,
 * and a site's consent tool rewrites them at will. The diff is meant to drop them; the analyser
 * does not count them either, so a banner never becomes a finding.
 */
function isConsentLine(line: string): boolean {
  return (
    /\bcookies?\b|\bconsent(ing)?\b|\bgdpr\b|\bccpa\b|\bdo not sell\b|\b(your|about) privacy\b|\bprivacy (choices|preferences|settings)\b/i.test(
      line,
    ) &&
    /\b(use|uses|accept|reject|deny|decline|manage|care|preferences|settings|privacy|consent|partners|personali[sz]e|store|storing|access)\b/i.test(
      line,
    )
  );
}

function personLine(p: SnapshotPerson): string {
  return p.role ? `${p.name} — ${p.role}` : p.name;
}

function pageUrlOf(pages: SnapshotPage[], kinds: SnapshotPage["kind"][]): string | null {
  const page = pages.find((p) => p.ok && kinds.includes(p.kind));
  return page ? (page.finalUrl ?? page.url) : null;
}

function list(items: string[]): string {
  const shown = items.slice(0, 3).map((s) => clip(s, 60));
  return items.length > 3 ? `${shown.join(", ")} and ${items.length - 3} more` : shown.join(", ");
}

function clip(s: string, n: number): string {
  return s.length <= n ? s : `${s.slice(0, n - 1).trimEnd()}…`;
}
