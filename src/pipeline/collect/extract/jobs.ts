import { parseAbsoluteHttpUrl } from "../../../identity/url";
import { comparableLine } from "../normalize-noise";
import { boardProviderOf } from "./boards";
import {
  absoluteHttpUrl,
  attr,
  classList,
  findAll,
  inlineText,
  isElement,
  parseHtml,
  visibleText,
  type DomElement,
} from "./dom";

/** One role on a careers page. */
export interface JobPosting {
  title: string;
  team: string | null;
  location: string | null;
  /** The role's own page (on the site or a job board), when it links to one. */
  url: string | null;
  /**
   * What runs compare: the job board's id when the link carries one (`greenhouse:4012345`), else
   * the normalised title and location, so posting dates, "new" badges and order never count.
   */
  key: string;
}

/**
 * The job board and the job's id in a board URL (extract/boards.ts knows the boards' hosts), or
 * null for any other URL. Sites link to these from their own careers page, or embed the board,
 * whose markup links to the same URLs.
 */
export function boardJobId(url: string): string | null {
  const u = parseAbsoluteHttpUrl(url);
  if (!u) return null;
  const provider = boardProviderOf(url);
  if (!provider) return null;
  const parts = u.pathname.split("/").filter(Boolean);
  let id: string | undefined;
  if (provider === "greenhouse")
    id = parts[1] === "jobs" ? parts[2] : (u.searchParams.get("gh_jid") ?? undefined); // /<co>/jobs/<id>
  else if (provider === "lever" || provider === "ashby")
    id = parts[1]; // /<co>/<uuid>
  else if (parts.includes("j")) id = parts[parts.indexOf("j") + 1]; // /<co>/j/<id>
  return id && /^[\w-]{4,}$/.test(id) ? `${provider}:${id.toLowerCase()}` : null;
}

const JOB_CLASS = /(^|[-_])(job|jobs|position|opening|vacancy|posting|role|career|whr-item)s?([-_]|$)/;
/**
 * A part of a job card rather than the card: a BEM element (`job-card__title`, `job-card__meta`)
 * or a class naming the part (`job-title`, `posting-categories`, `job-location`). Every element of
 * a card built with such classes says "job"; only the card itself is one role.
 */
const JOB_PART = new RegExp(
  "__|[-_](title|name|heading|meta|location|locations|department|team|date|posted|age|link|" +
    "details?|info|header|body|footer|tags?|badge|label|categor(y|ies)|type|salary|apply|btn|button|" +
    String.raw`cta|count|description|summary|icon)$`,
);

function isJobCardClass(c: string): boolean {
  return JOB_CLASS.test(c) && !JOB_PART.test(c);
}
/**
 * A role's own page: English paths, and the German, French and Spanish sites' (`/stellen/…`, `/offres/…`, `/empleo/…`).
 */
const JOB_PATH = new RegExp(
  String.raw`\/(careers?|jobs?|positions?|openings?|roles?|vacancies|karriere|stellen(?:angebote)?|` +
    "offres?(?:-d-emploi)?|emplois?|carrieres?|recrutement|empleos?|vacantes|ofertas|" +
    String.raw`trabajos?)\/[^/]+`,
  "i",
);
const NOT_A_TITLE = new RegExp(
  "^(apply|apply now|learn more|read more|view (all|job|role|details|opening)s?|see (all|more|" +
    "details)|careers?|jobs|open roles|all jobs|back|benefits|our values|life at .*|" +
    String.raw`\d+ (open )?(roles|positions|jobs|openings|vacancies))$`,
  "i",
);

/** Words a role's title has. */
const ROLE_NOUN = new RegExp(
  String.raw`\b(ingenier[oa]s?|ingenieur(?:in)?|ingénieure?|desarrollador(?:a|es)?|développeu(?:r|se)|` +
    "entwickler(?:in)?|diseñador(?:a)?|designerin|analista|gerente|jef[ea]|responsable|directeur|" +
    "directrice|director(?:a)?|leiter(?:in)?|leitung|werkstudent(?:in)?|praktikant(?:in)?|becari[oa]|" +
    String.raw`stagiaire|alternant(?:e)?|comercial|commercial(?:e)?|vertrieb\w*|engineer|developer|designer|` +
    "manager|lead|head|director|vp|vice president|chief|officer|scientist|analyst|specialist|" +
    "representative|rep|executive|associate|intern(ship)?|recruiter|architect|coordinator|consultant|" +
    "writer|editor|marketer|counsel|accountant|technician|operator|administrator|sre|devops|" +
    "researcher|advocate|strategist|principal|generalist|assistant|agent|programmer|c[etfopmr]o|" +
    String.raw`president|success|apprentice|mechanic|machinist|controller|bookkeeper|owner)\b`,
  "i",
);

