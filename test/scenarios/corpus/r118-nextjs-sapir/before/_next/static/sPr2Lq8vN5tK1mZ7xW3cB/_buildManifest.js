/* _next/static/sPr2Lq8vN5tK1mZ7xW3cB/_buildManifest.js */
(function(){"use strict";var d=document;d.documentElement.classList.add("js")})();
