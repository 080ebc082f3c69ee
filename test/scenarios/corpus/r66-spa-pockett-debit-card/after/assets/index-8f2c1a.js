(function(){var r=document.getElementById('root');
r.innerHTML='<header><a href="/">Pockett</a><nav><a href="/#how">How it works</a><a href="/#pricing">Pricing</a><a href="/#faq">FAQ</a></nav></header>'+
'<main><section><h1>Money lessons that stick. Now with a card.</h1><p>Pockett is the allowance app for teens and their parents: real-time spending alerts, savings goals and chores that pay.</p></section>'+
'<section id="card"><h2>New: the Pockett Card</h2><p>Launched November 12, 2026: a Visa debit card for teens 13 and up, with parent-set limits, instant freeze and round-ups into savings. Order it free in the app today.</p></section>'+
'<section id="pricing"><h2>Pricing</h2><p>Pockett Family: $4.99 a month for up to five kids.</p></section>'+
'<section id="faq"><h2>FAQ</h2><p>Is my money safe? Funds are held at Cedar Ridge Bank, Member FDIC.</p></section></main>'+
'<footer><p>Pockett is a financial technology company, not a bank. Banking services provided by Cedar Ridge Bank, Member FDIC.</p><p>© 2026 Pockett Inc.</p></footer>';})();
