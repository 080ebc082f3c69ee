import { parseAbsoluteHttpUrl } from "../../../identity/url";
import { findPhrase, foldedPhrase, isStopword, spaceTokens, stem, words } from "../../../text";
import type { PageChange } from "../../compare/index";
import type { ChangeType } from "../../signal";
import type { SnapshotLink, SnapshotPage } from "../../collect/snapshot";
import { clip, quoteOf, type RawFinding } from "../finding";
import { addScores, bestType, type TypeScores } from "../../read/lexicon";
import { countedStatements, KIND_PRIOR, readingOf } from "../post-finding";
import { readText, type StatementReading } from "../../read/index";
import { timeOf } from "../../read/time";
import type { AnalysisInput } from "../types";
import type { PageKindName } from "../../read/page-kind-cues";
import { bareUrl } from "../../collect/urls";
import { placesIn } from "../../collect/extract/places";
import { OFFICE_STRENGTH } from "./offices";
import { customerKnown, figuresToldBefore } from "../told-before";
import { isPromotion, isQuotation, isStatement, withTimelineYears } from "./line-kinds";
import { withoutFaq } from "../../compare/faq";

/** Share of content words two lines must have in common (Dice) for one to be the other reworded. */
const REWORDED = 0.75;

/** Whether `line` is one of the removed lines reworded: most of their content words in common. */
function isReworded(line: string, removed: string[]): boolean {
  const content = (l: string) => new Set(words(l).filter((w) => !isStopword(w)));
  const a = content(line);
  if (a.size < 3) return false;
  return removed.some((r) => {
    const b = content(r);
    const shared = [...a].filter((w) => b.has(w)).length;
    return (2 * shared) / (a.size + b.size) >= REWORDED;
  });
}

/** What the steady pages (home, pricing, customers, product…) newly say or no longer say. */
export function pageChangeFindings(input: AnalysisInput): RawFinding[] {
  return changedPageFindings(input, { takes: (kind) => kind !== "pricing", prior: pagePrior });
}

/** What a processor of steady pages decides: the kinds of page it takes, the type their kind lends a change. */
export interface PageRules {
  takes(kind: PageChange["kind"]): boolean;
  /** `texts`: the page's text last run and now, when it had both, and the site's other pages' last run. */
  prior(change: Pick<PageChange, "kind" | "added" | "removed" | "samePrices">, texts?: PageTexts): Partial<TypeScores>;
  /** A change that states no event and says nothing the page's news is made of (the same prices laid out again). */
  saysNothing?(change: PageChange): boolean;
}

const CASE_STUDY: PageKindName = "case_study";

