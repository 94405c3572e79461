/* The demo support chat: a small self-hosted widget (no third party, no keys). Global API: window.DemoChat. */
(function () {
  'use strict';
  if (window.DemoChat) return;

  var TEXT = {
    en: { button: 'Chat with us', title: 'Support chat', close: 'Close chat', label: 'Your message', send: 'Send', empty: 'Ask us anything: an agent answers here.', as: 'Signed in as', error: 'The message was not sent. Try again.' },
    es: { button: 'Chatea con nosotros', title: 'Chat de soporte', close: 'Cerrar chat', label: 'Tu mensaje', send: 'Enviar', empty: 'Pregúntanos lo que quieras: un agente responde aquí.', as: 'Sesión iniciada como', error: 'El mensaje no se envió. Inténtalo de nuevo.' },
    pt: { button: 'Fale conosco', title: 'Chat de suporte', close: 'Fechar chat', label: 'Sua mensagem', send: 'Enviar', empty: 'Pergunte o que quiser: um agente responde aqui.', as: 'Conectado como', error: 'A mensagem não foi enviada. Tente novamente.' },
    ar: { button: 'تحدث معنا', title: 'دردشة الدعم', close: 'إغلاق الدردشة', label: 'رسالتك', send: 'إرسال', empty: 'اسألنا عن أي شيء: سيرد عليك أحد الموظفين هنا.', as: 'تم تسجيل الدخول باسم', error: 'لم تُرسل الرسالة. حاول مرة أخرى.' },
  };
  var script = document.currentScript;
  var locale = (script && script.getAttribute('data-locale')) || document.documentElement.lang || 'en-US';
  var t = TEXT[locale.slice(0, 2)] || TEXT.en;
  var KEY = 'demo_chat_conversation';
  var user = null;
  var messages = [];

  function newId() {
    var bytes = new Uint8Array(12);
    crypto.getRandomValues(bytes);
    return Array.prototype.map.call(bytes, function (b) { return ('0' + b.toString(16)).slice(-2); }).join('');
  }
  function conversationId() {
    var id = null;
    try { id = localStorage.getItem(KEY); } catch { /* storage off */ }
    if (!id || !/^[A-Za-z0-9_-]{8,64}$/.test(id)) {
      id = newId();
      try { localStorage.setItem(KEY, id); } catch { /* storage off */ }
    }
    return id;
  }
  function call(method, params, post) {
    var query = new URLSearchParams({ v: '2.34', locale: locale });
    var init = { method: post ? 'POST' : 'GET', credentials: 'same-origin', headers: { 'X-Client': 'casino-site' } };
    if (post) {
      var body = new FormData();
      Object.keys(params).forEach(function (k) { body.append(k, params[k]); });
      init.body = body;
    } else {
      Object.keys(params).forEach(function (k) { query.set(k, params[k]); });
    }
    return fetch('/api/support/' + method + '?' + query, init).then(function (res) {
      return res.json().then(function (json) {
        if (!res.ok || json.error) throw new Error((json.error && json.error.type) || 'HTTP ' + res.status);
        return json.data;
      });
    });
  }
  function el(tag, props, children) {
    var node = document.createElement(tag);
    Object.keys(props || {}).forEach(function (k) {
      if (k === 'style') Object.assign(node.style, props.style);
      else if (k === 'text') node.textContent = props.text;
      else node.setAttribute(k, props[k]);
    });
    (children || []).forEach(function (c) { node.appendChild(c); });
    return node;
  }

  var root = el('div', { id: 'demo-chat', 'data-chat-provider': 'demo', style: { position: 'fixed', insetInlineEnd: '1rem', bottom: '1rem', zIndex: '40', fontFamily: 'inherit' } });
  var button = el('button', { type: 'button', 'aria-expanded': 'false', 'aria-controls': 'demo-chat-panel', style: { borderRadius: '9999px', padding: '0.75rem 1.25rem', fontWeight: '600', background: '#f5b400', color: '#111', border: '0', cursor: 'pointer', boxShadow: '0 4px 16px rgba(0,0,0,.35)' }, text: t.button });
  var title = el('h2', { id: 'demo-chat-title', style: { margin: '0', fontSize: '1rem', fontWeight: '600' }, text: t.title });
  var closeButton = el('button', { type: 'button', 'aria-label': t.close, style: { background: 'transparent', border: '0', color: 'inherit', fontSize: '1.25rem', cursor: 'pointer' }, text: '×' });
  var who = el('p', { 'data-chat-identity': '', style: { margin: '0', fontSize: '0.8rem', opacity: '0.75' } });
  // The live region wraps the list: role=log on the <ol> itself would take its list semantics away
  // and leave the <li> without a list (axe: listitem).
  var list = el('ol', { style: { listStyle: 'none', margin: '0', padding: '0', display: 'flex', flexDirection: 'column', gap: '0.5rem' } });
  var log = el('div', { role: 'log', 'aria-live': 'polite', 'aria-label': t.title, style: { padding: '0.5rem 0', overflowY: 'auto', flex: '1' } }, [list]);
  var input = el('textarea', { id: 'demo-chat-input', rows: '2', maxlength: '2000', style: { width: '100%', resize: 'none', borderRadius: '0.5rem', padding: '0.5rem', background: '#0c0f16', color: 'inherit', border: '1px solid #3a4150' } });
  var error = el('p', { role: 'alert', style: { margin: '0', color: '#ff7a7a', fontSize: '0.8rem' } });
  var send = el('button', { type: 'submit', style: { borderRadius: '0.5rem', padding: '0.5rem 1rem', fontWeight: '600', background: '#f5b400', color: '#111', border: '0', cursor: 'pointer' }, text: t.send });
  var form = el('form', { style: { display: 'flex', flexDirection: 'column', gap: '0.5rem' } }, [
    el('label', { for: 'demo-chat-input', style: { fontSize: '0.8rem' }, text: t.label }),
    input,
    error,
    send,
  ]);
  var panel = el('div', { id: 'demo-chat-panel', role: 'dialog', 'aria-labelledby': 'demo-chat-title', hidden: '', style: { width: 'min(22rem, calc(100vw - 2rem))', height: 'min(28rem, calc(100dvh - 8rem))', marginBottom: '0.75rem', borderRadius: '1rem', padding: '1rem', background: '#161b26', color: '#f2f4f8', boxShadow: '0 8px 32px rgba(0,0,0,.45)', flexDirection: 'column', gap: '0.5rem' } }, [
    el('div', { style: { display: 'flex', alignItems: 'center', justifyContent: 'space-between' } }, [title, closeButton]),
    who,
    log,
    form,
  ]);
  root.appendChild(panel);
  root.appendChild(button);

  function render() {
    list.textContent = '';
    if (messages.length === 0) list.appendChild(el('li', { style: { opacity: '0.75', fontSize: '0.9rem' }, text: t.empty }));
    messages.forEach(function (m) {
      var mine = m.author === 'visitor';
      list.appendChild(el('li', { 'data-author': m.author, style: { alignSelf: mine ? 'flex-end' : 'flex-start', maxWidth: '85%', borderRadius: '0.75rem', padding: '0.5rem 0.75rem', background: mine ? '#f5b400' : '#232a38', color: mine ? '#111' : 'inherit', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }, text: m.text }));
    });
    log.scrollTop = log.scrollHeight;
    who.textContent = user && user.uid ? t.as + ' ' + (user.name || user.email || '#' + user.uid) : '';
    root.setAttribute('data-uid', String((user && user.uid) || 0));
  }
  function load() {
    return call('demoChatHistory', { conversation_id: conversationId() }, false).then(function (list) {
      messages = list;
      render();
    }, function () { /* shown as empty */ });
  }
  function open() {
    panel.hidden = false;
    panel.style.display = 'flex';
    button.setAttribute('aria-expanded', 'true');
    load();
    input.focus();
  }
  function close(refocus) {
    panel.hidden = true;
    panel.style.display = 'none';
    button.setAttribute('aria-expanded', 'false');
    if (refocus !== false) button.focus();
  }
  button.addEventListener('click', function () { if (panel.hidden) open(); else close(); });
  closeButton.addEventListener('click', function () { close(); });
  panel.addEventListener('keydown', function (e) { if (e.key === 'Escape') close(); });
  input.addEventListener('keydown', function (e) {
    if (e.key === 'Enter' && !e.shiftKey) { e.preventDefault(); form.requestSubmit(); }
  });
  form.addEventListener('submit', function (e) {
    e.preventDefault();
    var text = input.value.trim();
    if (!text) return;
    send.disabled = true;
    error.textContent = '';
    call('demoChatSend', { conversation_id: conversationId(), text: text }, true).then(function (added) {
      input.value = '';
      messages = messages.concat(added);
      render();
    }, function () { error.textContent = t.error; }).then(function () { send.disabled = false; });
  });

  window.DemoChat = {
    /** Who is chatting: { uid, name, email, lang }; uid 0 is a visitor. The conversation is reloaded. */
    setUser: function (next) {
      user = next && next.uid ? { uid: next.uid, name: next.name || '', email: next.email || '' } : null;
      render();
      if (!panel.hidden) load();
    },
    getUser: function () { return user; },
    /** Forgets the conversation (after sign-out): a new one starts. */
    clear: function () {
      user = null;
      messages = [];
      try { localStorage.removeItem(KEY); } catch { /* storage off */ }
      render();
    },
    open: open,
    close: close,
    show: function () { root.style.display = ''; },
    hide: function () { close(false); root.style.display = 'none'; },
    setBottom: function (css) { root.style.bottom = css; },
    destroy: function () { root.remove(); delete window.DemoChat; },
  };
  document.body.appendChild(root);
  render();
  if (typeof window.demoChat_onLoadCallback === 'function') window.demoChat_onLoadCallback();
})();
