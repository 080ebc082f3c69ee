import { parseAbsoluteHttpUrl } from "../../identity/url";
import type { PageChange } from "../compare/index";
import { regionOf } from "../collect/extract/places";
import type { ChangeType } from "../signal";
import type { SnapshotLink, SnapshotPage, SnapshotPerson } from "../collect/snapshot";
import { clip, list, quoteOf, type RawFinding } from "./finding";
import { addScores, bestType, type TypeScores } from "../read/lexicon";
import { countedStatements, isNewProductPage, isReleaseNote, KIND_PRIOR, postFinding, readingOf } from "./post-finding";
import { readText, type StatementReading } from "../read/index";
import { isRoutineRelease } from "../read/release-labels";
import type { AnalysisInput } from "./types";

/*
 * The findings of a run after the first (docs/pipeline.md, "Runs: collect, diff, analyse"): each
 * kind of change the diff reports becomes findings of its own. The order is kept on purpose: the
 * ranking is a stable sort, so between findings that tie it decides which leads the signal.
 */

/** Titles that make a person on a team page an executive (a leadership change, not a hire). */
const EXECUTIVE = new RegExp(
  String.raw`\b(chief|c[etfoimrp]o|ciso|vp|svp|evp|vice president|head of|president|general counsel|` +
    "managing director|director|co-?founder|founder|gesch[äa]ftsf[üu]hrer(in)?|vorstand|" +
    "(mit)?gr[üu]nder(in)?|directeur|directrice|pr[ée]sident(e)?|(co-?)?fondat(eur|rice)|directora|" +
    String.raw`presidenta|(co-?)?fundador(a)?|consejer[oa] delegad[oa])\b`,
  "i",
);

/** The findings of a later run: one per new post, careers change, page change, team change. */
export function changeFindings(input: AnalysisInput): RawFinding[] {
  return [
    ...newPostFindings(input),
    ...jobListingFindings(input),
    ...pageChangeFindings(input),
    ...logoFindings(input),
    ...teamJoinerFindings(input),
    ...departureFindings(input),
    ...lostPageFindings(input),
  ];
}

/** One finding per new post or off-site item, typed by what it states and the kind of page it is. */
export function newPostFindings(input: AnalysisInput): RawFinding[] {
  const { diff } = input;
  const out: RawFinding[] = [];
  for (const post of diff.newPosts) {
    const kind = post.detail
      ? null
      : isReleaseNote(post.url, input.pages)
        ? "release_note"
        : isNewProductPage(post.url, input.pages)
          ? "product_page"
          : null;
    // A routine entry of release notes (a fix, an improvement) is the product's upkeep: news only by what it states.
    if (kind === "release_note" && isRoutineRelease(post.title, post.text ?? "")) {
      const upkeep = postFinding(post, readingOf(input), null);
      if (upkeep.statements?.some((s) => s.counted)) out.push(upkeep);
      continue;
    }
    out.push(postFinding(post, readingOf(input), kind));
  }
  return out;
}

/**
 * Roles added (and, beside them, the first roles in a new country: expansion) or, when none was
 * added, roles taken down.
 */
