import { namesOnSite } from "../collect/mentions";
import type { NewPost } from "../compare/index";
import type { ChangeType } from "../signal";
import { namedBareInHeadline } from "./bare-headline";
import { clip, quoteOf, type RawFinding } from "./finding";
import { onlyConversation, onNotableStage } from "./founder-stage";
import { headlineRoundToldInText } from "./headline-topic";
import { addScores, bestType, type TypeScores } from "../read/lexicon";
import {
  PAGE_KIND_LABEL,
  type PageKindName,
  labelledKindOf,
  pageKindOf,
  readParts,
  readText,
  type ReadingContext,
  republishedFrom,
  type StatementReading,
  type TextReading,
} from "../read/index";
import { aboutCompany, ledeAndBody, namesFounder } from "../read/page";
import { callsOurFounder, namesFounderByFirstName } from "../read/company-names";
import type { AnalysisInput } from "./types";
import { words } from "../../text";

/*
 * A new post or feed item as a finding (docs/pipeline.md, "Runs: collect, diff, analyse"): typed
 * by the event-shaped statements of its title and text, weighed by the kind of page it is on
 * (release notes, a product page) or what its off-site source establishes.
 */

/** Who the statements of a run are read for: the company, its founders, the run's time (read once per run). */
export function readingOf(input: AnalysisInput): Omit<ReadingContext, "ownSite" | "pageKind"> {
  const known = readings.get(input);
  if (known) return known;
  const reading = {
    company: {
      name: input.company.name,
      founders: input.company.founders,
      website: input.company.website,
      aliases: [
        ...new Set([...namesOnSite(input.pages, input.company.name), ...input.pages.flatMap((p) => p.aliases ?? [])]),
      ],
    },
    now: input.now,
  };
  readings.set(input, reading);
  return reading;
}

/** Each run's reading context, kept while its input lives: every post and page line of the run shares it. */
const readings = new WeakMap<AnalysisInput, Omit<ReadingContext, "ownSite" | "pageKind">>();

/**
 * "We're hiring: see our open roles" closing a post about something else invites readers; it is not the post's news
 * (the roles tell the hiring): a post of the site hires only in its title or lede.
 */
function hiresInBodyOnly(title: TextReading, text: TextReading, lede: string): boolean {
  const hires = (r: StatementReading) => r.counted && r.type === "hiring";
  return !title.readings.some(hires) && !text.readings.some((r) => hires(r) && lede.includes(r.statement));
}

/** Whether what its source establishes typed it (a Show HN by the company), no statement of that type counted. */
function typedBySource(detail: NewPost["detail"], type: ChangeType | undefined, readings: StatementReading[]) {
  return !!detail?.type && type === detail.type && !readings.some((r) => r.counted && r.type === detail.type);
}

/**
 * A post about a founder (a talk, an interview) amplifies the founder, unless it tells an event of the company's (a
 * round the founder tells in the interview is the news).
 */
function amplifiesFounder(text: string, founders: string[], scores: TypeScores, readings: StatementReading[]): boolean {
  const tellsEvent = readings.some((r) => r.counted && r.type !== "founder_amplified");
  return founders.some((f) => f && text.includes(f)) && scores.founder_amplified >= 2 && !tellsEvent;
}

/** What a post's mention of a founder weighs: amplified on a notable stage (founder-stage.ts), talking elsewhere. */
function founderScores(
  post: NewPost,
  scores: TypeScores,
  readings: StatementReading[],
  founders: string[],
  ctx: ReadingContext,
): TypeScores {
  const text = `${post.title}\n${(post.text ?? "").slice(0, POST_CHARS)}`;
  const notable = onNotableStage(text, post.detail?.outlet);
  // A conversation (an interview, a podcast) off a notable stage is the founder talking, not amplified.
  let out = !notable && onlyConversation(readings) ? { ...scores, founder_amplified: 0 } : scores;
  if (amplifiesFounder(text, founders, out, readings)) out = { ...out, founder_amplified: out.founder_amplified + 2 };
  // The notable press writing about a founder by name ("Inês Carvalho’s Vinhara wants to …" in the Financial Times),
  // stating no event of theirs, is the founder amplified: a profile, a feature; so is the company's own recap whose
  // headline puts its founder on a notable stage ("Camille Roux, notre CEO, sur le Centre Stage du Web Summit"), as
  // is its own post whose headline names the stage ("Our CEO on Web Summit's Centre Stage").
  const ownRecap =
    !post.detail && (ctx.pageKind === "event_recap" || (ctx.pageKind === null && onNotableStage(post.title)));
  if ((post.detail?.source === "news" || ownRecap) && ctx.founderInHeadline && notable && !bestType(out))
    out = { ...out, founder_amplified: out.founder_amplified + KIND_PRIOR };
  return out;
}

/**
 * Whether a headline names one of the founders; the company's own may call its founder by first name ("Anni on Web
 * Summit's Centre Stage") or as its own ("Our CEO on Web Summit's Centre Stage").
 */
