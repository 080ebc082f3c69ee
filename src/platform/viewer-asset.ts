import { sha256Hex } from "./crypto";

/**
 * The API reference viewer's script (Scalar's standalone bundle, from the `@scalar/api-reference`
 * package), served by this server so the reference page needs nothing from outside its origin.
 * Node reads it from node_modules (`viewer-asset-node.ts`); a Worker bundles it as a text module
 * (`src/workers/viewer-script.ts`, wrangler.toml `[[rules]]`).
 */
export interface ViewerScript {
  text: string;
  /** The start of the text's SHA-256: the script's URL names it, so the URL can be cached for good. */
  version: string;
  /**
   * The text gzipped once, for clients that accept it (4.3 MB becomes about 1.2 MB). Only where the
   * runtime sends a body as given: Cloudflare compresses a Worker's responses itself.
   */
  gzip?: Uint8Array;
}

export interface ViewerAsset {
  load(): Promise<ViewerScript>;
}

/**
 * Reads and hashes the script once. Only the result is kept, never a pending promise: on Workers
 * a promise settled by another request's work must not be awaited.
 */
export function viewerAsset(
  read: () => string | Promise<string>,
  gzip?: (text: string) => Uint8Array | Promise<Uint8Array>,
): ViewerAsset {
  let loaded: ViewerScript | null = null;
  return {
    async load() {
      if (loaded) return loaded;
      const text = await read();
      const script: ViewerScript = { text, version: (await sha256Hex(text)).slice(0, 16) };
      if (gzip) script.gzip = await gzip(text);
      loaded = script;
      return script;
    },
  };
}
