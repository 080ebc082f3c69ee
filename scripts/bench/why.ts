/**
 * `npx tsx scripts/bench/why.ts id,id`: what the tracker made of scenarios (corpus, or --holdout[=DIR]),
 * finding by finding, with each statement it read and the rule that decided (`--quote`: and the text it was read
 * from): for working on misses.
 */
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { runCorpus } from "../../test/scenarios/harness";

const ids = (process.argv[2] ?? "").split(",").filter(Boolean);
const holdoutArg = process.argv.find((a) => a.startsWith("--holdout"));
const dir = holdoutArg?.includes("=")
  ? resolve(holdoutArg.slice("--holdout=".length))
  : holdoutArg
    ? fileURLToPath(new URL("../../test/scenarios/holdout", import.meta.url))
    : undefined;
const { local } = await runCorpus({ modes: ["local"], only: ids, ...(dir ? { dir } : {}) });
for (const o of local) {
  const a = (o.signal?.analysis ?? {}) as {
    findings?: {
      type: string;
      strength: number;
      headline: string;
      matchedWatchItems: string[];
      pageKind?: string;
      quote?: { added: string; removed: string };
      statements?: { type: string; statement: string; counted: boolean; rule: string; why: string }[];
      checks?: { check: string; passed: boolean; why: string }[];
      tiedBy?: string[];
    }[];
  };
  console.log(
    `\n== ${o.scenario.id}: ${o.signal?.type} ${o.signal?.severity}, alert ` +
      `${o.alert?.outcome ?? "none"}${o.error ? ` ERROR ${o.error}` : ""}`,
  );
  console.log(`   ${o.signal?.summary}`);
  for (const f of a.findings ?? []) {
    console.log(
      `   - ${f.type} ${f.strength} ${f.headline}${f.pageKind ? ` [${f.pageKind}]` : ""} ` +
        `watch=${f.matchedWatchItems.join("|")}`,
    );
    // `--quote`: what the finding was read from, as the analysis quotes it.
    if (process.argv.includes("--quote")) console.log(`       quote: ${JSON.stringify(f.quote)}`);
    // The checks it failed: what held it at low severity (judge/evidence.ts).
    for (const c of (f.checks ?? []).filter((c) => !c.passed)) console.log(`       ✗ ${c.check}: ${c.why}`);
    for (const st of f.statements ?? [])
      console.log(`       ${st.counted ? "+" : "-"} ${st.type} “${st.statement}” ${st.rule}: ${st.why}`);
  }
}
