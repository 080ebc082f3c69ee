import { words } from "../text";
import { normalizeLinkedin, websiteDomain } from "./identifiers";

/*
 * Who a person is. The name key is stored beside names (founders.name_norm,
 * leads.founder_name_norm) and compared with query words by the fuzzy lookup, so changing it
 * means rewriting those columns. It skips the company-name rules of search/normalize (legal
 * suffixes, domains), which would eat real surnames ("Jason Co", "Pedro Sá").
 */

/** The words of a person's name: folded, split on anything that is not a letter or digit. */
export function personNameTokens(name: string): string[] {
  return words(name);
}

/** The compact key of a person's name ("José  O'Neil-Smith" → "joseoneilsmith"). */
export function normalizePersonName(name: string): string {
  return personNameTokens(name).join("");
}

/** The identity of a person within an organisation: their LinkedIn, else their name at their company's domain. */
export function personKey(linkedinUrl: string | null, name: string, website: string | null): string {
  return normalizeLinkedin(linkedinUrl) ?? `${normalizePersonName(name)}@${websiteDomain(website)}`;
}

interface NamedPerson {
  name: string;
  linkedinUrl: string | null;
}

/** The one among `people` who is `person`: the same LinkedIn profile, else the same name. */
export function findSamePerson<P extends NamedPerson>(people: readonly P[], person: NamedPerson): P | undefined {
  const linkedin = normalizeLinkedin(person.linkedinUrl);
  const name = normalizePersonName(person.name);
  return (
    (linkedin ? people.find((p) => normalizeLinkedin(p.linkedinUrl) === linkedin) : undefined) ??
    people.find((p) => normalizePersonName(p.name) === name)
  );
}
