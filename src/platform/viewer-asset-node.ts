import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import { viewerAsset, type ViewerAsset } from "./viewer-asset";

const gzipAsync = promisify(gzip);

/**
 * The viewer's script from the installed `@scalar/api-reference` (its standalone bundle), read and
 * gzipped once, at the first request: Node's server compresses nothing by itself.
 */
export function nodeViewerAsset(): ViewerAsset {
  return viewerAsset(
    () => {
      // The package exports only its ESM entry (dist/index.js); the standalone bundle sits beside it.
      const entry = createRequire(import.meta.url).resolve("@scalar/api-reference");
      return readFile(join(dirname(entry), "browser", "standalone.js"), "utf8");
    },
    async (text) => new Uint8Array(await gzipAsync(text, { level: 9 })),
  );
}
