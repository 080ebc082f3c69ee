const { itemisePage } = await import("./src/pipeline/collect/extract/items/index.ts");
const fs = await import("node:fs");
const d = "test/scenarios/holdout-59/r59-ghost-kejahub-wordpress-to-ghost";
for (const st of ["before", "after"]) for (const f of ["index.html", "rss/index.html", "feed/index.html"]) {
  let html: string; try { html = fs.readFileSync(`${d}/${st}/${f}`, "utf8").replaceAll("{{origin}}", "https://k.example"); } catch { continue; }
  console.log(st, f, itemisePage(html, "https://k.example/").map((i: any) => [i.key, i.title, i.publishedAt]));
}
