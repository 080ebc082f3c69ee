/* assets/application-b70caef48214ce2cfb2b7815356d98f441017076.js */
(function(){"use strict";var d=document;d.documentElement.classList.add("js")})();
