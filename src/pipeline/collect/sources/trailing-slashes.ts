/**
 * A URL without its trailing slashes: an endpoint's base, so that paths join it with one ("https://x.io/api/" →
 * "https://x.io/api"), or a link compared with others however it ends.
 */
export function withoutTrailingSlashes(url: string): string {
  let end = url.length;
  while (end > 0 && url[end - 1] === "/") end--;
  return url.slice(0, end);
}
