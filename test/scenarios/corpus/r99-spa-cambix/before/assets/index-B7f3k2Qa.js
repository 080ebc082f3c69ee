const APP="https://apps.apple.com/ar/app/cambix-dolar-y-cripto/id6447012345";
const posts=[
 {slug:"mep-vs-cripto",title:"Dólar MEP o dólar cripto: ¿cuál conviene en noviembre?",date:"2026-11-04",author:"Agustina Ferrari",summary:"Comparamos costos y tiempos.",body:"<p>El dólar cripto cotizó en promedio un 1,2% por encima del MEP en octubre.</p>"},
 {slug:"cambix-ahora-con-usdc",title:"Ahora podés operar USDC en Cambix",date:"2026-08-19",author:"Equipo Cambix",summary:"Sumamos la stablecoin de Circle.",body:"<p>USDC ya está disponible.</p>"},
 {slug:"seguridad-2fa",title:"Cómo protegemos tu cuenta",date:"2026-05-07",author:"Nicolás Benítez",summary:"2FA, listas blancas y custodia.",body:"<p>Tu seguridad es prioridad.</p>"}
];
const months=["enero","febrero","marzo","abril","mayo","junio","julio","agosto","septiembre","octubre","noviembre","diciembre"];
const fmt=d=>{const [y,m,dd]=d.split("-").map(Number);return dd+" de "+months[m-1]+" de "+y};
const nav='<header class="topbar"><a href="/" class="logo">Cambix</a><nav><a href="/como-funciona">Cómo funciona</a><a href="/comisiones">Comisiones</a><a href="/blog">Blog</a><a href="/nosotros">Nosotros</a><a href="'+APP+'">Descargá la app</a></nav></header>';
const foot='<footer><p>Cambix S.A. · Av. Corrientes 1386, Piso 9, C1043 CABA, Argentina · Proveedor de Servicios de Activos Virtuales registrado ante la CNV.</p><p><a href="'+APP+'">App Store</a> · <a href="https://play.google.com/store/apps/details?id=ar.cambix.app">Google Play</a> · <a href="https://www.instagram.com/cambix.ar">Instagram</a></p><p>© 2026 Cambix S.A.</p></footer>';
const routes={
 "/":()=>'<section class="hero"><h1>Tus dólares, al mejor precio y al instante</h1><p>Comprá dólar MEP, USDT y USDC desde tu celular, con transferencias 24/7.</p><a class="btn" href="'+APP+'">Descargá Cambix en el App Store</a></section><section><p>380.000 usuarios · 4,7 ★ en el App Store</p></section>',
 "/como-funciona":()=>"<h1>Cómo funciona</h1><ol><li>Creá tu cuenta con DNI</li><li>Transferí pesos</li><li>Comprá dólares o cripto</li></ol>",
 "/comisiones":()=>"<h1>Comisiones</h1><p>0,5% por operación. Sin costo de mantenimiento.</p>",
 "/nosotros":()=>"<h1>Nosotros</h1><p>Cambix fue fundada en 2021 en Buenos Aires por Agustina Ferrari y Nicolás Benítez.</p>",
 "/blog":()=>"<h1>Blog</h1>"+posts.map(p=>'<article class="card"><time datetime="'+p.date+'">'+fmt(p.date)+'</time><h2><a href="/blog/'+p.slug+'">'+p.title+'</a></h2><p>'+p.summary+'</p></article>').join("")
};
function render(){
 const path=location.pathname.replace(/\/+$/,"")||"/";
 let main;
 const m=path.match(/^\/blog\/([^/]+)$/);
 if(m){const p=posts.find(x=>x.slug===m[1]);main=p?'<article><h1>'+p.title+'</h1><p>Por '+p.author+' · <time datetime="'+p.date+'">'+fmt(p.date)+'</time></p>'+p.body+'</article>':"<h1>404</h1>";document.title=p?p.title+" | Cambix":"Cambix";}
 else main=(routes[path]||(()=>"<h1>Página no encontrada</h1>"))();
 document.getElementById("root").innerHTML=nav+"<main>"+main+"</main>"+foot;
}
render();
