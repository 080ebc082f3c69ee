const DATA={name:"Skyrift",nav:[["Home","/"],["Technology","/technology"],["Projects","/projects"],["About","/about"],["News","/news"]],
pages:{"/":{h:"Mineralising CO\u2082 in Icelandic basalt",p:["Skyrift captures CO\u2082 from geothermal plants and injects it into basalt, where it turns to stone within two years.","<strong id=\"counter\">18,412</strong> tonnes of CO\u2082 stored to date \u00b7 updated November 10, 2026"]},
"/technology":{h:"Technology",p:["Dissolved CO\u2082 injection at 400\u2013800 m depth; monitoring by tracer and isotope sampling."]},
"/projects":{h:"Projects",p:["Hellishei\u00f0i site (since 2024) and Krafla site (since 2026)."]},
"/about":{h:"About",p:["Founded 2022 by Sigr\u00fan Einarsd\u00f3ttir and Erik Johansson. 33 people in Reykjav\u00edk and Stockholm."]},
"/news":{h:"News",p:["<time datetime=\"2026-04-14\">April 14, 2026</time> \u2014 Krafla injection site starts operation","<time datetime=\"2025-09-03\">September 3, 2025</time> \u2014 Skyrift passes 10,000 tonnes stored"]}}};
function render(){const r=document.getElementById("root");const path=location.pathname.replace(/\/$/,"")||"/";const pg=DATA.pages[path]||{h:"Not found",p:[]};
r.innerHTML='<header><a href="/"><strong>'+DATA.name+'</strong></a><nav>'+DATA.nav.map(([l,h])=>'<a href="'+h+'">'+l+'</a>').join(" ")+'</nav></header><main><h1>'+pg.h+'</h1>'+pg.p.map(x=>'<p>'+x+'</p>').join("")+'</main><footer>Skyrift ehf., Borgart\u00fan 26, 105 Reykjav\u00edk, Iceland \u00b7 \u00a9 2026 Skyrift</footer>';document.title=(path==="/"?"Skyrift \u2013 CO\u2082 to stone":pg.h+" | Skyrift");}
render();
