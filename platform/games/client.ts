/**
 * The scripts of the game documents: plain browser JavaScript (no framework, no build step),
 * inlined with the page's CSP nonce. `COMMON` is shared; one engine script follows it.
 */

/**
 * Money as the site writes it (SPEC §9, lib/validation/sum-format.ts `formatSumAmount`), in every
 * locale: en-US currency format, comma thousands, two decimals only for non-integers ("$110",
 * "$10.50", "$0.10"). Text that is no currency code is written after the plain number. The game
 * documents are plain browser JavaScript and cannot import that module, so the rule is repeated
 * here (`sumText`). `fmt` is what the documents show: in a right-to-left document (cfg.dir) each
 * amount is a left-to-right isolate (U+2066 … U+2069), as the site wraps its amounts in <bdi>:
 * after Arabic words the bidi algorithm reads the digits as Arabic numbers and puts the "$" after
 * them ("1,000$"); isolated, the amount reads "$1,000" whatever text it sits in. The amounts go
 * into text nodes and live-region text (no markup), hence the characters rather than an element.
 */
export const FMT = String.raw`
var formats = {};
function sumText(m) {
  var a = Number(m.amount), d = Number.isInteger(a) ? 0 : 2, k = m.currency + ':' + d, o = { minimumFractionDigits: d, maximumFractionDigits: d };
  try { var f = formats[k] || (formats[k] = new Intl.NumberFormat('en-US', { style: 'currency', currency: m.currency, minimumFractionDigits: d, maximumFractionDigits: d })); return f.format(a); }
  catch (e) { try { return new Intl.NumberFormat('en-US', o).format(a) + ' ' + m.currency; } catch (e2) { return a + ' ' + m.currency; } }
}
function fmt(m) { var s = sumText(m); return cfg.dir === 'rtl' ? '\u2066' + s + '\u2069' : s; }
`;