function headlineNamesFounder(title: string, reading: Pick<ReadingContext, "company">, ownSite: boolean): boolean {
  return (
    namesFounder(title, reading) || (ownSite && (namesFounderByFirstName(title, reading) || callsOurFounder(title)))
  );
}

/** Characters of a post's text read: enough for the news a long post gives in its third or fourth paragraph. */
export const POST_CHARS = 8000;

/**
 * `kind`: the kind of page read decided for a post of the company's site (read/page-kind.ts postKindOf: null for an
 * ordinary post); undefined when not decided yet, read here from the post alone. An item off the site has none.
 */
export function postFinding(
  post: NewPost,
  reading: Omit<ReadingContext, "ownSite" | "pageKind">,
  kind?: PageKindName | null,
): RawFinding {
  const founders = reading.company.founders;
  const detail = post.detail;
  const releaseNote = !detail && (kind === "changelog" || kind === "product_page");
  const body = (post.text ?? "").slice(0, POST_CHARS);
  // Off the site the text is a journalist's or a stranger's: "we" is not the company there unless it is named, and its
  // kind is only what its title's label says ("Opinion: …").
  const pageKind = detail
    ? labelledKindOf(post.title)
    : kind === undefined
      ? pageKindOf(post.url, post.title, body)
      : kind;
  const ctx: ReadingContext = {
    ...reading,
    ownSite: !detail,
    pageKind,
    ...(headlineNamesFounder(post.title, reading, !detail) ? { founderInHeadline: true } : {}),
  };
  const republished = pageKind === "retrospective" ? republishedFrom(body, reading.now) : null;
  if (republished) ctx.republishedFrom = republished;
  const headline = readText(post.title, { ...ctx, part: "main" }, 2);
  const { lede, body: rest } = ledeAndBody(body);
  const about = aboutCompany(headline, post.title, lede, ctx);
  const { title, text } = headlineRoundToldInText(
    headline,
    readParts(
      [
        { text: lede, part: "main" },
        { text: rest, part: "body" },
      ],
      { ...ctx, aboutCompany: about },
    ),
    post.title,
  );
  let scores = addScores(title.scores, text.scores);
  if (!detail && hiresInBodyOnly(title, text, lede)) scores = { ...scores, hiring: 0 };
  // An entry of a changelog or release notes is a product update, unless it states another event.
  if (releaseNote) scores = { ...scores, product_update: scores.product_update + KIND_PRIOR };
  // What an off-site source establishes (a Show HN, a release, a founder's notable repo) weighs like the kind of page.
  if (detail?.type) scores = { ...scores, [detail.type]: scores[detail.type] + KIND_PRIOR };
  const readings = [...title.readings, ...text.readings];
  scores = founderScores(post, scores, readings, founders, ctx);
  const best = bestType(scores);
  const why = [
    ...(releaseNote && best?.type === "product_update" ? [PAGE_KIND_LABEL[kind]] : []),
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
      ...(post.listedOn ? [{ url: post.listedOn, title: "listed on the company's site" }] : []),
      ...(detail?.links ?? []).map((l) => ({ url: l.url, title: l.text })),
      ...(post.alsoAt ?? []),
    ],
    sources: [detail?.source ?? "site"],
    ...(detail?.tiedBy ? { tiedBy: tiesOf(post.title, title.readings, reading, detail.tiedBy) } : {}),
    ...(detail?.outlet ? { outlets: [detail.outlet] } : {}),
    ...(readings.length ? { statements: readings.slice(0, 12) } : {}),
    ...(pageKind ? { pageKind } : {}),
    ...(typedBySource(detail, best?.type, readings) ? { typedByPage: true } : {}),
    // A title asking a question ("Is Acme for sale?") over a text that states nothing is a mention.
    ...(titleUnasserted(post.title) && !readings.some((r) => r.counted) ? { mention: true } : {}),
  };
}

/** How an off-site item is tied to the company: as its source found it, or also by a bare name in its headline. */
function tiesOf(
  title: string,
  readings: StatementReading[],
  reading: Omit<ReadingContext, "ownSite" | "pageKind">,
  tiedBy: string[],
): string[] {
  return namedBareInHeadline(title, readings, reading.company, tiedBy) ? [...tiedBy, "headline"] : tiedBy;
}

/** Words that deny what a title says ("not", "never"). */
const DENIALS = new Set(["not", "never"]);

/** A title that asks ("Is Acme for sale?") or denies ("No, we're not cutting the team") states no news. */
export function titleUnasserted(title: string): boolean {
  const start = title.trimStart().toLowerCase();
  const saysNo = start.startsWith("no") && start.length > 2 && ",.!:".includes(start[2]);
  return title.includes("?") || saysNo || words(title).some((w) => DENIALS.has(w));
}

/** The statements that counted toward `type`, for the finding's "why". */
export function countedStatements(readings: StatementReading[], type: ChangeType): string[] {
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
export const KIND_PRIOR = 2;
