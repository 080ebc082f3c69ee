/* _next/static/dRx7tK1mQ9pV3wL5nB8hZ/_ssgManifest.js */
(function(){"use strict";var d=document;d.documentElement.classList.add("js")})();
