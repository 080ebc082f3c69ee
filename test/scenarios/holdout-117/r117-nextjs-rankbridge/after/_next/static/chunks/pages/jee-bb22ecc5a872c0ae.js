/* bundle */
(function(){})();
