import { createHash } from 'node:crypto';
import { BACCARAT, BLACKJACK, COMMON, HIGHLOW, PLAYABLE, ROULETTE, SLOT, SPORTSBOOK, TABLE } from './client';
import { RED_NUMBERS } from './roulette';
import type { EngineKind } from './engines';
import { LINES } from './slot';
import { directionOfGame, GAME_LOCALES, type GameLocale, type GameStrings } from './strings';

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The cover's hue (as /games/{sysname}/cover.svg draws it), so a game looks like its tile. */
export const hueOf = (sysname: string) => Math.round((createHash('sha256').update(sysname).digest()[0]! * 360) / 256);

/** The documents' CSP: own scripts by nonce only, calls to our origin, framed by the site only. */
export const gameCsp = (nonce: string) =>
  `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'self'; frame-ancestors 'self'`;

const STYLE = (hue: number) => `
:root{--h:${hue};--bg:hsl(var(--h) 35% 10%);--panel:hsl(var(--h) 30% 16%);--accent:hsl(var(--h) 75% 55%);--text:#f4f5f8;--muted:#b9bfcc;color-scheme:dark}
*{box-sizing:border-box}body{margin:0;font:16px/1.4 system-ui,sans-serif;background:radial-gradient(circle at 50% 0,hsl(var(--h) 50% 22%),var(--bg));color:var(--text);min-height:100vh}
main{max-width:46rem;margin-inline:auto;padding:1rem}header{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:baseline;justify-content:space-between}
h1{font-size:1.25rem;margin:0}.badge{font-size:.8rem;padding:.1rem .5rem;border-radius:999px;background:var(--panel);border:1px solid var(--accent)}
.panel{background:var(--panel);border-radius:12px;padding:1rem;margin-block:1rem}
button{font:inherit;color:inherit;background:var(--accent);border:0;border-radius:8px;padding:.6rem 1.2rem;cursor:pointer;min-height:44px}
button:disabled{opacity:.5;cursor:not-allowed}button:focus-visible,input:focus-visible,a:focus-visible,summary:focus-visible{outline:3px solid #fff;outline-offset:2px}
.secondary{background:transparent;border:1px solid var(--muted)}label{display:block;margin-block-end:.25rem}
input{font:inherit;padding:.5rem;border-radius:8px;border:1px solid var(--muted);background:#0006;color:inherit;inline-size:100%;max-inline-size:12rem}
input[aria-invalid=true]{border-color:#ff6b6b}.hint{color:var(--muted);font-size:.85rem;margin:.25rem 0 0}.error{color:#ff8a8a;font-size:.85rem;margin:.25rem 0 0}
.controls{display:flex;flex-wrap:wrap;gap:1rem;align-items:end}
#grid{display:grid;grid-template-columns:repeat(3,1fr);gap:.5rem;max-inline-size:20rem;margin-inline:auto}
.cell{aspect-ratio:1;display:grid;place-items:center;font-size:2.5rem;background:#0005;border-radius:10px;border:2px solid transparent}.cell.win{border-color:gold;box-shadow:0 0 12px gold}
.cards{display:flex;gap:1.5rem;justify-content:center;align-items:center}.card{inline-size:6rem;aspect-ratio:5/7;display:grid;place-items:center;font-size:2rem;font-weight:700;background:#fff;color:#111;border-radius:10px}
.card.red{color:#c62828}.card-label{text-align:center;color:var(--muted);font-size:.85rem}
details summary{cursor:pointer}code,.mono{font-family:ui-monospace,monospace;word-break:break-all;font-size:.85rem}
#live{min-block-size:1.5rem;font-weight:600;text-align:center}a{color:inherit}
.events{list-style:none;padding:0;margin:0;display:grid;gap:.75rem}.event h3{margin:0;font-size:1rem}.meta{margin:.1rem 0 .5rem;color:var(--muted);font-size:.85rem}
.odds{display:flex;gap:.5rem;flex-wrap:wrap}.odd{display:flex;flex-direction:column;align-items:center;min-inline-size:6.5rem;background:#0005;border:1px solid var(--muted)}
.odd[aria-pressed=true]{background:var(--accent);border-color:var(--accent)}.odd .price{font-weight:700}
.slip{list-style:none;padding:0;display:grid;gap:.4rem}.slip li{display:flex;justify-content:space-between;gap:.5rem;align-items:center}.remove{padding:.2rem .7rem;min-height:32px;background:#0005}
.bets{padding-inline-start:1.2rem}.bet.won{color:#7ee2a8}.bet.lost{color:var(--muted)}
.book{display:grid;gap:1rem}@media(min-width:44rem){.book{grid-template-columns:3fr 2fr}}
.board{display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:.25rem;max-inline-size:22rem;margin-inline:auto}
.spot{position:relative;min-height:40px;padding:.3rem;border-radius:6px;font-weight:700;font-variant-numeric:tabular-nums;border:1px solid #fff3}
.spot.red{background:#b3202a}.spot.black{background:#15171c}.spot.green{background:#13804a;grid-column:1/-1}.spot.out{background:#0006;font-weight:600;font-size:.9rem}
.spot[data-chips]::after{content:attr(data-chips);position:absolute;inset-block-start:-.4rem;inset-inline-end:-.3rem;min-inline-size:1.4rem;padding:0 .25rem;border-radius:999px;background:gold;color:#111;font-size:.7rem;line-height:1.4rem}
.outside{display:grid;grid-template-columns:repeat(auto-fit,minmax(6.5rem,1fr));gap:.25rem;max-inline-size:22rem;margin:.5rem auto 0}
.pocket{display:grid;place-items:center;inline-size:4.5rem;aspect-ratio:1;margin:0 auto .75rem;border-radius:50%;font-size:1.6rem;font-weight:800;border:3px solid gold;background:#0006}
.pocket.red{background:#b3202a}.pocket.black{background:#15171c}.pocket.green{background:#13804a}
.placed{list-style:none;padding:0;margin:.25rem 0;display:grid;gap:.2rem;font-size:.9rem}.sides{display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:.5rem}
.sides .spot{min-height:64px;background:#0006;display:flex;flex-direction:column;align-items:center;justify-content:center}.sides .odds-note{font-weight:400;font-size:.8rem;color:var(--muted)}
.hands{display:grid;gap:1rem}.hand h2{font-size:1rem;margin:0 0 .4rem}.hand .cards{justify-content:flex-start;gap:.5rem;flex-wrap:wrap;min-block-size:5.2rem}.hand .card{inline-size:3.6rem;font-size:1.2rem}
.card.back{background:repeating-linear-gradient(45deg,var(--accent),var(--accent) 6px,#fff3 6px,#fff3 12px);color:transparent}
@media (prefers-reduced-motion:no-preference){.cell,.card{transition:transform .2s}}
`;

