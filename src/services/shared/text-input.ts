/*
 * Rules for everything a client sends, checked before validation:
 * - Text: Postgres cannot store or compare the NUL character (U+0000), and an unpaired UTF-16
 *   surrogate (JSON's "\ud800") is not text at all (it would be stored as U+FFFD). A value holding
 *   either is refused as a validation_error naming the field, before it reaches a query (where
 *   the first would fail as an internal error).
 * - Nesting: no request of this API is more than a few levels deep, while a 1 MiB body can nest
 *   arrays hundreds of thousands deep. Whatever walks such a value recursively (validation
 *   included) overflows the stack; so anything deeper than MAX_DEPTH is refused here, by a walk
 *   that takes time in proportion to the body's size.
 */

export const NUL_MESSAGE = "must not contain the NUL character (U+0000)";
export const SURROGATE_MESSAGE = "must be valid Unicode text (it holds an unpaired surrogate)";
export const MAX_DEPTH = 32;
export const DEPTH_MESSAGE = `is nested more than ${MAX_DEPTH} levels deep`;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function problemWith(text: string): string | null {
  if (text.includes("\u0000")) return NUL_MESSAGE;
  if (LONE_SURROGATE.test(text)) return SURROGATE_MESSAGE;
  return null;
}

type Segment = string | number;
export interface InputIssue {
  path: Segment[];
  message: string;
}

/** A path as a chain from the leaf up: built only for the values that get an issue. */
interface PathNode {
  segment: Segment;
  parent: PathNode | null;
  depth: number;
}

function pathOf(node: PathNode | null): Segment[] {
  const path: Segment[] = [];
  for (let n = node; n; n = n.parent) path.push(n.segment);
  return path.reverse();
}

/**
 * Every string (or object key) in `value` that is not storable text, and every place nested deeper
 * than MAX_DEPTH (its contents unread), as zod-like issues in document order.
 */
export function inputIssues(value: unknown): InputIssue[] {
  const issues: InputIssue[] = [];
  const stack: { value: unknown; at: PathNode | null }[] = [{ value, at: null }];
  while (stack.length) {
    const { value: v, at } = stack.pop()!;
    if (typeof v === "string") {
      const message = problemWith(v);
      if (message) issues.push({ path: pathOf(at), message });
      continue;
    }
    if (typeof v !== "object" || v === null) continue;
    const depth = at ? at.depth : 0;
    if (depth >= MAX_DEPTH) {
      issues.push({ path: pathOf(at), message: DEPTH_MESSAGE });
      continue;
    }
    const children: { value: unknown; at: PathNode }[] = [];
    if (Array.isArray(v)) {
      v.forEach((item, i) => {
        children.push({ value: item, at: { segment: i, parent: at, depth: depth + 1 } });
      });
    } else {
      for (const [k, item] of Object.entries(v)) {
        const node = { segment: k, parent: at, depth: depth + 1 };
        const message = problemWith(k);
        if (message) issues.push({ path: pathOf(node), message });
        else children.push({ value: item, at: node });
      }
    }
    // Pushed in reverse, so they are taken in document order.
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  return issues;
}
