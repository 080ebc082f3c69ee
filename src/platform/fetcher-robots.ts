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
  regex: RegExp;
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
      continue;
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
        if (!rule.regex.test(path)) continue;
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
  const pattern = normalisePath(rawPattern.startsWith("/") || rawPattern.startsWith("*") ? rawPattern : `/${rawPattern}`);
  const anchored = pattern.endsWith("$");
  const body = anchored ? pattern.slice(0, -1) : pattern;
  const source = body
    .split("*")
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
    .join(".*");
  return { allow, pattern, regex: new RegExp(`^${source}${anchored ? "$" : ""}`) };
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