export function jobListingFindings(input: AnalysisInput): RawFinding[] {
  const { diff } = input;
  const out: RawFinding[] = [];
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
        // Worded as investors word what they watch: expansion, international growth, new markets, the countries and
        // their region.
        text:
          `international expansion into ${[...names, ...regions].join(", ")}: expanding abroad into new markets ` +
          `(international growth, global expansion) with its first roles there: ` +
          `${roles.map((r) => `${r.title} (${r.location})`).join(", ")}`,
        url: careersUrl,
        quote: quoteOf(
          roles.map((r) => `${r.title} — ${r.location}`),
          [],
        ),
        cues: [
          `first roles in ${list(names)}, where its listings had none: expansion into ` +
            `${names.length > 1 ? "new countries" : "a new country"}`,
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
  return out;
}

/** What the steady pages (home, pricing, customers, product…) newly say or no longer say. */
export function pageChangeFindings(input: AnalysisInput): RawFinding[] {
  const { diff } = input;
  const out: RawFinding[] = [];
  for (const raw of diff.pageChanges) {
    if (raw.kind === "careers" && (diff.jobsAdded.length || diff.jobsRemoved.length)) continue; // told above
    const own = {
      ...raw,
      added: raw.added.filter((l) => !isConsentLine(l)),
      removed: raw.removed.filter((l) => !isConsentLine(l)),
    };
    const ctx = { ...readingOf(input), ownSite: true, pageKind: null };
    // The site's furniture (a banner, a footer line on every page) is news only when it states an event, and then by
    // that statement alone: the kind of page it landed on says nothing of it.
    const furniture = raw.siteWide?.length ? raw.siteWide.filter((l) => !isConsentLine(l)) : [];
    const eventful = furniture.length && readText(furniture.join("\n"), ctx).readings.some((r) => r.counted);
    const change = { ...own, added: [...(eventful ? furniture : []), ...own.added] };
    if (!change.added.length && !change.removed.length) continue;
    const added = change.added.join("\n");
    const read = readText(added, ctx);
    const best = bestType(addScores(read.scores, pagePrior(own)));
    // A change that states no event and that the page's kind does not type says something only when it is more than a
    // label renamed ("From the blog" → "Latest"), an entry added to a FAQ, or a line or two of promotion (a webinar's
    // title, a tagline reworded): a section rewritten (three sentences or more), or a sentence taken down.
    const said = withoutFaq(change.added).filter(isStatement);
    if (!best && said.length < 3 && !(change.added.length === 0 && change.removed.some(isStatement))) continue;
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
  return out;
}

/**
 * Customers new on a page's wall of logos (named only in the images): a customer signal each wall. Logos that left are
 * a wall's rotation, not news.
 */
export function logoFindings(input: AnalysisInput): RawFinding[] {
  return (input.diff.logos ?? [])
    .filter((c) => c.added.length)
    .map((c) => ({
      type: "customer_partnership" as const,
      strength: 2.5 + 0.5 * Math.min(c.added.length, 4),
      headline: `added ${list(c.added)} to the customer logos on its ${c.kind} page`,
      text: `new customers shown as logos: ${c.added.join(", ")}`,
      url: c.url,
      quote: quoteOf(c.added, c.removed),
      cues: [`new customer logo${c.added.length > 1 ? "s" : ""}: ${c.added.join(", ")}`],
      evidence: [{ url: c.url, title: `${c.kind === "home" ? "Home" : "Customers"} page: customer logos` }],
    }));
}

/** People new on the team pages: an executive is a leadership change each, the others one hiring finding. */
export function teamJoinerFindings(input: AnalysisInput): RawFinding[] {
  const { diff } = input;
  const out: RawFinding[] = [];
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
  return out;
}

/**
 * People no longer on the team pages. A founder or an executive leaving is a leadership change
 * naming the person and the title (read from the previous snapshot when the run passes it, else
 * known founders); anyone else is a minor team change.
 */
export function departureFindings(input: AnalysisInput): RawFinding[] {
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

/** A page read last time that could not be read this time: noted, weakest of all. */
export function lostPageFindings(input: AnalysisInput): RawFinding[] {
  const out: RawFinding[] = [];
  for (const lost of input.diff.pagesLost) {
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

/** A line that says something (four words or more), not a button label ("Talk to sales") or a price. */
function isStatement(line: string): boolean {
  return (line.match(/\p{L}[\p{L}'’-]*/gu) ?? []).length >= 4;
}

/**
 * A line of a pricing page that is a price row: an amount of money ("$49", "€1.200", "29 USD") or a rate ("/mo", "per
 * seat").
 */
const PRICE_ROW = new RegExp(
  [
    String.raw`[$€£¥]\s?\d`, // "$49", "€ 1.200"
    String.raw`\d\s?(?:usd|eur|gbp|chf|€|\$|£)(?!\w)`, // "29 USD", "49 €"
    String.raw`(?:/|\bper\s+)(?:mo|month|yr|year|user|seat|member|editor)s?\b`, // "/mo", "per seat"
  ].join("|"),
  "i",
);

/** The lines of a change without its questions and answers: a FAQ's entry, each question and the line after it. */
function withoutFaq(lines: string[]): string[] {
  return lines.filter((l, i) => !/\?\s*$/.test(l) && !/\?\s*$/.test(lines[i - 1] ?? ""));
}

/** The type a steady page's kind lends a change that says something on it. */
export function pagePrior(change: Pick<PageChange, "kind" | "added" | "removed" | "samePrices">): Partial<TypeScores> {
  // A pricing page's news is its prices and plans (pricing and packaging): an entry added to its FAQ is not, nor the
  // same prices laid out again (a table become cards, labels reworded).
  if (
    change.kind === "pricing" &&
    [...withoutFaq(change.added), ...withoutFaq(change.removed)].some((l) => isStatement(l) || PRICE_ROW.test(l)) &&
    !change.samePrices
  )
    return { product_update: KIND_PRIOR };
  if (change.kind === "customers" && change.added.some(isStatement)) return { customer_partnership: KIND_PRIOR };
  // What a product page newly says of the product (a new capability, a new tier) is a product update, unless it states
  // more.
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

/*
 * Cookie and consent banners: their wording ("we and our partners use cookies") states no event,
 * and a site's consent tool rewrites them at will. The diff is meant to drop them; the analyser
 * does not count them either, so a banner never becomes a finding.
 */
function isConsentLine(line: string): boolean {
  return (
    new RegExp(
      String.raw`\bcookies?\b|\bconsent(ing)?\b|\bgdpr\b|\bccpa\b|\bdo not sell\b|\b(your|about) privacy\b|` +
        String.raw`\bprivacy (choices|preferences|settings)\b`,
      "i",
    ).test(line) &&
    new RegExp(
      String.raw`\b(use|uses|accept|reject|deny|decline|manage|care|preferences|settings|privacy|consent|` +
        String.raw`partners|personali[sz]e|store|storing|access)\b`,
      "i",
    ).test(line)
  );
}

function personLine(p: SnapshotPerson): string {
  return p.role ? `${p.name} — ${p.role}` : p.name;
}

function pageUrlOf(pages: SnapshotPage[], kinds: SnapshotPage["kind"][]): string | null {
  const page = pages.find((p) => p.ok && kinds.includes(p.kind));
  return page ? (page.finalUrl ?? page.url) : null;
}
