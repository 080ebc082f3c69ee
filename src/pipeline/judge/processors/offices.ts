import { placeOf, placesIn, samePlace } from "../../collect/extract/places";
import { findPhrase, spaceTokens } from "../../../text";
import { isDigits } from "../../../text/token-classes";
import type { PageChange } from "../../compare/index";
import type { SnapshotPage } from "../../collect/snapshot";
import { list, quoteOf, type RawFinding } from "../finding";
import type { AnalysisInput } from "../types";

/*
 * The company's offices (docs/pipeline.md "Processors"): a place new to the list of offices a page keeps under its
 * heading ("Our offices", "Locations", "Standorte", "Onde estamos"), an office opened there: expansion, as a company
 * tells it by adding an address rather than a post. A place the page already named (a second address in the same city)
 * is no new office.
 */

/** How a page heads its list of offices, folded, in the languages the vocabulary reads. */
const OFFICE_HEADINGS = [
  "offices",
  "locations",
  "where we are",
  "where to find us",
  "find us",
  "visit us",
  "our hubs",
  "standorte",
  "buros",
  "bureaux",
  "implantations",
  "ou nous trouver",
  "oficinas",
  "sedes",
  "donde estamos",
  "escritorios",
  "onde estamos",
  "sedi",
  "uffici",
  "dove siamo",
  "kantoren",
  "vestigingen",
  "kontor",
  "biura",
];
/** Lines above an added one that may still be its list's (an address takes three or four lines). */
const LIST_REACH = 12;
/** A heading is short. */
const HEADING_WORDS = 5;
/** Above the first roles in a country (the roles processor): an office is the expansion itself. */
export const OFFICE_STRENGTH = 4.5;
const OFFICE_PAGES = new Set<PageChange["kind"]>(["home", "about", "team"]);

export function officeFindings(input: AnalysisInput): RawFinding[] {
  const out: RawFinding[] = [];
  for (const change of input.diff.pageChanges) {
    if (!OFFICE_PAGES.has(change.kind)) continue;
    const after = pageText(input.pages, change.url);
    const before = pageText(input.previousPages ?? [], change.url);
    if (after === undefined || before === undefined) continue;
    const known = placesIn(before).map((p) => p.place);
    const lines = after.split("\n").map((l) => l.trim());
    const opened = new Map<string, string[]>();
    for (const added of [...change.added, ...(change.siteWide ?? [])]) {
      const place = placeOf(added);
      if (!place?.city || known.some((k) => samePlace(k, place) && !!k.city)) continue;
      if (!underOfficeHeading(lines, added)) continue;
      const name = placesIn(added).find((p) => p.kind === "city")?.name ?? place.city;
      opened.set(name, [...(opened.get(name) ?? []), added]);
    }
    if (!opened.size) continue;
    const names = [...opened.keys()];
    const quoted = [...opened.values()].flat();
    out.push({
      type: "corporate_event",
      strength: OFFICE_STRENGTH,
      headline: `added an office in ${list(names)} to its ${change.kind} page`,
      text: `expansion: a new office in ${names.join(", ")} (${quoted.join("; ")})`,
      url: change.url,
      quote: quoteOf(quoted, []),
      cues: [`a new place under the offices on its ${change.kind} page: ${list(names)}`],
      evidence: [{ url: change.url, title: `${change.title ?? change.kind}: offices` }],
    });
  }
  return out;
}

/**
 * Whether the nearest heading above `line` (within its list's reach) heads a list of offices. A heading is a short
 * line that names no place and holds no number; the entries between (a city, its street, a note) are passed over.
 */
function underOfficeHeading(lines: string[], line: string): boolean {
  const at = lines.indexOf(line.trim());
  if (at < 0) return false;
  for (const l of lines.slice(Math.max(0, at - LIST_REACH), at).reverse()) {
    if (spaceTokens(l).length > HEADING_WORDS || placesIn(l).length || [...l].some(isDigits)) continue;
    return findPhrase(l, OFFICE_HEADINGS) !== null;
  }
  return false;
}

function pageText(pages: SnapshotPage[], url: string): string | undefined {
  return (pages.find((p) => p.ok && (p.finalUrl ?? p.url) === url) ?? pages.find((p) => p.ok && p.url === url))?.text;
}
