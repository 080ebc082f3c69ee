const h = (tag, props, ...children) => {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(props || {})) {
    if (k === "className") el.className = v;
    else el.setAttribute(k, v);
  }
  for (const c of children.flat()) if (c != null) el.append(typeof c === "string" ? document.createTextNode(c) : c);
  return el;
};
const Nav = () =>
  h("header", { className: "nav" },
    h("a", { href: "/", className: "logo" }, "Orbitly"),
    h("nav", {}, h("a", { href: "/blog" }, "Blog"), h("a", { href: "/about" }, "About"), h("a", { href: "/pricing" }, "Pricing")));
const Footer = () => h("footer", {}, h("p", {}, "© 2026 Orbitly, Inc."));
const fmt = (iso) => new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

async function Home() {
  return h("main", {},
    h("h1", {}, "Satellite imagery, answered in plain English"),
    h("p", {}, "Orbitly lets insurers and commodity traders ask questions of fresh satellite imagery: how many ships are waiting outside Rotterdam, how much of a field has flooded, which roofs were damaged after a storm."),
    h("p", {}, "We are a team of twelve based in Denver, Colorado."));
}
async function Blog() {
  const posts = await (await fetch("/api/posts.json")).json();
  return h("main", {}, h("h1", {}, "Blog"),
    ...posts.map((p) => h("article", { className: "post-card" },
      h("h2", {}, h("a", { href: `/blog/${p.slug}` }, p.title)),
      h("time", { datetime: p.date }, fmt(p.date)),
      h("p", {}, p.excerpt))));
}
async function Post(slug) {
  const res = await fetch(`/api/posts/${slug}.json`);
  if (!res.ok) return h("main", {}, h("h1", {}, "Not found"));
  const p = await res.json();
  return h("main", {}, h("article", {}, h("h1", {}, p.title), h("time", { datetime: p.date }, fmt(p.date)), ...p.body.map((t) => h("p", {}, t))));
}
async function About() {
  return h("main", {}, h("h1", {}, "About Orbitly"),
    h("p", {}, "Orbitly was founded in 2024 by Ana Ribeiro and Ben Okoye, who built imagery pipelines at Planet."),
    h("div", { className: "team" },
      h("div", { className: "person" }, h("h3", {}, "Ana Ribeiro"), h("p", {}, "Co-founder & CEO")),
      h("div", { className: "person" }, h("h3", {}, "Ben Okoye"), h("p", {}, "Co-founder & CTO"))));
}
async function Pricing() {
  return h("main", {}, h("h1", {}, "Pricing"), h("p", {}, "Team: $2,000 a month for 500 questions. Enterprise: custom, with an SLA and private imagery."));
}
const routes = [[/^\/$/, Home], [/^\/blog\/?$/, Blog], [/^\/blog\/([\w-]+)\/?$/, Post], [/^\/about\/?$/, About], [/^\/pricing\/?$/, Pricing]];
async function render() {
  const path = location.pathname;
  const [re, view] = routes.find(([r]) => r.test(path)) || [null, async () => h("main", {}, h("h1", {}, "Not found"))];
  const m = re ? path.match(re) : null;
  const root = document.getElementById("root");
  const page = await view(...(m ? m.slice(1) : []));
  root.replaceChildren(Nav(), page, Footer());
  document.title = (page.querySelector("h1")?.textContent ?? "Orbitly") + " · Orbitly";
}
render();
