import { words } from "../../../../text";
import { spaceTokens } from "../../../../text/token-classes";
import {
  ABBREVIATIONS,
  CREDENTIALS,
  HONORIFICS,
  NAME_PARTICLES,
  NAME_ROLE_SEPARATORS,
  NAME_STOPWORDS,
  ROLE_WORD_STARTS,
  ROLE_WORDS,
} from "./words";

/*
 * A person's name and role as text: whether a line reads as a name ("Jane Doe", "Ana de la Cruz") or a role
 * ("Head of Growth"), and a name and role written on one line ("Jane Doe, CEO").
 */

/** A capitalised word of a name: a capital, then letters, apostrophes, dots or hyphens ("O'Brien", "J.", "Lee-Ann"). */
const NAME_WORD = /^\p{Lu}[\p{L}'’.-]*$/u;

export function looksLikePersonName(text: string): boolean {
  const all = spaceTokens(text);
  const title = all[0]?.toLowerCase() ?? "";
  const parts = all.length > 1 && HONORIFICS.has(title.endsWith(".") ? title.slice(0, -1) : title) ? all.slice(1) : all;
  const t = parts.join(" ");
  if (t.length < 3 || t.length > 60) return false;
  if (parts.length < 2 || parts.length > 5) return false;
  let capitalised = 0;
  // A digit fails NAME_WORD: "Series 2" is no name.
  for (const w of parts) {
    if (NAME_STOPWORDS.has(w.toLowerCase())) return false;
    if (NAME_PARTICLES.has(w)) continue;
    if (!NAME_WORD.test(w)) return false;
    capitalised++;
  }
  return capitalised >= 2;
}

/** A name without the degrees and licences written after it: "Dr. Priya Raman, MD" → "Dr. Priya Raman". */
export function withoutCredentials(text: string): string {
  const parts = text.split(",");
  while (parts.length > 1 && CREDENTIALS.has(parts.at(-1)!.trim().toLowerCase().replaceAll(".", ""))) parts.pop();
  return parts.join(",").trim();
}

export function looksLikeRole(text: string): boolean {
  if (text.length <= 1 || text.length > 80 || spaceTokens(text).length > 10) return false;
  return words(text).some((w) => ROLE_WORDS.has(w) || ROLE_WORD_STARTS.some((start) => w.startsWith(start)));
}

/** A founder's role: founder, co-founder, or a founding one ("Founding Engineer"). */
export function isFounderRole(role: string): boolean {
  const ws = words(role);
  return ws.includes("founder") || ws.includes("cofounder") || ws.slice(0, -1).includes("founding");
}

/**
 * A name and a role on one line, split at the first separator that leaves a name of 3 to 60 characters and a role of
 * 2 to 80 ("Jane Doe, CEO" → ["Jane Doe", "CEO"]); null when none does or either part does not read as one.
 */
export function nameAndRole(text: string): [name: string, role: string] | null {
  const cuts: { at: number; length: number }[] = [];
  for (const separator of NAME_ROLE_SEPARATORS) {
    for (let at = text.indexOf(separator); at >= 0; at = text.indexOf(separator, at + 1))
      cuts.push({ at, length: separator.length });
  }
  cuts.sort((a, b) => a.at - b.at);
  for (const { at, length } of cuts) {
    const name = text.slice(0, at).trim();
    const role = text.slice(at + length).trim();
    if (name.length < 3 || name.length > 60 || role.length < 2 || role.length > 80) continue;
    return looksLikePersonName(name) && looksLikeRole(role) ? [name, role] : null;
  }
  return null;
}

/** The text up to its first sentence's end ("CEO. Ex-Google." → "CEO"), a dot after "Sr", "Inc", "VP" not one. */
export function firstClause(text: string): string {
  let end = text.length;
  const semicolon = text.indexOf("; ");
  if (semicolon >= 0) end = semicolon;
  for (let at = text.indexOf(". "); at >= 0 && at < end; at = text.indexOf(". ", at + 1)) {
    const before = text.slice(0, at).split(" ").pop() ?? "";
    if (!ABBREVIATIONS.has(before)) {
      end = at;
      break;
    }
  }
  return text.slice(0, end);
}
