import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { viewerAsset, type ViewerAsset } from "./viewer-asset";

/** The viewer's script from the installed `@scalar/api-reference` (its standalone bundle), read at the first request. */
export function nodeViewerAsset(): ViewerAsset {
  return viewerAsset(() => {
    // The package exports only its ESM entry (dist/index.js); the standalone bundle sits beside it.
    const entry = createRequire(import.meta.url).resolve("@scalar/api-reference");
    return readFile(join(dirname(entry), "browser", "standalone.js"), "utf8");
  });
}
