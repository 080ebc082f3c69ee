/** A link as the judge compares links: no fragment, no trailing slash ("https://a.co/x/#top" → "https://a.co/x"). */
export function bareUrl(url: string): string {
  const [withoutFragment] = url.split("#");
  return withoutFragment.endsWith("/") ? withoutFragment.slice(0, -1) : withoutFragment;
}

/** A URL's fragment left off ("https://a.co/x/#top" → "https://a.co/x/"). */
export function withoutFragment(url: string): string {
  return url.split("#")[0];
}