const SENIOR_ROLE = /\b(vp|svp|evp|vice[- ]president|head of|chief|director|c[etfopmr]o|president|general manager)\b/i;

/** A role at VP, Head of, Chief … or Director level. */
export function isSeniorRole(title: string): boolean {
  return SENIOR_ROLE.test(title);
}

const LOCATION_CLASS = /(^|[-_])(location|locations|city|office|place|workplace)([-_]|$)/;
const TEAM_CLASS = /(^|[-_])(team|department|dept|group|function)([-_]|$)/;
const TEAMS = new RegExp(
  "^(engineering|product|design|sales|marketing|operations|ops|finance|people|hr|legal|data|" +
    "research|support|customer success|customer support|g&a|growth|it|security|hardware|software|" +
    "manufacturing|business development|partnerships|recruiting|talent|field operations|robotics|ai|" +
    String.raw`machine learning|platform|infrastructure)$`,
  "i",
);
const LOCATIONISH = new RegExp(
  String.raw`\b(remote|hybrid|on-?site|anywhere|worldwide|global|emea|apac|americas|us|usa|uk|eu|europe)\b|` +
    String.raw`^\p{Lu}[\p{L} .'-]+,\s*\p{Lu}[\p{L} .'-]+$`,
  "iu",
);
/** Card text that is neither the team nor the place: contract type, badges, dates, calls to action. */
const NOT_A_DETAIL = new RegExp(
  "^(full[- ]?time|part[- ]?time|contract(or)?|temporary|permanent|freelance|internship|new|hot|" +
    String.raw`featured|apply( now)?|view|details|learn more|→|›)$`,
  "i",
);
const JOBS_HEADING = new RegExp(
  "open (roles|positions)|current (openings|vacancies|roles|positions)|job openings|we'?re hiring|" +
    String.raw`now hiring|join (us|the team|our team)|vacancies|opportunities|^(jobs|roles|positions|openings)$`,
  "i",
);
const SEPARATORS = /\s+[·•|–—-]\s+|\s*[·•|]\s*|\n/;

/**
 * Roles on a careers page, in page order, each once. Read from, in order: tables with a
 * role/position column; links to job pages (a job board's or the site's own `/careers/<slug>`),
 * each with the card around it; elements whose class says job/opening/posting (embedded boards
 * such as Greenhouse's `div.opening`, Lever's `div.posting`); plain bulleted lists of role titles.
 * Team and location come from the card's classes, the department heading above it, or its detail
 * line ("Engineering · Remote").
 */
