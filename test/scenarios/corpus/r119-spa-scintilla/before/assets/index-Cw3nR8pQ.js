(function(){
  "use strict";
  var root = document.getElementById("root");
  function el(tag, attrs, kids){
    var n = document.createElement(tag);
    for (var k in (attrs||{})) { if (k === "text") n.textContent = attrs[k]; else if (k === "html") n.innerHTML = attrs[k]; else n.setAttribute(k, attrs[k]); }
    (kids||[]).forEach(function(c){ if (c) n.appendChild(c); });
    return n;
  }
  function block(b){
    switch (b.t) {
      case "h1": return el("h1", {text: b.text, "class": "display"});
      case "h2": return el("h2", {text: b.text});
      case "h3": return el("h3", {text: b.text});
      case "p": return el("p", {html: b.html});
      case "meta": return el("p", {"class": "meta", html: b.html});
      case "ul": return el("ul", {}, b.items.map(function(i){ return el("li", {html: i}); }));
      case "cards": return el("div", {"class": "cards"}, b.items.map(function(c){
        return el("a", {"class": "card", href: c.href}, [
          c.date ? el("time", {datetime: c.date, text: c.dateText || c.date}) : null,
          el("h3", {text: c.title}),
          c.text ? el("p", {text: c.text}) : null
        ]);
      }));
      case "logos": return el("div", {"class": "logo-wall"}, [
        b.title ? el("p", {"class": "eyebrow", text: b.title}) : null,
        el("ul", {"class": "logos"}, b.items.map(function(l){
          return el("li", {}, [el("img", {src: l.src, alt: l.alt || "", loading: "lazy", width: "120", height: "40"})]);
        }))
      ]);
      case "cta": return el("a", {"class": "btn", href: b.href, text: b.text});
      case "quote": return el("blockquote", {}, [el("p", {text: b.text}), el("cite", {text: b.by})]);
      case "badge": return el("a", {"class": "store-badge", href: b.href}, [el("img", {src: b.src, alt: b.alt})]);
      default: return null;
    }
  }
  function render(site){
    var path = location.pathname.replace(/\/+$/, "") || "/";
    var page = site.pages[path] || site.pages["/404"];
    document.title = page.title;
    var nav = el("nav", {"class": "nav"}, site.nav.map(function(n){
      return el("a", {href: n.href, "class": n.href === path ? "active" : ""}, [document.createTextNode(n.label)]);
    }));
    var header = el("header", {"class": "topbar"}, [el("a", {href: "/", "class": "brand", text: site.name}), nav]);
    var main = el("main", {"class": "page page-" + (page.kind || "page")}, (page.blocks || []).map(block));
    var footer = el("footer", {"class": "footer"}, [
      el("div", {"class": "footer-links"}, site.footer.links.map(function(n){ return el("a", {href: n.href, text: n.label}); })),
      el("p", {"class": "legal", text: site.footer.legal})
    ]);
    root.innerHTML = "";
    root.appendChild(header); root.appendChild(main); root.appendChild(footer);
  }
  fetch("/api/content.json", {headers: {accept: "application/json"}}).then(function(r){ return r.json(); }).then(render)
    .catch(function(){ root.textContent = "Something went wrong. Please reload."; });
})();
