/* _next/static/chunks/framework-64ad27b21261a9ce.js */
(function(){"use strict";var d=document;d.documentElement.classList.add("js")})();
