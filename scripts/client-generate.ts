// `npm run client:generate`: regenerates the TypeScript client's types from the served API description.
import { writeFileSync } from "node:fs";
import { relative } from "node:path";
import { CLIENT_SCHEMA_PATH, clientSchemaSource, descriptionOnlyApp, servedDescription } from "./client-schema";

const source = await clientSchemaSource(await servedDescription(descriptionOnlyApp()));
writeFileSync(CLIENT_SCHEMA_PATH, source);
console.log(`wrote ${relative(process.cwd(), CLIENT_SCHEMA_PATH)}`);
