/* assets/built/casper.js */
(function(){"use strict";var d=document;d.documentElement.classList.add("js")})();