export const COMMON = String.raw`
'use strict';
var cfg = JSON.parse(document.getElementById('cfg').textContent);
var T = cfg.strings;
function t(k, vars) { var s = T[k] || k; for (var n in vars || {}) s = s.split('{' + n + '}').join(String(vars[n])); return s; }
function $(id) { return document.getElementById(id); }
${FMT}
// The browser's first number format loads its locale data (tens of ms on a phone): in a task of its
// own before the game's state arrives, not inside the answer's handler that first shows an amount.
setTimeout(function () { fmt({ amount: 0, currency: 'USD' }); }, 0); // any currency: the en-US data is what loads
function tell(type, extra) { if (window.parent === window) return; var msg = { source: 'casino-game', type: type }; for (var k in extra || {}) msg[k] = extra[k]; window.parent.postMessage(msg, location.origin); }
// The frame follows the game's height: the site sizes its iframe to what the document needs (no inner scroll).
(function () {
  var main = document.querySelector('main');
  if (window.parent === window || !main || typeof ResizeObserver !== 'function') return;
  var last = 0;
  new ResizeObserver(function () { var h = Math.ceil(main.getBoundingClientRect().height); if (Math.abs(h - last) > 1) { last = h; tell('size', { height: h }); } }).observe(main);
})();
var live = $('live');
function announce(text) { live.textContent = ''; setTimeout(function () { live.textContent = text; }, 50); } // cleared first: the same text twice is announced twice
function newKey() { var b = new Uint8Array(16); crypto.getRandomValues(b); return Array.prototype.map.call(b, function (x) { return ('0' + x.toString(16)).slice(-2); }).join(''); }
function api(method, path, body) {
  return fetch(cfg.api + path, { method: method, credentials: 'same-origin', headers: body ? { 'content-type': 'application/json' } : {}, body: body ? JSON.stringify(body) : undefined })
    .then(function (res) { return res.json().catch(function () { return {}; }).then(function (json) {
      if (!res.ok || json.error) { var err = new Error((json.error && json.error.type) || 'error'); err.type = json.error && json.error.type; err.data = (json.error && json.error.error_data) || {}; throw err; }
      return json.data;
    }); });
}
/** The refusal of a bet above the active bonus's maximum bet, naming that maximum (error_data max_amount, currency). */
function maxBetText(d) { return t('bonusMaxBet', { max: fmt({ amount: d.max_amount, currency: d.currency }) }); }
// The bet field's own error beside its range hint, which describes the field with it. The document
// names the hint only, so the element is added here, before any text: a live region is announced
// only when it changes after it is in the page.
function betErrorEl() {
  var bet = $('bet'); var hint = $('bet-hint'); if (!bet || !hint) return null;
  var el = $('bet-error');
  if (!el) {
    el = document.createElement('p'); el.id = 'bet-error'; el.className = 'error'; el.setAttribute('aria-live', 'assertive');
    hint.parentNode.insertBefore(el, hint.nextSibling); bet.setAttribute('aria-describedby', 'bet-hint bet-error');
  }
  return el;
}
function betError(text) {
  var el = betErrorEl(); if (!el) { if (text) announce(text); return; }
  el.textContent = text;
  $('bet').setAttribute('aria-invalid', text ? 'true' : 'false');
}
function showAuth() { var box = $('auth'); if (box) { box.hidden = false; } announce(T.signIn); tell('auth_required', { mode: cfg.mode }); }
function failed(err, limits) {
  var d = (err && err.data) || {};
  if (err && err.type === 'AuthorizationException') return showAuth();
  // the site explains a protection refusal (reality check, a limit) beside the frame
  if (err && err.type === 'AccessDeniedException' && d.reason && window.parent !== window) {
    // the UK pack's age verification says which step is missing, so the site can lead there
    tell('refused', d.step ? { reason: String(d.reason), step: String(d.step), min_age: Number(d.min_age) || null } : { reason: String(d.reason) });
    return;
  }
  if (d.amount && d.amount.indexOf('insufficient_funds') >= 0) { announce(T.insufficient); tell('insufficient_funds', { mode: cfg.mode }); return; }
  if (d.bet && d.bet.indexOf('bonus_max_bet') >= 0) { betError(maxBetText(d)); return; }
  if ((d.round && d.round.indexOf('open') >= 0) || (d.seed && d.seed.indexOf('round_open') >= 0)) { announce(T.roundOpen); return; }
  if ((d.bet || d.stake || d.bets) && limits) { announce(t('betRange', { min: fmt({ amount: limits.min, currency: limits.currency }), max: fmt({ amount: limits.max, currency: limits.currency }) })); return; }
  announce(T.error);
}
var state = null;
// real play spends the active bonus's money too: the figure is what the player can stake, the bonus part named
function setBalance(m, bonus) {
  var el = $('balance'); if (!el) return;
  el.textContent = bonus && bonus.amount > 0 ? t('balanceWithBonus', { total: fmt({ amount: m.amount + bonus.amount, currency: m.currency }), bonus: fmt(bonus) }) : fmt(m);
}
function renderFair(seed) {
  if (!$('fair-hash')) return;
  $('fair-hash').textContent = seed.server_seed_hash;
  $('fair-nonce').textContent = String(seed.nonce);
  $('client-seed').value = seed.client_seed;
}
function wireFairness(reload) {
  var form = $('seed-form');
  if (!form) return;
  form.addEventListener('submit', function (e) {
    e.preventDefault();
    api('POST', '/seed', { client_seed: $('client-seed').value.trim() }).then(function (seed) { renderFair(seed); reload(); announce(T.clientSeed + ': ' + seed.client_seed); }, function (err) { $('client-seed').setAttribute('aria-invalid', 'true'); failed(err); });
  });
  $('rotate').addEventListener('click', function () {
    api('POST', '/seed/rotate', {}).then(function (r) {
      renderFair(r.active);
      if (r.revealed) { $('revealed').hidden = false; $('revealed-seed').textContent = r.revealed.server_seed; }
      reload();
      announce(T.revealed + ': ' + (r.revealed ? r.revealed.server_seed : ''));
    }, function (err) { failed(err); });
  });
}
/** Playing cards into a row: labels read by screen readers through the row's label; \`hidden\` backs face down at the end. */
function cardsInto(el, cards, hidden, title) {
  el.textContent = '';
  (cards || []).forEach(function (c) { var d = document.createElement('div'); d.className = 'card' + (c.suit === 1 || c.suit === 2 ? ' red' : ''); d.textContent = c.label; d.setAttribute('aria-hidden', 'true'); el.appendChild(d); });
  for (var i = 0; i < (hidden || 0); i++) { var b = document.createElement('div'); b.className = 'card back'; b.setAttribute('aria-hidden', 'true'); b.textContent = '?'; el.appendChild(b); }
  el.setAttribute('aria-label', title + ': ' + ((cards || []).map(function (c) { return c.label; }).join(', ') || '–'));
}
function lastRound(id) { var a = $('verify'); if (a && id) { a.href = '/games/fairness?round=' + encodeURIComponent(id) + '&locale=' + encodeURIComponent(cfg.locale); a.hidden = false; } }
function roundDone(r) {
  setBalance(r.balance, r.bonus_balance); renderFair(r.seed); lastRound(r.round.id);
  if ($('freespins')) { $('freespins').hidden = !r.freespins_left; $('freespins').textContent = t('freeSpins', { count: r.freespins_left }); }
  var o = r.round.outcome; var text = (typeof describeRound === 'function' ? describeRound(r) + ' ' : '') + (Number(r.round.win.amount) > 0 ? t('youWin', { amount: fmt(r.round.win) }) : T.noWin);
  if (o.jackpot) text += ' ' + t('jackpotWon', { amount: fmt(o.jackpot.amount) });
  announce(text);
  tell('round', { round_id: r.round.id, mode: r.round.mode, bet: r.round.bet, win: r.round.win, balance: r.balance, bonus_balance: r.bonus_balance || null });
  // NL: the round used a limit up to 100 % and signed the player out: the site explains it as it explains that limit's refusals
  if (r.signed_out) tell('refused', { reason: String(r.signed_out.reason) });
}
`;

