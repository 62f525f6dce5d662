/* global window, document */
/*
 * The sandbox's hosted card page (a same-origin script: the CSP forbids inline ones). It tokenises the card when
 * the portal asks (postMessage 'tokenize' from an allowed parent origin) or when Enter is pressed, posts to the
 * sandbox's tokenize call, and relays the answer to the portal window as a JSON text, as a hosted tokenisation
 * processor does, and tells the portal its height. Only allowed origins receive them: another site cannot read a
 * dataKey.
 */
(function () {
  'use strict';
  var root = document.documentElement;
  var parentOrigins = JSON.parse(root.getAttribute('data-parent-origins') || '[]');
  var profileId = root.getAttribute('data-profile-id') || '';
  var tokenizeUrl = root.getAttribute('data-tokenize-url') || '';
  var form = document.getElementById('card-form');
  var fields = { 943: 'pan', 944: 'expiry', 945: 'cvd' };
  var busy = false;

  function relay(answer) {
    var text = JSON.stringify(answer);
    parentOrigins.forEach(function (origin) {
      try {
        window.parent.postMessage(text, origin);
      } catch {
        // An origin that is not the parent's: the browser drops the message.
      }
    });
  }

  function markFields(codes) {
    Object.keys(fields).forEach(function (code) {
      var input = form.elements[fields[code]];
      if (codes.indexOf(code) >= 0) input.setAttribute('aria-invalid', 'true');
      else input.removeAttribute('aria-invalid');
    });
  }

  function tokenize() {
    if (busy) return;
    busy = true;
    var body = {
      profileId: profileId,
      pan: form.elements.pan.value,
      expiry: form.elements.expiry.value.replace(/\D/g, ''),
      cvd: form.elements.cvd.value,
    };
    fetch(tokenizeUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
      .then(function (res) {
        return res.json().then(function (answer) {
          if (!res.ok || !answer || !Array.isArray(answer.responseCode)) throw new Error('bad answer');
          return answer;
        });
      })
      .catch(function () {
        return { responseCode: ['941'], dataKey: null, errorMessage: 'Error generating token', bin: null };
      })
      .then(function (answer) {
        busy = false;
        markFields(answer.responseCode);
        relay(answer);
      });
  }

  // The portal sizes the iframe to the form (one line of note or two, by width).
  function reportHeight() {
    relay({ type: 'resize', height: Math.ceil(form.getBoundingClientRect().height) });
  }
  if (typeof window.ResizeObserver === 'function') new window.ResizeObserver(reportHeight).observe(form);
  else reportHeight();

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    tokenize();
  });
  window.addEventListener('message', function (event) {
    if (event.source !== window.parent || parentOrigins.indexOf(event.origin) < 0) return;
    if (event.data === 'tokenize') tokenize();
  });
})();
