/*
 * Small readings of URLs through the URL API, shared by the collectors: whether a string is a web address, its
 * host as items write it, and the address without its fragment or trailing slashes.
 */

/** Whether `s` is an absolute http(s) address ("https://acme.com/x"; not "/x", not "mailto:…"). */
export function isHttpUrl(s: string): boolean {
  try {
    const { protocol } = new URL(s);
    return protocol === "http:" || protocol === "https:";
  } catch {
    return false;
  }
}

/** The URL's host, lower case, without `www.` ("https://www.Acme.com/x" → "acme.com"); null when not a URL. */
export function hostOf(url: string): string | null {
  try {
    const host = new URL(url).hostname.toLowerCase();
    return host.startsWith("www.") ? host.slice("www.".length) : host;
  } catch {
    return null;
  }
}

/** The URL without its fragment ("https://acme.com/a#top" → "https://acme.com/a"). */
export function withoutFragment(url: string): string {
  return url.split("#", 1)[0]!;
}

/** The path or URL without trailing slashes ("/blog//" → "/blog"). */
export function withoutTrailingSlashes(s: string): string {
  let out = s;
  while (out.endsWith("/")) out = out.slice(0, -1);
  return out;
}
