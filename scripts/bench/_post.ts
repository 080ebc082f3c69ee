// temporary: POST load then profile a bare-only window on the same server
import { readFileSync } from "node:fs";
import { sample } from "./load";
const [file, conns, secs] = process.argv.slice(2);
const [pid, api, open, bare, limited, key] = readFileSync(file!, "utf8").trim().split(/\s+/);
const tag = Math.random().toString(36).slice(2, 8);
let n = 0;
const post = { port: +api!, method: "POST" as const, path: "/api/v1/tracker", headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
  setupRequest: (req: any) => ({ ...req, body: JSON.stringify({ companyName: `P ${tag} ${n}`, companyWebsite: `https://p-${tag}-${n}.invalid/`, founders: [{ name: "Ada", linkedinUrl: `https://www.linkedin.com/in/ada-${tag}-${n++}` }], thingsToTrack: "Fundraising", alertEmails: ["a@b.example"] }) }) };
const s = await sample(post, Number(conns), Number(secs));
console.log("post", Math.round(s.rps), "rps p50", s.p50.toFixed(1), JSON.stringify(s.statuses));
await fetch(`http://127.0.0.1:${bare}/bench/profile/start`, { method: "POST" });
const b = await sample({ port: +bare!, path: "/bare" }, 1, 6);
await fetch(`http://127.0.0.1:${bare}/bench/profile/stop?dir=/tmp/bdev/prof&name=stall`, { method: "POST" });
console.log("bare during background", Math.round(b.rps), "rps p50", b.p50.toFixed(2), "p99", b.p99.toFixed(1));
console.log(JSON.stringify(await (await fetch(`http://127.0.0.1:${bare}/bench/jobs`)).json()));
