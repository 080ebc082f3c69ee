import { viewerAsset } from "../platform/viewer-asset";
// @ts-expect-error A text module, not JavaScript: wrangler.toml's [[rules]] makes the file's text
// this default export (a string). Imported by path, since the package does not export the file.
import standalone from "../../node_modules/@scalar/api-reference/dist/browser/standalone.js";

/** The reference viewer's script, bundled into the Worker (only the entries that serve /api/v1/docs import this). */
export const workerViewerAsset = viewerAsset(() => standalone as string);
