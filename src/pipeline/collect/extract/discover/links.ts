import { BOARD_HOSTS, boardProviderOf } from "../boards";
import { FILE_EXTENSIONS, OTHER_ATS_HOSTS, PAGE_EXTENSIONS } from "./words";

/*
 * What discovery reads of a link's URL, through the URL API: its host without `www.`, its path's segments below the
 * home page's, whether it is a file, on the same site or on a job board.
 */

/** Same host (ignoring www.) or a subdomain of it, on the same port. */
export function isSameSite(url: URL, home: URL): boolean {
  if (url.port !== home.port) return false;
  const a = bareHost(url.hostname.toLowerCase());
  const b = bareHost(home.hostname.toLowerCase());
  if (isIpHost(a) || isIpHost(b)) return a === b; // IP hosts have no subdomains
  return a === b || a.endsWith(`.${b}`) || b.endsWith(`.${a}`);
}

export function sameHost(a: URL, b: URL): boolean {
  return a.port === b.port && bareHost(a.hostname) === bareHost(b.hostname);
}

/** The host without a leading `www.` ("www.acme.com" → "acme.com"). */
export function bareHost(hostname: string): string {
  return hostname.startsWith("www.") ? hostname.slice(4) : hostname;
}

/** An IPv4 address (the URL API writes one as four numbers) or an IPv6 one (with colons). */
function isIpHost(hostname: string): boolean {
  const last = hostname.split(".").pop() ?? "";
  return hostname.includes(":") || (last !== "" && Number.isFinite(Number(last)));
}

/** A job board we read, or one that hosts careers pages (jobs.lever.co, acme.recruitee.com). */
export function isAtsHost(hostname: string): boolean {
  const h = hostname.toLowerCase();
  const hosts = [...Object.values(BOARD_HOSTS).flat(), ...OTHER_ATS_HOSTS];
  return hosts.some((ats) => h === ats || h.endsWith(`.${ats}`)) || boardProviderOf(`https://${h}/`) !== null;
}

/** The path's segments, lower case ("/Blog/Post/" → ["blog", "post"]). */
export function pathSegments(url: URL): string[] {
  return url.pathname.toLowerCase().split("/").filter(Boolean).map(decodedSegment);
}

/** A segment as its site wrote it: "/%D8%A7%D9%84%D8%A3%D8%AE%D8%A8%D8%A7%D8%B1" is "/الأخبار". */
function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The path's segments below the home page's (a site living under a path prefix: /en/blog is ["blog"]). */
export function segmentsBelow(url: URL, home: URL): string[] {
  return pathSegments(url).slice(pathSegments(home).length);
}

/** A segment as a page's name, without `.html`, `.htm` or `.php` ("blog.html" → "blog"). */
export function pageName(segment: string): string {
  const dot = segment.lastIndexOf(".");
  return dot >= 0 && PAGE_EXTENSIONS.includes(segment.slice(dot + 1)) ? segment.slice(0, dot) : segment;
}

/** A link to a file (a PDF, an image, a script), never a page to read. */
export function looksLikeFile(pathname: string): boolean {
  const dot = pathname.lastIndexOf(".");
  return dot >= 0 && FILE_EXTENSIONS.includes(pathname.slice(dot + 1).toLowerCase());
}

/** The path without trailing slashes, "/" kept for the root ("/blog//" → "/blog"). */
export function withoutTrailingSlashes(pathname: string): string {
  let end = pathname.length;
  while (end > 1 && pathname[end - 1] === "/") end--;
  return pathname.slice(0, end);
}
