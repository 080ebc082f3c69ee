/* wp-content/themes/shomra/assets/js/navigation.js */
(function(){"use strict";var d=document;d.documentElement.classList.add("js")})();