type DocOptions = {
  nonce: string;
  locale: GameLocale;
  sysname: string;
  name: string;
  engine: EngineKind;
  mode: 'real' | 'demo';
  /** Real mode without a session: the sign-in message instead of the game. */
  authRequired: boolean;
  /** The game cannot be played (unknown, disabled, no demo): a message. */
  unavailable?: keyof GameStrings;
};

function shell(o: DocOptions, body: string, script: string, T: GameStrings): string {
  const cfg = { sysname: o.sysname, engine: o.engine, mode: o.mode, locale: o.locale, dir: directionOfGame(o.locale), strings: T, api: '/games/api', lines: LINES };
  const json = JSON.stringify(cfg).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="${o.locale}" dir="${directionOfGame(o.locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(o.name)}</title><link rel="icon" href="data:,"><style>${STYLE(hueOf(o.sysname))}</style></head>
<body><main>
<header><h1>${escapeHtml(o.name)}</h1><span class="badge">${escapeHtml(o.mode === 'demo' ? T.demo : T.real)}</span>${
    o.authRequired || o.unavailable ? '' : `<p>${escapeHtml(T.balance)}: <strong id="balance">${escapeHtml(T.loading)}</strong></p>`
  }</header>
<div id="auth" class="panel" ${o.authRequired ? '' : 'hidden'}><p>${escapeHtml(o.engine === 'sportsbook' ? T.signInToBet : T.signIn)}</p></div>
${o.unavailable ? `<div class="panel"><p>${escapeHtml(T[o.unavailable])}</p></div>` : o.authRequired ? '' : body}
<p id="live" role="status" aria-live="polite" aria-atomic="true"></p>
</main>
<script type="application/json" id="cfg">${json}</script>
<script nonce="${o.nonce}">(function(){${COMMON}${o.authRequired ? 'showAuth();' : o.unavailable ? '' : script}})();</script>
</body></html>`;
}

const fairnessPanel = (T: GameStrings) => `
<details class="panel" id="fairness"><summary>${escapeHtml(T.fairness)}</summary>
<p>${escapeHtml(T.serverSeedHash)}:<br><code id="fair-hash"></code></p>
<p>${escapeHtml(T.nonce)}: <span id="fair-nonce" class="mono"></span></p>
<form id="seed-form" class="controls"><div><label for="client-seed">${escapeHtml(T.clientSeed)}</label><input id="client-seed" name="client_seed" maxlength="64" autocomplete="off" spellcheck="false"></div>
<button type="submit" class="secondary">${escapeHtml(T.setClientSeed)}</button></form>
<p><button type="button" id="rotate" class="secondary">${escapeHtml(T.rotate)}</button></p>
<p id="revealed" hidden>${escapeHtml(T.revealed)}:<br><code id="revealed-seed"></code></p>
<p><a id="verify" href="#" target="_blank" rel="noopener" hidden>${escapeHtml(T.verifyLast)}</a></p>
</details>`;

const esc = escapeHtml;
const fill = (text: string, vars: Record<string, string | number>) => Object.entries(vars).reduce((out, [k, v]) => out.split(`{${k}}`).join(String(v)), text);

/** The chip field, the bets placed and the table's buttons (roulette and baccarat). */
const tableControls = (T: GameStrings, play: string) => `<div class="panel"><div class="controls">
<div><label for="bet">${esc(T.chip)}</label><input id="bet" name="bet" type="number" inputmode="decimal" aria-describedby="bet-hint" required><p id="bet-hint" class="hint"></p></div>
<button type="button" id="play">${esc(play)}</button><button type="button" id="clear" class="secondary">${esc(T.clearBets)}</button></div>
<h2 id="placed-title" class="hint">${esc(T.yourBets)} · ${esc(T.totalBet)}: <strong id="total">–</strong></h2><p id="placed-empty" class="hint">${esc(T.noTableBets)}</p><ul id="placed" class="placed" aria-labelledby="placed-title"></ul></div>`;

function rouletteBody(o: DocOptions, T: GameStrings): string {
  const spot = (kind: string, label: string, extra: { value?: number; cls: string; text: string; pays: string }) =>
    `<button type="button" class="spot ${extra.cls}" data-kind="${kind}"${extra.value === undefined ? '' : ` data-value="${extra.value}"`} data-label="${esc(label)}" aria-label="${esc(`${label}, ${fill(T.pays, { odds: extra.pays })}`)}">${esc(extra.text)}</button>`;
  const numbers = Array.from({ length: 37 }, (_, n) => {
    const colour = n === 0 ? 'green' : RED_NUMBERS.has(n) ? 'red' : 'black';
    return spot('straight', `${fill(T.number, { n })} ${T[colour]}`, { value: n, cls: colour, text: String(n), pays: '35:1' });
  }).join('');
  const columns = [1, 2, 3].map((n) => spot('column', fill(T.column, { n }), { value: n, cls: 'out', text: '2:1', pays: '2:1' })).join('');
  const dozens = [1, 2, 3].map((n) => spot('dozen', fill(T.dozen, { n, from: n * 12 - 11, to: n * 12 }), { value: n, cls: 'out', text: `${n * 12 - 11}–${n * 12}`, pays: '2:1' })).join('');
  const evens = (['low', 'even', 'red', 'black', 'odd', 'high'] as const).map((k) => spot(k, T[k], { cls: `out${k === 'red' || k === 'black' ? ` ${k}` : ''}`, text: T[k], pays: '1:1' })).join('');
  return `<section class="panel" aria-labelledby="board-title"><h2 id="board-title" class="hint">${esc(T.board)}</h2>
<div class="pocket" id="pocket" role="img" aria-label="${esc(T.lastPocket)}">–</div>
<div class="board" role="group" aria-labelledby="board-title">${numbers}${columns}</div>
<div class="outside" role="group" aria-label="${esc(T.board)}">${dozens}${evens}</div></section>
${tableControls(T, T.spin)}${fairnessPanel(T)}`;
}

function baccaratBody(T: GameStrings): string {
  const side = (kind: 'player' | 'banker' | 'tie', pays: string) =>
    `<button type="button" class="spot" data-kind="${kind}" data-label="${esc(T[kind])}" aria-label="${esc(`${T[kind]}, ${fill(T.pays, { odds: pays })}`)}">${esc(T[kind])}<span class="odds-note" aria-hidden="true">${pays}</span></button>`;
  const hand = (id: string, title: string) => `<div class="hand"><h2 id="${id}-title">${esc(title)} <span id="${id}-total" class="hint"></span></h2><div class="cards" id="${id}" role="img" aria-labelledby="${id}-title"></div></div>`;
  return `<section class="panel hands">${hand('player-cards', T.playerHand)}${hand('banker-cards', T.bankerHand)}</section>
<section class="panel" aria-labelledby="board-title"><h2 id="board-title" class="hint">${esc(T.board)}</h2><div class="sides" role="group" aria-labelledby="board-title">${side('player', '1:1')}${side('banker', '0.95:1')}${side('tie', '8:1')}</div></section>
${tableControls(T, T.deal)}${fairnessPanel(T)}`;
}

function blackjackBody(T: GameStrings): string {
  const hand = (id: string, title: string) => `<div class="hand"><h2 id="${id}-title">${esc(title)} <span id="${id}-total" class="hint"></span></h2><div class="cards" id="${id}" role="img" aria-labelledby="${id}-title"></div></div>`;
  return `<section class="panel hands">${hand('dealer-cards', T.dealer)}${hand('player-cards', T.yourHand)}<p class="hint">${esc(T.tableRules)}</p></section>
<div class="panel controls">${betField(T)}<button type="button" id="deal">${esc(T.deal)}</button>
<button type="button" id="hit" disabled>${esc(T.hit)}</button><button type="button" id="stand" disabled>${esc(T.stand)}</button><button type="button" id="double" disabled>${esc(T.double)}</button></div>${fairnessPanel(T)}`;
}

const betField = (T: GameStrings) => `<div><label for="bet">${escapeHtml(T.bet)}</label><input id="bet" name="bet" type="number" inputmode="decimal" aria-describedby="bet-hint" required><p id="bet-hint" class="hint"></p></div>`;

/** The HTML document of a built-in game for the site's iframe. */
export function gameDocument(o: DocOptions): string {
  const T = GAME_LOCALES[o.locale];
  if (o.engine === 'none') return shell({ ...o, authRequired: false, unavailable: 'unavailable' }, '', '', T);
  if (o.engine === 'slot') {
    const cells = Array.from({ length: 9 }, () => '<div class="cell" aria-hidden="true">?</div>').join('');
    const body = `<section class="panel" aria-label="${escapeHtml(o.name)}"><div id="grid" role="img" aria-label="${escapeHtml(o.name)}">${cells}</div></section>
<div class="panel controls">${betField(T)}<button type="button" id="spin">${escapeHtml(T.spin)}</button><p id="freespins" class="hint" hidden></p></div>${fairnessPanel(T)}`;
    return shell(o, body, PLAYABLE + SLOT, T);
  }
  if (o.engine === 'high_low') {
    const body = `<section class="panel"><p>${escapeHtml(T.guessPrompt)}</p><div class="cards">
<div><div class="card" id="shown" role="img" aria-label="${escapeHtml(T.shownCard)}">?</div><p class="card-label">${escapeHtml(T.shownCard)}</p></div>
<div><div class="card" id="next" role="img" aria-label="${escapeHtml(T.nextCard)}">?</div><p class="card-label">${escapeHtml(T.nextCard)}</p></div></div></section>
<div class="panel controls">${betField(T)}<button type="button" id="higher">▲ ${escapeHtml(T.higher)}</button><button type="button" id="lower">▼ ${escapeHtml(T.lower)}</button><p id="freespins" class="hint" hidden></p></div>${fairnessPanel(T)}`;
    return shell(o, body, PLAYABLE + HIGHLOW, T);
  }
  if (o.engine === 'roulette') return shell(o, rouletteBody(o, T), PLAYABLE + TABLE + ROULETTE, T);
  if (o.engine === 'baccarat') return shell(o, baccaratBody(T), PLAYABLE + TABLE + BACCARAT, T);
  if (o.engine === 'blackjack') return shell(o, blackjackBody(T), PLAYABLE + BLACKJACK, T);
  const body = `<div class="book"><section class="panel" aria-labelledby="events-title"><h2 id="events-title">${escapeHtml(T.events)}</h2><ul id="events" class="events"></ul></section>
<div><section class="panel" aria-labelledby="slip-title"><h2 id="slip-title">${escapeHtml(T.betSlip)} · <span id="slip-kind">${escapeHtml(T.single)}</span></h2>
<p id="slip-empty">${escapeHtml(T.emptySlip)}</p><ul id="slip" class="slip"></ul>
<form id="slip-form" hidden novalidate><p>${escapeHtml(T.totalOdds)}: <strong id="total-odds"></strong></p>
<label for="stake">${escapeHtml(T.stake)}</label><input id="stake" name="stake" type="number" inputmode="decimal" aria-describedby="stake-hint stake-error" required>
<p id="stake-hint" class="hint"></p><p id="stake-error" class="error" aria-live="assertive"></p>
<p>${escapeHtml(T.potentialWin)}: <strong id="potential">–</strong></p><button type="submit" id="place">${escapeHtml(T.placeBet)}</button></form></section>
<section class="panel" aria-labelledby="bets-title"><h2 id="bets-title">${escapeHtml(T.myBets)}</h2><p id="bets-empty">${escapeHtml(T.noBets)}</p><p id="bets-signin" hidden>${escapeHtml(T.signInToBet)}</p><ul id="bets" class="bets"></ul></section></div></div>`;
  // the book shows its events to everyone; placing a bet needs the session (real mode without one says so at once)
  return shell({ ...o, authRequired: false }, body, (o.authRequired ? 'showAuth();' : '') + SPORTSBOOK, T);
}