export const PLAYABLE = String.raw`
var busy = false;
function load() {
  return api('GET', '/' + encodeURIComponent(cfg.sysname) + '/state?mode=' + cfg.mode).then(function (s) {
    state = s; setBalance(s.balance, s.bonus_balance); renderFair(s.seed);
    var bet = $('bet'); bet.min = String(s.limits.min); bet.max = String(s.limits.max); bet.step = String(s.limits.step);
    if (!bet.value) bet.value = String(s.limits.default);
    $('bet-hint').textContent = t('betRange', { min: fmt({ amount: s.limits.min, currency: s.limits.currency }), max: fmt({ amount: s.limits.max, currency: s.limits.currency }) });
    if ($('freespins')) { $('freespins').hidden = !s.freespins_left; $('freespins').textContent = t('freeSpins', { count: s.freespins_left }); }
    if (cfg.engine === 'high_low') showCard(s.card);
    if (typeof afterLoad === 'function') afterLoad(s);
    return s;
  });
}
function play(extra, key, retried) {
  if (busy || !state) return;
  var bet = $('bet'); var value = Number(bet.value);
  var ok = value >= state.limits.min && value <= state.limits.max;
  betError(''); bet.setAttribute('aria-invalid', ok ? 'false' : 'true');
  if (!ok && !state.freespins_left) { announce($('bet-hint').textContent); bet.focus(); return; }
  busy = true; setBusy(true);
  var body = { bet: value, mode: cfg.mode, idempotency_key: key || newKey() };
  for (var k in extra) body[k] = extra[k];
  api('POST', '/' + encodeURIComponent(cfg.sysname) + '/round', body).then(function (r) {
    busy = false; setBusy(false); state.freespins_left = r.freespins_left; render(r); roundDone(r);
    if (r.card) showCard(r.card, true);
  }, function (err) {
    busy = false; setBusy(false);
    if (err.type === undefined && !retried) return play(extra, body.idempotency_key, true); // network failure: same key again
    if (err.data && err.data.nonce) return load().then(function () { announce(T.error); });
    failed(err, state.limits);
  });
}
betErrorEl();
$('bet').addEventListener('input', function () { betError(''); });
`;

