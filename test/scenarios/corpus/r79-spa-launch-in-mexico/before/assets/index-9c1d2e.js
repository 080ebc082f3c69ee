const ROUTES = {"__footer": "<p>Cambio Norte Instituição de Pagamento Ltda. (CNPJ 38.114.902/0001-55) é autorizada a funcionar pelo Banco Central do Brasil como instituição de pagamento e como sociedade de câmbio para operações de eFX. Ouvidoria: 0800 886 1120.</p><p>© 2026 Cambio Norte</p>", "/": "<h1>Pagamentos internacionais para empresas brasileiras.</h1><p>Pague fornecedores no exterior e receba de clientes em 30 moedas, com câmbio comercial e liquidação em D+0.</p>", "/paises": "<h1>Onde operamos</h1><ul><li>Brasil — sede e licença do Banco Central</li><li>Estados Unidos — parceiro bancário em Nova York</li><li>Portugal — conta em euro via parceiro</li></ul>", "/novidades": "<h1>Novidades</h1><article><a href='/novidades/pix-internacional'><h2>Pix internacional para fornecedores</h2></a><time datetime='2026-10-08'>08/10/2026</time></article>"};
const FOOTER = ROUTES.__footer;
function render() {
  const p = location.pathname.replace(/\/$/, '') || '/';
  const body = ROUTES[p] || '<h1>Página não encontrada</h1>';
  document.getElementById('root').innerHTML = '<header><a href="/">Cambio Norte</a> <nav><a href="/produto">Produto</a> <a href="/paises">Países</a> <a href="/novidades">Novidades</a> <a href="/carreiras">Carreiras</a></nav></header><main>' + body + '</main><footer>' + FOOTER + '</footer>';
}
render();
