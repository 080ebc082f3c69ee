/* wp-content/themes/lirona/assets/js/navigation.js */
(function(){"use strict";var d=document;d.documentElement.classList.add("js")})();
