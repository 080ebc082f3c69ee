import { foldText, isStopword, words } from "../../../text";
import { isDigits, isHexDigest, isSize, spaceTokens } from "../../../text/token-classes";
import { attr, type DomElement, type HtmlDocument, isElement, parseHtml, visibleText, walkElements } from "./dom";

/*
 * The customer logos a page shows (docs/pipeline.md "Customers and logos"): sites name their customers as a wall of
 * images, the names only in the images' alt text or file names ("/img/logos/walmart.svg"). A logo is an image in a
 * group of three or more images whose section says it shows customers ("Trusted by", "Our customers", a class
 * "logos"), outside the header, menu and footer; a group about the press, investors, integrations or certifications is
 * not customers. A group labelled as the company's investors ("Backed by") is a wall of its own. Each logo is kept by
 * its name.
 */

/** Words of a group's label (its classes, ids, names, heading) that say it shows customers. */
const CUSTOMER_CUES = new Set([
  ...["logo", "logos", "customer", "customers", "client", "clients", "trusted", "used", "loved", "chosen", "brands"],
  ...["companies", "teams", "organizations", "organisations", "retailers", "users", "marquee", "ticker", "kunden"],
  ...["clientes", "referenzen", "references", "powering", "onboarding", "serving", "join"],
]);
/** Words that say a group shows something else: the press, investors, integrations, awards, app stores. */
const OTHER_CUES = new Set([
  ...["press", "featured", "seen", "media", "news", "investors", "backed", "investor", "funded"],
  ...["integrations", "integration", "integrates", "connects", "works", "stack", "apps"],
  ...["awards", "award", "certified", "certifications", "compliance", "soc", "iso", "gdpr", "badge", "badges"],
  ...["download", "store", "play", "social", "team", "founders", "avatar", "avatars"],
  // A testimonial's photo is a person, not a customer's logo.
  ...["testimonial", "testimonials", "quote", "quotes", "review", "reviews", "says", "say", "stories", "story"],
]);
/** Words that say a group shows the company's investors ("Backed by", "Our investors", "Funded by"). */
const INVESTOR_CUES = new Set(["investors", "investor", "backed", "backers", "funded", "investoren", "investisseurs"]);
/** Words that say an investors' group is something else: the press, integrations, awards, the team. */
const NOT_INVESTOR_CUES = new Set(
  [...OTHER_CUES].filter((w) => !["investors", "investor", "backed", "funded"].includes(w)),
);
/** Words of a file name or an alt text that are the image's, not the customer's. */
const IMAGE_WORDS = new Set([
  ...["logo", "logos", "logotype", "wordmark", "icon", "image", "img", "picture", "customer", "client", "brand"],
  ...["color", "colour", "white", "black", "dark", "light", "mono", "grey", "gray", "full", "small", "large"],
  ...["primary", "secondary", "horizontal", "vertical", "stacked", "rgb", "cmyk", "transparent", "default"],
  ...["svg", "png", "jpg", "jpeg", "webp", "avif", "gif", "x", "2x", "3x", "of"],
]);
/** A possessive's ending, dropped from an alt text ("Acme's"). */
const POSSESSIVES = ["'s", "’s"];
const FURNITURE = new Set(["header", "nav", "footer"]);
const MIN_GROUP = 3;
const MAX_LOGOS = 60;
/** How far up from an image its group's label is looked for: a wall nests its images a few levels deep. */
const LABEL_DEPTH = 8;
/** How many containers up from a wall its label is looked for, wrappers of the wall alone not counted. */
const LABEL_LEVELS = 3;
/** A container with more text than this is a page's part, not a wall's label. */
const MAX_LABEL_CHARS = 300;
/** A block before a wall with more text than this is a paragraph, not the wall's heading. */
const MAX_HEADING_CHARS = 120;

/** The customer logos of a page, by name, in page order. */
export function extractLogos(html: string): string[] {
  return logoWalls(html).customers;
}

/** What a wall of logos shows: the company's customers, or its investors ("Backed by"). */
export type WallKind = "customers" | "investors";

/**
 * A page's walls of logos by what they show, each logo by name, in page order. On a page of customers
 * (`customersPage`), a group that says nothing of itself is its customers: the page's heading says so.
 */
export function logoWalls(html: string, opts: { customersPage?: boolean } = {}): Record<WallKind, string[]> {
  const doc = parseHtml(html);
  const groups = logoGroups(doc, opts.customersPage ? "customers" : null);
  return { customers: namesIn(groups.customers), investors: namesIn(groups.investors) };
}

function namesIn(groups: DomElement[][]): string[] {
  const out = new Map<string, string>();
  for (const group of groups) {
    for (const img of group) {
      const name = logoName(img);
      if (!name) continue;
      const key = foldText(name);
      if (out.has(key)) continue;
      out.set(key, name);
      if (out.size >= MAX_LOGOS) return [...out.values()];
    }
  }
  return [...out.values()];
}