/** The findings of the steady pages a processor takes, one per changed page that says something. */
export function changedPageFindings(input: AnalysisInput, rules: PageRules): RawFinding[] {
  const { diff } = input;
  const out: RawFinding[] = [];
  for (const raw of diff.pageChanges) {
    if (!rules.takes(raw.kind)) continue;
    if (raw.kind === "careers" && (diff.jobsAdded.length || diff.jobsRemoved.length)) continue; // told above
    const own = {
      ...raw,
      added: raw.added.filter((l) => !isConsentLine(l)),
      removed: raw.removed.filter((l) => !isConsentLine(l)),
    };
    // A customers page tells its customers' stories: like a case study's, their events are theirs.
    const ctx = { ...readingOf(input), ownSite: true, pageKind: raw.kind === "customers" ? CASE_STUDY : null };
    // The site's furniture (a banner, a footer line on every page) is news only when it states an event, and then by
    // that statement alone: the kind of page it landed on says nothing of it.
    const furniture = raw.siteWide?.length ? raw.siteWide.filter((l) => !isConsentLine(l) && !isPromotion(l)) : [];
    const eventful = furniture.length && readText(furniture.join("\n"), ctx).readings.some((r) => r.counted);
    const change = { ...own, added: [...(eventful ? furniture : []), ...own.added] };
    if (!change.added.length && !change.removed.length) continue;
    const added = change.added.join("\n");
    // A line reworded ("on our Lever job board" → "on our job board") says what it said: only new lines are read.
    // A promotion ("Black Friday early access: 25% off") is a sale, whatever its words: not read for an event.
    // A figure the site showed before, told again in new words ("1,400 companies cover their teams with Coverwell" →
    // "Trusted by 1,400 companies"), is no metric shared.
    const fresh = change.added.filter(
      (l) => !isReworded(l, change.removed) && !isPromotion(l) && !metricToldBefore(l, input, ctx),
    );
    const before = pageAt(input.previousPages ?? [], raw.url)?.text;
    const after = pageAt(input.pages, raw.url)?.text;
    const read = readText(withTimelineYears(fresh, after).join("\n"), ctx);
    const texts = before !== undefined && after !== undefined ? pageTexts(input, raw, before, after) : undefined;
    // New lines that only tell others' events ("News: Northlake raises $45M Series B") are those others' news: the
    // kind of page lends them nothing.
    const others = (r: StatementReading) => ["organisation", "person", "others"].includes(r.frame.subject.kind);
    const othersOnly = read.readings.length > 0 && read.readings.every((r) => !r.counted && others(r));
    const prior = othersOnly || pastReference(raw.kind, fresh, input.now) ? {} : rules.prior(own, texts);
    const scores = addScores(read.scores, prior);
    // A careers page that listed roles in both runs tells its hiring by its roles (the roles processor): its lines
    // ("See open roles", a hero rewritten) are no hiring of their own; nor, while that page did not change or the roles
    // read in both runs (a job board's too) gained none, is a "We're hiring!" bar on another page.
    if (rolesTellHiring(raw.kind, input, raw.siteWide ?? [])) scores.hiring = 0;
    const best = bestType(scores);
    // A change that states no event and that the page's kind does not type says something only when it is more than a
    // label renamed ("From the blog" → "Latest"), an entry added to a FAQ, or a line or two of promotion (a webinar's
    // title, a tagline reworded): a section rewritten (three sentences or more), or a sentence taken down.
    // Testimonials rotated (quoted lines) are the customers' words, not the company saying something new.
    const said = withoutFaq(change.added).filter((l) => isStatement(l) && !isQuotation(l));
    if (!best && rules.saysNothing?.(own)) continue;
    if (!best && said.length < 3 && !(change.added.length === 0 && change.removed.some(isStatement))) continue;
    const lead = change.added[0] ?? change.removed[0] ?? "";
    const items = itemLinks(change, input.pages, input.previousPages ?? null);
    const finding: RawFinding = {
      type: best?.type ?? "other",
      // A changed line that states no event is weak, a removal weaker still; one telling a move to a place in the
      // company's own words ("abrimos nosso primeiro escritório … em Lisboa") is the expansion itself, as an office.
      strength: strengthOf(best, read.readings, change.added.length > 0),
      headline: `${change.added.length ? "changed its" : "removed from its"} ${change.kind} page: “${clip(lead, 120)}”`,
      text: added || change.removed.join("\n"),
      url: items[0]?.url ?? change.url,
      quote: quoteOf(change.added, change.removed),
      cues: best ? cuesOf(read.readings, best.type, change.kind) : [],
      evidence: [
        { url: change.url, title: change.title ?? `${change.kind} page` },
        ...items.map((l) => ({ url: l.url, title: l.text })),
      ],
      ...(read.readings.length ? { statements: read.readings } : {}),
      sitePage: change.kind,
      ...(best && (prior[best.type] ?? 0) > 0 && !read.readings.some((r) => r.counted && r.type === best.type)
        ? { typedByPage: true }
        : {}),
    };
    out.push(customerKnown(finding, input));
  }
  return out;
}

/** A line whose only event is a metric whose every figure the site's pages showed in the last run. */
function metricToldBefore(line: string, input: AnalysisInput, ctx: Parameters<typeof readText>[1]): boolean {
  if (!figuresToldBefore(line, input)) return false;
  const counted = readText(line, ctx).readings.filter((r) => r.counted);
  return counted.length > 0 && counted.every((r) => r.type === "metrics_shared");
}

/**
 * A customers page's reference told in past years ("our first project, in operation since summer 2021"): an old
 * customer shown, not a new one.
 */
function pastReference(kind: PageChange["kind"], fresh: string[], now: Date): boolean {
  const told = fresh.filter(isStatement);
  return kind === "customers" && told.length > 0 && told.every((l) => timeOf(l, now)?.past);
}

/** A typed change's score (a move somewhere as strong as an office); an untyped line's weak, a removal's weaker. */
function strengthOf(best: { type: ChangeType; score: number } | null, readings: StatementReading[], added: boolean) {
  if (!best) return added ? 0.5 : 0.4;
  return movesSomewhere(readings, best.type) ? Math.max(best.score, OFFICE_STRENGTH) : best.score;
}

