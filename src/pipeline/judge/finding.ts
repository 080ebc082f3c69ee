import type { PageKind } from "../collect/snapshot";
import type { ChangeType, Evidence } from "../signal";
import type { WatchMatch } from "./watch";
import type { PageKindName, StatementReading } from "../read/index";

/*
 * What one finding of the local analyser is, and the wording helpers every kind of finding shares
 * (docs/pipeline.md, "Runs: collect, diff, analyse"): the quote of what changed and clipped lists.
 */

export interface Finding {
  type: ChangeType | "other";
  strength: number;
  /** Completes "<Company> …", e.g. `published “Introducing Picker 2”`. */
  headline: string;
  /** The text the type and the watch items were read from. */
  text: string;
  /** The item or page that changed (the post, the job or careers page, the team page, the feed item). */
  url: string | null;
  /** The changed text, quoted: lines added and removed, each side cut to `QUOTE_CHARS`. */
  quote: Quote;
  /** The event-shaped statements that typed it ("raised a $40M Series B"). */
  cues: string[];
  evidence: Evidence[];
  matchedWatchItems: string[];
  /** Each watch item matched, and why. */
  watchMatches: WatchMatch[];
  /**
   * Where it was seen when not only on the company's site ("site", "news", "hn", "github"): one event, several sources.
   */
  sources?: string[];
  /**
   * How an off-site item was tied to the company (`name`, `domain`, `link`, `founder`, `sector`, `topic`, and
   * `outlets`: told alike by two press outlets or more).
   */
  tiedBy?: string[];
  /** The press outlets that told it, when the press did. */
  outlets?: string[];
  /** Each event-shaped statement read in it: counted, or dropped and by which rule (statements.ts). */
  statements?: StatementReading[];
  /** The kind of page it is when not an ordinary post (an engineering write-up, a podcast page…). */
  pageKind?: PageKindName;
  /** Nothing in it is stated as the company's news (a post titled as a question, say): it matches nothing watched. */
  mention?: boolean;
  /**
   * Typed by the kind of page that changed (a pricing page's prices, a customers page's new name) or by what its
   * source establishes (a Show HN by the company), not a statement: another's statement of that type undoes nothing.
   */
  typedByPage?: boolean;
  /** The kind of the site's page the change is on, for a change to a steady page ("pricing"). */
  sitePage?: PageKind;
  /** Whether it may alert: each check of judging on evidence, passed or failed and why (evidence.ts). */
  checks: EvidenceCheck[];
}

/** The checks of judging on evidence (evidence.ts), in order. */
export type CheckName = "event" | "subject" | "asserted" | "new" | "page_kind";

/** One check of a finding: passed or failed, and why. */
export interface EvidenceCheck {
  check: CheckName;
  passed: boolean;
  why: string;
}

export interface Quote {
  added: string;
  removed: string;
}

/** A finding before the watch list is read against it. */
export type RawFinding = Omit<Finding, "matchedWatchItems" | "watchMatches" | "checks">;

/** Each side of a finding's quote (what an investor reads in the full view before clicking through). */
export const QUOTE_CHARS = 500;

/** Lines added and removed, each side cut to QUOTE_CHARS (whole lines while they fit). */
export function quoteOf(added: string[], removed: string[]): Quote {
  return { added: cutLines(added), removed: cutLines(removed) };
}

function cutLines(lines: string[]): string {
  let out = "";
  for (const line of lines.map((l) => l.trim()).filter(Boolean)) {
    const next = out ? `${out}\n${line}` : line;
    if (next.length > QUOTE_CHARS) return out ? `${out}\n…` : clip(line, QUOTE_CHARS);
    out = next;
  }
  return out;
}

/** Up to three items, each clipped, and how many more ("a, b, c and 2 more"). */
export function list(items: string[]): string {
  const shown = items.slice(0, 3).map((s) => clip(s, 60));
  return items.length > 3 ? `${shown.join(", ")} and ${items.length - 3} more` : shown.join(", ");
}

export function clip(s: string, n: number): string {
  return s.length <= n ? s : `${s.slice(0, n - 1).trimEnd()}…`;
}