export const SLOT = String.raw`
// Symbols are drawn as inline SVG: emoji depend on the visitor's fonts (missing on many Linux desktops).
var SVG = function (body) { return '<svg viewBox="0 0 48 48" width="1em" height="1em" aria-hidden="true" focusable="false">' + body + '</svg>'; };
var GLYPH = {
  cherry: SVG('<path d="M24 6c-2 8-8 14-12 20M24 6c2 9 6 15 12 19" stroke="#3a9d3a" stroke-width="3" fill="none"/><circle cx="13" cy="33" r="9" fill="#d62b3a"/><circle cx="35" cy="32" r="9" fill="#e23b4b"/>'),
  lemon: SVG('<ellipse cx="24" cy="25" rx="18" ry="13" fill="#f6d32d"/><ellipse cx="18" cy="21" rx="5" ry="3" fill="#fff6a8"/>'),
  bell: SVG('<path d="M24 6c-9 0-13 8-13 17v7l-5 6h36l-5-6v-7c0-9-4-17-13-17z" fill="#f5b82e"/><circle cx="24" cy="40" r="4" fill="#c98a10"/>'),
  star: SVG('<path d="M24 4l6 13 14 2-10 10 3 15-13-7-13 7 3-15L4 19l14-2z" fill="#ffd43b"/>'),
  seven: SVG('<text x="24" y="38" text-anchor="middle" font-size="38" font-weight="800" font-family="system-ui,sans-serif" fill="#ff5252">7</text>'),
  diamond: SVG('<path d="M12 8h24l8 12-20 22L4 20z" fill="#4fd1ff"/><path d="M4 20h40M18 8l-4 12 10 22 10-22-4-12" stroke="#0b8fb8" stroke-width="1.5" fill="none"/>')
};
var NAMES = {}; T.symbols.split(',').forEach(function (n, i) { NAMES[Object.keys(GLYPH)[i]] = n; });
function setBusy(on) { $('spin').disabled = on; $('spin').setAttribute('aria-busy', on ? 'true' : 'false'); }
function render(r) {
  var o = r.round.outcome; var cells = document.querySelectorAll('.cell');
  var winning = {};
  (o.wins || []).forEach(function (w) { cfg.lines[w.line].forEach(function (row, reel) { winning[reel * 3 + row] = true; }); });
  for (var reel = 0; reel < 3; reel++) for (var row = 0; row < 3; row++) {
    var c = cells[row * 3 + reel]; var s = o.reels[reel][row];
    c.innerHTML = GLYPH[s]; c.setAttribute('data-symbol', s); c.classList.toggle('win', !!winning[reel * 3 + row]);
  }
  $('grid').setAttribute('aria-label', o.reels.map(function (reel) { return reel.map(function (x) { return NAMES[x]; }).join(', '); }).join(' | '));
}
function showCard() {}
$('spin').addEventListener('click', function () { play({}); });
document.addEventListener('keydown', function (e) { if (e.key === ' ' && e.target === document.body) { e.preventDefault(); play({}); } });
wireFairness(load);
load().then(function () { tell('ready', { mode: cfg.mode }); }, function (err) { failed(err); });
`;

export const HIGHLOW = String.raw`
var SUITS = ['♠', '♥', '♦', '♣'];
function setBusy(on) { $('higher').disabled = on || !state || state.card.rank === 12; $('lower').disabled = on || !state || state.card.rank === 0; }
function cardEl(el, c) { el.textContent = c.label; el.classList.toggle('red', c.suit === 1 || c.suit === 2); el.setAttribute('aria-label', c.label); }
function showCard(c, keepNext) {
  if (!c) return; state.card = c; cardEl($('shown'), c);
  if (!keepNext) { $('next').textContent = '?'; $('next').setAttribute('aria-label', T.nextCard); }
  setBusy(busy);
}
function render(r) { cardEl($('next'), r.round.outcome.next); }
$('higher').addEventListener('click', function () { play({ guess: 'higher', nonce: state.seed.nonce }); });
$('lower').addEventListener('click', function () { play({ guess: 'lower', nonce: state.seed.nonce }); });
var prevRender = roundDone;
roundDone = function (r) { state.seed = r.seed; prevRender(r); };
wireFairness(load);
load().then(function () { tell('ready', { mode: cfg.mode }); }, function (err) { failed(err); });
void SUITS;
`;

