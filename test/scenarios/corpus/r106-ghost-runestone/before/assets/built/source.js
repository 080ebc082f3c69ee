/* vendor bundle */
(function(){"use strict";window.dataLayer=window.dataLayer||[];})();
