import { ApiError } from "../../errors";
import type { WebApp } from "../env";
import { BUNDLE } from "./bundle";

/*
 * Our stylesheet and script, served by this server (no CDN) at URLs naming their content's hash,
 * so a browser keeps them for a year without asking again; a new version is a new URL. The
 * layout (layout.tsx) is the one place that names them.
 */

export type AssetName = keyof typeof BUNDLE;
export const ASSETS_PATH = "/app/assets";
const IMMUTABLE = "public, max-age=31536000, immutable";

export const assetUrl = (name: AssetName) => `${ASSETS_PATH}/${BUNDLE[name].file}`;

const byFile = new Map<string, (typeof BUNDLE)[AssetName]>(Object.values(BUNDLE).map((a) => [a.file, a]));

export function registerAssets(web: WebApp): void {
  web.get("/assets/:file", (c) => {
    const asset = byFile.get(c.req.param("file"));
    if (!asset) throw new ApiError("not_found", "No such file: the pages name the current ones.");
    return c.body(asset.text, 200, { "Content-Type": asset.type, "Cache-Control": IMMUTABLE });
  });
}
