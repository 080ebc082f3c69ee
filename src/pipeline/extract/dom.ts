import { ElementType, parseDocument } from "htmlparser2";

/** Small DOM helpers over htmlparser2's tree, shared by the extractors. */

export type HtmlDocument = ReturnType<typeof parseDocument>;
export type DomNode = HtmlDocument["children"][number];
export type DomElement = Extract<DomNode, { attribs: Record<string, string> }>;

export function parseHtml(html: string): HtmlDocument {
  return parseDocument(html, { lowerCaseTags: true, lowerCaseAttributeNames: true, decodeEntities: true });
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
  return (el.attribs.class ?? "").toLowerCase().split(/\s+/).filter(Boolean);
}

/** Elements whose content is never visible text. */
export const INVISIBLE_TAGS = new Set(["script", "style", "noscript", "template", "svg", "canvas", "iframe", "object", "head"]);

/** Tags that break text into separate lines. */
export const BLOCK_TAGS = new Set([
  "address", "article", "aside", "blockquote", "br", "dd", "details", "div", "dl", "dt", "fieldset",
  "figcaption", "figure", "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hr", "li",
  "main", "nav", "ol", "p", "pre", "section", "summary", "table", "tbody", "td", "tfoot", "th", "thead",
  "tr", "ul", "title", "option", "label", "button",
]);

/**
 * Visible text of a subtree: invisible elements skipped, blocks on their own lines, runs of
 * whitespace collapsed to one space, blank lines dropped. `skip` prunes more subtrees.
 */
export function visibleText(root: DomNode | HtmlDocument, skip?: (el: DomElement) => boolean): string {
  const parts: string[] = [];
  const visit = (node: DomNode) => {
    if (isElement(node)) {
      if (INVISIBLE_TAGS.has(node.name) || "hidden" in node.attribs || skip?.(node)) return;
      const block = BLOCK_TAGS.has(node.name);
      if (block) parts.push("\n");
      for (const c of node.children) visit(c);
      if (block) parts.push("\n");
      return;
    }
    if (node.type === ElementType.Text) parts.push(node.data);
  };
  for (const c of children(root)) visit(c);
  return parts
    .join("")
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join("\n");
}

/** Visible text on one line. */
export function inlineText(root: DomNode | HtmlDocument): string {
  return visibleText(root).replace(/\n/g, " ").trim();
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
