/* global document */
// Progressive help for the sandbox card page; every form works without it.
(function () {
  'use strict';
  var summary = document.querySelector('.error-summary');
  if (summary && !document.querySelector('[autofocus]')) summary.focus();
  var forms = document.querySelectorAll('form');
  Array.prototype.forEach.call(forms, function (form) {
    form.addEventListener('submit', function (event) {
      // One payment per click: a second submission would only be answered "already processed".
      if (form.getAttribute('data-submitted') === 'true') {
        event.preventDefault();
        return;
      }
      form.setAttribute('data-submitted', 'true');
      form.setAttribute('aria-busy', 'true');
    });
  });
})();
