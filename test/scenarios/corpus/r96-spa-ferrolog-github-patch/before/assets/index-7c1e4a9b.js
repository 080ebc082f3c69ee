const routes = {
  "/": `<section class="hero"><h1>Structured logs, at Rust speed.</h1><p>Ferrolog is an open-source logging library and collector for Rust services, by Ferrolog Labs.</p><a href="/docs">Docs</a></section>
        <section><h2>Why Ferrolog</h2><ul><li>Zero-allocation hot path</li><li>OpenTelemetry export</li><li>Sampling and redaction built in</li></ul></section>`,
  "/about": `<section><h1>About</h1><p>Ferrolog Labs was founded in 2025 in Zurich by Elias Brunner and Noa Levi. We sell a hosted collector and support.</p></section>`,
  "/pricing": `<section><h1>Pricing</h1><p>Open source: free. Ferrolog Cloud: from $15 per GB ingested.</p></section>`,
};
const nav = `<header><a href="/">Ferrolog</a><nav><a href="/docs">Docs</a> <a href="/pricing">Pricing</a> <a href="/about">About</a> <a href="https://github.com/ferrolog">GitHub</a></nav></header>`;
const foot = `<footer><p>© 2026 Ferrolog Labs AG · Zurich</p><a href="https://github.com/ferrolog/ferrolog">GitHub</a></footer>`;
function render() {
  const path = location.pathname.replace(/\/+$/, "") || "/";
  document.getElementById("root").innerHTML = nav + "<main>" + (routes[path] || "<h1>Not found</h1>") + "</main>" + foot;
}
render();
