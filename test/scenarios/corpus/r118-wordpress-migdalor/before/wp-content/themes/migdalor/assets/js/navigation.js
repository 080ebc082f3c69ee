/* wp-content/themes/migdalor/assets/js/navigation.js */
(function(){"use strict";var d=document;d.documentElement.classList.add("js")})();
