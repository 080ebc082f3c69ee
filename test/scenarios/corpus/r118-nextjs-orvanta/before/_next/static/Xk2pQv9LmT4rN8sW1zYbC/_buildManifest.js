/* _next/static/Xk2pQv9LmT4rN8sW1zYbC/_buildManifest.js */
(function(){"use strict";var d=document;d.documentElement.classList.add("js")})();