export function extractJobs(html: string, pageUrl: string, max = 100): JobPosting[] {
  const doc = parseHtml(html);
  const jobs: JobPosting[] = [];
  const seenUrls = new Set<string>();
  const taken = new Set<DomElement>();
  const add = (
    raw: string,
    details: string[],
    url: string | null,
    classed: { team: string | null; location: string | null },
    el: DomElement,
  ) => {
    const title = cleanTitle(raw);
    if (title.length < 3 || title.length > 120 || NOT_A_TITLE.test(title)) return;
    if (url && seenUrls.has(url)) return;
    const fromDetails = readDetails(details, title);
    const location = classed.location ?? fromDetails.location;
    const team = classed.team ?? fromDetails.team ?? departmentHeading(el);
    const boardId = url ? boardJobId(url) : null;
    const key = boardId ?? jobKey(title, location);
    if (jobs.some((j) => j.key === key)) return;
    if (url) seenUrls.add(url);
    taken.add(el);
    jobs.push({ title, team, location, url, key });
  };
  const inTaken = (el: DomElement) => {
    for (let p: DomElement["parent"] = el; p && isElement(p); p = p.parent) if (taken.has(p)) return true;
    return false;
  };

  // 1. Tables whose header names a role column.
  for (const table of findAll(doc, (el) => el.name === "table" && !inChrome(el))) {
    const rows = findAll(table, (el) => el.name === "tr");
    const header = rows.find((r) => findAll(r, (c) => c.name === "th").length > 0);
    if (!header) continue;
    const heads = findAll(header, (c) => c.name === "th" || c.name === "td").map((c) => inlineText(c).toLowerCase());
    const col = (re: RegExp) => heads.findIndex((h) => re.test(h));
    const titleCol = col(/role|position|title|job|opening/);
    if (titleCol < 0) continue;
    const teamCol = col(/team|department|function/);
    const locCol = col(/location|office|city|where/);
    for (const row of rows.filter((r) => r !== header)) {
      const cells = findAll(row, (c) => (c.name === "td" || c.name === "th") && c.parent === row);
      if (!cells[titleCol]) continue;
      const link = findAll(cells[titleCol], (a) => a.name === "a" && !!attr(a, "href"))[0];
      const cellText = (i: number) => (i >= 0 && cells[i] ? inlineText(cells[i]) || null : null);
      add(
        inlineText(cells[titleCol]),
        [],
        link ? absoluteHttpUrl(attr(link, "href"), pageUrl) : null,
        { team: cellText(teamCol), location: cellText(locCol) },
        row,
      );
    }
  }

  // 2. Links to a job's own page, read with the card around them.
  const jobLinks = findAll(doc, (el) => el.name === "a" && !!attr(el, "href") && !inChrome(el)).flatMap((a) => {
    const url = absoluteHttpUrl(attr(a, "href"), pageUrl);
    if (!url) return [];
    const board = boardJobId(url) !== null;
    return board || JOB_PATH.test(new URL(url).pathname) ? [{ a, url, board }] : [];
  });
  const linkCount = new Map<DomElement, Set<string>>();
  for (const { a, url } of jobLinks) {
    for (let p = a.parent; p && isElement(p); p = p.parent) {
      const set = linkCount.get(p) ?? new Set<string>();
      set.add(url);
      linkCount.set(p, set);
    }
  }
  for (const { a, url, board } of jobLinks) {
    if (inTaken(a)) continue;
    const card = cardAround(a, url, linkCount);
    const heading = findAll(card, (el) => /^h[1-6]$/.test(el.name))[0];
    const title = heading ? inlineText(heading) : firstLine(a);
    // Board links are roles by where they point; a site's own /careers/<slug> may be a benefits page.
    if (!board && !classList(card).some((c) => JOB_CLASS.test(c)) && !ROLE_NOUN.test(title)) continue;
    add(title, detailLines(card, heading ?? null, title), url, classedDetails(card), card);
  }

  // 3. Elements whose class says job/opening/posting, without a link to a job page.
  for (const card of findAll(
    doc,
    (el) =>
      ["li", "div", "article", "tr", "a", "section"].includes(el.name) &&
      classList(el).some(isJobCardClass) &&
      !inChrome(el),
  )) {
    if (inTaken(card) || findAll(card, (el) => taken.has(el)).length > 0) continue;
    if (findAll(card, (el) => classList(el).some(isJobCardClass)).length > 0) continue; // the innermost card only
    const heading = findAll(card, (el) => /^h[1-6]$/.test(el.name) || el.name === "a")[0];
    const link = heading?.name === "a" ? heading : findAll(card, (el) => el.name === "a")[0];
    const title = firstLine(heading ?? card);
    add(
      title,
      detailLines(card, heading ?? null, title),
      link ? absoluteHttpUrl(attr(link, "href"), pageUrl) : null,
      classedDetails(card),
      card,
    );
  }

  // 4. Plain bulleted lists of role titles ("Senior Backend Engineer — Berlin").
  for (const list of findAll(doc, (el) => (el.name === "ul" || el.name === "ol") && !inChrome(el) && !inTaken(el))) {
    const items = list.children.filter((c): c is DomElement => isElement(c) && c.name === "li");
    const texts = items.map((li) => inlineText(li));
    const roleLike = texts.filter(
      (t) =>
        t.length <= 100 && t.split(/\s+/).length <= 14 && !/[.!?]$/.test(t) && ROLE_NOUN.test(t.split(SEPARATORS)[0]),
    );
    const headed = JOBS_HEADING.test(headingBefore(list) ?? "");
    if (roleLike.length === 0 || roleLike.length < items.length * 0.6 || (!headed && roleLike.length < 2)) continue;
    items.forEach((li, i) => {
      if (!roleLike.includes(texts[i]) || inTaken(li)) return;
      const [title, ...rest] = splitTitle(texts[i]);
      add(title, rest, null, { team: null, location: null }, li);
    });
  }
  return jobs.slice(0, max);
}

/** The roles' titles, in page order, each once. */
export function extractJobTitles(html: string, pageUrl: string, max = 100): string[] {
  const titles: string[] = [];
  for (const j of extractJobs(html, pageUrl, max))
    if (!titles.some((t) => t.toLowerCase() === j.title.toLowerCase())) titles.push(j.title);
  return titles;
}

