import { spaceTokens, collapseSpaces } from "../../../../text/token-classes";
import { attr, contains, findAll, hasClassWord, inlineText, isElement, visibleText, type DomElement } from "../dom";
import { firstClause, looksLikePersonName, looksLikeRole } from "./names";
import { LINK_LABELS, ROLE_CLASS_WORDS } from "./words";

/* A person's role and bio in their card: by markup, among the name's siblings, or in the lines after the name. */

const HEADINGS = new Set(["h1", "h2", "h3", "h4", "h5", "h6"]);
/** Separators and spaces at either end of what is left of a line once the name is cut out (", CEO" → "CEO"). */
const SEPARATOR_EDGES = /^[\s,|·•–—:-]+|[\s,|·•–—:-]+$/g;

export function roleFromMarkup(card: DomElement, nameEl: DomElement, nameEls: Set<DomElement>): string | null {
  const byItemprop = findAll(card, (el) => attr(el, "itemprop") === "jobTitle")[0];
  if (byItemprop) return inlineText(byItemprop) || null;
  for (const el of findAll(card, (e) => hasClassWord(e, ROLE_CLASS_WORDS))) {
    if (el === nameEl || nameEls.has(el) || contains(el, nameEl) || contains(nameEl, el)) continue;
    const text = inlineText(el);
    if (text && text.length <= 80) return text;
  }
  return null;
}

/**
 * A name that is a bare heading or `<dt>` among siblings (Markdown pages: `<h3>Name</h3><p>Title</p>`;
 * `<dt>Name</dt><dd>Title</dd>`): the first role-like element after it, before the next name.
 */
export function roleFromSiblings(nameEl: DomElement, nameEls: Set<DomElement>): string | null {
  const siblings = nameEl.parent && isElement(nameEl.parent) ? nameEl.parent.children.filter(isElement) : [];
  for (const s of siblings.slice(siblings.indexOf(nameEl) + 1, siblings.indexOf(nameEl) + 4)) {
    if (nameEls.has(s) || HEADINGS.has(s.name) || s.name === "dt") break;
    const text = inlineText(s);
    if (looksLikeRole(text)) return text;
  }
  return null;
}

/**
 * The rest of the name's own line ("Jane Doe, CEO. Ex-Google." gives "CEO") when role-like; else
 * the first role-like line after it; else the very next line when short and not a sentence.
 */
export function roleFromText(card: DomElement, name: string): string | null {
  const lines = visibleText(card).split("\n");
  const at = lines.findIndex((l) => l.includes(name));
  if (at < 0) return null;
  const rest = lines[at].slice(lines[at].indexOf(name) + name.length).replace(SEPARATOR_EDGES, "");
  const sameLine = firstClause(rest).trim();
  if (sameLine && looksLikeRole(sameLine)) return sameLine.endsWith(".") ? sameLine.slice(0, -1) : sameLine;
  const after = lines.slice(at + 1, at + 4).filter((l) => !LINK_LABELS.has(l.toLowerCase()));
  const roleLike = after.find(looksLikeRole);
  if (roleLike) return roleLike;
  const next = after[0];
  return next &&
    next.length <= 50 &&
    spaceTokens(next).length <= 6 &&
    ![".", "!", "?"].some((end) => next.endsWith(end)) &&
    !looksLikePersonName(next)
    ? next
    : null;
}

/** The card's remaining prose: without links, headings other than the name, the name and the role. */
export function bioOf(card: DomElement, name: string, role: string | null): string | null {
  const text = visibleText(card, (el) => el.name === "a" || (HEADINGS.has(el.name) && !inlineText(el).includes(name)));
  const rest = text
    .split("\n")
    .map((line) => {
      let l = line.split(name).join(" ");
      if (role) l = l.split(role).join(" ");
      return collapseSpaces(l.replace(SEPARATOR_EDGES, ""));
    })
    .filter(Boolean)
    .join(" ")
    .trim();
  return rest ? rest.slice(0, 300) : null;
}
