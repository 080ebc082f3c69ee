import type { SnapshotPerson } from "../../collect/snapshot";
import { list, quoteOf, type RawFinding } from "../finding";
import type { AnalysisInput } from "../types";
import { pageUrlOf } from "./page-url";
import { namesExecutive } from "../../compare/people";

/** People new on the team pages: an executive is a leadership change each, the others one hiring finding. */
export function teamJoinerFindings(input: AnalysisInput): RawFinding[] {
  const { diff } = input;
  const out: RawFinding[] = [];
  const executives = diff.peopleAdded.filter((p) => namesExecutive(p.role ?? ""));
  for (const p of executives) {
    out.push({
      type: "leadership_change",
      strength: 3.5,
      headline: `named ${p.name} ${p.role} on its team page`,
      text: `${p.name} joins as ${p.role}`,
      url: p.pageUrl,
      quote: quoteOf([personLine(p)], []),
      cues: [`${p.name} joins as ${p.role}`],
      evidence: [{ url: p.pageUrl, title: "Team" }],
    });
  }
  const others = diff.peopleAdded.filter((p) => !executives.includes(p));
  if (others.length) {
    out.push({
      type: "hiring",
      strength: 1.5,
      headline: `added ${list(others.map((p) => (p.role ? `${p.name} (${p.role})` : p.name)))} to its team page`,
      text: others.map((p) => `${p.name} joins as ${p.role ?? "team member"}`).join("\n"),
      url: others[0].pageUrl,
      quote: quoteOf(others.map(personLine), []),
      cues: [],
      evidence: [...new Set(others.map((p) => p.pageUrl))].map((url) => ({ url, title: "Team" })),
    });
  }
  return out;
}

/**
 * People no longer on the team pages. A founder or an executive leaving is a leadership change
 * naming the person and the title (read from the previous snapshot when the run passes it, else
 * known founders); anyone else is a minor team change.
 */
export function departureFindings(input: AnalysisInput): RawFinding[] {
  const { diff, company } = input;
  const before = new Map(
    (input.previousPages ?? []).flatMap((p) =>
      (p.people ?? []).map((person) => [person.name, { person, url: p.finalUrl ?? p.url }] as const),
    ),
  );
  const teamUrl = pageUrlOf(input.pages, ["team", "about"]) ?? [...before.values()][0]?.url ?? null;
  const out: RawFinding[] = [];
  const minor: string[] = [];
  for (const name of diff.peopleRemoved) {
    const was = before.get(name);
    const founder = company.founders.includes(name) || was?.person.isFounder === true;
    const role = was?.person.role ?? (founder ? "Founder" : null);
    if (!role || !(founder || namesExecutive(role))) {
      minor.push(name);
      continue;
    }
    const url = was?.url ?? teamUrl;
    out.push({
      type: "leadership_change",
      strength: founder ? 4 : 3.5,
      headline: `no longer lists ${name} (${role}) on its team page`,
      text: `${name}, ${role}, left the company`,
      url,
      quote: quoteOf([], [`${name} — ${role}`]),
      cues: [`${name} (${role}) left the team page`],
      evidence: url ? [{ url, title: "Team" }] : [],
    });
  }
  if (minor.length) {
    out.push({
      type: "other",
      strength: 0.5,
      headline: `no longer lists ${list(minor)} on its team page`,
      text: `left: ${minor.join(", ")}`,
      url: teamUrl,
      quote: quoteOf([], minor),
      cues: [],
      evidence: teamUrl ? [{ url: teamUrl, title: "Team" }] : [],
    });
  }
  return out;
}

function personLine(p: SnapshotPerson): string {
  return p.role ? `${p.name} — ${p.role}` : p.name;
}

/** An executive's title changed on the team page: a promotion, a CEO handing over, a founder become chair. */
export function retitleFindings(input: AnalysisInput): RawFinding[] {
  return (input.diff.peopleRetitled ?? []).map((p) => ({
    type: "leadership_change" as const,
    strength: 3.5,
    headline: `lists ${p.name} as ${p.to} on its team page (was ${p.from})`,
    text: `${p.name}, ${p.from}, is now ${p.to}`,
    url: p.pageUrl,
    quote: quoteOf([`${p.name} — ${p.to}`], [`${p.name} — ${p.from}`]),
    cues: [`${p.name}: ${p.from} → ${p.to}`],
    evidence: [{ url: p.pageUrl, title: "Team" }],
  }));
}
