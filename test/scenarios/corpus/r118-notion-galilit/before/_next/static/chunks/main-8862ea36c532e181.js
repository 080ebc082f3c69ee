/* _next/static/chunks/main-8862ea36c532e181.js */
(function(){"use strict";var d=document;d.documentElement.classList.add("js")})();