/** A corporate event counted whose words name a place: a move there. */
function movesSomewhere(readings: StatementReading[], type: ChangeType): boolean {
  if (type !== "corporate_event") return false;
  return readings.some((r) => r.counted && r.type === type && placesIn(r.statement).some((p) => p.kind !== "code"));
}

function rolesTellHiring(kind: PageChange["kind"], input: AnalysisInput, siteWide: readonly string[]): boolean {
  const [pages, previous] = [input.pages, input.previousPages ?? []];
  if (kind === "careers" && listsRoles(pages, ["careers"]) && listsRoles(previous, ["careers"])) return true;
  const anywhere = ["careers", "board"] as const;
  if (!input.diff.jobsAdded.length && listsRoles(pages, anywhere) && listsRoles(previous, anywhere)) return true;
  const careers = pages.find((p) => p.kind === "careers" && p.ok && p.textHash);
  const before = careers && previous.find((p) => p.kind === "careers" && p.url === careers.url);
  if (!careers || !before) return false;
  // The careers page unchanged but for the lines every page gained (the "We're hiring!" bar itself).
  const own = (text: string) => text.split("\n").filter((l) => !siteWide.includes(l.trim()));
  if (before.textHash === careers.textHash) return true;
  return !!siteWide.length && !!before.text && !!careers.text && own(before.text).join() === own(careers.text).join();
}

/** Whether a run read roles on the site's careers page (or a job board). */
function listsRoles(pages: SnapshotPage[], kinds: readonly SnapshotPage["kind"][]): boolean {
  return pages.some((p) => kinds.includes(p.kind) && (p.jobs?.length ?? p.jobTitles?.length ?? 0) > 0);
}

/** A changed page's text last run and now, beside what the site's other pages and its logo walls said last run. */
function pageTexts(input: AnalysisInput, raw: PageChange, before: string, after: string): PageTexts {
  const previous = (input.previousPages ?? []).filter((p) => p.ok && !p.source);
  return {
    before,
    after,
    elsewhere: previous
      .filter((p) => p.url !== raw.url)
      .map((p) => p.text ?? "")
      .join("\n"),
    siteWide: raw.siteWide ?? [],
    customers: previous.flatMap((p) => p.logos ?? []),
  };
}

/** The type a steady page's kind lends a change that says something on it. */
export function pagePrior(
  change: Pick<PageChange, "kind" | "added" | "removed" | "samePrices">,
  texts?: PageTexts,
): Partial<TypeScores> {
  // A customers page says it has a new customer by naming one the site did not: not by its introduction reworded ("24
  // independent shops stock our soaps") over the same shops, nor by a case study of a customer its home page named.
  if (change.kind === "customers" && change.added.some(isStatement) && (!texts || namesSomeoneNew(texts)))
    return { customer_partnership: KIND_PRIOR };
  // What a product page newly says of the product (a new capability, a new tier) is a product update, unless it states
  // more.
  if (change.kind === "product" && change.added.some(isStatement)) return { product_update: KIND_PRIOR };
  return {};
}

/** Marks between a card's fields ("Puebla · since 2024 | Case study"). */
const FIELD_MARKS = new Set(["·", "•", "|", "—", "–", "-", "/"]);

/** Words of a line that is a name alone ("Furlong Veterinary Partners"). */
const NAME_WORDS = 4;

/** A page's text last run and now, and the text of the site's other pages last run. */
export interface PageTexts {
  before: string;
  after: string;
  elsewhere?: string;
  /** Lines new on every page this run (compare's `siteWide`: a banner, a footer). */
  siteWide?: string[];
  /** The customers the site's logo walls named last run, by name. */
  customers?: string[];
}

/**
 * Whether a page names someone the site did not: a capitalised word, not a sentence's first, new to its text in any
 * form (a tab "Independents" over "Independent shops" is no one new), outside what every page now shows (a consent
 * banner's "Powered by Cookiebot") and outside a line about a customer its logos named.
 */
