import { absoluteHttpUrl, attr, classList, findAll, inlineText, parseHtml, type DomElement } from "./dom";

const JOB_CLASS = /(^|[-_])(job|jobs|position|opening|vacancy|posting|role|career)s?([-_]|$)/;
const JOB_PATH = /\/(careers?|jobs?|positions?|openings?|roles?)\/[^/]+/i;
const NOT_A_TITLE = /^(apply|apply now|learn more|read more|view (all|job|role)|see (all|more)|careers?|jobs|open roles|all jobs|back)$/i;

/**
 * Job titles on a careers page, in page order, de-duplicated. Two passes: elements whose class
 * says job/position/opening (their first link or heading is the title), then links into a
 * careers/jobs path (`/careers/<slug>`), which is how most job boards list roles.
 */
export function extractJobTitles(html: string, pageUrl: string, max = 100): string[] {
  const doc = parseHtml(html);
  const titles: string[] = [];
  const add = (t: string) => {
    const title = t.replace(/\s+/g, " ").trim();
    if (title.length < 3 || title.length > 120 || NOT_A_TITLE.test(title)) return;
    if (!titles.some((x) => x.toLowerCase() === title.toLowerCase())) titles.push(title);
  };

  const cards = findAll(doc, (el) => ["li", "div", "article", "tr", "a"].includes(el.name) && classList(el).some((c) => JOB_CLASS.test(c)));
  for (const card of cards) {
    const heading = findAll(card, (el) => /^h[1-6]$/.test(el.name) || el.name === "a")[0];
    add(inlineText(heading ?? card).split(/\s{2,}|\n/)[0]);
  }
  if (titles.length === 0) {
    for (const a of findAll(doc, (el: DomElement) => el.name === "a" && !!attr(el, "href"))) {
      const url = absoluteHttpUrl(attr(a, "href"), pageUrl);
      if (!url) continue;
      const path = new URL(url).pathname;
      if (JOB_PATH.test(path)) add(inlineText(a));
    }
  }
  return titles.slice(0, max);
}
