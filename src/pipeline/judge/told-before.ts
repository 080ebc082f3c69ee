import { isEnglishWord } from "../collect/mentions";
import { foldedPhrase, foldText } from "../../text";
import type { SnapshotPage } from "../collect/snapshot";
import { DAY_MS, PAST_DAYS, timeOf, YEAR } from "../read/time";
import type { RawFinding } from "./finding";
import { factsOf } from "./merge";
import type { AnalysisInput } from "./types";

/*
 * History told by the company itself (docs/pipeline.md "Judging on evidence"): an article about a round that the
 * company's own newsroom or blog dated months ago (a syndicated copy of a 2024 story stamped this week, an old piece a
 * search surfaces again), or that its own pages tell in an earlier year ("En 2024 levantamos una ronda semilla de
 * US$2 millones"), is old news, however recent the copy's own date.
 */

/** The finding, its round's statements dropped as old when the site told the same round long before. */
export function toldBefore(f: RawFinding, input: AnalysisInput): RawFinding {
  if (f.type !== "fundraising" || !f.tiedBy || !f.statements?.length) return f;
  const facts = factsOf(f.text.split("\n")[0] ?? "");
  if (!facts.amounts.length) return f;
  const told = siteToldOf(input).find(({ known }) => {
    const unlabelled = !facts.rounds.length || !known.rounds.length;
    const sameRound = unlabelled || facts.rounds.some((r) => known.rounds.includes(r));
    return sameRound && facts.amounts.some((a) => known.amounts.includes(a));
  });
  if (!told) return f;
  const why = `the company's own site told this round on ${told.publishedAt.slice(0, 10)} (“${told.title}”)`;
  return toldAgain(f, (s) => s.type === "fundraising" && s.counted, why);
}

type Statement = NonNullable<RawFinding["statements"]>[number];

/** The finding with the statements `drops` picks no longer counted: told before this run, as `why` says. */
function toldAgain(f: RawFinding, drops: (s: Statement) => boolean, why: string): RawFinding {
  return { ...f, statements: f.statements?.map((s) => (drops(s) ? { ...s, counted: false, rule: "time", why } : s)) };
}

/**
 * A figure the site already showed, told again: a post's "we now serve 420 companies" where the home page said "420
 * companies plan their headcount in Fjordly" before this run is no metric shared, however new the post.
 */
export function figuresKnown(f: RawFinding, input: AnalysisInput): RawFinding {
  if (!f.statements?.some((s) => s.type === "metrics_shared" && s.counted)) return f;
  const known = figuresBefore(input);
  if (!known.size) return f;
  return {
    ...f,
    statements: f.statements.map((s) => {
      if (s.type !== "metrics_shared" || !s.counted) return s;
      const figures = figuresOf(s.statement);
      const told = figures.length > 0 && figures.every((x) => known.has(x));
      if (!told) return s;
      return { ...s, counted: false, rule: "time" as const, why: `the site said “${figures[0]}” before this run` };
    }),
  };
}

/**
 * A case study of a customer the site already named, or one the study itself says has long been a customer: a story
 * about "Northbeam Outdoor" when the last run's customers page, logo wall or home page listed Northbeam Outdoor, or
 * one that says the customer "has used Dentaflow since the spring of 2024", tells that customer again, no new one.
 */
export function customerKnown(f: RawFinding, input: AnalysisInput): RawFinding {
  const counted = (s: Statement) => s.type === "customer_partnership" && s.counted;
  // A customers page tells its customers' stories as a case study does (processors/page-lines.ts).
  if ((f.pageKind !== "case_study" && f.sitePage !== "customers") || !f.statements?.some(counted)) return f;
  const said = siteSaidBefore(input);
  const known = namesOfTitle(f.text.split("\n")[0] ?? "", input.company.name).find((n) =>
    said.includes(` ${foldedPhrase(n)} `),
  );
  const since = known ? null : customerSince(f.text, input);
  if (!known && !since) return f;
  const why = known ? `the site named “${known}” before this run` : `the case study dates the customer from ${since}`;
  return toldAgain(f, counted, why);
}

/** A partnership named by its noun alone, without a verb that forms, signs or announces it. */
const PARTNERSHIP_NOUN = new Set(["partnership with", "partnerships with", "partnership between"]);

/**
 * A partnership named by its noun alone in a post's body ("Our partnership with Keel Harbor Bank works, and our
 * licenses cover …") with a partner the site named before this run: the partnership the company has, told again. A
 * headline naming it, or a verb forming or announcing it, is still news.
 */
