import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BUNDLE_PATH, webAssetsSource } from "../../scripts/web-assets-source";

/**
 * The web app's stylesheet and script reach Node and Workers alike as a generated module
 * (src/web/assets/bundle.ts, docs/web.md "Pages and assets"): it must be what `npm run web:assets`
 * makes of app.css and app.js today, or a page would serve yesterday's file under today's name.
 */
describe("the web app's asset bundle", () => {
  it("is up to date with app.css and app.js (run `npm run web:assets` after editing them)", () => {
    expect(readFileSync(BUNDLE_PATH, "utf8")).toBe(webAssetsSource());
  });
});
