import type { ChangeType } from "../../signal";

/**
 * One language's event statements: [type, weight, phrase], the phrase in read/phrases.ts's notation, or several
 * phrases that count as one statement (the first that matches, as a regular expression's alternatives).
 */
export type Vocabulary = readonly (readonly [ChangeType, number, string | readonly string[]])[];

/**
 * Every phrase made of one choice from each part, in order: `phrases("new|interim", ["ceo", "head of"])` is
 * ["new|interim ceo", "new|interim head of"]. How a table writes a shape shared by several phrases once.
 */
export function phrases(...parts: (string | readonly string[])[]): string[] {
  return parts.reduce<string[]>(
    (out, part) => out.flatMap((head) => (typeof part === "string" ? [part] : part).map((p) => `${head} ${p}`.trim())),
    [""],
  );
}
