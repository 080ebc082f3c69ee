/* build s2nreY5sOX */
const DATA = {"nav": [["/suppliers", "For suppliers"], ["/about", "About"], ["/careers", "Careers"], ["/contact", "Contact"]], "footer": [["Company", [["/about", "About"], ["/careers", "Careers"], ["/contact", "Contact"]]], ["Legal", [["/privacy", "Privacy"], ["/terms", "Terms"]]]], "legal": "© 2026 Vendorkart Technologies Pvt. Ltd. · Udyog Vihar Phase IV, Gurugram, Haryana 122015", "pages": {"/": {"title": "Vendorkart — Procurement for restaurants, simplified", "html": "<section class='hero'><h1>Everything your kitchen needs, delivered by 7 am</h1><p>Vendorkart is the B2B marketplace for restaurants, cafes and cloud kitchens. Order vegetables, dairy, meat, packaging and cleaning supplies from verified suppliers, on credit, with one invoice.</p><a class='cta' href='https://app.vendorkart.in/signup'>Start ordering</a></section><section><h2>Trusted by 9,000+ restaurants in Delhi NCR, Mumbai, Bengaluru, Pune and Hyderabad</h2><ul class='logos'><li>Chai Point Express</li><li>Burger Singh Junction</li><li>The Bowl Co.</li><li>Punjabi Rasoi</li></ul></section><section><h2>Why Vendorkart</h2><ul><li>Next-morning delivery before 7 am</li><li>7-day credit for registered businesses</li><li>GST invoices, one monthly statement</li></ul></section>"}, "/suppliers": {"title": "For suppliers — Vendorkart", "html": "<h1>Sell to 9,000+ restaurants</h1><p>List your catalogue, get paid in T+2.</p>"}, "/about": {"title": "About — Vendorkart", "html": "<h1>About Vendorkart</h1><p>Founded in 2022 by Rohan Malhotra and Ishita Jain, Vendorkart is building the supply chain for India's 7 lakh restaurants. Backed by Meridian Peak Ventures and Coastline Capital.</p><h2>Leadership</h2><ul><li><strong>Rohan Malhotra</strong>, Co-founder &amp; CEO</li><li><strong>Ishita Jain</strong>, Co-founder &amp; COO</li><li><strong>Vivek Bhatt</strong>, CTO</li></ul>"}, "/careers": {"title": "Careers — Vendorkart", "html": "<h1>Careers</h1><p>We're always looking for people who love food and logistics. Send your CV to careers@vendorkart.in.</p>"}, "/contact": {"title": "Contact — Vendorkart", "html": "<h1>Contact</h1><p>Call 1800-120-5566 or write to hello@vendorkart.in.</p>"}, "/404": {"title": "Not found — Vendorkart", "html": "<h1>Page not found</h1>"}}};
function el(html) { const t = document.createElement('template'); t.innerHTML = html.trim(); return t.content; }
function nav() {
  return '<header class="nav"><a href="/" data-link class="brand">Vendorkart</a><nav>' +
    DATA.nav.map(([h, l]) => '<a href="' + h + '" data-link>' + l + '</a>').join('') +
    '</nav><a class="cta" href="https://app.vendorkart.in/signup">Start ordering</a></header>';
}
function footer() {
  return '<footer><div class="cols">' + DATA.footer.map(([t, ls]) => '<div><h4>' + t + '</h4>' + ls.map(([h, l]) => '<a href="' + h + '" data-link>' + l + '</a>').join('') + '</div>').join('') +
    '</div><p class="legal">' + DATA.legal + '</p></footer>';
}
function render() {
  const path = location.pathname.replace(/\/+$/, '') || '/';
  const page = DATA.pages[path] || DATA.pages['/404'];
  document.title = page.title;
  const root = document.getElementById('root');
  root.innerHTML = '';
  root.appendChild(el(nav() + '<main>' + page.html + '</main>' + footer()));
}
document.addEventListener('click', (e) => {
  const a = e.target.closest('a[data-link]');
  if (a && a.origin === location.origin) { e.preventDefault(); history.pushState({}, '', a.pathname); render(); }
});
window.addEventListener('popstate', render);
render();
