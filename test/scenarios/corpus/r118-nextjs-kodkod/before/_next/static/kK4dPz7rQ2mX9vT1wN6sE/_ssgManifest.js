/* _next/static/kK4dPz7rQ2mX9vT1wN6sE/_ssgManifest.js */
(function(){"use strict";var d=document;d.documentElement.classList.add("js")})();
