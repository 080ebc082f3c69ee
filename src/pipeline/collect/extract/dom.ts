import { DomHandler, DomUtils, ElementType, Parser, type parseDocument } from "htmlparser2";
import { spaceTokens, collapseSpaces } from "../../../text/token-classes";

/** Small DOM helpers over htmlparser2's tree, shared by the extractors. */

export type HtmlDocument = ReturnType<typeof parseDocument>;
export type DomNode = HtmlDocument["children"][number];
export type DomElement = Extract<DomNode, { attribs: Record<string, string> }>;

/** Deeper than any real page nests (tens of levels); past it the rest of the page is not read. */
export const MAX_HTML_DEPTH = 256;
/** More elements than real pages have (a few thousand); past it the rest of the page is not read. */
export const MAX_HTML_ELEMENTS = 30_000;
/** Characters fed to the parser between depth checks: at most ~400 more levels per chunk. */
const PARSE_CHUNK = 2048;

/** A DOM builder that counts the elements so far and knows how deep the one being parsed is. */
class CountingHandler extends DomHandler {
  depth = 0;
  elements = 0;
  override onopentag(name: string, attribs: Record<string, string>): void {
    this.depth += 1;
    this.elements += 1;
    super.onopentag(name, attribs);
  }
  override onclosetag(): void {
    this.depth -= 1;
    super.onclosetag();
  }
}

/**
 * The page's DOM. A page a site controls may nest elements without end: htmlparser2's open-element
 * stack makes each level cost as much as the depth so far (150,000 nested divs held the process for
 * seconds, 400,000 for minutes), and the recursive walks overflowed the call stack from about 5,000.
 * A flat page of 2 MiB still cost seconds to parse and read. Parsing stops once elements are nested
 * deeper than MAX_HTML_DEPTH or number more than MAX_HTML_ELEMENTS: what came before is kept.
 */
export function parseHtml(html: string): HtmlDocument {
  return parseMarkup(html, { lowerCaseTags: true, lowerCaseAttributeNames: true, decodeEntities: true });
}

/** A feed's XML, within the same bounds as a page. */
export function parseXml(xml: string): HtmlDocument {
  return parseMarkup(xml, { xmlMode: true, decodeEntities: true });
}

function parseMarkup(text: string, options: ConstructorParameters<typeof Parser>[1]): HtmlDocument {
  const handler = new CountingHandler(undefined, options);
  const parser = new Parser(handler, options);
  const within = () => handler.depth <= MAX_HTML_DEPTH && handler.elements <= MAX_HTML_ELEMENTS;
  for (let at = 0; at < text.length && within(); at += PARSE_CHUNK) {
    parser.write(text.slice(at, at + PARSE_CHUNK));
  }
  parser.end();
  return handler.root;
}

export function isElement(node: DomNode | HtmlDocument): node is DomElement {
  return "attribs" in node && "name" in node;
}

export function children(node: DomNode | HtmlDocument): DomNode[] {
  return "children" in node ? node.children : [];
}

/** Depth-first, document order. */
export function* walkElements(root: DomNode | HtmlDocument): Generator<DomElement> {
  for (const child of children(root)) {
    if (isElement(child)) {
      yield child;
      yield* walkElements(child);
    }
  }
}

export function findAll(root: DomNode | HtmlDocument, test: (el: DomElement) => boolean): DomElement[] {
  const out: DomElement[] = [];
  for (const el of walkElements(root)) if (test(el)) out.push(el);
  return out;
}

export function findFirst(root: DomNode | HtmlDocument, test: (el: DomElement) => boolean): DomElement | null {
  for (const el of walkElements(root)) if (test(el)) return el;
  return null;
}

export function attr(el: DomElement, name: string): string | undefined {
  return el.attribs[name];
}

export function classList(el: DomElement): string[] {
  return spaceTokens((el.attribs.class ?? "").toLowerCase());
}

/**
 * Whether one of the element's classes, read as words joined by "-" or "_", holds one of `names`: "team-member"
 * stands for the words "team" "member" in a row or the one word "teammember" ("c-team-member__photo" holds it,
 * "teammembers" does not).
 */
export function hasClassWord(el: DomElement, names: readonly string[]): boolean {
  return classList(el).some((c) => {
    const parts = c.split("-").flatMap((p) => p.split("_"));
    return names.some((name) => {
      const want = name.split("-");
      if (parts.includes(want.join(""))) return true;
      return parts.some((_, i) => want.every((w, j) => parts[i + j] === w));
    });
  });
}

/** Elements whose content is never visible text. */
export const INVISIBLE_TAGS = new Set([
  "script",
  "style",
  "noscript",
  "template",
  "svg",
  "canvas",
  "iframe",
  "object",
  "head",
]);

/** Tags that break text into separate lines. */
export const BLOCK_TAGS = new Set([
  "address",
  "article",
  "aside",
  "blockquote",
  "br",
  "dd",
  "details",
  "div",
  "dl",
  "dt",
  "fieldset",
  "figcaption",
  "figure",
  "footer",
  "form",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "header",
  "hr",
  "li",
  "main",
  "nav",
  "ol",
  "p",
  "pre",
  "section",
  "summary",
  "table",
  "tbody",
  "td",
  "tfoot",
  "th",
  "thead",
  "tr",
  "ul",
  "title",
  "option",
  "label",
  "button",
]);