export function partnerKnown(f: RawFinding, input: AnalysisInput): RawFinding {
  const title = f.text.split("\n")[0] ?? "";
  const nounOnly = (s: Statement) =>
    s.type === "customer_partnership" &&
    s.counted &&
    !!s.frame.object &&
    PARTNERSHIP_NOUN.has(foldedPhrase(s.statement)) &&
    !title.includes(s.statement);
  if (!f.statements?.some(nounOnly)) return f;
  const said = siteSaidBefore(input);
  const known = (s: Statement) => nounOnly(s) && said.includes(` ${foldedPhrase(s.frame.object!)} `);
  const first = f.statements.find(known);
  if (!first) return f;
  return toldAgain(f, known, `the site named “${first.frame.object}” before this run`);
}

/**
 * The names a case study's title may give its customer, longest first: its runs of capitalised words and every run of
 * two words or more within them ("Case study: How Bright Smiles Family Dental cut …" gives "Bright Smiles Family
 * Dental"), and a single capitalised word no English dictionary knows ("Sjøbris").
 */
function namesOfTitle(title: string, company: string): string[] {
  const own = foldedPhrase(company);
  const runs = title.split(/[:|–—]/).flatMap((part) => part.match(CAPITALISED_RUN) ?? []);
  const names = runs.flatMap((run) => {
    const words = run.split(/\s+/);
    const spans: string[] = [];
    for (let n = words.length; n >= 2; n--) {
      for (let i = 0; i + n <= words.length; i++) spans.push(words.slice(i, i + n).join(" "));
    }
    const lone = words.filter((w) => w.length >= 4 && !isEnglishWord(w.toLowerCase()));
    return [...spans, ...lone];
  });
  return names.filter((n) => foldedPhrase(n) !== own && foldedPhrase(n).length >= 4);
}

const CAPITALISED_RUN = /\p{Lu}[\p{L}\p{M}'’&.-]*(?:\s+\p{Lu}[\p{L}\p{M}'’&.-]*)*/gu;

/**
 * When a case study dates the customer's start with the company two calendar years back or more: a sentence naming
 * the company with such a year ("have used Dentaflow since the spring of 2024", "installerte de første
 * Merdvakt-kameraene høsten 2024"). A contract signed last year and live now is still a new customer.
 */
function customerSince(text: string, input: AnalysisInput): string | null {
  const own = foldedPhrase(input.company.name);
  const bound = input.now.getUTCFullYear() - 2;
  for (const sentence of text.split(/(?<=[.!?])\s+|\n/)) {
    const folded = ` ${foldedPhrase(sentence)} `;
    if (!own || !folded.includes(` ${own}`) || FOUNDED.some((w) => folded.includes(` ${w} `))) continue;
    const year = [...sentence.matchAll(YEAR)].map((m) => Number(m[1])).find((y) => y <= bound);
    if (year) return String(year);
  }
  return null;
}

/** Words that date the company's founding, not the customer's start. */
const FOUNDED =
  "founded established gegrundet fonde fondee fundado fundada fondata grunnlagt grundlagt grundat opgericht".split(" ");

/** The site's own pages of the last run as one folded phrase, spaced at both ends: folded once per run. */
function siteSaidBefore(input: AnalysisInput): string {
  let said = saidByRun.get(input);
  if (said === undefined) {
    const before = (input.previousPages ?? []).filter((p) => p.ok && !p.source && p.text);
    // A logo wall names its customers in its images only (extract/logos.ts): those names were said too.
    said = ` ${before.map((p) => [p.text!, ...(p.logos ?? [])].map(foldedPhrase).join(" | ")).join(" ")} `;
    saidByRun.set(input, said);
  }
  return said;
}

const saidByRun = new WeakMap<AnalysisInput, string>();

/** Whether a line states figures and the site's pages showed every one of them in the last run: a figure told again. */
export function figuresToldBefore(line: string, input: AnalysisInput): boolean {
  const figures = figuresOf(line);
  if (!figures.length) return false;
  const known = figuresBefore(input);
  return figures.every((x) => known.has(x));
}

/** The figures the site's own pages showed in the last run: read once per run, however many posts ask. */
function figuresBefore(input: AnalysisInput): Set<string> {
  let known = figuresByRun.get(input);
  if (!known) {
    const before = (input.previousPages ?? []).filter((p) => p.ok && !p.source && p.text);
    known = new Set(before.flatMap((p) => figuresOf(p.text!)));
    figuresByRun.set(input, known);
  }
  return known;
}