export const SPORTSBOOK = String.raw`
var slip = [];
var events = [];
var limits = null;
var shown = '';
function load() {
  return api('GET', '/sportsbook/state').then(function (s) {
    events = s.events; limits = s.limits; if (s.balance) setBalance(s.balance); else if ($('balance')) $('balance').parentNode.hidden = true; // guests watch without a balance
    $('stake').min = String(limits.min); $('stake').max = String(limits.max); $('stake').step = String(limits.step);
    $('stake-hint').textContent = t('betRange', { min: fmt({ amount: limits.min, currency: limits.currency }), max: fmt({ amount: limits.max, currency: limits.currency }) });
    slip = slip.filter(function (x) { return events.some(function (e) { return e.id === x.event.id; }); });
    var shape = JSON.stringify(events);
    if (shape !== shown) { shown = shape; renderEvents(); } else syncPressed();
    renderSlip(); renderBets(s.bets);
  });
}
function pickName(e, pick) { return pick === 'home' ? e.home : pick === 'away' ? e.away : T.draw; }
function renderEvents() {
  var list = $('events'); list.textContent = '';
  if (!events.length) { var p = document.createElement('p'); p.textContent = T.noEvents; list.appendChild(p); return; }
  events.forEach(function (e) {
    var li = document.createElement('li'); li.className = 'event';
    var h = document.createElement('h3'); h.textContent = e.home + ' – ' + e.away; li.appendChild(h);
    var meta = document.createElement('p'); meta.className = 'meta';
    meta.textContent = e.league + ' · ' + T.kickOff + ' ' + new Date(e.starts_at).toLocaleString(cfg.locale, { dateStyle: 'short', timeStyle: 'short' });
    li.appendChild(meta);
    var row = document.createElement('div'); row.className = 'odds'; row.setAttribute('role', 'group'); row.setAttribute('aria-label', h.textContent);
    ['home', 'draw', 'away'].forEach(function (pick) {
      var odds = e.odds[pick]; if (odds === null) return;
      var b = document.createElement('button'); b.type = 'button'; b.className = 'odd';
      var on = slip.some(function (x) { return x.event.id === e.id && x.pick === pick; });
      b.setAttribute('aria-pressed', on ? 'true' : 'false');
      b.setAttribute('data-event', String(e.id)); b.setAttribute('data-pick', pick);
      b.innerHTML = '<span class="who"></span><span class="price"></span>';
      b.firstChild.textContent = pickName(e, pick); b.lastChild.textContent = odds.toFixed(2);
      b.addEventListener('click', function () { toggle(e, pick); });
      row.appendChild(b);
    });
    li.appendChild(row); list.appendChild(li);
  });
}
/** Updates the pressed state in place: the list is not rebuilt, so keyboard focus stays put. */
function syncPressed() {
  document.querySelectorAll('.odd').forEach(function (b) {
    var id = Number(b.getAttribute('data-event')); var pick = b.getAttribute('data-pick');
    b.setAttribute('aria-pressed', slip.some(function (x) { return x.event.id === id && x.pick === pick; }) ? 'true' : 'false');
  });
}
function toggle(e, pick) {
  var at = slip.findIndex(function (x) { return x.event.id === e.id; });
  if (at >= 0 && slip[at].pick === pick) slip.splice(at, 1); else if (at >= 0) slip[at] = { event: e, pick: pick }; else slip.push({ event: e, pick: pick });
  syncPressed(); renderSlip();
}
/** Combined odds as the platform computes them: ×100 integers, rounded down at each step. */
function totalX100() { return slip.reduce(function (acc, x) { return Math.floor((acc * Math.round(x.event.odds[x.pick] * 100)) / 100); }, 100); }
function total() { return totalX100() / 100; }
function scale() { return Math.round(1 / limits.step); }
function money(amount) { return fmt({ amount: amount, currency: limits.currency }); }
/** What is wrong with a stake, in words, or '' for a stake the platform takes: out of range, or finer than the currency's minor unit. */
function stakeProblem(stake) {
  if (!limits) return T.error;
  if (!(stake >= limits.min && stake <= limits.max)) return t('invalidStake', { min: money(limits.min), max: money(limits.max) });
  if (Math.abs(stake * scale() - Math.round(stake * scale())) > 1e-6) return t('stakeDecimals', { step: money(limits.step) });
  return '';
}
/** The stake × odds the platform would pay, rounded down to the minor unit as it rounds. */
function potentialWin(stake) { var minor = Math.round(stake * scale()); return Math.floor((minor * totalX100()) / 100) / scale(); }
function stakeError(text) { $('stake').setAttribute('aria-invalid', text ? 'true' : 'false'); $('stake-error').textContent = text; }
function renderSlip() {
  var list = $('slip'); list.textContent = '';
  $('slip-empty').hidden = slip.length > 0; $('slip-form').hidden = slip.length === 0;
  $('slip-kind').textContent = slip.length > 1 ? T.accumulator : T.single;
  slip.forEach(function (x, i) {
    var li = document.createElement('li');
    var span = document.createElement('span'); span.textContent = x.event.home + ' – ' + x.event.away + ': ' + pickName(x.event, x.pick) + ' @ ' + x.event.odds[x.pick].toFixed(2);
    var b = document.createElement('button'); b.type = 'button'; b.className = 'remove'; b.textContent = '×'; b.setAttribute('aria-label', T.remove + ' ' + span.textContent);
    b.addEventListener('click', function () { slip.splice(i, 1); syncPressed(); renderSlip(); var next = document.querySelector('.slip .remove') || $('events').querySelector('.odd'); if (next) next.focus(); });
    li.appendChild(span); li.appendChild(b); list.appendChild(li);
  });
  $('total-odds').textContent = total().toFixed(2);
  // no win is promised for a stake that would be refused
  var stake = Number($('stake').value);
  $('potential').textContent = limits && !stakeProblem(stake) ? money(potentialWin(stake)) : '–';
}
var statuses = {}; // bet id → status last shown
var anyOpen = false;
function statusText(b) { return (b.status === 'won' ? T.statusWon : b.status === 'lost' ? T.statusLost : T.statusOpen) + (b.status === 'won' ? ' ' + fmt(b.payout) : ''); }
/** Announces the bets shown open before and settled now. */
function announceSettled(bets) {
  var news = (bets || []).filter(function (b) { return statuses[b.id] === 'open' && b.status !== 'open'; });
  (bets || []).forEach(function (b) { statuses[b.id] = b.status; });
  if (news.length) announce(news.map(function (b) { return t('betSettled', { id: b.id, result: statusText(b) }); }).join(' '));
}
function renderBets(bets) {
  announceSettled(bets);
  anyOpen = (bets || []).some(function (b) { return b.status === 'open'; });
  var list = $('bets'); list.textContent = '';
  $('bets-empty').hidden = !!(bets && bets.length);
  $('bets-signin').hidden = !!bets;
  (bets || []).forEach(function (b) {
    var li = document.createElement('li'); li.className = 'bet ' + b.status;
    li.textContent = '#' + b.id + ' · ' + (b.selections.length > 1 ? T.accumulator : T.single) + ' · ' + b.selections.map(function (s) { return s.label; }).join(', ') +
      ' · ' + fmt(b.stake) + ' @ ' + b.odds.toFixed(2) + ' · ' + statusText(b);
    list.appendChild(li);
  });
}
$('stake').addEventListener('input', function () { stakeError(''); renderSlip(); });
var pending = null;
$('slip-form').addEventListener('submit', function (ev) {
  ev.preventDefault();
  var stake = Number($('stake').value);
  var problem = stakeProblem(stake);
  if (problem) { stakeError(problem); $('stake').focus(); return; }
  var body = { stake: stake, selections: slip.map(function (x) { return { event_id: x.event.id, pick: x.pick }; }), idempotency_key: pending || (pending = newKey()) };
  $('place').disabled = true;
  api('POST', '/sportsbook/bets', body).then(function (r) {
    pending = null; $('place').disabled = false; slip = []; setBalance(r.balance); announce(T.betPlaced + ' #' + r.bet.id);
    tell('round', { round_id: 'bet-' + r.bet.id, mode: 'real', bet: r.bet.stake, win: { amount: 0, currency: r.bet.stake.currency }, balance: r.balance });
    if (r.signed_out) tell('refused', { reason: String(r.signed_out.reason) });
    return load().then(schedule);
  }, function (err) {
    $('place').disabled = false;
    if (err.type !== undefined) pending = null;
    var d = err.data || {};
    if (d.selections && d.selections.indexOf('closed') >= 0) { announce(T.closed); return load(); }
    if (d.stake) { stakeError(d.stake.indexOf('bonus_max_bet') >= 0 ? maxBetText(d) : stakeProblem(stake) || t('invalidStake', { min: money(limits.min), max: money(limits.max) })); $('stake').focus(); return; }
    if (err.type === 'AuthorizationException') { $('auth').hidden = false; announce(T.signInToBet); tell('auth_required', { mode: cfg.mode }); return; }
    failed(err, limits);
  });
});
// Nothing pushes a settlement into the frame: while a bet is open the book looks again every few
// seconds, so the payout and the balance show soon after the settlement; otherwise every 15 s.
var OPEN_POLL_MS = 3000;
var IDLE_POLL_MS = 15000;
var poll = null;
function schedule() { clearTimeout(poll); poll = setTimeout(refresh, anyOpen ? OPEN_POLL_MS : IDLE_POLL_MS); }
function refresh() { if (document.hidden) { schedule(); return; } load().catch(function () {}).then(schedule); }
document.addEventListener('visibilitychange', function () { if (!document.hidden) refresh(); });
load().then(function () { tell('ready', { mode: cfg.mode }); }, function (err) { failed(err); }).then(schedule);
`;

