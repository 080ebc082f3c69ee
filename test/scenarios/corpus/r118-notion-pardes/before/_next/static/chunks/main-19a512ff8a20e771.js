/* _next/static/chunks/main-19a512ff8a20e771.js */
(function(){"use strict";var d=document;d.documentElement.classList.add("js")})();
