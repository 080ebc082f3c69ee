import { CATEGORIES, type CategoryRecord } from "./categories";

/** A taxonomy category with its derived display path and depth (1 = top level). */
export interface Category extends CategoryRecord {
  /** Display path, e.g. "Fintech > Payments". */
  path: string;
  depth: number;
}

export const PATH_SEPARATOR = " > ";

interface Tree {
  list: Category[];
  byId: Map<string, Category>;
  children: Map<string, string[]>;
}

// A cache of the static data, built on first use.
let tree: Tree | undefined;

function build(): Tree {
  const records = new Map(CATEGORIES.map((r) => [r.id, r]));
  const names = (id: string): string[] => {
    const r = records.get(id);
    if (!r) throw new Error(`taxonomy: unknown parent category "${id}"`);
    return r.parentId === null ? [r.name] : [...names(r.parentId), r.name];
  };
  const list = CATEGORIES.map((r) => {
    const chain = names(r.id);
    return { ...r, path: chain.join(PATH_SEPARATOR), depth: chain.length };
  });
  const children = new Map<string, string[]>();
  for (const cat of list) {
    if (cat.parentId === null) continue;
    const siblings = children.get(cat.parentId) ?? [];
    siblings.push(cat.id);
    children.set(cat.parentId, siblings);
  }
  return { list, byId: new Map(list.map((cat) => [cat.id, cat])), children };
}

function getTree(): Tree {
  tree ??= build();
  return tree;
}

/** Every category, parents before their children. */
export function allCategories(): readonly Category[] {
  return getTree().list;
}

export function getCategory(id: string): Category | undefined {
  return getTree().byId.get(id);
}

/** "Fintech > Payments" for "fintech/payments"; undefined for an unknown id. */
export function categoryPath(id: string): string | undefined {
  return getTree().byId.get(id)?.path;
}

/** The category and everything below it, parents first; [] for an unknown id. */
export function descendantIds(id: string): string[] {
  const t = getTree();
  if (!t.byId.has(id)) return [];
  const out: string[] = [];
  const stack = [id];
  while (stack.length > 0) {
    const current = stack.pop()!;
    out.push(current);
    const kids = t.children.get(current) ?? [];
    for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]);
  }
  return out;
}

/** Parent, grandparent, ... of a category (nearest first); [] for a top-level or unknown id. */
export function ancestorIds(id: string): string[] {
  const out: string[] = [];
  let current = getCategory(id)?.parentId ?? null;
  while (current !== null) {
    out.push(current);
    current = getCategory(current)?.parentId ?? null;
  }
  return out;
}

/**
 * The ids of `ids` that have no ancestor in `ids`: the fewest categories whose subtrees hold all of
 * them, when `ids` is a union of whole subtrees (as a sector filter's categories are).
 */
export function outermostCategories(ids: readonly string[]): string[] {
  const set = new Set(ids);
  return [...set].filter((id) => !ancestorIds(id).some((a) => set.has(a)));
}

/** True when `ancestor` is a strict ancestor of `id`. */
export function isAncestor(ancestor: string, id: string): boolean {
  return id.startsWith(ancestor + "/") && getTree().byId.has(ancestor);
}

/**
 * A stored classification rendered for responses. An id the taxonomy no longer knows is shown
 * with its id as its path rather than hidden, so the data stays visible.
 */
export function classificationView(ids: readonly string[]): { id: string; path: string }[] {
  return ids.map((id) => ({ id, path: categoryPath(id) ?? id }));
}

/**
 * The text stored in `classification_paths` next to the ids: the display paths joined by "|"
 * (as src/services/lists/classification-filter.ts reads them). The degraded sector filter matches
 * terms against it with ILIKE.
 */
export function classificationPathsText(ids: readonly string[]): string {
  return classificationView(ids)
    .map((v) => v.path)
    .join("|");
}
