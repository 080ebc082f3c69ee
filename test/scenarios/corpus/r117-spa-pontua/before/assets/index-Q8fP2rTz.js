/*! pontua web v2.31.4 | built with vite 5.4.10 */
(function(){"use strict";
function esc(s){return String(s).replace(/[&<>"]/g,function(c){return{"&":"&amp;","<":"&lt;",">":"&gt;","\"":"&quot;"}[c]})}
function nav(site,path){return '<header class="topbar"><a class="brand" href="/">'+esc(site.name)+'</a><nav>'+site.nav.map(function(n){return '<a href="'+n.href+'"'+(n.href===path?' class="active"':'')+'>'+esc(n.label)+'</a>'}).join('')+'</nav></header>'}
function foot(site){return '<footer class="foot"><nav>'+site.footer.map(function(n){return '<a href="'+n.href+'">'+esc(n.label)+'</a>'}).join('')+'</nav><p>'+site.legal+'</p></footer>'}
function render(site){var path=location.pathname.replace(/\/+$/,"")||"/";var page=site.pages[path]||site.pages["/404"];document.title=page.title;var root=document.getElementById("root");root.innerHTML=nav(site,path)+'<main class="page">'+page.html+'</main>'+foot(site);}
fetch("/data/site.json",{headers:{accept:"application/json"}}).then(function(r){return r.json()}).then(render).catch(function(){document.getElementById("root").innerHTML='<p class="error">Could not load content.</p>'});
})();