const figuresByRun = new WeakMap<AnalysisInput, Set<string>>();

/** A number and the word it counts, folded ("420 companies", "1,200 clinics" → "1200 clinics"). */
const FIGURE = /(\d[\d,.\u00a0\u202f ]*\d|\d)\s*(%|[kmb]\b)?\+?\s+([\p{L}][\p{L}\p{M}-]*)/gu;

function figuresOf(text: string): string[] {
  return [...foldText(text).matchAll(FIGURE)].map((m) => `${m[1]!.replace(/[^\d]/g, "")}${m[2] ?? ""} ${m[3]}`);
}

/** What the site told in the past, with each item's round facts: read once per run, however many press items ask. */
function siteToldOf(input: AnalysisInput): SiteTold[] {
  const known = toldByRun.get(input);
  if (known) return known;
  const items = [...siteItemsBefore(input), ...siteLinesOfEarlierYears(input)];
  const out = items.map((item) => ({ ...item, known: knownFacts(item.title) }));
  toldByRun.set(input, out);
  return out;
}

/** A title's round facts, read as written and folded: folding drops the apostrophe of "3 millions d'euros". */
function knownFacts(title: string): ReturnType<typeof factsOf> {
  const [written, folded] = [factsOf(title), factsOf(foldText(title))];
  const union = (a: string[], b: string[]) => [...new Set([...a, ...b])];
  return {
    rounds: union(written.rounds, folded.rounds),
    amounts: union(written.amounts, folded.amounts),
    versions: union(written.versions, folded.versions),
  };
}

type SiteTold = { title: string; publishedAt: string; known: ReturnType<typeof factsOf> };
const toldByRun = new WeakMap<AnalysisInput, SiteTold[]>();

/** Lines of the site's own pages that the reader dates in the past ("En 2024 levantamos …"), as dated items. */
function siteLinesOfEarlierYears(input: AnalysisInput): { title: string; publishedAt: string }[] {
  return input.pages
    .filter((p) => !p.source && p.ok && p.text)
    .flatMap((p) => p.text!.split("\n"))
    .flatMap((line) => {
      const time = timeOf(line, input.now);
      return time?.past && time.date ? [{ title: line.slice(0, 300), publishedAt: time.date }] : [];
    });
}

/** The site's dated items (news, blog, press listings) older than the news horizon, in this run or the last. */
function siteItemsBefore(input: AnalysisInput): { title: string; publishedAt: string }[] {
  const horizon = input.now.getTime() - PAST_DAYS * DAY_MS;
  const pages: SnapshotPage[] = [...input.pages, ...(input.previousPages ?? [])].filter((p) => !p.source);
  return pages.flatMap((p) =>
    (p.items ?? []).flatMap((i) =>
      i.publishedAt && Date.parse(i.publishedAt) < horizon ? [{ title: i.title, publishedAt: i.publishedAt }] : [],
    ),
  );
}

/**
 * A post about an opening the careers page listed before this run and lists still: "We're hiring our first Customer
 * Success lead" where the careers page showed "Founding Customer Success Lead" is that opening told again, no new
 * hiring. A role the page no longer lists may have been filled, which is news.
 */
export function roleKnown(f: RawFinding, input: AnalysisInput): RawFinding {
  const counted = (s: Statement) => s.type === "hiring" && s.counted;
  if (!f.statements?.some(counted)) return f;
  const title = ` ${foldedPhrase(f.text.split("\n")[0] ?? "")} `;
  const listedNow = new Set(rolesListed(input.pages).map(roleWords));
  const known = rolesListed(input.previousPages ?? []).find((role) => {
    const words = roleWords(role);
    return words.split(" ").length >= 2 && listedNow.has(words) && title.includes(` ${words} `);
  });
  if (!known) return f;
  const why = `the careers page listed “${known}” before this run`;
  return toldAgain(f, counted, why);
}

/** The roles a site's careers pages and job boards list. */
function rolesListed(pages: SnapshotPage[]): string[] {
  return pages.filter((p) => p.ok).flatMap((p) => p.jobTitles ?? []);
}

/** A role's words without its rank or brackets: "Founding Customer Success Lead (NYC)" → "customer success lead". */
function roleWords(title: string): string {
  const words = foldedPhrase(title.replace(/\([^)]*\)/g, " ")).split(" ");
  while (words.length > 1 && RANKS.has(words[0]!)) words.shift();
  return words.join(" ");
}

const RANKS = new Set(["founding", "first", "senior", "sr", "junior", "jr", "staff", "principal", "lead"]);
