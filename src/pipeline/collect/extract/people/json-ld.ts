import { attr, findAll, type HtmlDocument } from "../dom";
import { isFounderRole, looksLikePersonName } from "./names";
import { type PersonOnPage, profileLinks } from "./person";

/* People a page states in JSON-LD: schema.org Person objects, and an Organization's `founder`. */

export function peopleFromJsonLd(doc: HtmlDocument, pageUrl: string): PersonOnPage[] {
  const out: PersonOnPage[] = [];
  const scripts = findAll(
    doc,
    (el) => el.name === "script" && (attr(el, "type") ?? "").toLowerCase() === "application/ld+json",
  );
  for (const script of scripts) {
    let data: unknown;
    try {
      data = JSON.parse(script.children.map((c) => ("data" in c ? c.data : "")).join(""));
    } catch {
      continue;
    }
    visitJsonLd(data, false, (node, founder) => {
      const name = typeof node.name === "string" ? node.name.trim() : "";
      if (!looksLikePersonName(name)) return;
      const role = typeof node.jobTitle === "string" ? node.jobTitle.trim() : founder ? "Founder" : null;
      const hrefs = [...asArray(node.sameAs), ...asArray(node.url)].filter((u): u is string => typeof u === "string");
      out.push({
        name,
        role,
        isFounder: founder || (role !== null && isFounderRole(role)),
        ...profileLinks(hrefs, pageUrl),
        bio: typeof node.description === "string" ? node.description.slice(0, 300) : null,
      });
    });
  }
  return out;
}

type JsonObject = Record<string, unknown>;

function visitJsonLd(
  value: unknown,
  founder: boolean,
  onPerson: (node: JsonObject, founder: boolean) => void,
  depth = 0,
): void {
  if (depth > 8 || value === null || typeof value !== "object") return;
  if (Array.isArray(value)) {
    for (const v of value) visitJsonLd(v, founder, onPerson, depth + 1);
    return;
  }
  const node = value as JsonObject;
  if (asArray(node["@type"]).includes("Person")) onPerson(node, founder);
  for (const [key, v] of Object.entries(node)) {
    if (key === "@context") continue;
    visitJsonLd(v, key === "founder" || key === "founders", onPerson, depth + 1);
  }
}

function asArray(v: unknown): unknown[] {
  return Array.isArray(v) ? v : v === undefined || v === null ? [] : [v];
}