function namesSomeoneNew({ before, after, elsewhere = "", siteWide = [], customers = [] }: PageTexts): boolean {
  const had = new Set(words(`${before}\n${elsewhere}\n${customers.join("\n")}`).map(stem));
  const furniture = new Set(siteWide);
  // A card about a customer the logo wall showed tells that customer's story: its places and people are no one new.
  const known = customers.map(foldedPhrase).filter((n) => n.length >= 4);
  const aboutKnown = (line: string) => known.some((n) => ` ${foldedPhrase(line)} `.includes(` ${n} `));
  const capital = (t: string) => t[0]! >= "A" && t[0]! <= "Z";
  // A line opens a sentence too (a card's title: "Scaling to 60 clinics"), unless it is a name alone ("Walmart").
  return after.split("\n").some((line) => {
    if (furniture.has(line.trim()) || aboutKnown(line)) return false;
    const tokens = spaceTokens(line);
    const name = tokens.length <= NAME_WORDS && tokens.every(capital);
    return tokens.some((t, i) => {
      const w = words(t)[0];
      // A card's fields open like sentences too: "Distributor in Puebla · customer since 2024 · New case study".
      const opensSentence =
        (i === 0 && !name) || (i > 0 && (".!?:".includes(tokens[i - 1]!.at(-1)!) || FIELD_MARKS.has(tokens[i - 1]!)));
      return w !== undefined && !opensSentence && capital(t) && !had.has(stem(w));
    });
  });
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
 * tier's page): same site, not the page itself, and either their text holds an added line or is held by one, or
 * (a card's "Read the story") they are new on the page and lead beneath it (`/customers` → `/customers/meridian`).
 */
export function itemLinks(
  change: Pick<PageChange, "url" | "added">,
  pages: SnapshotPage[],
  previous: SnapshotPage[] | null = null,
): SnapshotLink[] {
  const page = pageAt(pages, change.url);
  if (!page?.links?.length) return [];
  const norm = foldedPhrase;
  const lines = change.added.map(norm).filter((l) => l.length >= 12);
  if (!lines.length) return [];
  let origin: string;
  try {
    origin = new URL(change.url).origin;
  } catch {
    return [];
  }
  const self = bareUrl(change.url);
  const onSite = page.links.filter((link) => {
    const url = parseAbsoluteHttpUrl(link.url);
    return !!url && url.origin === origin && bareUrl(link.url) !== self;
  });
  const out: SnapshotLink[] = [];
  const add = (link: SnapshotLink) => {
    if (!out.some((o) => o.url === link.url)) out.push(link);
  };
  for (const link of onSite) {
    const text = norm(link.text);
    if (text.length >= 12 && lines.some((l) => text.includes(l) || l.includes(text))) add(link);
  }
  const before = previous && pageAt(previous, change.url);
  if (before?.links?.length) {
    const known = new Set(before.links.map((l) => bareUrl(l.url)));
    for (const link of onSite) if (!known.has(bareUrl(link.url)) && bareUrl(link.url).startsWith(`${self}/`)) add(link);
  }
  return out.slice(0, 3);
}

function pageAt(pages: SnapshotPage[], url: string): SnapshotPage | undefined {
  return pages.find((p) => p.ok && (p.finalUrl ?? p.url) === url) ?? pages.find((p) => p.ok && p.url === url);
}

/** Words and phrases that make a line about cookies and consent ("we use cookies", "do not sell"). */
const CONSENT_SUBJECTS = [
  "cookie",
  "cookies",
  "consent",
  "consenting",
  "gdpr",
  "ccpa",
  "do not sell",
  "your privacy",
  "about privacy",
  "privacy choices",
  "privacy preferences",
  "privacy settings",
];

/** What a consent banner asks of the reader or says of the site ("accept", "manage", "partners", "store"). */
const CONSENT_ACTIONS = new Set([
  "use",
  "uses",
  "accept",
  "reject",
  "deny",
  "decline",
  "manage",
  "care",
  "preferences",
  "settings",
  "privacy",
  "consent",
  "partners",
  "personalise",
  "personalize",
  "store",
  "storing",
  "access",
]);

/**
 * Cookie and consent banners: their wording ("we and our partners use cookies") states no event,
 * and a site's consent tool rewrites them at will. The diff is meant to drop them; the analyser
 * does not count them either, so a banner never becomes a finding.
 */
function isConsentLine(line: string): boolean {
  return findPhrase(line, CONSENT_SUBJECTS) !== null && words(line).some((w) => CONSENT_ACTIONS.has(w));
}
