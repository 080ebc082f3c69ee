/**
 * robots.txt parsing and matching after RFC 9309.
 *
 * - Groups start with one or more `User-agent` lines; the rules that follow belong to every agent
 *   named in the group. All groups naming our product token are combined; if none does, all `*`
 *   groups are combined; with neither, everything is allowed.
 * - The rule with the longest matching pattern wins; on a tie between Allow and Disallow, Allow wins.
 * - Patterns are prefix matches on path + query, with `*` (any run of characters) and a trailing
 *   `$` (end of URL). An empty `Disallow:` is no rule. `/robots.txt` itself is always allowed.
 */

export interface RobotsRule {
  allow: boolean;
  /** The pattern as normalised for matching; its length decides precedence. */
  pattern: string;
  /** Whether the rule covers a (normalised) path. */
  matches(path: string): boolean;
}

export interface RobotsPolicy {
  /** The rules that apply to our agent (empty means allow all). */
  rules: RobotsRule[];
  isAllowed(pathAndQuery: string): boolean;
}

export const ALLOW_ALL: RobotsPolicy = policyOf([]);

/** The product token robots.txt groups are matched against: "PartnerTrackingBot/1.0 (+...)" -> "partnertrackingbot". */
export function productToken(userAgent: string): string {
  return (userAgent.trim().split(/[\s/]/)[0] ?? "").toLowerCase();
}

export function parseRobots(text: string, userAgent: string): RobotsPolicy {
  const token = productToken(userAgent);
  const groups: { agents: string[]; rules: RobotsRule[] }[] = [];
  let current: { agents: string[]; rules: RobotsRule[] } | null = null;
  let lastWasAgent = false;

  for (const rawLine of text.split(/\r\n|\r|\n/)) {
    const line = rawLine.replace(/#.*$/, "").trim();
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const key = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();

    if (key === "user-agent") {
      if (!current || !lastWasAgent) {
        current = { agents: [], rules: [] };
        groups.push(current);
      }
      current.agents.push((value.split(/[\s/]/)[0] ?? "").toLowerCase());
      lastWasAgent = true;
      continue;
    }
    if (key === "allow" || key === "disallow") {
      lastWasAgent = false;
      if (!current || value === "") continue; // rules before any group, or an empty Disallow
      current.rules.push(compileRule(key === "allow", value));
    }
    // Sitemap, Crawl-delay and unknown keys neither belong to a group nor end one (RFC 9309 2.2.4).
  }

  const ours = groups.filter((g) => token !== "" && g.agents.includes(token));
  const chosen = ours.length > 0 ? ours : groups.filter((g) => g.agents.includes("*"));
  return policyOf(chosen.flatMap((g) => g.rules));
}

function policyOf(rules: RobotsRule[]): RobotsPolicy {
  return {
    rules,
    isAllowed(pathAndQuery: string): boolean {
      const path = normalisePath(pathAndQuery || "/");
      if (path === "/robots.txt") return true;
      let best: RobotsRule | null = null;
      for (const rule of rules) {
        if (!rule.matches(path)) continue;
        if (
          !best ||
          rule.pattern.length > best.pattern.length ||
          (rule.pattern.length === best.pattern.length && rule.allow && !best.allow)
        ) {
          best = rule;
        }
      }
      return best ? best.allow : true;
    },
  };
}

function compileRule(allow: boolean, rawPattern: string): RobotsRule {
  const pattern = normalisePath(
    rawPattern.startsWith("/") || rawPattern.startsWith("*") ? rawPattern : `/${rawPattern}`,
  );
  const anchored = pattern.endsWith("$");
  const segments = (anchored ? pattern.slice(0, -1) : pattern).split("*");
  return { allow, pattern, matches: (path) => wildcardMatch(segments, anchored, path) };
}

/**
 * RFC 9309 matching: `*` is any run of characters, a final `$` anchors the end, and otherwise a
 * rule matches a prefix. Matched segment by segment, each at its leftmost place, which is linear
 * in the path for each segment. Not a regular expression: a site chose the pattern, and `.*`
 * repeated backtracks exponentially (a dozen stars held the process for minutes).
 */
function wildcardMatch(segments: readonly string[], anchored: boolean, path: string): boolean {
  const first = segments[0]!;
  if (!path.startsWith(first)) return false;
  if (segments.length === 1) return !anchored || path.length === first.length;
  let at = first.length;
  const last = segments.length - 1;
  for (let i = 1; i < last; i++) {
    const found = path.indexOf(segments[i]!, at);
    if (found < 0) return false;
    at = found + segments[i]!.length;
  }
  const tail = segments[last]!;
  if (!anchored) return path.indexOf(tail, at) >= 0;
  // The last segment must end the path, after everything matched before it.
  return path.length - tail.length >= at && path.endsWith(tail);
}

/**
 * Bring paths and patterns to one form so they compare octet for octet: non-ASCII is
 * percent-encoded, escapes of unreserved characters are decoded, other escapes upper-cased.
 */
function normalisePath(value: string): string {
  let out = "";
  for (const ch of value) {
    out += ch.charCodeAt(0) > 0x7e ? encodeURIComponent(ch) : ch;
  }
  return out.replace(/%([0-9a-fA-F]{2})/g, (_m, hex: string) => {
    const c = String.fromCharCode(parseInt(hex, 16));
    return /[A-Za-z0-9\-._~]/.test(c) ? c : `%${hex.toUpperCase()}`;
  });
}
