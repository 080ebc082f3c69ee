/*
 * Reading URLs for identity: the parsing every identity rule starts from, and the stored form of a
 * URL a client submits. What a URL identifies is decided in identifiers.ts and social-profiles.ts.
 */

/** An absolute http(s) URL, or null: other schemes (mailto:, javascript:) never identify anyone. */
export function parseAbsoluteHttpUrl(raw: string): URL | null {
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    return null;
  }
  return u.protocol === "http:" || u.protocol === "https:" ? u : null;
}

const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;

/** Parses an http(s) URL; a bare host such as `acme.com` is read as `https://acme.com`. */
export function parseHttpUrl(input: string): URL | null {
  const s = input.trim();
  if (!s || /\s/.test(s)) return null;
  const u = parseAbsoluteHttpUrl(SCHEME.test(s) ? s : `https://${s}`);
  if (!u) return null;
  // user:password@ would be stored and shown in every view, and the fetcher refuses it anyway.
  if (u.username || u.password) return null;
  // A host needs a dot (acme.com), or must be localhost or an IPv6 literal ([2001:db8::1], which
  // URL parsing has already checked and compressed); "https://acme" is almost always a typo.
  if (!u.hostname.includes(".") && u.hostname !== "localhost" && !u.hostname.startsWith("[")) return null;
  return u;
}

/** The URL as stored: as the client sent it, trimmed; a bare host (acme.com) gets `https://`. */
export function canonicalUrl(input: string): string {
  const s = input.trim();
  return SCHEME.test(s) ? s : `https://${s}`;
}

/**
 * A submitted URL field: absent stays absent (left as it is), null stays null (cleared), a URL is stored as
 * `canonicalUrl`.
 */
export function submittedUrl<T extends string | null | undefined>(v: T): T {
  return (typeof v === "string" ? canonicalUrl(v) : v) as T;
}

/** The host as identifiers compare it: lower case, without `www.` or a trailing dot. */
export function hostOf(u: URL): string {
  return u.hostname
    .toLowerCase()
    .replace(/^www\./, "")
    .replace(/\.$/, "");
}

/** The path decoded and lower-cased, without trailing slashes. */
export function cleanPath(u: URL): string {
  return safeDecode(u.pathname).replace(/\/+$/, "").toLowerCase();
}

/** `decodeURIComponent`, or the text unchanged when it is not valid percent-encoding. */
export function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
