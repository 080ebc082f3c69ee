/* _next/static/chunks/webpack-8b2d7e1f4a3c9051.js */
(function(){"use strict";var d=document;d.documentElement.classList.add("js")})();
