/* _next/static/chunks/polyfills-42372ed130431b0a.js */
(function(){"use strict";var d=document;d.documentElement.classList.add("js")})();
