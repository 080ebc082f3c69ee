const DATA = {"pages": {"/": "<section class='hero'><h1>Your trotro, on time</h1><p>Live tracking for 3,400 trotros on 120 routes in Accra and Kasoa. Pay your fare with MoMo.</p></section>", "/drivers": "<h1>For drivers and station masters</h1><p>Get more passengers and cashless fares. Weekly payouts to MoMo.</p>", "/about": "<h1>About Trotro Go</h1><p>Founded in 2022 in Accra by Kwabena Ofori and Adwoa Sarpong.</p>"}, "posts": [{"slug": "kasoa-routes", "title": "Trotro Go now covers Kasoa routes", "date": "2026-09-17", "body": "<p>Commuters between Kasoa and Circle can now track buses and pay with MoMo.</p>"}, {"slug": "verified-mates-and-drivers", "title": "Safety first: verified mates and drivers", "date": "2026-10-26", "body": "<p>Every driver and mate on Trotro Go is now verified with their Ghana Card.</p>"}]};
const NAV = [["Home", "/"], ["Drivers", "/drivers"], ["Blog", "/blog"], ["About", "/about"]];
function fmt(d) { return new Date(d + "T00:00:00Z").toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }); }
function render() {
  const path = location.pathname.replace(/\/+$/, "") || "/";
  let main = "";
  let title = "Trotro Go";
  if (path === "/blog") {
    title = "Blog | Trotro Go";
    main = "<h1>Blog</h1><ul class='posts'>" + [...DATA.posts].sort((a, b) => b.date.localeCompare(a.date)).map((p) => `<li><a href="/blog/${p.slug}">${p.title}</a> <time datetime="${p.date}">${fmt(p.date)}</time></li>`).join("") + "</ul>";
  } else if (path.startsWith("/blog/")) {
    const p = DATA.posts.find((x) => "/blog/" + x.slug === path);
    if (p) { title = p.title + " | Trotro Go"; main = `<article><h1>${p.title}</h1><time datetime="${p.date}">${fmt(p.date)}</time>${p.body}</article>`; }
    else main = "<h1>Page not found</h1>";
  } else {
    main = DATA.pages[path] || "<h1>Page not found</h1>";
    if (path !== "/") title = (path.slice(1, 2).toUpperCase() + path.slice(2)) + " | Trotro Go";
  }
  document.title = title;
  document.getElementById("root").innerHTML = `<header class="nav"><a class="brand" href="/">Trotro Go</a><nav>${NAV.map(([l, h]) => `<a href="${h}">${l}</a>`).join(" ")}</nav></header><main>${main}</main><footer>© 2026 Trotro Go Technologies Ltd · East Legon, Accra · <a href="https://play.google.com/store/apps/details?id=gh.trotrogo">Google Play</a></footer>`;
}
render();
