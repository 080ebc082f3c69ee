import { foldedPhrase, words } from "../../text";
import { isCapital, spaceTokens } from "../../text/token-classes";
import { companyNames, mentionsAny } from "./company-names";
import type { ReadingContext } from "./context";
import type { Who } from "./subject";

/*
 * A regulator's approval told with the regulator as the subject ("the FDA granted 510(k) clearance to CardioSight",
 * "FDA clears Aortiq's patch"): whose approval it is is told after the verb, by the one it goes to.
 */

/** The regulators whose approval of a product is read with them as the subject (read/vocabulary/en.ts). */
const REGULATORS = new Set(["fda", "ema", "mhra"]);

/**
 * The subject of a regulator's approval that goes to another organisation than the company: the name written with
 * capitals after "to", or the owner of what was approved ("Aortiq's patch"). Null when the approval is the company's
 * or the sentence does not say.
 */
export function approvedOther(event: string, after: string, ctx: ReadingContext): Who | null {
  if (!REGULATORS.has(words(foldedPhrase(event))[0] ?? "")) return null;
  const tokens = spaceTokens(after);
  const to = tokens.findIndex((t, i) => t === "to" && capital(tokens[i + 1] ?? ""));
  const name = to >= 0 ? capitalRun(tokens.slice(to + 1)) : ownerOf(tokens);
  if (!name || mentionsAny(name, companyNames(ctx))) return null;
  return { kind: "organisation", text: name, named: false, other: `the regulator's approval goes to ${name}` };
}

const capital = (t: string) => isCapital(t[0] ?? "");

/** The words written with capitals at the start, up to a comma or a full stop ("CardioSight, a …" → "CardioSight"). */
function capitalRun(tokens: string[]): string {
  const run: string[] = [];
  for (const t of tokens) {
    if (!capital(t)) break;
    const bare = t.replace(/[,.;:!?)]+$/u, "");
    run.push(bare);
    if (bare !== t) break;
  }
  return run.join(" ");
}

/** The owner a possessive names first ("Aortiq's patch", "the Acme Health's sensor"). */
function ownerOf(tokens: string[]): string {
  const start = tokens[0]?.toLowerCase() === "the" ? 1 : 0;
  const run = capitalRun(tokens.slice(start, start + 4));
  return /['’]s$/u.test(run) ? run.replace(/['’]s$/u, "") : "";
}
