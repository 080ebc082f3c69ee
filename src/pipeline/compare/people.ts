import { foldedPhrase, isStopword, words } from "../../text";
import { normalizePersonName } from "../../identity/people";
import type { SnapshotPage, SnapshotPerson } from "../collect/snapshot";
import type { SnapshotDiff } from "./types";

/*
 * People who joined or left the team and about pages, and which of them are executives.
 */

/**
 * Whether a person the last run listed is still on the team or about page as text, named with their title (the page
 * rebuilt in markup the reader parses differently): their name, and every word of their title within a card's length
 * of it. A story that names a founder in passing does not keep them listed.
 */
function stillListed(current: SnapshotPage[]): (person: SnapshotPerson) => boolean {
  const text = ` ${foldedPhrase(
    current
      .filter((p) => p.ok && (p.kind === "team" || p.kind === "about"))
      .map((p) => p.text ?? "")
      .join("\n"),
  )} `;
  return (person) => {
    const name = ` ${foldedPhrase(person.name)} `;
    const title = words(person.role ?? "").filter((w) => !isStopword(w));
    if (!title.length) return false;
    for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1)) {
      const card = text.slice(Math.max(0, at - CARD_CHARS), at + name.length + CARD_CHARS);
      if (title.every((w) => card.includes(` ${w} `))) return true;
    }
    return false;
  };
}

/** How far from a name its title is read: a team card's name, title and a line of bio. */
const CARD_CHARS = 80;

/** C-level, VP, Head of, Director, President, or a founder. */
const EXECUTIVE = new RegExp(
  String.raw`\b(c[etfopmrs]o|ciso|chief|vp|svp|evp|vice[- ]president|head of|director|president|` +
    String.raw`(co-?\s?)?founder|founding (ceo|cto|partner)|managing partner|general manager|` +
    "gesch[äa]ftsf[üu]hrer(in)?|vorstand|(mit)?gr[üu]nder(in)?|directeur|directrice|pr[ée]sident(e)?|" +
    String.raw`(co-?)?fondat(eur|rice)|directora|presidenta|(co-?)?fundador(a)?|consejer[oa] delegad[oa])\b`,
  "i",
);

/** Roles that name a title without holding it in the company. */
const NOT_EXECUTIVE = /\b(advis[eo]r|board (member|observer)|investor|assistant to|executive assistant)\b/i;

export function isExecutive(person: Pick<SnapshotPerson, "role" | "isFounder">): boolean {
  if (person.isFounder) return true;
  const role = person.role ?? "";
  return EXECUTIVE.test(role) && !NOT_EXECUTIVE.test(role);
}

/** Who joined and who left the team and about pages, when both runs read people there. */
export function peopleChanges(
  previous: SnapshotPage[],
  current: SnapshotPage[],
): Pick<SnapshotDiff, "peopleAdded" | "peopleLeft" | "peopleRemoved"> | null {
  if (!current.some((p) => p.people) || !previous.some((p) => p.people)) return null;
  const peopleBefore = new Map<string, { person: SnapshotPerson; pageUrl: string }>();
  for (const page of previous)
    for (const person of page.people ?? [])
      peopleBefore.set(normalizePersonName(person.name), { person, pageUrl: page.finalUrl ?? page.url });
  const peopleNow = new Map<string, SnapshotPerson & { pageUrl: string; executive: boolean }>();
  for (const page of current)
    for (const person of page.people ?? [])
      peopleNow.set(normalizePersonName(person.name), {
        ...person,
        pageUrl: page.finalUrl ?? page.url,
        executive: isExecutive(person),
      });
  const listed = stillListed(current);
  const peopleLeft = [...peopleBefore.entries()]
    .filter(([k, { person }]) => !peopleNow.has(k) && !listed(person))
    .map(([, { person, pageUrl }]) => ({
      name: person.name,
      role: person.role,
      isFounder: person.isFounder,
      executive: isExecutive(person),
      linkedinUrl: person.linkedinUrl,
      pageUrl,
    }));
  return {
    peopleAdded: [...peopleNow.entries()].filter(([k]) => !peopleBefore.has(k)).map(([, p]) => p),
    peopleLeft,
    peopleRemoved: peopleLeft.map((p) => p.name),
  };
}
