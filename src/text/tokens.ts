/*
 * Text split where whitespace separates it, as written (not folded): the tokens of a title, an install command, a
 * filer's name; and whether a token is a number written in digits.
 */

/** Any run of whitespace (spaces, tabs, line breaks, no-break spaces). */
const WHITESPACE = /\s+/;

/** The whitespace-separated tokens of a text, as written: "  npm  install\tacme " → ["npm", "install", "acme"]. */
export function spaceTokens(text: string): string[] {
  return text.split(WHITESPACE).filter(Boolean);
}

/** A text with every run of whitespace made one space, trimmed. */
export function collapseSpaces(text: string): string {
  return spaceTokens(text).join(" ");
}

/** "12", "2026", "0001234": a non-empty run of the digits 0–9 only. */
export function isDigits(token: string): boolean {
  return token !== "" && [...token].every((c) => c >= "0" && c <= "9");
}
