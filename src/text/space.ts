/*
 * Whitespace as text readers treat it: any run of spaces, tabs, line breaks or no-break spaces is one space. One
 * place for what every extractor did with its own `replace(/\s+/g, " ")`.
 */

/** Any run of whitespace (" \t\n\u00a0…"). */
const SPACE_RUN = /\s+/g;

/** The text on one line, each run of whitespace one space, trimmed ("  Jane \n Doe " → "Jane Doe"). */
export function squish(text: string): string {
  return text.replace(SPACE_RUN, " ").trim();
}

/** The text's whitespace-separated pieces, empty ones left out ("  btn  w-button " → ["btn", "w-button"]). */
export function spaceSplit(text: string): string[] {
  const line = squish(text);
  return line ? line.split(" ") : [];
}
