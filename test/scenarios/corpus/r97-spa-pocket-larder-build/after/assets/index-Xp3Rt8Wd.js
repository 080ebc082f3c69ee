var __BUILD__="2026.11.14-9e0b7d1";
(function(){
  var routes={"/": {"title": "Pocket Larder \u2014 Cook what you've got", "html": "<section class=\"hero\"><h1>Cook what you've got</h1><p>Scan your receipt, and Pocket Larder keeps track of what's in your fridge and cupboards \u2014 then tells you what to cook before it goes off.</p><p><a href=\"https://apps.apple.com/gb/app/pocket-larder/id6449912345\">Download on the App Store</a> \u00b7 <a href=\"https://play.google.com/store/apps/details?id=com.pocketlarder.app\">Get it on Google Play</a></p></section>\n<section><h2>Households using Pocket Larder throw away 30% less food</h2><p>Based on a survey of 1,200 users in 2025.</p></section>"}, "/features": {"title": "Features \u2014 Pocket Larder", "html": "<h1>Features</h1><ul><li>Receipt scanning for Tesco, Sainsbury's, Asda, Waitrose and Ocado</li><li>Use-by reminders</li><li>Recipes from what you already have</li><li>Shared household lists</li></ul>"}, "/pricing": {"title": "Pricing \u2014 Pocket Larder", "html": "<h1>Pricing</h1><div class=\"plans\"><div><h3>Free</h3><p>&pound;0</p><p>Manual entry, reminders</p></div><div><h3>Larder Plus</h3><p>&pound;3.99 a month or &pound;29.99 a year</p><p>Receipt scanning, recipes, shared lists</p></div></div>"}, "/about": {"title": "About \u2014 Pocket Larder", "html": "<h1>About</h1><p>Nadia Shah and Ben Ashworth built Pocket Larder in Manchester in 2023 after working out they binned &pound;60 of food a month. We're a team of eight.</p><p>Pocket Larder Ltd, 1 Spinningfields, Manchester M3 3AP</p>"}};
  var nav="<header><a href=\"/\">Pocket Larder</a><nav><a href=\"/features\">Features</a> <a href=\"/pricing\">Pricing</a> <a href=\"/about\">About</a> <a href=\"https://apps.apple.com/gb/app/pocket-larder/id6449912345\">Download</a></nav></header>";
  var footer="<footer><p><a href=\"/privacy\">Privacy</a> \u00b7 <a href=\"/terms\">Terms</a> \u00b7 <a href=\"mailto:hello@pocketlarder.app\">hello@pocketlarder.app</a></p><p>&copy; 2026 Pocket Larder Ltd. Registered in England &amp; Wales no. 14877120.</p></footer>";
  function render(){
    var p=location.pathname.replace(/\/+$/,"")||"/";
    var r=routes[p]||{title:"Not found — Pocket Larder",html:"<h1>Page not found</h1>"};
    document.title=r.title;
    document.getElementById("root").innerHTML=nav+"<main>"+r.html+"</main>"+footer;
  }
  document.addEventListener("click",function(e){var a=e.target.closest&&e.target.closest("a");if(a&&a.origin===location.origin&&routes[a.pathname]){e.preventDefault();history.pushState(null,"",a.pathname);render();}});
  window.addEventListener("popstate",render);
  render();
})();