/**
 * Visible text of a subtree: invisible elements skipped, blocks on their own lines, runs of
 * whitespace collapsed to one space, blank lines dropped. `skip` prunes more subtrees.
 */
export function visibleText(root: DomNode | HtmlDocument, skip?: (el: DomElement) => boolean): string {
  const parts: string[] = [];
  const visit = (node: DomNode, inFlex = false) => {
    if (isElement(node)) {
      if (INVISIBLE_TAGS.has(node.name) || "hidden" in node.attribs || skip?.(node)) return;
      // A flex or grid container's items are laid out apart, whatever their tags ("As heard on 20VC" · "Our CEO …").
      const block = inFlex || BLOCK_TAGS.has(node.name) || isButtonLink(node);
      if (block) parts.push("\n");
      const flex = isFlexContainer(node);
      if (!block) parts.push(EDGE);
      for (const c of node.children) visit(c, flex);
      parts.push(block ? "\n" : EDGE);
      return;
    }
    if (node.type === ElementType.Text) parts.push(node.data);
  };
  for (const c of children(root)) visit(c);
  return (
    parts
      .join("")
      // Two inline elements side by side are two items when one ends a word and the next starts another ("…
      // chargers</a><span>2 September", "demo</a><a>See pricing"); "<b>A</b>cme" stays one word.
      .replace(GLUED, (_, a, b, c, d) => `${a ?? c} ${b ?? d}`)
      .replaceAll(EDGE, "")
      .split("\n")
      .map(collapseSpaces)
      .filter(Boolean)
      .join("\n")
  );
}

/** Class names of flex and grid layouts (Tailwind, Bootstrap, Webflow) and an inline `display: flex | grid`. */
const FLEX_CLASSES = new Set(
  "flex, inline-flex, grid, inline-grid, d-flex, d-grid, w-layout-hflex, w-layout-vflex, w-layout-grid".split(", "),
);

/** Where an inline element starts or ends, until the text is joined. */
const EDGE = "\uE000";
const GLUED = /([\p{Ll}\p{N}.!?)])\uE000+(\p{Lu})|([\p{L}\p{N}.!?)])\uE000+(\p{N})/gu;

/**
 * A link styled as a button ("button", "btn", "btn-primary", Webflow's "w-button"): drawn apart from the links
 * beside it.
 */
function isButtonLink(el: DomElement): boolean {
  if (el.name !== "a") return false;
  return spaceTokens(el.attribs.class ?? "").some((c) => {
    const parts = c.split("-");
    const head = parts[0] === "w" ? parts[1] : parts[0];
    return head === "button" || head === "btn";
  });
}

/** Inline `display` values that lay out their children apart. */
const FLEX_DISPLAYS = new Set(["flex", "inline-flex", "grid", "inline-grid"]);

function isFlexContainer(el: DomElement): boolean {
  if (spaceTokens(el.attribs.class ?? "").some((c) => FLEX_CLASSES.has(c))) return true;
  // style="display: flex; gap: 8px", "display:grid !important"
  return (el.attribs.style ?? "").split(";").some((declaration) => {
    const [property, value = ""] = declaration.split(":");
    const shown = spaceTokens(value.toLowerCase().split("!")[0] ?? "")[0] ?? "";
    return property!.trim().toLowerCase() === "display" && FLEX_DISPLAYS.has(shown);
  });
}

/** Visible text on one line. */
export function inlineText(root: DomNode | HtmlDocument): string {
  return visibleText(root).replaceAll("\n", " ").trim();
}

/** A fragment of HTML an API or feed returns as a string (a description, a story's text) as plain text on one line. */
export function snippetText(html: string): string {
  return html ? collapseSpaces(inlineText(parseHtml(html))) : "";
}

/** Resolves `href` against `base`; only http(s) URLs, fragment dropped. */
export function absoluteHttpUrl(href: string | undefined, base: string): string | null {
  if (!href) return null;
  const trimmed = href.trim();
  if (trimmed === "" || trimmed.startsWith("#")) return null;
  try {
    const url = new URL(trimmed, base);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    url.hash = "";
    return url.href;
  } catch {
    return null;
  }
}

/** The first child element named `name` (XML: feeds, sitemaps), or null. */
export function childNamed(el: DomElement, name: string): DomElement | null {
  for (const c of el.children) if ("attribs" in c && c.name === name) return c;
  return null;
}

/** An XML element's text, whitespace collapsed; "" for none. */
export function xmlText(el: DomElement | null): string {
  return el ? collapseSpaces(DomUtils.textContent(el)) : "";
}

/** Whether `el` lies inside `ancestor` (not `ancestor` itself). */
export function contains(ancestor: DomElement, el: DomElement): boolean {
  for (let p = el.parent; p && isElement(p); p = p.parent) if (p === ancestor) return true;
  return false;
}
