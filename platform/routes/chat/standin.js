/* Test-mode stand-in of a chat provider's script: defines the provider's documented global, records every call. */
(function () {
  'use strict';
  var provider = '__PROVIDER__';
  var record = (window.__chatStandin = window.__chatStandin || { provider: provider, loads: 0, calls: [] });
  record.provider = provider;
  record.loads += 1;
  function log(name) {
    return function () {
      record.calls.push([name].concat(Array.prototype.slice.call(arguments)));
      return name === 'fcWidget.user.clear' ? Promise.resolve() : undefined;
    };
  }
  var marker = document.createElement('div');
  marker.setAttribute('data-chat-standin', provider);
  marker.id = { jivoSite: 'jivo-standin', liveChat: 'chat-widget-container', freshChat: 'fc_frame', live_tex: 'livetex-standin', verbox: 'verbox-standin', comm100: 'comm100-standin', betunlim: 'betunlim-standin' }[provider] || 'chat-standin';
  marker.style.position = 'fixed';
  marker.style.bottom = '0px';
  marker.style.right = '0px';
  marker.style.width = '60px';
  marker.style.height = '60px';
  document.body.appendChild(marker);

  if (provider === 'jivoSite') {
    window.jivo_api = { setContactInfo: log('jivo_api.setContactInfo'), setCustomData: log('jivo_api.setCustomData'), setUserToken: log('jivo_api.setUserToken'), clearHistory: log('jivo_api.clearHistory'), open: log('jivo_api.open') };
    setTimeout(function () { if (typeof window.jivo_onLoadCallback === 'function') window.jivo_onLoadCallback(); }, 0);
  } else if (provider === 'liveChat') {
    record.license = window.__lc && window.__lc.license;
    window.LiveChatWidget = { on: log('LiveChatWidget.on'), off: log('LiveChatWidget.off'), get: log('LiveChatWidget.get'), call: log('LiveChatWidget.call'), init: log('LiveChatWidget.init') };
  } else if (provider === 'freshChat') {
    window.fcWidget = { init: log('fcWidget.init'), setExternalId: log('fcWidget.setExternalId'), destroy: log('fcWidget.destroy'), on: log('fcWidget.on'), open: log('fcWidget.open'), user: { setProperties: log('fcWidget.user.setProperties'), clear: log('fcWidget.user.clear') } };
  } else if (provider === 'live_tex') {
    record.liveTexID = window.liveTexID;
    window.LiveTex = { setConversationAttributes: log('LiveTex.setConversationAttributes'), showWelcomeWindow: log('LiveTex.showWelcomeWindow') };
  } else if (provider === 'verbox') {
    var queued = (window.Verbox && window.Verbox.q) || [];
    window.Verbox = function () { record.calls.push(['Verbox'].concat(Array.prototype.slice.call(arguments))); };
    queued.forEach(function (args) { window.Verbox.apply(null, args); });
  } else if (provider === 'comm100') {
    var api = window.Comm100API || {};
    record.site_id = api.site_id;
    record.chat_buttons = api.chat_buttons;
    api.on = log('Comm100API.on');
    api.loaded = true;
    window.Comm100API = api;
  } else if (provider === 'betunlim') {
    window.Betunlim = { loaded: true };
  }
})();