/** The comparison key of a role without a board id: normalised title and location. */
export function jobKey(title: string, location: string | null): string {
  const norm = (s: string) =>
    comparableLine(cleanTitle(s))
      .replace(/#\w+/g, " ")
      .replace(/[^\p{L}\p{N}&+#]+/gu, " ")
      .trim();
  const place = location
    ? comparableLine(location)
        .replace(/[^\p{L}\p{N}]+/gu, " ")
        .trim()
    : "";
  return `${norm(title)}|${place}`;
}

/** The title without badges, posting ages and counters around it. */
function cleanTitle(raw: string): string {
  return raw
    .replace(/\s+/g, " ")
    .replace(/\s*[([]?\b(posted|updated|added)\b.*$/i, "")
    .replace(/\s*\b\d+\s*(d|h|w|days?|hours?|weeks?|months?)\s+ago\b.*$/i, "")
    .replace(/^(new|hot|featured)\s*[!:·•|–—-]?\s+|\s+[!:·•|–—-]?\s*(new|hot|featured)!?$/gi, "")
    .replace(/\s*\(\d+\)$/, "")
    .trim();
}

/** The smallest ancestor worth calling the link's card: stops at list items, rows and articles, before a second job. */
function cardAround(a: DomElement, url: string, linkCount: Map<DomElement, Set<string>>): DomElement {
  let card = a;
  for (let depth = 0; depth < 4; depth++) {
    if (
      ["li", "tr", "article", "dd"].includes(card.name) ||
      classList(card).some(
        (c) => isJobCardClass(c) || (/(^|[-_])(card|item|w-dyn-item)([-_]|$)/.test(c) && !JOB_PART.test(c)),
      )
    )
      break;
    const parent = card.parent;
    if (!parent || !isElement(parent) || ["body", "main", "html", "ul", "ol", "table", "tbody"].includes(parent.name))
      break;
    const links = linkCount.get(parent);
    if (!links || links.size > 1 || !links.has(url) || visibleText(parent).length > 400) break;
    card = parent;
  }
  return card;
}

function firstLine(el: DomElement): string {
  return visibleText(el).split("\n")[0] ?? "";
}

/** The card's lines other than the title, split on the separators sites put between details. */
function detailLines(card: DomElement, titleEl: DomElement | null, title: string): string[] {
  const text = visibleText(card, (el) => el === titleEl && el !== card);
  return text
    .split("\n")
    .flatMap((l) => l.split(SEPARATORS))
    .map((s) => s.trim())
    .filter((s) => s && s !== title);
}

function classedDetails(card: DomElement): { team: string | null; location: string | null } {
  const by = (re: RegExp) => {
    const el = findAll(card, (e) => classList(e).some((c) => re.test(c)))[0];
    const t = el ? inlineText(el) : "";
    return t && t.length <= 80 ? t : null;
  };
  return { team: by(TEAM_CLASS), location: by(LOCATION_CLASS) };
}

/** Team and place from detail segments ("Engineering", "Berlin, Germany", "Remote"). */
function readDetails(details: string[], title: string): { team: string | null; location: string | null } {
  let team: string | null = null;
  let location: string | null = null;
  for (const d of details) {
    const s = d.replace(/^[([]|[)\]]$/g, "").trim();
    if (!s || s === title || NOT_A_DETAIL.test(s) || /\b(posted|ago|today|yesterday)\b/i.test(s) || /\d{4}/.test(s))
      continue;
    if (!team && TEAMS.test(s)) team = s;
    else if (!location && s.length <= 60 && LOCATIONISH.test(s)) location = s;
  }
  return { team, location };
}

/** "Backend Engineer — Berlin (Remote)" → ["Backend Engineer", "Berlin", "Remote"]. */
function splitTitle(text: string): string[] {
  const [head, ...rest] = text
    .split(SEPARATORS)
    .map((s) => s.trim())
    .filter(Boolean);
  const paren = /^(.*?)\s*\(([^)]+)\)$/.exec(head ?? "");
  return paren ? [paren[1], paren[2], ...rest] : [head ?? "", ...rest];
}

/** The department heading a job sits under (Greenhouse's `<h3>Engineering</h3>` above its openings). */
function departmentHeading(card: DomElement): string | null {
  let child: DomElement = card;
  for (let p = card.parent, depth = 0; p && isElement(p) && depth < 4; p = p.parent, depth++) {
    const before = p.children
      .slice(0, p.children.indexOf(child))
      .filter((c): c is DomElement => isElement(c) && /^h[2-5]$/.test(c.name));
    const h = before.at(-1);
    if (h) {
      const t = inlineText(h);
      return t.length <= 40 && !JOBS_HEADING.test(t) && !ROLE_NOUN.test(t) ? t : null;
    }
    child = p;
  }
  return null;
}

function headingBefore(el: DomElement): string | null {
  let child: DomElement = el;
  for (let p = el.parent, depth = 0; p && isElement(p) && depth < 3; p = p.parent, depth++) {
    const h = p.children
      .slice(0, p.children.indexOf(child))
      .filter((c): c is DomElement => isElement(c) && /^h[1-6]$/.test(c.name))
      .at(-1);
    if (h) return inlineText(h);
    child = p;
  }
  return null;
}

/** Navigation, header and footer: links there are menus, not roles. */
function inChrome(el: DomElement): boolean {
  for (let p: DomElement["parent"] = el; p && isElement(p); p = p.parent) {
    if (p.name === "nav" || p.name === "footer" || p.name === "header" || attr(p, "role") === "navigation") return true;
  }
  return false;
}
