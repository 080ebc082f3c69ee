import { foldText, words } from "../../../text";
import { spaceTokens } from "../../../text/token-classes";
import { attr, findAll, findFirst, isElement, parseHtml, visibleText, type DomElement } from "./dom";

/*
 * A page that renders only in a browser: a client-side app's HTML is an empty
 * shell (a mount point such as `<div id="root"></div>`, a bundle of scripts, and at most a
 * `<noscript>` asking for JavaScript), and what the site says arrives when the scripts run. Read
 * as it comes, such a page says nothing, so it is told apart from a page with little on it: it
 * must have next to no text, load scripts, and either mount an app into an empty element or ask
 * for JavaScript.
 */

/**
 * Ids and classes of the element a client-side framework mounts into (React, Vue, Next.js, Gatsby, Nuxt, Svelte,
 * Quasar, …).
 */
const MOUNT = new Set(
  "root app __next ___gatsby __nuxt svelte q-app react-root app-root application main-app mount spa-root".split(" "),
);
/** Words at most a shell's visible text has ("Loading…", a title in the body). */
const MAX_SHELL_WORDS = 20;

export interface ShellVerdict {
  shell: boolean;
  /** Why, as the run's health detail says it ("an empty <div id="root"> and 2 scripts"). */
  why: string;
}

export function clientShell(html: string): ShellVerdict {
  const doc = parseHtml(html);
  const body = findFirst(doc, (el) => el.name === "body") ?? doc;
  const wordCount = words(visibleText(body)).length;
  const no = (why: string): ShellVerdict => ({ shell: false, why });
  if (wordCount > MAX_SHELL_WORDS) return no(`${wordCount} words of text`);
  const scripts = findAll(
    doc,
    (el) => el.name === "script" && (!!attr(el, "src") || attr(el, "type") === "module") && !isDataScript(el),
  );
  if (!scripts.length) return no("no scripts to render it");
  const mount = findFirst(body, (el) => isMountPoint(el) && isEmpty(el));
  const noscript = findFirst(doc, (el) => el.name === "noscript" && asksForJavaScript(textOf(el)));
  if (!mount && !noscript) return no("no empty mount point and no <noscript> asking for JavaScript");
  const where = mount
    ? `an empty <${mount.name}${attr(mount, "id") ? ` id="${attr(mount, "id")}"` : ""}>`
    : "a <noscript> asking for JavaScript";
  return {
    shell: true,
    why:
      `${where}, ${scripts.length} script${scripts.length > 1 ? "s" : ""} and ${wordCount} word` +
      `${wordCount === 1 ? "" : "s"} of text`,
  };
}

function isMountPoint(el: DomElement): boolean {
  if (el.name === "app-root" || el.name === "my-app") return true;
  if (el.name !== "div" && el.name !== "main" && el.name !== "section") return false;
  const id = attr(el, "id") ?? "";
  return (
    MOUNT.has(id.toLowerCase()) ||
    spaceTokens(attr(el, "class") ?? "").some((c) => MOUNT.has(c.toLowerCase())) ||
    attr(el, "data-reactroot") !== undefined
  );
}

/** "You need to enable JavaScript to run this app.", "Please turn on JS". */
function asksForJavaScript(text: string): boolean {
  return foldText(text).includes("javascript") || words(text).includes("js");
}

/** No element children but scripts or comments, and no text: nothing rendered into it yet. */
function isEmpty(el: DomElement): boolean {
  return el.children.every((c) =>
    isElement(c)
      ? c.name === "script" || c.name === "noscript"
      : !("data" in c) || String((c as { data?: unknown }).data ?? "").trim() === "" || c.type === "comment",
  );
}

function isDataScript(el: DomElement): boolean {
  const type = (attr(el, "type") ?? "").toLowerCase();
  return type === "application/json" || type === "application/ld+json";
}

function textOf(el: DomElement): string {
  return el.children.map((c) => (isElement(c) ? textOf(c) : String((c as { data?: unknown }).data ?? ""))).join(" ");
}
