import { isAsciiWordChar, spaceChunks } from "../../text/token-classes";

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

/** A link as compared: no fragment, no trailing slash ("https://a.co/x/#top" → "https://a.co/x"). */
export function bareUrl(url: string): string {
  const link = withoutFragment(url);
  return link.endsWith("/") ? link.slice(0, -1) : link;
}

/** The path or URL without trailing slashes ("/blog//" → "/blog"). */
export function withoutTrailingSlashes(s: string): string {
  let out = s;
  while (out.endsWith("/")) out = out.slice(0, -1);
  return out;
}

/** A web address written in a text, with where it stands. */
export interface WrittenUrl {
  text: string;
  start: number;
  end: number;
}

/**
 * The web addresses a text writes out: each from one of `openers` ("https://", "www.") at a word's edge, up to
 * whitespace or one of `ends` ("(https://acme.ai)" → "https://acme.ai"). An opener alone is no address.
 */
export function urlsWritten(text: string, openers: readonly string[], ends: string): WrittenUrl[] {
  const out: WrittenUrl[] = [];
  for (const chunk of spaceChunks(text)) {
    const lower = chunk.text.toLowerCase();
    let from = 0;
    for (let at = openerAt(lower, openers, from); at >= 0; at = openerAt(lower, openers, from)) {
      const stops = [...ends].map((c) => chunk.text.indexOf(c, at)).filter((i) => i >= 0);
      const end = Math.min(chunk.text.length, ...stops);
      const written = chunk.text.slice(at, end);
      if (!openers.includes(written.toLowerCase()))
        out.push({ text: written, start: chunk.start + at, end: chunk.start + end });
      from = end;
    }
  }
  return out;
}

/** Where the next opener starts in a chunk from `from`, at a word's edge (not "xhttps://"); -1 when none. */
function openerAt(lower: string, openers: readonly string[], from: number): number {
  let best = -1;
  for (const opener of openers) {
    for (let at = lower.indexOf(opener, from); at >= 0; at = lower.indexOf(opener, at + 1)) {
      if (at > 0 && isAsciiWordChar(lower[at - 1]!)) continue;
      if (best < 0 || at < best) best = at;
      break;
    }
  }
  return best;
}