/** Roulette and baccarat: chips placed on spots of the table, played together as one round (the stake is their sum). */
export const TABLE = String.raw`
var placed = [];
function scale() { return Math.round(1 / state.limits.step); }
function money(minor) { return fmt({ amount: minor / scale(), currency: state.limits.currency }); }
function totalMinor() { return placed.reduce(function (sum, b) { return sum + b.minor; }, 0); }
function valueOf(btn) { var v = btn.getAttribute('data-value'); return v === null ? undefined : Number(v); }
function findBet(kind, value) { for (var i = 0; i < placed.length; i++) if (placed[i].kind === kind && placed[i].value === value) return placed[i]; return null; }
function setBusy(on) { $('play').disabled = on || placed.length === 0; $('play').setAttribute('aria-busy', on ? 'true' : 'false'); $('clear').disabled = on || placed.length === 0; }
function renderPlaced() {
  var list = $('placed'); list.textContent = '';
  $('placed-empty').hidden = placed.length > 0;
  $('total').textContent = placed.length ? money(totalMinor()) : '–';
  document.querySelectorAll('.spot').forEach(function (btn) {
    var bet = findBet(btn.getAttribute('data-kind'), valueOf(btn));
    if (!btn.hasAttribute('data-aria')) btn.setAttribute('data-aria', btn.getAttribute('aria-label'));
    if (bet) btn.setAttribute('data-chips', String(bet.minor / scale())); else btn.removeAttribute('data-chips');
    btn.setAttribute('aria-label', btn.getAttribute('data-aria') + (bet ? ' · ' + money(bet.minor) : ''));
  });
  placed.forEach(function (b) { var li = document.createElement('li'); li.textContent = t('placeOn', { amount: money(b.minor), spot: b.label }); list.appendChild(li); });
  setBusy(busy);
}
function addChip(btn) {
  if (!state || busy) return;
  var input = $('bet'); var chip = Math.round(Number(input.value) * scale());
  var min = Math.round(state.limits.min * scale()); var max = Math.round(state.limits.max * scale());
  var ok = chip >= min && chip <= max && totalMinor() + chip <= max;
  betError(''); input.setAttribute('aria-invalid', ok ? 'false' : 'true');
  if (!ok) { announce($('bet-hint').textContent); return; }
  var kind = btn.getAttribute('data-kind'); var value = valueOf(btn);
  var bet = findBet(kind, value);
  if (bet) bet.minor += chip; else placed.push({ kind: kind, value: value, minor: chip, label: btn.getAttribute('data-label') });
  renderPlaced();
  announce(t('placeOn', { amount: money(chip), spot: btn.getAttribute('data-label') }));
}
function playTable(key, retried) {
  if (busy || !state || placed.length === 0) return;
  busy = true; setBusy(true);
  var s = scale();
  var body = { mode: cfg.mode, bet: totalMinor() / s, idempotency_key: key || newKey(), bets: placed.map(function (b) { var x = { kind: b.kind, amount: b.minor / s }; if (b.value !== undefined) x.value = b.value; return x; }) };
  api('POST', '/' + encodeURIComponent(cfg.sysname) + '/round', body).then(function (r) {
    busy = false; setBusy(false); render(r); roundDone(r);
  }, function (err) {
    busy = false; setBusy(false);
    if (err.type === undefined && !retried) return playTable(body.idempotency_key, true); // network failure: same key again
    failed(err, state.limits);
  });
}
document.querySelectorAll('.spot').forEach(function (btn) { btn.addEventListener('click', function () { addChip(btn); }); });
$('clear').addEventListener('click', function () { placed = []; renderPlaced(); announce(T.clearBets); });
$('play').addEventListener('click', function () { playTable(); });
function afterLoad() { renderPlaced(); }
wireFairness(load);
load().then(function () { tell('ready', { mode: cfg.mode }); }, function (err) { failed(err); });
`;

