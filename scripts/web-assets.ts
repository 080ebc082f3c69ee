// `npm run web:assets`: writes src/web/assets/bundle.ts from the web app's CSS and script.
import { writeFileSync } from "node:fs";
import { relative } from "node:path";
import { BUNDLE_PATH, webAssetsSource } from "./web-assets-source";

writeFileSync(BUNDLE_PATH, webAssetsSource());
console.log(`wrote ${relative(process.cwd(), BUNDLE_PATH)}`);
