import { withoutFragment } from "../collect/urls";

/** A link as the judge compares links: no fragment, no trailing slash ("https://a.co/x/#top" → "https://a.co/x"). */
export function bareUrl(url: string): string {
  const link = withoutFragment(url);
  return link.endsWith("/") ? link.slice(0, -1) : link;
}
