
const posts = [
  { slug: "forecast-prep", title: "Forecast prep in ten minutes", date: "2026-10-05", author: "Imran Siddiqui", summary: "Orbitask now drafts your weekly forecast call notes from Salesforce and Gong." },
  { slug: "crm-hygiene-report", title: "The 2026 CRM Hygiene Report", date: "2026-10-27", author: "Beatrice Lowe", summary: "We analysed 1.2 million opportunities: 31% had a close date in the past." },
  { slug: "territory-planning", title: "Territory planning with an agent", date: "2026-11-06", author: "Imran Siddiqui", summary: "How RevOps teams use Orbitask to rebalance territories before a new fiscal year." }
];
const nav = `<header class="nav"><a href="/" class="logo">Orbitask</a><nav><a href="/product">Product</a><a href="/pricing">Pricing</a><a href="/blog">Blog</a><a href="/careers">Careers</a></nav></header>`;
const foot = `<footer><p>Orbitask Ltd · 14 Gray's Inn Road, London WC1X 8HN</p><p>© 2026 Orbitask</p></footer>`;
async function main() {
  const root = document.getElementById("root");
  let ago = {};
  try { ago = await (await fetch("/api/posts.json")).json(); } catch (e) {}
  const path = location.pathname.replace(/\/+$/, "") || "/";
  let body = "";
  if (path === "/") {
    body = `<section class="hero"><h1>RevOps on autopilot.</h1><p>Orbitask keeps your CRM clean, preps your forecast and plans territories, so your reps sell.</p><a href="/signup">Start free</a></section>
<section class="latest"><h2>From the blog</h2>${posts.slice().reverse().map(p => `<a href="/blog/${p.slug}"><h3>${p.title}</h3><span>${ago[p.slug] || p.date}</span></a>`).join("")}</section>`;
  } else if (path === "/blog") {
    body = `<h1>Blog</h1>${posts.slice().reverse().map(p => `<article><a href="/blog/${p.slug}"><h2>${p.title}</h2></a><p>${p.summary}</p><p class="meta">${p.author} · <time datetime="${p.date}">${p.date}</time> · ${ago[p.slug] || ""}</p></article>`).join("")}`;
  } else if (path.startsWith("/blog/")) {
    const p = posts.find(x => "/blog/" + x.slug === path);
    body = p ? `<article><h1>${p.title}</h1><p class="meta">${p.author} · <time datetime="${p.date}">${p.date}</time> (${ago[p.slug] || ""})</p><p>${p.summary}</p></article>` : `<h1>Not found</h1>`;
  } else if (path === "/careers") {
    body = `<h1>Careers</h1><ul><li>Senior Full-Stack Engineer · London</li><li>Founding RevOps Solutions Lead · London</li></ul>`;
  } else {
    body = `<h1>Orbitask</h1>`;
  }
  root.innerHTML = nav + `<main>${body}</main>` + foot;
  document.title = path === "/" ? "Orbitask — The AI agent for RevOps" : `${path.slice(1)} — Orbitask`;
}
main();
