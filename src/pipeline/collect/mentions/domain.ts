import { hostOf, urlsWritten } from "../urls";
import { isWordChar, trimEndOf, wordSpans } from "../../../text/token-classes";

/*
 * The company's website as items give it: its host, whether a link is on it, whether a text writes it out, and the
 * web addresses a text writes.
 */

/**
 * The website's host as items write it: lower case, without `www.` ("acme.com"), with its port when the address gives
 * one: another port is another site ("127.0.0.1:8443" is not the press's "127.0.0.1:9000").
 */
export function domainOf(website: string | null): string | null {
  const host = website ? hostOf(website) : null;
  if (!host) return null;
  const bare = host.endsWith(".") ? host.slice(0, -1) : host;
  return bare ? `${bare}${portOf(website!)}` : null;
}

/** The domain as a search looks for it: without its port ("127.0.0.1" of "127.0.0.1:8443"). */
export function searchedDomain(domain: string | null): string | null {
  return domain ? domain.replace(/:\d+$/, "") : null;
}

/** ":8443" of an address that gives its port, else "". */
function portOf(url: string): string {
  try {
    const port = new URL(url).port;
    return port ? `:${port}` : "";
  } catch {
    return "";
  }
}

/** True when `url` is on the company's domain or a subdomain of it (blog.acme.com). */
export function isOnDomain(url: string, domain: string | null): boolean {
  if (!domain) return false;
  const host = domainOf(url);
  return host !== null && (host === domain || host.endsWith(`.${domain}`));
}

/**
 * Whether the text writes the domain out, in any case, alone or after `www.` or a scheme ("acme.com",
 * "www.Acme.com", "https://acme.com/x"), not inside another host ("blog.acme.com", "myacme.com", "acme.com-x").
 * Compared as words and the marks between them ("acme" "." "com").
 */
export function writesDomain(text: string, domain: string): boolean {
  const want = wordSpans(domain);
  if (!want.length) return false;
  const gapsWanted = want.slice(1).map((s, k) => domain.slice(want[k]!.end, s.start));
  const spans = wordSpans(text);
  const lower = text.toLowerCase();
  for (let i = 0; i + want.length <= spans.length; i++) {
    const run = spans.slice(i, i + want.length);
    if (!run.every((s, k) => s.text.toLowerCase() === want[k]!.text.toLowerCase())) continue;
    if (!run.slice(1).every((s, k) => lower.slice(run[k]!.end, s.start) === gapsWanted[k])) continue;
    if (text[run.at(-1)!.end] === "-") continue;
    if (opensHost(lower, run[0]!.start)) return true;
  }
  return false;
}

/** Whether a host may start at `start`: nothing of a host before it, or `www.` and nothing before that. */
function opensHost(lower: string, start: number): boolean {
  const before = lower[start - 1];
  if (before === undefined || (before !== "." && before !== "-")) return true;
  if (!lower.slice(0, start).endsWith("www.")) return false;
  const prior = lower[start - "www.".length - 1];
  return prior === undefined || (prior !== "." && prior !== "-" && !isWordChar(prior));
}

/** How an address written in an item starts, and the characters that end it ("(https://acme.ai)"). */
const URL_OPENERS = ["https://", "http://", "www."];
const URL_ENDS = `<>"'()`;
/** Punctuation after an address that belongs to the sentence ("see acme.ai."). */
const SENTENCE_MARKS = ".,;:!?";

/** The address without the sentence's punctuation after it ("https://acme.ai)." → "https://acme.ai)"). */
export function withoutSentenceMarks(url: string): string {
  return trimEndOf(url, SENTENCE_MARKS);
}

/** The web addresses a text writes out ("https://www.tandemly.ai", "www.tandemly.ai" read as https). */
export function writtenUrls(text: string): string[] {
  return urlsWritten(text, URL_OPENERS, URL_ENDS).map(({ text: url }) =>
    url.toLowerCase().startsWith("www.") ? `https://${url}` : url,
  );
}
