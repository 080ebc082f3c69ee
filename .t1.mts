import { parseWatchItems } from "./src/pipeline/judge/watch";
import { readText } from "./src/pipeline/read/index";
import { ctx } from "./test/support/readings";
console.log(parseWatchItems("Financování (investiční kola, granty EU), noví zákazníci, změny ve vedení.").map(i=>[i.label,i.type]));
for (const t of ["Dziś zmniejszamy Lodownię z 80 do 64 osób.","Spółka podpisała z Miastem Gdańsk umowę na wdrożenie systemu."]) {
  const r = readText(t, ctx(t.startsWith("Dziś")?"Lodownia":"Bramka"));
  console.log(JSON.stringify(r.readings.map(x=>({t:x.type,c:x.counted,why:x.why??x.reason, s:x.subject, text:x.text})),null,0));
}
