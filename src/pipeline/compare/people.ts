import { findPhrase, foldedPhrase, isStopword, words } from "../../text";
import { normalizePersonName } from "../../identity/people";
import type { SnapshotPage, SnapshotPerson } from "../collect/snapshot";
import type { SnapshotDiff } from "./types";

/*
 * People who joined or left the team and about pages, and which of them are executives.
 */

/**
 * Whether a person is on these team or about pages as text, named with their title (the page rebuilt in markup the
 * reader parses differently): their name, and every word of their title within a card's length of it. A story that
 * names a founder in passing does not keep them listed.
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

/**
 * Titles that make a person on a team page an executive: C-level, VP, Head of, Director, President, a founder, in the
 * languages the readers hold (folded words: "Geschäftsführerin" is "geschaftsfuhrerin").
 */
const EXECUTIVE_TITLES = [
  ...["ceo", "cto", "cfo", "coo", "cio", "cmo", "cro", "cpo", "cso", "ciso", "chief", "vp", "svp", "evp"],
  ...["vice president", "head of", "director", "managing director", "president", "general manager", "general counsel"],
  ...["founder", "cofounder", "founding partner", "managing partner"],
  ...["geschaftsfuhrer", "geschaftsfuhrerin", "vorstand", "grunder", "grunderin", "mitgrunder", "mitgrunderin"],
  ...["directeur", "directrice", "presidente", "fondateur", "fondatrice", "cofondateur", "cofondatrice"],
  ...["directora", "presidenta", "fundador", "fundadora", "cofundador", "cofundadora"],
  ...["consejero delegado", "consejera delegada", "consejero delegada", "consejera delegado"],
];

/** Roles that name a title without holding it in the company. */
const NOT_EXECUTIVE = [
  "advisor",
  "adviser",
  "board member",
  "board observer",
  "investor",
  "assistant to",
  "executive assistant",
];

/** Whether a role names an executive's title ("VP Sales", "Co-Founder & CEO", "Directrice générale"). */
export function namesExecutive(role: string): boolean {
  return findPhrase(role, EXECUTIVE_TITLES) !== null;
}

export function isExecutive(person: Pick<SnapshotPerson, "role" | "isFounder">): boolean {
  if (person.isFounder) return true;
  const role = person.role ?? "";
  return namesExecutive(role) && findPhrase(role, NOT_EXECUTIVE) === null;
}

/** A title's abbreviations as its words, so "CEO" and "Chief Executive Officer" are one title. */
const TITLE_WORDS: Record<string, string[]> = {
  ceo: ["chief", "executive", "officer"],
  cto: ["chief", "technology", "officer"],
  cfo: ["chief", "financial", "officer"],
  coo: ["chief", "operating", "officer"],
  cmo: ["chief", "marketing", "officer"],
  cro: ["chief", "revenue", "officer"],
  cpo: ["chief", "product", "officer"],
  vp: ["vice", "president"],
  svp: ["senior", "vice", "president"],
  technical: ["technology"],
  finance: ["financial"],
  operations: ["operating"],
};
/** A founder's words beside a title: kept or dropped by a redesign, they are no new title. */
const FOUNDING = new Set(["co", "founder", "cofounder", "founders", "founding"]);

/** Who joined and who left the team and about pages, when both runs read people there. */
export function peopleChanges(
  previous: SnapshotPage[],
  current: SnapshotPage[],
): Pick<SnapshotDiff, "peopleAdded" | "peopleLeft" | "peopleRemoved" | "peopleRetitled"> | null {
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
  const wasListed = stillListed(previous);
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
  // A title changed where either is an executive's: a promotion, a CEO handing over, a founder become chair.
  const roleWords = (role: string | null) =>
    new Set(
      words(role ?? "")
        .flatMap((w) => TITLE_WORDS[w] ?? [w])
        .filter((w) => !isStopword(w) && !FOUNDING.has(w)),
    );
  const retitled = [...peopleNow.entries()].flatMap(([k, now]) => {
    const was = peopleBefore.get(k)?.person;
    if (!was?.role || !now.role || !(namesExecutive(was.role) || namesExecutive(now.role))) return [];
    const [a, b] = [roleWords(was.role), roleWords(now.role)];
    const same = a.size === b.size && [...a].every((w) => b.has(w));
    return same ? [] : [{ name: now.name, from: was.role, to: now.role, pageUrl: now.pageUrl }];
  });
  return {
    // One the last run's pages already named with their title is no joiner (the page rebuilt in markup the reader
    // now parses as a card).
    peopleAdded: [...peopleNow.entries()].filter(([k, p]) => !peopleBefore.has(k) && !wasListed(p)).map(([, p]) => p),
    peopleLeft,
    peopleRemoved: peopleLeft.map((p) => p.name),
    ...(retitled.length ? { peopleRetitled: retitled } : {}),
  };
}