/**
 * Groups of images labelled as customers. An image's group is its nearest container holding three images or more; the
 * group's label is what that container and the containers around it holding no other image say of themselves.
 */
function logoGroups(doc: HtmlDocument, unlabelled: WallKind | null): Record<WallKind, DomElement[][]> {
  const counted = new Map<DomElement, DomElement[]>();
  const imagesOf = (el: DomElement) => {
    let imgs = counted.get(el);
    if (!imgs) counted.set(el, (imgs = imagesUnder(el)));
    return imgs;
  };
  const groups = new Map<DomElement, WallKind | null>();
  walk(doc, [], (_img, ancestors) => {
    for (let i = ancestors.length - 1; i >= Math.max(0, ancestors.length - LABEL_DEPTH); i--) {
      const el = ancestors[i]!;
      const size = imagesOf(el).length;
      if (size < MIN_GROUP) continue;
      if (!groups.has(el)) {
        // A wall of logos is images and a label; images among paragraphs (testimonials, a team, articles) are not one.
        if (visibleText(el).length > MAX_LABEL_CHARS) {
          groups.set(el, null);
          return;
        }
        // A section holding a wall of its own and images beside it (two badges above an "As featured in" strip) is
        // the page around walls, not one: its stray images are no wall's.
        const kids = el.children.filter(isElement).map((k) => imagesOf(k).length);
        if (kids.some((n) => n >= MIN_GROUP && n < size)) {
          groups.set(el, null);
          return;
        }
        const [labels, imgs] = [labelOf(el), imagesOf(el)];
        // Up through the containers that hold this wall and a label only, never the page around it; each says of the
        // wall what comes before it (a section after the wall, "Customer stories", is another's label).
        const after = new Set<DomElement>();
        for (let j = i - 1, n = 1; j >= 0 && n < LABEL_LEVELS && sameWall(imagesOf(ancestors[j]!), imgs); j--) {
          const [outer, inner] = [ancestors[j]!, ancestors[j + 1]!];
          const kids = outer.children.filter(isElement);
          // Never the page around the wall: a container holding the page's main part holds its menu too. Within a
          // section too long to be a label, the short block right before a wall that has said nothing of itself yet
          // is its heading ("Powering brands in Malta, Greece …" above a gallery strip).
          if (kids.some((k) => k.name === "main")) break;
          if (visibleText(outer).length > MAX_LABEL_CHARS) {
            if (!labels.some(isCue)) labels.push(...headingBefore(kids, inner, imagesOf));
            break;
          }
          for (const c of outer.children.slice(outer.children.indexOf(inner) + 1)) if (isElement(c)) after.add(c);
          labels.push(...labelOf(outer, after));
          // A wrapper of the wall alone (a ticker's list and its hidden copy, a slider's frame) is no level of its own.
          if (!kids.every((k) => k === inner || (imagesOf(k).length > 0 && sameWall(imagesOf(k), imgs)))) n++;
        }
        groups.set(el, wallKindOf(labels, unlabelled));
      }
      return;
    }
  });
  const of = (kind: WallKind) => [...groups].filter(([, k]) => k === kind).map(([el]) => imagesOf(el));
  return { customers: of("customers"), investors: of("investors") };
}

/** Whether a label's word says what a wall shows (customers, investors, something else). */
const isCue = (w: string) => CUSTOMER_CUES.has(w) || OTHER_CUES.has(w) || INVESTOR_CUES.has(w);

/** The words of the element right before the wall, when it is a short block of text and no images: its heading. */
function headingBefore(kids: DomElement[], wall: DomElement, imagesOf: (el: DomElement) => DomElement[]): string[] {
  const prev = kids[kids.indexOf(wall) - 1];
  if (!prev || imagesOf(prev).length > 0) return [];
  const text = visibleText(prev);
  return text.length <= MAX_HEADING_CHARS ? words(text) : [];
}

/**
 * Whether a container's images are a wall's and no others: the same images, each perhaps twice (a ticker repeats its
 * list, hidden, so that it loops).
 */
function sameWall(around: DomElement[], wall: DomElement[]): boolean {
  const key = (img: DomElement) => attr(img, "src") ?? attr(img, "alt") ?? "";
  const mine = new Set(wall.map(key));
  return around.length === wall.length || (around.length <= 2 * wall.length && around.every((i) => mine.has(key(i))));
}

function walk(
  node: HtmlDocument | DomElement,
  ancestors: DomElement[],
  onImage: (img: DomElement, a: DomElement[]) => void,
) {
  for (const child of node.children) {
    if (!isElement(child)) continue;
    if (FURNITURE.has(child.name) || attr(child, "role") === "navigation" || attr(child, "role") === "banner") continue;
    if (child.name === "img") onImage(child, ancestors);
    else walk(child, [...ancestors, child], onImage);
  }
}