export const ROULETTE = String.raw`
function render(r) {
  var o = r.round.outcome; var el = $('pocket');
  el.textContent = String(o.pocket); el.className = 'pocket ' + o.colour;
  el.setAttribute('aria-label', T.lastPocket + ': ' + o.pocket + ', ' + T[o.colour]);
}
function describeRound(r) { var o = r.round.outcome; return t('ballLands', { pocket: o.pocket, colour: T[o.colour] }); }
`;

export const BACCARAT = String.raw`
function render(r) {
  var o = r.round.outcome;
  cardsInto($('player-cards'), o.player, 0, T.playerHand); $('player-cards-total').textContent = t('total', { n: o.playerTotal });
  cardsInto($('banker-cards'), o.banker, 0, T.bankerHand); $('banker-cards-total').textContent = t('total', { n: o.bankerTotal });
}
function describeRound(r) { var o = r.round.outcome; return t('coupResult', { player: o.playerTotal, banker: o.bankerTotal, winner: T[o.winner + 'Wins'] }); }
`;

export const BLACKJACK = String.raw`
var hand = null; // the open hand: { round, actions }
var RESULTS = { blackjack: 'resultBlackjack', win: 'resultWin', push: 'resultPush', lose: 'resultLose', bust: 'resultBust' };
function isOpen() { return !!(hand && hand.round.outcome.phase === 'player'); }
function setBusy(on) {
  var open = isOpen();
  $('deal').disabled = on || open; $('bet').disabled = open;
  ['hit', 'stand', 'double'].forEach(function (a) { $(a).disabled = on || !open || hand.actions.indexOf(a) < 0; });
}
function showHand(round) {
  var o = round.outcome; var open = o.phase === 'player';
  cardsInto($('player-cards'), o.player, 0, T.yourHand); $('player-cards-total').textContent = t('total', { n: o.playerTotal });
  cardsInto($('dealer-cards'), o.dealer, open ? 1 : 0, T.dealer); $('dealer-cards-total').textContent = t('total', { n: o.dealerTotal });
}
function turnText(h) { var o = h.round.outcome; return t(h.actions.indexOf('double') >= 0 ? 'yourTurn' : 'yourTurnNoDouble', { player: o.playerTotal, dealer: o.dealer[0].label }); }
function describeRound(r) { var o = r.round.outcome; return T[RESULTS[o.result]] + ' ' + t('handOver', { player: o.playerTotal, dealer: o.dealerTotal }); }
function afterLoad(s) {
  hand = s.hand; if (hand) { showHand(hand.round); announce(turnText(hand)); }
  setBusy(busy);
}
function after(r) {
  hand = { round: r.round, actions: r.actions }; showHand(r.round); renderFair(r.seed); state.seed = r.seed;
  if (r.round.outcome.phase === 'done') { roundDone(r); hand = null; setBusy(false); $('deal').focus(); return; }
  setBalance(r.balance, r.bonus_balance); announce(turnText(hand)); setBusy(false);
  tell('round', { round_id: r.round.id, mode: r.round.mode, bet: r.round.bet, win: r.round.win, balance: r.balance, bonus_balance: r.bonus_balance || null });
  var first = ['hit', 'stand', 'double'].map($).filter(function (b) { return !b.disabled; })[0]; if (first) first.focus();
}
function send(path, body, retried) {
  busy = true; setBusy(true);
  return api('POST', '/' + encodeURIComponent(cfg.sysname) + path, body).then(function (r) { busy = false; after(r); }, function (err) {
    busy = false; setBusy(false);
    if (err.type === undefined && !retried) return send(path, body, true); // network failure: the same key or index again
    var d = err.data || {};
    if (d.index || d.round || d.round_id) return load().then(function () { if (!hand) announce(T.error); });
    failed(err, state.limits);
  });
}
function deal() {
  if (busy || !state || isOpen()) return;
  var bet = $('bet'); var value = Number(bet.value);
  var ok = value >= state.limits.min && value <= state.limits.max;
  betError(''); bet.setAttribute('aria-invalid', ok ? 'false' : 'true');
  if (!ok) { announce($('bet-hint').textContent); bet.focus(); return; }
  send('/round', { bet: value, mode: cfg.mode, idempotency_key: newKey() });
}
function act(action) {
  if (busy || !isOpen() || hand.actions.indexOf(action) < 0) return;
  send('/action', { round_id: hand.round.id, action: action, index: hand.round.outcome.actions.length });
}
$('deal').addEventListener('click', deal);
['hit', 'stand', 'double'].forEach(function (a) { $(a).addEventListener('click', function () { act(a); }); });
wireFairness(load);
load().then(function () { tell('ready', { mode: cfg.mode }); }, function (err) { failed(err); });
`;
