/* _next/static/chunks/main-f0a4c1d7b9e2e315.js */
(function(){"use strict";var d=document;d.documentElement.classList.add("js")})();