function imagesUnder(el: DomElement): DomElement[] {
  return [...walkElements(el)].filter((e) => e.name === "img");
}

/**
 * What a container says of itself: its classes, id, names and label, and its own text; above the wall, only its text
 * before the wall (`after`: the elements that follow the wall, left out).
 */
function labelOf(el: DomElement, after?: Set<DomElement>): string[] {
  const own = [
    ...spaceTokens(attr(el, "class") ?? "").map(camelWords),
    attr(el, "id") ?? "",
    attr(el, "aria-label") ?? "",
    ...Object.entries(el.attribs)
      .filter(([k]) => k.startsWith("data-") && k.endsWith("name"))
      .map(([, v]) => v),
  ].join(" ");
  const text = visibleText(el, after && ((e) => after.has(e))).slice(0, 160);
  return words(`${own} ${text}`);
}

/** A class name's camel-cased words apart ("LogoWall_grid" → "Logo Wall_grid"), as CSS modules write them. */
function camelWords(name: string): string {
  let out = "";
  for (let i = 0; i < name.length; i++) {
    const [c, prev] = [name[i]!, name[i - 1] ?? ""];
    const upper = c !== c.toLowerCase();
    out += upper && prev !== "" && prev === prev.toLowerCase() && prev !== prev.toUpperCase() ? ` ${c}` : c;
  }
  return out;
}

function wallKindOf(label: string[], unlabelled: WallKind | null): WallKind | null {
  if (label.some((w) => INVESTOR_CUES.has(w)) && !label.some((w) => NOT_INVESTOR_CUES.has(w))) return "investors";
  if (label.some((w) => OTHER_CUES.has(w))) return null;
  return label.some((w) => CUSTOMER_CUES.has(w)) ? "customers" : unlabelled;
}

/** A logo's name: its alt text without the image's own words, else its file name read as words. */
function logoName(img: DomElement): string | null {
  const raw = attr(img, "alt") ?? "";
  // An alt written as a file's slug ("tesco-logo", "ocado_logo") is read as a file name is.
  const slug = !raw.includes(" ") && raw === raw.toLowerCase() && FILE_NAME_SEPARATORS.some((c) => raw.includes(c));
  const alt = nameFrom(slug ? spacedOut(raw) : raw);
  if (alt) return slug ? alt.split(" ").map(capitalised).join(" ") : alt;
  const name = nameFrom(fileWords(attr(img, "src") ?? attr(img, "data-src") ?? ""));
  return name ? name.split(" ").map(capitalised).join(" ") : null;
}

/** An image's file name without its extension, its separators read as spaces ("acme-corp_logo@2x.png" → words). */
function fileWords(src: string): string {
  let path: string;
  try {
    path = new URL(src, "https://logo.invalid/").pathname;
  } catch {
    return "";
  }
  // An image service puts its variant after the file ("/…/orsted_logo.png/w=384"); a resizer names it in its query
  // ("/_next/image?url=%2Fimages%2Fcarrier.svg").
  const segments = [
    ...path.split("/"),
    ...safeDecode(new URL(src, "https://logo.invalid/").searchParams.get("url") ?? "").split("/"),
  ];
  const named = segments.filter((seg) => IMAGE_EXTENSIONS.some((e) => seg.toLowerCase().endsWith(e)));
  let file = safeDecode(named.at(-1) ?? path.split("/").pop() ?? "");
  const dot = file.lastIndexOf(".");
  if (dot > 0) file = file.slice(0, dot);
  return spacedOut(file);
}

/** A file name's separators read as spaces ("acme-corp_logo" → "acme corp logo"). */
function spacedOut(file: string): string {
  return FILE_NAME_SEPARATORS.reduce((t, separator) => t.replaceAll(separator, " "), file);
}

const IMAGE_EXTENSIONS = [".svg", ".png", ".jpg", ".jpeg", ".webp", ".avif", ".gif"];
/** What joins the words of a logo's file name. */
const FILE_NAME_SEPARATORS = ["-", "_", ".", "@"];

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

const capitalised = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

function nameFrom(text: string): string | null {
  const kept = spaceTokens(text)
    .filter((w) => {
      const f = words(w).join("");
      // Hashes and sizes a build adds to file names ("3f9a2c1e", "140x40") are not names.
      return f && !IMAGE_WORDS.has(f) && !(isStopword(f) && f.length < 3) && !isHexDigest(f, 6) && !isSize(f);
    })
    .join(" ");
  const name = POSSESSIVES.reduce((n, p) => (n.endsWith(p) ? n.slice(0, -p.length) : n), kept).trim();
  // A name has a word of two letters or more, not only digits and initials.
  return words(name).some((w) => w.length - [...w].filter((c) => isDigits(c)).length >= 2) ? name : null;
}
