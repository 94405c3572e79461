/* Test-mode stand-in of an analytics tool's (or the fingerprinting agent's) script: does what the
   vendor's script does to the page's global once loaded, and records it in window.__analyticsStandin. */
(function () {
  'use strict';
  var tool = '__TOOL__';
  var record = (window.__analyticsStandin = window.__analyticsStandin || { loaded: [], calls: [] });
  record.loaded.push(tool);
  function keep(name) {
    return function () {
      record.calls.push([name].concat(Array.prototype.slice.call(arguments)));
    };
  }
  if (tool === 'fb' && window.fbq) {
    // fbevents.js: replays the queue, then takes calls directly through callMethod
    var queued = window.fbq.queue || [];
    window.fbq.callMethod = keep('fbq');
    for (var i = 0; i < queued.length; i++) window.fbq.callMethod.apply(null, queued[i]);
    window.fbq.queue = [];
  } else if (tool === 'ym' && window.ym) {
    // tag.js: replays ym.a, then replaces the queue with the real counter function
    var pending = window.ym.a || [];
    window.ym = keep('ym');
    for (var j = 0; j < pending.length; j++) window.ym.apply(null, pending[j]);
  } else if (tool === 'seon') {
    // SEON agent v6: init(), then getSession() resolves the device-fingerprint session payload
    window.seon = {
      init: keep('seon.init'),
      getSession: function () {
        record.calls.push(['seon.getSession']);
        return Promise.resolve('standin-seon-session');
      },
    };
  }
  // gtm and ga read window.dataLayer, which the page already fills
})();
