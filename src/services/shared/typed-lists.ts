/*
 * Lists a person types into one box of a form. The API takes arrays; the web app's boxes take text,
 * and every box of a kind splits the same way, here.
 */

/** Email addresses: separated by commas, semicolons, spaces or line breaks (as mail clients accept them). */
export function addressList(text: string): string[] {
  return text.split(/[\s,;]+/).filter(Boolean);
}

/** Tags: separated by commas, each trimmed (a tag may hold spaces: "series a"). */
export function tagList(text: string): string[] {
  return text
    .split(",")
    .map((t) => t.trim())
    .filter(Boolean);
}
