const routes = {
  "/": {
    title: "Parcelnest — Shipping labels for independent shops",
    html: `<section class="hero"><h1>Ship like the big stores do.</h1><p>Parcelnest buys labels at volume rates from Royal Mail, Evri, DPD and UPS, prints them from your Shopify, Etsy or WooCommerce orders, and sends your customers a tracking page with your logo.</p><a class="btn" href="/pricing">See pricing</a></section>
<section class="counters"><div><strong>1,284,551</strong><span>parcels shipped this month</span></div><div><strong>4,212</strong><span>shops shipping with us</span></div></section>
<section class="status"><p>All systems operational · checked 3 minutes ago</p></section>
<section class="quotes"><blockquote>“We saved £1.40 a parcel and stopped copy-pasting addresses.” <cite>Hattie, Fernleaf Candles</cite></blockquote></section>`,
  },
  "/pricing": {
    title: "Pricing — Parcelnest",
    html: `<h1>Pricing</h1><p>Free up to 50 labels a month. Pro: £19 a month for unlimited labels and branded tracking.</p>`,
  },
  "/about": {
    title: "About — Parcelnest",
    html: `<h1>About</h1><p>Parcelnest was started in Bristol in 2023 by Olivia Brennan and Samir Haddad, who ran an online plant shop and hated the post office queue.</p>`,
  },
};
function render() {
  const route = routes[window.location.pathname.replace(/\/+$/, "") || "/"] || routes["/"];
  document.title = route.title;
  document.getElementById("root").innerHTML =
    `<header class="nav"><a class="brand" href="/">Parcelnest</a><nav><a href="/pricing">Pricing</a><a href="/about">About</a></nav></header>` +
    `<main>${route.html}</main>` +
    `<footer><p>© 2026 Parcelnest Ltd · Bristol</p></footer>`;
}
document.addEventListener("click", (e) => {
  const a = e.target.closest("a[href^='/']");
  if (!a) return;
  e.preventDefault();
  history.pushState({}, "", a.getAttribute("href"));
  render();
});
window.addEventListener("popstate", render);
render();
