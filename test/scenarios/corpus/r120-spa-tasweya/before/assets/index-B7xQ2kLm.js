/* vite build */
const e=s=>String(s).replace(/[&<>"]/g,c=>({"&":"&amp;","<":"&lt;",">":"&gt;",'"':"&quot;"}[c]));
function blocks(bs){return(bs||[]).map(b=>{switch(b.type){
case"hero":return`<section class="hero"><h1>${e(b.title)}</h1><p class="lead">${e(b.text)}</p>${b.cta?`<a class="btn" href="${b.cta.href}">${e(b.cta.label)}</a>`:""}</section>`;
case"banner":return`<div class="banner"><a href="${b.href}">${e(b.text)}</a></div>`;
case"heading":return`<h2>${e(b.text)}</h2>`;
case"text":return`<p>${e(b.text)}</p>`;
case"list":return`<ul>${b.items.map(i=>`<li>${e(i)}</li>`).join("")}</ul>`;
case"stats":return`<div class="stats">${b.items.map(i=>`<div class="stat"><strong>${e(i.value)}</strong><span>${e(i.label)}</span></div>`).join("")}</div>`;
case"cards":return`<div class="cards">${b.items.map(i=>`<div class="card"><h3>${e(i.title)}</h3><p>${e(i.text)}</p>${i.meta?`<small>${e(i.meta)}</small>`:""}</div>`).join("")}</div>`;
case"quote":return`<blockquote>${e(b.text)}<cite>${e(b.by)}</cite></blockquote>`;
default:return""}}).join("")}
async function main(){
const r=await fetch("/content/site.json",{cache:"no-store"});const s=await r.json();
const path=location.pathname.replace(/\/+$/,"")||"/";
document.documentElement.lang=s.lang;document.documentElement.dir=s.dir||"ltr";
const nav=s.nav.map(n=>`<a href="${n.href}"${n.href===path?' aria-current="page"':""}>${e(n.label)}</a>`).join("");
let title=s.name,body="";
const page=s.pages[path];
const post=path.startsWith(s.newsPath+"/")?s.news.find(p=>s.newsPath+"/"+p.slug===path):null;
if(page){title=page.title;body=blocks(page.blocks)}
else if(path===s.newsPath){title=s.newsTitle+" | "+s.name;body=`<h1>${e(s.newsTitle)}</h1><div class="news">${s.news.map(p=>`<article class="news-item"><time datetime="${p.date}">${e(p.dateLabel)}</time><h2><a href="${s.newsPath}/${p.slug}">${e(p.title)}</a></h2><p>${e(p.summary)}</p></article>`).join("")}</div>`}
else if(post){title=post.title+" | "+s.name;body=`<article class="post"><a href="${s.newsPath}">${e(s.newsTitle)}</a><h1>${e(post.title)}</h1><time datetime="${post.date}">${e(post.dateLabel)}</time>${blocks(post.blocks)}</article>`}
else{title="404 | "+s.name;body=`<h1>404</h1><p>${e(s.notFound)}</p>`}
document.title=title;
document.getElementById("root").innerHTML=`<header class="site-header"><a class="logo" href="/">${e(s.name)}</a><nav>${nav}</nav></header><main>${body}</main><footer class="site-footer">${s.footer.links.map(l=>`<a href="${l.href}">${e(l.label)}</a>`).join(" · ")}<p>${e(s.footer.text)}</p></footer>`;
}
main();
