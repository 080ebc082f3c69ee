const { readText } = await import("./src/pipeline/read/index.ts");
const args = process.argv.slice(2);
const company = args.shift()!;
const ctx = { company: { name: company, founders: [], website: "https://x.example", aliases: [] }, now: new Date("2026-11-17T09:00:00Z"), ownSite: true, pageKind: null } as any;
for (const t of args) for (const r of readText(t, ctx).readings) console.log(r.type, r.counted, r.rule, "|", r.statement, "|", r.frame.subject.kind, r.frame.subject.text, "|", r.why);
