import { resolve } from "node:path";
import { runCorpus } from "./test/scenarios/harness";
const [id, dir] = process.argv.slice(2);
const { local } = await runCorpus({ modes: ["local"], only: [id!], dir: resolve(dir!) });
const a = local[0]!.signal?.analysis as Record<string, unknown>;
for (const [k, v] of Object.entries(a ?? {})) if (k !== "findings") console.log(k, JSON.stringify(v)?.slice(0, 400));
