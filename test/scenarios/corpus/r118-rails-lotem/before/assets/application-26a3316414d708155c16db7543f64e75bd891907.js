/* assets/application-26a3316414d708155c16db7543f64e75bd891907.js */
(function(){"use strict";var d=document;d.documentElement.classList.add("js")})();
