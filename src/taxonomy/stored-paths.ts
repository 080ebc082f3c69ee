/**
 * How category paths are stored in `classification_paths` (entities and leads): the display paths
 * ("Fintech > Payments") joined by this separator, as the taxonomy's `classificationPathsText`
 * writes them. Reading also accepts a newline, so rows written by hand still render.
 */
export const CLASSIFICATION_PATHS_SEPARATOR = "|";

export function joinClassificationPaths(paths: readonly string[]): string {
  return paths
    .map((p) => p.replace(/[|\n]/g, " ").trim())
    .filter(Boolean)
    .join(CLASSIFICATION_PATHS_SEPARATOR);
}

export function splitClassificationPaths(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .split(/[|\n]/)
    .map((p) => p.trim())
    .filter(Boolean);
}
