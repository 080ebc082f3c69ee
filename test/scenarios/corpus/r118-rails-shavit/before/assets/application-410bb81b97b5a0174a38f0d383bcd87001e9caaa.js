/* assets/application-410bb81b97b5a0174a38f0d383bcd87001e9caaa.js */
(function(){"use strict";var d=document;d.documentElement.classList.add("js")})();
